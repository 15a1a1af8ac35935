#include "app/opening_explorer.hpp"

#include <algorithm>

namespace damascope::app {

using core::Error;
using core::Result;

bool filter_restricts(const database::GameFilter& f) {
    return !f.player.empty() || !f.player_names.empty() || !f.event.empty() ||
           !f.date_from.empty() || !f.date_to.empty() || !f.result.empty() ||
           f.variant.has_value() || f.only_with_marks || f.only_with_engine_marks ||
           f.only_same_moves;
}

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
                               const database::GameFilter& filter, std::size_t max_games) {
    ExplorerResult out;
    std::optional<std::vector<std::int64_t>> only;
    if (filter_restricts(filter)) {
        auto ids = filtered_ids(db, filter);
        if (!ids) return Error{ids.error()};
        only = std::move(*ids);
    }
    const std::span<const std::int64_t> only_span =
        only ? std::span(*only) : std::span<const std::int64_t>();
    auto summary = db.explore_position(pos, only ? &only_span : nullptr, max_games);
    if (!summary) return Error{summary.error()};
    for (const auto& m : summary->moves) {
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
        row.rated_games = m.rated_games;
        row.average_rating = m.average_rating;
        row.last_year = m.last_year;
        out.moves.push_back(std::move(row));
    }
    out.games_total = summary->games;
    out.games.reserve(summary->occurrences.size());
    for (const auto& [id, ply] : summary->occurrences) out.games.push_back({id, ply});
    return out;
}

void store_start_summaries(const database::GameDatabase& db) {
    for (core::Variant v : {core::Variant::dama, core::Variant::turkish, core::Variant::dhama})
        [[maybe_unused]] auto r = db.explore_position(core::Position::initial(v), nullptr, 0);
}

core::Result<ExplorerView> explorer_view(const database::GameDatabase& db,
                                         const core::Position& pos,
                                         const database::GameFilter& filter,
                                         std::size_t max_listed) {
    auto found = explore(db, pos, filter, max_listed);
    if (!found) return core::Error{found.error()};
    ExplorerView view{std::move(*found), {}, filter_restricts(filter)};
    std::vector<std::int64_t> ids;
    for (std::size_t i = 0; i < std::min(max_listed, view.result.games.size()); ++i)
        ids.push_back(view.result.games[i].id);
    if (auto summaries = db.summaries(ids)) view.listed = std::move(*summaries);
    return view;
}

}  // namespace damascope::app
