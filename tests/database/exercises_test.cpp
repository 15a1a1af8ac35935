// The exercises table (schema version 14): stored and read back whole, a second save of the same
// exercise keeps its review schedule, an imported copy keeps the game it was built from, and an
// exercise goes with its game.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "database/game_database.hpp"
#include "test_games.hpp"

namespace damascope::database {
namespace {

using testing::make_game;
using testing::open_ok;
using testing::query;
using testing::temp_db;

ExerciseRow row(std::int64_t game, const std::string& fen) {
    ExerciseRow r;
    r.kind = ExerciseKind::longer;
    r.variant = core::Variant::dhama;
    r.fen = fen;
    r.game_id = game;
    r.ply = 3;
    r.player = "Bob Smith";
    r.played = "12x19";
    r.solutions = {"9x18x27", "12x19x26"};
    r.line = "9x27";
    r.source = "Carl Jones - Bob Smith";
    return r;
}

TEST(Exercises, StoredWholeAndASecondSaveKeepsTheSchedule) {
    const std::string path = temp_db("exercises_store");
    auto db = open_ok(path);
    std::int64_t game = 0;
    ASSERT_TRUE(db.add_game(make_game(core::Variant::dhama, 6, 1), &game).ok());
    const std::vector<ExerciseRow> rows = {row(game, "B:W14,16,23:B9,12")};
    auto saved = db.save_exercises(rows);
    ASSERT_TRUE(saved.ok()) << saved.error();
    EXPECT_EQ(saved->added, 1);
    auto back = db.exercises();
    ASSERT_TRUE(back.ok());
    ASSERT_EQ(back->size(), 1u);
    const ExerciseRow r = back->front();  // a copy: `back` is read again below
    EXPECT_EQ(r.kind, ExerciseKind::longer);
    EXPECT_EQ(r.variant, core::Variant::dhama);
    EXPECT_EQ(r.game_id, game);
    EXPECT_EQ(r.solutions, (std::vector<std::string>{"9x18x27", "12x19x26"}));
    EXPECT_EQ(r.schedule, ExerciseSchedule{});

    const ExerciseSchedule s{2, 1'800'000'000, 3, 2, 1};
    ASSERT_TRUE(db.save_exercise_schedule(r.id, s).ok());
    saved = db.save_exercises(rows);
    ASSERT_TRUE(saved.ok());
    EXPECT_EQ(saved->unchanged, 1);
    // Imported (no game): the same exercise, which keeps its game and its schedule.
    ExerciseRow imported = rows.front();
    imported.game_id.reset();
    imported.ply = 0;
    saved = db.save_exercises(std::vector<ExerciseRow>{imported});
    ASSERT_TRUE(saved.ok());
    EXPECT_EQ(saved->unchanged, 1);
    back = db.exercises();
    ASSERT_TRUE(back.ok());
    EXPECT_EQ(back->front().game_id, game);
    EXPECT_EQ(back->front().ply, 3);
    EXPECT_EQ(back->front().schedule, s);
    EXPECT_FALSE(db.save_exercise_schedule(r.id + 100, s).ok());
}

TEST(Exercises, AnExerciseGoesWithItsGame) {
    const std::string path = temp_db("exercises_cascade");
    {
        auto db = open_ok(path);
        std::int64_t game = 0;
        ASSERT_TRUE(db.add_game(make_game(core::Variant::dhama, 6, 2), &game).ok());
        ExerciseRow free = row(game, "B:W14,16,23:B9,12");
        free.game_id.reset();
        ASSERT_TRUE(db.save_exercises(std::vector<ExerciseRow>{row(game, "B:W14:B9"), free}).ok());
        const std::int64_t ids[] = {game};
        ASSERT_TRUE(db.delete_games(ids).ok());
    }
    EXPECT_EQ(query(path, "SELECT count(*) FROM exercises"), 1);  // the imported one stays
    EXPECT_EQ(query(path, "SELECT count(*) FROM exercises WHERE game_id IS NULL"), 1);
}

}  // namespace
}  // namespace damascope::database
