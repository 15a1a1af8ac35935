// End-of-game rules: no legal move loses; Dama's lone dama vs lone man and 100-moves-each draws.
#include "core/game_state.hpp"

#include "test_support.hpp"

namespace damascope::core::testing {
namespace {

constexpr Variant D = Variant::dama;

TEST(Adjudication, BlockedSideLosesItIsNotADraw) {
    // Black's only man on a5 is walled in: a4 below (a3 behind it), b5 beside (c5 behind it).
    const Position p = diagram(D, Color::black,
                               {"........", "........", "........", "bww.....", "w.......",
                                "w.......", "........", "........"});
    EXPECT_EQ(count_legal(p), 0u);
    const Adjudication a = GameState(p).adjudicate();
    EXPECT_EQ(a.outcome, Outcome::white_wins);
    EXPECT_EQ(a.reason, EndReason::no_legal_move);
}

TEST(Adjudication, SideWithNoPiecesLoses) {
    const Position p = diagram(D, Color::white,
                               {"........", "...b....", "........", "........", "........",
                                "........", "........", "........"});
    EXPECT_EQ(GameState(p).adjudicate().outcome, Outcome::black_wins);
}

TEST(Adjudication, DhamaBlockedSideLosesToo) {
    const Position p = diagram(Variant::dhama, Color::white,
                               {"........", "........", "........", "........", "........",
                                "........", ".b......", "w......."});
    // The man on a1 (29) can take b2 (25) while c3 (22) is empty; a black man on c3 walls it in.
    Position blocked = p;
    blocked.put(sq(Variant::dhama, "22"), Piece::black_man);
    EXPECT_EQ(count_legal(blocked), 0u);
    EXPECT_EQ(GameState(blocked).adjudicate().outcome, Outcome::black_wins);
    EXPECT_EQ(GameState(p).adjudicate().outcome, Outcome::ongoing);
}

TEST(Adjudication, LoneDamaAgainstLoneManIsADraw) {
    const Position p = diagram(D, Color::white,
                               {"........", "........", "...b....", "........", "........",
                                "........", "........", "W......."});
    const Adjudication a = GameState(p).adjudicate();
    EXPECT_EQ(a.outcome, Outcome::draw);
    EXPECT_EQ(a.reason, EndReason::lone_king_vs_man);
    // Either side: a lone man against a lone dama.
    const Position q = diagram(D, Color::black,
                               {"B.......", "........", "........", "........", "........",
                                "...w....", "........", "........"});
    EXPECT_EQ(GameState(q).adjudicate().reason, EndReason::lone_king_vs_man);
}

TEST(Adjudication, TwoLoneDamasPlayOn) {
    const Position p = diagram(D, Color::white,
                               {"B.......", "........", "........", "........", "........",
                                "........", "........", ".......W"});
    EXPECT_EQ(GameState(p).adjudicate().outcome, Outcome::ongoing);
    // And a lone man against a lone man is no draw either.
    const Position q = diagram(D, Color::white,
                               {"........", "b.......", "........", "........", "........",
                                "........", ".......w", "........"});
    EXPECT_EQ(GameState(q).adjudicate().outcome, Outcome::ongoing);
}

TEST(Adjudication, TwoHundredQuietPliesDraw) {
    // Two damas each, shuffling: after 199 quiet plies the game goes on, after 200 it is drawn.
    GameState g(diagram(D, Color::white,
                        {"B.......", "........", "........", "B.......", "........", "........",
                         ".......W", ".......W"}));
    const Move white_out = mv(D, "h2", "g2"), white_back = mv(D, "g2", "h2");
    const Move black_out = mv(D, "a8", "b8"), black_back = mv(D, "b8", "a8");
    for (int ply = 0; ply < 199; ++ply) {
        const bool white = ply % 2 == 0;
        const bool out = (ply / 2) % 2 == 0;
        g.play(white ? (out ? white_out : white_back) : (out ? black_out : black_back));
    }
    EXPECT_EQ(g.quiet_plies(), 199);
    EXPECT_EQ(g.adjudicate().outcome, Outcome::ongoing);
    g.play(mv(D, "b8", "a8"));
    EXPECT_EQ(g.quiet_plies(), 200);
    const Adjudication a = g.adjudicate();
    EXPECT_EQ(a.outcome, Outcome::draw);
    EXPECT_EQ(a.reason, EndReason::quiet_move_limit);
}

TEST(Adjudication, QuietCounterResetsOnCaptureAndPromotionOnly) {
    GameState g(diagram(D, Color::white,
                        {"........", "w.......", ".......b", "........", "...b....", "...w....",
                         "........", "........"}),
                150);
    g.play(mv(D, "d3", "d5", {"d4"}));  // capture
    EXPECT_EQ(g.quiet_plies(), 0);
    g.play(mv(D, "h6", "g6"));  // a black man moving sideways: quiet
    EXPECT_EQ(g.quiet_plies(), 1);
    g.play(mv(D, "d5", "d6"));  // a man moving forward is still quiet
    EXPECT_EQ(g.quiet_plies(), 2);
    g.play(mv(D, "g6", "f6"));
    g.play(mv(D, "a7", "a8"));  // promotion
    EXPECT_EQ(g.quiet_plies(), 0);
}

TEST(Adjudication, DhamaHasNoQuietMoveDraw) {
    GameState g(diagram(Variant::dhama, Color::white,
                        {".B......", "........", "........", "........", "........", "........",
                         "........", "......W."}),
                500);
    EXPECT_EQ(g.adjudicate().outcome, Outcome::ongoing);
}

}  // namespace
}  // namespace damascope::core::testing
