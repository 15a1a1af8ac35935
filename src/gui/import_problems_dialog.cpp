#include "import_problems_dialog.hpp"

#include <wx/button.h>
#include <wx/filename.h>
#include <wx/intl.h>
#include <wx/listctrl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <set>

#include "display_text.hpp"

namespace damascope::gui {

wxString ProblemPlace(const app::ImportError& e) {
    wxString place = wxFileName(wxString::FromUTF8(e.file)).GetFullName();
    if (e.line > 0) place += wxString::Format(":%lld", static_cast<long long>(e.line));
    if (e.column > 0) place += wxString::Format(":%d", e.column);
    return place;
}

wxString ProblemText(const app::ImportError& e) {
    const wxString message = wxString::FromUTF8(e.message);
    if (e.kind == "stopped") return _("Stopped: ") + message;
    if (e.kind == "skipped") return _("Skipped: ") + message;
    if (e.kind == "unsupported") return _("Not supported: ") + message;
    if (e.kind == "file") return _("File not read: ") + message;
    return message;  // problems and junk say what they are themselves
}

ImportProblemsDialog::ImportProblemsDialog(wxWindow* parent,
                                           const std::vector<app::ImportError>& problems)
    : wxDialog(parent, wxID_ANY, _("Import problems"), wxDefaultPosition, wxSize(900, 420),
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER) {
    std::set<std::string> files;
    for (const auto& p : problems) files.insert(p.file);
    auto* intro = new wxStaticText(
        this, wxID_ANY,
        wxString::Format(wxPLURAL("%zu problems in %zu file. Damaged games are kept as far as "
                                  "they read; what was skipped is listed here.",
                                  "%zu problems in %zu files. Damaged games are kept as far as "
                                  "they read; what was skipped is listed here.",
                                  PluralCount(static_cast<std::int64_t>(files.size()))),
                         problems.size(), files.size()));
    list_ = new wxListView(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                           wxLC_REPORT | wxLC_SINGLE_SEL);
    list_->AppendColumn(_("Where"), wxLIST_FORMAT_LEFT, 200);
    list_->AppendColumn(_("What was found and done"), wxLIST_FORMAT_LEFT, 640);
    list_->AppendColumn(_("File"), wxLIST_FORMAT_LEFT, 400);
    long row = 0;
    for (const auto& p : problems) {
        list_->InsertItem(row, ProblemPlace(p));
        list_->SetItem(row, 1, ProblemText(p));
        list_->SetItem(row, 2, wxString::FromUTF8(p.file));
        ++row;
    }
    // The selected problem in full (a message may be longer than its column).
    auto* detail = new wxTextCtrl(this, wxID_ANY, wxString(), wxDefaultPosition, wxSize(-1, 64),
                                  wxTE_MULTILINE | wxTE_READONLY | wxTE_WORDWRAP);
    list_->Bind(wxEVT_LIST_ITEM_SELECTED, [this, detail, problems](wxListEvent& e) {
        const auto& p = problems.at(static_cast<std::size_t>(e.GetIndex()));
        detail->ChangeValue(
            wxString::FromUTF8(p.file) +
            (p.line > 0 ? wxString::Format(":%lld", static_cast<long long>(p.line)) : wxString()) +
            (p.column > 0 ? wxString::Format(":%d", p.column) : wxString()) + ": " +
            ProblemText(p));
    });
    if (row > 0) list_->Select(0);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(intro, 0, wxALL, 8);
    sizer->Add(list_, 1, wxEXPAND | wxLEFT | wxRIGHT, 8);
    sizer->Add(detail, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 8);
    sizer->Add(CreateSeparatedButtonSizer(wxCLOSE), 0, wxEXPAND | wxALL, 8);
    SetSizer(sizer);
    SetEscapeId(wxID_CLOSE);
    Bind(
        wxEVT_BUTTON, [this](wxCommandEvent&) { Close(); }, wxID_CLOSE);
}

int ImportProblemsDialog::Rows() const {
    return list_->GetItemCount();
}

}  // namespace damascope::gui
