// The games area of the database (GameDatabase, game_database.hpp): a game as the list shows it,
// the list's filter, what adding a game gave, games with the same moves, a game prepared for
// storing. Included alone by a user of these rows, without the facade.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/game_record.hpp"

namespace damascope::database {

struct GameSummary {
    std::int64_t id = 0;
    core::Variant variant = core::Variant::dama;
    std::string white, black, result, date, event;
    int plies = 0;
    int marks = 0;  // how many plies carry a rule mark (either kind)
    // The rule marks by kind: plies where a compulsory capture was missed, plies where a longer
    // chain was available.
    int missed_captures = 0, longer_chains = 0;
    // The engine's judgement marks of the stored analysis (all 0 without one): ??, ?, ?!.
    bool analysed = false;
    int blunders = 0, mistakes = 0, inaccuracies = 0;
    bool stopped = false;
    bool damaged = false;  // the reader read past damage in the record (game_problems says what)
    core::Outcome outcome = core::Outcome::ongoing;
};

struct GameFilter {
    std::string player;  // substring of White or Black (case-insensitive for ASCII)
    // White or Black is exactly one of these names (a player and the spellings merged into it).
    std::vector<std::string> player_names;
    std::string event;  // substring of the event
    // Dates "1841", "1841-03" or "1841-03-02" (dots work too); inclusive; unknown parts (written ?)
    // of a stored date compare as 0; undated games are left out when either bound is set.
    std::string date_from, date_to;
    std::string result;  // exact PDN result text: "1-0", "0-1", "1/2-1/2", "*"
    std::optional<core::Variant> variant;
    // With `variant` dama or turkish: Dama under either rule set.
    bool either_dama_rules = false;
    bool only_with_marks = false;  // a rule mark: a missed capture or a longer chain available
    // A judgement mark (blunder, mistake or inaccuracy) in the stored analysis.
    bool only_with_engine_marks = false;
    // Only games with at least one move whose start and main-line moves another game has too
    // (the games of same_moves_groups(), found by their moves signature).
    bool only_same_moves = false;
    std::string order_by = "id";  // id, white, black, date, event, result, plies, marks
    bool descending = false;
    std::int64_t limit = -1, offset = 0;  // limit -1: all
};

enum class AddOutcome { added, duplicate };

// Games with the same start and main-line moves (at least one) but other names: kept, listed for
// the user to review.
struct SameMovesGroup {
    core::Variant variant = core::Variant::dama;
    std::string start_fen;  // of the first game ('' = the standard start)
    int plies = 0;
    std::vector<std::int64_t> ids;  // ascending, two or more
};

// A game made ready for storing: what add_game computes without the database (signature, position
// keys, packed moves and tags), so that an import can do that part on another thread.
// add_game stores what these fields say: once prepared, record.moves may be emptied (an import
// does, to keep its queue small); the moves are in `moves`, `keys` and `plies`.
struct PreparedGame {
    core::GameRecord record;
    std::string white, black, event, date, site, round;  // date normalised ('-' between parts)
    std::uint64_t signature = 0;        // the record: start, moves and the tags that name a game
    std::uint64_t moves_signature = 0;  // the start and the moves alone
    int plies = 0;                      // main-line moves
    int marks = 0;                      // plies carrying a mark
    int missed_captures = 0;            // plies marked missed_capture
    int longer_chains = 0;              // plies marked longer_chain_available
    int rating = 0;                     // the mean of WhiteElo and BlackElo (0: none)
    std::vector<std::uint64_t> keys;    // position keys: start, then after each ply
    std::vector<std::uint8_t> moves;    // packed moves (move_codec.hpp)
    std::string tags;                   // tags as JSON
};

}  // namespace damascope::database
