// View > Standings driven as an organiser would, under an Xvfb of the test's own: the menu opened
// with its mnemonic (Alt+V, T), the event chosen in the window's event list with a click and the
// keys, the window's title naming the event shown. The figures themselves are checked by the
// screenshot tests (gui_standings_*) and by tests/cli/standings_cli_test.cpp.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <memory>
#include <regex>
#include <sstream>
#include <string>

#include "x_session.hpp"

namespace damascope::gui::testing {
namespace {

namespace fs = std::filesystem;
using cli::testing::CliRun;
using cli::testing::run_cli;
using cli::testing::run_command;
using namespace std::chrono_literals;

class StandingsWindow : public ::testing::Test {
  protected:
    void SetUp() override {
        for (const char* tool : {"Xvfb", "xdotool"})
            if (tool_missing(tool))
                GTEST_SKIP() << tool << " is not installed (.ci/install-deps.sh)";
        dir_ = fs::path(::testing::TempDir()) / ("standings_window_" + std::to_string(getpid()));
        fs::remove_all(dir_);
        fs::create_directories(dir_);
        xvfb_ = std::make_unique<Xvfb>("1400x900x24", (dir_ / "xvfb.log").string());
        ASSERT_FALSE(xvfb_->display().empty()) << "Xvfb did not start";
        display_ = xvfb_->display();
        db_ = dir_ / "cup.damascope";
        const CliRun imported = run_cli("import --quiet --db '" + db_.string() +
                                        "' '" DAMASCOPE_TEST_DATA "/standings/kuwait_cup.pdn'");
        ASSERT_EQ(imported.exit_code, 0) << imported.err;
        app_ = std::make_unique<Child>(
            std::vector<std::string>{DAMASCOPE_APP, "--db", db_.string(), "--size", "1280x800"},
            std::vector<std::string>{"DISPLAY=" + display_,
                                     "DAMASCOPE_CONFIG=" + (dir_ / "settings.ini").string(),
                                     "LANG=C.UTF-8", "LC_ALL=C.UTF-8", "NO_AT_BRIDGE=1"},
            dir_.string(), (dir_ / "app.log").string());
        ASSERT_EQ(xdotool("search --sync --onlyvisible --name 'cup.damascope'"), 0) << log();
        std::this_thread::sleep_for(1s);
        ASSERT_EQ(xdotool("search --onlyvisible --name 'cup.damascope' windowfocus --sync"), 0);
    }
    void TearDown() override {
        app_.reset();
        xvfb_.reset();
        if (!HasFailure()) fs::remove_all(dir_);
    }

    int xdotool(const std::string& args) const { return testing::xdotool(display_, args); }
    void keys(const std::string& names) { ASSERT_EQ(xdotool("key --delay 150 " + names), 0); }
    std::string log() const { return read_file(dir_ / "app.log"); }
    // The titles of the app's visible windows. (By class: xdotool's --name pattern does not match
    // a title with non-ASCII letters, "Standings — …", outside a UTF-8 locale.)
    std::string titles() const {
        return run_command("DISPLAY=" + display_ +
                           " xdotool search --onlyvisible --class damascope getwindowname %@")
            .out;
    }
    // Where the app's visible window whose title starts with `title` is.
    std::pair<int, int> origin(const std::string& title) const {
        const CliRun ids =
            run_command("DISPLAY=" + display_ + " xdotool search --onlyvisible --class damascope");
        std::istringstream lines(ids.out);
        for (std::string id; lines >> id;) {
            const CliRun name = run_command("DISPLAY=" + display_ + " xdotool getwindowname " + id);
            if (name.out.rfind(title, 0) != 0) continue;
            const CliRun geometry =
                run_command("DISPLAY=" + display_ + " xdotool getwindowgeometry " + id);
            std::smatch m;
            if (std::regex_search(geometry.out, m, std::regex("Position: (-?[0-9]+),(-?[0-9]+)")))
                return {std::stoi(m[1]), std::stoi(m[2])};
        }
        return {-1, -1};
    }

    std::unique_ptr<Xvfb> xvfb_;
    std::string display_;
    fs::path dir_, db_;
    std::unique_ptr<Child> app_;
};

TEST_F(StandingsWindow, OpenedFromTheMenuAndAnEventChosenInItsList) {
    keys("alt+v");
    std::this_thread::sleep_for(500ms);
    keys("t");
    // The events in name order: "Friendly" first (shown at once), then the cup.
    ASSERT_TRUE(wait_for([&] { return titles().find("Standings") != std::string::npos; }, 10s))
        << titles() << log();
    EXPECT_NE(titles().find("Friendly"), std::string::npos) << titles();
    std::this_thread::sleep_for(800ms);
    const auto [x, y] = origin("Standings");
    ASSERT_GE(x, 0) << titles();
    // The event list is the first control of the window's top row, after its "Event:" label.
    ASSERT_EQ(
        xdotool("mousemove " + std::to_string(x + 200) + " " + std::to_string(y + 24) + " click 1"),
        0);
    std::this_thread::sleep_for(800ms);
    keys("Down Return");
    EXPECT_TRUE(
        wait_for([&] { return titles().find("بطولة نادي الكويت 2026") != std::string::npos; }, 5s))
        << titles() << log();
    EXPECT_EQ(titles().find("Friendly"), std::string::npos) << titles();
}

}  // namespace
}  // namespace damascope::gui::testing
