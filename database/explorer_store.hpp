// The opening explorer's stored answers (schema 12, table explorer_store): what a new connection
// would otherwise rebuild from a million rows before its first answer.
//   - 'facts': the outcome, year and rating of every game, by id (5 bytes a game);
//   - 'position <key>': the games reaching a position that many games reach (the start: every
//     game), with the first ply and the moves each played from it (for a filtered explorer);
//   - 'summary <key>': the same position's unfiltered answer, its counts and first games.
// A row is valid while the games are unchanged (Validity); a stale or damaged row is ignored and
// written again. Storing is best effort: a read-only file, a busy writer or a full disk only cost
// the time to compute the answer again, never the answer.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/result.hpp"
#include "database/sqlite.hpp"

namespace damascope::database {

// A game as the opening explorer counts it.
struct GameFacts {
    std::uint8_t outcome = 0;  // 1 + core::Outcome; 0: no such game
    std::uint16_t year = 0;    // 0: undated
    std::uint16_t rating = 0;  // games.rating; 0: none
};

// A game reaching a position, for one move played from it: the games come in ascending id and a
// game has one entry per different move it played from the position (it may pass it twice).
struct PositionVisit {
    std::uint32_t game_id = 0;
    std::uint16_t ply = 0;   // the ply of this visit (the game's first entry: its first visit)
    std::uint16_t slot = 0;  // index into PositionVisits::next_tags; no_move after the last ply
    static constexpr std::uint16_t no_move = 0xFFFF;
};
struct PositionVisits {
    std::vector<std::uint32_t> next_tags;  // PositionIndex::next_tag of each move's position
    std::vector<PositionVisit> visits;
};

// The unfiltered answer at a stored position: what each move led to, and the first games.
struct StoredMove {
    std::uint32_t next_tag = 0;
    std::int64_t games = 0, white_wins = 0, draws = 0, black_wins = 0, rated_games = 0;
    std::int64_t rating_sum = 0;
    int last_year = 0;
};
struct StoredSummary {
    std::vector<StoredMove> moves;
    std::int64_t games = 0;
    std::vector<std::pair<std::int64_t, int>> first_games;  // (id, ply), ascending by id
};

// When a stored row is valid: games_generation.n (deletions, changed columns) and max(id).
struct Validity {
    std::int64_t generation = -1, last_game = -1;
    bool operator==(const Validity&) const = default;
};

namespace explorer_store {

// Positions reached by at least this many entries are stored (below it, reading the index is
// as fast as reading a stored row).
inline constexpr std::size_t min_stored_visits = 10'000;

core::Result<Validity> validity(sqlite::Connection& db);

std::vector<std::uint8_t> encode_facts(std::span<const GameFacts> facts);
std::optional<std::vector<GameFacts>> decode_facts(std::span<const std::uint8_t> data);
std::vector<std::uint8_t> encode_visits(const PositionVisits& visits);
std::optional<PositionVisits> decode_visits(std::span<const std::uint8_t> data);

std::vector<std::uint8_t> encode_summary(const StoredSummary& summary);
std::optional<StoredSummary> decode_summary(std::span<const std::uint8_t> data);

// How many games a stored summary lists (the desktop app's explorer lists 500).
inline constexpr std::size_t summary_games_listed = 1000;

std::string position_name(std::uint64_t key);  // the visits
std::string summary_name(std::uint64_t key);
inline constexpr std::string_view facts_name = "facts";

// The row's data if it is there and valid at `now`; nullopt otherwise.
core::Result<std::optional<std::vector<std::uint8_t>>> load(sqlite::Connection& db,
                                                            std::string_view name,
                                                            const Validity& now);
// Writes the row in its own short transaction without waiting for another writer. Returns false
// (no error) when it could not: the caller simply computes the answer again next time.
bool store(sqlite::Connection& db, std::string_view name, const Validity& now,
           std::span<const std::uint8_t> data);

}  // namespace explorer_store
}  // namespace damascope::database
