// A player's rating after each counted game (app::PlayerStanding::history), with the game that
// brought a badge marked in gold. Drawn left to right in both languages: time runs that way.
#pragma once

#include <wx/window.h>

#include <cstdint>
#include <vector>

#include "app/players.hpp"

class wxGraphicsContext;

namespace damascope::gui {

// The colours the plot draws with (tests/gui look for them).
inline const wxColour rating_line_colour(21, 101, 192);
inline const wxColour badge_gold(212, 160, 23);

class RatingPlot : public wxWindow {
  public:
    explicit RatingPlot(wxWindow* parent);
    void SetHistory(std::vector<app::RatingStep> history, std::vector<std::int64_t> badge_games);
    void PaintTo(wxGraphicsContext& gc, double width, double height) const;

  private:
    void OnPaint(wxPaintEvent& e);
    std::vector<app::RatingStep> history_;
    std::vector<std::int64_t> badge_games_;
};

}  // namespace damascope::gui
