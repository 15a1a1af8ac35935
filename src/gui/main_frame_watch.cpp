// MainFrame: two programs on one database. Another program (damascope-cli, a second window)
// may import, annotate or analyse while this window is open; once a second the window looks
// whether anything changed (one PRAGMA when nothing did) and shows it: the game list, the game
// on the board, the players view. A change this window could not save because the other
// program was writing is saved again once it has finished.
#include <wx/msgdlg.h>

#include "app/database_files.hpp"
#include "display_text.hpp"
#include "game_list_panel.hpp"
#include "main_frame.hpp"
#include "notice_bar.hpp"
#include "players_panel.hpp"

namespace damascope::gui {

void MainFrame::StartWatchingDatabase() {
    // Jobs (imports, analyses) wait for another program's lock on their threads and say so here;
    // the window's own saves wait only a moment (GameDocument) and are tried again below.
    app::wait_for_other_programs([this](const std::string& path) {
        if (wxIsMainThread()) return;
        CallAfter([this, path] {
            SetStatusText(wxString::Format(_("Another program is writing to %s; waiting."),
                                           DisplayPath(path)),
                          0);
        });
    });
    watch_timer_.Bind(wxEVT_TIMER, [this](wxTimerEvent&) { LookForOutsideChanges(); });
    watch_timer_.Start(1000);
}

void MainFrame::LookForOutsideChanges() {
    // A job of this window writes through a connection of its own; it refreshes the views
    // itself when it ends. `watching_`: a question asked below runs its own event loop.
    if (!doc_.has_database() || JobRunning() || watching_) return;
    watching_ = true;
    struct Done {
        bool& flag;
        ~Done() { flag = false; }
    } done{watching_};

    if (doc_.save_waits_for_other_program()) {
        const std::int64_t id_before = doc_.game_id();
        auto saved = doc_.save();
        if (saved) {
            ShowSaveResult(saved, id_before);
            SetStatusText(_("Saved: the other program has finished writing."), 0);
        }
    }
    auto changes = doc_.look_for_outside_changes();
    if (!changes || !changes->games) return;
    games_->Requery();
    if (doc_.game_id() != 0) games_->ShowSelected(doc_.game_id());
    ReloadPlayerViews();
    RefreshExplorer();
    const auto id = static_cast<long long>(doc_.game_id());
    if (changes->current_game_gone) {
        // Nothing of it is kept in the database any more: what is on screen becomes a new game,
        // stored again at its next edit.
        doc_.forget_stored_game();
        RefreshGame();
        SetStatusText(wxString::Format(_("Game %lld was deleted by another program; it is shown "
                                         "as a new game, stored again if you change it."),
                                       id),
                      0);
        return;
    }
    if (changes->current_game) {
        if (doc_.unsaved()) {
            const wxString question =
                wxString::Format(_("Another program changed game %lld, which holds a change of "
                                   "yours that could not be saved.\n\nShow the game as the other "
                                   "program stored it (your change is dropped)? No keeps your "
                                   "change on screen, to be saved over theirs."),
                                 id);
            const bool theirs = confirm_outside_change
                                    ? confirm_outside_change(question)
                                    : wxMessageBox(question, _("Game changed by another program"),
                                                   wxYES_NO | wxICON_QUESTION, this) == wxYES;
            if (!theirs) return;
        }
        if (auto r = doc_.reload_game(); !r) {
            SetStatusText(_("The game could not be read again: ") + wxString::FromUTF8(r.error()),
                          0);
            return;
        }
        notice_->DismissSaveError();
        RefreshGame();
        SetStatusText(wxString::Format(
                          _("Game %lld was changed by another program: shown as it is now."), id),
                      0);
        return;
    }
    UpdateStatus();
}

}  // namespace damascope::gui
