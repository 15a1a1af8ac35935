#include "trial_commands.hpp"

#include <wx/intl.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>

#include "annotation_pane.hpp"
#include "app/board_line.hpp"
#include "edit_commands.hpp"
#include "main_frame.hpp"
#include "main_menu.hpp"

namespace damascope::gui {

TrialCommands::TrialCommands(MainFrame& frame, app::GameDocument& doc) : CommandArea(frame, doc) {}

void TrialCommands::Bind() {
    frame_.Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { KeepTrialLine(false); }, cmd_keep_variation);
    frame_.Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { KeepTrialLine(true); }, cmd_keep_main_line);
    frame_.Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { DiscardTrialLines(); }, cmd_discard_trial);
    for (int id : {cmd_keep_variation, cmd_keep_main_line})
        frame_.Bind(
            wxEVT_UPDATE_UI, [this](wxUpdateUIEvent& e) { e.Enable(doc_.on_trial_line()); }, id);
    frame_.Bind(
        wxEVT_UPDATE_UI, [this](wxUpdateUIEvent& e) { e.Enable(doc_.has_trial_line()); },
        cmd_discard_trial);
}

app::GameDocument::Played TrialCommands::PlayMoves(const std::vector<core::Move>& moves) {
    Panes().annotation->CommitComment();
    const std::int64_t id_before = doc_.game_id();
    auto played = doc_.play(moves);
    if (!played) {
        Commands().edit->ShowSaveResult(core::Result<bool>{core::Error{played.error()}}, id_before);
        return {};
    }
    // A new game's moves are saved as played: said as any save is.
    if (doc_.enters_moves())
        Commands().edit->ShowSaveResult(core::Result<bool>{played->added}, id_before);
    return *played;
}

bool TrialCommands::KeepTrialLine(bool as_main_line) {
    Panes().annotation->CommitComment();
    const std::int64_t id_before = doc_.game_id();
    auto kept = doc_.keep_trial_line(as_main_line ? app::GameDocument::KeepAs::main_line
                                                  : app::GameDocument::KeepAs::variation);
    Commands().edit->ShowSaveResult(kept, id_before);
    if (!kept) return false;
    if (!*kept) {
        Say(_("There is no trial line at this move to keep."));
        return false;
    }
    Say(as_main_line ? _("The trial line is kept as the game's main line.")
                     : _("The trial line is kept in the game."));
    return true;
}

void TrialCommands::DiscardTrialLines() {
    Panes().annotation->CommitComment();
    doc_.discard_trial_lines();
    frame_.RefreshGame();
}

bool TrialCommands::LeaveTrialLines() {
    if (!doc_.has_trial_line()) return true;
    const wxString message =
        _("The moves tried on the board are not saved in this game. Keep them in the game (as "
          "variations), or discard them?");
    int choice = wxCANCEL;
    if (confirm_leave_trial) {
        choice = confirm_leave_trial(message);
    } else {
        wxMessageDialog dialog(&frame_, message, _("Trial line not saved"),
                               wxYES_NO | wxCANCEL | wxYES_DEFAULT | wxICON_QUESTION);
        dialog.SetYesNoCancelLabels(_("&Keep"), _("&Discard"), _("Cancel"));
        choice = dialog.ShowModal();
    }
    if (choice == wxID_YES || choice == wxYES) {
        const std::int64_t id_before = doc_.game_id();
        auto kept = doc_.keep_all_trial_lines();
        Commands().edit->ShowSaveResult(kept, id_before);
        return kept.ok();
    }
    if (choice == wxID_NO || choice == wxNO) {
        doc_.discard_trial_lines();
        return true;
    }
    return false;
}

void TrialCommands::PlayUserMove(const core::Move& m) {
    // A new move goes onto the board as a trial line (in a new game: saved at once); following a
    // move already there changes nothing.
    const auto played = PlayMoves({m});
    if (!played.illegal.empty()) {
        Say(wxString::FromUTF8(played.illegal));
        return;
    }
    frame_
        .RefreshGame();  // the status bar says whether the move opened a variation or a trial line
}

void TrialCommands::PlayEngineLine(const std::vector<core::Move>& moves) {
    if (moves.empty()) return;
    const auto played = PlayMoves(moves);
    // From the line's first move the user steps through it with the right arrow key.
    if (played.first >= 0) doc_.session().go_to(played.first);
    frame_.RefreshGame();
    if (!played.illegal.empty()) {
        Say(wxString::FromUTF8(played.illegal));
        return;
    }
    if (doc_.on_trial_line())
        Say(
            _("The engine's line is on the board as a trial line, not saved (Ctrl+K "
              "keeps it): Right steps through it."));
    else
        Say(doc_.session().on_main_line(doc_.session().cursor())
                ? _("The engine's line follows the game's moves: Right steps through it.")
                : _("The engine's line is on the board as a variation: Right steps "
                    "through it."));
}

void TrialCommands::PlayCollectionLine(const std::string& start_fen,
                                       const std::vector<std::string>& moves) {
    const auto played = app::line_from_start(doc_.session(), start_fen, moves);
    if (!played) {
        Say(
            _("This line starts elsewhere than the game on the board: open a game of "
              "its variant, or start a new one, to play it."));
        return;
    }
    Panes().annotation->CommitComment();
    doc_.session().home();
    const auto result = PlayMoves(*played);  // one trial line, one undo step
    if (!result.illegal.empty()) Say(wxString::FromUTF8(result.illegal));
    frame_.RefreshGame();
}

}  // namespace damascope::gui
