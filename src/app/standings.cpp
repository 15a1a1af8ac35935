#include "app/standings.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>
#include <numeric>
#include <set>
#include <tuple>
#include <unordered_map>
#include <unordered_set>

#include <fmt/format.h>

namespace damascope::app {

namespace {

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

std::string result_text(core::Outcome outcome) {
    switch (outcome) {
        case core::Outcome::white_wins:
            return "1-0";
        case core::Outcome::black_wins:
            return "0-1";
        case core::Outcome::draw:
            return "1/2-1/2";
        case core::Outcome::ongoing:
            break;
    }
    return "*";
}

double white_score(core::Outcome outcome) {
    return outcome == core::Outcome::white_wins   ? 1.0
           : outcome == core::Outcome::black_wins ? 0.0
                                                  : 0.5;
}

// The round a Round tag names: "3" and "3.2" (round 3, board 2) are round 3; "", "?" and "-"
// name none ("?").
std::string round_of(std::string_view tag) {
    tag = trimmed(tag);
    if (tag.empty() || tag == "?" || tag == "-") return "?";
    const auto dot = tag.find('.');
    if (dot != std::string_view::npos && dot > 0) tag = tag.substr(0, dot);
    return std::string(tag);
}

// Rounds in order: numbers by value, then other names by text, "?" last.
bool round_before(const std::string& a, const std::string& b) {
    const auto number = [](const std::string& s) -> std::optional<long> {
        long n = 0;
        const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
        if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
        return n;
    };
    if ((a == "?") != (b == "?")) return b == "?";
    const auto na = number(a), nb = number(b);
    if (na && nb) return *na < *nb;
    if (na.has_value() != nb.has_value()) return na.has_value();
    return a < b;
}

struct PlayedGame {
    std::size_t opponent = 0;
    bool white = true;
    double score = 0;
    std::int64_t game_id = 0;
    std::string round;
    double opponent_rating = elo_start;
};

struct Tally {
    std::string name;
    int wins = 0, draws = 0, losses = 0;
    double points = 0;
    std::vector<PlayedGame> games;  // in game order
};

// The performance rating of `t` (StandingRow::performance).
std::optional<double> performance_of(const Tally& t) {
    if (t.games.empty()) return std::nullopt;
    const double n = static_cast<double>(t.games.size());
    double opponents = 0, score = 0;
    for (const auto& g : t.games) {
        opponents += g.opponent_rating;
        score += g.score;
    }
    const double p = score / n;
    const double difference = p <= 0.0   ? -performance_limit
                              : p >= 1.0 ? performance_limit
                                         : 400.0 * std::log10(p / (1.0 - p));
    return opponents / n + std::clamp(difference, -performance_limit, performance_limit);
}

}  // namespace

std::string_view points_scale_name(PointsScale scale) {
    return scale == PointsScale::classic ? "classic" : "seed";
}

std::optional<PointsScale> points_scale_from_name(std::string_view name) {
    if (name == "seed") return PointsScale::seed;
    if (name == "classic") return PointsScale::classic;
    return std::nullopt;
}

double points_for_score(PointsScale scale, double score) {
    if (scale == PointsScale::classic) return score;
    return score == 1.0 ? points_for_win : score == 0.0 ? points_for_loss : points_for_draw;
}

std::string_view not_counted_reason(GameCount why) {
    switch (why) {
        case GameCount::computer:
            return "against the computer";
        case GameCount::local:
            return "two players on one device";
        case GameCount::no_result:
            return "no result";
        case GameCount::unnamed:
            return "a side without a name";
        case GameCount::same_player:
            return "one player on both sides";
        case GameCount::counted:
            break;
    }
    return "counted";
}

std::string points_text(double points) {
    const double whole = std::floor(points + 1e-9);
    const double rest = points - whole;
    const bool half = std::fabs(rest - 0.5) < 1e-9;
    if (std::fabs(rest) > 1e-9 && !half) return fmt::format("{:.2f}", points);
    if (!half) return std::to_string(static_cast<long long>(whole));
    return whole == 0 ? std::string("½") : std::to_string(static_cast<long long>(whole)) + "½";
}

Standings compute_standings(std::span<const database::PlayerGameRow> event_games,
                            std::span<const database::PlayerGameRow> all_games,
                            std::span<const database::PlayerAlias> aliases, PointsScale scale) {
    Standings s;
    s.scale = scale;
    std::unordered_map<std::string_view, std::string_view> alias_of;
    for (const auto& a : aliases) alias_of.emplace(a.alias, a.name);
    const auto resolve = [&](const std::string& name) -> std::string {
        auto it = alias_of.find(name);
        return std::string(it == alias_of.end() ? std::string_view(name) : it->second);
    };

    // Each player's rating just before each of their games, from the one ladder.
    const PlayersTable ladder = compute_players(all_games, aliases);
    std::map<std::pair<std::int64_t, std::string>, double> rating_before;
    for (const auto& p : ladder.players)
        for (const auto& step : p.history) rating_before[{step.game_id, p.name}] = step.before;
    const auto rating_of = [&](std::int64_t game, const std::string& name) {
        auto it = rating_before.find({game, name});
        return it == rating_before.end() ? elo_start : it->second;
    };

    std::vector<const database::PlayerGameRow*> games;
    for (const auto& g : event_games) games.push_back(&g);
    std::sort(games.begin(), games.end(), [](auto* a, auto* b) { return a->id < b->id; });

    std::vector<Tally> tallies;
    std::unordered_map<std::string, std::size_t> index;
    const auto player = [&](const std::string& name) {
        auto [it, added] = index.try_emplace(name, tallies.size());
        if (added) tallies.push_back(Tally{name, 0, 0, 0, 0, {}});
        return it->second;
    };
    std::set<std::string> events;
    for (const auto* g : games) {
        const std::string white = resolve(g->white), black = resolve(g->black);
        const GameCount count = count_of_game(*g, white, black);
        if (count != GameCount::counted) {
            s.not_counted.push_back({g->id, g->white, g->black, result_text(g->outcome), count});
            continue;
        }
        ++s.games_counted;
        if (const auto e = trimmed(g->event); !e.empty() && e != "?") events.emplace(e);
        const std::size_t w = player(white), b = player(black);
        const double sw = white_score(g->outcome);
        const std::string round = round_of(g->round);
        tallies[w].games.push_back({b, true, sw, g->id, round, rating_of(g->id, black)});
        tallies[b].games.push_back({w, false, 1.0 - sw, g->id, round, rating_of(g->id, white)});
    }
    s.events.assign(events.begin(), events.end());
    for (auto& t : tallies)
        for (const auto& g : t.games) {
            t.points += points_for_score(scale, g.score);
            ++(g.score == 1.0 ? t.wins : g.score == 0.0 ? t.losses : t.draws);
        }

    // How many games each pair played (for the direct encounter and the format).
    const std::size_t n = tallies.size();
    std::vector<std::vector<int>> met(n, std::vector<int>(n, 0));
    for (std::size_t i = 0; i < n; ++i)
        for (const auto& g : tallies[i].games) ++met[i][g.opponent];

    std::vector<StandingRow> rows(n);
    for (std::size_t i = 0; i < n; ++i) {
        const Tally& t = tallies[i];
        StandingRow& r = rows[i];
        r.name = t.name;
        r.games = static_cast<int>(t.games.size());
        r.wins = t.wins;
        r.draws = t.draws;
        r.losses = t.losses;
        r.points = t.points;
        for (const auto& g : t.games) r.sonneborn_berger += g.score * tallies[g.opponent].points;
        r.performance = performance_of(t);
    }
    // The direct encounter, within each group level on points whose players have all met.
    std::map<double, std::vector<std::size_t>> level;
    for (std::size_t i = 0; i < n; ++i) level[rows[i].points].push_back(i);
    for (const auto& [points, group] : level) {
        if (group.size() < 2) continue;
        bool all_met = true;
        for (std::size_t a : group)
            for (std::size_t b : group)
                if (a != b && met[a][b] == 0) all_met = false;
        if (!all_met) continue;
        const std::unordered_set<std::size_t> members(group.begin(), group.end());
        for (std::size_t a : group) {
            rows[a].direct_encounter_used = true;
            for (const auto& g : tallies[a].games)
                if (members.count(g.opponent))
                    rows[a].direct_encounter += points_for_score(scale, g.score);
        }
    }

    const auto key = [&](std::size_t i) {
        const StandingRow& r = rows[i];
        return std::tuple(r.points, r.direct_encounter, r.wins, r.sonneborn_berger);
    };
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (key(a) != key(b)) return key(a) > key(b);
        return rows[a].name < rows[b].name;
    });
    std::vector<std::size_t> position(n);  // tally index -> row in rank order
    for (std::size_t k = 0; k < n; ++k) position[order[k]] = k;
    for (std::size_t k = 0; k < n; ++k) {
        StandingRow row = rows[order[k]];
        const bool same_as_before = k > 0 && key(order[k]) == key(order[k - 1]);
        row.rank = same_as_before ? s.rows.back().rank : static_cast<int>(k) + 1;
        if (same_as_before) row.shared = s.rows.back().shared = true;
        s.rows.push_back(std::move(row));
    }

    // Round robin when every pair met equally often.
    int times = -1;
    bool even = true;
    for (std::size_t a = 0; a < n; ++a)
        for (std::size_t b = a + 1; b < n; ++b) {
            if (times < 0) times = met[a][b];
            if (met[a][b] != times) even = false;
        }
    s.format = even && (n < 2 || times >= 1) ? EventFormat::round_robin : EventFormat::swiss;

    if (s.format == EventFormat::round_robin) {
        s.cells.assign(n, std::vector<std::vector<double>>(n));
        for (std::size_t i = 0; i < n; ++i)
            for (const auto& g : tallies[i].games)
                s.cells[position[i]][position[g.opponent]].push_back(g.score);
        return s;
    }
    std::set<std::string, decltype(&round_before)> rounds(&round_before);
    for (const auto& t : tallies)
        for (const auto& g : t.games) rounds.insert(g.round);
    s.rounds.assign(rounds.begin(), rounds.end());
    std::unordered_map<std::string, std::size_t> round_index;
    for (std::size_t r = 0; r < s.rounds.size(); ++r) round_index[s.rounds[r]] = r;
    s.by_round.assign(n, std::vector<std::vector<RoundResult>>(s.rounds.size()));
    for (std::size_t i = 0; i < n; ++i)
        for (const auto& g : tallies[i].games)
            s.by_round[position[i]][round_index[g.round]].push_back(
                {static_cast<int>(position[g.opponent]), g.white, g.score, g.game_id});
    return s;
}

core::Result<Standings> load_standings(const database::GameDatabase& db,
                                       const database::GameFilter& filter, PointsScale scale) {
    auto all = db.player_games();
    if (!all) return core::Error{all.error()};
    auto aliases = db.player_aliases();
    if (!aliases) return core::Error{aliases.error()};
    auto ids = db.game_ids(filter);
    if (!ids) return core::Error{ids.error()};
    std::vector<std::int64_t> chosen = *ids;
    std::sort(chosen.begin(), chosen.end());
    std::vector<database::PlayerGameRow> event_games;
    for (const auto& g : *all)
        if (std::binary_search(chosen.begin(), chosen.end(), g.id)) event_games.push_back(g);
    return compute_standings(event_games, *all, *aliases, scale);
}

core::Result<std::vector<EventSummary>> list_events(const database::GameDatabase& db) {
    auto all = db.player_games();
    if (!all) return core::Error{all.error()};
    std::map<std::string, int> counts;
    for (const auto& g : *all)
        if (const auto e = trimmed(g.event); !e.empty() && e != "?") ++counts[std::string(e)];
    std::vector<EventSummary> events;
    for (auto& [name, games] : counts) events.push_back({name, games});
    return events;
}

core::Result<Standings> load_event_standings(const database::GameDatabase& db,
                                             const std::string& event, PointsScale scale) {
    auto all = db.player_games();
    if (!all) return core::Error{all.error()};
    auto aliases = db.player_aliases();
    if (!aliases) return core::Error{aliases.error()};
    std::vector<database::PlayerGameRow> event_games;
    for (const auto& g : *all)
        if (trimmed(g.event) == trimmed(event)) event_games.push_back(g);
    return compute_standings(event_games, *all, *aliases, scale);
}

}  // namespace damascope::app
