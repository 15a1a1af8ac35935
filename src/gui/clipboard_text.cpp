#include "clipboard_text.hpp"

#include <wx/clipbrd.h>
#include <wx/dataobj.h>

namespace damascope::gui {

wxString ClipboardText() {
    wxString text;
    if (!wxTheClipboard->Open()) return text;
    if (wxTheClipboard->IsSupported(wxDF_UNICODETEXT) || wxTheClipboard->IsSupported(wxDF_TEXT)) {
        wxTextDataObject data;
        if (wxTheClipboard->GetData(data)) text = data.GetText();
    }
    wxTheClipboard->Close();
    return text;
}

}  // namespace damascope::gui
