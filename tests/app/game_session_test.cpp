// The GUI-free game session: cursor movement, playing moves into variations, the move list tokens.
#include "app/game_session.hpp"

#include <gtest/gtest.h>

#include "session_test_support.hpp"

#include "core/fen.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"

namespace damascope::app {
namespace {

using core::Move;
using core::Position;
using core::Variant;

using testing::find_move;
using testing::record_of;

const std::vector<std::string> dama_opening = {"c3-c4", "f6-f5", "c4-c5", "c6xc4"};

TEST(GameSession, EmptySessionStaysAtTheStart) {
    GameSession s;
    EXPECT_EQ(s.position(), Position::initial(Variant::dama));
    EXPECT_EQ(s.cursor(), root_node);
    EXPECT_FALSE(s.prev());
    EXPECT_FALSE(s.next());
    EXPECT_FALSE(s.last_move().has_value());
    EXPECT_EQ(s.main_line_plies(), 0);
}

TEST(GameSession, StepsThroughTheMainLine) {
    const auto rec = record_of(Variant::dama, dama_opening);
    GameSession s(rec);
    EXPECT_EQ(s.main_line_plies(), 4);
    Position expected = rec.start;
    expected.play(rec.moves[0].move);
    expected.play(rec.moves[1].move);
    ASSERT_TRUE(s.go_to_ply(2));
    EXPECT_EQ(s.ply(), 2);
    EXPECT_EQ(s.position(), expected);
    EXPECT_EQ(s.last_move(), rec.moves[1].move);
    ASSERT_TRUE(s.next());
    EXPECT_EQ(s.ply(), 3);
    ASSERT_TRUE(s.prev());
    ASSERT_TRUE(s.prev());
    EXPECT_EQ(s.ply(), 1);
    s.end();
    EXPECT_EQ(s.ply(), 4);
    EXPECT_FALSE(s.next());
    s.home();
    EXPECT_EQ(s.position(), rec.start);
    ASSERT_TRUE(s.go_to_ply(99));  // past the end: the end
    EXPECT_EQ(s.ply(), 4);
    EXPECT_EQ(s.node(s.cursor()).text, "c6xc4");
}

TEST(GameSession, PlayingTheMainLineMoveFollowsIt) {
    const auto rec = record_of(Variant::dama, dama_opening);
    GameSession s(rec);
    const auto nodes = s.node_count();
    auto r = s.play(rec.moves[0].move);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(s.node_count(), nodes);
    EXPECT_EQ(*r, s.main_line()[1]);
    EXPECT_TRUE(s.on_main_line(s.cursor()));
}

TEST(GameSession, AnotherMoveBecomesAVariationAndIsReused) {
    const auto rec = record_of(Variant::dama, dama_opening);
    GameSession s(rec);
    s.go_to_ply(1);
    const Move alt = find_move(s.position(), "a6-a5");
    const auto main_before = s.main_line();
    auto r = s.play(alt);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(s.node_count(), 6u);
    EXPECT_FALSE(s.on_main_line(*r));
    EXPECT_EQ(s.main_line(), main_before);
    EXPECT_EQ(s.ply(), 2);
    EXPECT_EQ(s.node(*r).text, "a6-a5");
    // Back and the same move again: the variation is entered, not duplicated.
    s.prev();
    auto again = s.play(alt);
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(*again, *r);
    EXPECT_EQ(s.node_count(), 6u);
    // Moves after the variation's first move extend the variation.
    auto next = s.play(find_move(s.position(), "c4-c5"));
    ASSERT_TRUE(next.ok());
    EXPECT_FALSE(s.on_main_line(*next));
    EXPECT_EQ(s.path_to(*next).size(), 4u);
}

TEST(GameSession, SiblingSwitchesBetweenAlternatives) {
    const auto rec = record_of(Variant::dama, dama_opening);
    GameSession s(rec);
    s.go_to_ply(1);
    auto alt = s.play(find_move(s.position(), "a6-a5"));
    ASSERT_TRUE(alt.ok());
    EXPECT_FALSE(s.sibling(+1));  // the last alternative
    ASSERT_TRUE(s.sibling(-1));
    EXPECT_EQ(s.cursor(), s.main_line()[2]);
    EXPECT_FALSE(s.sibling(-1));
    ASSERT_TRUE(s.sibling(+1));
    EXPECT_EQ(s.cursor(), *alt);
    s.home();
    EXPECT_FALSE(s.sibling(+1));  // the start has no alternatives
}

TEST(GameSession, AMoveAtTheEndExtendsTheMainLine) {
    GameSession s(record_of(Variant::dama, {"c3-c4"}));
    s.end();
    auto r = s.play(find_move(s.position(), "f6-f5"));
    ASSERT_TRUE(r.ok());
    EXPECT_TRUE(s.on_main_line(*r));
    EXPECT_EQ(s.main_line_plies(), 2);
}

TEST(GameSession, AnIllegalMoveIsRefused) {
    GameSession s;
    Move m;
    m.from = static_cast<std::uint8_t>(core::make_square(0, 1));  // a2 is blocked by a3
    m.to = static_cast<std::uint8_t>(core::make_square(0, 2));
    auto r = s.play(m);
    EXPECT_FALSE(r.ok());
    EXPECT_NE(r.error().find("not legal"), std::string::npos);
    EXPECT_EQ(s.cursor(), root_node);
    EXPECT_EQ(s.node_count(), 1u);
}

TEST(GameSession, PromotingAVariationMakesItTheMainLine) {
    GameSession s(record_of(Variant::dama, dama_opening));
    s.go_to_ply(1);
    auto r = s.play(find_move(s.position(), "a6-a5"));
    ASSERT_TRUE(r.ok());
    EXPECT_TRUE(s.promote_variation(*r));
    EXPECT_TRUE(s.on_main_line(*r));
    EXPECT_EQ(s.main_line_plies(), 2);
    EXPECT_FALSE(s.promote_variation(*r));  // already the main line
}

TEST(GameSession, NextMarkedFindsMarksAndWraps) {
    auto rec = record_of(Variant::dama, dama_opening);
    rec.moves[2].marks = static_cast<core::MarkSet>(core::Mark::missed_capture);
    GameSession s(rec);
    auto m = s.next_marked();
    ASSERT_TRUE(m.has_value());
    EXPECT_EQ(s.node(*m).ply, 3);
    s.go_to(*m);
    auto again = s.next_marked();  // none after it: wraps to the first
    ASSERT_TRUE(again.has_value());
    EXPECT_EQ(*again, *m);
    GameSession unmarked(record_of(Variant::dama, dama_opening));
    EXPECT_FALSE(unmarked.next_marked().has_value());
}

TEST(GameSession, MoveNumbersFollowTheFirstMover) {
    GameSession dama(record_of(Variant::dama, dama_opening));
    EXPECT_EQ(dama.move_number(1, true), "1.");
    EXPECT_EQ(dama.move_number(2, true), "1...");
    EXPECT_EQ(dama.move_number(2, false), "");
    EXPECT_EQ(dama.move_number(3, false), "2.");
    // Dhama: Black moves first, so Black's moves open the numbers.
    GameSession dhama(record_of(Variant::dhama, {"11-15", "23-19"}));
    EXPECT_TRUE(dhama.is_first_half(1));
    EXPECT_FALSE(dhama.is_first_half(2));
    // A set-up position with the second mover to play starts with "1...".
    auto pos = core::parse_fen(Variant::dama, "B:Wa2,b2:Bh7,g7");
    ASSERT_TRUE(pos.ok()) << pos.error();
    auto s = GameSession::from_position(*pos);
    EXPECT_EQ(s.move_number(1, true), "1...");
    EXPECT_EQ(s.move_number(2, true), "2.");
}

TEST(GameSession, TokensNestVariationsAndComments) {
    auto rec = record_of(Variant::dama, dama_opening);
    rec.comment = "intro";
    rec.moves[1].comment = "a quiet reply";
    Position after1 = rec.start;
    after1.play(rec.moves[0].move);
    core::RecordedMove alt;
    alt.move = find_move(after1, "a6-a5");
    rec.moves[1].variations.push_back({alt});
    GameSession s(rec);
    using K = MoveToken::Kind;
    std::vector<K> kinds;
    std::vector<std::string> texts;
    for (const auto& t : s.tokens()) {
        kinds.push_back(t.kind);
        texts.push_back(t.number + t.text);
    }
    const std::vector<K> expected = {
        K::comment, K::move,          K::move, K::comment, K::variation_start,
        K::move,    K::variation_end, K::move, K::move};
    EXPECT_EQ(kinds, expected);
    EXPECT_EQ(texts[0], "intro");
    EXPECT_EQ(texts[1], "1.c3-c4");
    EXPECT_EQ(texts[2], "f6-f5");
    EXPECT_EQ(texts[5], "1...a6-a5");  // a variation restates the number
    EXPECT_EQ(texts[7], "2.c4-c5");
}

}  // namespace
}  // namespace damascope::app
