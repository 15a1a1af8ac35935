// damascope-cli games --db DB [--player P] [--event E] [--variant dama|turkish|dhama] [--result R]
//   [--date-from D] [--date-to D] [--marks] [--engine-marks] [--order COLUMN] [--desc] [--limit N]
//   [--offset N]
//   [--json]
// damascope-cli games --db DB --same-moves [--json]
#include <cstdint>

#include "app/opening_collections.hpp"
#include "cli/commands.hpp"
#include "cli/filter_args.hpp"
#include "cli/output.hpp"
#include "cli/position_args.hpp"
#include "core/variant_name.hpp"
#include "database/game_database.hpp"

namespace damascope::cli {

namespace {

struct GamesOptions {
    std::string db;
    database::GameFilter filter;
    std::optional<std::int64_t> limit, offset;
    bool json = false;
    bool same_moves = false;
};

// engine_marks is null for a game without a stored analysis.
Json summary_json(const database::GameSummary& g, const std::string& opening) {
    Json engine = nullptr;
    if (g.analysed)
        engine = {
            {"blunders", g.blunders}, {"mistakes", g.mistakes}, {"inaccuracies", g.inaccuracies}};
    return {{"id", g.id},
            {"variant", core::variant_name(g.variant)},
            {"white", g.white},
            {"black", g.black},
            {"result", g.result},
            {"date", g.date},
            {"event", g.event},
            {"plies", g.plies},
            {"marks", g.marks},
            {"rule_marks",
             {{"missed_captures", g.missed_captures}, {"longer_chains", g.longer_chains}}},
            {"engine_marks", std::move(engine)},
            {"stopped", g.stopped},
            {"damaged", g.damaged},
            {"opening", opening}};
}

// Column "rules": the rule marks as missed captures/longer chains; column "engine": the stored
// analysis's blunders/mistakes/inaccuracies ("-" without an analysis).
std::string rule_marks_text(const database::GameSummary& g) {
    return fmt::format("{}/{}", g.missed_captures, g.longer_chains);
}
std::string engine_marks_text(const database::GameSummary& g) {
    if (!g.analysed) return "-";
    return fmt::format("{}/{}/{}", g.blunders, g.mistakes, g.inaccuracies);
}

// After the marks: ! the game stopped at an impossible move, ~ the record was damaged.
void print_summary_line(const database::GameSummary& g) {
    out("{:>7}  {:<6} {:<24} {:<24} {:<8} {:<10} {:>5} {:>5} {:>7} {:>8}{}{} {}\n", g.id,
        core::variant_name(g.variant), g.white, g.black, g.result, g.date, g.plies, g.marks,
        rule_marks_text(g), engine_marks_text(g), g.stopped ? "!" : " ", g.damaged ? "~" : " ",
        g.event);
}

void print_header() {
    out("{:>7}  {:<6} {:<24} {:<24} {:<8} {:<10} {:>5} {:>5} {:>7} {:>8}   {}\n", "id", "game",
        "white", "black", "result", "date", "plies", "marks", "rules", "engine", "event");
}

// --same-moves: the groups of games with the same start and moves, for the user to review
// (nothing is deleted).
int run_same_moves(database::GameDatabase& db, bool json) {
    auto groups = db.same_moves_groups();
    if (!groups) {
        error("{}", groups.error());
        return 1;
    }
    if (json) {
        Json list = Json::array();
        for (const auto& g : *groups)
            list.push_back({{"games", g.ids},
                            {"variant", core::variant_name(g.variant)},
                            {"plies", g.plies},
                            {"start_fen", g.start_fen}});
        print_json(list);
        return 0;
    }
    std::size_t games = 0;
    for (const auto& g : *groups) {
        auto summaries = db.summaries(g.ids);
        if (!summaries) {
            error("{}", summaries.error());
            return 1;
        }
        out("{} games with the same {} moves ({}{}):\n", g.ids.size(), g.plies,
            core::variant_name(g.variant), g.start_fen.empty() ? "" : ", from " + g.start_fen);
        print_header();
        for (const auto& s : *summaries) print_summary_line(s);
        out("\n");
        games += g.ids.size();
    }
    out("{} groups, {} games with the same moves as another game\n", groups->size(), games);
    return 0;
}

int run_games(GamesOptions o) {
    o.filter.limit = o.limit.value_or(-1);
    o.filter.offset = o.offset.value_or(0);
    auto db = database::GameDatabase::open_existing(o.db);
    if (!db) {
        error("{}", db.error());
        return 1;
    }
    if (o.same_moves) return run_same_moves(db.value(), o.json);
    auto games = db->list_games(o.filter);
    if (!games) {
        error("{}", games.error());
        return 1;
    }
    if (o.json) {
        std::vector<std::int64_t> ids;
        for (const auto& g : *games) ids.push_back(g.id);
        auto openings = app::opening_names_of(*db, ids);
        if (!openings) {
            error("{}", openings.error());
            return 1;
        }
        Json list = Json::array();
        for (std::size_t i = 0; i < games->size(); ++i)
            list.push_back(summary_json((*games)[i], (*openings)[i]));
        print_json(list);
        return 0;
    }
    print_header();
    for (const auto& g : *games) print_summary_line(g);
    return 0;
}

}  // namespace

Runner setup_games(CLI::App& cmd) {
    auto o = std::make_shared<GamesOptions>();
    database::GameFilter& f = o->filter;
    add_database(cmd, o->db);
    add_game_filter(cmd, f);
    std::vector<std::string> columns;
    for (std::string_view c : database::GameDatabase::order_columns()) columns.emplace_back(c);
    add_choice(cmd, "--order", f.order_by, columns, "sort by this column (default id)");
    add_flag(cmd, "--desc", f.descending, "sort in descending order");
    add_integer(cmd, "--limit", o->limit, 0, INT64_MAX, "list at most N games");
    add_integer(cmd, "--offset", o->offset, 0, INT64_MAX, "skip the first N games");
    add_flag(cmd, "--json", o->json, "print a JSON array of game summaries");
    // A mode of its own: groups over the whole database, so no filter, order or page goes with it.
    auto* same = add_flag(cmd, "--same-moves", o->same_moves,
                          "list the groups of games with the same start and moves, for review");
    for (const char* other :
         {"--player", "--event", "--variant", "--result", "--date-from", "--date-to", "--marks",
          "--engine-marks", "--order", "--desc", "--limit", "--offset"})
        same->excludes(cmd.get_option(other));
    return [o] { return run_games(*o); };
}

}  // namespace damascope::cli
