// A game being played in the app: against the engine (Game > Play against the engine) or by two
// players on one device (Game > Two players on this device). It holds the position, the clocks,
// and the game as stored: written to the database at the start and after every move, with
// [Mode "computer"] or [Mode "local"] (so it never counts for points or rating, app/players.hpp),
// the rule set, the level and the time control in its tags. The engine's moves come from outside
// (app/engine_player.hpp); this decides nothing on its own but the rules' end and the flag.
// No wx here.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "analysis/search_types.hpp"
#include "core/game_record.hpp"
#include "core/result.hpp"
#include "database/game_database.hpp"
#include "game_clock.hpp"

namespace damascope::app {

enum class PlayMode : std::uint8_t { computer, local };

struct PlaySetup {
    PlayMode mode = PlayMode::computer;
    core::Position start = core::Position::initial(core::Variant::dama);
    core::Color user = core::Color::white;  // computer: the user's side
    int level = 3;                          // computer: engine_level()
    TimeControl clock;
    // computer: the user's name; local: the names of White and Black.
    std::string user_name = "Player";
    std::string white_name = "White", black_name = "Black";
};

// Why a played game ended.
enum class PlayEnd : std::uint8_t { none, rules, resigned, flag, draw_agreed };

class PlaySession {
  public:
    // Opens a connection of its own to the database at `db_path` (another program's, as far as
    // the main window sees: it follows the new game as it is written) and stores the new game.
    // `date` and `time` go into the Date ("2026.05.31") and Time ("14:05:09") tags.
    static core::Result<std::unique_ptr<PlaySession>> start(const std::string& db_path,
                                                            const PlaySetup& setup,
                                                            GameClock::TimeSource now,
                                                            const std::string& date,
                                                            const std::string& time);

    const PlaySetup& setup() const { return setup_; }
    const core::Position& position() const { return position_; }
    const std::vector<core::Move>& moves() const { return moves_; }
    core::Color to_move() const { return position_.side_to_move(); }
    // The engine's side is to move in a game against it that goes on.
    bool engine_to_move() const;
    // The game before the position, for the engine (repetitions, the quiet-move count).
    analysis::GameContext context() const;
    // A number that differs from move to move and game to game (the weak levels' choice).
    std::uint64_t seed() const;

    // A legal move of the side to move: played, the clock pressed, saved, the end checked.
    // Refused (an error, nothing changed) after the end or when not legal.
    core::Result<bool> play(const core::Move& m);
    // Takes back the last move (two players), or back to the user's last turn (against the
    // engine: the engine's reply and the user's move), restoring both clocks as they were then;
    // saved. false: nothing to take back (or the game is over).
    core::Result<bool> take_back();
    bool can_take_back() const;
    // `who` gives up: the other side wins.
    core::Result<bool> resign(core::Color who);
    // A draw agreed (offered and accepted).
    core::Result<bool> agree_draw();
    // Ends the game when a clock has run out (flag_outcome()); whether it did.
    core::Result<bool> check_flag();
    // The game stopped unfinished (the window closed while it went on): clocks stopped, "*".
    void abandon();

    bool over() const { return end_ != PlayEnd::none; }
    PlayEnd end() const { return end_; }
    core::Outcome outcome() const { return record_.outcome; }
    core::EndReason rules_reason() const { return rules_reason_; }
    GameClock& clock() { return clock_; }
    const GameClock& clock() const { return clock_; }
    std::int64_t game_id() const { return game_id_; }
    const core::GameRecord& record() const { return record_; }

    // The engine's time for its move at full strength: a share of its clock and most of the
    // increment, or 1.5 s without a clock.
    Millis engine_movetime() const;

  private:
    PlaySession(database::GameDatabase db, const PlaySetup& setup, GameClock::TimeSource now);
    core::Result<bool> finish(PlayEnd how, core::Outcome outcome, const std::string& termination);
    core::Result<bool> write();
    void rebuild_position();

    database::GameDatabase db_;
    PlaySetup setup_;
    core::GameRecord record_;
    core::Position position_;
    std::vector<core::Move> moves_;
    GameClock clock_;
    std::vector<GameClock::State> clock_at_;  // the clocks when each ply began (index = ply)
    std::int64_t game_id_ = 0;
    PlayEnd end_ = PlayEnd::none;
    core::EndReason rules_reason_ = core::EndReason::none;
};

// The names the tags give the engine: "damascope level 3".
std::string engine_player_name(int level);
// The result as PDN writes it for the variant (the first mover's score first).
std::string play_result_text(core::Variant v, core::Outcome o);

}  // namespace damascope::app
