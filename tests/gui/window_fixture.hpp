// The fixture the window tests share: one Xvfb for the test binary's suite, the tools checked (a
// test is skipped when one is not installed), a folder of the test's own with a database, the
// real app started on it with settings of its own, xdotool on the display (keys, clicks), the
// screenshot mode's --probe for where things are, and the stored games read back with
// damascope-cli. A test binary defines DAMASCOPE_APP (tests/gui/CMakeLists.txt).
#pragma once

#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <map>
#include <memory>
#include <regex>
#include <sstream>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "../cli/json.hpp"
#include "x_session.hpp"

namespace damascope::gui::testing {

class WindowTest : public ::testing::Test {
  protected:
    // `name`: the test folder's prefix; `tools`: what the test needs besides Xvfb and xdotool.
    explicit WindowTest(std::string name, std::vector<std::string> tools = {})
        : name_(std::move(name)), tools_(std::move(tools)) {}

    static void SetUpTestSuite() {
        if (tool_missing("Xvfb") || tool_missing("xdotool")) return;
        xvfb_ = std::make_unique<Xvfb>("1400x900x24", ::testing::TempDir() + "window_xvfb." +
                                                          std::to_string(getpid()) + ".log");
    }
    static void TearDownTestSuite() { xvfb_.reset(); }

    // Skips when a tool is missing; the display and an empty folder for the test. A test's own
    // SetUp calls this first and returns when IsSkipped() or HasFatalFailure().
    void SetUp() override {
        std::vector<std::string> tools = {"Xvfb", "xdotool"};
        tools.insert(tools.end(), tools_.begin(), tools_.end());
        for (const auto& tool : tools)
            if (tool_missing(tool.c_str()))
                GTEST_SKIP() << tool << " is not installed (.ci/install-deps.sh)";
        ASSERT_TRUE(xvfb_ && !xvfb_->display().empty()) << "Xvfb did not start";
        display_ = xvfb_->display();
        dir_ = std::filesystem::path(::testing::TempDir()) /
               (name_ + "_" + std::to_string(getpid()) + "_" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        std::filesystem::remove_all(dir_);
        std::filesystem::create_directories(dir_);
        db_ = dir_ / "club.damascope";
    }
    void TearDown() override {
        app_.reset();
        if (!HasFailure()) std::filesystem::remove_all(dir_);
    }
    bool Stopped() const { return IsSkipped() || HasFatalFailure(); }

    static std::string quoted(const std::string& s) { return "'" + s + "'"; }

    // Imports `pdn` into the test's database (db_).
    void import_games(const std::string& pdn) {
        const cli::testing::CliRun imported =
            cli::testing::run_cli("import --db " + quoted(db_.string()) + " " + quoted(pdn));
        ASSERT_EQ(imported.exit_code, 0) << imported.err;
    }

    // The app's environment: the display, settings of its own, a UTF-8 locale, and `extra`.
    std::vector<std::string> app_environment(const std::vector<std::string>& extra = {}) const {
        std::vector<std::string> env = {"DISPLAY=" + display_,
                                        "DAMASCOPE_CONFIG=" + (dir_ / "settings.ini").string(),
                                        "LANG=C.UTF-8", "LC_ALL=C.UTF-8", "NO_AT_BRIDGE=1"};
        env.insert(env.end(), extra.begin(), extra.end());
        return env;
    }

    // A screenshot run of the app on db_ at `size` with `args` (and `env`, "NAME=value ...
    // "), its PNG in the test folder: what it printed (a failure when it did not exit with 0).
    std::string screenshot(const std::string& args, const std::string& size = "1280x800",
                           const std::string& env = "") {
        const cli::testing::CliRun run = cli::testing::run_command(
            "DISPLAY=" + display_ + " " + env +
            " LANG=C.UTF-8 LC_ALL=C.UTF-8 NO_AT_BRIDGE=1 timeout 120 " + DAMASCOPE_APP +
            std::string(" --db ") + quoted(db_.string()) + " " + args + " --size " + size +
            " --screenshot " + quoted((dir_ / "probe.png").string()));
        EXPECT_EQ(run.exit_code, 0) << run.err;
        return run.out;
    }

    // Where the screenshot mode draws the named squares (and "comment", "marks", "graph-X:Y"...)
    // of the window opened with `args`, in the window's pixels.
    std::map<std::string, std::pair<int, int>> probe(const std::string& args,
                                                     const std::vector<std::string>& names,
                                                     const std::string& size = "1280x800",
                                                     const std::string& env = "") {
        std::string with = args;
        for (const auto& n : names) with += " --probe " + n;
        const std::string out = screenshot(with, size, env);
        std::map<std::string, std::pair<int, int>> at;
        const std::regex line("square ([a-z0-9:-]+): (-?[0-9]+) (-?[0-9]+)");
        std::istringstream lines(out);
        for (std::string l; std::getline(lines, l);) {
            std::smatch m;
            if (std::regex_match(l, m, line)) at[m[1]] = {std::stoi(m[2]), std::stoi(m[3])};
        }
        for (const auto& n : names) EXPECT_TRUE(at.count(n)) << n << " not probed:\n" << out;
        return at;
    }

    // Starts the app with `argv` (its log in the test folder), not waiting for its window.
    void launch(const std::vector<std::string>& argv, const std::vector<std::string>& env) {
        app_ = std::make_unique<Child>(argv, env, dir_.string(), (dir_ / "app.log").string());
    }
    // The real app on db_ at `size` with `args`; waits for its window named `title`, gives it the
    // focus and reads where it is (origin_).
    void start_app(const std::string& args, const std::string& title = "club.damascope",
                   const std::string& size = "1280x800",
                   const std::vector<std::string>& extra_env = {}) {
        std::vector<std::string> argv = {DAMASCOPE_APP, "--db", db_.string(), "--size", size};
        std::istringstream words(args);
        for (std::string w; words >> w;) argv.push_back(w);
        launch(argv, app_environment(extra_env));
        wait_for_window(title);
    }
    // Waits for the window named `title`, gives it the focus and reads its place (origin_).
    void wait_for_window(const std::string& title) {
        using namespace std::chrono_literals;
        ASSERT_EQ(xdotool("search --sync --onlyvisible --name " + quoted(title)), 0) << log();
        std::this_thread::sleep_for(1s);  // laid out and drawn
        ASSERT_EQ(xdotool("search --onlyvisible --name " + quoted(title) + " windowfocus --sync"),
                  0);
        // Where the window is on the screen (no window manager: where the app put it).
        const cli::testing::CliRun geometry = cli::testing::run_command(
            "DISPLAY=" + display_ + " xdotool search --onlyvisible --name " + quoted(title) +
            " getwindowgeometry");
        std::smatch m;
        const std::regex position("Position: (-?[0-9]+),(-?[0-9]+)");
        ASSERT_TRUE(std::regex_search(geometry.out, m, position)) << geometry.out;
        origin_ = {std::stoi(m[1]), std::stoi(m[2])};
    }

    int xdotool(const std::string& args) const { return testing::xdotool(display_, args); }
    void keys(const std::string& names) { ASSERT_EQ(xdotool("key --delay 150 " + names), 0); }
    // A click at `at` in the window's pixels, then a moment for the window to answer.
    void click(std::pair<int, int> at, int button = 1,
               std::chrono::milliseconds settle = std::chrono::milliseconds(500)) {
        ASSERT_EQ(xdotool("mousemove " + std::to_string(origin_.first + at.first) + " " +
                          std::to_string(origin_.second + at.second) + " click " +
                          std::to_string(button)),
                  0);
        std::this_thread::sleep_for(settle);
    }

    // A game as stored now (null when it cannot be read).
    cli::testing::Json stored_game(int id) const {
        const cli::testing::CliRun shown = cli::testing::run_cli(
            "show --db " + quoted(db_.string()) + " --game " + std::to_string(id) + " --json");
        if (shown.exit_code != 0) return nullptr;
        return cli::testing::parse_json(shown.out);
    }
    // Waits until stored game `id` satisfies `holds`; a failure with the game and the log if not.
    template <class F>
    void expect_stored(int id, F holds, const std::string& what) {
        using namespace std::chrono_literals;
        cli::testing::Json game;
        const bool ok = wait_for(
            [&] {
                game = stored_game(id);
                return !game.is_null() && holds(game);
            },
            10s);
        EXPECT_TRUE(ok) << what << "\nstored: " << game.dump() << "\napp log:\n" << log();
    }
    std::string log() const { return read_file(dir_ / "app.log"); }

    // The titles of the app's visible windows; where the one whose title starts with `title`
    // is (x_session.hpp).
    std::string titles() const { return app_window_titles(display_); }
    std::pair<int, int> origin_of(const std::string& title) const {
        return app_window_origin(display_, title);
    }

    static inline std::unique_ptr<Xvfb> xvfb_;
    std::string display_;
    std::filesystem::path dir_, db_;
    std::unique_ptr<Child> app_;
    std::pair<int, int> origin_{0, 0};

  private:
    std::string name_;
    std::vector<std::string> tools_;
};

}  // namespace damascope::gui::testing
