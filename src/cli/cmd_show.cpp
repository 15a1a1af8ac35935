// damascope-cli show --db DB --game ID [--json]
#include <cstdint>
#include <vector>

#include "cli/commands.hpp"
#include "cli/mark_names.hpp"
#include "cli/output.hpp"
#include "core/fen.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"
#include "core/variant_name.hpp"
#include "database/game_database.hpp"

namespace damascope::cli {

namespace {

// The move in the project's notation: disambiguated among the legal moves, or among the physically
// possible ones for a move that broke a rule.
std::string move_text(const core::Position& pos, const core::Move& m) {
    core::MoveList legal;
    core::generate_legal(pos, legal);
    if (legal.contains(m)) return core::format_move(pos, m, std::span(legal.begin(), legal.size()));
    std::vector<core::Move> possible;
    for (const auto& p : core::generate_possible(pos)) possible.push_back(p.move);
    return core::format_move(pos, m, possible);
}

// A line of moves from `pos` (plies numbered from first_ply), with its variations.
Json moves_json(core::Position pos, int first_ply, const std::vector<core::RecordedMove>& moves) {
    Json line = Json::array();
    int ply = first_ply;
    for (const auto& m : moves) {
        Json move = {{"ply", ply},           {"move", move_text(pos, m.move)},
                     {"text", m.text},       {"marks", mark_names(m.marks)},
                     {"comment", m.comment}, {"nags", m.nags}};
        if (!m.variations.empty()) {
            Json variations = Json::array();
            for (const auto& v : m.variations) variations.push_back(moves_json(pos, ply, v));
            move["variations"] = std::move(variations);
        }
        line.push_back(std::move(move));
        pos.play(m.move);
        ++ply;
    }
    return line;
}

// The marks as symbols after a move in the text output.
std::string mark_symbols(core::MarkSet marks) {
    std::string s;
    if (core::has_mark(marks, core::Mark::missed_capture)) s += " [missed capture]";
    if (core::has_mark(marks, core::Mark::longer_chain_available)) s += " [longer chain available]";
    if (core::has_mark(marks, core::Mark::inaccuracy)) s += " ?!";
    if (core::has_mark(marks, core::Mark::mistake)) s += " ?";
    if (core::has_mark(marks, core::Mark::blunder)) s += " ??";
    return s;
}

// PDN-like movetext: "1. 11-15 23-19 2. ..." with comments, NAGs and (variations).
void write_moves_text(std::string& text, core::Position pos, int first_ply,
                      const std::vector<core::RecordedMove>& moves) {
    int ply = first_ply;
    bool need_number = true;
    for (const auto& m : moves) {
        const int number = (ply + 1) / 2;
        if (ply % 2 == 1) {
            text += fmt::format("{}. ", number);
        } else if (need_number) {
            text += fmt::format("{}... ", number);
        }
        need_number = false;
        text += move_text(pos, m.move) + mark_symbols(m.marks);
        for (int n : m.nags) text += fmt::format(" ${}", n);
        text += ' ';
        if (!m.comment.empty()) {
            text += "{" + m.comment + "} ";
            need_number = true;
        }
        for (const auto& v : m.variations) {
            text += "(";
            write_moves_text(text, pos, ply, v);
            text += ") ";
            need_number = true;
        }
        pos.play(m.move);
        ++ply;
    }
    if (!text.empty() && text.back() == ' ') text.pop_back();
}

// What the imports reported about the game: problems read past, and the stop.
Json problems_json(const std::vector<database::ImportProblem>& problems) {
    Json list = Json::array();
    for (const auto& p : problems)
        list.push_back({{"file", p.file},
                        {"line", p.line},
                        {"column", p.column},
                        {"kind", p.kind},
                        {"message", p.message}});
    return list;
}

struct ShowOptions {
    std::string db;
    std::optional<std::int64_t> game;
    bool json = false;
};

Json game_json(std::int64_t id, const core::GameRecord& g,
               const std::vector<database::ImportProblem>& problems) {
    Json tags = Json::object();
    // A tag named twice keeps its first value (a JSON object names each member once).
    for (const auto& [k, v] : g.tags)
        if (!tags.contains(k)) tags[k] = v;
    Json stopped = nullptr;
    if (g.stopped) stopped = {{"ply", g.stopped->ply}, {"reason", g.stopped->reason}};
    return {{"id", id},
            {"variant", core::variant_name(g.variant)},
            {"tags", std::move(tags)},
            {"start_fen", core::to_fen(g.start)},
            {"result", g.result},
            {"comment", g.comment},
            {"moves", moves_json(g.start, 1, g.moves)},
            {"stopped", std::move(stopped)},
            {"damaged", g.damaged},
            {"problems", problems_json(problems)}};
}

int run_show(const ShowOptions& o) {
    const std::int64_t id = *o.game;
    auto db = database::GameDatabase::open_existing(o.db);
    if (!db) {
        error("{}", db.error());
        return 1;
    }
    auto exists = db->has_game(id);
    if (!exists) {
        error("{}", exists.error());
        return 1;
    }
    if (!*exists) {
        error("--game: no game with id {} in '{}'", id, o.db);
        return 2;
    }
    auto loaded = db->load_game(id);
    if (!loaded) {
        error("{}", loaded.error());
        return 1;
    }
    const core::GameRecord& g = *loaded;
    auto problems = db->game_problems(id);
    if (!problems) {
        error("{}", problems.error());
        return 1;
    }
    if (o.json) {
        print_json(game_json(id, g, *problems));
        return 0;
    }
    out("Game {} ({})\n", id, core::variant_name(g.variant));
    for (const auto& [k, v] : g.tags) out("[{} \"{}\"]\n", k, v);
    if (!g.start_fen.empty()) out("Start: {}\n", core::to_fen(g.start));
    std::string text;
    if (!g.comment.empty()) text += "{" + g.comment + "} ";
    write_moves_text(text, g.start, 1, g.moves);
    out("\n{} {}\n", text, g.result);
    if (g.stopped) out("\nStopped at ply {}: {}\n", g.stopped->ply, g.stopped->reason);
    if (g.damaged) {
        out("\nDamaged record: read past these problems\n");
        for (const auto& p : *problems) {
            if (p.kind != "problem") continue;
            out("  {}:{}{}: {}\n", p.file, p.line, p.column > 0 ? fmt::format(":{}", p.column) : "",
                p.message);
        }
    }
    return 0;
}

}  // namespace

Runner setup_show(CLI::App& cmd) {
    auto o = std::make_shared<ShowOptions>();
    add_database(cmd, o->db);
    add_integer(cmd, "--game", o->game, 1, INT64_MAX, "the game's id (as `games` lists it)")
        ->required();
    add_flag(cmd, "--json", o->json, "print the game as JSON");
    return [o] { return run_show(*o); };
}

}  // namespace damascope::cli
