// The set-up checks, one rule of RULES.md each: what cannot stand on a board in a game.
#include "core/position_check.hpp"

#include "test_support.hpp"

namespace damascope::core::testing {
namespace {

Position with(Variant v, std::initializer_list<std::pair<const char*, Piece>> pieces) {
    Position p = Position::empty(v, first_mover(v));
    for (const auto& [name, piece] : pieces) p.put(sq(v, name), piece);
    return p;
}

TEST(PositionCheck, StartPositionsAndAKingEndingAreFine) {
    for (Variant v : all_variants) EXPECT_FALSE(find_setup_problem(Position::initial(v)));
    EXPECT_FALSE(find_setup_problem(
        with(Variant::dama, {{"a8", Piece::white_king}, {"h1", Piece::black_king}})));
    EXPECT_FALSE(find_setup_problem(
        with(Variant::dhama, {{"1", Piece::white_king}, {"32", Piece::black_king}})));
}

TEST(PositionCheck, DamaManOnItsPromotionRankIsRefused) {
    // A white man reaching rank 8 becomes a dama; so does a black man reaching rank 1.
    auto p = find_setup_problem(
        with(Variant::dama, {{"c8", Piece::white_man}, {"e5", Piece::black_man}}));
    ASSERT_TRUE(p);
    EXPECT_EQ(p->fault, SetupFault::man_on_last_rank);
    EXPECT_EQ(p->color, Color::white);
    EXPECT_EQ(p->square, sq(Variant::dama, "c8"));
    p = find_setup_problem(
        with(Variant::turkish, {{"d4", Piece::white_man}, {"f1", Piece::black_man}}));
    ASSERT_TRUE(p);
    EXPECT_EQ(p->fault, SetupFault::man_on_last_rank);
    EXPECT_EQ(p->color, Color::black);
}

TEST(PositionCheck, DamaManOnItsOwnFirstRankIsRefused) {
    // Dama men start on ranks 2-3 (1st rank empty) and never move backwards.
    auto p = find_setup_problem(
        with(Variant::dama, {{"b1", Piece::white_man}, {"e5", Piece::black_man}}));
    ASSERT_TRUE(p);
    EXPECT_EQ(p->fault, SetupFault::man_on_own_back_rank);
    EXPECT_EQ(p->square, sq(Variant::dama, "b1"));
    // A Dhama man on its own back row is where it started: fine.
    EXPECT_FALSE(find_setup_problem(
        with(Variant::dhama, {{"30", Piece::white_man}, {"2", Piece::black_man}})));
}

TEST(PositionCheck, DhamaManOnItsCrowningRowIsRefused) {
    auto p = find_setup_problem(
        with(Variant::dhama, {{"3", Piece::white_man}, {"20", Piece::black_man}}));
    ASSERT_TRUE(p);
    EXPECT_EQ(p->fault, SetupFault::man_on_last_rank);
    EXPECT_EQ(p->square, sq(Variant::dhama, "3"));
}

TEST(PositionCheck, DhamaPieceOnALightSquareIsRefused) {
    SetupBoard board{};
    board[static_cast<std::size_t>(sq(Variant::dama, "a1"))] = Piece::white_man;   // dark
    board[static_cast<std::size_t>(sq(Variant::dama, "b1"))] = Piece::black_king;  // light
    auto p = find_setup_problem(Variant::dhama, board);
    ASSERT_TRUE(p);
    EXPECT_EQ(p->fault, SetupFault::light_square);
    EXPECT_EQ(p->color, Color::black);
    EXPECT_EQ(p->square, sq(Variant::dama, "b1"));
    // The same board is a Dama board on every square (a king may stand on its 1st rank).
    EXPECT_FALSE(find_setup_problem(Variant::dama, [&] {
        SetupBoard b = board;
        b[0] = Piece::white_king;
        return b;
    }()));
}

TEST(PositionCheck, MorePiecesThanASideStartsWithIsRefused) {
    // Dama: 16 each. Seventeen white kings cannot be.
    Position dama = Position::initial(Variant::dama);
    EXPECT_FALSE(find_setup_problem(dama));
    dama.put(sq(Variant::dama, "d4"), Piece::white_king);
    auto p = find_setup_problem(dama);
    ASSERT_TRUE(p);
    EXPECT_EQ(p->fault, SetupFault::too_many_pieces);
    EXPECT_EQ(p->color, Color::white);
    // Dhama: 12 each; a thirteenth black piece.
    Position dhama = Position::initial(Variant::dhama);
    dhama.put(sq(Variant::dhama, "14"), Piece::black_king);
    p = find_setup_problem(dhama);
    ASSERT_TRUE(p);
    EXPECT_EQ(p->fault, SetupFault::too_many_pieces);
    EXPECT_EQ(p->color, Color::black);
}

TEST(PositionCheck, ASideWithoutPiecesIsRefused) {
    auto p = find_setup_problem(with(Variant::dama, {{"d4", Piece::white_man}}));
    ASSERT_TRUE(p);
    EXPECT_EQ(p->fault, SetupFault::no_pieces);
    EXPECT_EQ(p->color, Color::black);
    p = find_setup_problem(Position::empty(Variant::dhama, Color::black));
    ASSERT_TRUE(p);
    EXPECT_EQ(p->fault, SetupFault::no_pieces);
    EXPECT_EQ(p->color, Color::white);
}

}  // namespace
}  // namespace damascope::core::testing
