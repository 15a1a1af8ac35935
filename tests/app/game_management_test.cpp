// Managing games in the window model: tags edited and checked (app/game_tags.hpp) and saved with
// undo, games deleted, a line saved as a game of its own, the recent databases and telling a
// database file by its content.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "app/game_document.hpp"
#include "app/game_management.hpp"
#include "app/game_tags.hpp"
#include "app/recent_databases.hpp"
#include "importers/game_file_reader.hpp"

namespace damascope::app {
namespace {

namespace fs = std::filesystem;

// Game 1 ends with Black having no piece left (1-0 by the rules); game 2 is four moves of the
// standard start with a variation at Black's first move, unfinished.
constexpr const char* games_pdn =
    "[Event \"Club\"]\n[White \"Amal\"]\n[Black \"Bassem\"]\n[Result \"1-0\"]\n"
    "[GameType \"30\"]\n[SetUp \"1\"]\n[FEN \"W:Wd4:Bd5\"]\n\n1. d4xd6 1-0\n\n"
    "[Event \"Club\"]\n[White \"Dina\"]\n[Black \"Emad\"]\n[Result \"*\"]\n[Annotator \"Nour\"]\n"
    "[GameType \"30\"]\n\n1. c3-c4 f6-f5 (1... b6-b5 {a comment} 2. b3-b4) 2. c4-c5 *\n";

class GameManagement : public ::testing::Test {
  protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() /
               ("damascope_manage_" + std::to_string(::getpid()) + "_" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
        path_ = (dir_ / "games.damascope").string();
        auto db = database::GameDatabase::open(path_);
        ASSERT_TRUE(db.ok()) << db.error();
        for (auto& g : importers::read_pdn_text(games_pdn)) {
            ASSERT_TRUE(g.record.has_value()) << g.skip_reason;
            ASSERT_TRUE(db.value().add_game(*g.record).ok());
        }
        ASSERT_TRUE(doc_.open_database(path_, true).ok());
    }
    void TearDown() override { fs::remove_all(dir_); }

    core::GameRecord stored(std::int64_t id) const {
        auto db = database::GameDatabase::open_existing(path_);
        EXPECT_TRUE(db.ok()) << db.error();
        auto g = db.value().load_game(id);
        EXPECT_TRUE(g.ok()) << g.error();
        return g.ok() ? g.value() : core::GameRecord{};
    }
    std::int64_t stored_count() const {
        auto db = database::GameDatabase::open_existing(path_);
        auto n = db.value().count_games({});
        return n ? *n : -1;
    }

    fs::path dir_;
    std::string path_;
    GameDocument doc_;
};

TEST(GameTags, StandardTagsFirstAndAssignmentsParsed) {
    core::GameRecord g;
    g.tags = {{"Annotator", "Nour"}, {"White", "Ali"}, {"Date", "1990.??.??"}};
    g.result = "1-0";
    const auto tags = tags_for_editing(g);
    ASSERT_EQ(tags.size(), 8u);
    EXPECT_EQ(tags[0], (Tag{"Event", ""}));
    EXPECT_EQ(tags[2], (Tag{"Date", "1990.??.??"}));
    EXPECT_EQ(tags[4], (Tag{"White", "Ali"}));
    EXPECT_EQ(tags[6], (Tag{"Result", "1-0"}));  // the record's, without a tag
    EXPECT_EQ(tags[7], (Tag{"Annotator", "Nour"}));

    auto white = parse_tag_assignment("white=Salma = S.");
    ASSERT_TRUE(white.ok());
    EXPECT_EQ(white.value(), (Tag{"White", "Salma = S."}));
    auto removed = parse_tag_assignment("Annotator=");
    ASSERT_TRUE(removed.ok());
    EXPECT_EQ(removed.value().second, "");
    for (const char* bad : {"White", "=x", "9x=1", "Bad name=1", "a-b=1"})
        EXPECT_FALSE(parse_tag_assignment(bad).ok()) << bad;
}

TEST_F(GameManagement, ResultContradictingTheRulesIsRefusedAndNothingChanges) {
    core::GameRecord g = stored(1);
    EXPECT_EQ(result_by_rules(g), std::optional<std::string>("1-0"));
    const core::GameRecord before = g;
    const std::vector<Tag> wrong = {{"White", "Changed"}, {"Result", "0-1"}};
    auto r = apply_tag_changes(g, wrong);
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error().find("1-0"), std::string::npos) << r.error();
    EXPECT_EQ(g.tags, before.tags);  // not even White
    EXPECT_EQ(g.result, "1-0");
    // Game 2 goes on: the rules decide nothing, any result is taken with its outcome.
    core::GameRecord open = stored(2);
    EXPECT_FALSE(result_by_rules(open).has_value());
    const std::vector<Tag> draw = {{"Result", "1-1"}};  // written as some files do
    ASSERT_TRUE(apply_tag_changes(open, draw).ok());
    EXPECT_EQ(open.result, "1/2-1/2");
    EXPECT_EQ(open.outcome, core::Outcome::draw);
    EXPECT_EQ(open.tag("Result"), "1/2-1/2");
    const std::vector<Tag> fen = {{"FEN", "W:Wa1:Bh8"}};
    EXPECT_FALSE(apply_tag_changes(open, fen).ok());
}

TEST_F(GameManagement, TagsEditedAreSavedAndUndone) {
    ASSERT_TRUE(doc_.open_game(2).ok());
    // The dialog's rows: White changed, Annotator's line removed, a new Source line.
    auto rows = tags_for_editing(doc_.record());
    for (auto& [name, value] : rows)
        if (name == "White") value = "Dina Saleh";
    std::erase_if(rows, [](const Tag& t) { return t.first == "Annotator"; });
    rows.emplace_back("Source", "club bulletin");
    const auto changes = changes_to(doc_.record(), rows);
    // Only what differs: White, Source, and the removal of Annotator (Site, Round stay missing).
    EXPECT_EQ(changes.size(), 3u);
    auto saved = doc_.edit_tags(changes);
    ASSERT_TRUE(saved.ok()) << saved.error();
    EXPECT_TRUE(*saved);
    core::GameRecord g = stored(2);
    EXPECT_EQ(g.tag("White"), "Dina Saleh");
    EXPECT_EQ(g.tag("Source"), "club bulletin");
    EXPECT_EQ(g.tag("Annotator"), "");
    EXPECT_EQ(g.tag("Site"), "");
    EXPECT_EQ(g.moves.size(), 3u);  // the moves untouched
    ASSERT_TRUE(doc_.undo().ok());
    g = stored(2);
    EXPECT_EQ(g.tag("White"), "Dina");
    EXPECT_EQ(g.tag("Annotator"), "Nour");
    // A refused change saves nothing and keeps no undo step.
    const std::vector<Tag> bad = {{"GameType", "21"}};
    EXPECT_FALSE(doc_.edit_tags(bad).ok());
    EXPECT_EQ(stored(2).tag("GameType"), "30");
}

TEST_F(GameManagement, DeletingTheShownGameLeavesItOnTheBoardAsANewGame) {
    ASSERT_TRUE(doc_.open_game(2).ok());
    const std::vector<std::int64_t> ids = {2};
    auto n = delete_games(doc_, ids);
    ASSERT_TRUE(n.ok()) << n.error();
    EXPECT_EQ(*n, 1u);
    EXPECT_EQ(stored_count(), 1);
    EXPECT_EQ(doc_.game_id(), 0);  // what is shown is no longer a stored game
    const std::vector<std::int64_t> unknown = {1, 5};
    EXPECT_FALSE(delete_games(doc_, unknown).ok());
    EXPECT_EQ(stored_count(), 1);  // game 1 kept: all or nothing
}

TEST_F(GameManagement, ALineIsSavedAsAGameOfItsOwnWithItsSource) {
    ASSERT_TRUE(doc_.open_game(2).ok());
    // Into the variation 1... b6-b5 2. b3-b4.
    GameSession& s = doc_.session();
    s.go_to_ply(2);  // on 1... f6-f5, whose alternative is b6-b5
    ASSERT_TRUE(s.sibling(+1));
    auto id = save_line_as_new_game(doc_);
    ASSERT_TRUE(id.ok()) << id.error();
    EXPECT_EQ(*id, 3);
    EXPECT_EQ(doc_.game_id(), 3);
    const core::GameRecord g = stored(3);
    ASSERT_EQ(g.moves.size(), 3u);  // c3-c4 b6-b5 b3-b4: to the end of the variation
    const core::GameRecord original = stored(2);
    EXPECT_TRUE(g.moves[0].move == original.moves[0].move);
    ASSERT_EQ(original.moves[1].variations.size(), 1u);
    EXPECT_TRUE(g.moves[1].move == original.moves[1].variations[0][0].move);  // b6-b5
    EXPECT_TRUE(g.moves[2].move == original.moves[1].variations[0][1].move);  // b3-b4
    EXPECT_EQ(g.moves[1].comment, "a comment");
    for (const auto& m : g.moves) EXPECT_TRUE(m.variations.empty());
    EXPECT_EQ(g.tag("White"), "Dina");
    EXPECT_EQ(g.tag("Annotator"), "Nour");
    EXPECT_EQ(g.result, "*");
    EXPECT_NE(g.tag("Source").find("game 2"), std::string::npos) << g.tag("Source");
    EXPECT_EQ(stored(2).moves.size(), 3u);  // the game it came from is as it was
    EXPECT_EQ(stored(2).moves[1].variations.size(), 1u);
}

TEST(RecentDatabases, MostRecentFirstTenAtMostNoRepeats) {
    RecentDatabases recent({"/a/one.damascope", "", "/a/two.damascope", "/a/one.damascope"});
    EXPECT_EQ(recent.paths(), (std::vector<std::string>{"/a/one.damascope", "/a/two.damascope"}));
    recent.opened("/a/./x/../two.damascope");
    EXPECT_EQ(recent.last(), std::optional<std::string>("/a/two.damascope"));
    EXPECT_EQ(recent.paths().size(), 2u);
    for (int i = 0; i < 12; ++i) recent.opened("/b/" + std::to_string(i) + ".damascope");
    EXPECT_EQ(recent.paths().size(), RecentDatabases::limit);
    EXPECT_EQ(recent.paths().front(), "/b/11.damascope");
    recent.remove("/b/11.damascope");
    EXPECT_EQ(recent.last(), std::optional<std::string>("/b/10.damascope"));
    EXPECT_FALSE(RecentDatabases().last().has_value());
}

TEST_F(GameManagement, ADatabaseIsToldByItsContentNotItsName) {
    EXPECT_EQ(database_file_kind(path_), DatabaseFileKind::damascope);
    const std::string renamed = (dir_ / "games.pdn").string();
    {
        // A copy of a closed damascope database under another name is still one.
        GameDocument other;
        ASSERT_TRUE(other.open_database((dir_ / "closed.damascope").string(), false).ok());
    }
    fs::copy_file(dir_ / "closed.damascope", renamed);
    EXPECT_EQ(database_file_kind(renamed), DatabaseFileKind::damascope);
    const std::string pdn = (dir_ / "games.damascope.txt").string();
    std::ofstream(pdn) << games_pdn;
    EXPECT_EQ(database_file_kind(pdn), DatabaseFileKind::not_sqlite);
    std::ofstream(dir_ / "empty.damascope") << "";
    EXPECT_EQ(database_file_kind((dir_ / "empty.damascope").string()),
              DatabaseFileKind::not_sqlite);
    EXPECT_EQ(database_file_kind((dir_ / "none.damascope").string()), DatabaseFileKind::missing);
    // Another program's SQLite file.
    std::string header(100, '\0');
    header.replace(0, 16, std::string("SQLite format 3\0", 16));
    std::ofstream(dir_ / "other.db", std::ios::binary) << header;
    EXPECT_EQ(database_file_kind((dir_ / "other.db").string()), DatabaseFileKind::other_sqlite);
}

}  // namespace
}  // namespace damascope::app
