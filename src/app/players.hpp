// The players' table (PRODUCT.md 7, the seed's scoring): per player games, wins, draws, losses,
// points (win 26, draw 9, loss 4), one Elo ladder over every counted game in date order, and the
// Long Board badge at the fifth counted Dama win. Computed from the games each time (no wx, no
// SQL here: the database hands over the rows), so the same code serves the CLI, the GUI and tests.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.hpp"
#include "database/game_database.hpp"

namespace damascope::app {

inline constexpr int points_for_win = 26, points_for_draw = 9, points_for_loss = 4;
// Elo: one ladder, every player starting from the rating the file gives them in their first
// counted game, or 1500; after each game a player moves by K × (score − expected score), where
// expected = 1 / (1 + 10^((opponent − own) / 400)). K = 20, FIDE's K for most rated players.
inline constexpr double elo_k = 20.0;
inline constexpr double elo_start = 1500.0;
inline constexpr int long_board_wins = 5;  // the badge comes with the fifth counted win
inline constexpr std::string_view long_board_name = "The Long Board";  // "اللوح الطويل"

// How a game counts. Only `counted` games give points, move ratings and count toward badges.
enum class GameCount {
    counted,
    computer,     // [Mode "computer"]: against the computer
    local,        // [Mode "local"]: two players on one device
    no_result,    // unfinished or unknown result ("*")
    unnamed,      // a side without a name ("", "?", "-")
    same_player,  // both sides count under one name
};

// What the Mode tag says, ignoring case and spaces around it: computer and local games do not
// count; online, otb, no tag, and any other value count (other values are reported).
GameCount count_of_mode(std::string_view mode);
bool is_known_mode(std::string_view mode);
// How a game counts: its Mode tag, then its result, its names and whether one player sits on
// both sides (`white_name`, `black_name`: the names after merged spellings are resolved).
GameCount count_of_game(const database::PlayerGameRow& g, std::string_view white_name,
                        std::string_view black_name);

struct Badge {
    std::string name;  // long_board_name
    std::string date;  // of the game that earned it, as in PDN (1858.03.02, ? for unknown parts);
                       // "" when that game has no date
    std::int64_t game_id = 0;
};

// One counted game on a player's ladder.
struct RatingStep {
    std::int64_t game_id = 0;
    std::string date;  // as stored (YYYY-MM-DD), "" undated
    double before = 0, after = 0;
};

struct PlayerStanding {
    std::string name;                  // as written in the files, or the name merged into
    std::vector<std::string> aliases;  // the other spellings counted under it, sorted
    int games = 0, wins = 0, draws = 0, losses = 0;  // counted games only
    std::int64_t points = 0;
    std::optional<double> rating;    // ours, after the last counted game; none without one
    std::optional<int> file_rating;  // the last WhiteElo/BlackElo the files give them
    int not_counted = 0;             // their games that count for nothing (GameCount)
    std::vector<Badge> badges;
    std::vector<RatingStep> history;     // in ladder order
    std::vector<std::int64_t> game_ids;  // all their games in the table, ascending
};

// Which games the table counts: all of them, one variant, or Dama under either rule set. The
// rating is the one ladder's, over every game, whatever the filter.
struct PlayersFilter {
    std::optional<core::Variant> variant;
    bool either_dama_rules = false;
};

struct PlayersTable {
    std::vector<PlayerStanding> players;  // by name (sort_players orders them otherwise)
    std::int64_t games_counted = 0, games_not_counted = 0;
    // Games whose Mode tag has a value this program does not know (they count): how many, and
    // the first of them.
    std::int64_t unknown_modes = 0;
    std::int64_t first_unknown_mode_game = 0;
    std::string first_unknown_mode;
};

// Computes the table. `games` in file order (id order); `aliases` map spellings to names.
// Ladder order: dated games by date (unknown parts of a date, written ?, as 0), games of one date
// in file order, then the undated games in file order.
PlayersTable compute_players(std::span<const database::PlayerGameRow> games,
                             std::span<const database::PlayerAlias> aliases,
                             const PlayersFilter& filter = {});

enum class PlayerOrder { points, rating, name };
// points: most first (then rating, then name); rating: highest first, unrated last (then points,
// then name); name: alphabetical, ignoring case.
void sort_players(std::vector<PlayerStanding>& players, PlayerOrder order);

// Reads the games and aliases of `db` and computes the table.
core::Result<PlayersTable> load_players(const database::GameDatabase& db,
                                        const PlayersFilter& filter = {});

}  // namespace damascope::app
