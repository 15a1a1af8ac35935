// GameDatabase: the import log (one row per file imported) and what each import reported.
#include <optional>
#include <string>

#include "database/game_database_impl.hpp"

namespace damascope::database {

using core::Error;
using core::Result;

Result<std::int64_t> GameDatabase::log_import(const ImportLogEntry& e,
                                              std::span<const ImportProblem> problems) {
    if (auto w = check_writable(); !w) return Error{w.error()};
    auto& db = *impl_->db;
    // Outside a bulk load the entry and its problems are one transaction.
    std::optional<sqlite::Transaction> tx;
    if (!impl_->bulk) {
        tx.emplace(db);
        if (!tx->ok()) return Error{tx->error()};
    }
    std::int64_t id = 0;
    {
        auto q = db.cached(
            "INSERT INTO import_log (file, time, games_imported, duplicates, games_with_marks, "
            "games_stopped, unsupported, errors, games_damaged, not_games) VALUES "
            "(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)");
        if (!q) return Error{q.error()};
        auto& st = *q.value();
        st.bind(1, e.file);
        st.bind(2, now_utc());
        st.bind(3, e.games_imported);
        st.bind(4, e.duplicates);
        st.bind(5, e.games_with_marks);
        st.bind(6, e.games_stopped);
        st.bind(7, e.unsupported);
        st.bind(8, e.errors);
        st.bind(9, e.games_damaged);
        st.bind(10, e.not_games);
        if (auto r = st.run(); !r) return Error{r.error()};
        id = db.last_insert_rowid();
    }
    auto q = db.cached(
        "INSERT INTO import_problems (import_id, game_id, line, col, kind, message) VALUES "
        "(?1, ?2, ?3, ?4, ?5, ?6)");
    if (!q) return Error{q.error()};
    auto& st = *q.value();
    for (const ImportProblem& p : problems) {
        st.reset();
        st.bind(1, id);
        if (p.game_id > 0) {
            st.bind(2, p.game_id);
        } else {
            st.bind_null(2);
        }
        st.bind(3, p.line);
        st.bind(4, p.column);
        st.bind_ref(5, p.kind);
        st.bind_ref(6, p.message);
        if (auto r = st.run(); !r) return Error{r.error()};
    }
    if (tx)
        if (auto r = tx->commit(); !r) return Error{r.error()};
    return id;
}

Result<std::vector<ImportLogEntry>> GameDatabase::import_log() const {
    auto q = impl_->db->cached(
        "SELECT id, file, time, games_imported, duplicates, games_with_marks, games_stopped, "
        "unsupported, errors, games_damaged, not_games FROM import_log ORDER BY id");
    if (!q) return Error{q.error()};
    auto& st = *q.value();
    std::vector<ImportLogEntry> out;
    auto rows = st.each_row([&] {
        ImportLogEntry e;
        e.id = st.column_int64(0);
        e.file = st.column_text(1);
        e.time = st.column_text(2);
        e.games_imported = st.column_int64(3);
        e.duplicates = st.column_int64(4);
        e.games_with_marks = st.column_int64(5);
        e.games_stopped = st.column_int64(6);
        e.unsupported = st.column_int64(7);
        e.errors = st.column_int64(8);
        e.games_damaged = st.column_int64(9);
        e.not_games = st.column_int64(10);
        out.push_back(std::move(e));
    });
    if (!rows) return Error{rows.error()};
    return out;
}

namespace {

Result<std::vector<ImportProblem>> problems_where(sqlite::Connection& db, std::string_view where,
                                                  std::int64_t value) {
    auto q = db.cached(
        "SELECT p.import_id, p.game_id, l.file, p.line, p.col, p.kind, p.message FROM "
        "import_problems p JOIN import_log l ON l.id = p.import_id WHERE " +
        std::string(where) + " = ?1 ORDER BY p.id");
    if (!q) return Error{q.error()};
    auto& st = *q.value();
    st.bind(1, value);
    std::vector<ImportProblem> out;
    auto rows = st.each_row([&] {
        ImportProblem p;
        p.import_id = st.column_int64(0);
        p.game_id = st.column_is_null(1) ? 0 : st.column_int64(1);
        p.file = st.column_text(2);
        p.line = st.column_int64(3);
        p.column = st.column_int(4);
        p.kind = st.column_text(5);
        p.message = st.column_text(6);
        out.push_back(std::move(p));
    });
    if (!rows) return Error{rows.error()};
    return out;
}

}  // namespace

Result<std::vector<ImportProblem>> GameDatabase::game_problems(std::int64_t game_id) const {
    return problems_where(*impl_->db, "p.game_id", game_id);
}

Result<std::vector<ImportProblem>> GameDatabase::import_problems(std::int64_t import_id) const {
    return problems_where(*impl_->db, "p.import_id", import_id);
}

}  // namespace damascope::database
