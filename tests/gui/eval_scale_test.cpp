#include "gui/eval_scale.hpp"

#include <gtest/gtest.h>

#include <cmath>

using namespace damascope::gui;

TEST(EvalScale, LevelIsTheMiddleInEveryRange) {
    for (int r : kGraphRanges) EXPECT_DOUBLE_EQ(graph_y(0, r, 100), 50) << r;
}

TEST(EvalScale, TheRangeIsAtTheEdgeLessTheMargin) {
    // 100 pixels: the middle at 50, the edges' scores at 4 and 96.
    EXPECT_DOUBLE_EQ(graph_y(2, 2, 100), 4);
    EXPECT_DOUBLE_EQ(graph_y(-2, 2, 100), 96);
    EXPECT_DOUBLE_EQ(graph_y(5, 5, 100), 4);
    EXPECT_DOUBLE_EQ(graph_y(-10, 10, 100), 96);
    EXPECT_DOUBLE_EQ(graph_y(1, 2, 100), 27);  // half way up
    EXPECT_DOUBLE_EQ(graph_y(1, 10, 100), 45.4);
}

TEST(EvalScale, BeyondTheRangeIsClipped) {
    EXPECT_DOUBLE_EQ(graph_y(7, 2, 100), 4);
    EXPECT_DOUBLE_EQ(graph_y(-30, 5, 100), 96);
}

TEST(EvalScale, ASmallerRangeIsTaller) {
    // One man: a tenth of the half height (less the margin) at 10 men, half at 2.
    const double at10 = 50 - graph_y(1, 10, 100);
    const double at5 = 50 - graph_y(1, 5, 100);
    const double at2 = 50 - graph_y(1, 2, 100);
    EXPECT_LT(at10, at5);
    EXPECT_LT(at5, at2);
    EXPECT_NEAR(at2, 5 * at10, 1e-9);  // a fifth of the range: five times as tall
}

TEST(EvalScale, AutomaticCompresses) {
    EXPECT_NEAR(graph_fraction(1, kAutomaticGraphRange), std::tanh(1.0 / 3), 1e-12);
    EXPECT_GT(graph_fraction(5, kAutomaticGraphRange), 0.9);
    EXPECT_LT(graph_fraction(50, kAutomaticGraphRange), 1.0 + 1e-12);
    EXPECT_LT(graph_fraction(-1, kAutomaticGraphRange), 0);
}

TEST(EvalScale, StepsStopAtTheEnds) {
    EXPECT_EQ(step_graph_range(kAutomaticGraphRange, 1), 10);
    EXPECT_EQ(step_graph_range(10, 1), 5);
    EXPECT_EQ(step_graph_range(5, 1), 2);
    EXPECT_EQ(step_graph_range(2, 1), 2);
    EXPECT_EQ(step_graph_range(2, -1), 5);
    EXPECT_EQ(step_graph_range(kAutomaticGraphRange, -1), kAutomaticGraphRange);
    EXPECT_EQ(step_graph_range(kAutomaticGraphRange, 3), 2);
}

TEST(EvalScale, ASavedRangeIsChecked) {
    EXPECT_EQ(valid_graph_range(5), 5);
    EXPECT_EQ(valid_graph_range(2), 2);
    EXPECT_EQ(valid_graph_range(3), kAutomaticGraphRange);
    EXPECT_EQ(valid_graph_range(-1), kAutomaticGraphRange);
}
