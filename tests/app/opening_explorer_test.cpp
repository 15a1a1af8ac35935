// app::find_position and app::explore: the games found are exactly those whose replay reaches the
// position (first ply), and the games filter restricts both.
#include "app/opening_explorer.hpp"

#include <gtest/gtest.h>

#include <array>

#include "../database/test_games.hpp"

namespace damascope::app {
namespace {

using database::testing::make_game;
using database::testing::temp_db;

core::Position after(const core::GameRecord& g, std::size_t plies) {
    core::Position pos = g.start;
    for (std::size_t i = 0; i < plies; ++i) pos.play(g.moves[i].move);
    return pos;
}

TEST(OpeningExplorer, FindsTheGamesThatReachThePositionWithTheFirstPly) {
    auto db = database::GameDatabase::open(temp_db("app_find_position"));
    ASSERT_TRUE(db.ok());
    // Games the database keeps (one of two with the same names and moves is a duplicate), so
    // that the i-th kept game has id i + 1.
    std::vector<core::GameRecord> games;
    std::vector<bool> white_is_odd;
    for (int seed = 0; seed < 20; ++seed) {
        auto g = make_game(core::Variant::dhama, 10, seed, seed % 2 ? "Odd" : "Even", "B");
        auto added = db.value().add_game(g);
        ASSERT_TRUE(added.ok());
        if (*added == database::AddOutcome::added) {
            games.push_back(g);
            white_is_odd.push_back(seed % 2 == 1);
        }
    }
    ASSERT_GE(games.size(), 15u);
    database::GameFilter odd;
    odd.player = "odd";
    for (std::size_t gi : {0u, 5u, 13u}) {
        for (std::size_t ply = 0; ply <= games[gi].moves.size(); ply += 2) {
            const core::Position pos = after(games[gi], ply);
            std::vector<std::pair<std::int64_t, int>> expected, expected_odd;
            for (std::size_t i = 0; i < games.size(); ++i)
                for (std::size_t p = 0; p <= games[i].moves.size(); ++p)
                    if (after(games[i], p) == pos) {
                        expected.emplace_back(static_cast<std::int64_t>(i + 1),
                                              static_cast<int>(p));
                        if (white_is_odd[i]) expected_odd.push_back(expected.back());
                        break;
                    }
            const std::array<const database::GameFilter*, 2> filters{nullptr, &odd};
            for (const auto* f : filters) {
                auto found = f ? find_position(*db, pos, *f) : find_position(*db, pos);
                ASSERT_TRUE(found.ok()) << found.error();
                std::vector<std::pair<std::int64_t, int>> got;
                for (const auto& g : *found) got.emplace_back(g.id, g.ply);
                EXPECT_EQ(got, f ? expected_odd : expected) << "game " << gi << " ply " << ply;
                auto tree = f ? explore(*db, pos, *f) : explore(*db, pos);
                ASSERT_TRUE(tree.ok());
                EXPECT_EQ(tree->games.size(), got.size());
                EXPECT_EQ(tree->games_total, static_cast<std::int64_t>(got.size()));
                // Listing two: the first two by id, and the count of all.
                auto two = explore(*db, pos, f ? *f : database::GameFilter{}, 2);
                ASSERT_TRUE(two.ok());
                EXPECT_EQ(two->games_total, static_cast<std::int64_t>(got.size()));
                ASSERT_EQ(two->games.size(), std::min<std::size_t>(2, got.size()));
                for (std::size_t i = 0; i < two->games.size(); ++i)
                    EXPECT_EQ(two->games[i].id, got[i].first);
            }
        }
    }
}

}  // namespace
}  // namespace damascope::app

namespace damascope::app {
namespace {

std::int64_t total_games(const ExplorerResult& r) {
    std::int64_t n = 0;
    for (const auto& m : r.moves) n += m.games;
    return n;
}

// The explorer keeps each game's result and the last filter's ids between queries: a game added,
// edited or added by another connection must show at once.
TEST(OpeningExplorer, FollowsGamesAddedAndEditedSinceTheLastQuery) {
    const std::string path = database::testing::temp_db("app_explore_changes");
    auto opened = database::GameDatabase::open(path);
    ASSERT_TRUE(opened.ok());
    database::GameDatabase db = std::move(opened).value();
    const auto start = core::Position::initial(core::Variant::dhama);
    database::GameFilter amal;
    amal.player = "Amal";
    std::int64_t first = 0;
    ASSERT_TRUE(
        db.add_game(database::testing::make_game(core::Variant::dhama, 6, 1, "Amal", "B", "1-0"),
                    &first)
            .ok());
    auto r = explore(db, start, amal);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(total_games(*r), 1);
    EXPECT_EQ(r->moves.at(0).white_wins, 1);

    // Another game of Amal's through this connection.
    ASSERT_TRUE(
        db.add_game(database::testing::make_game(core::Variant::dhama, 6, 2, "Amal", "C", "0-1"))
            .ok());
    r = explore(db, start, amal);
    EXPECT_EQ(total_games(*r), 2);

    // The first game's result edited: a draw now.
    auto loaded = db.load_game(first);
    ASSERT_TRUE(loaded.ok());
    core::GameRecord g = std::move(loaded).value();
    g.result = "1/2-1/2";
    g.outcome = core::Outcome::draw;
    for (auto& [k, v] : g.tags)
        if (k == "Result") v = "1/2-1/2";
    ASSERT_TRUE(db.update_game(first, g).ok());
    r = explore(db, start, amal);
    std::int64_t white = 0, draws = 0;
    for (const auto& m : r->moves) {
        white += m.white_wins;
        draws += m.draws;
    }
    EXPECT_EQ(white, 0);
    EXPECT_EQ(draws, 1);

    // A third game from another connection (another process would do the same).
    {
        auto other = database::GameDatabase::open(path);
        ASSERT_TRUE(other.ok());
        ASSERT_TRUE(other.value()
                        .add_game(database::testing::make_game(core::Variant::dhama, 6, 3, "Amal",
                                                               "D", "1-0"))
                        .ok());
    }
    r = explore(db, start, amal);
    EXPECT_EQ(total_games(*r), 3);
    EXPECT_EQ(r->games.size(), 3u);
}

}  // namespace
}  // namespace damascope::app
