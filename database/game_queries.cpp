// GameDatabase's queries over many games: filtered and sorted lists, counts, position search and
// the opening explorer.
#include <algorithm>
#include <map>
#include <optional>
#include <variant>

#include "core/movegen.hpp"
#include "core/notation.hpp"
#include "database/game_database_impl.hpp"

namespace damascope::database {

using core::Error;
using core::Result;

namespace {

// A WHERE clause with its parameters, numbered from 1 in order.
struct Where {
    std::string sql;
    std::vector<std::variant<std::int64_t, std::string>> params;

    std::string param(std::variant<std::int64_t, std::string> v) {
        params.push_back(std::move(v));
        std::string name = "?";
        name += std::to_string(params.size());
        return name;
    }
    void add(const std::string& condition) {
        sql += sql.empty() ? " WHERE " : " AND ";
        sql += condition;
    }
    void bind(sqlite::Statement& st) const {
        int i = 1;
        for (const auto& p : params) {
            if (const auto* n = std::get_if<std::int64_t>(&p)) {
                st.bind(i++, *n);
            } else {
                st.bind(i++, std::string_view(std::get<std::string>(p)));
            }
        }
    }
};

// A LIKE pattern matching `s` anywhere, with the wildcards in `s` escaped by '\'.
std::string contains_pattern(const std::string& s) {
    std::string p = "%";
    for (char c : s) {
        if (c == '%' || c == '_' || c == '\\') p += '\\';
        p += c;
    }
    return p + "%";
}

Where build_where(const GameFilter& f) {
    Where w;
    if (!f.player.empty()) {
        const std::string p = w.param(contains_pattern(f.player));
        w.add("(white LIKE " + p + " ESCAPE '\\' OR black LIKE " + p + " ESCAPE '\\')");
    }
    if (!f.player_names.empty()) {
        std::string names;
        for (const std::string& n : f.player_names)
            names += (names.empty() ? "" : ", ") + w.param(n);
        w.add("(white IN (" + names + ") OR black IN (" + names + "))");
    }
    if (!f.event.empty())
        w.add("event LIKE " + w.param(contains_pattern(f.event)) + " ESCAPE '\\'");
    // Unknown parts of a date (1841-??-??) compare as zeros.
    if (!f.date_from.empty())
        w.add("date <> '' AND replace(date, '?', '0') >= " + w.param(normalize_date(f.date_from)));
    if (!f.date_to.empty()) {
        const std::string p = w.param(normalize_date(f.date_to));
        w.add("date <> '' AND substr(replace(date, '?', '0'), 1, length(" + p + ")) <= " + p);
    }
    if (!f.result.empty()) w.add("result = " + w.param(f.result));
    if (f.variant && f.either_dama_rules && core::is_dama_family(*f.variant)) {
        w.add("variant IN (" + w.param(std::int64_t{static_cast<int>(core::Variant::dama)}) + ", " +
              w.param(std::int64_t{static_cast<int>(core::Variant::turkish)}) + ")");
    } else if (f.variant) {
        w.add("variant = " + w.param(std::int64_t{static_cast<int>(*f.variant)}));
    }
    if (f.only_with_marks) w.add("marks > 0");
    // analysis is keyed by game: one lookup per game, not a scan of its plies.
    if (f.only_with_engine_marks)
        w.add(
            "EXISTS (SELECT 1 FROM analysis ea WHERE ea.game_id = games.id AND "
            "ea.blunders + ea.mistakes + ea.inaccuracies > 0)");
    if (f.only_same_moves)
        w.add(std::string("plies > 0 AND moves_signature IN (") +
              std::string(repeated_moves_signatures) + ")");
    return w;
}

constexpr std::string_view order_by_columns[] = {"id",    "white",  "black", "date",
                                                 "event", "result", "plies", "marks"};

Result<std::string> order_clause(const GameFilter& f) {
    const auto& columns = order_by_columns;
    if (std::find(std::begin(columns), std::end(columns), f.order_by) == std::end(columns))
        return Error{"cannot order games by '" + f.order_by +
                     "' (id, white, black, date, event, result, plies or marks)"};
    const std::string dir = f.descending ? " DESC" : "";
    std::string sql = " ORDER BY " + f.order_by + dir;
    if (f.order_by != "id") sql += ", id" + dir;
    return sql;
}

constexpr std::string_view summary_columns =
    "SELECT id, variant, white, black, result, date, event, plies, marks, "
    "stopped_ply IS NOT NULL, outcome, damaged, missed_captures, longer_chains, "
    "a.game_id IS NOT NULL, a.blunders, a.mistakes, a.inaccuracies "
    "FROM games LEFT JOIN analysis a ON a.game_id = games.id";

// A summary, or what is damaged in its row (a variant no damascope writes).
Result<GameSummary> read_summary(const sqlite::Statement& st) {
    GameSummary s;
    s.id = st.column_int64(0);
    const auto variant = variant_from_column(st.column_int(1));
    if (!variant)
        return Error{"damaged: game " + std::to_string(s.id) + ": unknown variant " +
                     std::to_string(st.column_int(1))};
    s.variant = *variant;
    s.white = st.column_text(2);
    s.black = st.column_text(3);
    s.result = st.column_text(4);
    s.date = st.column_text(5);
    s.event = st.column_text(6);
    s.plies = st.column_int(7);
    s.marks = st.column_int(8);
    s.stopped = st.column_int(9) != 0;
    s.outcome = static_cast<core::Outcome>(st.column_int(10) & 3);
    s.damaged = st.column_int(11) != 0;
    s.missed_captures = st.column_int(12);
    s.longer_chains = st.column_int(13);
    s.analysed = st.column_int(14) != 0;
    s.blunders = st.column_int(15);  // NULL (0) without an analysis
    s.mistakes = st.column_int(16);
    s.inaccuracies = st.column_int(17);
    return s;
}

// Runs `sql` (cached) with the filter's parameters plus limit and offset, calling `row` per row.
template <class F>
Result<bool> run_filtered(sqlite::Connection& db, const GameFilter& f, std::string_view select,
                          bool ordered, F row) {
    Where w = build_where(f);
    std::string sql = std::string(select) + w.sql;
    if (ordered) {
        auto order = order_clause(f);
        if (!order) return Error{order.error()};
        sql += *order;
        sql += " LIMIT " + w.param(f.limit) + " OFFSET " +
               w.param(std::max<std::int64_t>(0, f.offset));
    }
    auto q = db.cached(sql);
    if (!q) return in_context("the games table", q.error());
    auto& st = *q.value();
    w.bind(st);
    auto rows = st.each_row([&] { row(st); });
    if (!rows) return in_context("the games table", rows.error());
    return rows;
}

}  // namespace

std::span<const std::string_view> GameDatabase::order_columns() {
    return order_by_columns;
}

Result<std::vector<GameSummary>> GameDatabase::list_games(const GameFilter& f) const {
    std::vector<GameSummary> out;
    std::optional<Error> damaged;
    auto r = run_filtered(*impl_->db, f, summary_columns, true, [&](const sqlite::Statement& st) {
        auto s = read_summary(st);
        if (s)
            out.push_back(std::move(s).value());
        else if (!damaged)
            damaged = Error{s.error()};
    });
    if (!r) return Error{r.error()};
    if (damaged) return *damaged;
    return out;
}

Result<std::int64_t> GameDatabase::count_games(const GameFilter& f) const {
    std::int64_t n = 0;
    auto r = run_filtered(*impl_->db, f, "SELECT count(*) FROM games", false,
                          [&](const sqlite::Statement& st) { n = st.column_int64(0); });
    if (!r) return Error{r.error()};
    return n;
}

namespace {

// What identifies a filter's result (every field of GameFilter).
std::string filter_key(const GameFilter& f) {
    std::string key = f.player + '\x1f' + f.event + '\x1f' + f.date_from + '\x1f' + f.date_to +
                      '\x1f' + f.result + '\x1f' + f.order_by + '\x1f';
    for (const auto& n : f.player_names) key += n + '\x1e';
    key += std::to_string(f.variant ? static_cast<int>(*f.variant) : -1) + ',' +
           std::to_string(f.either_dama_rules) + std::to_string(f.only_with_marks) +
           std::to_string(f.only_with_engine_marks) + std::to_string(f.only_same_moves) +
           std::to_string(f.descending) + ',' + std::to_string(f.limit) + ',' +
           std::to_string(f.offset);
    return key;
}

}  // namespace

Result<GameDatabase::ChangeStamp> GameDatabase::change_stamp() const {
    return stamp_of(*impl_);
}

Result<std::vector<std::int64_t>> GameDatabase::game_ids(const GameFilter& f) const {
    // The explorer asks again at every position with the same filter: the last answer is kept
    // until the games change (a filter on a name scans a million games in a few hundred ms).
    auto stamp = change_stamp();
    if (!stamp) return Error{stamp.error()};
    std::string key = filter_key(f);
    if (impl_->ids_stamp == *stamp && impl_->ids_filter == key) return impl_->ids;
    std::vector<std::int64_t> out;
    auto r = run_filtered(*impl_->db, f, "SELECT id FROM games", true,
                          [&](const sqlite::Statement& st) { out.push_back(st.column_int64(0)); });
    if (!r) return Error{r.error()};
    impl_->ids = out;
    impl_->ids_filter = std::move(key);
    impl_->ids_stamp = *stamp;
    return out;
}

Result<std::vector<GameSummary>> GameDatabase::summaries(std::span<const std::int64_t> ids) const {
    auto q = impl_->db->cached(std::string(summary_columns) + " WHERE games.id = ?1");
    if (!q) return Error{q.error()};
    auto& st = *q.value();
    std::vector<GameSummary> out;
    out.reserve(ids.size());
    for (std::int64_t id : ids) {
        st.reset();
        st.bind(1, id);
        auto r = st.step();
        if (!r) return in_context("game " + std::to_string(id), r.error());
        if (!*r) return Error{"no game with id " + std::to_string(id)};
        auto s = read_summary(st);
        if (!s) return Error{s.error()};
        out.push_back(std::move(s).value());
    }
    return out;
}

std::uint64_t GameDatabase::position_key(const core::Position& pos) {
    return pos.hash() ^ position_key_salt(pos.variant());
}

Result<std::vector<std::int64_t>> GameDatabase::games_with_position(const core::Position& pos,
                                                                    std::int64_t limit) const {
    auto found = PositionIndex::find(*impl_->db, position_key(pos));
    if (!found) return in_context("the position index", found.error());
    std::vector<std::int64_t> out;
    for (const auto& e : *found) {
        if (limit >= 0 && static_cast<std::int64_t>(out.size()) >= limit) break;
        if (out.empty() || out.back() != e.game_id) out.push_back(e.game_id);
    }
    return out;
}

Result<std::vector<std::pair<std::int64_t, int>>> GameDatabase::position_occurrences(
    const core::Position& pos) const {
    auto found = PositionIndex::find(*impl_->db, position_key(pos));
    if (!found) return in_context("the position index", found.error());
    std::vector<std::pair<std::int64_t, int>> out;
    for (const auto& e : *found)  // sorted by game, then ply: the first entry of a game is kept
        if (out.empty() || out.back().first != e.game_id) out.emplace_back(e.game_id, e.ply);
    return out;
}

Result<std::vector<ExplorerMove>> GameDatabase::moves_from_position(
    const core::Position& pos) const {
    auto r = explore_position(pos, nullptr);
    if (!r) return in_context("the position index", r.error());
    return std::move(r->moves);
}

Result<std::vector<ExplorerMove>> GameDatabase::moves_from_position(
    const core::Position& pos, std::span<const std::int64_t> only_games) const {
    auto r = explore_position(pos, &only_games);
    if (!r) return in_context("the position index", r.error());
    return std::move(r->moves);
}

}  // namespace damascope::database
