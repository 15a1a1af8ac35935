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
#include "x_session.hpp"

namespace damascope::gui::testing {
namespace {

namespace fs = std::filesystem;
using cli::testing::CliRun;
using cli::testing::Json;
using cli::testing::parse_json;
using cli::testing::run_cli;
using cli::testing::run_command;
using namespace std::chrono_literals;

constexpr const char* window_size = "1280x800";

std::string quoted(const std::string& s) {
    std::string q = "'";
    q += s;
    q += '\'';
    return q;
}

class RealEvents : public ::testing::Test {
  protected:
    static void SetUpTestSuite() {
        if (tool_missing("Xvfb") || tool_missing("xdotool")) return;
        xvfb_ = std::make_unique<Xvfb>("1400x900x24", ::testing::TempDir() + "real_events_xvfb." +
                                                          std::to_string(getpid()) + ".log");
    }
    static void TearDownTestSuite() { xvfb_.reset(); }

    void SetUp() override {
        for (const char* tool : {"Xvfb", "xdotool"})
            if (tool_missing(tool))
                GTEST_SKIP() << tool << " is not installed (.ci/install-deps.sh)";
        ASSERT_TRUE(xvfb_ && !xvfb_->display().empty()) << "Xvfb did not start";
        display_ = xvfb_->display();
        dir_ = fs::path(::testing::TempDir()) /
               ("real_events_" + std::to_string(getpid()) + "_" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
        db_ = dir_ / "club.damascope";
        const CliRun imported = run_cli("import --db " + quoted(db_.string()) +
                                        " '" DAMASCOPE_TEST_DATA "/gui/games.pdn'");
        ASSERT_EQ(imported.exit_code, 0) << imported.err;
    }
    void TearDown() override {
        app_.reset();
        if (!HasFailure()) fs::remove_all(dir_);
    }

    // Where the screenshot mode draws the named squares (and "comment": the comment box) of the
    // window opened with `args`, in the window's pixels.
    std::map<std::string, std::pair<int, int>> probe(const std::string& args,
                                                     const std::vector<std::string>& names) {
        std::string command =
            "DISPLAY=" + display_ + " LANG=C.UTF-8 LC_ALL=C.UTF-8 NO_AT_BRIDGE=1 timeout 120 " +
            DAMASCOPE_APP + std::string(" --db ") + quoted(db_.string()) + " " + args + " --size " +
            window_size + " --screenshot " + quoted((dir_ / "probe.png").string());
        for (const auto& n : names) command += " --probe " + n;
        const CliRun run = run_command(command);
        EXPECT_EQ(run.exit_code, 0) << run.err;
        std::map<std::string, std::pair<int, int>> at;
        const std::regex line("square ([a-z0-9]+): (-?[0-9]+) (-?[0-9]+)");
        std::istringstream lines(run.out);
        for (std::string l; std::getline(lines, l);) {
            std::smatch m;
            if (std::regex_match(l, m, line)) at[m[1]] = {std::stoi(m[2]), std::stoi(m[3])};
        }
        for (const auto& n : names) EXPECT_TRUE(at.count(n)) << n << " not probed:\n" << run.out;
        return at;
    }

    // The real app on the database, with settings of its own, at the probes' size; waits for its
    // window and gives it the focus.
    void start_app(const std::string& args) {
        std::vector<std::string> argv = {DAMASCOPE_APP, "--db", db_.string(), "--size",
                                         window_size};
        std::istringstream words(args);
        for (std::string w; words >> w;) argv.push_back(w);
        app_ = std::make_unique<Child>(
            argv,
            std::vector<std::string>{"DISPLAY=" + display_,
                                     "DAMASCOPE_CONFIG=" + (dir_ / "settings.ini").string(),
                                     "LANG=C.UTF-8", "LC_ALL=C.UTF-8", "NO_AT_BRIDGE=1"},
            dir_.string(), (dir_ / "app.log").string());
        ASSERT_EQ(xdotool("search --sync --onlyvisible --name 'club.damascope'"), 0) << log();
        std::this_thread::sleep_for(1s);  // laid out and drawn
        ASSERT_EQ(xdotool("search --onlyvisible --name 'club.damascope' windowfocus --sync"), 0);
        // Where the window is on the screen (no window manager: where the app put it).
        const CliRun geometry =
            run_command("DISPLAY=" + display_ +
                        " xdotool search --onlyvisible --name 'club.damascope' getwindowgeometry");
        std::smatch m;
        const std::regex position("Position: (-?[0-9]+),(-?[0-9]+)");
        ASSERT_TRUE(std::regex_search(geometry.out, m, position)) << geometry.out;
        origin_ = {std::stoi(m[1]), std::stoi(m[2])};
    }

    int xdotool(const std::string& args) const { return testing::xdotool(display_, args); }
    void keys(const std::string& names) { ASSERT_EQ(xdotool("key --delay 150 " + names), 0); }
    void click(std::pair<int, int> at, int button = 1) {
        ASSERT_EQ(xdotool("mousemove " + std::to_string(origin_.first + at.first) + " " +
                          std::to_string(origin_.second + at.second) + " click " +
                          std::to_string(button)),
                  0);
        std::this_thread::sleep_for(300ms);
    }
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

    // The game as stored now.
    Json stored_game(int id) {
        const CliRun shown = run_cli("show --db " + quoted(db_.string()) + " --game " +
                                     std::to_string(id) + " --json");
        if (shown.exit_code != 0) return nullptr;
        return parse_json(shown.out);
    }
    // Waits until the stored game 1 satisfies `holds`; a failure with the game and the log if not.
    template <class F>
    void expect_stored(F holds, const std::string& what) {
        Json game;
        const bool ok = wait_for(
            [&] {
                game = stored_game(1);
                return !game.is_null() && holds(game);
            },
            10s);
        EXPECT_TRUE(ok) << what << "\nstored: " << game.dump() << "\napp log:\n" << log();
    }
    std::string log() const { return read_file(dir_ / "app.log"); }

    static std::unique_ptr<Xvfb> xvfb_;
    std::string display_;
    fs::path dir_, db_;
    std::unique_ptr<Child> app_;
    std::pair<int, int> origin_{0, 0};
};

std::unique_ptr<Xvfb> RealEvents::xvfb_;

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
