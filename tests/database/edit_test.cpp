// Games edited in place: annotations and variations saved, the position index and the analysis
// following the main line.
#include <gtest/gtest.h>

#include "test_games.hpp"

namespace damascope::database {
namespace {

using testing::make_game;
using testing::open_ok;
using testing::query;
using testing::temp_db;

// The position after `plies` main-line moves of g.
core::Position position_after(const core::GameRecord& g, int plies) {
    core::Position pos = g.start;
    for (int i = 0; i < plies; ++i) pos.play(g.moves[static_cast<std::size_t>(i)].move);
    return pos;
}

TEST(GameDatabaseEdit, AnnotationsAreSavedAndReadBackThroughANewConnection) {
    const auto path = temp_db("edit_annotations");
    std::int64_t id = 0;
    core::GameRecord g = make_game(core::Variant::dama, 6, 3);
    {
        auto db = open_ok(path);
        ASSERT_TRUE(db.add_game(g, &id).ok());
        g.comment = "before the first move";
        g.moves[1].comment = "نقلة جيدة {braces} [%cal Gc3c5] [%csl Rd4]";
        g.moves[1].nags = {1, 16};
        // A variation at ply 3 with a comment before its first move.
        core::GameRecord alt = make_game(core::Variant::dama, 4, 7);
        std::vector<core::RecordedMove> line;
        core::Position pos = position_after(g, 2);
        core::MoveList legal;
        core::generate_legal(pos, legal);
        for (const auto& m : legal) {
            if (m == g.moves[2].move) continue;
            core::RecordedMove rm;
            rm.move = m;
            rm.text = core::format_move(pos, m, std::span(legal.begin(), legal.size()));
            rm.comment_before = "or instead";
            rm.comment = "also good";
            line.push_back(rm);
            break;
        }
        ASSERT_EQ(line.size(), 1u);
        g.moves[2].variations.push_back(line);
        auto r = db.update_game(id, g);
        ASSERT_TRUE(r.ok()) << r.error();
    }
    auto db = open_ok(path);
    auto loaded = db.load_game(id);
    ASSERT_TRUE(loaded.ok()) << loaded.error();
    EXPECT_EQ(loaded->comment, "before the first move");
    EXPECT_EQ(loaded->moves[1].comment, g.moves[1].comment);
    EXPECT_EQ(loaded->moves[1].nags, (std::vector<int>{1, 16}));
    ASSERT_EQ(loaded->moves[2].variations.size(), 1u);
    EXPECT_EQ(loaded->moves[2].variations[0][0].comment_before, "or instead");
    EXPECT_EQ(loaded->moves[2].variations[0][0].comment, "also good");
    EXPECT_EQ(loaded->moves[2].variations[0][0].move, g.moves[2].variations[0][0].move);
    EXPECT_EQ(query(path, "SELECT count(*) FROM games"), 1);
    EXPECT_EQ(query(path, "SELECT count(*) FROM games WHERE edited IS NOT NULL"), 1);
}

TEST(GameDatabaseEdit, AnalysisStaysForAnnotationsAndGoesWhenTheMainLineChanges) {
    auto db = open_ok(temp_db("edit_analysis"));
    std::int64_t id = 0;
    core::GameRecord g = make_game(core::Variant::dhama, 4, 1);
    ASSERT_TRUE(db.add_game(g, &id).ok());
    GameAnalysis a{id, "damascope", 8, {}};
    for (int ply = 0; ply <= 4; ++ply) a.plies.push_back({ply, 0, 0, "", {}, 8, 0});
    ASSERT_TRUE(*db.save_analysis(a));

    g.moves[0].comment = "a comment changes no position";
    ASSERT_TRUE(db.update_game(id, g).ok());
    EXPECT_TRUE(db.load_analysis(id).value().has_value());

    g.moves.pop_back();  // truncated: the scores of the last position no longer belong
    ASSERT_TRUE(db.update_game(id, g).ok());
    EXPECT_FALSE(db.load_analysis(id).value().has_value());
    auto list = db.list_games({});
    ASSERT_TRUE(list.ok());
    EXPECT_EQ(list->front().plies, 3);
}

TEST(GameDatabaseEdit, ThePositionIndexFollowsAPromotedLine) {
    auto db = open_ok(temp_db("edit_positions"));
    std::int64_t id = 0;
    core::GameRecord g = make_game(core::Variant::dama, 4, 0);
    ASSERT_TRUE(db.add_game(g, &id).ok());
    const core::Position old_end = position_after(g, 4);
    ASSERT_EQ(db.games_with_position(old_end).value(), (std::vector<std::int64_t>{id}));

    // Another game's line from the start becomes this game's main line.
    core::GameRecord other = make_game(core::Variant::dama, 4, 5);
    ASSERT_FALSE(other.moves[0].move == g.moves[0].move);
    g.moves = other.moves;
    ASSERT_TRUE(db.update_game(id, g).ok());
    const core::Position new_end = position_after(other, 4);
    EXPECT_TRUE(db.games_with_position(old_end).value().empty());
    EXPECT_EQ(db.games_with_position(new_end).value(), (std::vector<std::int64_t>{id}));
}

TEST(GameDatabaseEdit, AMissingGameIsAnErrorAndNothingIsWritten) {
    const auto path = temp_db("edit_missing");
    auto db = open_ok(path);
    auto r = db.update_game(42, make_game(core::Variant::dama, 2, 0));
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error().find("42"), std::string::npos) << r.error();
    EXPECT_EQ(query(path, "SELECT count(*) FROM games"), 0);
}

}  // namespace
}  // namespace damascope::database
