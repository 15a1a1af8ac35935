#include "game_list.hpp"

#include "database/game_database.hpp"
#include "opening_collections.hpp"

namespace damascope::app {

GameList::GameList(const database::GameDatabase* db) : db_(db) {}

std::int64_t GameList::set_filter(const GameFilter& filter) {
    filter_ = filter;
    filter_.limit = -1;
    filter_.offset = 0;
    pages_.clear();
    openings_.clear();
    count_ = 0;
    if (db_)
        if (auto n = db_->count_games(filter_)) count_ = *n;
    return count_;
}

std::int64_t GameList::total() const {
    if (!db_) return 0;
    auto n = db_->count_games(GameFilter{});
    return n ? *n : 0;
}

const std::vector<GameRow>& GameList::page(std::int64_t page) const {
    auto it = pages_.find(page);
    if (it != pages_.end()) return it->second;
    if (pages_.size() > 64) {  // a few thousand rows are plenty to keep
        pages_.clear();
        openings_.clear();
    }
    GameFilter f = filter_;
    f.offset = page * page_size;
    f.limit = page_size;
    auto rows = db_->list_games(f);
    return pages_.emplace(page, rows ? std::move(rows).value() : std::vector<GameRow>{})
        .first->second;
}

const GameRow* GameList::row(std::int64_t row) const {
    if (!db_ || row < 0 || row >= count_) return nullptr;
    const std::int64_t p = row / page_size;
    const auto& rows = page(p);
    const auto index = static_cast<std::size_t>(row - p * page_size);
    return index < rows.size() ? &rows[index] : nullptr;
}

std::string GameList::opening_at(std::int64_t row) const {
    if (this->row(row) == nullptr) return {};
    const std::int64_t p = row / page_size;
    auto it = openings_.find(p);
    if (it == openings_.end()) {
        // The names of a page's games at once: each game's first moves against the collections.
        std::vector<std::int64_t> ids;
        for (const auto& g : pages_.at(p)) ids.push_back(g.id);
        auto names = opening_names_of(*db_, ids);
        it = openings_.emplace(p, names ? std::move(*names) : std::vector<std::string>{}).first;
    }
    const auto index = static_cast<std::size_t>(row - p * page_size);
    return index < it->second.size() ? it->second[index] : std::string();
}

std::optional<std::int64_t> GameList::id_at(std::int64_t row) const {
    if (const auto* g = this->row(row)) return g->id;
    return std::nullopt;
}

std::optional<std::int64_t> GameList::row_of(std::int64_t id) const {
    for (const auto& [p, rows] : pages_)
        for (std::size_t i = 0; i < rows.size(); ++i)
            if (rows[i].id == id) return p * page_size + static_cast<std::int64_t>(i);
    // Not among the rows seen so far: look through the first pages (a game opened by id).
    for (std::int64_t p = 0; p < 10 && p * page_size < count_; ++p) {
        if (pages_.count(p)) continue;
        const auto& rows = page(p);
        for (std::size_t i = 0; i < rows.size(); ++i)
            if (rows[i].id == id) return p * page_size + static_cast<std::int64_t>(i);
    }
    return std::nullopt;
}

}  // namespace damascope::app
