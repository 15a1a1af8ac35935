#include "variant_text.hpp"

#include <wx/translation.h>

namespace damascope::gui {

namespace {

// _() reads its text in the C library's encoding, which cannot hold the em dash of these titles
// under the C locale (it gives an empty string); this reads it as UTF-8. xgettext finds these
// texts with -kutf8_translation (see the header of i18n/ar.po).
wxString utf8_translation(const char* text) {
    return wxGetTranslation(wxString::FromUTF8(text));
}

}  // namespace

wxString VariantTitle(core::Variant v) {
    // The same words as core::variant_title, written out here so that xgettext finds them.
    switch (v) {
        case core::Variant::dama:
            return utf8_translation("Dama \u2014 Arab rules");
        case core::Variant::turkish:
            return utf8_translation("Dama \u2014 Turkish federation");
        case core::Variant::dhama:
            return _("Dhama");
    }
    return wxString();
}

}  // namespace damascope::gui
