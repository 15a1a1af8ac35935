// GameDatabase: what the players' table reads (every game's names, outcome and counting tags) and
// the names the user merged (table player_aliases, schema version 9).
#include <algorithm>
#include <string>

#include "database/game_database_impl.hpp"

namespace damascope::database {

using core::Error;
using core::Result;

namespace {

// Most files have no WhiteElo, BlackElo or Mode tag: instr() spares the JSON walk for them (on the
// Open Checkers Archive, every game), so the query reads little more than the games' columns.
constexpr std::string_view player_games_sql = R"sql(
SELECT g.id, g.variant, g.white, g.black, g.date, g.outcome,
    CASE WHEN instr(d.tags, 'Elo"') THEN
        (SELECT json_extract(j.value, '$[1]') FROM json_each(d.tags) j
         WHERE json_extract(j.value, '$[0]') = 'WhiteElo' ORDER BY j.key LIMIT 1) END,
    CASE WHEN instr(d.tags, 'Elo"') THEN
        (SELECT json_extract(j.value, '$[1]') FROM json_each(d.tags) j
         WHERE json_extract(j.value, '$[0]') = 'BlackElo' ORDER BY j.key LIMIT 1) END,
    CASE WHEN instr(d.tags, '"Mode"') THEN
        (SELECT json_extract(j.value, '$[1]') FROM json_each(d.tags) j
         WHERE json_extract(j.value, '$[0]') = 'Mode' ORDER BY j.key LIMIT 1) END,
    g.event, g.round
FROM games g JOIN game_data d ON d.game_id = g.id
ORDER BY g.id
)sql";

std::string text_or_empty(const sqlite::Statement& st, int col) {
    return st.column_is_null(col) ? std::string() : std::string(st.column_text(col));
}

}  // namespace

Result<std::vector<PlayerGameRow>> GameDatabase::player_games() const {
    auto q = impl_->db->cached(player_games_sql);
    if (!q) return Error{q.error()};
    std::vector<PlayerGameRow> rows;
    auto& st = *q.value();
    std::string unknown_variant;
    auto r = st.each_row([&] {
        PlayerGameRow row;
        row.id = st.column_int64(0);
        const auto v = variant_from_column(st.column_int64(1));
        if (!v) {
            if (unknown_variant.empty()) unknown_variant = std::to_string(row.id);
            return;
        }
        row.variant = *v;
        row.white = st.column_text(2);
        row.black = st.column_text(3);
        row.date = st.column_text(4);
        row.outcome = outcome_from_column(st.column_int64(5));
        row.white_elo = text_or_empty(st, 6);
        row.black_elo = text_or_empty(st, 7);
        row.mode = text_or_empty(st, 8);
        row.event = st.column_text(9);
        row.round = st.column_text(10);
        rows.push_back(std::move(row));
    });
    if (!r) return in_context("the games table", r.error());
    if (!unknown_variant.empty())
        return Error{"game " + unknown_variant +
                     " is of a variant this program does not know (a newer damascope wrote it)"};
    return rows;
}

Result<bool> GameDatabase::has_player(const std::string& name) const {
    auto q = impl_->db->cached(
        "SELECT EXISTS (SELECT 1 FROM games WHERE white = ?1) OR "
        "EXISTS (SELECT 1 FROM games WHERE black = ?1)");
    if (!q) return Error{q.error()};
    q.value()->bind(1, std::string_view(name));
    auto row = q.value()->step();
    if (!row) return Error{row.error()};
    return *row && q.value()->column_int64(0) != 0;
}

Result<std::vector<PlayerAlias>> GameDatabase::player_aliases() const {
    auto q = impl_->db->cached("SELECT alias, name FROM player_aliases ORDER BY alias");
    if (!q) return Error{q.error()};
    std::vector<PlayerAlias> aliases;
    auto& st = *q.value();
    auto r = st.each_row([&] {
        aliases.push_back({std::string(st.column_text(0)), std::string(st.column_text(1))});
    });
    if (!r) return Error{r.error()};
    return aliases;
}

Result<bool> GameDatabase::merge_players(const std::string& into,
                                         std::span<const std::string> names) {
    if (auto w = check_writable(); !w) return w;
    auto& db = *impl_->db;
    sqlite::Transaction tx(db);
    if (!tx.ok()) return Error{tx.error()};
    const auto run = [&](std::string_view sql, const std::string& a,
                         const std::string& b) -> Result<bool> {
        auto q = db.cached(sql);
        if (!q) return Error{q.error()};
        q.value()->bind(1, std::string_view(a));
        q.value()->bind(2, std::string_view(b));
        return q.value()->run();
    };
    // Where `into` counts now.
    std::string target = into;
    {
        auto q = db.cached("SELECT name FROM player_aliases WHERE alias = ?1");
        if (!q) return Error{q.error()};
        q.value()->bind(1, std::string_view(into));
        auto row = q.value()->step();
        if (!row) return Error{row.error()};
        if (*row) target = std::string(q.value()->column_text(0));
    }
    if (target != into && std::find(names.begin(), names.end(), target) != names.end()) {
        // `into` was merged into one of `names`: it becomes the name of them all.
        auto q = db.cached("DELETE FROM player_aliases WHERE alias = ?1");
        if (!q) return Error{q.error()};
        q.value()->bind(1, std::string_view(into));
        if (auto r = q.value()->run(); !r) return r;
        target = into;
    }
    for (const std::string& name : names) {
        if (name == target) continue;
        if (auto r = run("UPDATE player_aliases SET name = ?2 WHERE name = ?1", name, target); !r)
            return r;
        if (auto r = run("INSERT OR REPLACE INTO player_aliases (alias, name) VALUES (?1, ?2)",
                         name, target);
            !r)
            return r;
    }
    return tx.commit();
}

Result<std::int64_t> GameDatabase::unmerge_players(std::span<const std::string> names) {
    if (auto w = check_writable(); !w) return Error{w.error()};
    auto& db = *impl_->db;
    sqlite::Transaction tx(db);
    if (!tx.ok()) return Error{tx.error()};
    std::int64_t removed = 0;
    for (const std::string& name : names) {
        auto q = db.cached("DELETE FROM player_aliases WHERE alias = ?1");
        if (!q) return Error{q.error()};
        q.value()->bind(1, std::string_view(name));
        if (auto r = q.value()->run(); !r) return Error{r.error()};
        auto changed = db.query_int("SELECT changes()");
        if (!changed) return Error{changed.error()};
        removed += *changed;
    }
    if (auto r = tx.commit(); !r) return Error{r.error()};
    return removed;
}

}  // namespace damascope::database
