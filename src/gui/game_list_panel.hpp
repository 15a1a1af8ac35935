// The game list: filter fields over a virtual, sortable list of the games in the database.
#pragma once

#include <wx/panel.h>
#include <wx/timer.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "app/game_list.hpp"

class wxDataViewCtrl;
class wxDataViewEvent;
class wxTextCtrl;
class wxChoice;
class wxCheckBox;
class wxStaticText;
class wxButton;
class wxSizer;

namespace damascope::gui {

class GameListModel;

class GameListPanel : public wxPanel {
  public:
    explicit GameListPanel(wxWindow* parent);

    // Lists the games of the open database (GameDocument::game_list()) with the current filter.
    void SetGames(app::GameList games);
    // Runs the query again (after an import).
    void Requery();
    app::GameFilter CurrentFilter() const;
    std::int64_t Count() const;
    // All the games of the database, filtered or not.
    std::int64_t Total() const { return total_; }
    // The "Has engine mistakes" check-box (where the real-event tests click).
    wxWindow* EngineMarksBox() const;
    // The second row of filters (the game, the check-boxes, the count) and the "More filters"
    // button that shows it: folded away by itself in a small pane until the user chooses.
    bool MoreFiltersShown() const;
    void ShowMoreFilters(bool show);
    wxWindow* MoreFiltersButton() const;

    // Selects the game on a row (and opens it); false when there is no such row.
    bool SelectRow(std::int64_t row);
    // Moves the selection by `delta` rows from the game `current_id`; false at either end.
    bool Step(std::int64_t current_id, int delta);
    // Marks the row of a game as selected without opening it.
    void ShowSelected(std::int64_t id);
    // The ids of the selected rows (Ctrl/Shift+click selects several), ascending.
    std::vector<std::int64_t> SelectedIds() const;

    // Orders the list by a database column ("white", "date", ...); false for an unknown key.
    bool SortBy(const std::string& key, bool descending);
    void SetPlayerFilter(const wxString& player);
    // Only the games of one player under all their spellings (`names`, exactly); the player field
    // shows `shown`, and typing in it goes back to matching what it says.
    void SetPlayerNames(const wxString& shown, std::vector<std::string> names);
    // Only the games whose moves another game has too (the "Same moves as another game" box).
    void SetSameMovesFilter(bool on);

    // How many rows the list shows at once, and the Opening column's text of a row as the list
    // shows it (screenshots print both).
    int RowsInView() const;
    wxString OpeningText(unsigned row) const;

    std::function<void(std::int64_t)> on_open;
    // After the list was read again (a new filter, a new database, an import).
    std::function<void()> on_requery;
    // After the list was queried again (a filter, an import): Count() may have changed.
    std::function<void()> on_count_changed;

  private:
    void OnFilterChanged();
    void OnActivated(wxDataViewEvent& e);
    void OnHeaderClick(wxDataViewEvent& e);
    // The arrow on the sorted column's header, pointing the way the list reads.
    void ShowSortArrow();
    void UpdateCount();
    void SetMoreFiltersShown(bool show);
    void FitMoreFilters();
    void UpdateMoreButton();

    app::GameList games_;     // the open database's games, before any filter
    std::int64_t total_ = 0;  // the games in the database, without the filter
    wxObjectDataPtr<GameListModel> model_;
    wxDataViewCtrl* list_ = nullptr;
    wxTextCtrl* player_ = nullptr;
    wxTextCtrl* event_ = nullptr;
    wxTextCtrl* date_from_ = nullptr;
    wxTextCtrl* date_to_ = nullptr;
    wxChoice* result_ = nullptr;
    wxChoice* variant_ = nullptr;
    wxCheckBox* marks_ = nullptr;         // rule marks: missed captures, longer chains
    wxCheckBox* engine_marks_ = nullptr;  // judgement marks of the stored analysis
    wxCheckBox* same_moves_ = nullptr;
    wxStaticText* count_ = nullptr;
    wxButton* more_ = nullptr;         // shows and hides more_filters_
    wxSizer* more_filters_ = nullptr;  // the second row: game, check-boxes, count
    bool more_chosen_ = false;         // the user pressed more_: no more folding by size
    wxTimer debounce_;
    std::string order_by_ = "id";
    bool descending_ = false;
    bool selecting_ = false;                 // a programmatic selection does not reopen the game
    std::vector<std::string> player_names_;  // SetPlayerNames: while the field shows them
};

}  // namespace damascope::gui
