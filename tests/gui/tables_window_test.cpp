// The endgame tables in the real window, under an Xvfb of the test's own, driven by xdotool as a
// person would: a click on a move of the tables panel plays it on the board (Ctrl+K then keeps
// it, and the database shows it), and Analysis > Endgame tables opens from the menu with the
// keyboard, builds tables and cancels a build. The tables (Dhama, up to 3 pieces) are built into
// the test's folder with damascope-cli and given to the app through $DAMASCOPE_EGDB.
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

// Two white kings (c3 = 22, g1 = 32) against a black king (e5 = 15), White to move: a won ending
// the 3-piece tables hold, with six moves (22 to 17, 18, 25, 26 and 32 to 27, 28).
constexpr const char* ending_pdn = R"([Event "Two kings against one"]
[White "A"]
[Black "B"]
[Result "*"]
[SetUp "1"]
[FEN "W:WK22,K32:BK15"]

*
)";

class TablesWindow : public WindowTest {
  protected:
    TablesWindow() : WindowTest("tables_window") {}
    void SetUp() override {
        WindowTest::SetUp();
        if (Stopped()) return;
        egdb_ = dir_ / "egdb";
        const CliRun built =
            run_cli("egdb build --variant dhama --pieces 3 --dir " + quoted(egdb_.string()));
        ASSERT_EQ(built.exit_code, 0) << built.err;
        { std::ofstream(dir_ / "ending.pdn") << ending_pdn; }
        import_games((dir_ / "ending.pdn").string());
    }

    // A screenshot run with the test's tables: what it printed.
    std::string screenshot(const std::string& args) {
        return WindowTest::screenshot(args, "1280x800", "DAMASCOPE_EGDB=" + quoted(egdb_.string()));
    }
    void start_app(const std::string& args) {
        WindowTest::start_app(args, "club.damascope", "1280x800",
                              {"DAMASCOPE_EGDB=" + egdb_.string()});
    }

    fs::path egdb_;
};

// The panel lists the six moves best first; a click on the second row plays that move on the
// board as a trial line (nothing stored), and Ctrl+K keeps it: the stored game then holds it.
TEST_F(TablesWindow, AClickOnAMoveOfTheTablesPanelPlaysIt) {
    const std::string out = screenshot("--game 1 --probe tables-row:2");
    std::smatch m;
    ASSERT_TRUE(std::regex_search(out, m, std::regex("tables: White wins in ([0-9]+) plies")))
        << out;
    std::vector<std::string> rows;
    const std::regex row("tables-move: ([0-9]+-[0-9]+) (.*)");
    std::istringstream lines(out);
    for (std::string l; std::getline(lines, l);)
        if (std::regex_match(l, m, row)) rows.push_back(m[1]);
    ASSERT_EQ(rows.size(), 6u) << out;
    // 22-18 puts the king next to 15 with 22 empty behind: 15x22 follows, one king each: the
    // draw, listed last.
    EXPECT_EQ(rows.back(), "22-18") << out;
    ASSERT_TRUE(std::regex_search(out, m, std::regex("square tables-row:2: ([0-9]+) ([0-9]+)")))
        << out;
    const std::pair<int, int> second{std::stoi(m[1]), std::stoi(m[2])};

    start_app("--game 1");
    click(second);
    std::this_thread::sleep_for(1s);
    Json game = stored_game(1);
    ASSERT_FALSE(game.is_null());
    EXPECT_TRUE(game["moves"].empty()) << "a move tried is not stored: " << game.dump();
    keys("ctrl+k");
    const bool kept = wait_for(
        [&] {
            game = stored_game(1);
            return !game.is_null() && !game["moves"].empty() && game["moves"][0]["move"] == rows[1];
        },
        10s);
    EXPECT_TRUE(kept) << "the second row, " << rows[1]
                      << ", kept as the game's first move; stored: " << game.dump()
                      << "\napp log:\n"
                      << log();
    EXPECT_TRUE(app_->running()) << log();
}

// The table files of a variant's folder, and the temporary files a build writes before renaming.
std::pair<int, int> table_files(const fs::path& variant_dir) {
    int tables = 0, temporary = 0;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(variant_dir, ec)) {
        const std::string name = e.path().filename().string();
        if (name.ends_with(".egdb")) ++tables;
        if (name.find(".tmp") != std::string::npos) ++temporary;
    }
    return {tables, temporary};
}

// Analysis > Endgame tables..., reached with the keyboard (Alt+A, then G), opens its window.
// There Build (Alt+B: the board's variant, Dhama, up to 4 pieces, the choices it opens with) then
// Cancel build (Alt+C) at once writes nothing new; Build again runs to the end and writes every
// table of up to 4 pieces: 4 of 2 pieces, 12 of 3 (built before), 16 of a side of 3 against 1 and
// 9 of 2 against 2, 41.
TEST_F(TablesWindow, TheMenuOpensTheEndgameTablesWindowWhichBuildsAndCancels) {
    start_app("--game 1");
    keys("alt+a");
    std::this_thread::sleep_for(500ms);
    keys("g");
    ASSERT_EQ(xdotool("search --sync --onlyvisible --name '^Endgame tables$'"), 0) << log();
    std::this_thread::sleep_for(1s);
    ASSERT_EQ(xdotool("search --onlyvisible --name '^Endgame tables$' windowfocus --sync"), 0);
    const fs::path dhama = egdb_ / "dhama";
    ASSERT_EQ(table_files(dhama), std::make_pair(16, 0));
    keys("alt+b alt+c");
    std::this_thread::sleep_for(2s);
    EXPECT_EQ(table_files(dhama), std::make_pair(16, 0)) << "a cancelled build wrote files";
    keys("alt+b");
    const bool built = wait_for([&] { return table_files(dhama).first == 41; }, 120s);
    EXPECT_TRUE(built) << table_files(dhama).first << " tables\napp log:\n" << log();
    std::this_thread::sleep_for(500ms);
    EXPECT_EQ(table_files(dhama).second, 0);
    EXPECT_FALSE(fs::exists(egdb_ / "dama"));  // the variant not chosen
    EXPECT_TRUE(app_->running()) << log();
}

}  // namespace
}  // namespace damascope::gui::testing
