#include "player_roster.hpp"

#include "database/game_database.hpp"

namespace damascope::app {

core::Result<PlayersTable> PlayerRoster::table(const PlayersFilter& filter) const {
    if (!db_) return PlayersTable{};
    return load_players(*db_, filter);
}

core::Result<std::vector<MergeSuggestion>> PlayerRoster::suggestions() const {
    if (!db_) return std::vector<MergeSuggestion>{};
    auto all = load_players(*db_);
    if (!all) return core::Error{all.error()};
    std::vector<NameCount> names;
    names.reserve(all->players.size());
    for (const auto& p : all->players)
        names.push_back({p.name, static_cast<int>(p.game_ids.size())});
    return suggest_merges(names);
}

core::Result<bool> PlayerRoster::merge(const std::string& into,
                                       std::span<const std::string> names) {
    if (!db_) return core::Error{"no database is open"};
    return db_->merge_players(into, names);
}

core::Result<bool> PlayerRoster::unmerge(std::span<const std::string> aliases) {
    if (!db_) return core::Error{"no database is open"};
    auto r = db_->unmerge_players(aliases);
    if (!r) return core::Error{r.error()};
    return *r > 0;
}

}  // namespace damascope::app
