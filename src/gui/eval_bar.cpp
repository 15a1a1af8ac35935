#include "eval_bar.hpp"

#include <wx/dcbuffer.h>
#include <wx/graphics.h>

#include <algorithm>
#include <memory>

namespace damascope::gui {

namespace {

// The evaluation graph's colours (eval_graph.cpp), so that both read alike.
const wxColour white_part(240, 238, 230);
const wxColour black_part(60, 60, 64);
const wxColour no_score(176, 176, 176);

}  // namespace

EvalBar::EvalBar(wxWindow* parent)
    : wxWindow(parent, wxID_ANY, wxDefaultPosition, wxSize(22, 200), wxFULL_REPAINT_ON_RESIZE) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    SetLayoutDirection(wxLayout_LeftToRight);  // White's side follows the board, never the language
    SetMinSize(wxSize(22, 100));
    Bind(wxEVT_PAINT, &EvalBar::OnPaint, this);
}

void EvalBar::SetWhiteShare(std::optional<double> share) {
    if (share) share = std::clamp(*share, 0.0, 1.0);
    if (share == share_) return;
    share_ = share;
    Refresh();
}

void EvalBar::SetWhiteAtBottom(bool bottom) {
    if (bottom == white_at_bottom_) return;
    white_at_bottom_ = bottom;
    Refresh();
}

wxPoint EvalBar::PointAt(int percent) const {
    const wxSize s = GetClientSize();
    return {s.x / 2, s.y * std::clamp(percent, 0, 100) / 100};
}

void EvalBar::OnPaint(wxPaintEvent&) {
    wxAutoBufferedPaintDC dc(this);
    std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
    if (!gc) return;
    const wxSize s = GetClientSize();
    const double w = s.x, h = s.y;
    gc->SetPen(*wxTRANSPARENT_PEN);
    if (!share_) {
        gc->SetBrush(wxBrush(no_score));
        gc->DrawRectangle(0, 0, w, h);
        return;
    }
    const double white_height = h * *share_;
    const double top_height = white_at_bottom_ ? h - white_height : white_height;
    gc->SetBrush(wxBrush(white_at_bottom_ ? black_part : white_part));
    gc->DrawRectangle(0, 0, w, top_height);
    gc->SetBrush(wxBrush(white_at_bottom_ ? white_part : black_part));
    gc->DrawRectangle(0, top_height, w, h - top_height);
    // An outline, so that White's light part stands out from the window's background.
    gc->SetBrush(*wxTRANSPARENT_BRUSH);
    gc->SetPen(wxPen(wxColour(120, 120, 120), 1));
    gc->DrawRectangle(0.5, 0.5, w - 1, h - 1);
    // A tick at the middle: level.
    gc->SetPen(wxPen(wxColour(200, 60, 60), 1));
    gc->StrokeLine(0, h / 2, w * 0.3, h / 2);
    gc->StrokeLine(w * 0.7, h / 2, w, h / 2);
}

}  // namespace damascope::gui
