// Playing in the real window, driven by real events under an Xvfb of the test's own: Game > Play
// against the engine opened from the menu with its mnemonic keys, the dialog accepted with Enter,
// a move clicked on the play window's board (lift, then the mint target) and the engine's answer
// seen in the database; Game > Two players on this device with the board turned after each move,
// Black's move clicked where the turned board draws it. Where the squares are comes from the
// screenshot mode's --play with --probe (the same window at its default size, on a copy of the
// database); what the clicks did is read back with damascope-cli show --json, since the game is
// stored as it is played.
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

class PlayWindow : public WindowTest {
  protected:
    PlayWindow() : WindowTest("play_window") {}
    void SetUp() override {
        WindowTest::SetUp();
        if (Stopped()) return;
        import_games(DAMASCOPE_TEST_DATA "/gui/games.pdn");
        games_before_ = count_games();
    }

    int count_games() {
        const CliRun listed = run_cli("games --db " + quoted(db_.string()) + " --json");
        if (listed.exit_code != 0) return -1;
        const Json j = parse_json(listed.out);
        return j.is_array() ? static_cast<int>(j.size()) : static_cast<int>(j["games"].size());
    }

    // Where the play window started with `spec` (and the clicks) draws the squares, relative to
    // the window; run on a copy of the database, which the probe's game goes into.
    std::map<std::string, std::pair<int, int>> probe(const std::string& spec,
                                                     const std::vector<std::string>& clicks,
                                                     const std::vector<std::string>& names) {
        const fs::path copy = dir_ / "probe.damascope";
        fs::copy_file(db_, copy, fs::copy_options::overwrite_existing);
        std::string command =
            "DISPLAY=" + display_ + " LANG=C.UTF-8 LC_ALL=C.UTF-8 NO_AT_BRIDGE=1 timeout 120 " +
            DAMASCOPE_APP + std::string(" --db ") + quoted(copy.string()) + " --game 1 --play " +
            spec + " --screenshot " + quoted((dir_ / "probe.png").string());
        for (const auto& c : clicks) command += " --click " + c;
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

    void start_app() { WindowTest::start_app("--game 1"); }
    // Opens a Game menu entry by its mnemonic, waits for its dialog (titled `dialog`), accepts it
    // with Enter and waits for the play window titled `title`; its place on the screen.
    void open_play_window(const std::string& mnemonic, const std::string& dialog,
                          const std::string& title) {
        keys("alt+g");
        std::this_thread::sleep_for(700ms);
        keys(mnemonic);
        ASSERT_EQ(xdotool("search --sync --onlyvisible --name '" + dialog + "'"), 0) << log();
        std::this_thread::sleep_for(1500ms);  // laid out, the OK button focused
        keys("Return");
        // The play window's title has a dash that is not ASCII, which xdotool's --name does not
        // match (it reads WM_NAME): the app's visible windows are looked at by their UTF-8 names.
        std::string window;
        const bool shown = wait_for(
            [&] {
                const CliRun ids =
                    run_command("DISPLAY=" + display_ + " xdotool search --onlyvisible --pid " +
                                std::to_string(app_->pid()));
                std::istringstream words(ids.out);
                for (std::string id; words >> id;) {
                    const CliRun name =
                        run_command("DISPLAY=" + display_ + " xdotool getwindowname " + id);
                    if (name.out.starts_with(title)) window = id;
                }
                return !window.empty();
            },
            20s);
        ASSERT_TRUE(shown) << "no window titled " << title << "\n" << log();
        std::this_thread::sleep_for(1500ms);  // laid out and drawn
        const CliRun geometry =
            run_command("DISPLAY=" + display_ + " xdotool getwindowgeometry " + window);
        std::smatch m;
        const std::regex position("Position: (-?[0-9]+),(-?[0-9]+)");
        ASSERT_TRUE(std::regex_search(geometry.out, m, position)) << geometry.out;
        origin_ = {std::stoi(m[1]), std::stoi(m[2])};
    }

    void click(std::pair<int, int> at) { WindowTest::click(at, 1, 400ms); }
    Json played_game() {
        const CliRun shown = run_cli("show --db " + quoted(db_.string()) + " --game " +
                                     std::to_string(games_before_ + 1) + " --json");
        if (shown.exit_code != 0) return nullptr;
        return parse_json(shown.out);
    }
    // Waits until the played game satisfies `holds`.
    template <class F>
    Json expect_played(F holds, const std::string& what) {
        Json game;
        const bool ok = wait_for(
            [&] {
                game = played_game();
                return !game.is_null() && holds(game);
            },
            20s);
        EXPECT_TRUE(ok) << what << "\nstored: " << game.dump() << "\napp log:\n" << log();
        return game;
    }
    static std::string tag(const Json& g, const std::string& name) {
        const Json& tags = g["tags"];
        if (tags.is_object() && tags.contains(name)) return tags[name].get<std::string>();
        if (tags.is_array())
            for (const Json& t : tags)
                if (t.is_array() && t.size() == 2 && t[0] == name) return t[1].get<std::string>();
        return {};
    }

    int games_before_ = 0;
};

// Game > Play against the engine (Alt+G, G), Enter: a game at level 3, the user White. c3 lifted
// and c4 chosen by clicks; the engine answers; the database holds both moves and the game's tags.
TEST_F(PlayWindow, AMoveClickedAgainstTheEngineIsAnsweredAndStored) {
    auto at = probe("computer", {}, {"c3", "c4"});
    ASSERT_EQ(at.size(), 2u);
    start_app();
    open_play_window("g", "Play against the engine", "Against damascope");
    // Nothing stored before the first move: a game opened and closed leaves no empty game.
    EXPECT_EQ(count_games(), games_before_) << log();
    click(at["c3"]);
    click(at["c4"]);
    const Json g = expect_played([](const Json& j) { return j["moves"].size() == 2; },
                                 "c3-c4 clicked, and the engine's answer, stored");
    ASSERT_EQ(g["moves"].size(), 2u);
    EXPECT_EQ(g["moves"][0]["move"], "c3-c4");
    EXPECT_EQ(tag(g, "Mode"), "computer") << g.dump();
    EXPECT_EQ(tag(g, "Level"), "3") << g.dump();
    EXPECT_EQ(tag(g, "Black"), "damascope level 3") << g.dump();
    EXPECT_TRUE(app_->running()) << log();
}

// Game > Two players on this device (Alt+G, W), Enter: the board turns after White's move, and
// Black's move is clicked where the turned board draws f6 and f5.
TEST_F(PlayWindow, TwoPlayersClickOnTheBoardTurnedToTheSideToMove) {
    auto white = probe("local,turn", {}, {"c3", "c4"});
    auto black = probe("local,turn", {"c3", "c4"}, {"f6", "f5"});
    ASSERT_EQ(white.size(), 2u);
    ASSERT_EQ(black.size(), 2u);
    // Turned: Black's f6 is drawn low on the window, where White's c3 was.
    EXPECT_GT(black["f6"].second, black["f5"].second);
    start_app();
    open_play_window("w", "Two players on this device", "Two players —");
    click(white["c3"]);
    click(white["c4"]);
    expect_played([](const Json& g) { return g["moves"].size() == 1; }, "White's c3-c4 stored");
    std::this_thread::sleep_for(500ms);
    click(black["f6"]);
    click(black["f5"]);
    const Json g = expect_played([](const Json& j) { return j["moves"].size() == 2; },
                                 "Black's f6-f5 clicked on the turned board, stored");
    ASSERT_EQ(g["moves"].size(), 2u);
    EXPECT_EQ(g["moves"][1]["move"], "f6-f5");
    EXPECT_EQ(tag(g, "Mode"), "local") << g.dump();
    EXPECT_TRUE(app_->running()) << log();
}

}  // namespace
}  // namespace damascope::gui::testing
