// Draws a board scene (position, last move, the seed's touch-control highlights) with a
// wxGraphicsContext, at any size: everything is scaled from the square size.
#pragma once

#include <optional>
#include <vector>

#include "board_geometry.hpp"
#include "core/annotation.hpp"
#include "core/game_state.hpp"
#include "core/position.hpp"

class wxColour;
class wxGraphicsContext;

namespace damascope::gui {

struct BoardScene {
    core::Position position = core::Position::initial(core::Variant::dama);
    std::vector<core::Square> last_move;  // from, landings..., to (empty: none)
    core::Bitboard movable = 0;           // pieces that may move this turn (ringed)
    std::optional<core::Square> lifted;   // the piece the user picked up
    core::Bitboard targets = 0;           // where the lifted piece may go (mint)
    core::Bitboard doomed = 0;            // pieces the chosen capture will take (ringed red)
    std::vector<core::Square> chosen;     // path of the capture awaiting confirmation
    // The current move's drawings ([%cal] / [%csl] in its comment): translucent coloured squares
    // under the pieces, arrows over them.
    std::vector<core::ColouredSquare> coloured_squares;
    std::vector<core::Arrow> arrows;
    // A rule mark explained: the capture that was there, as an arrow along its path, and the
    // pieces it would have taken ringed; red for a rule break, slate for Dhama's free choice.
    std::vector<core::Square> explained_path;
    core::Bitboard explained_taken = 0;
    bool explained_neutral = false;
    // The engine's moves along their paths (View > Analysis arrows): the best move stored by the
    // analysis, and the first move of the engine's first line.
    struct AnalysisArrow {
        std::vector<core::Square> path;  // from, landings, to
        bool engine = false;             // the live engine's (else the stored analysis')
    };
    std::vector<AnalysisArrow> analysis_arrows;
    // The rules ended the game here: the outcome is shown in the margin instead of the side to
    // move's disc (ongoing: the disc).
    core::Outcome game_over = core::Outcome::ongoing;
    bool show_coordinates = true;
    bool show_numbers = true;  // Dhama: PDN square numbers on the dark squares
};

// The colour a drawing of that colour is painted in, opaque (src/export/board_style.hpp: the
// exported diagrams use the same; arrows and squares are laid over the board translucent).
wxColour mark_colour(core::MarkColour c);

void paint_board(wxGraphicsContext& gc, const BoardGeometry& geo, const BoardScene& scene);

}  // namespace damascope::gui
