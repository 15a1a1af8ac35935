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
    "stopped_ply IS NOT NULL, outcome, damaged FROM games";

GameSummary read_summary(const sqlite::Statement& st) {
    GameSummary s;
    s.id = st.column_int64(0);
    s.variant = variant_from_column(st.column_int(1)).value_or(core::Variant::dama);
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
    if (!q) return Error{q.error()};
    auto& st = *q.value();
    w.bind(st);
    return st.each_row([&] { row(st); });
}

// The outcome of the game of each (next key, game id) pair. Many games are read in one pass over
// the table (the start position is in every game); a few, one lookup each.
Result<std::vector<std::optional<core::Outcome>>> outcomes_of(
    sqlite::Connection& db, const std::vector<std::pair<std::uint64_t, std::int64_t>>& pairs) {
    std::vector<std::optional<core::Outcome>> out(pairs.size());
    std::vector<std::pair<std::int64_t, std::size_t>> by_game;  // (game id, index in pairs)
    for (std::size_t i = 0; i < pairs.size(); ++i) by_game.emplace_back(pairs[i].second, i);
    std::sort(by_game.begin(), by_game.end());
    const bool scan = by_game.size() > 1000;
    auto q = db.cached(scan ? "SELECT id, outcome FROM games WHERE id >= ?1 ORDER BY id"
                            : "SELECT id, outcome FROM games WHERE id = ?1");
    if (!q) return Error{q.error()};
    auto& st = *q.value();
    if (!scan) {
        for (const auto& [id, index] : by_game) {
            st.reset();
            st.bind(1, id);
            auto row = st.step();
            if (!row) return Error{row.error()};
            if (*row) out[index] = static_cast<core::Outcome>(st.column_int(1) & 3);
        }
        return out;
    }
    st.bind(1, by_game.front().first);
    std::size_t next = 0;  // first entry of by_game not yet matched
    while (next < by_game.size()) {
        auto row = st.step();
        if (!row) return Error{row.error()};
        if (!*row) break;
        const std::int64_t id = st.column_int64(0);
        const auto outcome = static_cast<core::Outcome>(st.column_int(1) & 3);
        // Games that no longer exist are skipped; the entries of this game get its outcome.
        while (next < by_game.size() && by_game[next].first < id) ++next;
        while (next < by_game.size() && by_game[next].first == id)
            out[by_game[next++].second] = outcome;
    }
    return out;
}

}  // namespace

std::span<const std::string_view> GameDatabase::order_columns() {
    return order_by_columns;
}

Result<std::vector<GameSummary>> GameDatabase::list_games(const GameFilter& f) const {
    std::vector<GameSummary> out;
    auto r = run_filtered(*impl_->db, f, summary_columns, true,
                          [&](const sqlite::Statement& st) { out.push_back(read_summary(st)); });
    if (!r) return Error{r.error()};
    return out;
}

Result<std::int64_t> GameDatabase::count_games(const GameFilter& f) const {
    std::int64_t n = 0;
    auto r = run_filtered(*impl_->db, f, "SELECT count(*) FROM games", false,
                          [&](const sqlite::Statement& st) { n = st.column_int64(0); });
    if (!r) return Error{r.error()};
    return n;
}

Result<std::vector<std::int64_t>> GameDatabase::game_ids(const GameFilter& f) const {
    std::vector<std::int64_t> out;
    auto r = run_filtered(*impl_->db, f, "SELECT id FROM games", true,
                          [&](const sqlite::Statement& st) { out.push_back(st.column_int64(0)); });
    if (!r) return Error{r.error()};
    return out;
}

Result<std::vector<GameSummary>> GameDatabase::summaries(std::span<const std::int64_t> ids) const {
    auto q = impl_->db->cached(std::string(summary_columns) + " WHERE id = ?1");
    if (!q) return Error{q.error()};
    auto& st = *q.value();
    std::vector<GameSummary> out;
    out.reserve(ids.size());
    for (std::int64_t id : ids) {
        st.reset();
        st.bind(1, id);
        auto r = st.step();
        if (!r) return Error{r.error()};
        if (!*r) return Error{"no game with id " + std::to_string(id)};
        out.push_back(read_summary(st));
    }
    return out;
}

std::uint64_t GameDatabase::position_key(const core::Position& pos) {
    return pos.hash() ^ position_key_salt(pos.variant());
}

Result<std::vector<std::int64_t>> GameDatabase::games_with_position(const core::Position& pos,
                                                                    std::int64_t limit) const {
    auto found = PositionIndex::find(*impl_->db, position_key(pos));
    if (!found) return Error{found.error()};
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
    if (!found) return Error{found.error()};
    std::vector<std::pair<std::int64_t, int>> out;
    for (const auto& e : *found)  // sorted by game, then ply: the first entry of a game is kept
        if (out.empty() || out.back().first != e.game_id) out.emplace_back(e.game_id, e.ply);
    return out;
}

Result<std::vector<ExplorerMove>> GameDatabase::moves_from_position(
    const core::Position& pos) const {
    return moves_from_position_in(pos, nullptr);
}

Result<std::vector<ExplorerMove>> GameDatabase::moves_from_position(
    const core::Position& pos, std::span<const std::int64_t> only_games) const {
    return moves_from_position_in(pos, &only_games);
}

Result<std::vector<ExplorerMove>> GameDatabase::moves_from_position_in(
    const core::Position& pos, const std::span<const std::int64_t>* only_games) const {
    auto found = PositionIndex::find(*impl_->db, position_key(pos));
    if (!found) return Error{found.error()};
    // One count per (next position, game): a game that passes the position twice counts once.
    // The index keeps a 32-bit tag of the next position's key (position_index.hpp).
    std::vector<std::pair<std::uint64_t, std::int64_t>> pairs;
    for (const auto& e : *found) {
        if (e.next == 0) continue;
        if (only_games && !std::binary_search(only_games->begin(), only_games->end(),
                                              static_cast<std::int64_t>(e.game_id)))
            continue;
        pairs.emplace_back(e.next, e.game_id);
    }
    std::sort(pairs.begin(), pairs.end());
    pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());
    auto outcomes = outcomes_of(*impl_->db, pairs);
    if (!outcomes) return Error{outcomes.error()};
    std::map<std::uint64_t, ExplorerMove> by_tag;
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        const auto outcome = (*outcomes)[i];
        if (!outcome) continue;  // deleted meanwhile
        ExplorerMove& m = by_tag[pairs[i].first];
        ++m.games;
        m.white_wins += *outcome == core::Outcome::white_wins;
        m.black_wins += *outcome == core::Outcome::black_wins;
        m.draws += *outcome == core::Outcome::draw;
    }
    // Name each move: the legal or physically possible move that leads to a position whose key
    // has the stored tag.
    core::MoveList legal;
    core::generate_legal(pos, legal);
    std::vector<core::Move> possible;
    for (const auto& p : core::generate_possible(pos)) possible.push_back(p.move);
    std::vector<ExplorerMove> out;
    for (auto& [tag, m] : by_tag) {
        for (const core::Move& cand : possible) {
            core::Position next = pos;
            next.play(cand);
            const std::uint64_t key = position_key(next);
            if (PositionIndex::next_tag(key) != tag) continue;
            m.move = cand;
            m.next_hash = key;
            m.text = legal.contains(cand)
                         ? core::format_move(pos, cand, std::span(legal.begin(), legal.size()))
                         : core::format_move(pos, cand, possible);
            break;
        }
        out.push_back(std::move(m));
    }
    std::stable_sort(out.begin(), out.end(), [](const ExplorerMove& a, const ExplorerMove& b) {
        return a.games > b.games;
    });
    return out;
}

}  // namespace damascope::database
