// The window's commands on the open game, without the window: the cursor's steps (Left, Right,
// Home, End, Up, Down, N, Shift+N) and the variation commands, on a small game whose tree is
// written out here.
#include <gtest/gtest.h>

#include "app/session_commands.hpp"
#include "session_test_support.hpp"

namespace damascope::app {
namespace {

using testing::find_move;

// Main line c3-c4 f6-f5 c4-c5 c6xc4; at ply 2 two alternatives to f6-f5: a6-a5 (then c4-c5) and
// h6-h5. main[k] is the main line's move at ply k (main[0] the start).
struct Tree {
    core::GameRecord rec;
    GameSession s;
    std::vector<NodeId> main;
    NodeId a5 = 0, a5_c5 = 0, h5 = 0;
    explicit Tree(core::GameRecord r) : rec(std::move(r)), s(rec), main(s.main_line()) {
        s.go_to_ply(1);
        a5 = *s.play(find_move(s.position(), "a6-a5"));
        a5_c5 = *s.play(find_move(s.position(), "c4-c5"));
        s.go_to_ply(1);
        h5 = *s.play(find_move(s.position(), "h6-h5"));
        s.home();
    }
    Tree() : Tree(testing::record_of(core::Variant::dama, {"c3-c4", "f6-f5", "c4-c5", "c6xc4"})) {}
};

TEST(SessionCommands, StepsFollowTheLineTheCursorIsOn) {
    Tree t;
    GameSession& s = t.s;
    ASSERT_EQ(t.main.size(), 5u);
    EXPECT_TRUE(step(s, Step::next));
    EXPECT_EQ(s.cursor(), t.main[1]);
    EXPECT_TRUE(step(s, Step::next));
    EXPECT_EQ(s.cursor(), t.main[2]);  // f6-f5, the first of ply 2's three moves
    step(s, Step::next_variation);
    EXPECT_EQ(s.cursor(), t.a5);
    step(s, Step::next_variation);
    EXPECT_EQ(s.cursor(), t.h5);
    step(s, Step::next_variation);  // the last alternative: nowhere further
    EXPECT_EQ(s.cursor(), t.h5);
    step(s, Step::previous_variation);
    EXPECT_EQ(s.cursor(), t.a5);
    step(s, Step::next);  // the variation's own continuation, not the main line's
    EXPECT_EQ(s.cursor(), t.a5_c5);
    step(s, Step::last);  // already the variation's end
    EXPECT_EQ(s.cursor(), t.a5_c5);
    step(s, Step::previous);
    EXPECT_EQ(s.cursor(), t.a5);
    step(s, Step::first);
    EXPECT_EQ(s.cursor(), root_node);
    step(s, Step::previous);  // before the start: nothing
    EXPECT_EQ(s.cursor(), root_node);
    step(s, Step::last);
    EXPECT_EQ(s.cursor(), t.main[4]);
}

TEST(SessionCommands, MarksAreFoundForwardAroundTheEndAndBackward) {
    core::GameRecord rec =
        testing::record_of(core::Variant::dama, {"c3-c4", "f6-f5", "c4-c5", "c6xc4"});
    rec.moves[1].marks = static_cast<core::MarkSet>(core::Mark::missed_capture);  // ply 2
    rec.moves[3].marks = static_cast<core::MarkSet>(core::Mark::missed_capture);  // ply 4
    Tree t(rec);
    GameSession& s = t.s;
    EXPECT_TRUE(step(s, Step::next_mark));
    EXPECT_EQ(s.cursor(), t.main[2]);
    EXPECT_TRUE(step(s, Step::next_mark));
    EXPECT_EQ(s.cursor(), t.main[4]);
    EXPECT_TRUE(step(s, Step::next_mark));  // past the last mark: the first one again
    EXPECT_EQ(s.cursor(), t.main[2]);
    s.go_to(t.main[3]);
    EXPECT_TRUE(step(s, Step::previous_mark));
    EXPECT_EQ(s.cursor(), t.main[2]);
}

TEST(SessionCommands, AGameWithoutMarksSaysSoAndTheCursorStays) {
    Tree t;
    t.s.go_to(t.main[3]);
    EXPECT_FALSE(step(t.s, Step::next_mark));
    EXPECT_FALSE(step(t.s, Step::previous_mark));
    EXPECT_EQ(t.s.cursor(), t.main[3]);
}

TEST(SessionCommands, InAVariationIsAnyMoveBelowAnAlternative) {
    Tree t;
    EXPECT_FALSE(in_variation(t.s, root_node));
    for (std::size_t ply = 1; ply < t.main.size(); ++ply)
        EXPECT_FALSE(in_variation(t.s, t.main[ply])) << "main line ply " << ply;
    EXPECT_TRUE(in_variation(t.s, t.a5));
    EXPECT_TRUE(in_variation(t.s, t.a5_c5));  // not an alternative itself, but below one
    EXPECT_TRUE(in_variation(t.s, t.h5));
}

TEST(SessionCommands, VariationEditsChangeTheTreeOrSayTheyCannot) {
    Tree t;
    GameSession& s = t.s;
    // The variation a6-a5 c4-c5 made the main line: three plies now.
    EXPECT_TRUE(apply_variation_edit(s, t.a5_c5, VariationEdit::make_main_line));
    EXPECT_TRUE(s.on_main_line(t.a5_c5));
    EXPECT_EQ(s.main_line_plies(), 3);
    // h6-h5 deleted: ply 2 keeps a6-a5 and f6-f5.
    EXPECT_TRUE(apply_variation_edit(s, t.h5, VariationEdit::delete_variation));
    EXPECT_EQ(s.node(t.main[1]).children.size(), 2u);
    // Truncated after ply 1: every move after c3-c4 is gone, the alternatives' too.
    EXPECT_TRUE(apply_variation_edit(s, t.main[1], VariationEdit::truncate));
    EXPECT_TRUE(s.node(t.main[1]).children.empty());
    EXPECT_EQ(s.main_line_plies(), 1);
    // Nothing left to truncate, and a main-line move has no branch to move up or down.
    EXPECT_FALSE(apply_variation_edit(s, t.main[1], VariationEdit::truncate));
    EXPECT_FALSE(apply_variation_edit(s, t.main[1], VariationEdit::promote_one));
    EXPECT_FALSE(apply_variation_edit(s, t.main[1], VariationEdit::demote));
}

}  // namespace
}  // namespace damascope::app
