// A part file of `analyze --shard` merged into a database (`damascope-cli merge-analysis`): the
// input is the part file's bytes. One small database and (for the seed corpus) one valid part are
// made once; each input is merged into a fresh copy of the database.
#include <cstdlib>
#include <fstream>

#include "checks.hpp"
#include "core/fen.hpp"
#include "core/notation.hpp"
#include "core/read_moves.hpp"
#include "database/analysis_part.hpp"
#include "database/game_database.hpp"
#include "database/sqlite.hpp"
#include "scratch_dir.hpp"

namespace damascope::fuzz {

namespace {

namespace fs = std::filesystem;
using database::GameAnalysis;
using database::GameDatabase;

// The committed seeds name this database id (a fresh database gets a random one).
constexpr const char* database_id = "f0220000000000000000000000000001";

const char* const games_pdn =
    "[Event \"a\"]\n[GameType \"30\"]\n1. c3-c4 f6-f5 2. b3-b4 *\n\n"
    "[Event \"b\"]\n[GameType \"30\"]\n1. d3-d4 e6-e5 *\n\n"
    "[Event \"c\"]\n1. 11-15 24-20 2. 8-11 28-24 *\n";

[[noreturn]] void setup_failed(const std::string& what) {
    std::fprintf(stderr, "part_merge: cannot set up: %s\n", what.c_str());
    std::abort();
}

GameAnalysis analysis_of(std::int64_t game_id, int depth, int plies) {
    GameAnalysis a;
    a.game_id = game_id;
    a.engine = "damascope 0.1";
    a.depth = depth;
    for (int p = 0; p <= plies; ++p) a.plies.push_back({p, 10 * p - 5, 0, "", {}, depth, 0});
    return a;
}

// The valid part the seed corpus starts from: game 1 deeper than the database's analysis, game 2
// new, game 3 with another moves signature (left out), game 9 not in the database.
void write_seed_part(GameDatabase& db, const std::string& path) {
    fs::remove(path);
    auto opened = database::AnalysisPart::create_or_open(path, {database_id, 1, 1, 4, ""});
    if (!opened) setup_failed(opened.error());
    database::AnalysisPart& part = opened.value();
    for (std::int64_t id : {1, 2, 3, 9}) {
        auto signature = db.game_moves_signature(id);
        const std::uint64_t s = signature ? *signature + (id == 3 ? 1 : 0) : 0;
        auto game = db.load_game(id);
        const int plies = game ? static_cast<int>(game->moves.size()) : 2;
        GameAnalysis a = analysis_of(id, id == 1 ? 8 : 6, plies);
        if (game) {  // each position's first legal move as its best move and its line
            core::Position pos = game->start;
            for (std::size_t p = 0; p < a.plies.size(); ++p) {
                core::MoveList legal;
                core::generate_legal(pos, legal);
                if (!legal.empty()) {
                    a.plies[p].best =
                        core::format_move(pos, legal[0], {legal.begin(), legal.size()});
                    a.plies[p].pv = {legal[0]};
                }
                if (p < game->moves.size()) pos.play(game->moves[p].move);
            }
        }
        if (auto saved = part.save(a, s, "2026-01-01T00:00:00Z"); !saved)
            setup_failed(saved.error());
    }
}

struct Setup {
    fs::path dir, base, db, part;
};

const Setup& setup() {
    static const Setup s = [] {
        Setup out;
        out.dir = scratch_dir("part_merge");
        out.base = out.dir / "base.db";
        out.db = out.dir / "merged.db";
        out.part = out.dir / "input.part";
        {
            auto opened = GameDatabase::open(out.base.string());
            if (!opened) setup_failed(opened.error());
            GameDatabase& db = opened.value();
            for (const importers::ReadGame& g : importers::read_pdn_text(games_pdn))
                if (!g.record || !db.add_game(*g.record)) setup_failed("a game not stored");
            if (!db.save_analysis(analysis_of(1, 5, 3))) setup_failed("no analysis saved");
        }
        {
            auto c = database::sqlite::Connection::open(out.base.string(),
                                                        database::sqlite::OpenMode::existing);
            if (!c) setup_failed(c.error());
            const std::string sql =
                std::string("UPDATE database_identity SET id = '") + database_id + "'";
            if (!(*c)->exec(sql) || !(*c)->exec("PRAGMA wal_checkpoint(TRUNCATE)"))
                setup_failed("the database id not set");
        }
        if (const char* seed = std::getenv("DAMASCOPE_FUZZ_PART_SEED")) {
            auto db = GameDatabase::open(out.base.string());
            if (!db) setup_failed(db.error());
            write_seed_part(db.value(), seed);
        }
        return out;
    }();
    return s;
}

void remove_with_companions(const fs::path& file) {
    std::error_code ignored;
    for (const char* suffix : {"", "-wal", "-shm", "-journal"})
        fs::remove(file.string() + suffix, ignored);
}

// PRAGMA integrity_check of the merged file, read afresh.
void check_integrity(Findings& f, const fs::path& file) {
    auto c =
        database::sqlite::Connection::open(file.string(), database::sqlite::OpenMode::existing);
    if (!c) {
        add_finding(f, "the merged database does not open: " + escaped(c.error()));
        return;
    }
    auto q = (*c)->prepare("PRAGMA integrity_check");
    if (!q) {
        add_finding(f, "integrity_check cannot run: " + escaped(q.error()));
        return;
    }
    auto row = (*q)->step();
    if (!row || !*row || (*q)->column_text(0) != "ok")
        add_finding(f,
                    "integrity_check after the merge: " +
                        (row && *row ? escaped((*q)->column_text(0)) : std::string("no answer")));
}

// What a merged analysis must be to be shown (DAMASCOPE_FUZZ_STRICT_PARTS=1): plies of the game,
// texts in UTF-8, best moves and lines legal where they are played. The part-file check before
// merging is to make these hold; until then they show what a damaged part can bring in.
void check_merged_analyses(Findings& f, const GameDatabase& db) {
    auto ids = db.games_analysed(0);
    if (!ids) {
        add_finding(f, "the merged analyses cannot be listed: " + escaped(ids.error()));
        return;
    }
    for (std::int64_t id : *ids) {
        const std::string where = "game " + std::to_string(id) + "'s merged analysis";
        auto a = db.load_analysis(id);
        auto game = db.load_game(id);
        if (!a || !*a || !game) {
            add_finding(f, where + " does not load");
            continue;
        }
        check_utf8(f, where + " engine", (*a)->engine);
        std::vector<core::Position> positions{game->start};
        for (const core::RecordedMove& m : game->moves) {
            positions.push_back(positions.back());
            positions.back().play(m.move);
        }
        for (const database::PlyAnalysis& p : (*a)->plies) {
            if (p.ply < 0 || static_cast<std::size_t>(p.ply) >= positions.size()) {
                add_finding(f, where + " has ply " + std::to_string(p.ply) + " of a game of " +
                                   std::to_string(game->moves.size()) + " moves");
                continue;
            }
            core::Position pos = positions[static_cast<std::size_t>(p.ply)];
            if (core::legal_prefix(pos, p.pv) != p.pv.size())
                add_finding(f, where + " ply " + std::to_string(p.ply) +
                                   ": its line holds a move that is no legal move in turn");
            if (!p.best.empty() && !core::parse_written_move(pos.variant(), p.best))
                add_finding(f, where + " ply " + std::to_string(p.ply) + ": best move " +
                                   fuzz::quoted(p.best) + " is no move");
        }
    }
}

}  // namespace

Findings part_merge_target(std::string_view input) {
    Findings f;
    const Setup& s = setup();
    remove_with_companions(s.db);
    remove_with_companions(s.part);  // a stale journal would be rolled back into the input
    fs::copy_file(s.base, s.db, fs::copy_options::overwrite_existing);
    {
        std::ofstream out(s.part, std::ios::binary);
        out.write(input.data(), static_cast<std::streamsize>(input.size()));
    }
    {
        auto opened = GameDatabase::open(s.db.string());
        if (!opened) {
            add_finding(f, "the copy of the database does not open: " + escaped(opened.error()));
            return f;
        }
        GameDatabase* db = &opened.value();
        const std::string parts[] = {s.part.string()};
        auto merged = db->merge_analysis(parts);
        if (!merged) {
            if (merged.error().empty()) add_finding(f, "a merge refused without a message");
            // Not checked for UTF-8: SQLite's message quotes the damaged schema's bytes as they
            // are (the command line and the window print it through terminal_text, which
            // replaces them); see docs/fuzzing.md.
            // Refused: nothing written (the database's own analysis of game 1 as it was).
            auto ids = db->games_analysed(0);
            auto one = db->load_analysis(1);
            if (!ids || *ids != std::vector<std::int64_t>{1} || !one || !*one || (*one)->depth != 5)
                add_finding(f, "a refused merge changed the database: " + escaped(merged.error()));
        } else {
            for (const std::string& why : merged->left_out) check_utf8(f, "a game left out", why);
            if (merged->parts != 1)
                add_finding(f, "one part merged as " + std::to_string(merged->parts));
            static const bool strict = std::getenv("DAMASCOPE_FUZZ_STRICT_PARTS") != nullptr;
            if (strict) check_merged_analyses(f, *db);
        }
    }
    check_integrity(f, s.db);
    return f;
}

}  // namespace damascope::fuzz
