// Opening collections (collections.hpp): tables collections and collection_lines (schema 11).
#include <algorithm>
#include <charconv>

#include "database/game_database.hpp"
#include "database/game_database_impl.hpp"
#include "database/move_codec.hpp"

namespace damascope::database {

using core::Error;
using core::Result;

namespace {

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

std::string nags_text(const std::vector<int>& nags) {
    std::string out;
    for (int n : nags) {
        if (!out.empty()) out += ' ';
        out += std::to_string(n);
    }
    return out;
}

std::vector<int> nags_from(std::string_view text) {
    std::vector<int> out;
    for (const auto& w : split(text)) {
        int n = 0;
        if (std::from_chars(w.data(), w.data() + w.size(), n).ec == std::errc{}) out.push_back(n);
    }
    return out;
}

constexpr std::string_view info_sql =
    "SELECT c.id, c.name, c.variant, c.created, "
    "(SELECT count(*) FROM collection_lines l WHERE l.collection_id = c.id) FROM collections c";

Result<CollectionInfo> info_row(const sqlite::Statement& st) {
    CollectionInfo c;
    c.id = st.column_int64(0);
    c.name = st.column_text(1);
    const auto v = variant_from_column(st.column_int64(2));
    if (!v)
        return Error{"collection '" + c.name +
                     "' is of a variant this program does not know (a newer damascope wrote it)"};
    c.variant = *v;
    c.created = st.column_text(3);
    c.lines = st.column_int64(4);
    return c;
}

}  // namespace

Result<std::vector<CollectionInfo>> GameDatabase::collections() const {
    auto q = impl_->db->cached(std::string(info_sql) + " ORDER BY c.name");
    if (!q) return Error{q.error()};
    auto& st = *q.value();
    std::vector<CollectionInfo> out;
    std::string bad;
    auto r = st.each_row([&] {
        auto c = info_row(st);
        if (c) {
            out.push_back(std::move(*c));
        } else if (bad.empty()) {
            bad = c.error();
        }
    });
    if (!r) return Error{r.error()};
    if (!bad.empty()) return Error{bad};
    return out;
}

Result<std::optional<CollectionInfo>> GameDatabase::find_collection(const std::string& name) const {
    auto q = impl_->db->cached(std::string(info_sql) + " WHERE c.name = ?1");
    if (!q) return Error{q.error()};
    auto& st = *q.value();
    st.bind(1, std::string_view(name));
    auto row = st.step();
    if (!row) return Error{row.error()};
    if (!*row) return std::optional<CollectionInfo>{};
    auto c = info_row(st);
    if (!c) return Error{c.error()};
    return std::optional<CollectionInfo>{std::move(*c)};
}

Result<CollectionInfo> GameDatabase::ensure_collection(const std::string& name, core::Variant v) {
    if (name.empty()) return Error{"a collection needs a name"};
    auto found = find_collection(name);
    if (!found) return Error{found.error()};
    if (*found) {
        if ((*found)->variant != v) return Error{"collection '" + name + "' is of another variant"};
        return **found;
    }
    if (auto w = check_writable(); !w) return Error{w.error()};
    auto q =
        impl_->db->cached("INSERT INTO collections (name, variant, created) VALUES (?1, ?2, ?3)");
    if (!q) return Error{q.error()};
    q.value()->bind(1, std::string_view(name));
    q.value()->bind(2, static_cast<std::int64_t>(v));
    const std::string time = now_utc();
    q.value()->bind(3, std::string_view(time));
    if (auto r = q.value()->run(); !r) return Error{r.error()};
    CollectionInfo c;
    c.id = impl_->db->last_insert_rowid();
    c.name = name;
    c.variant = v;
    c.created = time;
    return c;
}

Result<AddLinesOutcome> GameDatabase::add_collection_lines(
    std::int64_t collection_id, const std::vector<CollectionLine>& lines) {
    if (auto w = check_writable(); !w) return Error{w.error()};
    auto& db = *impl_->db;
    sqlite::Transaction tx(db);
    if (!tx.ok()) return Error{tx.error()};
    AddLinesOutcome out;
    for (const auto& line : lines) {
        const std::string moves = join(line.moves);
        auto find = db.cached(
            "SELECT id FROM collection_lines WHERE collection_id = ?1 AND start_fen = ?2 AND "
            "moves = ?3");
        if (!find) return Error{find.error()};
        find.value()->bind(1, collection_id);
        find.value()->bind(2, std::string_view(line.start_fen));
        find.value()->bind(3, std::string_view(moves));
        auto row = find.value()->step();
        if (!row) return Error{row.error()};
        if (*row) {
            const std::int64_t id = find.value()->column_int64(0);
            auto up = db.cached(
                "UPDATE collection_lines SET name = CASE WHEN ?2 = '' THEN name ELSE ?2 END, "
                "comment = CASE WHEN ?3 = '' THEN comment ELSE ?3 END, "
                "nags = CASE WHEN ?4 = '' THEN nags ELSE ?4 END, "
                "games = CASE WHEN ?5 THEN ?6 ELSE games END, "
                "white_wins = CASE WHEN ?5 THEN ?7 ELSE white_wins END, "
                "draws = CASE WHEN ?5 THEN ?8 ELSE draws END, "
                "black_wins = CASE WHEN ?5 THEN ?9 ELSE black_wins END WHERE id = ?1");
            if (!up) return Error{up.error()};
            auto& st = *up.value();
            st.bind(1, id);
            st.bind(2, std::string_view(line.name));
            st.bind(3, std::string_view(line.comment));
            const std::string nags = nags_text(line.nags);
            st.bind(4, std::string_view(nags));
            const LineStats s = line.stats.value_or(LineStats{});
            st.bind(5, line.stats.has_value() ? 1 : 0);
            st.bind(6, s.games);
            st.bind(7, s.white_wins);
            st.bind(8, s.draws);
            st.bind(9, s.black_wins);
            if (auto r = st.run(); !r) return Error{r.error()};
            ++out.updated;
            continue;
        }
        auto ins = db.cached(
            "INSERT INTO collection_lines (collection_id, start_fen, moves, name, comment, nags, "
            "games, white_wins, draws, black_wins) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, "
            "?10)");
        if (!ins) return Error{ins.error()};
        auto& st = *ins.value();
        st.bind(1, collection_id);
        st.bind(2, std::string_view(line.start_fen));
        st.bind(3, std::string_view(moves));
        st.bind(4, std::string_view(line.name));
        st.bind(5, std::string_view(line.comment));
        const std::string nags = nags_text(line.nags);
        st.bind(6, std::string_view(nags));
        if (line.stats) {
            st.bind(7, line.stats->games);
            st.bind(8, line.stats->white_wins);
            st.bind(9, line.stats->draws);
            st.bind(10, line.stats->black_wins);
        } else {
            for (int i = 7; i <= 10; ++i) st.bind_null(i);
        }
        if (auto r = st.run(); !r) return Error{r.error()};
        ++out.added;
    }
    if (auto r = tx.commit(); !r) return Error{r.error()};
    return out;
}

Result<std::vector<CollectionLine>> GameDatabase::collection_lines(
    std::int64_t collection_id) const {
    auto q = impl_->db->cached(
        "SELECT start_fen, moves, name, comment, nags, games, white_wins, draws, black_wins "
        "FROM collection_lines WHERE collection_id = ?1 ORDER BY id");
    if (!q) return Error{q.error()};
    auto& st = *q.value();
    st.bind(1, collection_id);
    std::vector<CollectionLine> out;
    auto r = st.each_row([&] {
        CollectionLine line;
        line.start_fen = st.column_text(0);
        line.moves = split(st.column_text(1));
        line.name = st.column_text(2);
        line.comment = st.column_text(3);
        line.nags = nags_from(st.column_text(4));
        if (!st.column_is_null(5))
            line.stats = LineStats{st.column_int64(5), st.column_int64(6), st.column_int64(7),
                                   st.column_int64(8)};
        out.push_back(std::move(line));
    });
    if (!r) return Error{r.error()};
    return out;
}

Result<bool> GameDatabase::delete_collection(std::int64_t collection_id) {
    if (auto w = check_writable(); !w) return w;
    auto q = impl_->db->cached("DELETE FROM collections WHERE id = ?1");  // lines cascade
    if (!q) return Error{q.error()};
    q.value()->bind(1, collection_id);
    return q.value()->run();
}

Result<bool> GameDatabase::rename_collection(std::int64_t collection_id, const std::string& name) {
    if (name.empty()) return Error{"a collection needs a name"};
    if (auto w = check_writable(); !w) return w;
    auto found = find_collection(name);
    if (!found) return Error{found.error()};
    if (*found && (*found)->id != collection_id)
        return Error{"a collection named '" + name + "' exists already"};
    auto q = impl_->db->cached("UPDATE collections SET name = ?2 WHERE id = ?1");
    if (!q) return Error{q.error()};
    q.value()->bind(1, collection_id);
    q.value()->bind(2, std::string_view(name));
    return q.value()->run();
}

Result<bool> GameDatabase::delete_collection_line(std::int64_t collection_id,
                                                  const std::string& start_fen,
                                                  const std::vector<std::string>& moves) {
    if (auto w = check_writable(); !w) return w;
    auto q = impl_->db->cached(
        "DELETE FROM collection_lines WHERE collection_id = ?1 AND start_fen = ?2 AND moves = ?3");
    if (!q) return Error{q.error()};
    q.value()->bind(1, collection_id);
    q.value()->bind(2, std::string_view(start_fen));
    const std::string text = join(moves);
    q.value()->bind(3, std::string_view(text));
    if (auto r = q.value()->run(); !r) return r;
    return impl_->db->changes() > 0;
}

namespace {

// The games of `v` in id order (those of `only_games` if given; only the standard start's when
// `standard_start`), each with its start ('' = standard), outcome and first `max_plies` moves.
using LineVisitor = std::function<void(std::int64_t id, std::string_view start_fen, core::Outcome,
                                       std::span<const core::Move>)>;
Result<std::int64_t> for_each_line(sqlite::Connection& db, core::Variant v, bool standard_start,
                                   std::size_t max_plies,
                                   const std::vector<std::int64_t>* only_games,
                                   const LineVisitor& visit) {
    auto q = db.cached(
        "SELECT g.id, g.outcome, d.moves_format, d.moves, g.start_fen FROM games g JOIN game_data "
        "d ON d.game_id = g.id WHERE g.variant = ?1 AND (?2 = 0 OR g.start_fen = '') ORDER BY "
        "g.id");
    if (!q) return Error{q.error()};
    auto& st = *q.value();
    st.bind(1, static_cast<std::int64_t>(v));
    st.bind(2, standard_start ? 1 : 0);
    std::int64_t visited = 0;
    std::string bad;
    auto r = st.each_row([&] {
        const std::int64_t id = st.column_int64(0);
        if (only_games && !std::binary_search(only_games->begin(), only_games->end(), id)) return;
        if (!known_move_format(st.column_int(2))) {
            if (bad.empty()) bad = "game " + std::to_string(id) + ": unknown move format";
            return;
        }
        auto moves = decode_main_line(st.column_blob(3), max_plies);
        if (!moves) {
            if (bad.empty()) bad = "game " + std::to_string(id) + ": " + moves.error();
            return;
        }
        ++visited;
        visit(id, st.column_text(4), outcome_from_column(st.column_int64(1) & 3), *moves);
    });
    if (!r) return Error{r.error()};
    if (!bad.empty()) return Error{bad};
    return visited;
}

}  // namespace

Result<std::int64_t> GameDatabase::for_each_game_opening(
    core::Variant v, int max_plies, const std::vector<std::int64_t>* only_games,
    const OpeningVisitor& visit) const {
    return for_each_line(*impl_->db, v, true, static_cast<std::size_t>(std::max(0, max_plies)),
                         only_games,
                         [&](std::int64_t id, std::string_view, core::Outcome outcome,
                             std::span<const core::Move> moves) { visit(id, outcome, moves); });
}

Result<std::int64_t> GameDatabase::for_each_main_line(core::Variant v,
                                                      const std::vector<std::int64_t>* only_games,
                                                      const MainLineVisitor& visit) const {
    return for_each_line(*impl_->db, v, false, static_cast<std::size_t>(-1), only_games,
                         [&](std::int64_t id, std::string_view start_fen, core::Outcome,
                             std::span<const core::Move> moves) { visit(id, start_fen, moves); });
}

}  // namespace damascope::database
