// The position editor's model: clicks with the palette, FEN in and out, the refusals in words, and
// the set-up stored as a new game that reads back with its start.
#include "app/position_setup.hpp"

#include <gtest/gtest.h>

#include "../database/test_games.hpp"
#include "app/game_document.hpp"
#include "core/fen.hpp"
#include "core/notation.hpp"

namespace damascope::app {
namespace {

core::Square sq(core::Variant v, const char* name) {
    return *core::parse_square(v, name);
}

TEST(PositionSetup, ClicksPutAndTakeOffPieces) {
    PositionSetup s(core::Variant::dama);
    s.clear();
    s.click(sq(core::Variant::dama, "d4"), core::Piece::white_king);
    s.click(sq(core::Variant::dama, "e6"), core::Piece::black_man);
    s.click(sq(core::Variant::dama, "e7"), core::Piece::black_man);
    s.click(sq(core::Variant::dama, "e7"), core::Piece::black_man);  // the same again: off
    s.click(sq(core::Variant::dama, "c3"), core::Piece::white_man);
    s.click(sq(core::Variant::dama, "c3"), core::Piece::none);  // the eraser
    s.set_side_to_move(core::Color::black);
    EXPECT_EQ(s.fen(), "B:WKd4:Be6");
    auto pos = s.position();
    ASSERT_TRUE(pos.ok()) << pos.error();
    EXPECT_EQ(pos->piece_at(sq(core::Variant::dama, "d4")), core::Piece::white_king);
    EXPECT_EQ(pos->side_to_move(), core::Color::black);
    EXPECT_EQ(core::popcount(pos->occupied()), 2);
    s.start();
    EXPECT_EQ(s.position().value(), core::Position::initial(core::Variant::dama));
}

TEST(PositionSetup, RefusalsSayWhatAndWhere) {
    PositionSetup s(core::Variant::dama);
    s.click(sq(core::Variant::dama, "c8"), core::Piece::white_man);  // Black's first row
    EXPECT_EQ(s.problem(),
              "White's man on c8 stands on the row where it is promoted: it would be a king.");
    EXPECT_FALSE(s.position().ok());
    s.clear();
    s.click(sq(core::Variant::dama, "a1"), core::Piece::white_king);
    EXPECT_EQ(s.problem(), "Black has no pieces: the game would be over.");
    // Dhama: a piece on a light square (b1 is light) is named by its Dama name.
    s.set_variant(core::Variant::dhama);
    s.click(sq(core::Variant::dama, "b1"), core::Piece::black_king);
    EXPECT_EQ(s.problem(),
              "Black's piece on b1 stands on a light square: Dhama is played on the "
              "dark squares only.");
    PositionSetup full(core::Variant::dhama);
    full.click(sq(core::Variant::dhama, "15"), core::Piece::white_king);
    EXPECT_EQ(full.problem(), "White has more than 12 pieces.");
}

TEST(PositionSetup, PasteFenTellsTheGameBySquaresAndKeepsTheRuleSet) {
    PositionSetup s(core::Variant::turkish);
    ASSERT_TRUE(s.paste_fen("W:Wa2,Kd5:Bh7").ok());
    EXPECT_EQ(s.variant(), core::Variant::turkish);
    EXPECT_EQ(s.at(sq(core::Variant::dama, "d5")), core::Piece::white_king);
    ASSERT_TRUE(s.paste_fen("B:W21,K30:B1,2").ok());
    EXPECT_EQ(s.variant(), core::Variant::dhama);
    EXPECT_EQ(s.side_to_move(), core::Color::black);
    const std::string before = s.fen();
    auto bad = s.paste_fen("W:Wz9:B1");
    ASSERT_FALSE(bad.ok());
    EXPECT_NE(bad.error().find("Not a FEN"), std::string::npos) << bad.error();
    EXPECT_EQ(s.fen(), before);  // nothing changed
}

TEST(PositionSetup, ReadSetupFenChecksThePosition) {
    auto ok = read_setup_fen("B:W18,K15:BK30,6", core::Variant::dama);
    ASSERT_TRUE(ok.ok()) << ok.error();
    EXPECT_EQ(ok->variant(), core::Variant::dhama);
    auto crowned = read_setup_fen("W:W18,1:BK30", core::Variant::dhama);
    ASSERT_FALSE(crowned.ok());
    EXPECT_EQ(crowned.error(),
              "White's man on 1 stands on the row where it is promoted: it would be a king.");
    EXPECT_FALSE(read_setup_fen("", core::Variant::dama).ok());
}

TEST(PositionSetup, ASetUpPositionIsStoredAsANewGameWithItsStart) {
    const auto path = database::testing::temp_db("position_setup");
    GameDocument doc;
    ASSERT_TRUE(doc.open_database(path, false).ok());
    PositionSetup s(core::Variant::dama);
    ASSERT_TRUE(s.paste_fen("W:Wc3,Kd4:Bf6,g7").ok());
    auto pos = s.position();
    ASSERT_TRUE(pos.ok()) << pos.error();
    auto stored = doc.new_game_from(*pos);
    ASSERT_TRUE(stored.ok()) << stored.error();
    ASSERT_NE(doc.game_id(), 0);
    EXPECT_TRUE(doc.enters_moves());  // moves played on it are saved as played
    GameDocument again;
    ASSERT_TRUE(again.open_database(path, true).ok());
    ASSERT_TRUE(again.open_game(doc.game_id()).ok());
    EXPECT_EQ(again.record().start, *pos);
    EXPECT_EQ(core::to_fen(again.session().position()), "W:Wc3,Kd4:Bf6,g7");
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
}

}  // namespace
}  // namespace damascope::app

namespace damascope::app {
namespace {

TEST(PositionSetup, OneSidesPiecesMayBeSearchedForAndAreFound) {
    const auto path = database::testing::temp_db("position_setup_search");
    {
        auto db = database::GameDatabase::open(path);
        ASSERT_TRUE(db.ok()) << db.error();
        for (int seed = 1; seed <= 6; ++seed)
            ASSERT_TRUE(db.value()
                            .add_game(database::testing::make_game(core::Variant::dhama, 30, seed))
                            .ok());
    }
    auto db = database::GameDatabase::open_existing(path);
    ASSERT_TRUE(db.ok()) << db.error();
    // Black's twelve men of the start: every game has them at ply 0.
    PositionSetup s(core::Variant::dhama);
    for (core::Square sq = 0; sq < 64; ++sq)
        if (s.at(sq) == core::Piece::white_man) s.click(sq, core::Piece::none);
    EXPECT_FALSE(s.problem().empty());  // cannot be played: White has no pieces
    EXPECT_EQ(s.search_problem(), "");  // but can be searched for
    auto found = search_pieces(*db, s.pattern(), {}, 4);
    ASSERT_TRUE(found.ok()) << found.error();
    ASSERT_EQ(found->hits.size(), 6u);
    EXPECT_EQ(found->listed.size(), 4u);
    for (const auto& hit : found->hits) EXPECT_EQ(hit.ply, 0);
    EXPECT_EQ(found->listed[0].id, found->hits[0].id);
    s.clear();
    EXPECT_EQ(s.search_problem(), "Put some pieces on the board to search for.");
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
}

}  // namespace
}  // namespace damascope::app
