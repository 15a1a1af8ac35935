#include "eval_graph.hpp"

#include <wx/arrstr.h>
#include <wx/brush.h>
#include <wx/dcbuffer.h>
#include <wx/graphics.h>
#include <wx/intl.h>
#include <wx/pen.h>

#include <algorithm>
#include <cmath>
#include <memory>

#include "eval_scale.hpp"

namespace damascope::gui {

namespace {

void set_pen(wxGraphicsContext& gc, const wxGraphicsPenInfo& info) {
    gc.SetPen(gc.CreatePen(info));
}

wxColour mark_colour(core::MarkSet m) {
    using core::Mark;
    if (core::has_mark(m, Mark::missed_capture)) return {211, 47, 47};
    if (core::has_mark(m, Mark::longer_chain_available)) return {239, 108, 0};
    if (core::has_mark(m, Mark::blunder)) return {198, 40, 40};
    if (core::has_mark(m, Mark::mistake)) return {230, 81, 0};
    return {21, 101, 192};
}

}  // namespace

EvalGraph::EvalGraph(wxWindow* parent)
    : wxWindow(parent, wxID_ANY, wxDefaultPosition, wxSize(300, 90), wxFULL_REPAINT_ON_RESIZE) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    SetLayoutDirection(wxLayout_LeftToRight);  // time runs left to right in both languages
    SetMinSize(wxSize(100, 90));
    Bind(wxEVT_PAINT, &EvalGraph::OnPaint, this);
    Bind(wxEVT_LEFT_DOWN, &EvalGraph::OnClick, this);
    Bind(wxEVT_MOUSEWHEEL, [this](wxMouseEvent& e) {
        if (e.GetWheelAxis() != wxMOUSE_WHEEL_VERTICAL || e.GetWheelRotation() == 0) return;
        const int range = step_graph_range(range_, e.GetWheelRotation() > 0 ? 1 : -1);
        if (range == range_) return;
        SetRange(range);
        if (on_range) on_range(range);
    });
    Bind(wxEVT_MOTION, [this](wxMouseEvent& e) {
        if (e.LeftIsDown()) OnClick(e);
        const int ply = PlyAt(e.GetX());
        if (ply < 0) return;
        const auto& p = points_[static_cast<std::size_t>(ply)];
        SetToolTip(p.score ? wxString::Format(_("Ply %d: %+.2f"), ply, *p.score)
                           : wxString::Format(_("Ply %d"), ply));
    });
}

void EvalGraph::SetPoints(std::vector<GraphPoint> points, bool analysed) {
    points_ = std::move(points);
    analysed_ = analysed;
    Refresh();
}

void EvalGraph::SetSummary(const wxString& summary) {
    if (summary == summary_) return;
    summary_ = summary;
    Refresh();
}

void EvalGraph::SetRange(int range) {
    range_ = valid_graph_range(range);
    Refresh();
}

void EvalGraph::SetCurrentPly(int ply) {
    current_ = ply;
    Refresh();
}

double EvalGraph::XOf(int ply, double width) const {
    const int n = std::max<int>(1, static_cast<int>(points_.size()) - 1);
    return 6 + (width - 12) * ply / n;
}

void EvalGraph::PaintTo(wxGraphicsContext& gc, double width, double height) const {
    gc.SetPen(*wxTRANSPARENT_PEN);
    gc.SetBrush(wxBrush(wxColour(60, 60, 64)));  // Black's half
    gc.DrawRectangle(0, 0, width, height);
    const double mid = height / 2;
    auto y_of = [&](double men) { return graph_y(men, range_, height); };
    if (analysed_ && points_.size() > 1) {
        // White's advantage is the light area above the line, from the bottom edge.
        wxGraphicsPath area = gc.CreatePath();
        area.MoveToPoint(XOf(0, width), height);
        for (std::size_t i = 0; i < points_.size(); ++i)
            area.AddLineToPoint(XOf(static_cast<int>(i), width),
                                y_of(points_[i].score.value_or(0)));
        area.AddLineToPoint(XOf(static_cast<int>(points_.size()) - 1, width), height);
        area.CloseSubpath();
        gc.SetBrush(wxBrush(wxColour(240, 238, 230)));
        gc.DrawPath(area);
    } else {
        gc.SetBrush(wxBrush(wxColour(240, 238, 230)));
        gc.DrawRectangle(0, mid, width, height - mid);
        gc.SetFont(wxFont(wxFontInfo(9)), wxColour(90, 90, 90));
        double tw = 0, th = 0;
        const wxString msg = _("Not analysed yet: Analysis > Analyse this game");
        gc.GetTextExtent(msg, &tw, &th);
        gc.DrawText(msg, (width - tw) / 2, mid + 4);
    }
    set_pen(gc, wxGraphicsPenInfo(wxColour(150, 150, 150)).Width(1));
    gc.StrokeLine(0, mid, width, mid);
    if (range_ > 0 && analysed_) {  // the chosen range, at the top and bottom edges
        gc.SetFont(wxFont(wxFontInfo(8)), wxColour(128, 128, 128));
        double tw = 0, th = 0;
        const wxString low = wxString::Format("-%d", range_);
        gc.GetTextExtent(low, &tw, &th);
        gc.DrawText(wxString::Format("+%d", range_), 10, 1);  // clear of the first ply's line
        gc.DrawText(low, 10, height - th - 1);
    }

    // Marked plies: a coloured bar across the graph and a dot on the line.
    for (std::size_t i = 1; i < points_.size(); ++i) {
        if (points_[i].marks == 0) continue;
        const double x = XOf(static_cast<int>(i), width);
        const wxColour c = mark_colour(points_[i].marks);
        set_pen(gc, wxGraphicsPenInfo(wxColour(c.Red(), c.Green(), c.Blue(), 110)).Width(2));
        gc.StrokeLine(x, 0, x, height);
        const double y = analysed_ ? y_of(points_[i].score.value_or(0)) : mid;
        gc.SetPen(*wxTRANSPARENT_PEN);
        gc.SetBrush(wxBrush(c));
        gc.DrawEllipse(x - 4, y - 4, 8, 8);
    }
    if (!points_.empty()) {
        const double x = XOf(std::min<int>(current_, static_cast<int>(points_.size()) - 1), width);
        set_pen(gc, wxGraphicsPenInfo(wxColour(255, 193, 7)).Width(2));
        gc.StrokeLine(x, 0, x, height);
    }
    if (analysed_ && !summary_.empty()) {
        // On a light box at the far corner from the first plies, where the line starts level.
        gc.SetFont(wxFont(wxFontInfo(8)), wxColour(40, 40, 40));
        double tw = 0, th = 0, lh = 0;
        const wxArrayString lines = wxSplit(summary_, '\n', '\0');
        for (const wxString& line : lines) {
            double w = 0, h = 0;
            gc.GetTextExtent(line, &w, &h);
            tw = std::max(tw, w);
            lh = std::max(lh, h);
        }
        th = lh * static_cast<double>(lines.size());
        const double x = width - tw - 12, y = 3;
        gc.SetPen(*wxTRANSPARENT_PEN);
        gc.SetBrush(wxBrush(wxColour(255, 255, 255, 200)));
        gc.DrawRoundedRectangle(x - 4, y - 1, tw + 8, th + 2, 3);
        for (std::size_t i = 0; i < lines.size(); ++i)
            gc.DrawText(lines[i], x, y + lh * static_cast<double>(i));
    }
}

void EvalGraph::OnPaint(wxPaintEvent&) {
    wxAutoBufferedPaintDC dc(this);
    std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
    if (!gc) return;
    const wxSize s = GetClientSize();
    PaintTo(*gc, s.x, s.y);
}

int EvalGraph::PlyAt(int x) const {
    if (points_.size() < 2) return -1;
    const double width = GetClientSize().x;
    const double t = (x - 6) / std::max(1.0, width - 12);
    const int n = static_cast<int>(points_.size()) - 1;
    return std::clamp(static_cast<int>(std::lround(t * n)), 0, n);
}

void EvalGraph::OnClick(wxMouseEvent& e) {
    const int ply = PlyAt(e.GetX());
    if (ply >= 0 && ply != current_ && on_jump) on_jump(ply);
}

}  // namespace damascope::gui
