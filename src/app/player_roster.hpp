// The players view's source (PRODUCT.md 7): the open database's players' table, the merges the
// program suggests for spellings of one name, and merging and unmerging them. No wx: the window
// (src/gui/players_panel.hpp) shows and asks, this reads and writes.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "core/result.hpp"
#include "player_names.hpp"
#include "players.hpp"

namespace damascope::app {

class PlayerRoster {
  public:
    PlayerRoster() = default;
    // The players of `db` (nullptr: none), which must outlive the roster.
    explicit PlayerRoster(database::GameDatabase* db) : db_(db) {}

    bool has_database() const { return db_ != nullptr; }
    // The table of the games `filter` counts (app::load_players); empty without a database.
    core::Result<PlayersTable> table(const PlayersFilter& filter = {}) const;
    // The merges suggested over every game, whatever the table shows (app::suggest_merges).
    core::Result<std::vector<MergeSuggestion>> suggestions() const;
    // Counts `names` under `into` from now on (aliases kept in the database), or undoes that for
    // `aliases`. An error says why nothing changed.
    core::Result<bool> merge(const std::string& into, std::span<const std::string> names);
    core::Result<bool> unmerge(std::span<const std::string> aliases);

  private:
    database::GameDatabase* db_ = nullptr;
};

}  // namespace damascope::app
