// The game list as the window shows it (PRODUCT.md 3): the games of the open database that match
// a filter, their count, and their rows read a page at a time and cached, so that a virtual list
// over any number of games asks only for what it draws. No wx; the window's list model
// (src/gui/game_list_model.hpp) turns a row into cells, the bench (tests/gui/game_list_bench.cpp)
// times the same pages.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "database/game_rows.hpp"

namespace damascope::database {
class GameDatabase;
}

namespace damascope::app {

// The values the window passes to and from the list: a filter, a row.
using GameFilter = database::GameFilter;
using GameRow = database::GameSummary;

class GameList {
  public:
    static constexpr std::int64_t page_size = 200;

    GameList() = default;
    // The games of `db` (nullptr: none), which must outlive the list.
    explicit GameList(const database::GameDatabase* db);

    bool has_database() const { return db_ != nullptr; }
    // Lists the games matching `filter` (its limit and offset are ignored) and counts them; the
    // cached rows are dropped. Returns the count (0 when the database cannot say).
    std::int64_t set_filter(const GameFilter& filter);
    const GameFilter& filter() const { return filter_; }
    std::int64_t count() const { return count_; }
    // All the games of the database, whatever the filter.
    std::int64_t total() const;

    // The row `row` of the list (0 = the first), read with its page; nullptr past the end.
    const GameRow* row(std::int64_t row) const;
    // The name of the deepest named collection line the game on a row follows ("" if none), read
    // for a page at a time.
    std::string opening_at(std::int64_t row) const;
    // Id of the game on a row, and the row of a game (searched in the cached pages, then in the
    // first ten pages).
    std::optional<std::int64_t> id_at(std::int64_t row) const;
    std::optional<std::int64_t> row_of(std::int64_t id) const;

  private:
    const std::vector<GameRow>& page(std::int64_t page) const;

    const database::GameDatabase* db_ = nullptr;
    GameFilter filter_;
    std::int64_t count_ = 0;
    mutable std::map<std::int64_t, std::vector<GameRow>> pages_;
    mutable std::map<std::int64_t, std::vector<std::string>> openings_;  // by page, as pages_
};

}  // namespace damascope::app
