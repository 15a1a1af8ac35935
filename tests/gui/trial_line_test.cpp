// Explore vs keep, in the real window under an Xvfb of the test's own, driven by xdotool as a
// person would: moves played on a stored game with the mouse are a trial line, and the stored game
// stays byte for byte as it was (its PDN export and `show --json` compared before and after) until
// Ctrl+K keeps the line; leaving the game with a trial line asks Keep / Discard / Cancel. The game
// is the first of the Open Checkers Archive (Manchester 1841), imported with two more.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
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

const std::string oca = std::string(DAMASCOPE_SHARED_DATA) + "/dhama/OCA_2.0.pdn";

// The first `n` games of a PDN file, as its text (each game starts at an [Event tag).
std::string first_games(const std::string& path, int n) {
    std::ifstream in(path);
    std::string out, line;
    int events = 0;
    while (std::getline(in, line)) {
        if (line.starts_with("[Event ") && ++events > n) break;
        out += line + "\n";
    }
    return out;
}

class TrialLineWindow : public WindowTest {
  protected:
    TrialLineWindow() : WindowTest("trial_line") {}
    void SetUp() override {
        WindowTest::SetUp();
        if (Stopped()) return;
        if (!fs::exists(oca)) GTEST_SKIP() << oca << " is not there (the shared data)";
        db_ = dir_ / "oca.damascope";
        const fs::path excerpt = dir_ / "oca_first_three.pdn";
        std::ofstream(excerpt) << first_games(oca, 3);
        import_games(excerpt.string());
    }

    void start_app(const std::string& args) { WindowTest::start_app(args, "oca.damascope"); }
    void click(std::pair<int, int> at) { WindowTest::click(at, 1, 300ms); }
    // The question asked on leaving a game with a trial line: waits for it, answers with `key`.
    void answer_question(const std::string& key) {
        ASSERT_EQ(xdotool("search --sync --onlyvisible --name 'Trial line not saved' windowfocus "
                          "--sync"),
                  0)
            << log();
        std::this_thread::sleep_for(300ms);
        keys(key);
    }

    // What the database holds of game `id`: `show --json`, and its PDN export's bytes.
    std::string shown(int id) {
        const CliRun run = run_cli("show --db " + quoted(db_.string()) + " --game " +
                                   std::to_string(id) + " --json");
        EXPECT_EQ(run.exit_code, 0) << run.err;
        return run.out;
    }
    std::string exported(int id) {
        const fs::path out = dir_ / ("game" + std::to_string(id) + ".pdn");
        fs::remove(out);
        const CliRun run = run_cli("export --db " + quoted(db_.string()) + " --game " +
                                   std::to_string(id) + " --format pdn -o " + quoted(out.string()));
        EXPECT_EQ(run.exit_code, 0) << run.err;
        return read_file(out);
    }
    template <class F>
    void expect_stored(int id, F holds, const std::string& what) {
        Json game;
        const bool ok = wait_for(
            [&] {
                game = parse_json(shown(id));
                return !game.is_null() && holds(game);
            },
            10s);
        EXPECT_TRUE(ok) << what << "\nstored: " << game.dump() << "\napp log:\n" << log();
    }
};

// The variation of game 1 in place of its second move (24-20) that starts with `move`, or nullptr.
const Json* variation_of_ply_2(const Json& game, const std::string& move) {
    for (const Json& v : game["moves"][1]["variations"])
        if (!v.empty() && v[0]["move"] == move) return &v;
    return nullptr;
}

// The issue's own steps: game 1, after 1. 11-15, 23-19 and 8-11 played on the board with the
// mouse. The stored game stays as it was; Ctrl+K keeps the line as a variation.
TEST_F(TrialLineWindow, MovesTriedAreNotStoredUntilKept) {
    const std::string pdn_before = exported(1), json_before = shown(1);
    ASSERT_NE(pdn_before.find("1. 11-15 24-20"), std::string::npos) << pdn_before;
    auto at = probe("--game 1 --ply 1", {"23", "19", "8", "11"});
    ASSERT_EQ(at.size(), 4u);
    start_app("--game 1 --ply 1");
    click(at["23"]);
    click(at["19"]);
    click(at["8"]);
    click(at["11"]);
    std::this_thread::sleep_for(1500ms);  // time enough for a save, were there one
    EXPECT_EQ(exported(1), pdn_before) << log();
    EXPECT_EQ(shown(1), json_before);
    // Ctrl+K (Game > Keep as variation) keeps the trial line at the cursor: 1... 23-19 2. 8-11.
    keys("ctrl+k");
    expect_stored(
        1,
        [](const Json& g) {
            const Json* v = variation_of_ply_2(g, "23-19");
            return v && v->size() == 2 && (*v)[1]["move"] == "8-11";
        },
        "Ctrl+K keeps 23-19 8-11 as a variation of 24-20");
    EXPECT_NE(exported(1).find("(1... 23-19 2. 8-11)"), std::string::npos) << exported(1);
    EXPECT_TRUE(app_->running()) << log();
}

// Leaving a game with a trial line asks. Enter (Keep, the default) keeps it and the next game
// opens; a trial move in that game, then Ctrl+Q and Discard (Alt+D): the window closes, nothing
// stored.
TEST_F(TrialLineWindow, LeavingAGameWithATrialLineAsks) {
    auto at = probe("--game 1 --ply 1", {"22", "18"});
    ASSERT_EQ(at.size(), 2u);
    start_app("--game 1 --ply 1");
    click(at["22"]);
    click(at["18"]);
    keys("Next");  // PgDn: the next game
    answer_question("Return");
    expect_stored(
        1, [](const Json& g) { return variation_of_ply_2(g, "22-18") != nullptr; },
        "Keep on leaving stores 22-18 as a variation");
    // Game 2 (Alwick 1842, 1. 11-15 ...) is on the board now, at its start: 9-13 tried there,
    // then Ctrl+Q.
    const std::string game2_before = exported(2);
    auto at2 = probe("--game 2", {"9", "13"});
    ASSERT_EQ(at2.size(), 2u);
    ASSERT_EQ(xdotool("search --onlyvisible --name 'oca.damascope' windowfocus --sync"), 0);
    click(at2["9"]);
    click(at2["13"]);
    keys("ctrl+q");
    answer_question("alt+d");  // Discard
    EXPECT_TRUE(wait_for([&] { return !app_->running(); }, 10s)) << log();
    EXPECT_EQ(exported(2), game2_before);
}

}  // namespace
}  // namespace damascope::gui::testing
