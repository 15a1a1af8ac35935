// The opening explorer's query (GameDatabase::explore_position): the games reaching a position,
// from the position index or from a stored answer (explorer_store.hpp), counted by the moves
// played from it with what followed.
#include <algorithm>

#include "core/movegen.hpp"
#include "core/notation.hpp"
#include "database/game_database_impl.hpp"

namespace damascope::database {

using core::Error;
using core::Result;

namespace {

// The stored answers' validity now; nullopt when the file has no store (an older schema opened
// read-only), and then everything is computed as before.
std::optional<Validity> store_validity(GameDatabase::Impl& impl) {
    auto v = explorer_store::validity(*impl.db);
    if (!v) return std::nullopt;
    return *v;
}

// Stores a row. The write counts as a change of this connection (total_changes), which the
// in-memory caches compare; it changed no game, so the caches that were current stay current.
void store_row(GameDatabase::Impl& impl, std::string_view name, const Validity& now,
               std::span<const std::uint8_t> data) {
    if (!impl.read_only_reason.empty() || impl.bulk_active) return;
    auto before = stamp_of(impl);
    if (!before) return;
    if (!explorer_store::store(*impl.db, name, now, data)) return;
    auto after = stamp_of(impl);
    if (!after) return;
    for (auto* stamp : {&impl.facts_stamp, &impl.summaries_stamp, &impl.ids_stamp})
        if (*stamp == *before) *stamp = *after;
}

Result<std::vector<GameFacts>> query_game_facts(sqlite::Connection& db) {
    auto q = db.cached("SELECT id, outcome, substr(date, 1, 4), rating FROM games ORDER BY id");
    if (!q) return Error{q.error()};
    auto& st = *q.value();
    std::vector<GameFacts> facts;
    auto r = st.each_row([&] {
        const std::int64_t id = st.column_int64(0);
        if (id < 0 || id > PositionIndex::max_game_id) return;
        if (facts.size() <= static_cast<std::size_t>(id))
            facts.resize(static_cast<std::size_t>(id) + 1);
        GameFacts& f = facts[static_cast<std::size_t>(id)];
        f.outcome = static_cast<std::uint8_t>(1 + (st.column_int(1) & 3));
        int year = 0;
        for (char c : st.column_text(2)) {
            if (c < '0' || c > '9') {
                year = 0;
                break;
            }
            year = year * 10 + (c - '0');
        }
        f.year = static_cast<std::uint16_t>(year);
        f.rating = st.column_is_null(3) ? 0 : static_cast<std::uint16_t>(st.column_int(3));
    });
    if (!r) return Error{r.error()};
    return facts;
}

// Every game's facts, kept per connection until the games change: from memory, else from the
// stored row, else from the games (and then stored for the next connection).
Result<bool> load_game_facts(GameDatabase::Impl& impl, const std::optional<Validity>& now) {
    auto stamp = stamp_of(impl);
    if (!stamp) return Error{stamp.error()};
    if (impl.facts_stamp == *stamp) return true;
    std::optional<std::vector<GameFacts>> facts;
    if (now)
        if (auto row = explorer_store::load(*impl.db, explorer_store::facts_name, *now);
            row && *row)
            facts = explorer_store::decode_facts(**row);
    if (!facts) {
        auto queried = query_game_facts(*impl.db);
        if (!queried) return Error{queried.error()};
        facts = std::move(*queried);
        // One row read per game is what takes long; below this many games it is quick.
        if (now && facts->size() >= impl.store_threshold)
            store_row(impl, explorer_store::facts_name, *now, explorer_store::encode_facts(*facts));
        stamp = stamp_of(impl);
        if (!stamp) return Error{stamp.error()};
    }
    impl.facts = std::move(*facts);
    impl.facts_stamp = *stamp;
    return true;
}

// The index's entries (by game, then ply) as visits: one per game and different next position.
PositionVisits visits_from_index(const std::vector<PositionEntry>& found) {
    PositionVisits out;
    std::vector<std::uint32_t> seen;  // the next tags of the current game's visits
    for (const PositionEntry& e : found) {
        if (out.visits.empty() || out.visits.back().game_id != e.game_id) seen.clear();
        if (std::find(seen.begin(), seen.end(), e.next) != seen.end()) continue;
        seen.push_back(e.next);
        std::uint16_t slot = PositionVisit::no_move;
        if (e.next != 0) {
            // A position has few moves: a linear search is fastest.
            auto it = std::find(out.next_tags.begin(), out.next_tags.end(), e.next);
            if (it == out.next_tags.end()) it = out.next_tags.insert(it, e.next);
            slot = static_cast<std::uint16_t>(it - out.next_tags.begin());
        }
        out.visits.push_back({e.game_id, e.ply, slot});
    }
    return out;
}

// The visits of the position: stored if many games reach it, else from the index.
Result<PositionVisits> visits_at(GameDatabase::Impl& impl, std::uint64_t key,
                                 const std::optional<Validity>& now) {
    const std::string name = explorer_store::position_name(key);
    if (now)
        if (auto row = explorer_store::load(*impl.db, name, *now); row && *row)
            if (auto visits = explorer_store::decode_visits(**row)) return std::move(*visits);
    auto found = PositionIndex::find(*impl.db, key);
    if (!found) return Error{found.error()};
    PositionVisits visits = visits_from_index(*found);
    if (now && found->size() >= impl.store_threshold &&
        visits.next_tags.size() < PositionVisit::no_move)
        store_row(impl, name, *now, explorer_store::encode_visits(visits));
    return visits;
}

struct MoveCount {
    ExplorerMove move;
    std::int64_t rating_sum = 0;
};

// Counts the moves of the visits of the games in `only_games` (all when null), with their
// results, ratings and last year; counts the games and lists the first `max_listed` with their
// first ply.
std::vector<MoveCount> count_visits(const PositionVisits& visits,
                                    const std::vector<GameFacts>& facts,
                                    const std::span<const std::int64_t>* only_games,
                                    std::size_t max_listed, PositionSummary& out) {
    std::vector<MoveCount> counts(visits.next_tags.size());
    std::size_t next_allowed = 0;  // in *only_games: both lists ascend
    std::int64_t current = -1;
    for (const PositionVisit& e : visits.visits) {
        const std::int64_t id = e.game_id;
        if (only_games) {
            const auto& only = *only_games;
            while (next_allowed < only.size() && only[next_allowed] < id) ++next_allowed;
            if (next_allowed == only.size() || only[next_allowed] != id) continue;
        }
        if (id != current) {
            current = id;
            ++out.games;
            if (out.occurrences.size() < max_listed) out.occurrences.emplace_back(id, e.ply);
        }
        if (e.slot == PositionVisit::no_move) continue;
        if (e.game_id >= facts.size() || facts[e.game_id].outcome == 0) continue;  // deleted
        const GameFacts& f = facts[e.game_id];
        MoveCount& c = counts[e.slot];
        ExplorerMove& m = c.move;
        const auto outcome = static_cast<core::Outcome>(f.outcome - 1);
        ++m.games;
        m.white_wins += outcome == core::Outcome::white_wins;
        m.black_wins += outcome == core::Outcome::black_wins;
        m.draws += outcome == core::Outcome::draw;
        m.last_year = std::max<int>(m.last_year, f.year);
        if (f.rating > 0) {
            ++m.rated_games;
            c.rating_sum += f.rating;
        }
    }
    return counts;
}

StoredSummary to_stored(const std::vector<std::uint32_t>& next_tags,
                        const std::vector<MoveCount>& counts, const PositionSummary& s) {
    StoredSummary out;
    for (std::size_t slot = 0; slot < counts.size(); ++slot) {
        const ExplorerMove& m = counts[slot].move;
        out.moves.push_back({next_tags[slot], m.games, m.white_wins, m.draws, m.black_wins,
                             m.rated_games, counts[slot].rating_sum, m.last_year});
    }
    out.games = s.games;
    const std::size_t listed = std::min(s.occurrences.size(), explorer_store::summary_games_listed);
    out.first_games.assign(s.occurrences.begin(),
                           s.occurrences.begin() + static_cast<std::ptrdiff_t>(listed));
    return out;
}

// Names each move: the legal or physically possible move that leads to a position whose key has
// the stored tag. Moves no game of the filter played are left out.
std::vector<ExplorerMove> name_moves(const core::Position& pos,
                                     const std::vector<std::uint32_t>& next_tags,
                                     std::vector<MoveCount>& counts) {
    core::MoveList legal;
    core::generate_legal(pos, legal);
    std::vector<core::Move> possible;
    for (const auto& p : core::generate_possible(pos)) possible.push_back(p.move);
    std::vector<ExplorerMove> out;
    for (std::size_t slot = 0; slot < counts.size(); ++slot) {
        auto& [m, rating_sum] = counts[slot];
        if (m.games == 0) continue;
        if (m.rated_games > 0)
            m.average_rating = static_cast<double>(rating_sum) / static_cast<double>(m.rated_games);
        for (const core::Move& cand : possible) {
            core::Position next = pos;
            next.play(cand);
            const std::uint64_t next_key = GameDatabase::position_key(next);
            if (PositionIndex::next_tag(next_key) != next_tags[slot]) continue;
            m.move = cand;
            m.next_hash = next_key;
            m.text = legal.contains(cand)
                         ? core::format_move(pos, cand, std::span(legal.begin(), legal.size()))
                         : core::format_move(pos, cand, possible);
            break;
        }
        out.push_back(std::move(m));
    }
    std::stable_sort(out.begin(), out.end(), [](const ExplorerMove& a, const ExplorerMove& b) {
        if (a.games != b.games) return a.games > b.games;
        return a.text < b.text;  // the same order on every run
    });
    return out;
}

}  // namespace

Result<PositionSummary> GameDatabase::explore_position(
    const core::Position& pos, const std::span<const std::int64_t>* only_games,
    std::size_t max_listed) const {
    Impl& impl = *impl_;
    const std::optional<Validity> now = store_validity(impl);
    const std::uint64_t key = position_key(pos);
    // The unfiltered answer at a position many games reach (the start: every game) is kept in
    // memory and in the file until the games change, listing its first games only.
    const bool summary_will_do =
        only_games == nullptr && max_listed <= explorer_store::summary_games_listed;
    const auto answer = [&](PositionSummary s) {
        if (s.occurrences.size() > max_listed) s.occurrences.resize(max_listed);
        return s;
    };
    auto stamp = stamp_of(impl);
    if (!stamp) return Error{stamp.error()};
    if (summary_will_do && impl.summaries_stamp == *stamp)
        if (auto it = impl.summaries.find(key); it != impl.summaries.end())
            return answer(it->second);
    const auto remember = [&](const PositionSummary& s) {
        auto current = stamp_of(impl);
        if (!current) return;
        if (impl.summaries_stamp != *current || impl.summaries.size() >= 16) {
            impl.summaries.clear();
            impl.summaries_stamp = *current;
        }
        impl.summaries[key] = s;
    };
    if (summary_will_do && now)
        if (auto row = explorer_store::load(*impl.db, explorer_store::summary_name(key), *now);
            row && *row)
            if (auto stored = explorer_store::decode_summary(**row)) {
                std::vector<std::uint32_t> tags;
                std::vector<MoveCount> counts;
                for (const StoredMove& m : stored->moves) {
                    tags.push_back(m.next_tag);
                    MoveCount c;
                    c.move.games = m.games;
                    c.move.white_wins = m.white_wins;
                    c.move.draws = m.draws;
                    c.move.black_wins = m.black_wins;
                    c.move.rated_games = m.rated_games;
                    c.move.last_year = m.last_year;
                    c.rating_sum = m.rating_sum;
                    counts.push_back(std::move(c));
                }
                PositionSummary out;
                out.moves = name_moves(pos, tags, counts);
                out.games = stored->games;
                out.occurrences = std::move(stored->first_games);
                remember(out);
                return answer(std::move(out));
            }

    if (auto r = load_game_facts(impl, now); !r) return Error{r.error()};
    auto visits = visits_at(impl, key, now);
    if (!visits) return Error{visits.error()};
    PositionSummary out;
    const bool many = visits->visits.size() >= impl.store_threshold;
    const std::size_t listed = only_games == nullptr && many
                                   ? std::max(max_listed, explorer_store::summary_games_listed)
                                   : max_listed;
    auto counts = count_visits(*visits, impl.facts, only_games, listed, out);
    if (only_games == nullptr && many) {
        const StoredSummary stored = to_stored(visits->next_tags, counts, out);
        if (now)
            store_row(impl, explorer_store::summary_name(key), *now,
                      explorer_store::encode_summary(stored));
    }
    out.moves = name_moves(pos, visits->next_tags, counts);
    if (only_games == nullptr && many) {
        PositionSummary kept = out;
        if (kept.occurrences.size() > explorer_store::summary_games_listed)
            kept.occurrences.resize(explorer_store::summary_games_listed);
        remember(kept);
    }
    return answer(std::move(out));
}

void GameDatabase::set_explorer_store_threshold(std::size_t visits) {
    impl_->store_threshold = std::max<std::size_t>(1, visits);
}

}  // namespace damascope::database
