// Following other programs' changes to the database (database_watch.hpp).
#include "database_watch.hpp"

#include <wx/msgdlg.h>

#include "app/database_files.hpp"
#include "display_text.hpp"
#include "edit_commands.hpp"
#include "game_list_panel.hpp"
#include "job_bar.hpp"
#include "main_frame.hpp"
#include "notice_bar.hpp"
#include "openings_pane.hpp"
#include "player_views.hpp"
#include "position_status.hpp"

namespace damascope::gui {

DatabaseWatch::DatabaseWatch(MainFrame& frame, app::GameDocument& doc) : CommandArea(frame, doc) {}

DatabaseWatch::~DatabaseWatch() {
    app::wait_for_other_programs(nullptr);
}

void DatabaseWatch::Start() {
    // Jobs (imports, analyses) wait for another program's lock on their threads and say so here;
    // the window's own saves wait only a moment (GameDocument) and are tried again below.
    app::wait_for_other_programs([this](const std::string& path) {
        if (wxIsMainThread()) return;
        frame_.CallAfter([this, path] {
            frame_.SetStatusText(wxString::Format(_("Another program is writing to %s; waiting."),
                                                  DisplayPath(path)),
                                 0);
        });
    });
    timer_.Bind(wxEVT_TIMER, [this](wxTimerEvent&) { LookForOutsideChanges(); });
    timer_.Start(1000);
}

void DatabaseWatch::LookForOutsideChanges() {
    // A job of this window writes through a connection of its own; it refreshes the views
    // itself when it ends. `watching_`: a question asked below runs its own event loop.
    if (!doc_.has_database() || Panes().job->Busy() || watching_) return;
    watching_ = true;
    struct Done {
        bool& flag;
        ~Done() { flag = false; }
    } done{watching_};

    if (doc_.save_waits_for_other_program()) {
        const std::int64_t id_before = doc_.game_id();
        auto saved = doc_.save();
        if (saved) {
            Commands().edit->ShowSaveResult(saved, id_before);
            Say(_("Saved: the other program has finished writing."));
        }
    }
    auto changes = doc_.look_for_outside_changes();
    if (!changes || !changes->games) return;
    Panes().games->Requery();
    if (doc_.game_id() != 0) Panes().games->ShowSelected(doc_.game_id());
    Commands().players->Reload();
    Commands().openings->RefreshExplorer();
    const auto id = static_cast<long long>(doc_.game_id());
    if (changes->current_game_gone) {
        // Nothing of it is kept in the database any more: what is on screen becomes a new game,
        // stored again at its next edit.
        doc_.forget_stored_game();
        frame_.RefreshGame();
        frame_.SetStatusText(
            wxString::Format(_("Game %lld was deleted by another program; it is shown "
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
                                                   wxYES_NO | wxICON_QUESTION, &frame_) == wxYES;
            if (!theirs) return;
        }
        if (auto r = doc_.reload_game(); !r) {
            Say(_("The game could not be read again: ") + wxString::FromUTF8(r.error()));
            return;
        }
        Panes().notice->DismissSaveError();
        frame_.RefreshGame();
        Say(wxString::Format(_("Game %lld was changed by another program: shown as it is now."),
                             id));
        return;
    }
    Commands().status->Update();
}

}  // namespace damascope::gui
