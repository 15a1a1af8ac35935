// The board's clicks: every legal move can be chosen, including a dama's chain that ends on the
// square it started from (issue 11's position W:WKa6:Bc2,f3,g3,a4,c6).
#include "gui/board_clicks.hpp"

#include <gtest/gtest.h>

#include "core/fen.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"

namespace damascope::gui {
namespace {

using core::Variant;

core::Square sq(const char* name) {
    return *core::parse_square(Variant::dama, name);
}

std::vector<core::Move> legal_moves(const char* fen) {
    const auto pos = core::parse_fen(Variant::dama, fen);
    EXPECT_TRUE(pos) << fen;
    core::MoveList list;
    core::generate_legal(*pos, list);
    return {list.begin(), list.end()};
}

TEST(BoardClicks, ADamaChainEndingOnItsOwnSquareCanBeChosenAndConfirmed) {
    const auto legal = legal_moves("W:WKa6:Bc2,f3,g3,a4,c6");
    // By hand: a6 takes c6 along row 6, lands on f6 or g6, takes f3 or g3 down its column, lands
    // on f2/g2, takes c2 along row 2, lands on a2, takes a4 up column a and may land on a6 again
    // (empty once the dama left it): two chains of four back on a6.
    const auto home = moves_between(legal, sq("a6"), sq("a6"));
    ASSERT_EQ(home.size(), 2u);
    const core::Bitboard common = core::bit(sq("c6")) | core::bit(sq("c2")) | core::bit(sq("a4"));
    for (const core::Move& m : home) {
        EXPECT_EQ(m.capture_count(), 4);
        EXPECT_EQ(m.captured & common, common);
    }
    EXPECT_NE(home[0].captured, home[1].captured);  // one takes f3, the other g3

    // Nothing lifted: a click on a6 lifts the dama.
    EXPECT_EQ(click_meaning(legal, std::nullopt, std::nullopt, sq("a6")), ClickMeaning::lift);
    // Lifted: a second click on a6 chooses a6 as the target instead of lifting it again.
    EXPECT_EQ(click_meaning(legal, sq("a6"), std::nullopt, sq("a6")), ClickMeaning::choose_target);
    // With one of the two chains pending, the third click on a6 plays it.
    EXPECT_EQ(click_meaning(legal, sq("a6"), home[1], sq("a6")), ClickMeaning::confirm);
    // Another square the dama may reach is a target; an empty square it cannot reach drops it.
    bool other_target = false;
    for (const core::Move& m : legal)
        if (m.to != sq("a6")) {
            other_target = true;
            EXPECT_EQ(click_meaning(legal, sq("a6"), std::nullopt, m.to),
                      ClickMeaning::choose_target);
        }
    EXPECT_TRUE(other_target);
    EXPECT_EQ(click_meaning(legal, std::nullopt, std::nullopt, sq("h8")), ClickMeaning::drop);
}

TEST(BoardClicks, AManThatCannotReturnIsLiftedAgainOnItsOwnSquare) {
    // A lone man on c3, quiet moves only: clicking it again keeps it lifted (no move ends there).
    const auto legal = legal_moves("W:Wc3:Bh8");
    EXPECT_TRUE(moves_between(legal, sq("c3"), sq("c3")).empty());
    EXPECT_EQ(click_meaning(legal, sq("c3"), std::nullopt, sq("c3")), ClickMeaning::lift);
    EXPECT_EQ(click_meaning(legal, sq("c3"), std::nullopt, sq("c4")), ClickMeaning::choose_target);
}

}  // namespace
}  // namespace damascope::gui
