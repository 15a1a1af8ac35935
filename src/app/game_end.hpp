// Why a game ends where it does: the rules' verdict on the position shown (RULES.md, "End of
// game"), or, at the last position of a record, what the record says (its result, or why its
// replay stopped). The desktop app words it; this knows only the facts.
#pragma once

#include <cstdint>
#include <span>
#include <string>

#include "core/game_record.hpp"
#include "core/game_state.hpp"
#include "core/move.hpp"
#include "core/position.hpp"

namespace damascope::app {

class GameSession;

struct GameEnd {
    enum class Kind : std::uint8_t {
        none,        // the game goes on from here
        by_rules,    // the rules end the game in this position (outcome, reason)
        by_record,   // the position could go on, but the record ends with a result (a resignation,
                     // a draw agreed or, in Dhama, by repetition)
        unfinished,  // the record ends here with no result ("*")
        stopped,     // the record goes on, but its next move could not be replayed (stopped_*)
    };
    Kind kind = Kind::none;
    core::Outcome outcome = core::Outcome::ongoing;
    core::EndReason reason = core::EndReason::none;
    // no_legal_move: the side to move has no piece left (otherwise all its pieces are blocked).
    bool no_pieces_left = false;
    // by_rules at the end of a record whose result names another outcome.
    bool record_disagrees = false;
    int stopped_ply = 0;         // stopped: the ply (from 1) of the move that could not be played
    std::string stopped_reason;  // stopped: why, as the importer stored it
    bool damaged = false;        // the record was read past damage (at the record's end only)
};

// The rules' verdict after `moves` played from `start` (the whole line: the 100-moves and
// repetition rules need it). Kind::none or Kind::by_rules.
GameEnd rules_end(const core::Position& start, std::span<const core::Move> moves);

// The end at the position shown: the rules' verdict, else at `at_record_end` (the last position of
// the record's main line) what `record` says about it.
GameEnd game_end(const core::Position& start, std::span<const core::Move> moves,
                 const core::GameRecord& record, bool at_record_end);

// The same for the session's cursor: `record` is the game the session was read from (for a new
// game, a record with the result "*").
GameEnd game_end(const GameSession& session, const core::GameRecord& record);

}  // namespace damascope::app
