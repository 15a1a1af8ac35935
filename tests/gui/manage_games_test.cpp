// Databases and managing games in the real window, driven by xdotool under an Xvfb of the test's
// own as a person would: the database opened last is reopened at the next start and listed in
// File > Recent databases; Edit tags..., Delete selected games..., Copy PDN and Paste PDN from
// their menus. What they did is read back with damascope-cli (tags, games) and xclip.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <memory>
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

class ManageGames : public WindowTest {
  protected:
    ManageGames() : WindowTest("manage_games", {"xclip"}) {}
    void SetUp() override {
        WindowTest::SetUp();
        if (Stopped()) return;
        club_ = make_db("club.damascope", "games.pdn");
        other_ = make_db("other.damascope", "game_ends.pdn");
    }

    fs::path make_db(const std::string& name, const std::string& pdn) {
        const fs::path db = dir_ / name;
        const CliRun imported = run_cli("import --db " + quoted(db.string()) +
                                        " '" DAMASCOPE_TEST_DATA "/gui/" + pdn + "' --quiet");
        EXPECT_EQ(imported.exit_code, 0) << imported.err;
        return db;
    }

    // The real app with the test's own settings file; `args` may be empty (no --db). Waits for
    // the window of `title` and gives it the focus.
    void start_app(const std::string& args, const std::string& title) {
        app_.reset();
        std::vector<std::string> argv = {DAMASCOPE_APP, "--size", "1280x800"};
        std::istringstream words(args);
        for (std::string w; words >> w;) argv.push_back(w);
        launch(argv, app_environment());
        wait_for_window(title);
    }
    bool window_named(const std::string& title) const {
        return wait_for(
            [&] { return xdotool("search --onlyvisible --name " + quoted(title)) == 0; }, 10s);
    }

    void keys(const std::string& names) {
        ASSERT_EQ(xdotool("key --delay 200 " + names), 0);
        std::this_thread::sleep_for(400ms);
    }
    std::string clipboard() const {
        return run_command("DISPLAY=" + display_ + " timeout 10 xclip -selection clipboard -o").out;
    }
    Json games(const fs::path& db) const {
        const CliRun r = run_cli("games --db " + quoted(db.string()) + " --json");
        return r.exit_code == 0 ? parse_json(r.out) : Json();
    }
    std::string tag(const fs::path& db, int game, const std::string& name) const {
        const CliRun r = run_cli("tags --db " + quoted(db.string()) + " --game " +
                                 std::to_string(game) + " --json");
        if (r.exit_code != 0) return "(" + r.err + ")";
        const Json tags = parse_json(r.out);
        for (const Json& t : tags.at("tags"))
            if (t.at("name") == name) return t.at("value").get<std::string>();
        return "(none in " + r.out + ")";
    }

    fs::path club_, other_;
};

// A start without --db reopens the database opened last; File > Recent databases lists the one
// opened before it, and choosing it opens it.
TEST_F(ManageGames, TheLastDatabaseIsReopenedAndRecentListsTheOneBefore) {
    start_app("--db " + club_.string(), "club.damascope");
    start_app("--db " + other_.string(), "other.damascope");
    const std::string settings = read_file(dir_ / "settings.ini");
    EXPECT_NE(settings.find(club_.string()), std::string::npos) << settings;
    EXPECT_NE(settings.find(other_.string()), std::string::npos) << settings;
    start_app("", "other.damascope");  // no --db: the last one
    EXPECT_FALSE(window_named("sample.damascope")) << log();
    // File > Recent databases > 2 (the first is other.damascope, open now).
    keys("alt+f");
    keys("r");
    keys("2");
    EXPECT_TRUE(window_named("club.damascope")) << log();
    EXPECT_TRUE(app_->running()) << log();
    // And club.damascope is the last one now.
    start_app("", "club.damascope");
}

// Copy PDN puts the game on the clipboard; Delete selected games... deletes the game the list
// shows selected after a question answered with Return; Paste PDN imports the copied game again.
TEST_F(ManageGames, CopyDeleteAndPasteAGame) {
    ASSERT_EQ(games(club_).size(), 4u);
    start_app("--db " + club_.string() + " --game 2", "club.damascope");
    keys("alt+e");
    keys("p");  // Copy &PDN
    std::string pdn;
    ASSERT_TRUE(wait_for(
        [&] {
            pdn = clipboard();
            return pdn.find("[Event \"TurkishDraughts engine round 1\"]") != std::string::npos;
        },
        10s))
        << pdn << "\n"
        << log();
    keys("alt+g");
    keys("l");  // De&lete selected games...
    keys("Return");
    Json listed;
    const auto has_game = [&](int id) {
        for (const Json& g : listed)
            if (g.at("id") == id) return true;
        return false;
    };
    EXPECT_TRUE(wait_for(
        [&] {
            listed = games(club_);
            return listed.size() == 3u && !has_game(2);
        },
        10s))
        << listed.dump() << "\n"
        << log();
    keys("alt+e");
    keys("n");  // Paste PD&N
    EXPECT_TRUE(wait_for(
        [&] {
            listed = games(club_);
            return listed.size() == 4u && has_game(5);
        },
        20s))
        << listed.dump() << "\n"
        << log();
    for (const Json& g : listed) {
        if (g.at("id") == 5) {
            EXPECT_EQ(g.at("event"), "TurkishDraughts engine round 1");
        }
    }
    EXPECT_TRUE(app_->running()) << log();
}

// Game > Edit tags...: the White field typed into and OK pressed with Return; Ctrl+Z undoes it.
TEST_F(ManageGames, EditTagsFromTheDialogAndUndo) {
    start_app("--db " + club_.string() + " --game 1", "club.damascope");
    keys("alt+g");
    keys("a");  // Edit t&ags...
    ASSERT_TRUE(window_named("Edit tags")) << log();
    // Event, Site, Date, Round, then White.
    keys("Tab Tab Tab Tab ctrl+a");
    ASSERT_EQ(xdotool("type --delay 40 'Edited White'"), 0);
    keys("Return");
    EXPECT_TRUE(wait_for([&] { return tag(club_, 1, "White") == "Edited White"; }, 10s))
        << tag(club_, 1, "White") << "\n"
        << log();
    keys("ctrl+z");
    EXPECT_TRUE(wait_for([&] { return tag(club_, 1, "White") == "Amal"; }, 10s))
        << tag(club_, 1, "White") << "\n"
        << log();
}

}  // namespace
}  // namespace damascope::gui::testing
