// The opening explorer beside the board (issue 12): the moves played from the board's position in
// the database's games, however the position was reached, with games, results, score, average
// rating and last year, and the games that reach it. It follows the game list's filter. The
// figures come from app::explore; nothing is counted here.
#pragma once

#include <wx/panel.h>

#include <cstdint>
#include <functional>
#include <vector>

#include "app/opening_explorer.hpp"
#include "core/position.hpp"

class wxListCtrl;
class wxListEvent;
class wxStaticText;

namespace damascope::gui {

class ExplorerPanel : public wxPanel {
  public:
    explicit ExplorerPanel(wxWindow* parent);

    // The games listed under the moves at most: the first ones by id (the summary says how many
    // there are).
    static constexpr std::size_t games_listed = 500;
    // Shows what the window model's explorer found (nullptr: no database is open); each position
    // is counted again (the explorer takes milliseconds on most positions).
    void Show(const core::Result<app::ExplorerView>* view);
    // The line above the lists ("1,234 games reach this position"), and each move's row as shown
    // (screenshot mode prints them).
    wxString Summary() const;
    std::vector<wxString> MoveRows() const;
    // Plays the move of row `row` (0 = the most played), as a click on it does.
    bool PlayRow(long row);

    // A click on a move: play it on the board.
    std::function<void(const core::Move&)> on_play;
    // A double-click on a game: open it at the ply where it reaches the position.
    std::function<void(std::int64_t id, int ply)> on_open_game;

  private:
    void OnMoveSelected(wxListEvent& e);
    void OnGameActivated(wxListEvent& e);

    wxStaticText* summary_ = nullptr;
    wxListCtrl* moves_ = nullptr;
    wxListCtrl* games_ = nullptr;
    app::ExplorerResult result_;
    bool filling_ = false;  // selection events while the list is filled are not clicks
};

}  // namespace damascope::gui
