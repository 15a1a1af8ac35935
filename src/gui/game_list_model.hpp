// The game list's virtual model: the cells of app::GameList's rows (read from the database a page
// at a time and cached there), so a collection of any size lists instantly.
#pragma once

#include <wx/dataview.h>

#include <cstdint>
#include <optional>

#include "app/game_list.hpp"

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

    // Shows the games of `games` (its database's) matching `filter` (limit and offset are
    // ignored). Returns the count.
    std::int64_t SetQuery(app::GameList games, const app::GameFilter& filter);
    const app::GameFilter& Filter() const { return games_.filter(); }
    std::int64_t Count() const { return games_.count(); }
    // All the games of the database, whatever the filter.
    std::int64_t Total() const { return games_.total(); }
    // Id of the game on a row, and the row of a game (app::GameList::row_of).
    std::optional<std::int64_t> IdAt(std::int64_t row) const { return games_.id_at(row); }
    std::optional<std::int64_t> RowOf(std::int64_t id) const { return games_.row_of(id); }
    // The database column a list column sorts by ("" when it cannot be sorted).
    static const char* SortKey(unsigned column);

    unsigned GetColumnCount() const override { return column_count; }
    wxString GetColumnType(unsigned) const override { return "string"; }
    void GetValueByRow(wxVariant& value, unsigned row, unsigned col) const override;
    bool GetAttrByRow(unsigned row, unsigned col, wxDataViewItemAttr& attr) const override;
    bool SetValueByRow(const wxVariant&, unsigned, unsigned) override { return false; }

  private:
    app::GameList games_;
};

}  // namespace damascope::gui
