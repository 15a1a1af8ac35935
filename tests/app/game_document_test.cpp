// The main window's document: a database, the game being replayed and what the views draw of it.
#include "app/game_document.hpp"

#include <gtest/gtest.h>

#include <filesystem>

#include "core/fen.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"
#include "importers/game_file_reader.hpp"

namespace damascope::app {
namespace {

// The dama on a6 reaches a5 by two chains: over f6-f2 (taking f3) or over g6-g2 (taking g3).
constexpr const char* two_chains_fen = "W:WKa6:Bc2,f3,g3,a4,c6";

std::vector<core::Move> moves_between(const core::Position& pos, core::Square from,
                                      core::Square to) {
    core::MoveList legal;
    core::generate_legal(pos, legal);
    std::vector<core::Move> out;
    for (const core::Move& m : legal)
        if (m.from == from && m.to == to) out.push_back(m);
    return out;
}

TEST(GameDocument, TwoChainsToOneSquareAreNamedByWhatTheyTake) {
    auto pos = core::parse_fen(core::Variant::dama, two_chains_fen);
    ASSERT_TRUE(pos.ok()) << pos.error();
    const auto a6 = *core::parse_square(core::Variant::dama, "a6");
    const auto a5 = *core::parse_square(core::Variant::dama, "a5");
    const auto moves = moves_between(*pos, a6, a5);
    ASSERT_EQ(moves.size(), 2u);
    std::vector<std::string> texts = {captured_squares_text(*pos, moves[0]),
                                      captured_squares_text(*pos, moves[1])};
    std::sort(texts.begin(), texts.end());
    // In the order taken: c6 along row 6, f3 (or g3) down the file, c2 along row 2, a4 up file a.
    EXPECT_EQ(texts[0], "c6, f3, c2, a4");
    EXPECT_EQ(texts[1], "c6, g3, c2, a4");
    // The drawn path follows the chain: from, the four landings, nothing else.
    for (const auto& m : moves) {
        const auto path = move_path(*pos, m);
        ASSERT_EQ(path.size(), 5u);
        EXPECT_EQ(path.front(), a6);
        EXPECT_EQ(path.back(), a5);
    }
}

TEST(GameDocument, AStepIsDrawnFromAndTo) {
    const auto pos = core::Position::initial(core::Variant::dhama);
    core::MoveList legal;
    core::generate_legal(pos, legal);
    const auto path = move_path(pos, legal[0]);
    EXPECT_EQ(path, (std::vector<core::Square>{legal[0].from, legal[0].to}));
}

TEST(GameDocument, OpensAStoredGameAtItsStart) {
    const auto path =
        std::filesystem::temp_directory_path() / "damascope_game_document_test.damascope";
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path.string() + suffix);
    {
        auto db = database::GameDatabase::open(path.string());
        ASSERT_TRUE(db.ok()) << db.error();
        auto games = importers::read_pdn_text(
            "[White \"Amal\"]\n[Black \"Bassem\"]\n[Event \"Club\"]\n[Date \"1841.??.??\"]\n"
            "[Result \"1-0\"]\n"
            "[GameType \"30\"]\n\n1. c3-c4 f6-f5 2. c4-c5 c6xc4 1-0\n");
        ASSERT_EQ(games.size(), 1u);
        ASSERT_TRUE(games[0].record.has_value()) << games[0].skip_reason;
        ASSERT_TRUE(db.value().add_game(*games[0].record).ok());
    }
    GameDocument doc;
    EXPECT_FALSE(doc.open_game(1).ok());  // no database yet
    ASSERT_TRUE(doc.open_database(path.string(), true).ok());
    EXPECT_FALSE(doc.open_game(99).ok());
    ASSERT_TRUE(doc.open_game(1).ok());
    EXPECT_EQ(doc.game_id(), 1);
    // The date as far as it is known: the year.
    EXPECT_EQ(doc.title(), "Amal - Bassem, Club, 1841 (1-0)");
    EXPECT_FALSE(doc.stored_problem().has_value());  // read without a problem
    EXPECT_EQ(doc.session().ply(), 0);
    EXPECT_TRUE(doc.last_move_path().empty());
    doc.session().go_to_ply(4);
    const auto c6 = *core::parse_square(core::Variant::dama, "c6");
    const auto c4 = *core::parse_square(core::Variant::dama, "c4");
    EXPECT_EQ(doc.last_move_path(), (std::vector<core::Square>{c6, c4}));
    EXPECT_FALSE(doc.analysis().has_value());
    doc.new_game(core::Variant::dhama);
    EXPECT_EQ(doc.game_id(), 0);
    EXPECT_EQ(doc.session().variant(), core::Variant::dhama);
    // A missing file is an error when it must exist, and is left uncreated.
    const auto missing = path.string() + ".missing";
    EXPECT_FALSE(doc.open_database(missing, true).ok());
    EXPECT_FALSE(std::filesystem::exists(missing));
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path.string() + suffix);
}

}  // namespace
}  // namespace damascope::app
