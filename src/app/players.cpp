#include "app/players.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <numeric>
#include <unordered_map>

namespace damascope::app {

namespace {

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

bool equals_ignoring_case(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               const auto lower = [](char c) {
                   return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
               };
               return lower(x) == lower(y);
           });
}

bool is_unnamed(std::string_view name) {
    name = trimmed(name);
    return name.empty() || name == "?" || name == "-";
}

// A rating from WhiteElo/BlackElo: a whole number from 1 to 4000; anything else ("-", "?", "0")
// gives none.
std::optional<int> file_rating(std::string_view text) {
    text = trimmed(text);
    int n = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
    if (ec != std::errc{} || end != text.data() + text.size() || n < 1 || n > 4000)
        return std::nullopt;
    return n;
}

// Stored dates are YYYY-MM-DD, YYYY-??-?? or YYYY; a date without a known year is no date.
bool is_dated(std::string_view date) {
    return date.size() >= 4 &&
           std::all_of(date.begin(), date.begin() + 4, [](char c) { return c >= '0' && c <= '9'; });
}

std::string ladder_key(std::string_view date) {
    std::string key(date);
    std::replace(key.begin(), key.end(), '?', '0');
    return key;
}

std::string pdn_date(std::string_view stored) {
    if (!is_dated(stored)) return {};
    std::string d(stored);
    std::replace(d.begin(), d.end(), '-', '.');
    return d;
}

bool in_filter(core::Variant v, const PlayersFilter& f) {
    if (!f.variant) return true;
    if (f.either_dama_rules && core::is_dama_family(*f.variant)) return core::is_dama_family(v);
    return v == *f.variant;
}

std::string lowercase(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return out;
}

}  // namespace

GameCount count_of_mode(std::string_view mode) {
    mode = trimmed(mode);
    if (equals_ignoring_case(mode, "computer")) return GameCount::computer;
    if (equals_ignoring_case(mode, "local")) return GameCount::local;
    return GameCount::counted;
}

bool is_known_mode(std::string_view mode) {
    mode = trimmed(mode);
    for (std::string_view known : {"", "computer", "local", "online", "otb"})
        if (equals_ignoring_case(mode, known)) return true;
    return false;
}

GameCount count_of_game(const database::PlayerGameRow& g, std::string_view white_name,
                        std::string_view black_name) {
    GameCount count = count_of_mode(g.mode);
    if (count == GameCount::counted && g.outcome == core::Outcome::ongoing)
        count = GameCount::no_result;
    if (count == GameCount::counted && (is_unnamed(g.white) || is_unnamed(g.black)))
        count = GameCount::unnamed;
    if (count == GameCount::counted && white_name == black_name) count = GameCount::same_player;
    return count;
}

PlayersTable compute_players(std::span<const database::PlayerGameRow> games,
                             std::span<const database::PlayerAlias> aliases,
                             const PlayersFilter& filter) {
    PlayersTable table;
    std::unordered_map<std::string_view, std::string_view> alias_of;
    for (const auto& a : aliases) alias_of.emplace(a.alias, a.name);
    const auto resolve = [&](const std::string& name) -> std::string_view {
        auto it = alias_of.find(name);
        return it == alias_of.end() ? std::string_view(name) : it->second;
    };

    // Everyone on the ladder, in table or not; `listed` marks the players the filter shows.
    struct Player {
        PlayerStanding standing;
        bool listed = false;
        int dama_wins = 0;
    };
    std::vector<Player> players;
    std::unordered_map<std::string, std::size_t> index;
    const auto player = [&](std::string_view name) -> Player& {
        auto [it, added] = index.try_emplace(std::string(name), players.size());
        if (added) {
            players.emplace_back();
            players.back().standing.name = std::string(name);
        }
        return players[it->second];
    };
    for (const auto& a : aliases) {
        if (a.alias == a.name) continue;
        player(a.name).standing.aliases.push_back(a.alias);
    }

    // The ladder's order: dated games by date then file order, then undated ones in file order.
    std::vector<std::size_t> order(games.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::vector<std::string> keys(games.size());
    for (std::size_t i = 0; i < games.size(); ++i) keys[i] = ladder_key(games[i].date);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        const bool da = is_dated(games[a].date), db = is_dated(games[b].date);
        if (da != db) return da;
        if (da && keys[a] != keys[b]) return keys[a] < keys[b];
        return games[a].id < games[b].id;
    });

    for (std::size_t i : order) {
        const auto& g = games[i];
        const bool shown = in_filter(g.variant, filter);
        if (!is_known_mode(g.mode)) {
            if (table.unknown_modes++ == 0) {
                table.first_unknown_mode_game = g.id;
                table.first_unknown_mode = g.mode;
            }
        }
        const bool white_named = !is_unnamed(g.white), black_named = !is_unnamed(g.black);
        const std::string_view white_name = resolve(g.white), black_name = resolve(g.black);
        const GameCount count = count_of_game(g, white_name, black_name);

        // Both looked up before either is used: adding a player may move the others.
        if (white_named) player(white_name);
        if (black_named) player(black_name);
        Player* white = white_named ? &player(white_name) : nullptr;
        Player* black = black_named ? &player(black_name) : nullptr;
        if (black == white) black = nullptr;  // one player on both sides: their game once
        if (shown) {
            for (Player* p : {white, black}) {
                if (!p) continue;
                p->listed = true;
                if (p->standing.game_ids.empty() || p->standing.game_ids.back() != g.id)
                    p->standing.game_ids.push_back(g.id);
            }
            ++(count == GameCount::counted ? table.games_counted : table.games_not_counted);
        }
        if (count != GameCount::counted) {
            if (shown)
                for (Player* p : {white, black})
                    if (p) ++p->standing.not_counted;
            continue;
        }

        // The file's ratings: where a player starts, and shown beside ours.
        const auto white_file = file_rating(g.white_elo), black_file = file_rating(g.black_elo);
        if (white_file) white->standing.file_rating = white_file;
        if (black_file) black->standing.file_rating = black_file;
        PlayerStanding& w = white->standing;
        PlayerStanding& b = black->standing;
        const double rw = w.rating.value_or(white_file ? *white_file : elo_start);
        const double rb = b.rating.value_or(black_file ? *black_file : elo_start);
        const double expected_white = 1.0 / (1.0 + std::pow(10.0, (rb - rw) / 400.0));
        const double score_white = g.outcome == core::Outcome::white_wins   ? 1.0
                                   : g.outcome == core::Outcome::black_wins ? 0.0
                                                                            : 0.5;
        w.rating = rw + elo_k * (score_white - expected_white);
        b.rating = rb + elo_k * ((1.0 - score_white) - (1.0 - expected_white));
        w.history.push_back({g.id, g.date, rw, *w.rating});
        b.history.push_back({g.id, g.date, rb, *b.rating});
        if (!shown) continue;

        const auto score = [&](Player& p, double s) {
            PlayerStanding& st = p.standing;
            ++st.games;
            if (s == 1.0) {
                ++st.wins;
                st.points += points_for_win;
                // The Long Board is Dama's badge (the seed: "وسام هذه اللعبة"), of either rules.
                if (core::is_dama_family(g.variant) && ++p.dama_wins == long_board_wins)
                    st.badges.push_back({std::string(long_board_name), pdn_date(g.date), g.id});
            } else if (s == 0.0) {
                ++st.losses;
                st.points += points_for_loss;
            } else {
                ++st.draws;
                st.points += points_for_draw;
            }
        };
        score(*white, score_white);
        score(*black, 1.0 - score_white);
    }

    for (Player& p : players) {
        if (!p.listed) continue;
        std::sort(p.standing.game_ids.begin(), p.standing.game_ids.end());
        std::sort(p.standing.aliases.begin(), p.standing.aliases.end());
        table.players.push_back(std::move(p.standing));
    }
    sort_players(table.players, PlayerOrder::name);
    return table;
}

void sort_players(std::vector<PlayerStanding>& players, PlayerOrder order) {
    // Names ignoring case, then byte for byte, so that the order is total.
    const auto by_name = [](const PlayerStanding& a, const PlayerStanding& b) {
        const std::string la = lowercase(a.name), lb = lowercase(b.name);
        return la != lb ? la < lb : a.name < b.name;
    };
    const auto rating = [](const PlayerStanding& p) { return p.rating.value_or(-1e9); };
    switch (order) {
        case PlayerOrder::name:
            std::sort(players.begin(), players.end(), by_name);
            break;
        case PlayerOrder::points:
            std::sort(players.begin(), players.end(), [&](const auto& a, const auto& b) {
                if (a.points != b.points) return a.points > b.points;
                if (rating(a) != rating(b)) return rating(a) > rating(b);
                return by_name(a, b);
            });
            break;
        case PlayerOrder::rating:
            std::sort(players.begin(), players.end(), [&](const auto& a, const auto& b) {
                if (rating(a) != rating(b)) return rating(a) > rating(b);
                if (a.points != b.points) return a.points > b.points;
                return by_name(a, b);
            });
            break;
    }
}

core::Result<PlayersTable> load_players(const database::GameDatabase& db,
                                        const PlayersFilter& filter) {
    auto games = db.player_games();
    if (!games) return core::Error{games.error()};
    auto aliases = db.player_aliases();
    if (!aliases) return core::Error{aliases.error()};
    return compute_players(*games, *aliases, filter);
}

}  // namespace damascope::app
