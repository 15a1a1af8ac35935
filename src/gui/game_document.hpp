// What the main window shows: an open database, the game being replayed (a session with a cursor)
// and its stored analysis. GUI-free; the frame routes commands to it and refreshes the views.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "app/game_session.hpp"
#include "core/game_record.hpp"
#include "core/result.hpp"
#include "database/game_database.hpp"

namespace damascope::gui {

class GameDocument {
  public:
    // Opens a database (an existing one when `must_exist`); the current game is cleared.
    core::Result<bool> open_database(const std::string& path, bool must_exist);
    bool has_database() const { return db_.has_value(); }
    database::GameDatabase* database() { return db_ ? &*db_ : nullptr; }
    std::string database_path() const { return db_ ? db_->path() : std::string{}; }

    // Loads a game and its analysis; the cursor goes to the start.
    core::Result<bool> open_game(std::int64_t id);
    // A new empty game to enter moves in.
    void new_game(core::Variant v);
    // Reads the stored analysis of the current game again (after an analysis job).
    void reload_analysis();

    std::int64_t game_id() const { return game_id_; }  // 0: not a stored game
    const core::GameRecord& record() const { return record_; }
    app::GameSession& session() { return session_; }
    const app::GameSession& session() const { return session_; }
    const std::optional<database::GameAnalysis>& analysis() const { return analysis_; }

    // The squares the last move passed through (from, landings..., to), for drawing it.
    std::vector<core::Square> last_move_path() const;
    // "White - Black, Event, Date (result)".
    std::string title() const;

  private:
    std::optional<database::GameDatabase> db_;
    std::int64_t game_id_ = 0;
    core::GameRecord record_;
    app::GameSession session_;
    std::optional<database::GameAnalysis> analysis_;
};

// The squares a move passes through: from, each landing, to (the first chain for a capture).
std::vector<core::Square> move_path(const core::Position& before, const core::Move& m);
// The squares a capture takes, in board order: "a4, c2, c6, f3" (what the choice dialog names).
std::string captured_squares_text(const core::Position& before, const core::Move& m);

}  // namespace damascope::gui
