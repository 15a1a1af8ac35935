// How the annotator shares a game's time among its positions (analysis by time): a pure function,
// so that the allocation is tested without a clock.
#pragma once

#include <cstdint>

namespace damascope::analysis {

// What is known of a position before it is searched, the game being analysed backwards from its
// end (the positions after it are already scored).
struct BudgetInput {
    std::int64_t remaining_ms = 0;    // of the game's budget
    int positions_left = 1;           // positions still to search, this one included (> 0)
    int legal_moves = 2;              // here (one legal move is never searched: no budget asked)
    bool capture_compulsory = false;  // the legal moves are captures: few and forcing
    int swing = 0;  // centi-men the score moved between the next two positions (0: unknown)
    bool forced_result = false;  // the next position's score is a forced win or loss
};

// Milliseconds for this position: the even share of what remains, doubled where the score moves
// (a swing of a man or more), halved in forced positions (a compulsory capture, two legal moves,
// a forced result already found), and never more than a third of what remains. At least 1 ms.
std::int64_t position_budget_ms(const BudgetInput& in);

}  // namespace damascope::analysis
