// Board geometry: where squares are drawn, and that flipping turns the board 180 degrees.
#include "gui/board_geometry.hpp"

#include <gtest/gtest.h>

namespace damascope::gui {
namespace {

using core::make_square;

TEST(BoardGeometry, WhiteNearPutsA1BottomLeft) {
    const BoardGeometry g(500, 400, false);
    EXPECT_EQ(g.column_of(make_square(0, 0)), 0);
    EXPECT_EQ(g.row_of(make_square(0, 0)), 7);
    EXPECT_EQ(g.column_of(make_square(7, 7)), 7);
    EXPECT_EQ(g.row_of(make_square(7, 7)), 0);
    // The board is square, fits the smaller side with its margin, and is centred.
    EXPECT_DOUBLE_EQ(g.square_size(), 400.0 / 9);
    EXPECT_DOUBLE_EQ(g.left() * 2 + g.board_size(), 500);
    EXPECT_DOUBLE_EQ(g.top() * 2 + g.board_size(), 400);
}

TEST(BoardGeometry, FlippingIsARotationNotAMirror) {
    const double w = 640, h = 480;
    const BoardGeometry normal(w, h, false), flipped(w, h, true);
    for (core::Square s = 0; s < 64; ++s) {
        const auto a = normal.rect(s), b = flipped.rect(s);
        // A rotation by 180 degrees about the view's centre maps (x, y) to (w - x, h - y).
        EXPECT_DOUBLE_EQ(b.center_x(), w - a.center_x()) << s;
        EXPECT_DOUBLE_EQ(b.center_y(), h - a.center_y()) << s;
    }
    // a1 goes to the top right; a mirror would have left it at the bottom or on the left.
    EXPECT_EQ(flipped.column_of(make_square(0, 0)), 7);
    EXPECT_EQ(flipped.row_of(make_square(0, 0)), 0);
    // Handedness is kept: h1 stays to the right of a1 as seen from the side at the bottom,
    // i.e. going from a1 to h1 still turns the same way relative to a1 -> a8.
    const auto a1 = flipped.rect(make_square(0, 0)), h1 = flipped.rect(make_square(7, 0)),
               a8 = flipped.rect(make_square(0, 7));
    const double cross = (h1.center_x() - a1.center_x()) * (a8.center_y() - a1.center_y()) -
                         (h1.center_y() - a1.center_y()) * (a8.center_x() - a1.center_x());
    const auto n1 = normal.rect(make_square(0, 0)), nh = normal.rect(make_square(7, 0)),
               n8 = normal.rect(make_square(0, 7));
    const double normal_cross = (nh.center_x() - n1.center_x()) * (n8.center_y() - n1.center_y()) -
                                (nh.center_y() - n1.center_y()) * (n8.center_x() - n1.center_x());
    EXPECT_GT(cross * normal_cross, 0);  // same orientation: no reflection
}

TEST(BoardGeometry, HitTestingInvertsDrawing) {
    for (bool flip : {false, true}) {
        const BoardGeometry g(333, 517, flip);
        for (core::Square s = 0; s < 64; ++s) {
            const auto r = g.rect(s);
            EXPECT_EQ(g.square_at(r.center_x(), r.center_y()), s);
            EXPECT_EQ(g.square_at(r.x + 0.5, r.y + 0.5), s);
        }
        EXPECT_FALSE(g.square_at(g.left() - 1, g.top() + 10).has_value());
        EXPECT_FALSE(g.square_at(g.left() + 10, g.top() + g.board_size() + 1).has_value());
    }
}

TEST(BoardGeometry, CoordinatesTurnWithTheBoard) {
    const BoardGeometry normal(400, 400, false), flipped(400, 400, true);
    EXPECT_LT(normal.file_label_x(0), normal.file_label_x(7));    // a ... h, left to right
    EXPECT_GT(flipped.file_label_x(0), flipped.file_label_x(7));  // h ... a
    EXPECT_GT(normal.rank_label_y(0), normal.rank_label_y(7));    // rank 1 at the bottom
    EXPECT_LT(flipped.rank_label_y(0), flipped.rank_label_y(7));  // rank 1 at the top
    EXPECT_DOUBLE_EQ(flipped.file_label_x(2), normal.rect(make_square(5, 0)).center_x());
}

TEST(BoardGeometry, ATinyViewHasNoSquares) {
    const BoardGeometry g(0, 0, false);
    EXPECT_FALSE(g.square_at(0, 0).has_value());
}

}  // namespace
}  // namespace damascope::gui
