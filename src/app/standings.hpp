// An event's standings and crosstable, for organisers (`damascope-cli standings`, View >
// Standings): rank, games, wins, draws, losses, points, tie-breaks and performance rating of each
// player over the chosen games, and either a round-robin table (each pair's results) or a Swiss
// one (each round's opponent, colour and result, from the Round tag). Games that count for
// nothing (against the computer, on one device, unfinished, unnamed: players.hpp) are listed
// apart. Computed from rows (no SQL, no wx), like the players' table.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "app/players.hpp"
#include "core/result.hpp"
#include "database/game_database.hpp"

namespace damascope::app {

// The points a game gives: the seed's ladder (win 26, draw 9, loss 4) or the classic 1 / ½ / 0.
enum class PointsScale { seed, classic };
inline constexpr double performance_limit = 800;        // StandingRow::performance
std::string_view points_scale_name(PointsScale scale);  // "seed", "classic"
std::optional<PointsScale> points_scale_from_name(std::string_view name);
// Points in the scale's unit (classic: 1, 0.5, 0) for a game score of 1, ½ or 0.
double points_for_score(PointsScale scale, double score);

// Players level on points are ordered by these, in this order (FIDE's recommendation for
// round-robin events, Handbook C.07): the direct encounter (points scored in the games among
// them, used only when each pair of them has met), then the number of wins, then
// Sonneborn-Berger (the sum, over a player's games, of the opponent's points times the game's
// score of 1, ½ or 0). Players level on all of them share a rank.
struct StandingRow {
    int rank = 0;         // 1-based; players level on points and every tie-break share one
    bool shared = false;  // another player has the same rank
    std::string name;     // as the players' table counts it (merged spellings under one name)
    int games = 0, wins = 0, draws = 0, losses = 0;
    double points = 0;
    double direct_encounter = 0;  // among the players level on points; 0 when not all have met
    bool direct_encounter_used = false;
    double sonneborn_berger = 0;
    // Performance rating: the mean rating of the opponents (each on the players' Elo ladder just
    // before the game) plus 400 × log10(p / (1 − p)) for the score fraction p — the inverse of the
    // ladder's expected score — at most 800 either way (FIDE's limit, reached from p ≈ 0.99 and
    // for a perfect or a null score). None without counted games.
    std::optional<double> performance;
};

// One game of a player, as the Swiss table shows it.
struct RoundResult {
    int opponent = 0;  // index into Standings::rows
    bool white = true;
    double score = 0;  // 1, 0.5, 0 for this player
    std::int64_t game_id = 0;
};

enum class EventFormat { round_robin, swiss };

struct NotCountedGame {
    std::int64_t id = 0;
    std::string white, black, result;
    GameCount why = GameCount::counted;
};
std::string_view not_counted_reason(GameCount why);  // "computer", "local", "no result", …

struct Standings {
    PointsScale scale = PointsScale::seed;
    EventFormat format = EventFormat::round_robin;
    std::vector<std::string> events;  // the Event tags of the counted games, sorted, distinct
    std::vector<StandingRow> rows;    // by rank
    // Round robin: cell[i][j] holds the scores of rows[i] against rows[j], one per game, in game
    // order (a double round robin has two). Empty on the diagonal.
    std::vector<std::vector<std::vector<double>>> cells;
    // Swiss: the rounds' names in order ("1", "2", …; "?" for games without a Round tag, last),
    // and for each row, each round's games (usually one; none for a bye or an absence).
    std::vector<std::string> rounds;
    std::vector<std::vector<std::vector<RoundResult>>> by_round;
    std::vector<NotCountedGame> not_counted;
    int games_counted = 0;
};

// `event_games`: the games of the event (any order; every other game is not looked at but for
// the ratings); `all_games`: every game in the database, for the Elo ladder that gives the
// ratings the performance is computed from; `aliases` as the players' table takes them.
// Round robin when every two players met the same number of times (at least once), else Swiss.
Standings compute_standings(std::span<const database::PlayerGameRow> event_games,
                            std::span<const database::PlayerGameRow> all_games,
                            std::span<const database::PlayerAlias> aliases, PointsScale scale);

// Reads the games `filter` chooses and computes their standings.
core::Result<Standings> load_standings(const database::GameDatabase& db,
                                       const database::GameFilter& filter, PointsScale scale);

// The events of a database (the Event tags as written, "" and "?" left out), by name, with how
// many games each has: what View > Standings offers.
struct EventSummary {
    std::string name;
    int games = 0;
};
core::Result<std::vector<EventSummary>> list_events(const database::GameDatabase& db);
// The standings of the games whose Event tag is `event`, exactly.
core::Result<Standings> load_event_standings(const database::GameDatabase& db,
                                             const std::string& event, PointsScale scale);

// Points as the tables print them: "26", "61", "2½", "½", "0".
std::string points_text(double points);

}  // namespace damascope::app
