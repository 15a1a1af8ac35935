#include "game_list_model.hpp"

#include "app/opening_collections.hpp"

#include "app/game_texts.hpp"
#include "app/mark_counts_text.hpp"
#include "core/variant_name.hpp"
#include "display_text.hpp"

namespace damascope::gui {

GameListModel::GameListModel() : wxDataViewVirtualListModel(0) {}

std::int64_t GameListModel::SetQuery(const database::GameDatabase* db,
                                     const database::GameFilter& filter) {
    db_ = db;
    filter_ = filter;
    filter_.limit = -1;
    filter_.offset = 0;
    pages_.clear();
    openings_.clear();
    count_ = 0;
    if (db_) {
        auto n = db_->count_games(filter_);
        if (n) count_ = *n;
    }
    Reset(static_cast<unsigned>(count_));
    return count_;
}

const database::GameSummary* GameListModel::Row(std::int64_t row) const {
    if (!db_ || row < 0 || row >= count_) return nullptr;
    const std::int64_t page = row / page_size;
    auto it = pages_.find(page);
    if (it == pages_.end()) {
        if (pages_.size() > 64) {  // a few thousand rows are plenty to keep
            pages_.clear();
            openings_.clear();
        }
        database::GameFilter f = filter_;
        f.offset = page * page_size;
        f.limit = page_size;
        auto rows = db_->list_games(f);
        it = pages_
                 .emplace(page,
                          rows ? std::move(rows).value() : std::vector<database::GameSummary>{})
                 .first;
    }
    const auto index = static_cast<std::size_t>(row - page * page_size);
    return index < it->second.size() ? &it->second[index] : nullptr;
}

std::string GameListModel::OpeningAt(std::int64_t row) const {
    if (Row(row) == nullptr) return {};
    const std::int64_t page = row / page_size;
    auto it = openings_.find(page);
    if (it == openings_.end()) {
        // The names of a page's games at once: each game's first moves against the collections.
        std::vector<std::int64_t> ids;
        for (const auto& g : pages_.at(page)) ids.push_back(g.id);
        auto names = app::opening_names_of(*db_, ids);
        it = openings_.emplace(page, names ? std::move(*names) : std::vector<std::string>{}).first;
    }
    const auto index = static_cast<std::size_t>(row - page * page_size);
    return index < it->second.size() ? it->second[index] : std::string();
}

std::optional<std::int64_t> GameListModel::IdAt(std::int64_t row) const {
    if (const auto* g = Row(row)) return g->id;
    return std::nullopt;
}

std::optional<std::int64_t> GameListModel::RowOf(std::int64_t id) const {
    for (const auto& [page, rows] : pages_)
        for (std::size_t i = 0; i < rows.size(); ++i)
            if (rows[i].id == id) return page * page_size + static_cast<std::int64_t>(i);
    // Not among the rows seen so far: look through the first pages (a game opened by id).
    for (std::int64_t page = 0; page < 10 && page * page_size < count_; ++page) {
        if (pages_.count(page)) continue;
        Row(page * page_size);
        const auto& rows = pages_[page];
        for (std::size_t i = 0; i < rows.size(); ++i)
            if (rows[i].id == id) return page * page_size + static_cast<std::int64_t>(i);
    }
    return std::nullopt;
}

const char* GameListModel::SortKey(unsigned column) {
    switch (column) {
        case col_id:
            return "id";
        case col_white:
            return "white";
        case col_black:
            return "black";
        case col_result:
            return "result";
        case col_date:
            return "date";
        case col_event:
            return "event";
        case col_plies:
            return "plies";
        case col_marks:
            return "marks";
        default:
            return "";
    }
}

void GameListModel::GetValueByRow(wxVariant& value, unsigned row, unsigned col) const {
    const auto* g = Row(row);
    if (!g) {
        value = wxString();
        return;
    }
    switch (col) {
        case col_id:
            value = wxString::Format("%lld", static_cast<long long>(g->id));
            break;
        case col_white:
            value = wxString::FromUTF8(g->white);
            break;
        case col_black:
            value = wxString::FromUTF8(g->black);
            break;
        case col_result:
            value = wxString::FromUTF8(app::result_column_text(g->result, g->outcome));
            break;
        case col_date:
            value = DateText(g->date);
            break;
        case col_event:
            value = wxString::FromUTF8(g->event);
            break;
        case col_variant:
            value = wxString::FromUTF8(app::variant_title(g->variant));
            break;
        case col_plies:
            value = wxString::Format("%d", g->plies);
            break;
        case col_marks:
            value = wxString::FromUTF8(app::marks_column_text(*g));
            break;
        case col_opening:
            value = wxString::FromUTF8(OpeningAt(row));
            break;
        default:
            value = wxString();
            break;
    }
}

bool GameListModel::GetAttrByRow(unsigned row, unsigned col, wxDataViewItemAttr& attr) const {
    const auto* g = Row(row);
    if (!g) return false;
    if (col == col_marks && (g->marks > 0 || g->blunders + g->mistakes + g->inaccuracies > 0)) {
        attr.SetColour(wxColour(198, 40, 40));
        attr.SetBold(true);
        return true;
    }
    if (g->stopped) {  // the replay stopped at an impossible move
        attr.SetItalic(true);
        attr.SetColour(wxColour(120, 120, 120));
        return true;
    }
    return false;
}

}  // namespace damascope::gui
