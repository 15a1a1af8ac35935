// MainFrame: trial lines. Moves played on the board, from the explorer, the collections or the
// engine go onto the board as a trial line that the stored game does not hold until the user keeps
// it (Game > Keep as variation / main line); the rule itself is GameDocument's
// (app/game_document_trial.cpp). Leaving a game with a trial line asks what to do with it.
#include <wx/intl.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>

#include "annotation_pane.hpp"
#include "main_frame.hpp"
#include "main_menu.hpp"

namespace damascope::gui {

void MainFrame::BindTrialCommands() {
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { KeepTrialLine(false); }, cmd_keep_variation);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { KeepTrialLine(true); }, cmd_keep_main_line);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { DiscardTrialLines(); }, cmd_discard_trial);
    for (int id : {cmd_keep_variation, cmd_keep_main_line})
        Bind(
            wxEVT_UPDATE_UI, [this](wxUpdateUIEvent& e) { e.Enable(doc_.on_trial_line()); }, id);
    Bind(
        wxEVT_UPDATE_UI, [this](wxUpdateUIEvent& e) { e.Enable(doc_.has_trial_line()); },
        cmd_discard_trial);
}

app::GameDocument::Played MainFrame::PlayMoves(const std::vector<core::Move>& moves) {
    annotation_->CommitComment();
    const std::int64_t id_before = doc_.game_id();
    auto played = doc_.play(moves);
    if (!played) {
        ShowSaveResult(core::Result<bool>{core::Error{played.error()}}, id_before);
        return {};
    }
    // A new game's moves are saved as played: said as any save is.
    if (doc_.enters_moves()) ShowSaveResult(core::Result<bool>{played->added}, id_before);
    return *played;
}

bool MainFrame::KeepTrialLine(bool as_main_line) {
    annotation_->CommitComment();
    const std::int64_t id_before = doc_.game_id();
    auto kept = doc_.keep_trial_line(as_main_line ? app::GameDocument::KeepAs::main_line
                                                  : app::GameDocument::KeepAs::variation);
    ShowSaveResult(kept, id_before);
    if (!kept) return false;
    if (!*kept) {
        SetStatusText(_("There is no trial line at this move to keep."), 0);
        return false;
    }
    SetStatusText(as_main_line ? _("The trial line is kept as the game's main line.")
                               : _("The trial line is kept in the game."),
                  0);
    return true;
}

void MainFrame::DiscardTrialLines() {
    annotation_->CommitComment();
    doc_.discard_trial_lines();
    RefreshGame();
}

bool MainFrame::LeaveTrialLines() {
    if (!doc_.has_trial_line()) return true;
    const wxString message =
        _("The moves tried on the board are not saved in this game. Keep them in the game (as "
          "variations), or discard them?");
    int choice = wxCANCEL;
    if (confirm_leave_trial) {
        choice = confirm_leave_trial(message);
    } else {
        wxMessageDialog dialog(this, message, _("Trial line not saved"),
                               wxYES_NO | wxCANCEL | wxYES_DEFAULT | wxICON_QUESTION);
        dialog.SetYesNoCancelLabels(_("&Keep"), _("&Discard"), _("Cancel"));
        choice = dialog.ShowModal();
    }
    if (choice == wxID_YES || choice == wxYES) {
        const std::int64_t id_before = doc_.game_id();
        auto kept = doc_.keep_all_trial_lines();
        ShowSaveResult(kept, id_before);
        return kept.ok();
    }
    if (choice == wxID_NO || choice == wxNO) {
        doc_.discard_trial_lines();
        return true;
    }
    return false;
}

}  // namespace damascope::gui
