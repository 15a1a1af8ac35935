// The game list's virtual model: rows come from the database a page at a time and are cached, so
// a collection of any size lists instantly.
#pragma once

#include <wx/dataview.h>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "database/game_database.hpp"

namespace damascope::gui {

class GameListModel : public wxDataViewVirtualListModel {
  public:
    enum Column : unsigned {
        col_id,
        col_white,
        col_black,
        col_result,
        col_date,
        col_event,
        col_variant,
        col_plies,
        col_marks,
        col_opening,  // the name of the deepest named line of a collection the game follows
        column_count
    };

    GameListModel();

    // Shows the games of `db` matching `filter` (limit and offset are ignored). Returns the count.
    std::int64_t SetQuery(const database::GameDatabase* db, const database::GameFilter& filter);
    const database::GameFilter& Filter() const { return filter_; }
    std::int64_t Count() const { return count_; }
    // Id of the game on a row, and the row of a game (searched in the cached pages, then in the
    // first ten pages).
    std::optional<std::int64_t> IdAt(std::int64_t row) const;
    std::optional<std::int64_t> RowOf(std::int64_t id) const;
    // The database column a list column sorts by ("" when it cannot be sorted).
    static const char* SortKey(unsigned column);

    unsigned GetColumnCount() const override { return column_count; }
    wxString GetColumnType(unsigned) const override { return "string"; }
    void GetValueByRow(wxVariant& value, unsigned row, unsigned col) const override;
    bool GetAttrByRow(unsigned row, unsigned col, wxDataViewItemAttr& attr) const override;
    bool SetValueByRow(const wxVariant&, unsigned, unsigned) override { return false; }

  private:
    const database::GameSummary* Row(std::int64_t row) const;
    std::string OpeningAt(std::int64_t row) const;

    static constexpr std::int64_t page_size = 200;
    const database::GameDatabase* db_ = nullptr;
    database::GameFilter filter_;
    std::int64_t count_ = 0;
    mutable std::map<std::int64_t, std::vector<database::GameSummary>> pages_;
    mutable std::map<std::int64_t, std::vector<std::string>> openings_;  // by page, as pages_
};

}  // namespace damascope::gui
