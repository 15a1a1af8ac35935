// Training exercises (exercise_rows.hpp): the table `exercises` (schema 14) and the games with
// marks they are built from.
#include <algorithm>
#include <string>

#include "database/game_database.hpp"
#include "database/game_database_impl.hpp"

namespace damascope::database {

using core::Error;
using core::Result;

namespace {

constexpr std::string_view kind_names[] = {"missed", "longer", "blunder", "mistake"};

std::string join(const std::vector<std::string>& words) {
    std::string out;
    for (const auto& w : words) {
        if (!out.empty()) out += ' ';
        out += w;
    }
    return out;
}

std::vector<std::string> split(std::string_view text) {
    std::vector<std::string> out;
    std::size_t i = 0;
    while (i < text.size()) {
        const std::size_t begin = text.find_first_not_of(' ', i);
        if (begin == std::string_view::npos) break;
        const std::size_t end = std::min(text.find(' ', begin), text.size());
        out.emplace_back(text.substr(begin, end - begin));
        i = end;
    }
    return out;
}

constexpr std::string_view select_sql =
    "SELECT id, kind, variant, fen, game_id, ply, player, played, solutions, line, score, source, "
    "box, due, attempts, successes, last_correct FROM exercises";

}  // namespace

std::string_view exercise_kind_name(ExerciseKind k) {
    return kind_names[static_cast<std::size_t>(k)];
}

std::optional<ExerciseKind> exercise_kind_from_name(std::string_view name) {
    for (ExerciseKind k : all_exercise_kinds)
        if (exercise_kind_name(k) == name) return k;
    return std::nullopt;
}

Result<std::vector<MarkedGame>> GameDatabase::marked_games() const {
    auto q = impl_->db->cached(
        "SELECT g.id, g.white, g.black, g.missed_captures, g.longer_chains, "
        "coalesce(a.blunders, 0), coalesce(a.mistakes, 0) FROM games g "
        "LEFT JOIN analysis a ON a.game_id = g.id "
        "WHERE g.missed_captures > 0 OR g.longer_chains > 0 OR a.blunders > 0 OR a.mistakes > 0 "
        "ORDER BY g.id");
    if (!q) return Error{q.error()};
    auto& st = *q.value();
    std::vector<MarkedGame> out;
    auto rows = st.each_row([&] {
        out.push_back({st.column_int64(0), std::string(st.column_text(1)),
                       std::string(st.column_text(2)), st.column_int(3), st.column_int(4),
                       st.column_int(5), st.column_int(6)});
    });
    if (!rows) return in_context("the games table", rows.error());
    return out;
}

Result<ExerciseSaveOutcome> GameDatabase::save_exercises(std::span<const ExerciseRow> rows) {
    if (auto w = check_writable(); !w) return Error{w.error()};
    auto& db = *impl_->db;
    sqlite::Transaction tx(db);
    if (!tx.ok()) return Error{tx.error()};
    ExerciseSaveOutcome out;
    for (const ExerciseRow& r : rows) {
        const std::string solutions = join(r.solutions);
        auto find = db.cached(
            "SELECT id, variant, game_id, ply, played, solutions, line, score, source "
            "FROM exercises WHERE kind = ?1 AND fen = ?2 AND player = ?3");
        if (!find) return Error{find.error()};
        auto& f = *find.value();
        f.bind(1, static_cast<int>(r.kind));
        f.bind_ref(2, r.fen);
        f.bind_ref(3, r.player);
        auto found = f.step();
        if (!found) return Error{found.error()};
        std::int64_t id = 0;
        if (*found) {
            id = f.column_int64(0);
            const bool same =
                f.column_int64(1) == static_cast<std::int64_t>(r.variant) &&
                (!r.game_id ||  // an imported row leaves the game it was built from
                 (!f.column_is_null(2) && *r.game_id == f.column_int64(2) &&
                  f.column_int(3) == r.ply)) &&
                f.column_text(4) == r.played && f.column_text(5) == solutions &&
                f.column_text(6) == r.line &&
                (f.column_is_null(7) ? !r.score : r.score && *r.score == f.column_int(7)) &&
                f.column_text(8) == r.source;
            if (same) {
                ++out.unchanged;
                continue;
            }
        }
        auto write = db.cached(
            id != 0 ? "UPDATE exercises SET variant = ?2, game_id = coalesce(?3, game_id), "
                      "ply = CASE WHEN ?3 IS NULL THEN ply ELSE ?4 END, played = ?5, "
                      "solutions = ?6, line = ?7, score = ?8, source = ?9 WHERE id = ?1"
                    : "INSERT INTO exercises (kind, variant, game_id, ply, played, solutions, "
                      "line, score, source, fen, player, box, due, attempts, successes, "
                      "last_correct) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, "
                      "?13, ?14, ?15, ?16)");
        if (!write) return Error{write.error()};
        auto& w = *write.value();
        if (id != 0) {
            w.bind(1, id);
        } else {
            w.bind(1, static_cast<int>(r.kind));
            w.bind_ref(10, r.fen);
            w.bind_ref(11, r.player);
            w.bind(12, r.schedule.box);
            w.bind(13, r.schedule.due);
            w.bind(14, r.schedule.attempts);
            w.bind(15, r.schedule.successes);
            w.bind(16, r.schedule.last_correct);
        }
        w.bind(2, static_cast<int>(r.variant));
        if (r.game_id)
            w.bind(3, *r.game_id);
        else
            w.bind_null(3);
        w.bind(4, r.ply);
        w.bind_ref(5, r.played);
        w.bind_ref(6, solutions);
        w.bind_ref(7, r.line);
        if (r.score)
            w.bind(8, *r.score);
        else
            w.bind_null(8);
        w.bind_ref(9, r.source);
        if (auto done = w.run(); !done) return Error{done.error()};
        ++(id != 0 ? out.updated : out.added);
    }
    if (auto c = tx.commit(); !c) return Error{c.error()};
    return out;
}

Result<std::vector<ExerciseRow>> GameDatabase::exercises() const {
    auto q = impl_->db->cached(std::string(select_sql) + " ORDER BY id");
    if (!q) return Error{q.error()};
    auto& st = *q.value();
    std::vector<ExerciseRow> out;
    std::string damage;
    auto rows = st.each_row([&] {
        ExerciseRow r;
        r.id = st.column_int64(0);
        const std::int64_t kind = st.column_int64(1);
        const auto variant = variant_from_column(st.column_int64(2));
        if (kind < 0 || kind > 3 || !variant) {
            if (damage.empty())
                damage = "exercise " + std::to_string(r.id) +
                         " is of a kind or variant this program does not know";
            return;
        }
        r.kind = static_cast<ExerciseKind>(kind);
        r.variant = *variant;
        r.fen = st.column_text(3);
        if (!st.column_is_null(4)) r.game_id = st.column_int64(4);
        r.ply = st.column_int(5);
        r.player = st.column_text(6);
        r.played = st.column_text(7);
        r.solutions = split(st.column_text(8));
        r.line = st.column_text(9);
        if (!st.column_is_null(10)) r.score = st.column_int(10);
        r.source = st.column_text(11);
        r.schedule = {st.column_int(12), st.column_int64(13), st.column_int(14), st.column_int(15),
                      st.column_int(16)};
        out.push_back(std::move(r));
    });
    if (!rows) return in_context("the exercises table", rows.error());
    if (!damage.empty()) return Error{"damaged: " + damage};
    return out;
}

Result<bool> GameDatabase::delete_exercises(std::span<const std::int64_t> ids) {
    if (auto w = check_writable(); !w) return w;
    auto& db = *impl_->db;
    sqlite::Transaction tx(db);
    if (!tx.ok()) return Error{tx.error()};
    for (std::int64_t id : ids) {
        auto q = db.cached("DELETE FROM exercises WHERE id = ?1");
        if (!q) return Error{q.error()};
        q.value()->bind(1, id);
        if (auto r = q.value()->run(); !r) return r;
    }
    return tx.commit();
}

Result<bool> GameDatabase::save_exercise_schedule(std::int64_t id, const ExerciseSchedule& s) {
    if (auto w = check_writable(); !w) return w;
    auto q = impl_->db->cached(
        "UPDATE exercises SET box = ?2, due = ?3, attempts = ?4, successes = ?5, "
        "last_correct = ?6 WHERE id = ?1");
    if (!q) return Error{q.error()};
    auto& st = *q.value();
    st.bind(1, id);
    st.bind(2, s.box);
    st.bind(3, s.due);
    st.bind(4, s.attempts);
    st.bind(5, s.successes);
    st.bind(6, s.last_correct);
    if (auto r = st.run(); !r) return r;
    if (impl_->db->changes() == 0) return Error{"no exercise " + std::to_string(id)};
    return true;
}

}  // namespace damascope::database
