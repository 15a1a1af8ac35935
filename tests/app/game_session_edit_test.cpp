// Editing a game session: variations promoted, demoted, deleted and truncated, comments and NAGs,
// and the record the session turns back into.
#include <gtest/gtest.h>

#include "session_test_support.hpp"

#include "app/game_session.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"

namespace damascope::app {
namespace {

using core::Move;
using core::Position;
using core::Variant;

using testing::find_move;

core::GameRecord record_of(const std::vector<std::string>& moves) {
    core::GameRecord r = testing::record_of(Variant::dama, moves);
    r.tags = {{"White", "Ali"}, {"Black", "Omar"}};
    return r;
}

// Main line c3-c4 f6-f5 c4-c5 c6xc4; at ply 2 two variations: a6-a5 (then c4-c5), h6-h5.
struct Fixture {
    core::GameRecord rec = record_of({"c3-c4", "f6-f5", "c4-c5", "c6xc4"});
    GameSession s{rec};
    NodeId a5 = 0, a5_c5 = 0, h5 = 0;
    Fixture() {
        s.go_to_ply(1);
        a5 = *s.play(find_move(s.position(), "a6-a5"));
        a5_c5 = *s.play(find_move(s.position(), "c4-c5"));
        s.go_to_ply(1);
        h5 = *s.play(find_move(s.position(), "h6-h5"));
    }
    std::vector<std::string> texts_at_ply2() const {
        std::vector<std::string> out;
        for (NodeId k : s.node(s.main_line()[1]).children) out.push_back(s.node(k).text);
        return out;
    }
};

TEST(GameSessionEdit, PromoteAndDemoteMoveABranchOnePlace) {
    Fixture f;
    EXPECT_EQ(f.texts_at_ply2(), (std::vector<std::string>{"f6-f5", "a6-a5", "h6-h5"}));
    // From inside the variation (its second move), the branch it belongs to moves up.
    EXPECT_TRUE(f.s.promote_one(f.a5_c5));
    EXPECT_EQ(f.texts_at_ply2(), (std::vector<std::string>{"a6-a5", "f6-f5", "h6-h5"}));
    EXPECT_TRUE(f.s.on_main_line(f.a5_c5));
    EXPECT_EQ(f.s.main_line_plies(), 3);
    EXPECT_TRUE(f.s.demote_variation(f.a5));
    EXPECT_EQ(f.texts_at_ply2(), (std::vector<std::string>{"f6-f5", "a6-a5", "h6-h5"}));
    EXPECT_TRUE(f.s.demote_variation(f.a5));
    EXPECT_EQ(f.texts_at_ply2(), (std::vector<std::string>{"f6-f5", "h6-h5", "a6-a5"}));
    // The last alternative of ply 2, and nothing below ply 1 to swap: demote has nowhere to go.
    EXPECT_FALSE(f.s.demote_variation(f.a5_c5));
    // A main-line move with no alternative before it: promote has nothing to do.
    EXPECT_FALSE(f.s.promote_one(f.s.main_line()[1]));
}

TEST(GameSessionEdit, DeleteVariationRemovesItAndBringsTheCursorBack) {
    Fixture f;
    f.s.go_to(f.a5_c5);
    EXPECT_TRUE(f.s.delete_variation(f.a5_c5));
    EXPECT_EQ(f.texts_at_ply2(), (std::vector<std::string>{"f6-f5", "h6-h5"}));
    EXPECT_EQ(f.s.cursor(), f.s.main_line()[1]);
    // The main line is no variation.
    EXPECT_FALSE(f.s.delete_variation(f.s.main_line()[3]));
    EXPECT_EQ(f.s.main_line_plies(), 4);
}

TEST(GameSessionEdit, TruncateRemovesEverythingAfterTheMove) {
    Fixture f;
    f.s.go_to_ply(4);
    EXPECT_TRUE(f.s.truncate_after(f.s.main_line()[1]));
    EXPECT_EQ(f.s.main_line_plies(), 1);
    EXPECT_EQ(f.s.cursor(), f.s.main_line()[1]);
    EXPECT_FALSE(f.s.truncate_after(f.s.main_line()[1]));
}

TEST(GameSessionEdit, TheRecordKeepsVariationsCommentsNagsAndTheFileTexts) {
    Fixture f;
    f.rec.moves[0].text = "c3c4";  // as a file could write it
    GameSession s(f.rec);
    s.go_to_ply(1);
    const NodeId var = *s.play(find_move(s.position(), "a6-a5"));
    EXPECT_TRUE(s.set_comment_before(var, "or"));
    EXPECT_TRUE(s.set_comment(var, "نقلة جيدة {x} [%cal Ga5a4]"));
    EXPECT_TRUE(s.set_nags(var, {5}));
    EXPECT_TRUE(s.set_comment(root_node, "opening"));
    EXPECT_FALSE(s.set_nags(var, {5}));  // unchanged

    const core::GameRecord g = s.to_record(f.rec);
    EXPECT_EQ(g.tags, f.rec.tags);
    EXPECT_EQ(g.comment, "opening");
    ASSERT_EQ(g.moves.size(), 4u);
    EXPECT_EQ(g.moves[0].text, "c3c4");
    ASSERT_EQ(g.moves[1].variations.size(), 1u);
    const core::RecordedMove& v = g.moves[1].variations[0][0];
    EXPECT_EQ(v.text, "a6-a5");
    EXPECT_EQ(v.comment_before, "or");
    EXPECT_EQ(v.comment, "نقلة جيدة {x} [%cal Ga5a4]");
    EXPECT_EQ(v.nags, (std::vector<int>{5}));

    // Read back into a session, the tree is the same.
    GameSession again(g);
    EXPECT_EQ(again.node_count(), s.node_count());
    const auto tokens = again.tokens();
    const auto before =
        std::find_if(tokens.begin(), tokens.end(), [](const MoveToken& t) { return t.before; });
    ASSERT_NE(before, tokens.end());
    EXPECT_EQ(before->text, "or");
    EXPECT_EQ(std::next(before)->text, "a6-a5");
}

TEST(GameSessionEdit, ACommentBeforeAPromotedMoveBecomesTheCommentAfterTheMoveBefore) {
    Fixture f;
    ASSERT_TRUE(f.s.set_comment_before(f.a5, "try"));
    ASSERT_TRUE(f.s.promote_variation(f.a5));
    const core::GameRecord g = f.s.to_record(f.rec);
    EXPECT_EQ(g.moves[0].comment, "try");
    EXPECT_EQ(g.moves[1].comment_before, "");
    EXPECT_EQ(g.moves[1].text, "a6-a5");
}

TEST(GameSessionEdit, AnalysisMarksAreNotWrittenIntoTheRecord) {
    auto rec = record_of({"c3-c4", "f6-f5"});
    rec.moves[1].marks = static_cast<core::MarkSet>(core::Mark::missed_capture);
    GameSession s(rec);
    s.add_marks(s.main_line()[1], static_cast<core::MarkSet>(core::Mark::blunder));
    s.add_marks(s.main_line()[2], static_cast<core::MarkSet>(core::Mark::mistake));
    const auto g = s.to_record(rec);
    EXPECT_EQ(g.moves[0].marks, 0);
    EXPECT_EQ(g.moves[1].marks, static_cast<core::MarkSet>(core::Mark::missed_capture));
}

TEST(GameSessionEdit, TheCursorIsFoundAgainByItsMoves) {
    Fixture f;
    f.s.go_to(f.a5_c5);
    const auto moves = f.s.cursor_moves();
    ASSERT_EQ(moves.size(), 3u);
    GameSession rebuilt(f.s.to_record(f.rec));
    rebuilt.go_to_moves(moves);
    EXPECT_EQ(rebuilt.ply(), 3);
    EXPECT_EQ(rebuilt.node(rebuilt.cursor()).text, "c4-c5");
    EXPECT_FALSE(rebuilt.on_main_line(rebuilt.cursor()));
}

}  // namespace
}  // namespace damascope::app
