// The desktop app's command line.
#include "gui/command_line.hpp"

#include <gtest/gtest.h>

namespace damascope::gui {
namespace {

TEST(GuiCommandLine, ReadsTheScreenshotOptions) {
    auto o = parse_gui_options({"--db", "x.damascope", "--game", "12", "--ply", "0", "--flip",
                                "--select", "auto", "--screenshot", "out.png", "--lang", "ar",
                                "--size", "1400x900"});
    ASSERT_TRUE(o.ok()) << o.error();
    EXPECT_EQ(o->db, "x.damascope");
    EXPECT_EQ(o->game, 12);
    EXPECT_EQ(o->ply, 0);
    EXPECT_TRUE(o->flip);
    EXPECT_EQ(o->select, "auto");
    EXPECT_EQ(o->screenshot, "out.png");
    EXPECT_EQ(o->lang, "ar");
    EXPECT_EQ(o->width, 1400);
    EXPECT_EQ(o->height, 900);
}

TEST(GuiCommandLine, ClicksAreKeptInOrder) {
    auto o = parse_gui_options({"--click", "a4", "--engine", "--click", "a8", "--player", "Amal",
                                "--same-moves", "--sort", "white:desc"});
    ASSERT_TRUE(o.ok()) << o.error();
    EXPECT_EQ(o->clicks, (std::vector<std::string>{"a4", "a8"}));
    EXPECT_TRUE(o->engine);
    EXPECT_EQ(o->player, "Amal");
    EXPECT_TRUE(o->same_moves);
    EXPECT_EQ(o->sort, "white:desc");
}

// --play starts a game in the play window; its clicks are the play board's, kept in order.
TEST(GuiCommandLine, PlayTakesItsSpecAndTheClicks) {
    auto o =
        parse_gui_options({"--play", "local,turn,clock=3+2", "--click", "c3", "--click", "c4"});
    ASSERT_TRUE(o.ok()) << o.error();
    ASSERT_TRUE(o->play);
    EXPECT_EQ(*o->play, "local,turn,clock=3+2");
    EXPECT_EQ(o->clicks, (std::vector<std::string>{"c3", "c4"}));
    EXPECT_FALSE(parse_gui_options({"--play"}).ok());
}

TEST(GuiCommandLine, KeysAreSplitOnSpaces) {
    auto o = parse_gui_options({"--keys", "N  PgDn F", "--import", "a.pdn", "--import", "b.pdn"});
    ASSERT_TRUE(o.ok()) << o.error();
    EXPECT_EQ(o->keys, (std::vector<std::string>{"N", "PgDn", "F"}));
    EXPECT_EQ(o->imports, (std::vector<std::string>{"a.pdn", "b.pdn"}));
    EXPECT_FALSE(o->show_problems);
    auto p = parse_gui_options({"--import", "a.pdn", "--show-problems"});
    ASSERT_TRUE(p.ok()) << p.error();
    EXPECT_TRUE(p->show_problems);
}

TEST(GuiCommandLine, AnalysisAndLayoutOptions) {
    auto o =
        parse_gui_options({"--config", "/tmp/c.ini", "--play-line", "2", "--games-height", "300"});
    ASSERT_TRUE(o.ok()) << o.error();
    EXPECT_EQ(o->config, "/tmp/c.ini");
    EXPECT_FALSE(o->size_given);  // the settings' size is kept
    EXPECT_EQ(o->actions, (std::vector<GuiAction>{{GuiAction::Kind::play_line, "2"},
                                                  {GuiAction::Kind::games_height, "300"}}));
    auto sized = parse_gui_options({"--size", "1024x700"});
    ASSERT_TRUE(sized.ok());
    EXPECT_TRUE(sized->size_given);
    for (const char* bad : {"0", "x", "-3"}) {
        EXPECT_FALSE(parse_gui_options({"--play-line", bad}).ok()) << bad;
        EXPECT_FALSE(parse_gui_options({"--games-height", bad}).ok()) << bad;
    }
    EXPECT_FALSE(parse_gui_options({"--config"}).ok());
}

TEST(GuiCommandLine, NoArgumentsMeansTheSample) {
    auto o = parse_gui_options({});
    ASSERT_TRUE(o.ok());
    EXPECT_FALSE(o->db.has_value());
    EXPECT_FALSE(o->screenshot.has_value());
    EXPECT_FALSE(o->flip);
    EXPECT_FALSE(o->same_moves);
}

TEST(GuiCommandLine, RejectsBadArguments) {
    const std::vector<std::vector<std::string>> bad = {{"--bogus"},
                                                       {"--db"},
                                                       {"--game", "zero"},
                                                       {"--game", "0"},
                                                       {"--ply", "-1"},
                                                       {"--ply", "3x"},
                                                       {"--lang", "fr"},
                                                       {"--size", "10x10"},
                                                       {"--size", "wide"},
                                                       {"--screenshot", "--flip"},
                                                       {"-x"},
                                                       {"--click"}};
    for (const auto& args : bad) {
        auto o = parse_gui_options(args);
        EXPECT_FALSE(o.ok()) << args[0];
        if (!o.ok()) {
            EXPECT_FALSE(o.error().empty());
        }
    }
    auto o = parse_gui_options({"--game", "zero"});
    ASSERT_FALSE(o.ok());
    EXPECT_NE(o.error().find("zero"), std::string::npos);
}

// Edits replay in the order given, clicks and keys among them: a variation played, then another
// game, then back, is what the user did, not three lists.
TEST(GuiCommandLine, EditsAreActionsInOrder) {
    auto o = parse_gui_options({"--click",   "d3",
                                "--comment", "--not an option {x}",
                                "--keys",    "Left Right",
                                "--nag",     "!?",
                                "--arrow",   "c3-c5:red",
                                "--square",  "d4",
                                "--undo",    "--switch-game",
                                "2",         "--edit",
                                "truncate",  "--redo",
                                "--export",  "png:out.png",
                                "--probe",   "c4"});
    ASSERT_TRUE(o.ok()) << o.error();
    using K = GuiAction::Kind;
    const std::vector<GuiAction> expected = {
        {K::click, "d3"},      {K::comment, "--not an option {x}"},
        {K::key, "Left"},      {K::key, "Right"},
        {K::nag, "!?"},        {K::arrow, "c3-c5:red"},
        {K::square, "d4"},     {K::undo, ""},
        {K::switch_game, "2"}, {K::edit, "truncate"},
        {K::redo, ""},         {K::export_file, "png:out.png"}};
    EXPECT_EQ(o->actions, expected);
    EXPECT_EQ(o->probes, (std::vector<std::string>{"c4"}));
    EXPECT_EQ(o->clicks, (std::vector<std::string>{"d3"}));
}

TEST(GuiCommandLine, RejectsBadEdits) {
    for (const std::vector<std::string>& args : {std::vector<std::string>{"--nag", "!!!"},
                                                 {"--nag", "$7"},
                                                 {"--arrow", "c3-c5:pink"},
                                                 {"--square", ":red"},
                                                 {"--switch-game", "0"},
                                                 {"--edit", "promote-all"},
                                                 {"--new-game", "chess"},
                                                 {"--export", "gif:x.gif"},
                                                 {"--export", "pdn:"},
                                                 {"--comment"}}) {
        auto o = parse_gui_options(args);
        EXPECT_FALSE(o.ok()) << args[0] << " " << (args.size() > 1 ? args[1] : "");
        if (!o.ok()) {
            EXPECT_NE(o.error().find(args[0]), std::string::npos) << o.error();
        }
    }
}

}  // namespace
}  // namespace damascope::gui

namespace damascope::gui {
namespace {

// Issue 29: a file manager runs the .desktop entry's `damascope %F` with the files double-clicked.
TEST(GuiCommandLine, FilesFromAFileManagerOpenADatabaseAndOfferGamesForImport) {
    auto o = parse_gui_options({"/home/a/Club.DAMASCOPE", "/home/a/round 1.pdn", "b.csv"});
    ASSERT_TRUE(o) << o.error();
    EXPECT_EQ(o->db, std::optional<std::string>("/home/a/Club.DAMASCOPE"));
    EXPECT_EQ(o->offered, (std::vector<std::string>{"/home/a/round 1.pdn", "b.csv"}));
    EXPECT_TRUE(o->imports.empty());  // offered, not imported unasked

    auto games_only = parse_gui_options({"x.pdn"});
    ASSERT_TRUE(games_only);
    EXPECT_FALSE(games_only->db);
    EXPECT_EQ(games_only->offered, std::vector<std::string>{"x.pdn"});
}

TEST(GuiCommandLine, TwoDatabasesToOpenAreRefusedNamingBoth) {
    auto two = parse_gui_options({"a.damascope", "b.damascope"});
    ASSERT_FALSE(two);
    EXPECT_EQ(two.error(), "two databases to open: 'a.damascope' and 'b.damascope'");
    auto with_db = parse_gui_options({"--db", "a.damascope", "b.damascope"});
    ASSERT_FALSE(with_db);
    EXPECT_EQ(with_db.error(), "two databases to open: --db 'a.damascope' and 'b.damascope'");
    auto same = parse_gui_options({"--db", "a.damascope", "a.damascope"});
    EXPECT_TRUE(same) << same.error();
}

TEST(GuiCommandLine, VersionIsAFlag) {
    auto o = parse_gui_options({"--version"});
    ASSERT_TRUE(o);
    EXPECT_TRUE(o->version);
}

}  // namespace
}  // namespace damascope::gui
