// The endgame tables panel: when the board's position is held by the tables, every legal move with
// its verdict and distance ("Win in 13 plies", "Draw", "Loss in 8 plies"), best first, as Lichess's
// tablebase panel lists them; a click plays the move on the board (a trial line, as an engine line
// does). The tables are read through app::EndgameTables.
#pragma once

#include <wx/panel.h>

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "app/endgame_tables.hpp"
#include "core/position.hpp"

class wxListCtrl;
class wxStaticText;

namespace damascope::gui {

class TablesPanel : public wxPanel {
  public:
    TablesPanel(wxWindow* parent, std::unique_ptr<app::EndgameTables> tables);

    // The position shown; true when the tables hold it (its moves are listed).
    bool SetPosition(const core::Position& pos);
    bool Holds() const { return holds_; }
    app::EndgameTables& Tables() { return *tables_; }
    // The tables were built or changed: read them again and list the position's moves.
    void Reload();

    // "verdict: White wins in 14 plies (tables)" and the rows "11-15 Win in 13 plies", for
    // screenshots.
    wxString Summary() const;
    std::vector<wxString> RowTexts() const;
    // Plays the nth move listed (from 0) as a click on it does; false when there is none.
    bool PlayRow(std::size_t n);
    // The nth row's centre, in the frame's coordinates (where a user clicks).
    wxPoint RowPoint(std::size_t n, const wxWindow* frame) const;

    // A move clicked, to be played on the board.
    std::function<void(const core::Move&)> on_play;

  private:
    void Fill();

    std::unique_ptr<app::EndgameTables> tables_;
    core::Position position_ = core::Position::initial(core::Variant::dama);
    std::optional<app::TableMoves> moves_;
    bool holds_ = false;
    bool filling_ = false;  // the list is being refilled: its selection events are not clicks
    wxStaticText* verdict_ = nullptr;
    wxListCtrl* list_ = nullptr;
};

}  // namespace damascope::gui
