// The evaluation bar beside the board: White's share of the score as the light part, on White's
// side of the board (below when White is near), Black's as the dark part; grey when there is no
// score.
#pragma once

#include <wx/window.h>

#include <optional>

namespace damascope::gui {

class EvalBar : public wxWindow {
  public:
    explicit EvalBar(wxWindow* parent);

    // White's share, 0 to 1 (analysis_lines.hpp: eval_bar_white_share); nullopt: no score.
    void SetWhiteShare(std::optional<double> share);
    // Whether White's part is drawn at the bottom (White near, as the board shows it).
    void SetWhiteAtBottom(bool bottom);
    std::optional<double> WhiteShare() const { return share_; }

    // Where a point `percent` of the way down the bar is, in the window's pixels (screenshots).
    wxPoint PointAt(int percent) const;

  private:
    void OnPaint(wxPaintEvent& e);

    std::optional<double> share_;
    bool white_at_bottom_ = true;
};

}  // namespace damascope::gui
