// One score type for everything the window shows of the engine (the bar, the graph, the engine
// panel, the stored analysis) and its one text. The engine's scores encode a forced result near
// analysis::score_win; the stored analysis keeps `score` and `mate_in`: both become a Score.
#pragma once

#include <string>

namespace damascope::app {

struct Score {
    int centi_men = 0;         // White's view, when not forced
    int forced_plies = 0;      // > 0: White wins in that many plies; < 0: Black does; 0: none
    bool from_tables = false;  // the endgame tables' exact verdict, not a search's

    // A search score (White's view, forced results near analysis::score_win).
    static Score from_search(int score, bool from_tables = false);
    // A stored row's score and mate_in (database::PlyAnalysis).
    static Score from_stored(int score, int mate_in);

    bool operator==(const Score&) const = default;
};

// "+0.35", "White wins in 7 plies", "Black wins in 3 plies", "Draw (tables)", "+1.00 (tables)".
std::string score_text(const Score& s);

// White's share of the evaluation bar, 0 (Black winning) to 1 (White winning), 0.5 when level.
double bar_share(const Score& s);

// The evaluation graph's value in men: a forced win is drawn at ±50.
double graph_men(const Score& s);

}  // namespace damascope::app
