// The annotator's time allocation (position_budget_ms), worked out by hand from its rule: the
// even share of what remains, doubled where the score moved a man, 1.5 times for 40 centi-men,
// halved in forced positions, at most a third of what remains.
#include <gtest/gtest.h>

#include "analysis/time_budget.hpp"

namespace damascope::analysis {
namespace {

BudgetInput quiet(std::int64_t remaining, int left) {
    BudgetInput in;
    in.remaining_ms = remaining;
    in.positions_left = left;
    in.legal_moves = 8;
    return in;
}

TEST(TimeBudgetTest, QuietPositionGetsTheEvenShare) {
    EXPECT_EQ(position_budget_ms(quiet(10'000, 50)), 200);
}

TEST(TimeBudgetTest, ASwingOfAManDoublesIt) {
    BudgetInput in = quiet(10'000, 50);
    in.swing = 130;
    EXPECT_EQ(position_budget_ms(in), 400);
    in.swing = 60;
    EXPECT_EQ(position_budget_ms(in), 300);
    in.swing = 39;
    EXPECT_EQ(position_budget_ms(in), 200);
}

TEST(TimeBudgetTest, ForcedPositionsGetHalf) {
    BudgetInput capture = quiet(10'000, 50);
    capture.capture_compulsory = true;
    EXPECT_EQ(position_budget_ms(capture), 100);
    BudgetInput two_moves = quiet(10'000, 50);
    two_moves.legal_moves = 2;
    EXPECT_EQ(position_budget_ms(two_moves), 100);
    BudgetInput won = quiet(10'000, 50);
    won.forced_result = true;
    EXPECT_EQ(position_budget_ms(won), 100);
    // A swing in a forced position: doubled, then halved.
    capture.swing = 200;
    EXPECT_EQ(position_budget_ms(capture), 200);
}

TEST(TimeBudgetTest, NeverMoreThanAThirdOfWhatRemains) {
    BudgetInput in = quiet(900, 4);  // share 225, doubled 450, a third is 300
    in.swing = 500;
    EXPECT_EQ(position_budget_ms(in), 300);
    // The last position may take all that remains.
    EXPECT_EQ(position_budget_ms(quiet(900, 1)), 900);
}

TEST(TimeBudgetTest, NoTimeLeftStillOneMillisecond) {
    EXPECT_EQ(position_budget_ms(quiet(0, 10)), 1);
    EXPECT_EQ(position_budget_ms(quiet(-50, 10)), 1);
}

}  // namespace
}  // namespace damascope::analysis
