#include "display_text.hpp"

#include <wx/filename.h>
#include <wx/intl.h>

#include <algorithm>
#include <climits>

#include "app/bidi_text.hpp"
#include "app/game_texts.hpp"
#include "core/partial_date.hpp"
#include "number_text.hpp"
#include "translations.hpp"

namespace damascope::gui {

namespace {

wxString with_separators(std::int64_t n) {
    return wxString::FromUTF8(grouped_number(n));
}

}  // namespace

unsigned PluralCount(std::int64_t n) {
    return static_cast<unsigned>(std::clamp<std::int64_t>(n, 0, UINT_MAX));
}

wxString GameCountText(std::int64_t shown, std::int64_t total) {
    if (shown == total)
        return wxString::Format(wxPLURAL("%s game", "%s games", PluralCount(total)),
                                with_separators(total));
    // The plural follows the total: "4,361 of 112,968 games".
    return wxString::Format(wxPLURAL("%s of %s game", "%s of %s games", PluralCount(total)),
                            with_separators(shown), with_separators(total));
}

wxString DateText(const std::string& stored) {
    const auto known = core::known_date(stored);
    if (!known) return wxString::FromUTF8(stored);
    if (known->empty()) return wxString::FromUTF8("\u2014");  // an em dash: no date known
    return wxString::FromUTF8(*known);
}

wxString LeftToRight(const wxString& text) {
    return IsRightToLeft() ? wxString::FromUTF8(app::ltr_isolated(text.utf8_string())) : text;
}

wxString NameIsolated(const wxString& text) {
    return IsRightToLeft() ? wxString::FromUTF8(app::name_isolated(text.utf8_string())) : text;
}

wxString NumbersIsolated(const wxString& text) {
    return IsRightToLeft() ? wxString::FromUTF8(app::numbers_isolated(text.utf8_string())) : text;
}

wxString ReadingLabel(const wxString& text) {
    return IsRightToLeft() ? wxString::FromUTF8(app::rtl_label(text.utf8_string())) : text;
}

wxString GameTitleText(const core::GameRecord& record) {
    const std::string title =
        app::game_title(record, [](const std::string& part) { return app::name_isolated(part); });
    return wxString::FromUTF8(std::string(IsRightToLeft() ? app::rlm : app::lrm) + title);
}

wxString DatabaseOpenFailure(const std::string& path) {
    const wxString shown = DisplayPath(path);
    if (!wxFileName::FileExists(wxString::FromUTF8(path)))
        return wxString::Format(_("There is no file %s."), shown);
    return wxString::Format(
        _("%s could not be opened: it is not a damascope database, or it is damaged or locked "
          "by another program."),
        shown);
}

wxString DisplayPath(const std::string& path) {
    wxFileName name(wxString::FromUTF8(path));
    name.Normalize(wxPATH_NORM_DOTS | wxPATH_NORM_ABSOLUTE | wxPATH_NORM_TILDE);
    return name.GetFullPath();
}

}  // namespace damascope::gui
