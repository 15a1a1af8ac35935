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

#include "window_fixture.hpp"

namespace damascope::gui::testing {
namespace {

namespace fs = std::filesystem;
using cli::testing::CliRun;
using cli::testing::run_cli;
using cli::testing::run_command;
using namespace std::chrono_literals;

class StandingsWindow : public WindowTest {
  protected:
    StandingsWindow() : WindowTest("standings_window") {}
    void SetUp() override {
        WindowTest::SetUp();
        if (Stopped()) return;
        db_ = dir_ / "cup.damascope";
        import_games(DAMASCOPE_TEST_DATA "/standings/kuwait_cup.pdn");
        if (Stopped()) return;
        start_app("", "cup.damascope");
    }
    std::pair<int, int> origin(const std::string& title) const { return origin_of(title); }
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
