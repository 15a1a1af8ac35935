// PDN FEN for both games: reading every form seen in files, clear errors, round trips.
#include <random>

#include "test_support.hpp"

namespace damascope::core::testing {
namespace {

TEST(Fen, DhamaStartWithRanges) {
    auto p = parse_fen(Variant::dhama, "B:W21-32:B1-12");
    ASSERT_TRUE(p.ok()) << p.error();
    EXPECT_EQ(p.value(), Position::initial(Variant::dhama));
    EXPECT_EQ(to_fen(Position::initial(Variant::dhama)), "B:W21-32:B1-12");
}

TEST(Fen, DamaAlgebraicWithKings) {
    auto p = parse_fen(Variant::dama, "W:Wa2,b2,Kd5:Bh7");
    ASSERT_TRUE(p.ok()) << p.error();
    EXPECT_EQ(p.value().piece_at(sq(Variant::dama, "a2")), Piece::white_man);
    EXPECT_EQ(p.value().piece_at(sq(Variant::dama, "d5")), Piece::white_king);
    EXPECT_EQ(p.value().piece_at(sq(Variant::dama, "h7")), Piece::black_man);
    EXPECT_EQ(p.value().side_to_move(), Color::white);
    EXPECT_EQ(popcount(p.value().occupied()), 4);
}

TEST(Fen, AnyOrderTrailingDotSpacesAndQuotes) {
    auto a = parse_fen(Variant::dhama, "W:B1,2,K9:W21,22,K30.");
    auto b = parse_fen(Variant::dhama, " \"W:W21, 22, K30:B1,2,K9\" ");
    ASSERT_TRUE(a.ok()) << a.error();
    ASSERT_TRUE(b.ok()) << b.error();
    EXPECT_EQ(a.value(), b.value());
    EXPECT_EQ(a.value().piece_at(sq(Variant::dhama, "9")), Piece::black_king);
}

TEST(Fen, ManOnItsPromotionRowIsKeptAsWritten) {
    // Problem files do this (pdn3 sample beginner.pdn, problem 10): the set-up is shown as given.
    auto p = parse_fen(Variant::dhama, "W:W18,K15,1:BK30,K26,2.");
    ASSERT_TRUE(p.ok()) << p.error();
    EXPECT_EQ(p.value().piece_at(sq(Variant::dhama, "1")), Piece::white_man);
}

TEST(Fen, SideWithNoPieces) {
    auto p = parse_fen(Variant::dama, "B:W:Bd5");
    ASSERT_TRUE(p.ok()) << p.error();
    EXPECT_EQ(p.value().pieces(Color::white), 0u);
}

TEST(Fen, BadInputSaysWhatIsWrong) {
    struct Case {
        Variant v;
        const char* fen;
        const char* mentions;
    };
    const Case cases[] = {
        {Variant::dama, "", "empty"},
        {Variant::dama, "X:Wa2:Bh7", "side to move"},
        {Variant::dama, "W:Wa9:Bh7", "a9"},
        {Variant::dama, "W:Wa2,a2:Bh7", "twice"},
        {Variant::dama, "W:Wa2", "both"},
        {Variant::dhama, "B:W21-40:B1-12", "range"},
        {Variant::dhama, "B:W32-21:B1-12", "backwards"},
        {Variant::dhama, "B:W21-32:B1-12:Q5", "W or B"},
        {Variant::dhama, "B:Wa1:B1", "not a square"},
        {Variant::dama, "W:Wa2:Wb2:Bh7", "twice"},
    };
    for (const Case& c : cases) {
        auto p = parse_fen(c.v, c.fen);
        ASSERT_FALSE(p.ok()) << c.fen;
        EXPECT_NE(p.error().find(c.mentions), std::string::npos) << c.fen << ": " << p.error();
    }
}

TEST(Fen, RandomGamePositionsRoundTrip) {
    std::mt19937_64 rng(11);
    for (Variant v : {Variant::dama, Variant::dhama})
        for (int game = 0; game < 30; ++game) {
            Position p = Position::initial(v);
            for (int ply = 0; ply < 100; ++ply) {
                auto back = parse_fen(v, to_fen(p));
                ASSERT_TRUE(back.ok()) << to_fen(p) << ": " << back.error();
                EXPECT_EQ(back.value(), p);
                EXPECT_EQ(back.value().hash(), p.hash());
                const MoveList moves = legal(p);
                if (moves.empty()) break;
                p.play(moves[rng() % moves.size()]);
            }
        }
}

}  // namespace
}  // namespace damascope::core::testing
