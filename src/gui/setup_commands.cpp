// Setting up a position and searching for pieces (setup_commands.hpp).
#include "setup_commands.hpp"

#include <wx/clipbrd.h>
#include <wx/dialog.h>
#include <wx/intl.h>
#include <wx/listctrl.h>
#include <wx/notebook.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <iostream>

#include "app/document_queries.hpp"
#include "app/position_setup.hpp"
#include "board_view.hpp"
#include "clipboard_text.hpp"
#include "edit_commands.hpp"
#include "explorer_panel.hpp"
#include "game_list_panel.hpp"
#include "main_frame.hpp"
#include "main_menu.hpp"
#include "openings_pane.hpp"
#include "position_setup_dialog.hpp"

namespace damascope::gui {

SetupCommands::SetupCommands(MainFrame& frame, app::GameDocument& doc) : CommandArea(frame, doc) {}

void SetupCommands::Bind() {
    frame_.Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { SetUpPosition(); }, cmd_setup_position);
    frame_.Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { PasteFen(); }, cmd_paste_fen);
    frame_.Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            Commands().openings->Show(true);
            if (auto* book = dynamic_cast<wxNotebook*>(Panes().explorer->GetParent()))
                book->SetSelection(0);
        },
        cmd_search_position);
    frame_.Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { SetUpPosition(); }, cmd_search_pieces);
}

void SetupCommands::SetUpPosition() {
    auto done = EditPosition(&frame_, doc_.session().position(), Panes().board->IsFlipped());
    if (!done) return;
    if (done->action == SetupOutcome::Action::search_pieces) {
        SearchPieces(done->setup.pattern());
        return;
    }
    StartFromPosition(done->position);
}

void SetupCommands::StartFromPosition(const core::Position& pos) {
    if (!Commands().edit->LeaveGame()) return;
    const std::int64_t before = doc_.game_id();
    auto stored = doc_.new_game_from(pos);
    frame_.RefreshGame();
    Commands().edit->ShowSaveResult(stored, before);
}

void SetupCommands::PasteFen() {
    const wxString text = ClipboardText();
    auto pos = app::read_setup_fen(text.utf8_string(), doc_.session().variant());
    if (!pos) {
        // Nothing changes; the reason is said in the status bar and on stderr.
        const wxString why = wxString::Format(_("Paste FEN: %s"), wxString::FromUTF8(pos.error()));
        std::cerr << "damascope: " << why.utf8_string() << "\n";
        Say(why);
        return;
    }
    StartFromPosition(*pos);
}

void SetupCommands::SearchPieces(const app::PiecePattern& pattern) {
    if (!doc_.has_database()) return;
    auto found = app::search_pieces(doc_, pattern, Panes().games->CurrentFilter(), 1000);
    if (!found) {
        Say(wxString::FromUTF8(found.error()));
        return;
    }
    // The hits with the ply where the pieces first stand so; a double-click opens one there.
    wxDialog dlg(&frame_, wxID_ANY, _("Games with these pieces"), wxDefaultPosition, wxDefaultSize,
                 wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER);
    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(new wxStaticText(&dlg, wxID_ANY,
                              wxString::Format(_("%d games have these pieces at some ply."),
                                               static_cast<int>(found->hits.size()))),
             0, wxALL, 10);
    auto* list = new wxListCtrl(&dlg, wxID_ANY, wxDefaultPosition, wxSize(560, 320),
                                wxLC_REPORT | wxLC_SINGLE_SEL);
    list->AppendColumn(_("Game"));
    list->AppendColumn(_("Ply"));
    list->AppendColumn(_("White"), wxLIST_FORMAT_LEFT, 190);
    list->AppendColumn(_("Black"), wxLIST_FORMAT_LEFT, 190);
    for (std::size_t i = 0; i < found->listed.size(); ++i) {
        const auto& g = found->listed[i];
        const long row = list->InsertItem(static_cast<long>(i),
                                          wxString::Format("%lld", static_cast<long long>(g.id)));
        list->SetItem(row, 1, wxString::Format("%d", found->hits[i].ply));
        list->SetItem(row, 2, wxString::FromUTF8(g.white));
        list->SetItem(row, 3, wxString::FromUTF8(g.black));
    }
    std::optional<app::GameAtPly> chosen;
    list->Bind(wxEVT_LIST_ITEM_ACTIVATED, [&](wxListEvent& e) {
        chosen = found->hits[static_cast<std::size_t>(e.GetIndex())];
        dlg.EndModal(wxID_OK);
    });
    top->Add(list, 1, wxEXPAND | wxLEFT | wxRIGHT, 10);
    top->Add(dlg.CreateStdDialogButtonSizer(wxCANCEL), 0, wxEXPAND | wxALL, 10);
    dlg.SetSizerAndFit(top);
    dlg.CentreOnParent();
    if (dlg.ShowModal() != wxID_OK || !chosen) return;
    wxString error;
    if (!frame_.OpenGame(chosen->id, &error)) {
        Say(error);
        return;
    }
    frame_.GoToPly(chosen->ply);
}

}  // namespace damascope::gui
