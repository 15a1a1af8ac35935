// damascope-cli tree --db DB [--fen FEN | --moves "m1 m2 ..."] [games filters] [--json]
// damascope-cli find --db DB (--fen FEN | --moves "m1 m2 ..." | --pieces FEN) [games filters]
//                   [--json]
// The position is of the variant given by --variant (a games filter, required here).
#include <chrono>

#include "app/opening_explorer.hpp"
#include "app/piece_search.hpp"
#include "cli/commands.hpp"
#include "cli/filter_args.hpp"
#include "cli/output.hpp"
#include "cli/position_args.hpp"

namespace damascope::cli {

namespace {

struct TreeOptions {
    std::string db;
    database::GameFilter filter;
    std::string fen, moves;
    std::string pieces;  // find: a partial position
    bool json = false;
};

// The position of --variant, --fen and --moves; nullopt (message given) when it cannot be read.
std::optional<core::Position> position_of(const char* command, const TreeOptions& o) {
    if (!o.filter.variant) {
        error("{}: --variant is required (the variant of the position)", command);
        return std::nullopt;
    }
    PositionOptions p;
    p.variant = o.filter.variant;
    p.fen = o.fen;
    auto game = game_from(p, o.moves);
    if (!game) return std::nullopt;
    return game->now;
}

int run_tree(const TreeOptions& o) {
    const auto pos = position_of("tree", o);
    if (!pos) return 2;
    auto db = database::GameDatabase::open_existing(o.db);
    if (!db) {
        error("{}", db.error());
        return 1;
    }
    auto r = app::explore(*db, *pos, o.filter, 0);  // the moves and the count: no game listed
    if (!r) {
        error("{}", r.error());
        return 1;
    }
    if (o.json) {
        Json list = Json::array();
        for (const auto& m : r->moves)
            list.push_back({{"move", m.move},
                            {"games", m.games},
                            {"white_wins", m.white_wins},
                            {"draws", m.draws},
                            {"black_wins", m.black_wins},
                            {"score", m.score},
                            {"average_rating", m.rated_games > 0 ? Json(m.average_rating) : Json()},
                            {"last_year", m.last_year > 0 ? Json(m.last_year) : Json()}});
        print_json(list);
        return 0;
    }
    out("{:<12} {:>8} {:>8} {:>8} {:>8} {:>6} {:>6} {:>5}\n", "move", "games", "white", "draws",
        "black", "score", "rating", "last");
    for (const auto& m : r->moves)
        out("{:<12} {:>8} {:>8} {:>8} {:>8} {:>5.1f}% {:>6} {:>5}\n", m.move, m.games, m.white_wins,
            m.draws, m.black_wins, 100.0 * m.score,
            m.rated_games > 0 ? fmt::format("{:.0f}", m.average_rating) : "-",
            m.last_year > 0 ? std::to_string(m.last_year) : "-");
    out("{} games reach the position\n", r->games_total);
    return 0;
}

// find --pieces: every game replayed, with progress on stderr past the first half second.
core::Result<std::vector<app::GameAtPly>> find_pieces(const database::GameDatabase& db,
                                                      const app::PiecePattern& pattern,
                                                      const database::GameFilter& filter) {
    app::PieceSearchOptions options;
    options.filter = filter;
    const auto start = std::chrono::steady_clock::now();
    auto last = start;
    options.progress = [&](std::int64_t read, std::int64_t total) {
        const auto now = std::chrono::steady_clock::now();
        if (now - last > std::chrono::milliseconds(500)) {
            write_stderr(fmt::format("find: {} of {} games read\n", read, total));
            last = now;
        }
        return true;
    };
    return app::find_pieces(db, pattern, options);
}

int run_find(const TreeOptions& o) {
    if (o.fen.empty() && o.moves.empty() && o.pieces.empty()) {
        error(
            "find: give the position with --fen FEN or --moves \"m1 m2 ...\", or the pieces "
            "sought with --pieces FEN");
        return 2;
    }
    if (!o.pieces.empty() && !(o.fen.empty() && o.moves.empty())) {
        error(
            "find: --pieces searches for pieces anywhere in a game; it does not go with --fen or "
            "--moves");
        return 2;
    }
    if (!o.filter.variant) {
        error("find: --variant is required (the variant of the position)");
        return 2;
    }
    std::optional<core::Position> pos;
    std::optional<app::PiecePattern> pattern;
    if (o.pieces.empty()) {
        pos = position_of("find", o);
        if (!pos) return 2;
    } else {
        auto p = app::pattern_from_fen(*o.filter.variant, o.pieces);
        if (!p) {
            error("find: --pieces '{}': {}", o.pieces, p.error());
            return 2;
        }
        pattern = *p;
    }
    auto db = database::GameDatabase::open_existing(o.db);
    if (!db) {
        error("{}", db.error());
        return 1;
    }
    auto found =
        pattern ? find_pieces(*db, *pattern, o.filter) : app::find_position(*db, *pos, o.filter);
    if (!found) {
        error("{}", found.error());
        return 1;
    }
    if (o.json) {
        Json list = Json::array();
        for (const auto& g : *found) list.push_back({{"id", g.id}, {"ply", g.ply}});
        print_json(list);
        return 0;
    }
    out("{:>7} {:>5}\n", "id", "ply");
    for (const auto& g : *found) out("{:>7} {:>5}\n", g.id, g.ply);
    out("{} games\n", found->size());
    return 0;
}

std::shared_ptr<TreeOptions> add_tree_options(CLI::App& cmd) {
    auto o = std::make_shared<TreeOptions>();
    add_database(cmd, o->db);
    add_text(cmd, "--fen", o->fen, "the position (default: the start position)", "FEN");
    add_moves(cmd, o->moves);
    add_game_filter(cmd, o->filter);
    add_flag(cmd, "--json", o->json, "print the result as JSON");
    return o;
}

}  // namespace

Runner setup_tree(CLI::App& cmd) {
    auto o = add_tree_options(cmd);
    return [o] { return run_tree(*o); };
}

Runner setup_find(CLI::App& cmd) {
    auto o = add_tree_options(cmd);
    add_text(cmd, "--pieces", o->pieces,
             "partial search: the games where these pieces stand on these squares at some ply, "
             "whatever stands elsewhere (a FEN of those pieces; its side to move is ignored)",
             "FEN");
    return [o] { return run_find(*o); };
}

}  // namespace damascope::cli
