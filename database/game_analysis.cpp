// GameDatabase: engine analysis per game and the import log.
#include "database/game_database_impl.hpp"
#include "database/move_codec.hpp"

namespace damascope::database {

using core::Error;
using core::Result;

Result<PlyAnalysis> read_analysis_ply(const sqlite::Statement& st, int first) {
    PlyAnalysis p;
    p.ply = st.column_int(first);
    p.score = st.column_int(first + 1);
    p.mate_in = st.column_int(first + 2);
    p.best = st.column_text(first + 3);
    auto line = decode_line(st.column_blob(first + 4));
    if (!line) return Error{"damaged: ply " + std::to_string(p.ply) + ": " + line.error()};
    p.pv = std::move(line).value();
    p.depth = st.column_int(first + 5);
    p.marks = static_cast<core::MarkSet>(st.column_int(first + 6));
    return p;
}

Result<bool> write_analysis(sqlite::Connection& db, const GameAnalysis& a,
                            const std::string& time) {
    {
        auto q = db.cached(
            "INSERT INTO analysis (game_id, engine, depth, time) VALUES (?1, ?2, ?3, ?4) "
            "ON CONFLICT (game_id) DO UPDATE SET engine = excluded.engine, depth = excluded.depth, "
            "time = excluded.time");
        if (!q) return Error{q.error()};
        auto& st = *q.value();
        st.bind(1, a.game_id);
        st.bind(2, a.engine);
        st.bind(3, a.depth);
        st.bind(4, time);
        if (auto r = st.run(); !r) return r;
    }
    {
        auto q = db.cached("DELETE FROM analysis_plies WHERE game_id = ?1");
        if (!q) return Error{q.error()};
        q.value()->bind(1, a.game_id);
        if (auto r = q.value()->run(); !r) return r;
    }
    auto q = db.cached("INSERT INTO analysis_plies (game_id, " + std::string(analysis_ply_columns) +
                       ") VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)");
    if (!q) return Error{q.error()};
    auto& st = *q.value();
    for (const auto& p : a.plies) {
        st.bind(1, a.game_id);
        st.bind(2, p.ply);
        st.bind(3, p.score);
        st.bind(4, p.mate_in);
        st.bind(5, p.best);
        st.bind_blob(6, encode_line(p.pv));
        st.bind(7, p.depth);
        st.bind(8, static_cast<int>(p.marks));
        if (auto r = st.run(); !r)
            return Error{"analysis of game " + std::to_string(a.game_id) + ", ply " +
                         std::to_string(p.ply) + ": " + r.error()};
    }
    return true;
}

Result<bool> GameDatabase::save_analysis(const GameAnalysis& a) {
    if (auto w = check_writable(); !w) return w;
    auto& db = *impl_->db;
    sqlite::Transaction tx(db);
    if (!tx.ok()) return Error{tx.error()};
    {
        auto q = db.cached(
            "SELECT g.id, a.depth FROM games g LEFT JOIN analysis a ON a.game_id = g.id "
            "WHERE g.id = ?1");
        if (!q) return Error{q.error()};
        auto& st = *q.value();
        st.bind(1, a.game_id);
        auto row = st.step();
        if (!row) return Error{row.error()};
        if (!*row) return Error{"no game with id " + std::to_string(a.game_id)};
        if (!st.column_is_null(1) && st.column_int(1) > a.depth) return false;
    }
    if (auto r = write_analysis(db, a, now_utc()); !r) return r;
    if (auto r = tx.commit(); !r) return r;
    return true;
}

Result<std::optional<GameAnalysis>> GameDatabase::load_analysis(std::int64_t game_id) const {
    auto& db = *impl_->db;
    GameAnalysis a;
    a.game_id = game_id;
    {
        auto q = db.cached("SELECT engine, depth FROM analysis WHERE game_id = ?1");
        if (!q) return in_context("game " + std::to_string(game_id) + ": analysis", q.error());
        auto& st = *q.value();
        st.bind(1, game_id);
        auto row = st.step();
        if (!row) return in_context("game " + std::to_string(game_id) + ": analysis", row.error());
        if (!*row) return std::optional<GameAnalysis>{};
        a.engine = st.column_text(0);
        a.depth = st.column_int(1);
    }
    auto q = db.cached("SELECT " + std::string(analysis_ply_columns) +
                       " FROM analysis_plies WHERE game_id = ?1 ORDER BY ply");
    if (!q) return in_context("game " + std::to_string(game_id) + ": analysis", q.error());
    auto& st = *q.value();
    st.bind(1, game_id);
    std::string damage;
    auto rows = st.each_row([&] {
        auto p = read_analysis_ply(st, 0);
        if (p)
            a.plies.push_back(std::move(p).value());
        else if (damage.empty())
            damage = p.error();
    });
    if (!rows) return in_context("game " + std::to_string(game_id) + ": analysis", rows.error());
    if (!damage.empty())
        return in_context("game " + std::to_string(game_id) + ": analysis", damage);
    return std::optional<GameAnalysis>(std::move(a));
}

Result<std::vector<std::int64_t>> GameDatabase::games_analysed(int min_depth) const {
    auto q = impl_->db->cached("SELECT game_id FROM analysis WHERE depth >= ?1 ORDER BY game_id");
    if (!q) return Error{q.error()};
    auto& st = *q.value();
    st.bind(1, min_depth);
    std::vector<std::int64_t> out;
    auto rows = st.each_row([&] { out.push_back(st.column_int64(0)); });
    if (!rows) return Error{rows.error()};
    return out;
}

}  // namespace damascope::database
