#include "export/diagram.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <cmath>

#include "core/notation.hpp"
#include "export/board_style.hpp"

namespace damascope::exporting {

namespace {

using style::Rgba;

// Where the squares are drawn: as the app's BoardGeometry, the board centred with a margin
// around it (half a square with coordinates, a quarter without) that the frame fills.
struct Layout {
    double square = 0, left = 0, top = 0, margin = 0;
    bool flip = false;

    Layout(double size, bool flipped, double margin_squares)
        : square(size / (8 + 2 * margin_squares)), flip(flipped) {
        margin = margin_squares * square;
        left = top = margin;
    }
    double board() const { return 8 * square; }
    // White's side (rank 1) at the bottom and file a at the left; flipped, both turn round.
    int column(core::Square s) const { return flip ? 7 - core::file_of(s) : core::file_of(s); }
    int row(core::Square s) const { return flip ? core::rank_of(s) : 7 - core::rank_of(s); }
    double x(core::Square s) const { return left + column(s) * square; }
    double y(core::Square s) const { return top + row(s) * square; }
    double cx(core::Square s) const { return x(s) + square / 2; }
    double cy(core::Square s) const { return y(s) + square / 2; }
};

std::string colour(const Rgba& c) {
    return fmt::format("#{:02x}{:02x}{:02x}", c.r, c.g, c.b);
}

// fill="#rrggbb" with fill-opacity when the colour is not opaque (attr "fill" or "stroke").
std::string paint(const char* attr, const Rgba& c) {
    std::string s = fmt::format(" {}=\"{}\"", attr, colour(c));
    if (c.a != 255) s += fmt::format(" {}-opacity=\"{:.3f}\"", attr, c.a / 255.0);
    return s;
}

std::string num(double v) {
    std::string s = fmt::format("{:.2f}", v);
    while (s.back() == '0') s.pop_back();
    if (s.back() == '.') s.pop_back();
    if (s == "-0") s = "0";
    return s;
}

void rect(std::string& out, double x, double y, double w, double h, const Rgba& c,
          const std::string& extra = "") {
    out += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"{}{}/>\n", num(x), num(y),
                       num(w), num(h), paint("fill", c), extra);
}

void draw_board(std::string& out, const Layout& geo, core::Variant v, double size) {
    const double sq = geo.square;
    const bool dama = core::is_dama_family(v);
    out += fmt::format(
        "<rect class=\"frame\" x=\"0\" y=\"0\" width=\"{0}\" height=\"{0}\" "
        "rx=\"{1}\"{2}/>\n",
        num(size), num(sq * 0.12), paint("fill", style::frame_wood));
    // Squares are drawn edge to edge without antialiasing, as in the app: a blended edge would
    // be a seam of a colour that is neither square's.
    out += "<g shape-rendering=\"crispEdges\">\n";
    rect(out, geo.left, geo.top, geo.board(), geo.board(),
         dama ? style::dama_square : style::dhama_light);
    if (!dama) {
        for (core::Square s = 0; s < 64; ++s)
            if (core::dark_squares & core::bit(s))
                rect(out, geo.x(s), geo.y(s), sq, sq, style::dhama_dark,
                     fmt::format(" class=\"dark\" data-square=\"{}\"",
                                 core::square_name(core::Variant::dhama, s)));
    }
    out += "</g>\n";
}

void draw_lines(std::string& out, const Layout& geo, core::Variant v) {
    const double sq = geo.square;
    if (core::is_dama_family(v)) {
        // Real Dama boards are one colour with lines ruled between the squares.
        out += fmt::format("<g{} stroke-width=\"{}\">\n", paint("stroke", style::dama_line),
                           num(std::max(1.0, sq * 0.025)));
        for (int i = 1; i < 8; ++i) {
            const double x = geo.left + i * sq, y = geo.top + i * sq;
            out += fmt::format("<line x1=\"{0}\" y1=\"{1}\" x2=\"{0}\" y2=\"{2}\"/>\n", num(x),
                               num(geo.top), num(geo.top + geo.board()));
            out += fmt::format("<line x1=\"{1}\" y1=\"{0}\" x2=\"{2}\" y2=\"{0}\"/>\n", num(y),
                               num(geo.left), num(geo.left + geo.board()));
        }
        out += "</g>\n";
    }
    out += fmt::format(
        "<rect x=\"{0}\" y=\"{1}\" width=\"{2}\" height=\"{2}\" fill=\"none\"{3} "
        "stroke-width=\"{4}\"/>\n",
        num(geo.left), num(geo.top), num(geo.board()), paint("stroke", style::dama_line),
        num(std::max(1.0, sq * 0.04)));
}

void text(std::string& out, double x, double baseline, double font_size, const Rgba& c,
          const std::string& anchor, bool bold, const std::string& content,
          const std::string& cls) {
    out += fmt::format(
        "<text class=\"{}\" x=\"{}\" y=\"{}\" font-family=\"DejaVu Sans, Arial, sans-serif\" "
        "font-size=\"{}\"{} text-anchor=\"{}\"{}>{}</text>\n",
        cls, num(x), num(baseline), num(font_size), bold ? " font-weight=\"bold\"" : "", anchor,
        paint("fill", c), content);
}

void draw_labels(std::string& out, const Layout& geo, core::Variant v) {
    const double sq = geo.square;
    if (!core::is_dama_family(v)) {
        // Dhama is written in PDN numbers: each dark square shows its own.
        const double fs = std::max(1.0, sq * 0.15);
        for (core::Square s = 0; s < 64; ++s) {
            if (!(core::dark_squares & core::bit(s))) continue;
            text(out, geo.x(s) + sq * 0.04, geo.y(s) + sq * 0.01 + fs, fs, style::square_number,
                 "start", false, core::square_name(core::Variant::dhama, s), "number");
        }
        return;
    }
    const double fs = std::max(1.0, sq * 0.22);
    for (int i = 0; i < 8; ++i) {
        // A file's letter below the board, a rank's number to its left, centred in the margin;
        // the baseline 0.35 em below the centre puts the digits' middle there.
        const core::Square file_square = core::make_square(i, 0);
        const core::Square rank_square = core::make_square(0, i);
        text(out, geo.cx(file_square), geo.top + geo.board() + geo.margin / 2 + fs * 0.36, fs,
             style::label_colour, "middle", true, std::string(1, static_cast<char>('a' + i)),
             "file");
        text(out, geo.left - geo.margin / 2, geo.cy(rank_square) + fs * 0.36, fs,
             style::label_colour, "middle", true, std::string(1, static_cast<char>('1' + i)),
             "rank");
    }
}

// A small disc in the right margin beside the side whose turn it is (near side at the bottom).
void draw_turn(std::string& out, const Layout& geo, core::Color side) {
    const double sq = geo.square;
    const bool white = side == core::Color::white;
    const bool near = white != geo.flip;
    const double r = std::min(sq * 0.13, geo.margin * 0.42);
    const double cx = geo.left + geo.board() + geo.margin / 2;
    const double cy = near ? geo.top + geo.board() - sq * 0.25 : geo.top + sq * 0.25;
    out += fmt::format(
        "<circle class=\"turn\" data-side=\"{}\" cx=\"{}\" cy=\"{}\" r=\"{}\"{}{} "
        "stroke-width=\"1\"/>\n",
        white ? "white" : "black", num(cx), num(cy), num(r),
        paint("fill", white ? Rgba{250, 248, 240} : Rgba{20, 20, 20}),
        paint("stroke", white ? Rgba{90, 90, 90} : Rgba{200, 200, 200}));
}

void draw_path(std::string& out, const Layout& geo, const std::vector<core::Square>& path) {
    if (path.size() < 2) return;
    const double width = std::max(1.5, geo.square * 0.06);
    std::string points;
    for (core::Square s : path) points += num(geo.cx(s)) + "," + num(geo.cy(s)) + " ";
    points.pop_back();
    out += fmt::format(
        "<polyline class=\"last-move\" points=\"{}\" fill=\"none\"{} stroke-width=\"{}\" "
        "stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n",
        points, paint("stroke", style::last_move_line), num(width));
    out += fmt::format("<circle cx=\"{}\" cy=\"{}\" r=\"{}\"{}/>\n", num(geo.cx(path.back())),
                       num(geo.cy(path.back())), num(width * 1.6),
                       paint("fill", style::last_move_line));
}

void gradient(std::string& out, const std::string& id, const style::PieceColours& c) {
    // The app's light falls from the top left: a radial gradient centred on the piece, of 1.3
    // radii, focused 0.35 radii up and left (in the piece's bounding box: 0.65 and 0.325).
    out += fmt::format(
        "<radialGradient id=\"{}\" cx=\"0.5\" cy=\"0.5\" r=\"0.65\" fx=\"0.325\" fy=\"0.325\">"
        "<stop offset=\"0\" stop-color=\"{}\"/><stop offset=\"1\" stop-color=\"{}\"/>"
        "</radialGradient>\n",
        id, colour(c.light), colour(c.dark));
}

void draw_crown(std::string& out, double cx, double cy, double r, bool white) {
    const double w = r * 1.0, h = r * 0.62;
    const double x0 = cx - w / 2, y0 = cy - h / 2;
    const double pts[][2] = {{x0, y0 + h},
                             {x0, y0 + h * 0.15},
                             {x0 + w * 0.27, y0 + h * 0.55},
                             {x0 + w * 0.5, y0},
                             {x0 + w * 0.73, y0 + h * 0.55},
                             {x0 + w, y0 + h * 0.15},
                             {x0 + w, y0 + h}};
    std::string points;
    for (const auto& p : pts) points += num(p[0]) + "," + num(p[1]) + " ";
    points.pop_back();
    out += fmt::format(
        "<polygon class=\"crown\" points=\"{}\"{}{} stroke-width=\"{}\" "
        "stroke-linejoin=\"miter\"/>\n",
        points, paint("fill", white ? style::crown_fill_on_white : style::crown_fill_on_black),
        paint("stroke", white ? style::crown_line_on_white : style::crown_line_on_black),
        num(std::max(1.0, r * 0.06)));
}

const char* piece_name(core::Piece p) {
    switch (p) {
        case core::Piece::white_man:
            return "white-man";
        case core::Piece::white_king:
            return "white-king";
        case core::Piece::black_man:
            return "black-man";
        case core::Piece::black_king:
            return "black-king";
        case core::Piece::none:
            break;
    }
    return "none";
}

void draw_piece(std::string& out, const Layout& geo, core::Variant v, core::Square s,
                core::Piece piece, std::string_view id_prefix) {
    const bool white = core::color_of(piece) == core::Color::white;
    const style::PieceColours& c = white ? style::white_piece : style::black_piece;
    const double r = geo.square * 0.39, cx = geo.cx(s), cy = geo.cy(s);
    out += fmt::format("<g class=\"piece\" data-square=\"{}\" data-piece=\"{}\">\n",
                       core::square_name(v, s), piece_name(piece));
    out += fmt::format("<circle cx=\"{}\" cy=\"{}\" r=\"{}\"{}/>\n", num(cx + r * 0.08),
                       num(cy + r * 0.12), num(r), paint("fill", style::piece_shadow));
    out += fmt::format(
        "<circle class=\"body\" cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"url(#{}{})\"{} "
        "stroke-width=\"{}\"/>\n",
        num(cx), num(cy), num(r), id_prefix, white ? "-white" : "-black", paint("stroke", c.rim),
        num(std::max(1.0, r * 0.05)));
    out += fmt::format(
        "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\"{} stroke-width=\"{}\"/>\n", num(cx),
        num(cy), num(r * 0.72), paint("stroke", c.inner_ring), num(std::max(1.0, r * 0.05)));
    if (core::is_king(piece)) draw_crown(out, cx, cy, r, white);
    out += "</g>\n";
}

void draw_arrow(std::string& out, const Layout& geo, core::Variant v, const core::Arrow& a) {
    const Rgba c = style::mark_colour_rgba(a.colour);
    const double x1 = geo.cx(a.from), y1 = geo.cy(a.from), x2 = geo.cx(a.to), y2 = geo.cy(a.to);
    const double len = std::hypot(x2 - x1, y2 - y1);
    if (len <= 0) return;
    const double ux = (x2 - x1) / len, uy = (y2 - y1) / len;
    const double width = geo.square * 0.16, head = geo.square * 0.42, half = geo.square * 0.24;
    // The shaft stops where the head begins; the head's tip is a little short of the centre.
    const double tip_x = x2 - ux * geo.square * 0.12, tip_y = y2 - uy * geo.square * 0.12;
    const double base_x = tip_x - ux * head, base_y = tip_y - uy * head;
    out += fmt::format("<g class=\"arrow\" data-from=\"{}\" data-to=\"{}\" data-colour=\"{}\"{}>\n",
                       core::square_name(v, a.from), core::square_name(v, a.to),
                       core::mark_colour_name(a.colour), paint("fill", c));
    out += fmt::format(
        "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"{} stroke-width=\"{}\" "
        "stroke-linecap=\"butt\"/>\n",
        num(x1), num(y1), num(base_x), num(base_y), paint("stroke", c), num(width));
    out += fmt::format("<polygon points=\"{},{} {},{} {},{}\"/>\n", num(tip_x), num(tip_y),
                       num(base_x - uy * half), num(base_y + ux * half), num(base_x + uy * half),
                       num(base_y - ux * half));
    out += "</g>\n";
}

}  // namespace

std::string diagram_svg_element(const core::Position& pos, const DiagramOptions& o,
                                std::string_view id_prefix) {
    const double size = o.size;
    const core::Variant v = pos.variant();
    const Layout geo(size, o.flip, o.coordinates ? 0.5 : 0.25);
    std::string out = fmt::format(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{0}\" "
        "viewBox=\"0 0 {0} {0}\" class=\"diagram\" data-variant=\"{1}\" data-flipped=\"{2}\">\n",
        o.size, core::is_dama_family(v) ? "dama" : "dhama", o.flip ? "true" : "false");
    out += "<defs>\n";
    gradient(out, std::string(id_prefix) + "-white", style::white_piece);
    gradient(out, std::string(id_prefix) + "-black", style::black_piece);
    out += "</defs>\n";
    draw_board(out, geo, v, size);
    for (core::Square s : {o.highlight.empty() ? core::no_square : o.highlight.front(),
                           o.highlight.empty() ? core::no_square : o.highlight.back()})
        if (s != core::no_square)
            rect(out, geo.x(s), geo.y(s), geo.square, geo.square, style::last_move_tint,
                 " class=\"highlight\" shape-rendering=\"crispEdges\"");
    for (const auto& cs : o.squares) {
        Rgba c = style::mark_colour_rgba(cs.colour);
        c.a = style::square_mark_alpha;
        rect(out, geo.x(cs.square), geo.y(cs.square), geo.square, geo.square, c,
             fmt::format(" class=\"marked-square\" data-square=\"{}\" data-colour=\"{}\" "
                         "shape-rendering=\"crispEdges\"",
                         core::square_name(v, cs.square), core::mark_colour_name(cs.colour)));
    }
    draw_lines(out, geo, v);
    if (o.coordinates) draw_labels(out, geo, v);
    draw_turn(out, geo, pos.side_to_move());
    draw_path(out, geo, o.highlight);
    for (core::Square s = 0; s < 64; ++s) {
        const core::Piece p = pos.piece_at(s);
        if (p != core::Piece::none) draw_piece(out, geo, v, s, p, id_prefix);
    }
    for (const auto& a : o.arrows) draw_arrow(out, geo, v, a);
    out += "</svg>\n";
    return out;
}

std::string diagram_svg(const core::Position& pos, const DiagramOptions& options) {
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + diagram_svg_element(pos, options);
}

}  // namespace damascope::exporting
