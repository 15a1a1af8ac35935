// Engine mistakes as marks in the real window, driven by xdotool as a person would: N and
// Shift+N jump between the marks of either kind (a glyph typed there shows where the cursor
// went), the game list's "Has engine mistakes" filter keeps only the analysed game (PgDn finds no
// other), and the players window's search box filters as one types (its title says how many it
// finds). The game is analysed by hand (a blunder at ply 1) through the database, as an analysis
// job would store it; what the events did is read back with damascope-cli.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <map>
#include <memory>
#include <regex>
#include <sstream>
#include <string>

#include "../cli/json.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"
#include "database/game_database.hpp"
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
    return "'" + s + "'";
}

class EngineMarksWindow : public ::testing::Test {
  protected:
    static void SetUpTestSuite() {
        if (tool_missing("Xvfb") || tool_missing("xdotool")) return;
        xvfb_ = std::make_unique<Xvfb>("1400x900x24", ::testing::TempDir() + "engine_marks_xvfb." +
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
               ("engine_marks_" + std::to_string(getpid()) + "_" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
        db_ = dir_ / "club.damascope";
        const CliRun imported = run_cli("import --db " + quoted(db_.string()) +
                                        " '" DAMASCOPE_TEST_DATA "/gui/games.pdn'");
        ASSERT_EQ(imported.exit_code, 0) << imported.err;
        AnalyseGameOneByHand();
    }
    void TearDown() override {
        app_.reset();
        if (!HasFailure()) fs::remove_all(dir_);
    }

    // Game 1 (1. c3-c4 ...): another first move was best, c3-c4 a blunder that lost 1.50.
    void AnalyseGameOneByHand() {
        auto db = database::GameDatabase::open(db_.string());
        ASSERT_TRUE(db.ok()) << db.error();
        auto game = db->load_game(1);
        ASSERT_TRUE(game.ok()) << game.error();
        core::MoveList legal;
        core::generate_legal(game->start, legal);
        std::string best;
        for (const core::Move& m : legal)
            if (!(m == game->moves[0].move)) best = core::format_recorded_move(game->start, m);
        database::GameAnalysis a;
        a.game_id = 1;
        a.engine = "by hand";
        a.depth = 4;
        const int lost = game->start.side_to_move() == core::Color::white ? -150 : 150;
        for (int ply = 0; ply <= static_cast<int>(game->moves.size()); ++ply)
            a.plies.push_back({ply, ply == 0 ? 0 : lost, 0, ply == 0 ? best : "", {}, 4, 0});
        a.plies[1].marks = static_cast<core::MarkSet>(core::Mark::blunder);
        ASSERT_TRUE(db.value().save_analysis(a).ok());
    }

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
        const std::regex line("square ([a-z0-9-]+): (-?[0-9]+) (-?[0-9]+)");
        std::istringstream lines(run.out);
        for (std::string l; std::getline(lines, l);) {
            std::smatch m;
            if (std::regex_match(l, m, line)) at[m[1]] = {std::stoi(m[2]), std::stoi(m[3])};
        }
        for (const auto& n : names) EXPECT_TRUE(at.count(n)) << n << " not probed:\n" << run.out;
        return at;
    }

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
        std::this_thread::sleep_for(1s);
        ASSERT_EQ(xdotool("search --onlyvisible --name 'club.damascope' windowfocus --sync"), 0);
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
    void click(std::pair<int, int> at) {
        ASSERT_EQ(xdotool("mousemove " + std::to_string(origin_.first + at.first) + " " +
                          std::to_string(origin_.second + at.second) + " click 1"),
                  0);
        std::this_thread::sleep_for(500ms);
    }
    Json stored_game(int id) {
        const CliRun shown = run_cli("show --db " + quoted(db_.string()) + " --game " +
                                     std::to_string(id) + " --json");
        if (shown.exit_code != 0) return nullptr;
        return parse_json(shown.out);
    }
    template <class F>
    void expect_stored(int id, F holds, const std::string& what) {
        Json game;
        const bool ok = wait_for(
            [&] {
                game = stored_game(id);
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

std::unique_ptr<Xvfb> EngineMarksWindow::xvfb_;

Json nags_at(const Json& game, std::size_t ply) {
    return game["moves"][ply - 1]["nags"];
}

// The marks of game 1: the engine's blunder at ply 1, the rule marks at plies 4, 6, 7 and 8. From
// the start N goes to ply 1 (the engine's mark); Shift+N from the end (ply 8) goes back to ply 7,
// 6, 4, then 1.
TEST_F(EngineMarksWindow, NAndShiftNJumpBetweenMarksOfEitherKind) {
    start_app("--game 1");
    keys("Home n exclam");
    expect_stored(
        1, [](const Json& g) { return nags_at(g, 1) == Json::array({1}); },
        "'!' at ply 1 after Home N: the blunder is the first mark");
    keys("End shift+n question");
    expect_stored(
        1, [](const Json& g) { return nags_at(g, 7) == Json::array({2}); },
        "'?' at ply 7 after End Shift+N");
    keys("shift+n shift+n exclam");
    expect_stored(
        1, [](const Json& g) { return nags_at(g, 4) == Json::array({1}); },
        "'!' at ply 4 after Shift+N twice from ply 7");
    keys("shift+n question");  // the move's '!' becomes '?'
    expect_stored(
        1, [](const Json& g) { return nags_at(g, 1) == Json::array({2}); },
        "'?' at ply 1 after Shift+N from ply 4: back to the engine's mark");
    EXPECT_TRUE(app_->running()) << log();
}

// Without the filter PgDn opens game 2; with "Has engine mistakes" ticked the list holds game 1
// alone and PgDn finds no other game: Right and '!' then mark game 1's first move.
TEST_F(EngineMarksWindow, TheEngineMistakesFilterKeepsTheAnalysedGameOnly) {
    auto at = probe("--game 1", {"engine-marks"});
    ASSERT_TRUE(at.count("engine-marks"));
    start_app("--game 1");
    keys("Next Right exclam");
    expect_stored(
        2, [](const Json& g) { return nags_at(g, 1) == Json::array({1}); },
        "unfiltered, PgDn opens game 2");
    keys("Prior");
    // In a pane this small the check-box is behind "More filters": the probe said where.
    if (at.count("more-filters")) {
        click(at["more-filters"]);
        std::this_thread::sleep_for(500ms);
    }
    click(at["engine-marks"]);
    keys("Next Home Right exclam");
    expect_stored(
        1, [](const Json& g) { return nags_at(g, 1) == Json::array({1}); },
        "filtered, PgDn stays on game 1");
    const Json other = stored_game(3);
    EXPECT_TRUE(other["moves"][0]["nags"].empty()) << other.dump();
    EXPECT_TRUE(app_->running()) << log();
}

// The players window (Ctrl+P) opens with the focus in its search box: what is typed filters the
// table at once, and the title says how many players it finds.
TEST_F(EngineMarksWindow, ThePlayersSearchFiltersAsOneTypes) {
    start_app("--game 1");
    keys("ctrl+p");
    ASSERT_EQ(xdotool("search --sync --onlyvisible --name '^Players$'"), 0) << log();
    std::this_thread::sleep_for(1s);
    ASSERT_EQ(xdotool("search --onlyvisible --name '^Players$' windowfocus --sync"), 0);
    ASSERT_EQ(xdotool("type --delay 120 a"), 0);
    // "a" is in Amal and in Bassem, not in MCTS16k.
    EXPECT_EQ(xdotool("search --sync --onlyvisible --name '^Players: 2 of 3 found$'"), 0) << log();
    ASSERT_EQ(xdotool("type --delay 120 S"), 0);  // "aS": Bassem alone, whatever the case
    EXPECT_EQ(xdotool("search --sync --onlyvisible --name '^Players: 1 of 3 found$'"), 0) << log();
    keys("BackSpace BackSpace");
    EXPECT_EQ(xdotool("search --sync --onlyvisible --name '^Players$'"), 0) << log();
    EXPECT_TRUE(app_->running()) << log();
}

}  // namespace
}  // namespace damascope::gui::testing
