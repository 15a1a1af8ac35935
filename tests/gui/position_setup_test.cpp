// The position editor and Paste FEN driven as a person would, under an Xvfb of the test's own:
// Game > Set up position... opened from the menu, pieces chosen with the palette's keys and
// clicked onto the editor's squares, an impossible position refused, OK; a FEN put on the X
// clipboard (xclip) and Ctrl+V pressed on the board; a bad FEN refused. What arrived is read back
// from the database with damascope-cli (a set-up position is stored at once as a new game).
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <regex>
#include <sstream>
#include <string>

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

class PositionSetupWindow : public WindowTest {
  protected:
    PositionSetupWindow() : WindowTest("setup_window", {"xclip"}) {}
    void SetUp() override {
        WindowTest::SetUp();
        if (Stopped()) return;
        import_games(DAMASCOPE_TEST_DATA "/gui/games.pdn");
        if (Stopped()) return;
        games_before_ = game_ids().size();
        ASSERT_GT(games_before_, 0u);
    }
    void TearDown() override {
        clipboard_.reset();
        WindowTest::TearDown();
    }
    // Where a window is on the screen (no window manager: where the app put it).
    std::pair<int, int> window_origin(const std::string& name) {
        const CliRun geometry =
            run_command("DISPLAY=" + display_ + " xdotool search --onlyvisible --name " +
                        quoted(name) + " getwindowgeometry");
        std::smatch m;
        const std::regex position("Position: (-?[0-9]+),(-?[0-9]+)");
        EXPECT_TRUE(std::regex_search(geometry.out, m, position)) << geometry.out;
        if (m.empty()) return {0, 0};
        return {std::stoi(m[1]), std::stoi(m[2])};
    }
    bool window_shown(const std::string& name) {
        return xdotool("search --onlyvisible --name " + quoted(name)) == 0;
    }

    // Opens Game > Set up position... and waits for the editor.
    void open_editor() {
        keys("alt+g");
        std::this_thread::sleep_for(500ms);
        keys("u");
        ASSERT_TRUE(wait_for([&] { return window_shown("Set up position"); }, 10s)) << log();
        std::this_thread::sleep_for(800ms);
        editor_ = window_origin("Set up position");
        const CliRun geometry = run_command("DISPLAY=" + display_ +
                                            " xdotool search --onlyvisible --name 'Set up position'"
                                            " getwindowgeometry");
        std::smatch m;
        ASSERT_TRUE(std::regex_search(geometry.out, m, std::regex("Geometry: ([0-9]+)x([0-9]+)")))
            << geometry.out;
        editor_size_ = {std::stoi(m[1]), std::stoi(m[2])};
    }
    // A click at a point of the editor (its pixels). The keys do not reach a dialog under this
    // Xvfb without a window manager, so the palette, Clear and OK are clicked where the editor
    // lays them out: the palette's rows 22 pixels apart beside the board, OK in the bottom corner.
    void click_editor(int x, int y) {
        ASSERT_EQ(xdotool("mousemove " + std::to_string(editor_.first + x) + " " +
                          std::to_string(editor_.second + y) + " click 1"),
                  0);
        std::this_thread::sleep_for(300ms);
    }
    void choose_tool(int row) { click_editor(480, 38 + 22 * row); }  // 0 white man ... 4 eraser
    void press_clear() { click_editor(529, 273); }
    void press_ok() { click_editor(editor_size_.first - 65, editor_size_.second - 28); }
    // A click on a Dama square (file 0-7, rank 0-7) of the editor's board, not turned: the board
    // is 400 pixels square, 10 pixels in from the dialog's corner, with half a square of margin.
    void click_square(int file, int rank) {
        const double square = 400.0 / 9;
        const int x = editor_.first + 10 + static_cast<int>(square / 2 + (file + 0.5) * square);
        const int y =
            editor_.second + 10 + static_cast<int>(square / 2 + (7 - rank + 0.5) * square);
        ASSERT_EQ(xdotool("mousemove " + std::to_string(x) + " " + std::to_string(y) + " click 1"),
                  0);
        std::this_thread::sleep_for(300ms);
    }

    // A text on the X clipboard, served by xclip until the test ends or another text takes it.
    void put_on_clipboard(const std::string& text) {
        const fs::path file = dir_ / "clipboard.txt";
        std::ofstream(file) << text;
        clipboard_.reset();
        clipboard_ = std::make_unique<Child>(
            std::vector<std::string>{"xclip", "-quiet", "-selection", "clipboard", "-i",
                                     file.string()},
            std::vector<std::string>{"DISPLAY=" + display_}, "", (dir_ / "xclip.log").string());
        ASSERT_TRUE(wait_for(
            [&] {
                return run_command("DISPLAY=" + display_ + " xclip -o -selection clipboard").out ==
                       text;
            },
            5s));
    }

    std::vector<std::int64_t> game_ids() {
        const CliRun listed = run_cli("games --db " + quoted(db_.string()) + " --json");
        std::vector<std::int64_t> ids;
        if (listed.exit_code != 0) return ids;
        const Json games = parse_json(listed.out);
        for (const Json& g : games.is_array() ? games : games["games"])
            ids.push_back(g["id"].get<std::int64_t>());
        return ids;
    }
    // The start FEN of the newest game, once there are `count` games.
    std::string newest_start(std::size_t count) {
        std::vector<std::int64_t> ids;
        if (!wait_for([&] { return (ids = game_ids()).size() == count; }, 10s)) return "";
        const CliRun shown = run_cli("show --db " + quoted(db_.string()) + " --game " +
                                     std::to_string(ids.back()) + " --json");
        if (shown.exit_code != 0) return "";
        return parse_json(shown.out)["start_fen"].get<std::string>();
    }

    std::unique_ptr<Child> clipboard_;
    std::pair<int, int> editor_{0, 0}, editor_size_{0, 0};
    std::size_t games_before_ = 0;
};

// Cleared, a white king put on d4 and black men on e6 and f7 with the palette; a white man on c8
// (Black's back rank, where it would be promoted) keeps OK from closing the editor until it is
// erased; OK stores the position as a new game.
TEST_F(PositionSetupWindow, PiecesClickedOntoTheEditorBecomeANewGame) {
    start_app("--game 1");
    open_editor();
    press_clear();
    choose_tool(1);  // white king
    click_square(3, 3);
    choose_tool(2);  // black man
    click_square(4, 5);
    click_square(5, 6);
    choose_tool(0);  // white man
    click_square(2, 7);
    press_ok();  // refused: the reason is shown
    std::this_thread::sleep_for(1s);
    EXPECT_TRUE(window_shown("Set up position")) << "an impossible position was accepted";
    EXPECT_EQ(game_ids().size(), games_before_);
    choose_tool(4);  // the eraser
    click_square(2, 7);
    press_ok();
    ASSERT_TRUE(wait_for([&] { return !window_shown("Set up position"); }, 10s)) << log();
    EXPECT_EQ(newest_start(games_before_ + 1), "W:WKd4:Be6,f7") << log();
    EXPECT_TRUE(app_->running()) << log();
}

// A Dhama FEN on the clipboard and Ctrl+V on the board: a new Dhama game from it. A FEN that is
// no FEN, and one with a man on its promotion rank, change nothing and say why (stderr, the
// status bar).
TEST_F(PositionSetupWindow, CtrlVPastesAFenAndABadOneIsRefused) {
    start_app("--game 1");
    put_on_clipboard("B:W18,K15:BK30,6");
    keys("ctrl+v");
    EXPECT_EQ(newest_start(games_before_ + 1), "B:WK15,18:B6,K30") << log();
    put_on_clipboard("W:Wz9:Bh7");
    keys("ctrl+v");
    ASSERT_TRUE(
        wait_for([&] { return log().find("Paste FEN: Not a FEN") != std::string::npos; }, 5s))
        << log();
    put_on_clipboard("W:Wc8,d4:Be6");
    keys("ctrl+v");
    ASSERT_TRUE(wait_for([&] { return log().find("man on c8") != std::string::npos; }, 5s))
        << log();
    EXPECT_EQ(game_ids().size(), games_before_ + 1);  // nothing more stored
    EXPECT_TRUE(app_->running()) << log();
}

}  // namespace
}  // namespace damascope::gui::testing
