// GameDatabase: what analysing on many machines needs from the database: its id, the games'
// moves signatures, a checkpoint before hosts read it, and merging the part files back.
#include <set>

#include "database/analysis_part.hpp"
#include "database/game_database_impl.hpp"

namespace damascope::database {

using core::Error;
using core::Result;

Result<std::string> GameDatabase::database_id() const {
    auto q = impl_->db->cached("SELECT id FROM database_identity LIMIT 1");
    if (!q) return Error{"'" + impl_->path + "': " + q.error()};
    auto row = q.value()->step();
    if (!row) return Error{"'" + impl_->path + "': " + row.error()};
    if (!*row) return Error{"'" + impl_->path + "' has lost its database id (damaged)"};
    return std::string(q.value()->column_text(0));
}

Result<std::uint64_t> GameDatabase::game_moves_signature(std::int64_t game_id) const {
    auto q = impl_->db->cached("SELECT moves_signature FROM games WHERE id = ?1");
    if (!q) return Error{q.error()};
    q.value()->bind(1, game_id);
    auto row = q.value()->step();
    if (!row) return Error{row.error()};
    if (!*row) return Error{"no game with id " + std::to_string(game_id)};
    return from_sql(q.value()->column_int64(0));
}

Result<bool> GameDatabase::checkpoint() {
    if (auto w = check_writable(); !w) return w;
    auto q = impl_->db->prepare("PRAGMA wal_checkpoint(TRUNCATE)");
    if (!q) return Error{q.error()};
    auto row = (*q)->step();
    if (!row) return Error{row.error()};
    // The first column is 1 when another connection kept the checkpoint from finishing.
    if (*row && (*q)->column_int(0) != 0)
        return Error{"'" + impl_->path +
                     "' is in use by another program: its write-ahead log cannot be emptied now"};
    return true;
}

namespace {

struct StoredAnalysis {
    bool game_exists = false;
    std::uint64_t moves_signature = 0;
    bool analysed = false;
    std::string engine, time;
    int depth = 0;
};

Result<StoredAnalysis> stored_analysis(sqlite::Connection& db, std::int64_t game_id) {
    auto q = db.cached(
        "SELECT g.moves_signature, a.engine, a.depth, a.time FROM games g "
        "LEFT JOIN analysis a ON a.game_id = g.id WHERE g.id = ?1");
    if (!q) return Error{q.error()};
    auto& st = *q.value();
    st.bind(1, game_id);
    auto row = st.step();
    if (!row) return Error{row.error()};
    StoredAnalysis s;
    if (!*row) return s;
    s.game_exists = true;
    s.moves_signature = from_sql(st.column_int64(0));
    s.analysed = !st.column_is_null(1);
    if (s.analysed) {
        s.engine = st.column_text(1);
        s.depth = st.column_int(2);
        s.time = st.column_text(3);
    }
    return s;
}

}  // namespace

Result<std::string> GameDatabase::part_damage(const AnalysisPart& part) const {
    if (auto v = part.verify(); !v) return v.error();
    std::string problem;
    auto walked = part.each_game([&](const PartGame& g) -> Result<bool> {
        // A game left out of the merge (gone, or its moves changed) cannot be replayed; its values
        // were checked by verify.
        auto stored = stored_analysis(*impl_->db, g.analysis.game_id);
        if (!stored) return Error{stored.error()};
        if (!stored->game_exists || stored->moves_signature != g.moves_signature) return true;
        auto game = load_game(g.analysis.game_id);
        if (!game) return Error{game.error()};
        auto checked = analysis_for_game(g, *game);
        if (!checked) {
            problem = checked.error();
            return Error{"stop"};
        }
        return true;
    });
    if (!problem.empty()) return "damaged: '" + part.path() + "': " + problem;
    if (!walked) {
        // A row the part cannot give is the part's damage; a game the database cannot give is
        // the database's (an error: no part is to blame).
        if (walked.error().starts_with("'" + part.path() + "'") ||
            walked.error().starts_with("damaged: '" + part.path() + "'"))
            return "damaged: " + walked.error();
        return Error{walked.error()};
    }
    return std::string();
}

Result<MergeStats> GameDatabase::merge_analysis(std::span<const std::string> part_paths,
                                                bool skip_damaged) {
    if (auto w = check_writable(); !w) return Error{w.error()};
    auto id = database_id();
    if (!id) return Error{id.error()};
    // Every part is opened and checked whole before anything is written: a damaged part would
    // bring garbage lines and wrong scores in, and `analyze --all` would then skip its games.
    std::vector<AnalysisPart> parts;
    MergeStats stats;
    for (const auto& path : part_paths) {
        auto part = AnalysisPart::open(path);
        if (!part) {
            if (part.error().find("damaged") == std::string::npos)
                return Error{part.error() + "; nothing was merged"};
            stats.refused.push_back(part.error());
            continue;
        }
        if (part->info().database_id != *id)
            return Error{"'" + path + "' was made from another database (id " +
                         part->info().database_id + "), not from '" + impl_->path + "' (id " + *id +
                         "); nothing was merged"};
        auto damage = part_damage(*part);
        if (!damage) return Error{damage.error() + "; nothing was merged"};
        if (!damage->empty()) {
            stats.refused.push_back(*damage);
            continue;
        }
        parts.push_back(std::move(part).value());
    }
    stats.parts_refused = static_cast<std::int64_t>(stats.refused.size());
    if (!stats.refused.empty() && !skip_damaged) {
        std::string all;
        for (const auto& why : stats.refused) all += (all.empty() ? "" : "\n") + why;
        return Error{all + "\nnothing was merged (" + std::to_string(stats.refused.size()) +
                     " of " + std::to_string(part_paths.size()) + " parts damaged)"};
    }
    auto& db = *impl_->db;
    sqlite::Transaction tx(db);
    if (!tx.ok()) return Error{"cannot start the merge: " + tx.error()};
    for (const auto& part : parts) {
        ++stats.parts;
        auto walked = part.each_game([&](const PartGame& g) -> Result<bool> {
            // Checked above; checked again in case the file changed since (a task still writing).
            if (auto problem = part_game_problem(g); !problem.empty())
                return Error{"damaged: '" + part.path() + "': " + problem};
            const GameAnalysis& a = g.analysis;
            auto stored = stored_analysis(db, a.game_id);
            if (!stored) return Error{stored.error()};
            if (!stored->game_exists || stored->moves_signature != g.moves_signature) {
                ++stats.games_left_out;
                stats.left_out.push_back(
                    "'" + part.path() + "': game " + std::to_string(a.game_id) +
                    (stored->game_exists ? ": its moves changed since the part was made"
                                         : ": no such game in the database any more") +
                    "; its analysis was left out");
                return true;
            }
            if (stored->analysed && stored->depth > a.depth) {
                ++stats.games_kept;
                return true;
            }
            if (stored->analysed && stored->depth == a.depth && stored->engine == a.engine &&
                stored->time == g.time) {
                ++stats.games_unchanged;
                return true;
            }
            if (!g.text_lines) {
                if (auto r = write_analysis(db, a, g.time); !r) return r;
            } else {
                // A part of version 1 or 2: its text lines read into moves from the game's
                // positions (checked by part_damage above; again, as the part may have changed).
                auto game = load_game(a.game_id);
                if (!game) return Error{game.error()};
                auto read = analysis_for_game(g, *game);
                if (!read) return Error{"damaged: '" + part.path() + "': " + read.error()};
                if (auto r = write_analysis(db, *read, g.time); !r) return r;
            }
            ++stats.games_written;
            return true;
        });
        if (!walked) return Error{walked.error() + "; nothing was merged"};
    }
    if (auto r = tx.commit(); !r) return Error{"cannot commit the merge: " + r.error()};
    return stats;
}

}  // namespace damascope::database
