// damascope-cli games --db DB [--player P] [--event E] [--variant dama|dhama] [--result R]
//   [--date-from D] [--date-to D] [--marks] [--order COLUMN] [--desc] [--limit N] [--offset N]
//   [--json]
#include <fmt/core.h>

#include <algorithm>
#include <cstdint>

#include "cli/args.hpp"
#include "cli/commands.hpp"
#include "cli/json_writer.hpp"
#include "core/variant_name.hpp"
#include "database/game_database.hpp"

namespace damascope::cli {

int run_games(Args args) {
    auto parsed = ParsedArgs::parse(args,
                                    {"db", "player", "event", "variant", "result", "date-from",
                                     "date-to", "order", "limit", "offset"},
                                    {"json", "marks", "desc"});
    if (!parsed) return 2;
    auto db_path = parsed->value("db");
    if (!db_path) {
        fmt::print(stderr, "usage: damascope-cli games --db DB [filters] [--json]\n");
        return 2;
    }
    database::GameFilter f;
    f.player = parsed->value("player").value_or("");
    f.event = parsed->value("event").value_or("");
    f.result = parsed->value("result").value_or("");
    f.date_from = parsed->value("date-from").value_or("");
    f.date_to = parsed->value("date-to").value_or("");
    f.only_with_marks = parsed->has("marks");
    f.descending = parsed->has("desc");
    f.order_by = parsed->value("order").value_or("id");
    if (auto v = parsed->value("variant")) {
        f.variant = core::parse_variant(*v);
        if (!f.variant) {
            fmt::print(stderr, "error: unknown variant '{}' (expected dama or dhama)\n", *v);
            return 2;
        }
    }
    const auto columns = database::GameDatabase::order_columns();
    if (std::find(columns.begin(), columns.end(), f.order_by) == columns.end()) {
        fmt::print(stderr,
                   "error: --order must be one of id, white, black, date, event, result, "
                   "plies, marks; got '{}'\n",
                   f.order_by);
        return 2;
    }
    bool bad = false;
    f.limit = parsed->integer("limit", 0, INT64_MAX, bad).value_or(-1);
    f.offset = parsed->integer("offset", 0, INT64_MAX, bad).value_or(0);
    if (bad) return 2;
    auto db = database::GameDatabase::open_existing(*db_path);
    if (!db) {
        fmt::print(stderr, "error: {}\n", db.error());
        return 1;
    }
    auto games = db->list_games(f);
    if (!games) {
        fmt::print(stderr, "error: {}\n", games.error());
        return 1;
    }
    if (parsed->has("json")) {
        JsonWriter out;
        out.begin_array();
        for (const auto& g : *games) {
            out.begin_object()
                .key("id")
                .value(g.id)
                .key("variant")
                .value(core::variant_name(g.variant))
                .key("white")
                .value(g.white)
                .key("black")
                .value(g.black)
                .key("result")
                .value(g.result)
                .key("date")
                .value(g.date)
                .key("event")
                .value(g.event)
                .key("plies")
                .value(g.plies)
                .key("marks")
                .value(g.marks)
                .key("stopped")
                .value(g.stopped)
                .end_object();
        }
        out.end_array();
        fmt::print("{}\n", out.str());
        return 0;
    }
    fmt::print("{:>7}  {:<6} {:<24} {:<24} {:<8} {:<10} {:>5} {:>5}  {}\n", "id", "game", "white",
               "black", "result", "date", "plies", "marks", "event");
    for (const auto& g : *games) {
        fmt::print("{:>7}  {:<6} {:<24} {:<24} {:<8} {:<10} {:>5} {:>5}{} {}\n", g.id,
                   core::variant_name(g.variant), g.white, g.black, g.result, g.date, g.plies,
                   g.marks, g.stopped ? "!" : " ", g.event);
    }
    return 0;
}

}  // namespace damascope::cli
