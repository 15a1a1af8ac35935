#include "tags_dialog.hpp"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/colour.h>
#include <wx/intl.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/tokenzr.h>

#include "app/game_tags.hpp"

namespace damascope::gui {

namespace {

// The label of a standard tag, translated, with its PDN name.
wxString tag_label(const std::string& name) {
    wxString label;
    if (name == "Event") label = _("Event");
    if (name == "Site") label = _("Site");
    if (name == "Date") label = _("Date");
    if (name == "Round") label = _("Round");
    if (name == "White") label = _("White");
    if (name == "Black") label = _("Black");
    if (name == "Result") label = _("Result");
    const wxString pdn = wxString::FromUTF8(name);
    return label == pdn ? pdn : label + " (" + pdn + ")";
}

}  // namespace

TagsDialog::TagsDialog(wxWindow* parent, const Tags& tags,
                       std::function<std::string(const Tags& edited)> check)
    : wxDialog(parent, wxID_ANY, _("Edit tags"), wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      check_(std::move(check)) {
    auto* grid = new wxFlexGridSizer(2, wxSize(8, 6));
    grid->AddGrowableCol(1);
    wxString others;
    for (const auto& [name, value] : tags) {
        if (!app::is_standard_tag(name)) {
            others += wxString::FromUTF8(name) + "=" + wxString::FromUTF8(value) + "\n";
            continue;
        }
        grid->Add(new wxStaticText(this, wxID_ANY, tag_label(name)), 0, wxALIGN_CENTER_VERTICAL);
        if (name == "Result") {
            wxArrayString choices;
            for (const char* r : {"1-0", "0-1", "1/2-1/2", "*"}) choices.Add(r);
            const wxString current = wxString::FromUTF8(value);
            if (!current.empty() && choices.Index(current) == wxNOT_FOUND)
                choices.Insert(current, 0);
            result_ = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, choices);
            result_->SetStringSelection(current.empty() ? wxString("*") : current);
            grid->Add(result_, 1, wxEXPAND);
        } else {
            auto* field = new wxTextCtrl(this, wxID_ANY, wxString::FromUTF8(value),
                                         wxDefaultPosition, wxSize(320, -1));
            grid->Add(field, 1, wxEXPAND);
            fields_.emplace_back(name, field);
        }
    }
    others_ = new wxTextCtrl(this, wxID_ANY, others, wxDefaultPosition, wxSize(-1, 110),
                             wxTE_MULTILINE | wxTE_DONTWRAP);
    message_ = new wxStaticText(this, wxID_ANY, wxString());
    message_->SetForegroundColour(wxColour(170, 20, 20));

    auto* root = new wxBoxSizer(wxVERTICAL);
    root->Add(grid, 0, wxEXPAND | wxALL, 10);
    root->Add(new wxStaticText(this, wxID_ANY,
                               _("Other tags, one NAME=VALUE a line (remove a line to remove "
                                 "its tag):")),
              0, wxLEFT | wxRIGHT, 10);
    root->Add(others_, 1, wxEXPAND | wxALL, 10);
    root->Add(message_, 0, wxEXPAND | wxLEFT | wxRIGHT, 10);
    root->Add(CreateSeparatedButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 10);
    SetSizerAndFit(root);
    Bind(
        wxEVT_BUTTON, [this](wxCommandEvent&) { OnOk(); }, wxID_OK);
    if (!fields_.empty()) fields_.front().second->SetFocus();
}

bool TagsDialog::Edited(Tags& out, wxString& error) const {
    out.clear();
    for (const auto& [name, field] : fields_) {
        out.emplace_back(name, field->GetValue().Strip(wxString::both).utf8_string());
        if (name == "Black" && result_)  // the roster's order: Result after Black
            out.emplace_back("Result", result_->GetStringSelection().utf8_string());
    }
    wxStringTokenizer lines(others_->GetValue(), "\n");
    while (lines.HasMoreTokens()) {
        const wxString line = lines.GetNextToken().Strip(wxString::both);
        if (line.empty()) continue;
        auto tag = app::parse_tag_assignment(line.utf8_string());
        if (!tag) {
            error = wxString::FromUTF8(tag.error());
            return false;
        }
        if (tag->second.empty()) continue;  // NAME= removes it, as the command line's --set
        out.push_back(std::move(tag).value());
    }
    return true;
}

void TagsDialog::OnOk() {
    Tags edited;
    wxString error;
    if (Edited(edited, error)) error = wxString::FromUTF8(check_(edited));
    if (error.empty()) {
        EndModal(wxID_OK);
        return;
    }
    // Said beside the fields (kept while the user corrects them) and in a message box, which
    // cannot go unseen.
    message_->SetLabel(error);
    message_->Wrap(GetClientSize().x - 20);
    message_->SetMinSize(message_->GetBestSize());
    GetSizer()->SetSizeHints(this);
    Layout();
    wxMessageBox(error, _("The tags were not saved"), wxOK | wxICON_WARNING, this);
}

}  // namespace damascope::gui
