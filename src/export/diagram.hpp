// A position as a diagram drawn as the desktop app's board draws it: Dama on a one-colour board
// with lines between the squares, Dhama on the dark squares of a checkered board, the same
// colours (board_style.hpp), men and crowned damas/kings, the side to move beside the board.
// Flipping turns the board 180 degrees (never a mirror) and the coordinates turn with it.
// SVG is text; PNG is that SVG rasterised by librsvg (cairo), with no window or display.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/annotation.hpp"
#include "core/position.hpp"
#include "core/result.hpp"

namespace damascope::exporting {

struct DiagramOptions {
    int size = 480;  // the picture is size x size pixels
    bool flip = false;
    bool coordinates = true;  // Dama: files and ranks around the board; Dhama: PDN numbers
    // The path of the move that led here (from, landings..., to), drawn as the app shows the last
    // move: its first and last squares tinted, a line through the path. Empty: none.
    std::vector<core::Square> highlight;
    std::vector<core::Arrow> arrows;
    std::vector<core::ColouredSquare> squares;
};

// Sizes a diagram may have, in pixels.
inline constexpr int min_diagram_size = 16;
inline constexpr int max_diagram_size = 4096;

// A standalone SVG document (an XML declaration, then <svg> of size x size).
std::string diagram_svg(const core::Position& pos, const DiagramOptions& options);
// The same picture as a PNG of exactly size x size pixels; an error for a size outside
// [min_diagram_size, max_diagram_size] or when rendering fails.
core::Result<std::vector<std::uint8_t>> diagram_png(const core::Position& pos,
                                                    const DiagramOptions& options);

// The SVG element alone (no XML declaration), to put inside an HTML page; `id_prefix` starts the
// ids of its gradients, so that several diagrams in one page do not share ids.
std::string diagram_svg_element(const core::Position& pos, const DiagramOptions& options,
                                std::string_view id_prefix = "dg");

}  // namespace damascope::exporting
