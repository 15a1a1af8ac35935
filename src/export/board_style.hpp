// The board's colours, shared by the desktop app's painter (src/gui/board_painter.cpp) and the
// exported diagrams (diagram.cpp), so that a diagram looks like the board on the screen.
// No wx here: the app turns each colour into a wxColour.
#pragma once

#include <cstdint>

#include "core/annotation.hpp"

namespace damascope::exporting::style {

struct Rgba {
    std::uint8_t r = 0, g = 0, b = 0, a = 255;
};

inline constexpr Rgba frame_wood{92, 60, 34};
inline constexpr Rgba label_colour{238, 220, 186};
inline constexpr Rgba dama_square{222, 188, 132};  // Dama: one colour, lines between the squares
inline constexpr Rgba dama_line{96, 62, 30};
inline constexpr Rgba dhama_light{240, 221, 184};  // Dhama: a checkered board
inline constexpr Rgba dhama_dark{150, 104, 62};
inline constexpr Rgba square_number{255, 245, 225, 210};  // Dhama's PDN numbers
inline constexpr Rgba last_move_tint{255, 210, 40, 110};
inline constexpr Rgba last_move_line{230, 150, 0, 200};
inline constexpr Rgba ring_movable{30, 136, 229};
inline constexpr Rgba ring_lifted{255, 193, 7};
inline constexpr Rgba mint_fill{152, 255, 204, 150};
inline constexpr Rgba mint_dot{46, 170, 120, 230};
inline constexpr Rgba doomed_red{220, 30, 40};

// Pieces: a disc lit from the top left (light to dark), a rim and an inner ring.
struct PieceColours {
    Rgba light, dark, rim, inner_ring;
};
inline constexpr PieceColours white_piece{
    {255, 253, 244}, {214, 204, 180}, {120, 110, 90}, {190, 178, 150}};
inline constexpr PieceColours black_piece{{110, 110, 116}, {22, 22, 26}, {0, 0, 0}, {70, 70, 76}};
inline constexpr Rgba piece_shadow{0, 0, 0, 70};
// The crown of a king (a dama): outline and fill, on a white and on a black piece.
inline constexpr Rgba crown_line_on_white{120, 80, 10};
inline constexpr Rgba crown_fill_on_white{230, 175, 40};
inline constexpr Rgba crown_line_on_black{250, 220, 120};
inline constexpr Rgba crown_fill_on_black{210, 160, 30};

// Arrows and coloured squares of the [%cal]/[%csl] comments, in the four colours chess tools use.
constexpr Rgba mark_colour_rgba(core::MarkColour c) {
    switch (c) {
        case core::MarkColour::green:
            return {21, 150, 60, 200};
        case core::MarkColour::red:
            return {210, 30, 30, 200};
        case core::MarkColour::yellow:
            return {235, 190, 0, 200};
        case core::MarkColour::blue:
            return {30, 100, 220, 200};
    }
    return {21, 150, 60, 200};
}
// A coloured square is the same colour, lighter, over the square.
inline constexpr std::uint8_t square_mark_alpha = 120;

}  // namespace damascope::exporting::style
