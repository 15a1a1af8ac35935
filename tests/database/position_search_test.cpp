// Position search and the opening explorer over the position index.
#include <gtest/gtest.h>

#include <map>
#include <string>

#include "database/game_database.hpp"
#include "test_games.hpp"

namespace damascope::database {
namespace {

using testing::make_game;
using testing::temp_db;

core::Position after(const core::GameRecord& g, std::size_t plies) {
    core::Position pos = g.start;
    for (std::size_t i = 0; i < plies; ++i) pos.play(g.moves[i].move);
    return pos;
}

// Stores 30 Dhama games (seeds 0..29) and 5 Dama games, in bulk or one by one.
std::vector<core::GameRecord> fill(GameDatabase& db, bool bulk) {
    std::vector<core::GameRecord> games;
    for (int seed = 0; seed < 30; ++seed)
        games.push_back(make_game(core::Variant::dhama, 12, seed, "W", "B",
                                  seed % 3 == 0   ? "1-0"
                                  : seed % 3 == 1 ? "0-1"
                                                  : "1/2-1/2"));
    for (int seed = 0; seed < 5; ++seed) games.push_back(make_game(core::Variant::dama, 12, seed));
    if (bulk) {
        EXPECT_TRUE(db.begin_bulk().ok());
    }
    for (const auto& g : games) EXPECT_EQ(*db.add_game(g), AddOutcome::added);
    if (bulk) {
        EXPECT_TRUE(db.end_bulk().ok());
    }
    return games;
}

// What the index should answer, worked out from the games themselves.
std::vector<std::int64_t> expected_games(const std::vector<core::GameRecord>& games,
                                         const core::Position& pos) {
    std::vector<std::int64_t> ids;
    for (std::size_t i = 0; i < games.size(); ++i) {
        for (std::size_t ply = 0; ply <= games[i].moves.size(); ++ply) {
            if (games[i].variant == pos.variant() && after(games[i], ply) == pos) {
                ids.push_back(static_cast<std::int64_t>(i + 1));
                break;
            }
        }
    }
    return ids;
}

class PositionSearchTest : public ::testing::TestWithParam<bool> {};

TEST_P(PositionSearchTest, FindsExactlyTheGamesThatPassThePosition) {
    auto db = GameDatabase::open(temp_db(GetParam() ? "positions_bulk" : "positions_single"));
    ASSERT_TRUE(db.ok());
    const auto games = fill(db.value(), GetParam());
    // Every position of a few games, including a Dama start that must not meet Dhama games.
    for (std::size_t gi : {0u, 7u, 29u, 31u}) {
        for (std::size_t ply = 0; ply <= games[gi].moves.size(); ply += 3) {
            const core::Position pos = after(games[gi], ply);
            auto found = db->games_with_position(pos);
            ASSERT_TRUE(found.ok()) << found.error();
            EXPECT_EQ(*found, expected_games(games, pos)) << "game " << gi << " ply " << ply;
        }
    }
    auto limited = db->games_with_position(core::Position::initial(core::Variant::dhama), 4);
    EXPECT_EQ(*limited, (std::vector<std::int64_t>{1, 2, 3, 4}));
    // A position no game reached.
    auto none =
        db->games_with_position(core::Position::empty(core::Variant::dama, core::Color::white));
    EXPECT_TRUE(none->empty());
}

TEST_P(PositionSearchTest, ExplorerCountsTheMovesPlayedAndTheirResults) {
    auto db = GameDatabase::open(temp_db(GetParam() ? "explorer_bulk" : "explorer_single"));
    ASSERT_TRUE(db.ok());
    const auto games = fill(db.value(), GetParam());
    const core::Position start = core::Position::initial(core::Variant::dhama);
    struct Count {
        std::int64_t games = 0, white = 0, black = 0, draws = 0;
    };
    std::map<std::pair<int, int>, Count> expected;  // by (from, to)
    for (const auto& g : games) {
        if (g.variant != core::Variant::dhama) continue;
        Count& c = expected[{g.moves[0].move.from, g.moves[0].move.to}];
        ++c.games;
        c.white += g.outcome == core::Outcome::white_wins;
        c.black += g.outcome == core::Outcome::black_wins;
        c.draws += g.outcome == core::Outcome::draw;
    }
    auto moves = db->moves_from_position(start);
    ASSERT_TRUE(moves.ok()) << moves.error();
    ASSERT_EQ(moves->size(), expected.size());
    std::int64_t total = 0;
    for (std::size_t i = 0; i < moves->size(); ++i) {
        const ExplorerMove& m = (*moves)[i];
        if (i > 0) {
            EXPECT_GE((*moves)[i - 1].games, m.games);  // most played first
        }
        const Count& c = expected[{m.move.from, m.move.to}];
        EXPECT_EQ(m.games, c.games) << m.text;
        EXPECT_EQ(m.white_wins, c.white);
        EXPECT_EQ(m.black_wins, c.black);
        EXPECT_EQ(m.draws, c.draws);
        EXPECT_FALSE(m.text.empty());
        core::Position next = start;
        next.play(m.move);
        EXPECT_EQ(GameDatabase::position_key(next), m.next_hash);
        total += m.games;
    }
    EXPECT_EQ(total, 30);
}

TEST_P(PositionSearchTest, DeletedGamesLeaveTheIndex) {
    auto db = GameDatabase::open(temp_db(GetParam() ? "pos_delete_bulk" : "pos_delete_single"));
    ASSERT_TRUE(db.ok());
    const auto games = fill(db.value(), GetParam());
    ASSERT_TRUE(db.value().delete_game(2).ok());
    auto found = db->games_with_position(core::Position::initial(core::Variant::dhama));
    ASSERT_EQ(found->size(), 29u);
    EXPECT_EQ((*found)[1], 3);
    found = db->games_with_position(after(games[1], 12));
    EXPECT_TRUE(std::find(found->begin(), found->end(), 2) == found->end());
}

// An import hands over the hashes its replay found; the keys are the same as without them, and
// hashes that do not fit the moves are ignored.
TEST(PositionKeys, GivenHashesGiveTheSameKeysAsAReplay) {
    for (const auto v : {core::Variant::dama, core::Variant::dhama}) {
        const auto g = make_game(v, 30, 4);
        std::vector<std::uint64_t> hashes;
        for (std::size_t ply = 0; ply <= g.moves.size(); ++ply)
            hashes.push_back(after(g, ply).hash());
        const auto replayed = GameDatabase::prepare_game(g);
        const auto given = GameDatabase::prepare_game(g, hashes);
        EXPECT_EQ(given.keys, replayed.keys);
        EXPECT_EQ(given.keys.back(), GameDatabase::position_key(after(g, g.moves.size())));
        hashes.pop_back();
        EXPECT_EQ(GameDatabase::prepare_game(g, hashes).keys, replayed.keys);
    }
}

// Named by what the parameter means, not "0" and "1".
std::string load_name(const ::testing::TestParamInfo<bool>& load) {
    return load.param ? "bulk_load" : "one_by_one";
}

INSTANTIATE_TEST_SUITE_P(BulkOrNot, PositionSearchTest, ::testing::Bool(), load_name);

}  // namespace
}  // namespace damascope::database
