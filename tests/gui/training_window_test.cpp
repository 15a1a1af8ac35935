// Training > My mistakes driven as a player would, under an Xvfb of the test's own: the menu
// opened with its mnemonics (Alt+T, M), the exercise's answer played with three clicks on the
// training board (lift d3, choose d7, confirm), and the answer judged right — read back from the
// database, where the review schedule keeps it (damascope-cli train list --json). The first
// exercise of tests/data/training/mistakes.pdn is game 1's missed capture, "W:Wd3,h2:Bd4,d6,a7",
// whose one answer is d3xd5xd7 (tests/app/training_test.cpp works it out). Where the squares
// are comes from the screenshot mode's --training with --probe (the same window, same size).
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <map>
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

class TrainingWindow : public WindowTest {
  protected:
    TrainingWindow() : WindowTest("training_window") {}
    void SetUp() override {
        WindowTest::SetUp();
        if (Stopped()) return;
        db_ = dir_ / "mistakes.damascope";
        import_games(DAMASCOPE_TEST_DATA "/training/mistakes.pdn");
    }

    // Where the training window draws the named squares, in its own pixels.
    std::map<std::string, std::pair<int, int>> probe(const std::vector<std::string>& names) {
        std::string args = "--training all";
        for (const auto& n : names) args += " --probe " + n;
        probe_out_ = screenshot(args);
        std::map<std::string, std::pair<int, int>> at;
        const std::regex line("square ([a-z0-9]+): (-?[0-9]+) (-?[0-9]+)");
        std::istringstream lines(probe_out_);
        for (std::string l; std::getline(lines, l);) {
            std::smatch m;
            if (std::regex_match(l, m, line)) at[m[1]] = {std::stoi(m[2]), std::stoi(m[3])};
        }
        return at;
    }
    std::pair<int, int> origin(const std::string& title) const { return origin_of(title); }
    void click(std::pair<int, int> window, std::pair<int, int> at) {
        ASSERT_EQ(xdotool("mousemove " + std::to_string(window.first + at.first) + " " +
                          std::to_string(window.second + at.second) + " click 1"),
                  0);
        std::this_thread::sleep_for(400ms);
    }
    // The stored exercises.
    Json exercises() {
        const CliRun r = run_cli("train list --db '" + db_.string() + "' --json");
        return r.exit_code == 0 ? parse_json(r.out) : Json();
    }

    std::string probe_out_;
};

TEST_F(TrainingWindow, TheMissedCaptureClickedOnTheBoardIsJudgedRight) {
    auto at = probe({"d3", "d7"});
    ASSERT_EQ(at.size(), 2u) << probe_out_;
    // The screenshot mode says which exercise it asks first.
    EXPECT_NE(probe_out_.find("training: Missed capture | White to play. The game went"),
              std::string::npos)
        << probe_out_;
    start_app("", "mistakes.damascope");
    keys("alt+t");
    std::this_thread::sleep_for(500ms);
    keys("m");
    ASSERT_TRUE(wait_for([&] { return titles().find("My mistakes") != std::string::npos; }, 10s))
        << titles() << log();
    std::this_thread::sleep_for(1s);
    const auto window = origin("My mistakes");
    ASSERT_GE(window.first, 0) << titles();
    // Nothing answered yet.
    Json before = exercises();
    ASSERT_EQ(before.size(), 4u) << log();
    EXPECT_EQ(before[0].at("attempts"), 0);
    click(window, at["d3"]);
    click(window, at["d7"]);
    click(window, at["d7"]);
    Json after;
    EXPECT_TRUE(wait_for(
        [&] {
            after = exercises();
            return after.size() == 4u && after[0].at("attempts") == 1;
        },
        10s))
        << after.dump() << log();
    EXPECT_EQ(after[0].at("successes"), 1) << "d3xd5xd7 judged wrong";
    EXPECT_EQ(after[0].at("box"), 1);
    EXPECT_EQ(after[0].at("due_now"), false);
    EXPECT_TRUE(app_->running()) << log();
}

}  // namespace
}  // namespace damascope::gui::testing
