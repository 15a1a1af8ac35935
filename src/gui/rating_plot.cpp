#include "rating_plot.hpp"

#include <wx/dcbuffer.h>
#include <wx/graphics.h>
#include <wx/intl.h>

#include <algorithm>
#include <cmath>
#include <memory>

#include "display_text.hpp"

namespace damascope::gui {

RatingPlot::RatingPlot(wxWindow* parent)
    : wxWindow(parent, wxID_ANY, wxDefaultPosition, wxSize(400, 160), wxFULL_REPAINT_ON_RESIZE) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    SetLayoutDirection(wxLayout_LeftToRight);
    SetMinSize(wxSize(200, 120));
    Bind(wxEVT_PAINT, &RatingPlot::OnPaint, this);
}

void RatingPlot::SetHistory(std::vector<app::RatingStep> history,
                            std::vector<std::int64_t> badge_games) {
    history_ = std::move(history);
    badge_games_ = std::move(badge_games);
    Refresh();
}

void RatingPlot::PaintTo(wxGraphicsContext& gc, double width, double height) const {
    gc.SetPen(*wxTRANSPARENT_PEN);
    gc.SetBrush(wxBrush(wxColour(250, 250, 247)));
    gc.DrawRectangle(0, 0, width, height);
    const wxFont small(wxFontInfo(8));
    gc.SetFont(small, wxColour(90, 90, 90));
    if (history_.empty()) {
        const wxString msg = _("No counted game: no rating yet");
        double tw = 0, th = 0;
        gc.GetTextExtent(msg, &tw, &th);
        gc.DrawText(msg, (width - tw) / 2, (height - th) / 2);
        return;
    }
    // The values drawn: the start, then the rating after each game.
    std::vector<double> values{history_.front().before};
    for (const auto& s : history_) values.push_back(s.after);
    double lo = *std::min_element(values.begin(), values.end());
    double hi = *std::max_element(values.begin(), values.end());
    if (hi - lo < 20) {  // a flat ladder still gets some room
        lo -= 10;
        hi += 10;
    }
    const double left = 44, right = width - 8, top = 8, bottom = height - 20;
    const auto x_of = [&](std::size_t i) {
        return left + (right - left) * static_cast<double>(i) /
                          static_cast<double>(std::max<std::size_t>(1, values.size() - 1));
    };
    const auto y_of = [&](double r) { return bottom - (bottom - top) * (r - lo) / (hi - lo); };

    gc.SetPen(gc.CreatePen(wxGraphicsPenInfo(wxColour(200, 200, 200)).Width(1)));
    gc.StrokeLine(left, top, left, bottom);
    gc.StrokeLine(left, bottom, right, bottom);
    gc.DrawText(wxString::Format("%.0f", hi), 2, top - 2);
    gc.DrawText(wxString::Format("%.0f", lo), 2, bottom - 10);
    const wxString games = wxString::Format(
        wxPLURAL("%zu counted game", "%zu counted games", static_cast<unsigned>(history_.size())),
        history_.size());
    double tw = 0, th = 0;
    gc.GetTextExtent(games, &tw, &th);
    gc.DrawText(games, right - tw, bottom + 3);
    // The first game's date as far as it is known ("1946", not "1946-??-??").
    if (!history_.front().date.empty())
        gc.DrawText(DateText(history_.front().date), left, bottom + 3);

    wxGraphicsPath line = gc.CreatePath();
    line.MoveToPoint(x_of(0), y_of(values[0]));
    for (std::size_t i = 1; i < values.size(); ++i) line.AddLineToPoint(x_of(i), y_of(values[i]));
    gc.SetPen(gc.CreatePen(wxGraphicsPenInfo(rating_line_colour).Width(2)));
    gc.SetBrush(*wxTRANSPARENT_BRUSH);
    gc.StrokePath(line);
    // The game that brought a badge: a gold disc on the line.
    for (std::size_t i = 0; i < history_.size(); ++i) {
        if (std::find(badge_games_.begin(), badge_games_.end(), history_[i].game_id) ==
            badge_games_.end())
            continue;
        gc.SetPen(*wxTRANSPARENT_PEN);
        gc.SetBrush(wxBrush(badge_gold));
        gc.DrawEllipse(x_of(i + 1) - 6, y_of(values[i + 1]) - 6, 12, 12);
    }
}

void RatingPlot::OnPaint(wxPaintEvent&) {
    wxAutoBufferedPaintDC dc(this);
    std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
    if (!gc) return;
    const wxSize s = GetClientSize();
    PaintTo(*gc, s.x, s.y);
}

}  // namespace damascope::gui
