// Engine mistakes as marks in the real window, driven by xdotool as a person would: N and
// Shift+N jump between the marks of either kind (a glyph typed there shows where the cursor
// went), the game list's "Has engine mistakes" filter keeps only the analysed game (PgDn finds no
// other), and the players window's search box filters as one types (its title says how many it
// finds). The game is analysed by hand (a blunder at ply 1) through the database, as an analysis
// job would store it; what the events did is read back with damascope-cli.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <map>
#include <memory>
#include <regex>
#include <sstream>
#include <string>

#include "../cli/json.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"
#include "database/game_database.hpp"
#include "window_fixture.hpp"

namespace damascope::gui::testing {
namespace {

namespace fs = std::filesystem;
using cli::testing::CliRun;
using cli::testing::Json;
using cli::testing::parse_json;
using cli::testing::run_cli;
using cli::testing::run_command;
using namespace std::chrono_literals;

class EngineMarksWindow : public WindowTest {
  protected:
    EngineMarksWindow() : WindowTest("engine_marks") {}
    void SetUp() override {
        WindowTest::SetUp();
        if (Stopped()) return;
        import_games(DAMASCOPE_TEST_DATA "/gui/games.pdn");
        if (Stopped()) return;
        AnalyseGameOneByHand();
    }

    // Game 1 (1. c3-c4 ...): another first move was best, c3-c4 a blunder that lost 1.50.
    void AnalyseGameOneByHand() {
        auto db = database::GameDatabase::open(db_.string());
        ASSERT_TRUE(db.ok()) << db.error();
        auto game = db->load_game(1);
        ASSERT_TRUE(game.ok()) << game.error();
        core::MoveList legal;
        core::generate_legal(game->start, legal);
        std::string best;
        for (const core::Move& m : legal)
            if (!(m == game->moves[0].move)) best = core::format_recorded_move(game->start, m);
        database::GameAnalysis a;
        a.game_id = 1;
        a.engine = "by hand";
        a.depth = 4;
        const int lost = game->start.side_to_move() == core::Color::white ? -150 : 150;
        for (int ply = 0; ply <= static_cast<int>(game->moves.size()); ++ply)
            a.plies.push_back({ply, ply == 0 ? 0 : lost, 0, ply == 0 ? best : "", {}, 4, 0});
        a.plies[1].marks = static_cast<core::MarkSet>(core::Mark::blunder);
        ASSERT_TRUE(db.value().save_analysis(a).ok());
    }
};

Json nags_at(const Json& game, std::size_t ply) {
    return game["moves"][ply - 1]["nags"];
}

// The marks of game 1: the engine's blunder at ply 1, the rule marks at plies 4, 6, 7 and 8. From
// the start N goes to ply 1 (the engine's mark); Shift+N from the end (ply 8) goes back to ply 7,
// 6, 4, then 1.
TEST_F(EngineMarksWindow, NAndShiftNJumpBetweenMarksOfEitherKind) {
    start_app("--game 1");
    keys("Home n exclam");
    expect_stored(
        1, [](const Json& g) { return nags_at(g, 1) == Json::array({1}); },
        "'!' at ply 1 after Home N: the blunder is the first mark");
    keys("End shift+n question");
    expect_stored(
        1, [](const Json& g) { return nags_at(g, 7) == Json::array({2}); },
        "'?' at ply 7 after End Shift+N");
    keys("shift+n shift+n exclam");
    expect_stored(
        1, [](const Json& g) { return nags_at(g, 4) == Json::array({1}); },
        "'!' at ply 4 after Shift+N twice from ply 7");
    keys("shift+n question");  // the move's '!' becomes '?'
    expect_stored(
        1, [](const Json& g) { return nags_at(g, 1) == Json::array({2}); },
        "'?' at ply 1 after Shift+N from ply 4: back to the engine's mark");
    EXPECT_TRUE(app_->running()) << log();
}

// Without the filter PgDn opens game 2; with "Has engine mistakes" ticked the list holds game 1
// alone and PgDn finds no other game: Right and '!' then mark game 1's first move.
TEST_F(EngineMarksWindow, TheEngineMistakesFilterKeepsTheAnalysedGameOnly) {
    auto at = probe("--game 1", {"engine-marks"});
    ASSERT_TRUE(at.count("engine-marks"));
    start_app("--game 1");
    keys("Next Right exclam");
    expect_stored(
        2, [](const Json& g) { return nags_at(g, 1) == Json::array({1}); },
        "unfiltered, PgDn opens game 2");
    keys("Prior");
    // In a pane this small the check-box is behind "More filters": the probe said where.
    if (at.count("more-filters")) {
        click(at["more-filters"]);
        std::this_thread::sleep_for(500ms);
    }
    click(at["engine-marks"]);
    keys("Next Home Right exclam");
    expect_stored(
        1, [](const Json& g) { return nags_at(g, 1) == Json::array({1}); },
        "filtered, PgDn stays on game 1");
    const Json other = stored_game(3);
    EXPECT_TRUE(other["moves"][0]["nags"].empty()) << other.dump();
    EXPECT_TRUE(app_->running()) << log();
}

// The players window (Ctrl+P) opens with the focus in its search box: what is typed filters the
// table at once, and the title says how many players it finds.
TEST_F(EngineMarksWindow, ThePlayersSearchFiltersAsOneTypes) {
    start_app("--game 1");
    keys("ctrl+p");
    ASSERT_EQ(xdotool("search --sync --onlyvisible --name '^Players$'"), 0) << log();
    std::this_thread::sleep_for(1s);
    ASSERT_EQ(xdotool("search --onlyvisible --name '^Players$' windowfocus --sync"), 0);
    ASSERT_EQ(xdotool("type --delay 120 a"), 0);
    // "a" is in Amal and in Bassem, not in MCTS16k.
    EXPECT_EQ(xdotool("search --sync --onlyvisible --name '^Players: 2 of 3 found$'"), 0) << log();
    ASSERT_EQ(xdotool("type --delay 120 S"), 0);  // "aS": Bassem alone, whatever the case
    EXPECT_EQ(xdotool("search --sync --onlyvisible --name '^Players: 1 of 3 found$'"), 0) << log();
    keys("BackSpace BackSpace");
    EXPECT_EQ(xdotool("search --sync --onlyvisible --name '^Players$'"), 0) << log();
    EXPECT_TRUE(app_->running()) << log();
}

}  // namespace
}  // namespace damascope::gui::testing
