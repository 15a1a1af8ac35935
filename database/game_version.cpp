// GameDatabase::stored_version: what another program's change to one game looks like from here.
#include "core/fnv1a.hpp"
#include "database/game_database_impl.hpp"

namespace damascope::database {

using core::Error;
using core::Result;

Result<std::optional<std::uint64_t>> GameDatabase::stored_version(std::int64_t id) const {
    auto& db = *impl_->db;
    core::Fnv1a h;  // only compared with itself, never stored
    // Hashes the row of `sql` for this game (its columns by `hash_row`); whether there was one.
    const auto hash_one_row = [&](std::string_view sql, auto hash_row) -> Result<bool> {
        auto q = db.cached(sql);
        if (!q) return Error{q.error()};
        auto& st = **q;
        st.bind(1, id);
        auto row = st.step();
        if (!row) return Error{row.error()};
        if (*row) hash_row(st);
        return *row;
    };
    auto found = hash_one_row("SELECT tags, moves_format, moves FROM game_data WHERE game_id = ?1",
                              [&](const sqlite::Statement& st) {
                                  h.text(st.column_text(0));
                                  h.i64(st.column_int64(1));
                                  const auto moves = st.column_blob(2);
                                  h.u64(moves.size());
                                  h.words(moves);
                              });
    if (!found) return Error{found.error()};
    if (!*found) return std::optional<std::uint64_t>{};
    auto analysed = hash_one_row("SELECT engine, depth, time FROM analysis WHERE game_id = ?1",
                                 [&](const sqlite::Statement& st) {
                                     h.text(st.column_text(0));
                                     h.i64(st.column_int64(1));
                                     h.text(st.column_text(2));
                                 });
    if (!analysed) return Error{analysed.error()};
    return std::optional<std::uint64_t>{h.value()};
}

void GameDatabase::set_busy_limit(std::chrono::milliseconds limit) {
    impl_->db->set_busy_limit(limit);
}

}  // namespace damascope::database
