// A stored analysis summed up per side, as Lichess does after a game: how many inaccuracies,
// mistakes and blunders each side made, and the average loss per move in centi-men.
#pragma once

#include "core/types.hpp"
#include "database/analysis_rows.hpp"

namespace damascope::database {

struct SideSummary {
    int moves = 0;  // moves of this side that the analysis scores (both positions stored)
    int inaccuracies = 0, mistakes = 0, blunders = 0;
    // The mean, over those moves, of how much the mover's score fell from the position before
    // the move to the one after it (0 when it rose), rounded to whole centi-men; every score is
    // first held within ±loss_cap (a forced win counts as the cap) so that one lost or won position
    // does not swamp the mean.
    int average_loss = 0;
};

struct AnalysisSummary {
    SideSummary white, black;
};

inline constexpr int loss_cap = 1000;  // centi-men: ten men

// A stored score held within ±loss_cap, a forced win as the cap (White's view).
int capped_score(const PlyAnalysis& p);

// `first_mover` is the side to move in the game's start position; the sides alternate after it.
AnalysisSummary summarise_analysis(const GameAnalysis& a, core::Color first_mover);

}  // namespace damascope::database
