// The three variants in the database: Dama under the Turkish federation's rules is stored, listed,
// filtered and loaded as `turkish`, and shares position search with Dama under the seed's rules.
#include <gtest/gtest.h>

#include "database/game_database.hpp"
#include "database/sqlite.hpp"
#include "test_games.hpp"

namespace damascope::database {
namespace {

using testing::make_game;
using testing::open_ok;
using testing::temp_db;

TEST(VariantStorage, EachVariantRoundTripsAndFilters) {
    const auto path = temp_db("variants");
    std::int64_t ids[3] = {0, 0, 0};
    const core::Variant variants[3] = {core::Variant::dama, core::Variant::turkish,
                                       core::Variant::dhama};
    {
        GameDatabase db = open_ok(path);
        for (int i = 0; i < 3; ++i) {
            const auto g = make_game(variants[i], 12, 5, "A", "B", "1-0");
            ASSERT_EQ(*db.add_game(g, &ids[i]), AddOutcome::added);
        }
    }
    auto db = GameDatabase::open(path);
    ASSERT_TRUE(db.ok()) << db.error();
    for (int i = 0; i < 3; ++i) {
        auto loaded = db->load_game(ids[i]);
        ASSERT_TRUE(loaded.ok()) << loaded.error();
        EXPECT_EQ(loaded->variant, variants[i]);
        EXPECT_EQ(loaded->start.variant(), variants[i]);
        GameFilter f;
        f.variant = variants[i];
        auto list = db->list_games(f);
        ASSERT_TRUE(list.ok()) << list.error();
        ASSERT_EQ(list->size(), 1u);
        EXPECT_EQ(list->front().id, ids[i]);
        EXPECT_EQ(list->front().variant, variants[i]);
    }
    // Dama under either rule set (the game list's "Dama (both rule sets)").
    GameFilter either;
    either.variant = core::Variant::turkish;
    either.either_dama_rules = true;
    auto both = db->list_games(either);
    ASSERT_TRUE(both.ok()) << both.error();
    ASSERT_EQ(both->size(), 2u);
    EXPECT_EQ(both->at(0).id, ids[0]);
    EXPECT_EQ(both->at(1).id, ids[1]);
    EXPECT_EQ(*db->count_games(either), 2);
    either.variant = core::Variant::dhama;  // no meaning for Dhama: Dhama alone
    EXPECT_EQ(*db->count_games(either), 1);
    // The number in games.variant is part of the file format (database/README.md).
    auto c = sqlite::Connection::open(path, sqlite::OpenMode::existing);
    ASSERT_TRUE(c.ok());
    EXPECT_EQ(
        *c.value()->query_int("SELECT variant FROM games WHERE id = " + std::to_string(ids[1])), 2);
}

TEST(VariantStorage, TheSameGameUnderTheOtherDamaRulesIsAnotherGame) {
    GameDatabase db = open_ok(temp_db("variants_twice"));
    EXPECT_EQ(*db.add_game(make_game(core::Variant::dama, 10, 1)), AddOutcome::added);
    EXPECT_EQ(*db.add_game(make_game(core::Variant::turkish, 10, 1)), AddOutcome::added);
    EXPECT_EQ(*db.add_game(make_game(core::Variant::turkish, 10, 1)), AddOutcome::duplicate);
}

TEST(VariantStorage, PositionSearchFindsDamaGamesOfBothRuleSetsButNoDhama) {
    GameDatabase db = open_ok(temp_db("variants_positions"));
    std::int64_t dama = 0, turkish = 0, dhama = 0;
    ASSERT_EQ(*db.add_game(make_game(core::Variant::dama, 6, 2, "A"), &dama), AddOutcome::added);
    ASSERT_EQ(*db.add_game(make_game(core::Variant::turkish, 6, 2, "B"), &turkish),
              AddOutcome::added);
    ASSERT_EQ(*db.add_game(make_game(core::Variant::dhama, 6, 2, "C"), &dhama), AddOutcome::added);
    // The Dama start, asked as either rule set, is in both Dama games.
    for (core::Variant v : {core::Variant::dama, core::Variant::turkish}) {
        auto found = db.games_with_position(core::Position::initial(v));
        ASSERT_TRUE(found.ok()) << found.error();
        EXPECT_EQ(*found, (std::vector<std::int64_t>{dama, turkish}));
    }
    auto found = db.games_with_position(core::Position::initial(core::Variant::dhama));
    ASSERT_TRUE(found.ok());
    EXPECT_EQ(*found, (std::vector<std::int64_t>{dhama}));
}

}  // namespace
}  // namespace damascope::database
