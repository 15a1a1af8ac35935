#include "analysis_scope.hpp"

namespace damascope::app {

core::Result<std::vector<std::int64_t>> games_to_analyse(GameDocument& doc, AnalysisScope scope,
                                                         const database::GameFilter& filter) {
    std::vector<std::int64_t> ids;
    if (!doc.has_database()) return ids;
    switch (scope) {
        case AnalysisScope::current_game:
            if (doc.game_id() != 0) ids.push_back(doc.game_id());
            return ids;
        case AnalysisScope::filtered_games:
            return doc.database()->game_ids(filter);
        case AnalysisScope::all_games:
            return doc.database()->game_ids(database::GameFilter{});
    }
    return ids;
}

}  // namespace damascope::app
