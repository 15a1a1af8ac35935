#include "board_painter.hpp"

#include <wx/brush.h>
#include <wx/graphics.h>
#include <wx/pen.h>

#include <algorithm>
#include <cmath>
#include <numbers>

#include "board_square_numbers.hpp"
#include "core/notation.hpp"
#include "export/board_style.hpp"

namespace damascope::gui {

namespace {

void set_pen(wxGraphicsContext& gc, const wxGraphicsPenInfo& info) {
    gc.SetPen(gc.CreatePen(info));
}

wxColour wx_colour(const exporting::style::Rgba& c) {
    return {c.r, c.g, c.b, c.a};
}

// The palette is shared with the exported diagrams (src/export/board_style.hpp).
namespace style = exporting::style;
const wxColour frame_wood = wx_colour(style::frame_wood);
const wxColour label_colour = wx_colour(style::label_colour);
const wxColour dama_square = wx_colour(style::dama_square);
const wxColour dama_line = wx_colour(style::dama_line);
const wxColour dhama_light = wx_colour(style::dhama_light);
const wxColour dhama_dark = wx_colour(style::dhama_dark);
const wxColour last_move_tint = wx_colour(style::last_move_tint);
const wxColour last_move_line = wx_colour(style::last_move_line);
const wxColour ring_movable = wx_colour(style::ring_movable);
const wxColour ring_lifted = wx_colour(style::ring_lifted);
const wxColour mint_fill = wx_colour(style::mint_fill);
const wxColour mint_dot = wx_colour(style::mint_dot);
const wxColour explained_rule_break(200, 40, 110);  // magenta: no other board mark uses it
const wxColour explained_neutral(80, 100, 150);
const wxColour stored_best_arrow(30, 100, 210);  // blue: the analysis' best move
const wxColour engine_arrow(130, 60, 180);       // purple: the live engine's first move
const wxColour doomed_red = wx_colour(style::doomed_red);

void fill_rect(wxGraphicsContext& gc, double x, double y, double w, double h, const wxColour& c) {
    gc.SetPen(*wxTRANSPARENT_PEN);
    gc.SetBrush(wxBrush(c));
    gc.DrawRectangle(x, y, w, h);
}

// Squares are filled without antialiasing: their edges fall on fractional pixels, and a blended
// edge would be a column of a colour that is neither square's (the size of the window decides).
void fill_square(wxGraphicsContext& gc, double x, double y, double size, const wxColour& c) {
    gc.SetAntialiasMode(wxANTIALIAS_NONE);
    fill_rect(gc, x, y, size, size, c);
    gc.SetAntialiasMode(wxANTIALIAS_DEFAULT);
}

void ring(wxGraphicsContext& gc, double cx, double cy, double r, double width, const wxColour& c) {
    set_pen(gc, wxGraphicsPenInfo(c).Width(width));
    gc.SetBrush(*wxTRANSPARENT_BRUSH);
    gc.DrawEllipse(cx - r, cy - r, 2 * r, 2 * r);
}

// A small crown drawn on a king, sized to the piece.
void draw_crown(wxGraphicsContext& gc, double cx, double cy, double r, bool white) {
    const double w = r * 1.0, h = r * 0.62;
    const double x0 = cx - w / 2, y0 = cy - h / 2;
    wxGraphicsPath p = gc.CreatePath();
    p.MoveToPoint(x0, y0 + h);
    p.AddLineToPoint(x0, y0 + h * 0.15);
    p.AddLineToPoint(x0 + w * 0.27, y0 + h * 0.55);
    p.AddLineToPoint(x0 + w * 0.5, y0);
    p.AddLineToPoint(x0 + w * 0.73, y0 + h * 0.55);
    p.AddLineToPoint(x0 + w, y0 + h * 0.15);
    p.AddLineToPoint(x0 + w, y0 + h);
    p.CloseSubpath();
    set_pen(gc, wxGraphicsPenInfo(
                    wx_colour(white ? style::crown_line_on_white : style::crown_line_on_black))
                    .Width(std::max(1.0, r * 0.06)));
    gc.SetBrush(
        wxBrush(wx_colour(white ? style::crown_fill_on_white : style::crown_fill_on_black)));
    gc.DrawPath(p);
}

void draw_piece(wxGraphicsContext& gc, double cx, double cy, double r, core::Piece piece) {
    const bool white = core::color_of(piece) == core::Color::white;
    const style::PieceColours& colours = white ? style::white_piece : style::black_piece;
    // Shadow, then a disc with a soft radial light from the top left, then a rim.
    gc.SetPen(*wxTRANSPARENT_PEN);
    gc.SetBrush(wxBrush(wx_colour(style::piece_shadow)));
    gc.DrawEllipse(cx - r + r * 0.08, cy - r + r * 0.12, 2 * r, 2 * r);
    const wxColour light = wx_colour(colours.light);
    const wxColour dark = wx_colour(colours.dark);
    gc.SetBrush(
        gc.CreateRadialGradientBrush(cx - r * 0.35, cy - r * 0.35, cx, cy, r * 1.3, light, dark));
    set_pen(gc, wxGraphicsPenInfo(wx_colour(colours.rim)).Width(std::max(1.0, r * 0.05)));
    gc.DrawEllipse(cx - r, cy - r, 2 * r, 2 * r);
    ring(gc, cx, cy, r * 0.72, std::max(1.0, r * 0.05), wx_colour(colours.inner_ring));
    if (core::is_king(piece)) draw_crown(gc, cx, cy, r, white);
}

void draw_path(wxGraphicsContext& gc, const BoardGeometry& geo,
               const std::vector<core::Square>& path, const wxColour& colour, double width) {
    if (path.size() < 2) return;
    wxGraphicsPath p = gc.CreatePath();
    p.MoveToPoint(geo.rect(path[0]).center_x(), geo.rect(path[0]).center_y());
    for (std::size_t i = 1; i < path.size(); ++i)
        p.AddLineToPoint(geo.rect(path[i]).center_x(), geo.rect(path[i]).center_y());
    set_pen(gc, wxGraphicsPenInfo(colour).Width(width).Cap(wxCAP_ROUND).Join(wxJOIN_ROUND));
    gc.SetBrush(*wxTRANSPARENT_BRUSH);
    gc.StrokePath(p);
    const auto end = geo.rect(path.back());
    gc.SetPen(*wxTRANSPARENT_PEN);
    gc.SetBrush(wxBrush(colour));
    gc.DrawEllipse(end.center_x() - width * 1.6, end.center_y() - width * 1.6, width * 3.2,
                   width * 3.2);
}

void draw_squares(wxGraphicsContext& gc, const BoardGeometry& geo, const BoardScene& scene) {
    const double sq = geo.square_size();
    const bool dama = core::is_dama_family(scene.position.variant());
    fill_square(gc, geo.left(), geo.top(), geo.board_size(), dama ? dama_square : dhama_light);
    if (!dama) {
        for (core::Square s = 0; s < 64; ++s) {
            if (!(core::dark_squares & core::bit(s))) continue;
            const auto r = geo.rect(s);
            fill_square(gc, r.x, r.y, r.size, dhama_dark);
        }
    }
    if (!scene.last_move.empty()) {
        for (core::Square s : {scene.last_move.front(), scene.last_move.back()}) {
            const auto r = geo.rect(s);
            fill_square(gc, r.x, r.y, r.size, last_move_tint);
        }
    }
    if (dama) {
        // Real Dama boards are one colour with lines ruled between the squares.
        set_pen(gc, wxGraphicsPenInfo(dama_line).Width(std::max(1.0, sq * 0.025)));
        for (int i = 1; i < 8; ++i) {
            const double x = geo.left() + i * sq, y = geo.top() + i * sq;
            gc.StrokeLine(x, geo.top(), x, geo.top() + geo.board_size());
            gc.StrokeLine(geo.left(), y, geo.left() + geo.board_size(), y);
        }
    }
    set_pen(gc, wxGraphicsPenInfo(dama_line).Width(std::max(1.0, sq * 0.04)));
    gc.SetBrush(*wxTRANSPARENT_BRUSH);
    gc.DrawRectangle(geo.left(), geo.top(), geo.board_size(), geo.board_size());
}

void draw_labels(wxGraphicsContext& gc, const BoardGeometry& geo, const BoardScene& scene) {
    const double sq = geo.square_size();
    const bool dama = core::is_dama_family(scene.position.variant());
    // Dhama's square numbers are drawn over the pieces (draw_square_numbers).
    if (!scene.show_coordinates || (!dama && scene.show_numbers)) return;
    gc.SetFont(wxFont(wxFontInfo(std::max(1.0, sq * 0.22)).Family(wxFONTFAMILY_SWISS).Bold()),
               label_colour);
    for (int i = 0; i < 8; ++i) {
        const wxString file(static_cast<char>('a' + i)), rank(static_cast<char>('1' + i));
        double w = 0, h = 0;
        gc.GetTextExtent(file, &w, &h);
        gc.DrawText(file, geo.file_label_x(i) - w / 2,
                    geo.top() + geo.board_size() + (sq * 0.5 - h) / 2);
        gc.GetTextExtent(rank, &w, &h);
        gc.DrawText(rank, geo.left() - sq * 0.25 - w / 2, geo.rank_label_y(i) - h / 2);
    }
}

// The game is over: no side to move. A gold-framed badge in the middle of the right margin: the
// winner's disc, or for a draw a disc half white and half black.
void draw_game_over(wxGraphicsContext& gc, const BoardGeometry& geo, core::Outcome outcome) {
    const double sq = geo.square_size();
    const double w = sq * 0.4, h = sq * 0.8;
    const double cx = geo.left() + geo.board_size() + sq * 0.25;
    const double cy = geo.top() + geo.board_size() / 2;
    set_pen(gc, wxGraphicsPenInfo(wxColour(212, 160, 23)).Width(std::max(2.0, sq * 0.05)));
    gc.SetBrush(wxBrush(wxColour(120, 84, 48)));
    gc.DrawRoundedRectangle(cx - w / 2, cy - h / 2, w, h, sq * 0.08);
    const double r = sq * 0.14;
    set_pen(gc, wxGraphicsPenInfo(wxColour(90, 90, 90)).Width(1));
    if (outcome == core::Outcome::draw) {
        gc.SetBrush(wxBrush(wxColour(250, 248, 240)));
        gc.DrawEllipse(cx - r, cy - h / 4 - r, 2 * r, 2 * r);
        gc.SetBrush(wxBrush(wxColour(20, 20, 20)));
        gc.DrawEllipse(cx - r, cy + h / 4 - r, 2 * r, 2 * r);
        return;
    }
    const bool white = outcome == core::Outcome::white_wins;
    gc.SetBrush(wxBrush(white ? wxColour(250, 248, 240) : wxColour(20, 20, 20)));
    gc.DrawEllipse(cx - r, cy - h / 4 - r, 2 * r, 2 * r);
    // A small gold star under the winner's disc.
    wxGraphicsPath star = gc.CreatePath();
    const double R = sq * 0.12, rin = R * 0.45, sy = cy + h / 4;
    for (int i = 0; i < 10; ++i) {
        const double a = -std::numbers::pi / 2 + i * std::numbers::pi / 5,
                     len = i % 2 == 0 ? R : rin;
        const double x = cx + len * std::cos(a), y = sy + len * std::sin(a);
        if (i == 0)
            star.MoveToPoint(x, y);
        else
            star.AddLineToPoint(x, y);
    }
    star.CloseSubpath();
    gc.SetPen(*wxTRANSPARENT_PEN);
    gc.SetBrush(wxBrush(wxColour(240, 192, 40)));
    gc.DrawPath(star);
}

// A small disc in the right margin, beside the side whose turn it is (near side at the bottom);
// at the end of a game, the outcome instead.
void draw_turn(wxGraphicsContext& gc, const BoardGeometry& geo, const BoardScene& scene) {
    if (scene.game_over != core::Outcome::ongoing) {
        draw_game_over(gc, geo, scene.game_over);
        return;
    }
    const double sq = geo.square_size();
    const bool white = scene.position.side_to_move() == core::Color::white;
    const bool near = white != geo.flipped();
    const double r = sq * 0.13;
    const double cx = geo.left() + geo.board_size() + sq * 0.25;
    const double cy = near ? geo.top() + geo.board_size() - sq * 0.25 : geo.top() + sq * 0.25;
    set_pen(gc, wxGraphicsPenInfo(white ? wxColour(90, 90, 90) : wxColour(200, 200, 200)).Width(1));
    gc.SetBrush(wxBrush(white ? wxColour(250, 248, 240) : wxColour(20, 20, 20)));
    gc.DrawEllipse(cx - r, cy - r, 2 * r, 2 * r);
}

// A coloured square: the whole square tinted, under the pieces.
void draw_coloured_squares(wxGraphicsContext& gc, const BoardGeometry& geo,
                           const std::vector<core::ColouredSquare>& squares) {
    for (const auto& s : squares) {
        const wxColour c = mark_colour(s.colour);
        const auto r = geo.rect(s.square);
        fill_square(gc, r.x, r.y, r.size,
                    wxColour(c.Red(), c.Green(), c.Blue(), style::square_mark_alpha));
    }
}

// An arrow from the centre of one square to the centre of another, its head on the target.
void draw_arrow(wxGraphicsContext& gc, const BoardGeometry& geo, const core::Arrow& a) {
    const auto from = geo.rect(a.from), to = geo.rect(a.to);
    const double x0 = from.center_x(), y0 = from.center_y();
    const double x1 = to.center_x(), y1 = to.center_y();
    const double dx = x1 - x0, dy = y1 - y0, length = std::hypot(dx, dy);
    if (length < 1) return;
    const double ux = dx / length, uy = dy / length;  // along the arrow
    const double sq = geo.square_size();
    const double shaft = sq * 0.16, head_length = std::min(sq * 0.45, length * 0.6),
                 head_width = sq * 0.42;
    const double bx = x1 - ux * head_length, by = y1 - uy * head_length;  // the head's base
    // The shaft and the head as one outline, so that the translucent colour is laid once.
    const double px = -uy, py = ux;  // across the arrow
    wxGraphicsPath p = gc.CreatePath();
    p.MoveToPoint(x0 + px * shaft / 2, y0 + py * shaft / 2);
    p.AddLineToPoint(bx + px * shaft / 2, by + py * shaft / 2);
    p.AddLineToPoint(bx + px * head_width / 2, by + py * head_width / 2);
    p.AddLineToPoint(x1, y1);
    p.AddLineToPoint(bx - px * head_width / 2, by - py * head_width / 2);
    p.AddLineToPoint(bx - px * shaft / 2, by - py * shaft / 2);
    p.AddLineToPoint(x0 - px * shaft / 2, y0 - py * shaft / 2);
    p.CloseSubpath();
    gc.SetPen(*wxTRANSPARENT_PEN);
    gc.SetBrush(wxBrush(wx_colour(style::mark_colour_rgba(a.colour))));
    gc.FillPath(p);
}

// A filled triangle pointing at `to`'s centre, along the segment from `from` (an explained
// capture's path ends with it).
void draw_arrow_head(wxGraphicsContext& gc, const BoardGeometry& geo, core::Square from,
                     core::Square to, const wxColour& colour) {
    const double x0 = geo.rect(from).center_x(), y0 = geo.rect(from).center_y();
    const double x1 = geo.rect(to).center_x(), y1 = geo.rect(to).center_y();
    const double length = std::hypot(x1 - x0, y1 - y0);
    if (length < 1) return;
    const double ux = (x1 - x0) / length, uy = (y1 - y0) / length, sq = geo.square_size();
    const double head_length = std::min(sq * 0.45, length * 0.6), head_width = sq * 0.42;
    const double bx = x1 - ux * head_length, by = y1 - uy * head_length;
    wxGraphicsPath p = gc.CreatePath();
    p.MoveToPoint(x1, y1);
    p.AddLineToPoint(bx - uy * head_width / 2, by + ux * head_width / 2);
    p.AddLineToPoint(bx + uy * head_width / 2, by - ux * head_width / 2);
    p.CloseSubpath();
    gc.SetPen(*wxTRANSPARENT_PEN);
    gc.SetBrush(wxBrush(colour));
    gc.FillPath(p);
}

}  // namespace

wxColour mark_colour(core::MarkColour c) {
    const auto rgba = style::mark_colour_rgba(c);
    return {rgba.r, rgba.g, rgba.b};
}

void paint_board(wxGraphicsContext& gc, const BoardGeometry& geo, const BoardScene& scene) {
    const double sq = geo.square_size();
    if (sq <= 1) return;
    const double pad = sq * 0.5;
    gc.SetPen(*wxTRANSPARENT_PEN);
    gc.SetBrush(wxBrush(frame_wood));
    gc.DrawRoundedRectangle(geo.left() - pad, geo.top() - pad, geo.board_size() + 2 * pad,
                            geo.board_size() + 2 * pad, sq * 0.12);
    draw_squares(gc, geo, scene);
    draw_coloured_squares(gc, geo, scene.coloured_squares);
    draw_labels(gc, geo, scene);
    draw_turn(gc, geo, scene);
    draw_path(gc, geo, scene.last_move, last_move_line, std::max(1.5, sq * 0.06));

    for (core::Bitboard t = scene.targets; t;) {
        const auto r = geo.rect(core::pop_lsb(t));
        fill_square(gc, r.x, r.y, r.size, mint_fill);
        gc.SetBrush(wxBrush(mint_dot));
        gc.DrawEllipse(r.center_x() - sq * 0.13, r.center_y() - sq * 0.13, sq * 0.26, sq * 0.26);
    }

    const double radius = sq * 0.39;
    for (core::Square s = 0; s < 64; ++s) {
        const core::Piece p = scene.position.piece_at(s);
        if (p == core::Piece::none) continue;
        const auto r = geo.rect(s);
        const bool lifted = scene.lifted == s;
        const double lift = lifted ? sq * 0.07 : 0;
        if (lifted) {  // the piece in the hand casts a wider shadow on its square
            gc.SetPen(*wxTRANSPARENT_PEN);
            gc.SetBrush(wxBrush(wxColour(0, 0, 0, 60)));
            gc.DrawEllipse(r.center_x() - radius, r.center_y() - radius + sq * 0.05, 2 * radius,
                           2 * radius);
        }
        draw_piece(gc, r.center_x(), r.center_y() - lift, radius, p);
        if (lifted)
            ring(gc, r.center_x(), r.center_y() - lift, radius + sq * 0.05,
                 std::max(2.0, sq * 0.06), ring_lifted);
        else if (scene.movable & core::bit(s))
            ring(gc, r.center_x(), r.center_y(), radius + sq * 0.045, std::max(1.5, sq * 0.04),
                 ring_movable);
        if (scene.doomed & core::bit(s))
            ring(gc, r.center_x(), r.center_y(), radius + sq * 0.05, std::max(2.0, sq * 0.07),
                 doomed_red);
    }
    // A chain that returns to the lifted piece's own square: its target dot is drawn on the piece,
    // which would hide it otherwise.
    if (scene.lifted && (scene.targets & core::bit(*scene.lifted))) {
        const auto r = geo.rect(*scene.lifted);
        gc.SetPen(*wxTRANSPARENT_PEN);
        gc.SetBrush(wxBrush(mint_dot));
        gc.DrawEllipse(r.center_x() - sq * 0.13, r.center_y() - sq * 0.07 - sq * 0.13, sq * 0.26,
                       sq * 0.26);
    }
    for (const auto& a : scene.analysis_arrows) {
        if (a.path.size() < 2) continue;
        const wxColour& colour = a.engine ? engine_arrow : stored_best_arrow;
        draw_path(gc, geo, a.path, colour, std::max(2.0, sq * 0.08));
        const std::size_t n = a.path.size();
        draw_arrow_head(gc, geo, a.path[n - 2], a.path[n - 1], colour);
    }
    if (scene.explained_path.size() >= 2) {
        const wxColour colour = scene.explained_neutral ? explained_neutral : explained_rule_break;
        for (core::Bitboard t = scene.explained_taken; t;) {
            const auto r = geo.rect(core::pop_lsb(t));
            ring(gc, r.center_x(), r.center_y(), radius + sq * 0.05, std::max(2.0, sq * 0.07),
                 colour);
        }
        draw_path(gc, geo, scene.explained_path, colour, std::max(2.0, sq * 0.09));
        // The arrow's head on the last landing.
        const std::size_t n = scene.explained_path.size();
        draw_arrow_head(gc, geo, scene.explained_path[n - 2], scene.explained_path[n - 1], colour);
    }
    if (scene.show_numbers && !core::is_dama_family(scene.position.variant()))
        draw_square_numbers(gc, geo);
    draw_path(gc, geo, scene.chosen, wxColour(46, 170, 120, 200), std::max(1.5, sq * 0.06));
    for (const core::Arrow& a : scene.arrows) draw_arrow(gc, geo, a);
}

}  // namespace damascope::gui
