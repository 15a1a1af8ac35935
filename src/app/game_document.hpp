// What the main window shows: an open database, the game being replayed (a session with a cursor)
// and its stored analysis. No wx here; the frame routes commands to it and refreshes the views.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "collection_book.hpp"
#include "core/game_record.hpp"
#include "core/result.hpp"
#include "database/game_database.hpp"
#include "game_list.hpp"
#include "game_session.hpp"
#include "player_roster.hpp"

namespace damascope::app {

class GameDocument {
  public:
    // Opens a database (an existing one when `must_exist`); the current game is cleared.
    core::Result<bool> open_database(const std::string& path, bool must_exist);
    bool has_database() const { return db_.has_value(); }
    database::GameDatabase* database() { return db_ ? &*db_ : nullptr; }
    const database::GameDatabase* database() const { return db_ ? &*db_ : nullptr; }
    std::string database_path() const { return db_ ? db_->path() : std::string{}; }
    // The open database as the panels see it (none without one): the game list, the players'
    // table and its merges, the opening collections. Each is valid until the next
    // open_database(); the window hands them to its panels, which never hold the database.
    GameList game_list() const { return GameList(database()); }
    PlayerRoster player_roster() { return PlayerRoster(database()); }
    CollectionBook collection_book() { return CollectionBook(database()); }

    // Loads a game and its analysis; the cursor goes to the start.
    core::Result<bool> open_game(std::int64_t id);
    // A new empty game to enter moves in; it is stored as a new game on its first edit (a move
    // played, a comment...), so that nothing entered is lost.
    void new_game(core::Variant v);
    // A new game from a set-up position (the position editor, Paste FEN): stored at once, as a
    // user's writing is, with its start as FEN; its moves are then saved as played.
    core::Result<bool> new_game_from(const core::Position& start);

    // An edit of the current game: `change` edits the session and says whether it changed
    // anything. A change is saved at once (update_game; a new game is added on its first change)
    // and the game as it was is kept for undo. The result is whether the game changed, or the
    // error saving it: the change then stays on screen and unsaved() says so.
    core::Result<bool> edit(const std::function<bool(GameSession&)>& change);
    // Trial lines (game_document_trial.cpp). What a user only tries is not written into the stored
    // game until it is kept: moves played on the board, from the explorer, the collections or an
    // engine line go onto the board as a trial line (SessionNode::trial), undoable, unsaved. A new
    // game (new_game) is the exception: its moves are saved as played. A comment, glyph, arrow or
    // square put on a trial move keeps its line (edit).
    struct Played {
        bool added = false;   // a move was new (not one already there)
        NodeId first = -1;    // the node of the first move played (-1: none)
        std::string illegal;  // why a move could not be played ("" when all were)
    };
    // Plays the moves from the cursor (which ends on the last one played).
    core::Result<Played> play(const std::vector<core::Move>& moves);
    // Whether the moves played now are saved as played: a new game being entered (also once it
    // is stored), or no game open.
    bool enters_moves() const { return entering_ || game_id_ == 0; }
    bool has_trial_line() const { return session_.has_trial(); }
    // The cursor is on a trial move (or just before one that continues its line).
    bool on_trial_line() const { return !session_.trial_line(session_.cursor()).empty(); }
    // Keeps the trial line through the cursor, as a variation or as the main line, saved (one undo
    // step). false: the cursor is on no trial line.
    enum class KeepAs : std::uint8_t { variation, main_line };
    core::Result<bool> keep_trial_line(KeepAs as);
    // Before leaving the game: every trial line kept as a variation, or all of them dropped.
    core::Result<bool> keep_all_trial_lines();
    void discard_trial_lines();

    // Changes the current game's tags (app/game_tags.hpp: apply_tag_changes checks them), saved at
    // once with undo like any edit. An error names the tag refused; nothing changed then.
    core::Result<bool> edit_tags(std::span<const std::pair<std::string, std::string>> changes);
    // Undo / redo the last edit of this game (each game has its own history while the database
    // is open), restoring its moves, annotations and cursor, and saving. false: nothing to do.
    core::Result<bool> undo();
    core::Result<bool> redo();
    bool can_undo() const;
    bool can_redo() const;
    // A change the database refused (a read-only file, a full disk): it is only on screen.
    bool unsaved() const { return unsaved_; }
    // Why the last save failed ("" after a save that worked).
    const std::string& save_error() const { return save_error_; }
    // The change on screen was refused only because another program was writing: saving it
    // again may work once that program has finished.
    bool save_waits_for_other_program() const {
        return unsaved_ && database::fault_kind(save_error_) == "busy";
    }
    // Tries to save the current game again (after unsaved()).
    core::Result<bool> save();
    // Reads the stored analysis of the current game again (after an analysis job).
    void reload_analysis();

    // What other programs (the command line, a job of this one) changed in the database since
    // the last look: any game, and the current game (its moves, annotations or analysis), or
    // the current game deleted. Cheap when nothing changed (one PRAGMA).
    struct OutsideChanges {
        bool games = false;
        bool current_game = false;
        bool current_game_gone = false;
    };
    core::Result<OutsideChanges> look_for_outside_changes();
    // Reads the current game again as it is stored now (after an outside change), keeping the
    // cursor on the same moves where they are still there. Any unsaved change is dropped.
    core::Result<bool> reload_game();
    // The current game was deleted by another program: what is on screen becomes a new game,
    // stored (added again) at its next change.
    void forget_stored_game();

    std::int64_t game_id() const { return game_id_; }  // 0: not a stored game
    const core::GameRecord& record() const { return record_; }
    GameSession& session() { return session_; }
    const GameSession& session() const { return session_; }
    const std::optional<database::GameAnalysis>& analysis() const { return analysis_; }
    // The first problem the importer reported about the current game (where the file was damaged,
    // or why the replay stopped); nullopt when there was none or it could not be read.
    const std::optional<database::ImportProblem>& stored_problem() const { return stored_problem_; }

    // The squares the last move passed through (from, landings..., to), for drawing it.
    std::vector<core::Square> last_move_path() const;
    // "White - Black, Event, Date (result)".
    std::string title() const;

  private:
    // The game before an edit, for undo: its record and the session (its cursor, its trial lines);
    // `stored`: the edit changed the stored game (undoing it writes), else only trial moves.
    struct Snapshot {
        core::GameRecord record;
        GameSession session;
        bool stored = true;
    };
    void push_undo(Snapshot before);
    // A comment, glyph, arrow or square on a trial move keeps the move's trial line.
    void keep_annotated_trial_lines();
    struct History {
        std::vector<Snapshot> undo, redo;
    };
    // Writes record_ (a new game is added, and its history follows it to its new id).
    core::Result<bool> write();
    // Replaces the session by the record's (after undo, or when the main line changed and the
    // stored analysis with its marks went away), keeping the cursor where it was.
    void rebuild_session(const std::vector<core::Move>& cursor);
    core::Result<bool> restore(std::vector<Snapshot>& from, std::vector<Snapshot>& to);
    // Remembers what the database holds now, so that only later outside changes are seen.
    void note_stored_state();

    std::optional<database::GameDatabase> db_;
    std::int64_t game_id_ = 0;
    core::GameRecord record_;
    GameSession session_;
    std::optional<database::GameAnalysis> analysis_;
    std::optional<database::ImportProblem> stored_problem_;
    std::map<std::int64_t, History> histories_;  // by game id; 0: the new game not yet stored
    bool unsaved_ = false;
    bool entering_ = false;  // a new game: its moves are saved as played, not tried
    std::string save_error_;
    // What look_for_outside_changes() last saw: the connection's data_version (other
    // connections' commits) and the current game's stored_version().
    std::int64_t seen_data_version_ = -1;
    std::optional<std::uint64_t> seen_game_version_;
};

// Whether two records hold the same moves, variations and annotations (what an edit may change).
bool same_moves_and_notes(const core::GameRecord& a, const core::GameRecord& b);

// The squares a capture takes, in the order the chain takes them (what the choice dialog names).
std::vector<core::Square> captured_in_order(const core::Position& before, const core::Move& m);
// The same as text: "c6, f3, c2, a4".
std::string captured_squares_text(const core::Position& before, const core::Move& m);

}  // namespace damascope::app
