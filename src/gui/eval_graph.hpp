// The evaluation graph: the engine's score for every position of the main line, White up, with
// the marked plies highlighted; clicking jumps to that ply.
#pragma once

#include <wx/window.h>

#include <functional>
#include <optional>
#include <vector>

#include "app/analysis_view.hpp"
#include "core/game_record.hpp"

class wxGraphicsContext;

namespace damascope::gui {

using app::GraphPoint;  // app/analysis_view.hpp

class EvalGraph : public wxWindow {
  public:
    explicit EvalGraph(wxWindow* parent);

    // One point per ply of the main line (index 0 = the start position).
    void SetPoints(std::vector<GraphPoint> points, bool analysed);
    void SetCurrentPly(int ply);
    // The analysis summed up per side (app::analysis_summary_text), drawn in the top corner; empty
    // for none.
    void SetSummary(const wxString& summary);

    std::function<void(int)> on_jump;
    // The vertical scale (eval_scale.hpp): automatic, or 10, 5 or 2 men at the edge. The mouse
    // wheel over the graph steps it (up: taller) and tells on_range.
    void SetRange(int range);
    int Range() const { return range_; }
    std::function<void(int)> on_range;

    void PaintTo(wxGraphicsContext& gc, double width, double height) const;

  private:
    void OnPaint(wxPaintEvent& e);
    void OnClick(wxMouseEvent& e);
    double XOf(int ply, double width) const;
    int PlyAt(int x) const;  // -1 when there is no graph

    std::vector<GraphPoint> points_;
    bool analysed_ = false;
    int current_ = 0;
    int range_ = 0;
    wxString summary_;
};

}  // namespace damascope::gui
