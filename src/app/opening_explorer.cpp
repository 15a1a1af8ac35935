#include "app/opening_explorer.hpp"

#include <algorithm>

namespace damascope::app {

using core::Error;
using core::Result;

bool filter_restricts(const database::GameFilter& f) {
    return !f.player.empty() || !f.player_names.empty() || !f.event.empty() ||
           !f.date_from.empty() || !f.date_to.empty() || !f.result.empty() ||
           f.variant.has_value() || f.only_with_marks || f.only_same_moves;
}

namespace {

// The ids of the filter's games, ascending (order and paging do not apply to the explorer).
Result<std::vector<std::int64_t>> filtered_ids(const database::GameDatabase& db,
                                               database::GameFilter filter) {
    filter.order_by = "id";
    filter.descending = false;
    filter.limit = -1;
    filter.offset = 0;
    auto found = db.game_ids(filter);
    if (!found) return Error{found.error()};
    std::vector<std::int64_t> ids = *found;
    std::sort(ids.begin(), ids.end());
    return ids;
}

}  // namespace

Result<std::vector<GameAtPly>> find_position(const database::GameDatabase& db,
                                             const core::Position& pos,
                                             const database::GameFilter& filter) {
    auto found = db.position_occurrences(pos);
    if (!found) return Error{found.error()};
    std::optional<std::vector<std::int64_t>> only;
    if (filter_restricts(filter)) {
        auto ids = filtered_ids(db, filter);
        if (!ids) return Error{ids.error()};
        only = std::move(*ids);
    }
    std::vector<GameAtPly> out;
    for (const auto& [id, ply] : *found)
        if (!only || std::binary_search(only->begin(), only->end(), id)) out.push_back({id, ply});
    return out;
}

Result<ExplorerResult> explore(const database::GameDatabase& db, const core::Position& pos,
                               const database::GameFilter& filter) {
    ExplorerResult out;
    std::optional<std::vector<std::int64_t>> only;
    if (filter_restricts(filter)) {
        auto ids = filtered_ids(db, filter);
        if (!ids) return Error{ids.error()};
        only = std::move(*ids);
    }
    auto moves = only ? db.moves_from_position(pos, *only) : db.moves_from_position(pos);
    if (!moves) return Error{moves.error()};
    for (const auto& m : *moves) {
        ExplorerRow row;
        row.move = m.text;
        row.move_value = m.move;
        row.next_key = m.next_hash;
        row.games = m.games;
        row.white_wins = m.white_wins;
        row.draws = m.draws;
        row.black_wins = m.black_wins;
        row.score = m.games > 0
                        ? (static_cast<double>(m.white_wins) + 0.5 * static_cast<double>(m.draws)) /
                              static_cast<double>(m.games)
                        : 0.0;
        out.moves.push_back(std::move(row));
    }
    auto found = db.position_occurrences(pos);
    if (!found) return Error{found.error()};
    for (const auto& [id, ply] : *found)
        if (!only || std::binary_search(only->begin(), only->end(), id))
            out.games.push_back({id, ply});
    return out;
}

}  // namespace damascope::app
