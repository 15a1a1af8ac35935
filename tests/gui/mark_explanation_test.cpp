// A marked move explained: the capture that was compulsory, its path and what it takes, derived by
// hand from spec/RULES.md (Dama men capture forward and sideways; the longest chain is compulsory).
#include "gui/mark_explanation.hpp"

#include <gtest/gtest.h>

#include <cstdint>

#include "core/fen.hpp"
#include "core/notation.hpp"

namespace damascope::gui {
namespace {

using core::Variant;

std::uint8_t sq(const char* name) {
    return static_cast<std::uint8_t>(*core::parse_square(Variant::dama, name));
}

// Black to move: the man on a5 takes a4 (landing a3), sideways b3 (c3), down c2 (c1): three.
const char* const three_chain = "B:Wa4,b3,c2:Ba5,h7";

TEST(MarkExplanation, AQuietMoveShowsTheCompulsoryChain) {
    const auto pos = core::parse_fen(Variant::dama, three_chain);
    ASSERT_TRUE(pos);
    const core::Move quiet{0, sq("h7"), sq("h6")};
    const auto e =
        explain_mark(*pos, quiet, static_cast<core::MarkSet>(core::Mark::missed_capture));
    ASSERT_TRUE(e);
    EXPECT_EQ(e->kind, MarkExplanation::Kind::missed_capture);
    EXPECT_EQ(e->move_text, "a5xa3xc3xc1");
    EXPECT_EQ(e->taken, 3);
    EXPECT_EQ(e->path, (std::vector<core::Square>{sq("a5"), sq("a3"), sq("c3"), sq("c1")}));
    EXPECT_EQ(e->move.captured, core::bit(sq("a4")) | core::bit(sq("b3")) | core::bit(sq("c2")));
}

TEST(MarkExplanation, AChainStoppedEarlyShowsTheWholeChainAsARuleBreak) {
    const auto pos = core::parse_fen(Variant::dama, three_chain);
    ASSERT_TRUE(pos);
    const core::Move stopped{core::bit(sq("a4")), sq("a5"), sq("a3")};
    const auto e =
        explain_mark(*pos, stopped, static_cast<core::MarkSet>(core::Mark::longer_chain_available));
    ASSERT_TRUE(e);
    EXPECT_EQ(e->kind, MarkExplanation::Kind::longer_chain);
    EXPECT_EQ(e->taken, 3);
    EXPECT_EQ(e->path.back(), sq("c1"));
}

TEST(MarkExplanation, NoRuleMarkNothingToExplain) {
    const auto pos = core::parse_fen(Variant::dama, three_chain);
    ASSERT_TRUE(pos);
    const core::Move quiet{0, sq("h7"), sq("h6")};
    EXPECT_FALSE(explain_mark(*pos, quiet, static_cast<core::MarkSet>(core::Mark::blunder)));
    EXPECT_FALSE(explain_mark(*pos, quiet, 0));
}

}  // namespace
}  // namespace damascope::gui
