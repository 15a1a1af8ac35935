// damascope-cli show --db DB --game ID [--json]
#include <cstdint>
#include <vector>

#include "cli/commands.hpp"
#include "cli/game_json.hpp"
#include "cli/output.hpp"
#include "core/fen.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"
#include "core/variant_name.hpp"
#include "database/game_database.hpp"

namespace damascope::cli {

namespace {

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
// `analysis` (main line only) adds the annotator's marks.
void write_moves_text(std::string& text, core::Position pos, int first_ply,
                      const std::vector<core::RecordedMove>& moves,
                      const database::GameAnalysis* analysis) {
    int ply = first_ply;
    bool need_number = true;
    for (const auto& m : moves) {
        if (!m.comment_before.empty()) {
            text += "{" + m.comment_before + "} ";
            need_number = true;
        }
        const int number = (ply + 1) / 2;
        if (ply % 2 == 1) {
            text += fmt::format("{}. ", number);
        } else if (need_number) {
            text += fmt::format("{}... ", number);
        }
        need_number = false;
        core::MarkSet marks = m.marks;
        if (analysis && ply < static_cast<int>(analysis->plies.size()))
            marks = static_cast<core::MarkSet>(
                marks | analysis->plies[static_cast<std::size_t>(ply)].marks);
        text += core::format_recorded_move(pos, m.move) + mark_symbols(marks);
        for (int n : m.nags) text += fmt::format(" ${}", n);
        text += ' ';
        if (!m.comment.empty()) {
            text += "{" + m.comment + "} ";
            need_number = true;
        }
        for (const auto& v : m.variations) {
            text += "(";
            write_moves_text(text, pos, ply, v, nullptr);
            text += ") ";
            need_number = true;
        }
        pos.play(m.move);
        ++ply;
    }
    if (!text.empty() && text.back() == ' ') text.pop_back();
}

struct ShowOptions {
    std::string db;
    std::optional<std::int64_t> game;
    bool json = false;
};

int run_show(const ShowOptions& o) {
    const std::int64_t id = *o.game;
    auto db = database::GameDatabase::open_existing(o.db);
    if (!db) {
        error("{}", db.error());
        return 1;
    }
    core::GameRecord g;
    if (const int code = load_stored_game(db.value(), id, o.db, g); code != 0) return code;
    auto problems = db->game_problems(id);
    if (!problems) {
        error("{}", problems.error());
        return 1;
    }
    auto analysis = db->load_analysis(id);
    if (!analysis) {
        error("{}", analysis.error());
        return 1;
    }
    if (o.json) {
        print_json(game_json(id, g, *problems, *analysis));
        return 0;
    }
    out("Game {} ({})\n", id, core::variant_name(g.variant));
    for (const auto& [k, v] : g.tags) out("[{} \"{}\"]\n", k, v);
    if (!g.start_fen.empty()) out("Start: {}\n", core::to_fen(g.start));
    if (*analysis) out("Analysis: {}, depth {}\n", (*analysis)->engine, (*analysis)->depth);
    std::string text;
    if (!g.comment.empty()) text += "{" + g.comment + "} ";
    write_moves_text(text, g.start, 1, g.moves, *analysis ? &**analysis : nullptr);
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
