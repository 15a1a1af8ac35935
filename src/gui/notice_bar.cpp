#include "notice_bar.hpp"

#include <wx/intl.h>

#include <algorithm>
#include <climits>
#include <string>

namespace damascope::gui {

NoticeBar::NoticeBar(wxWindow* parent, int problems_command)
    : wxInfoBar(parent), problems_command_(problems_command) {
    SetShowHideEffects(wxSHOW_EFFECT_NONE, wxSHOW_EFFECT_NONE);
    AddButton(problems_command_, _("Show problems"));
}

void NoticeBar::ShowImport(const wxString& summary, std::size_t problems) {
    if (problems == 0) {
        Dismiss();
        text_.clear();
    } else {
        const auto n = static_cast<unsigned>(std::min<std::size_t>(problems, UINT_MAX));
        text_ = summary + "  " +
                wxString::Format(wxPLURAL("%u problem reported.", "%u problems reported.", n), n);
        const bool nothing_read = summary.StartsWith(_("Nothing imported: "));
        if (!HasButtonId(problems_command_))  // a save error's notice has none
            AddButton(problems_command_, _("Show problems"));
        ShowMessage(text_, nothing_read ? wxICON_ERROR : wxICON_WARNING);
    }
    GetParent()->Layout();
}

void NoticeBar::ShowInformation(const wxString& text) {
    text_ = text;
    if (HasButtonId(problems_command_)) RemoveButton(problems_command_);
    ShowMessage(text_, wxICON_INFORMATION);
    GetParent()->Layout();
}

wxString NoticeBar::ShowSaveError(const std::string& error) {
    text_ = _("This change could not be saved: ") + wxString::FromUTF8(error);
    if (HasButtonId(problems_command_)) RemoveButton(problems_command_);
    ShowMessage(text_, wxICON_ERROR);
    GetParent()->Layout();
    save_error_ = true;
    return text_;
}

void NoticeBar::DismissSaveError() {
    if (!save_error_) return;
    Dismiss();
    text_.clear();
    GetParent()->Layout();
    save_error_ = false;
}

wxString NoticeBar::Text() const {
    return IsShown() ? text_ : wxString();
}

}  // namespace damascope::gui
