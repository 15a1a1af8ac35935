// damascope-cli show --db DB --game ID [--json]
#include <fmt/core.h>

#include <cstdint>
#include <vector>

#include "cli/args.hpp"
#include "cli/commands.hpp"
#include "cli/json_writer.hpp"
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

std::vector<std::string> mark_names(core::MarkSet marks) {
    std::vector<std::string> out;
    for (core::Mark m : core::all_marks)
        if (core::has_mark(marks, m)) out.emplace_back(core::mark_name(m));
    return out;
}

// Writes a line of moves from `pos` (plies numbered from first_ply), with its variations.
void write_moves_json(JsonWriter& out, core::Position pos, int first_ply,
                      const std::vector<core::RecordedMove>& moves) {
    out.begin_array();
    int ply = first_ply;
    for (const auto& m : moves) {
        out.begin_object().key("ply").value(ply).key("move").value(move_text(pos, m.move));
        out.key("text").value(m.text);
        out.key("marks").begin_array();
        for (const auto& name : mark_names(m.marks)) out.value(name);
        out.end_array();
        out.key("comment").value(m.comment);
        out.key("nags").begin_array();
        for (int n : m.nags) out.value(n);
        out.end_array();
        if (!m.variations.empty()) {
            out.key("variations").begin_array();
            for (const auto& v : m.variations) write_moves_json(out, pos, ply, v);
            out.end_array();
        }
        out.end_object();
        pos.play(m.move);
        ++ply;
    }
    out.end_array();
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
void write_moves_text(std::string& out, core::Position pos, int first_ply,
                      const std::vector<core::RecordedMove>& moves) {
    int ply = first_ply;
    bool need_number = true;
    for (const auto& m : moves) {
        const int number = (ply + 1) / 2;
        if (ply % 2 == 1) {
            out += fmt::format("{}. ", number);
        } else if (need_number) {
            out += fmt::format("{}... ", number);
        }
        need_number = false;
        out += move_text(pos, m.move) + mark_symbols(m.marks);
        for (int n : m.nags) out += fmt::format(" ${}", n);
        out += ' ';
        if (!m.comment.empty()) {
            out += "{" + m.comment + "} ";
            need_number = true;
        }
        for (const auto& v : m.variations) {
            out += "(";
            write_moves_text(out, pos, ply, v);
            out += ") ";
            need_number = true;
        }
        pos.play(m.move);
        ++ply;
    }
    if (!out.empty() && out.back() == ' ') out.pop_back();
}

}  // namespace

int run_show(Args args) {
    auto parsed = ParsedArgs::parse(args, {"db", "game"}, {"json"});
    if (!parsed) return 2;
    auto db_path = parsed->value("db");
    bool bad = false;
    auto id = parsed->integer("game", 1, INT64_MAX, bad);
    if (bad) return 2;
    if (!db_path || !id) {
        fmt::print(stderr, "usage: damascope-cli show --db DB --game ID [--json]\n");
        return 2;
    }
    auto db = database::GameDatabase::open_existing(*db_path);
    if (!db) {
        fmt::print(stderr, "error: {}\n", db.error());
        return 1;
    }
    auto exists = db->has_game(*id);
    if (!exists) {
        fmt::print(stderr, "error: {}\n", exists.error());
        return 1;
    }
    if (!*exists) {
        fmt::print(stderr, "error: no game with id {} in '{}'\n", *id, *db_path);
        return 2;
    }
    auto loaded = db->load_game(*id);
    if (!loaded) {
        fmt::print(stderr, "error: {}\n", loaded.error());
        return 1;
    }
    const core::GameRecord& g = *loaded;
    if (parsed->has("json")) {
        JsonWriter out;
        out.begin_object().key("id").value(static_cast<std::int64_t>(*id));
        out.key("variant").value(core::variant_name(g.variant));
        out.key("tags").begin_object();
        for (const auto& [k, v] : g.tags) out.key(k).value(v);
        out.end_object();
        out.key("start_fen").value(core::to_fen(g.start));
        out.key("result").value(g.result);
        out.key("comment").value(g.comment);
        out.key("moves");
        write_moves_json(out, g.start, 1, g.moves);
        out.key("stopped");
        if (g.stopped) {
            out.begin_object()
                .key("ply")
                .value(g.stopped->ply)
                .key("reason")
                .value(g.stopped->reason)
                .end_object();
        } else {
            out.null();
        }
        out.end_object();
        fmt::print("{}\n", out.str());
        return 0;
    }
    fmt::print("Game {} ({})\n", *id, core::variant_name(g.variant));
    for (const auto& [k, v] : g.tags) fmt::print("[{} \"{}\"]\n", k, v);
    if (!g.start_fen.empty()) fmt::print("Start: {}\n", core::to_fen(g.start));
    std::string text;
    if (!g.comment.empty()) text += "{" + g.comment + "} ";
    write_moves_text(text, g.start, 1, g.moves);
    fmt::print("\n{} {}\n", text, g.result);
    if (g.stopped) fmt::print("\nStopped at ply {}: {}\n", g.stopped->ply, g.stopped->reason);
    return 0;
}

}  // namespace damascope::cli
