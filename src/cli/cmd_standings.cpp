// damascope-cli standings --db DB (--event TEXT | the games filters) [--points seed|classic]
//                         [--json | --html [-o FILE] [--lang en|ar]]
// An event's table: rank, games, wins, draws, losses, points, tie-breaks, performance, and its
// crosstable (round robin) or its rounds (Swiss); app/standings.hpp computes it.
#include <cmath>

#include "app/standings.hpp"
#include "app/standings_html.hpp"
#include "cli/commands.hpp"
#include "cli/filter_args.hpp"
#include "cli/output.hpp"
#include "cli/output_args.hpp"
#include "core/atomic_file.hpp"
#include "database/game_database.hpp"

namespace damascope::cli {

namespace {

struct StandingsOptions {
    std::string db, points = "seed", output, lang = "en";
    database::GameFilter filter;
    bool json = false, html = false;
};

bool chooses_games(const database::GameFilter& f) {
    return !f.player.empty() || !f.event.empty() || f.variant || !f.result.empty() ||
           !f.date_from.empty() || !f.date_to.empty() || f.only_with_marks ||
           f.only_with_engine_marks;
}

std::string format_name(app::EventFormat f) {
    return f == app::EventFormat::round_robin ? "round_robin" : "swiss";
}

Json number_or_null(const std::optional<double>& v) {
    return v ? Json(std::llround(*v)) : Json();
}

// Points and tie-breaks: whole numbers as integers (65, not 65.0), halves as they are (2.5).
Json points_json(double value) {
    if (value == std::floor(value)) return Json(static_cast<long long>(value));
    return Json(value);
}

Json standings_json(const app::Standings& s) {
    Json players = Json::array();
    for (const auto& r : s.rows)
        players.push_back({{"rank", r.rank},
                           {"shared", r.shared},
                           {"name", r.name},
                           {"games", r.games},
                           {"wins", r.wins},
                           {"draws", r.draws},
                           {"losses", r.losses},
                           {"points", points_json(r.points)},
                           {"direct_encounter",
                            r.direct_encounter_used ? points_json(r.direct_encounter) : Json()},
                           {"sonneborn_berger", points_json(r.sonneborn_berger)},
                           {"performance", number_or_null(r.performance)}});
    Json doc = {{"events", s.events},
                {"points", app::points_scale_name(s.scale)},
                {"format", format_name(s.format)},
                {"tie_breaks", {"direct_encounter", "wins", "sonneborn_berger"}},
                {"games_counted", s.games_counted},
                {"players", players}};
    if (s.format == app::EventFormat::round_robin) {
        Json table = Json::array();
        for (std::size_t i = 0; i < s.cells.size(); ++i) {
            Json row = Json::array();
            for (std::size_t j = 0; j < s.cells[i].size(); ++j) {
                if (i == j) {
                    row.push_back(Json());
                    continue;
                }
                Json scores = Json::array();
                for (double score : s.cells[i][j]) scores.push_back(points_json(score));
                row.push_back(scores);
            }
            table.push_back(row);
        }
        doc["crosstable"] = table;
    } else {
        doc["rounds"] = s.rounds;
        Json table = Json::array();
        for (const auto& player_rounds : s.by_round) {
            Json row = Json::array();
            for (const auto& games : player_rounds) {
                Json cell = Json::array();
                for (const auto& g : games)
                    cell.push_back({{"opponent", s.rows[static_cast<std::size_t>(g.opponent)].name},
                                    {"opponent_row", g.opponent + 1},
                                    {"colour", g.white ? "white" : "black"},
                                    {"score", points_json(g.score)},
                                    {"game", g.game_id}});
                row.push_back(cell);
            }
            table.push_back(row);
        }
        doc["by_round"] = table;
    }
    Json apart = Json::array();
    for (const auto& g : s.not_counted)
        apart.push_back({{"game", g.id},
                         {"white", g.white},
                         {"black", g.black},
                         {"result", g.result},
                         {"reason", app::not_counted_reason(g.why)}});
    doc["not_counted"] = apart;
    return doc;
}

std::string score_text(double score) {
    return score == 1.0 ? "1" : score == 0.0 ? "0" : "½";
}

void print_text(const app::Standings& s) {
    std::string events;
    for (const auto& e : s.events) {
        if (!events.empty()) events += "; ";
        events += e;
    }
    out("standings{}: {} {} counted; points {}\n", events.empty() ? "" : " of " + events,
        s.games_counted, s.games_counted == 1 ? "game" : "games",
        s.scale == app::PointsScale::seed ? "win 26, draw 9, loss 4" : "win 1, draw ½, loss 0");
    out("{:<5} {:<28} {:>5} {:>4} {:>5} {:>6} {:>6} {:>6} {:>7} {:>5}\n", "rank", "player", "games",
        "wins", "draws", "losses", "points", "direct", "SB", "perf");
    for (const auto& r : s.rows)
        out("{:<5} {:<28} {:>5} {:>4} {:>5} {:>6} {:>6} {:>6} {:>7} {:>5}\n",
            std::to_string(r.rank) + (r.shared ? "=" : ""), r.name, r.games, r.wins, r.draws,
            r.losses, app::points_text(r.points),
            r.direct_encounter_used ? app::points_text(r.direct_encounter) : "-",
            app::points_text(r.sonneborn_berger),
            r.performance ? std::to_string(std::llround(*r.performance)) : "-");
    out("tie-breaks in order: direct encounter (when all level players met), wins, "
        "Sonneborn-Berger\n");
    if (s.format == app::EventFormat::round_robin && !s.rows.empty()) {
        out("\ncrosstable (round robin; rows and columns in rank order):\n{:>3} {:<28}", "", "");
        for (std::size_t j = 0; j < s.rows.size(); ++j) out(" {:>5}", j + 1);
        out("\n");
        for (std::size_t i = 0; i < s.rows.size(); ++i) {
            out("{:>3} {:<28}", i + 1, s.rows[i].name);
            for (std::size_t j = 0; j < s.rows.size(); ++j) {
                std::string cell;
                for (double score : s.cells[i][j]) {
                    if (!cell.empty()) cell += ' ';
                    cell += score_text(score);
                }
                out(" {:>5}", i == j ? "x" : cell);
            }
            out("\n");
        }
    } else if (s.format == app::EventFormat::swiss && !s.rows.empty()) {
        out("\nrounds (opponent's row, w or b for White or Black, result):\n{:>3} {:<28}", "", "");
        for (const auto& round : s.rounds) out(" {:>7}", "R" + round);
        out("\n");
        for (std::size_t i = 0; i < s.rows.size(); ++i) {
            out("{:>3} {:<28}", i + 1, s.rows[i].name);
            for (const auto& games : s.by_round[i]) {
                std::string cell;
                for (const auto& g : games) {
                    if (!cell.empty()) cell += ',';
                    cell += std::to_string(g.opponent + 1) + (g.white ? "w" : "b") +
                            score_text(g.score);
                }
                out(" {:>7}", cell.empty() ? "-" : cell);
            }
            out("\n");
        }
    }
    if (!s.not_counted.empty()) {
        out("\nnot counted ({} {}):\n", s.not_counted.size(),
            s.not_counted.size() == 1 ? "game" : "games");
        for (const auto& g : s.not_counted)
            out("  game {}: {} - {} {}: {}\n", g.id, g.white, g.black, g.result,
                app::not_counted_reason(g.why));
    }
}

int write_html(const StandingsOptions& o, const app::Standings& s) {
    const std::string html = app::standings_html(s, app::standings_words(o.lang));
    if (o.output.empty()) {
        write_stdout(html);
        flush_stdout();
        return 0;
    }
    auto file = core::AtomicFile::create(o.output);
    if (!file) {
        error("-o: {}", file.error());
        return 1;
    }
    if (auto w = file.value().write(html); !w) {
        error("-o: {}", w.error());
        return 1;
    }
    if (auto c = file.value().commit(); !c) {
        error("-o: {}", c.error());
        return 1;
    }
    out("standings of {} players written to {}\n", s.rows.size(), o.output);
    return 0;
}

int run_standings(const StandingsOptions& o) {
    if (!chooses_games(o.filter)) {
        error(
            "standings: name the event (--event TEXT) or choose the games with the filters "
            "(--player, --variant, --date-from, --date-to, --result)");
        return 2;
    }
    if (!o.output.empty() && !o.html) {
        error("-o: the standings are written to a file as HTML; add --html");
        return 2;
    }
    if (o.json && o.html) {
        error("--json and --html: choose one");
        return 2;
    }
    if (!o.output.empty() && output_clashes("-o", o.output, {app::database_input(o.db)})) return 2;
    auto db = database::GameDatabase::open_existing(o.db);
    if (!db) {
        error("{}", db.error());
        return 1;
    }
    const auto scale = *app::points_scale_from_name(o.points);
    auto standings = app::load_standings(*db, o.filter, scale);
    if (!standings) {
        error("{}", standings.error());
        return 1;
    }
    if (standings->rows.empty() && standings->not_counted.empty()) {
        error("standings: no game in '{}' matches the filters", o.db);
        return 1;
    }
    if (standings->events.size() > 1)
        warning("the games chosen are of {} events ({}, …); their standings are one table",
                standings->events.size(), standings->events.front());
    if (o.json) {
        print_json(standings_json(*standings));
        return 0;
    }
    if (o.html) return write_html(o, *standings);
    print_text(*standings);
    return 0;
}

}  // namespace

Runner setup_standings(CLI::App& cmd) {
    auto o = std::make_shared<StandingsOptions>();
    add_database(cmd, o->db);
    add_game_filter(cmd, o->filter);
    add_choice(cmd, "--points", o->points, {"seed", "classic"},
               "seed: win 26, draw 9, loss 4 (default); classic: 1, 1/2, 0");
    add_flag(cmd, "--json", o->json, "print the standings as one JSON document");
    add_flag(cmd, "--html", o->html,
             "write a printable HTML page (to -o FILE, or standard output)");
    add_text(cmd, "-o,--output", o->output, "the HTML file to write (with --html)", "FILE");
    add_choice(cmd, "--lang", o->lang, {"en", "ar"}, "the language of the HTML page (default en)");
    return [o] { return run_standings(*o); };
}

}  // namespace damascope::cli
