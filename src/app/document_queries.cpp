#include "document_queries.hpp"

namespace damascope::app {

core::Result<ExplorerView> explore_position(const GameDocument& doc, const GameFilter& filter,
                                            std::size_t max_listed) {
    if (!doc.database()) return ExplorerView{};
    return explorer_view(*doc.database(), doc.session().position(), filter, max_listed);
}

core::Result<PiecesFound> search_pieces(const GameDocument& doc, const PiecePattern& pattern,
                                        const GameFilter& filter, std::size_t max_listed) {
    if (!doc.database()) return PiecesFound{};
    return search_pieces(*doc.database(), pattern, filter, max_listed);
}

core::Result<std::vector<std::int64_t>> game_ids(const GameDocument& doc,
                                                 const GameFilter& filter) {
    if (!doc.database()) return std::vector<std::int64_t>{};
    return doc.database()->game_ids(filter);
}

core::Result<std::vector<core::GameRecord>> games_as_shown(const GameDocument& doc,
                                                           const std::vector<std::int64_t>& ids) {
    std::vector<core::GameRecord> games;
    for (std::int64_t id : ids) {
        if (id == doc.game_id()) {  // as on screen
            games.push_back(doc.record());
            continue;
        }
        if (!doc.database()) return core::Error{"no database is open"};
        auto g = doc.database()->load_game(id);
        if (!g) return core::Error{"game " + std::to_string(id) + ": " + g.error()};
        games.push_back(std::move(g).value());
    }
    return games;
}

core::Result<Booklet> load_booklet(const GameDocument& doc, const std::vector<std::int64_t>& ids) {
    if (!doc.database()) return core::Error{"no database is open"};
    return load_booklet(*doc.database(), ids);
}

core::Result<std::vector<EventSummary>> list_events(const GameDocument& doc) {
    if (!doc.database()) return std::vector<EventSummary>{};
    return list_events(*doc.database());
}

core::Result<Standings> load_event_standings(const GameDocument& doc, const std::string& event,
                                             PointsScale scale) {
    if (!doc.database()) return Standings{};
    return load_event_standings(*doc.database(), event, scale);
}

}  // namespace damascope::app
