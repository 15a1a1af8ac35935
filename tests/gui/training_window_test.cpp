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

class TrainingWindow : public ::testing::Test {
  protected:
    void SetUp() override {
        for (const char* tool : {"Xvfb", "xdotool"})
            if (tool_missing(tool))
                GTEST_SKIP() << tool << " is not installed (.ci/install-deps.sh)";
        dir_ = fs::path(::testing::TempDir()) / ("training_window_" + std::to_string(getpid()));
        fs::remove_all(dir_);
        fs::create_directories(dir_);
        xvfb_ = std::make_unique<Xvfb>("1400x900x24", (dir_ / "xvfb.log").string());
        ASSERT_FALSE(xvfb_->display().empty()) << "Xvfb did not start";
        display_ = xvfb_->display();
        db_ = dir_ / "mistakes.damascope";
        const CliRun imported = run_cli("import --quiet --db '" + db_.string() +
                                        "' '" DAMASCOPE_TEST_DATA "/training/mistakes.pdn'");
        ASSERT_EQ(imported.exit_code, 0) << imported.err;
    }
    void TearDown() override {
        app_.reset();
        xvfb_.reset();
        if (!HasFailure()) fs::remove_all(dir_);
    }

    // Where the training window draws the named squares, in its own pixels.
    std::map<std::string, std::pair<int, int>> probe(const std::vector<std::string>& names) {
        std::string command =
            "DISPLAY=" + display_ + " LANG=C.UTF-8 LC_ALL=C.UTF-8 NO_AT_BRIDGE=1 timeout 120 " +
            DAMASCOPE_APP + std::string(" --db '") + db_.string() +
            "' --training all --size 1280x800 --screenshot '" + (dir_ / "probe.png").string() + "'";
        for (const auto& n : names) command += " --probe " + n;
        const CliRun run = run_command(command);
        EXPECT_EQ(run.exit_code, 0) << run.err;
        probe_out_ = run.out;
        std::map<std::string, std::pair<int, int>> at;
        const std::regex line("square ([a-z0-9]+): (-?[0-9]+) (-?[0-9]+)");
        std::istringstream lines(run.out);
        for (std::string l; std::getline(lines, l);) {
            std::smatch m;
            if (std::regex_match(l, m, line)) at[m[1]] = {std::stoi(m[2]), std::stoi(m[3])};
        }
        return at;
    }

    int xdotool(const std::string& args) const { return testing::xdotool(display_, args); }
    void keys(const std::string& names) { ASSERT_EQ(xdotool("key --delay 150 " + names), 0); }
    std::string log() const { return read_file(dir_ / "app.log"); }
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

    std::unique_ptr<Xvfb> xvfb_;
    std::string display_, probe_out_;
    fs::path dir_, db_;
    std::unique_ptr<Child> app_;
};

TEST_F(TrainingWindow, TheMissedCaptureClickedOnTheBoardIsJudgedRight) {
    auto at = probe({"d3", "d7"});
    ASSERT_EQ(at.size(), 2u) << probe_out_;
    // The screenshot mode says which exercise it asks first.
    EXPECT_NE(probe_out_.find("training: Missed capture | White to play. The game went"),
              std::string::npos)
        << probe_out_;
    app_ = std::make_unique<Child>(
        std::vector<std::string>{DAMASCOPE_APP, "--db", db_.string(), "--size", "1280x800"},
        std::vector<std::string>{"DISPLAY=" + display_,
                                 "DAMASCOPE_CONFIG=" + (dir_ / "settings.ini").string(),
                                 "LANG=C.UTF-8", "LC_ALL=C.UTF-8", "NO_AT_BRIDGE=1"},
        dir_.string(), (dir_ / "app.log").string());
    ASSERT_EQ(xdotool("search --sync --onlyvisible --name 'mistakes.damascope'"), 0) << log();
    std::this_thread::sleep_for(1s);
    ASSERT_EQ(xdotool("search --onlyvisible --name 'mistakes.damascope' windowfocus --sync"), 0);
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
