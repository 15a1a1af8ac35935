// The real window driven by real events: the desktop app under an Xvfb of the test's own, and
// xdotool sending keys (Left/Right, F, N, Ctrl+Z, glyph characters), clicks on the board's
// squares, a right-drag, a menu opened with its mnemonic and a comment typed into its box, as a
// person would. Where the squares and the comment box are comes from the screenshot mode's
// --probe (the same window at the same size); what the events did is read back from the
// database with damascope-cli show --json, since every change is saved at once (and an analysis
// started from the menu stores its results).
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <map>
#include <memory>
#include <regex>
#include <sstream>
#include <string>
#include <utility>

#include "../cli/json.hpp"
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

class RealEvents : public WindowTest {
  protected:
    RealEvents() : WindowTest("real_events") {}
    void SetUp() override {
        WindowTest::SetUp();
        if (Stopped()) return;
        import_games(DAMASCOPE_TEST_DATA "/gui/games.pdn");
    }

    void click(std::pair<int, int> at, int button = 1) { WindowTest::click(at, button, 300ms); }
    // A right-button drag from one point to another, through a few points between.
    void right_drag(std::pair<int, int> from, std::pair<int, int> to) {
        const auto at = [&](double t) {
            return std::to_string(origin_.first + from.first +
                                  static_cast<int>(t * (to.first - from.first))) +
                   " " +
                   std::to_string(origin_.second + from.second +
                                  static_cast<int>(t * (to.second - from.second)));
        };
        std::string args = "mousemove " + at(0) + " mousedown 3";
        for (double t : {0.25, 0.5, 0.75, 1.0}) args += " sleep 0.05 mousemove " + at(t);
        args += " sleep 0.1 mouseup 3";
        ASSERT_EQ(xdotool(args), 0);
        std::this_thread::sleep_for(300ms);
    }
    // Waits until the stored game 1 satisfies `holds`.
    template <class F>
    void expect_stored(F holds, const std::string& what) {
        WindowTest::expect_stored(1, holds, what);
    }
};

Json nags_at(const Json& game, std::size_t ply) {
    return game["moves"][ply - 1]["nags"];
}

// Left and Right move the cursor, glyph characters typed on the board mark the move at it ("!"
// "!" soon after is "!!"), Ctrl+Z undoes the last one, N jumps to the next marked move.
TEST_F(RealEvents, KeysMoveTheCursorGlyphsAreTypedAndUndone) {
    start_app("--game 1");
    keys("Right Right Left exclam");
    expect_stored([](const Json& g) { return nags_at(g, 1) == Json::array({1}); },
                  "'!' typed at ply 1 after Right Right Left");
    keys("Right question");
    expect_stored([](const Json& g) { return nags_at(g, 2) == Json::array({2}); },
                  "'?' typed at ply 2");
    keys("ctrl+z");
    expect_stored(
        [](const Json& g) { return nags_at(g, 2).empty() && nags_at(g, 1) == Json::array({1}); },
        "Ctrl+Z takes back the '?' and keeps the '!'");
    // The game's marks are on plies 4 and 6: Home, N, N is the second; "!!" typed there (the keys
    // as a person presses them: n, not Shift+N).
    keys("Home n n");
    ASSERT_EQ(xdotool("key --delay 100 exclam exclam"), 0);
    expect_stored([](const Json& g) { return nags_at(g, 6) == Json::array({3}); },
                  "'!!' typed at ply 6 after Home N N");
    EXPECT_TRUE(app_->running()) << log();
}

// F turns the board: the clicks go where the turned board draws a4 and a8 (were it not turned,
// they would hit other squares and play nothing). Lift a4, choose a8, confirm: the capture is
// played off the main line, a trial line, not stored; a right-drag draws an arrow on it, which
// keeps it as a variation; Move > Delete variation (Alt+M, V) deletes it and Ctrl+Z brings it
// back.
TEST_F(RealEvents, ClicksOnTheTurnedBoardADragAndAMenuCommand) {
    auto at = probe("--game 1 --ply 6 --flip", {"a4", "a8", "c3", "e5"});
    ASSERT_EQ(at.size(), 4u);
    start_app("--game 1 --ply 6");
    keys("f");
    std::this_thread::sleep_for(500ms);
    click(at["a4"]);
    click(at["a8"]);
    click(at["a8"]);
    const auto capture_variation = [](const Json& g) -> const Json* {
        for (const Json& v : g["moves"][6]["variations"])
            if (!v.empty() && v[0]["move"].get<std::string>().starts_with("a4x")) return &v;
        return nullptr;
    };
    std::this_thread::sleep_for(1500ms);
    expect_stored([&](const Json& g) { return capture_variation(g) == nullptr; },
                  "the capture from a4 to a8 only tried, not stored");
    right_drag(at["c3"], at["e5"]);
    expect_stored(
        [&](const Json& g) {
            const Json* v = capture_variation(g);
            return v && (*v)[0]["arrows"].size() == 1 &&
                   (*v)[0]["arrows"][0].dump().find("c3") != std::string::npos &&
                   (*v)[0]["arrows"][0].dump().find("e5") != std::string::npos;
        },
        "a right-drag from c3 to e5 draws an arrow on the capture, which keeps it");
    keys("alt+m");
    std::this_thread::sleep_for(500ms);
    keys("v");
    expect_stored([&](const Json& g) { return capture_variation(g) == nullptr; },
                  "Move > Delete variation deletes it");
    keys("ctrl+z");
    expect_stored([&](const Json& g) { return capture_variation(g) != nullptr; },
                  "Ctrl+Z brings the variation back");
    EXPECT_TRUE(app_->running()) << log();
}

// A click into the comment box and words typed there: saved as the current move's comment a
// moment after the last key.
TEST_F(RealEvents, ACommentTypedIntoItsBox) {
    auto at = probe("--game 1 --ply 2", {"comment"});
    ASSERT_EQ(at.size(), 1u);
    start_app("--game 1 --ply 2");
    click(at["comment"]);
    ASSERT_EQ(xdotool("type --delay 40 'Typed, not pasted'"), 0);
    expect_stored([](const Json& g) { return g["moves"][1]["comment"] == "Typed, not pasted"; },
                  "the words typed are the comment of ply 2");
    EXPECT_TRUE(app_->running()) << log();
}

// Analysis > Analyse this game (Alt+A, T): the job runs in the background and stores the game's
// analysis, which the database then holds.
TEST_F(RealEvents, TheAnalysisMenuAnalysesTheGame) {
    start_app("--game 1");
    keys("alt+a");
    std::this_thread::sleep_for(500ms);
    keys("t");
    Json game;
    const bool analysed = wait_for(
        [&] {
            game = stored_game(1);
            return !game.is_null() && !game["analysis"].is_null();
        },
        90s);
    ASSERT_TRUE(analysed) << game.dump() << "\napp log:\n" << log();
    EXPECT_FALSE(game["moves"][0]["score"].is_null()) << game["moves"][0].dump();
    EXPECT_TRUE(app_->running()) << log();
}

// Keys typed in the players window are that window's (issue 25): with its table clicked, "!"
// and F there neither mark the main window's move nor reach its commands; the same "!" typed
// back in the main window does mark it (so the keys did arrive, and the check can fail).
TEST_F(RealEvents, KeysInThePlayersWindowStayThere) {
    start_app("--game 1 --ply 2");
    keys("ctrl+p");
    ASSERT_EQ(xdotool("search --sync --onlyvisible --name '^Players$'"), 0) << log();
    std::this_thread::sleep_for(800ms);
    const CliRun geometry = run_command("DISPLAY=" + display_ +
                                        " xdotool search --onlyvisible --name '^Players$' "
                                        "getwindowgeometry");
    std::smatch m;
    ASSERT_TRUE(std::regex_search(geometry.out, m, std::regex("Position: (-?[0-9]+),(-?[0-9]+)")))
        << geometry.out;
    // The table's second row (under the search box and the column headers).
    ASSERT_EQ(xdotool("mousemove " + std::to_string(std::stoi(m[1]) + 120) + " " +
                      std::to_string(std::stoi(m[2]) + 100) + " click 1"),
              0);
    std::this_thread::sleep_for(500ms);
    keys("exclam f Right");
    std::this_thread::sleep_for(1500ms);
    const Json after = stored_game(1);
    ASSERT_FALSE(after.is_null());
    EXPECT_TRUE(nags_at(after, 2).empty())
        << "'!' in the players window marked ply 2: " << after["moves"][1].dump();
    ASSERT_EQ(xdotool("search --onlyvisible --name 'club.damascope' windowfocus --sync"), 0);
    std::this_thread::sleep_for(500ms);
    keys("exclam");
    expect_stored([](const Json& g) { return nags_at(g, 2) == Json::array({1}); },
                  "'!' typed in the main window marks ply 2");
}

}  // namespace
}  // namespace damascope::gui::testing
