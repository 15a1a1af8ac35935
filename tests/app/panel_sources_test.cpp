// What the window's panels read and write through src/app instead of the database: the game
// list's pages (app::GameList), the players' table and its merges (app::PlayerRoster), the opening
// collections (app::CollectionBook). The figures are the games the tests store, counted by hand.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <sstream>

#include "app/board_line.hpp"
#include "app/collection_book.hpp"
#include "app/game_document.hpp"
#include "core/fen.hpp"
#include "importers/game_file_reader.hpp"
#include "session_test_support.hpp"

namespace damascope::app {
namespace {

namespace fs = std::filesystem;

class PanelSources : public ::testing::Test {
  protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() /
               ("damascope_panels_" + std::to_string(::getpid()) + "_" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
        path_ = (dir_ / "games.damascope").string();
    }
    void TearDown() override { fs::remove_all(dir_); }

    // Stores the games of a PDN text and opens the database in the document.
    void store(const std::string& pdn) {
        {
            auto db = database::GameDatabase::open(path_);
            ASSERT_TRUE(db.ok()) << db.error();
            db.value().begin_bulk();
            for (auto& g : importers::read_pdn_text(pdn)) {
                ASSERT_TRUE(g.record.has_value()) << g.skip_reason;
                ASSERT_TRUE(db.value().add_game(*g.record).ok());
            }
            db.value().end_bulk();
        }
        ASSERT_TRUE(doc_.open_database(path_, true).ok());
    }

    // `n` Dama games "P000" ... against "Q", each opening c3-c4 f6-f5, White winning.
    static std::string numbered_games(int n) {
        std::ostringstream pdn;
        for (int i = 0; i < n; ++i) {
            char white[16];
            std::snprintf(white, sizeof white, "P%03d", i);
            pdn << "[White \"" << white << "\"]\n[Black \"Q\"]\n[Result \"1-0\"]\n"
                << "[GameType \"30\"]\n\n1. c3-c4 f6-f5 1-0\n\n";
        }
        return pdn.str();
    }

    fs::path dir_;
    std::string path_;
    GameDocument doc_;
};

TEST_F(PanelSources, GameListReadsRowsAcrossPagesAndFindsThem) {
    store(numbered_games(450));  // pages of 200: rows 0-199, 200-399, 400-449
    GameList list = doc_.game_list();
    ASSERT_TRUE(list.has_database());
    EXPECT_EQ(list.set_filter({}), 450);
    EXPECT_EQ(list.count(), 450);
    EXPECT_EQ(list.total(), 450);
    ASSERT_NE(list.row(0), nullptr);
    EXPECT_EQ(list.row(0)->white, "P000");
    ASSERT_NE(list.row(449), nullptr);
    EXPECT_EQ(list.row(449)->white, "P449");
    EXPECT_EQ(list.row(201)->white, "P201");  // the second page
    EXPECT_EQ(list.row(450), nullptr);
    EXPECT_EQ(list.row(-1), nullptr);
    EXPECT_EQ(list.id_at(399), 400);
    EXPECT_EQ(list.id_at(450), std::nullopt);
    // Row 420 is on the third page; the second is not read yet in this list.
    GameList fresh = doc_.game_list();
    fresh.set_filter({});
    EXPECT_EQ(fresh.row_of(421), 420);
    EXPECT_EQ(fresh.row_of(9999), std::nullopt);
}

TEST_F(PanelSources, GameListFilterAndOrderComeFromTheFilter) {
    store(numbered_games(30));
    GameList list = doc_.game_list();
    GameFilter f;
    f.player = "P01";  // P010 ... P019
    EXPECT_EQ(list.set_filter(f), 10);
    EXPECT_EQ(list.total(), 30);  // the filter does not change the whole
    EXPECT_EQ(list.row(0)->white, "P010");
    EXPECT_EQ(list.row(10), nullptr);
    f.descending = true;
    f.limit = 1;  // ignored: the list is every game the filter takes
    f.offset = 5;
    EXPECT_EQ(list.set_filter(f), 10);
    EXPECT_EQ(list.row(0)->white, "P019");
    EXPECT_EQ(list.row_of(11), 9);  // P010, the game with id 11, is last
}

TEST_F(PanelSources, GameListOpeningNamesComeFromTheCollections) {
    store(numbered_games(3));
    {
        auto db = database::GameDatabase::open_existing(path_);
        ASSERT_TRUE(db.ok());
        auto info = db.value().ensure_collection("Mine", core::Variant::dama);
        ASSERT_TRUE(info.ok()) << info.error();
        CollectionLine line;
        line.moves = {"c3-c4"};
        line.name = "The c-pawn";
        ASSERT_TRUE(db.value().add_collection_lines(info->id, {line}).ok());
    }
    GameList list = doc_.game_list();
    list.set_filter({});
    EXPECT_EQ(list.opening_at(2), "The c-pawn");
    EXPECT_EQ(list.opening_at(3), "");  // no such row
    // The game on the board: named once stored, not as a new game.
    EXPECT_EQ(opening_name(doc_), "");
    ASSERT_TRUE(doc_.open_game(2).ok());
    EXPECT_EQ(opening_name(doc_), "The c-pawn");
}

TEST(BoardLine, TheLineToTheCursorInNotationAndBack) {
    GameSession s(testing::record_of(core::Variant::dama, {"c3-c4", "f6-f5", "c4-c5"}));
    s.end();
    BoardLine line = line_to_cursor(s);
    EXPECT_EQ(line.variant, core::Variant::dama);
    EXPECT_EQ(line.start_fen, "");
    EXPECT_EQ(line.moves, (std::vector<std::string>{"c3-c4", "f6-f5", "c4-c5"}));
    s.prev();
    EXPECT_EQ(line_to_cursor(s).moves, (std::vector<std::string>{"c3-c4", "f6-f5"}));
    s.home();
    EXPECT_TRUE(line_to_cursor(s).moves.empty());

    // Played back from the session's start: only a line that starts there and reads there.
    const auto played = line_from_start(s, "", {"c3-c4", "f6-f5"});
    ASSERT_TRUE(played.has_value());
    ASSERT_EQ(played->size(), 2u);
    EXPECT_EQ((*played)[0], testing::find_move(s.start(), "c3-c4"));
    EXPECT_FALSE(line_from_start(s, "", {"c3-c4", "c4-c5"}).has_value());
    EXPECT_FALSE(line_from_start(s, "W:Wd4:Bd5", {}).has_value());
}

TEST(BoardLine, ALineFromASetUpPositionStartsWithItsFen) {
    auto start = core::parse_fen(core::Variant::dama, "W:Wd4:Bd6");
    ASSERT_TRUE(start.ok()) << start.error();
    GameSession s = GameSession::from_position(*start);
    const BoardLine line = line_to_cursor(s);
    EXPECT_EQ(line.start_fen, core::to_fen(*start));
    EXPECT_TRUE(line.moves.empty());
    EXPECT_TRUE(line_from_start(s, line.start_fen, {}).has_value());
    EXPECT_FALSE(line_from_start(s, "", {}).has_value());
}

TEST_F(PanelSources, WithoutADatabaseThereIsNothingAndNothingIsWritten) {
    GameList list = doc_.game_list();
    EXPECT_FALSE(list.has_database());
    EXPECT_EQ(list.set_filter({}), 0);
    EXPECT_EQ(list.total(), 0);
    EXPECT_EQ(list.row(0), nullptr);
    PlayerRoster roster = doc_.player_roster();
    EXPECT_FALSE(roster.has_database());
    ASSERT_TRUE(roster.table().ok());
    EXPECT_TRUE(roster.table()->players.empty());
    const std::string names[] = {"B"};
    EXPECT_FALSE(roster.merge("A", names).ok());
    CollectionBook book = doc_.collection_book();
    EXPECT_TRUE(book.collections().empty());
    EXPECT_FALSE(book.add_line("Mine", core::Variant::dama, "", {"c3-c4"}).ok());
}

TEST_F(PanelSources, PlayersAreMergedAsSuggestedAndUnmerged) {
    store(
        "[White \"Amal Haddad\"]\n[Black \"Bassem\"]\n[Result \"1-0\"]\n[GameType \"30\"]\n\n"
        "1. c3-c4 1-0\n\n"
        "[White \"A Haddad\"]\n[Black \"Bassem\"]\n[Result \"1-0\"]\n[GameType \"30\"]\n\n"
        "1. c3-c4 f6-f5 1-0\n\n");
    PlayerRoster roster = doc_.player_roster();
    ASSERT_EQ(roster.table()->players.size(), 3u);
    auto suggested = roster.suggestions();
    ASSERT_TRUE(suggested.ok()) << suggested.error();
    ASSERT_EQ(suggested->size(), 1u);
    // One game each: the longer spelling is the one kept.
    EXPECT_EQ(suggested->front().into, "Amal Haddad");
    EXPECT_EQ(suggested->front().names, std::vector<std::string>{"A Haddad"});

    ASSERT_TRUE(roster.merge(suggested->front().into, suggested->front().names).ok());
    auto merged = roster.table();
    ASSERT_EQ(merged->players.size(), 2u);
    for (const auto& p : merged->players)
        if (p.name == "Amal Haddad") {
            EXPECT_EQ(p.wins, 2);
            EXPECT_EQ(p.points, 2 * points_for_win);
            EXPECT_EQ(p.aliases, std::vector<std::string>{"A Haddad"});
        }
    EXPECT_TRUE(roster.suggestions()->empty());

    const std::string aliases[] = {"A Haddad"};
    auto unmerged = roster.unmerge(aliases);
    ASSERT_TRUE(unmerged.ok()) << unmerged.error();
    EXPECT_TRUE(*unmerged);
    EXPECT_EQ(roster.table()->players.size(), 3u);
}

TEST_F(PanelSources, CollectionLinesAreAddedDeletedWrittenAndRead) {
    store(numbered_games(1));
    CollectionBook book = doc_.collection_book();
    auto added = book.add_line("Mine", core::Variant::dama, "", {"c3-c4", "f6-f5"});
    ASSERT_TRUE(added.ok()) << added.error();
    EXPECT_EQ(added->added, 1);
    EXPECT_EQ(book.add_line("Mine", core::Variant::dama, "", {"c3-c4", "f6-f5"})->added, 0);
    auto bad = book.add_line("Mine", core::Variant::dama, "", {"c3-c4", "c4-c5"});
    ASSERT_FALSE(bad.ok());
    EXPECT_NE(bad.error().find("c4-c5"), std::string::npos) << bad.error();

    const auto all = book.collections();
    ASSERT_EQ(all.size(), 1u);
    EXPECT_EQ(all[0].name, "Mine");
    const auto lines = book.lines(all[0].id);
    ASSERT_EQ(lines.size(), 1u);
    EXPECT_EQ(lines[0].moves, (std::vector<std::string>{"c3-c4", "f6-f5"}));

    // Written to PDN, never over the database, and read back.
    EXPECT_FALSE(book.export_file(all[0], lines, path_).ok());
    const std::string out = (dir_ / "mine.pdn").string();
    auto written = book.export_file(all[0], lines, out);
    ASSERT_TRUE(written.ok()) << written.error();
    EXPECT_EQ(*written, 1u);
    EXPECT_TRUE(book.is_open_database(path_));
    EXPECT_FALSE(book.is_open_database(out));
    EXPECT_FALSE(book.import_file(path_, "Again").ok());
    // Its Event names the collection: the line is the one "Mine" has already.
    auto imported = book.import_file(out, "unused");
    ASSERT_TRUE(imported.ok()) << imported.error();
    EXPECT_EQ(imported->lines, 1);
    ASSERT_EQ(imported->collections.size(), 1u);
    EXPECT_EQ(imported->collections[0].first, "Mine");
    EXPECT_EQ(imported->collections[0].second.added, 0);
    EXPECT_EQ(book.collections().size(), 1u);

    // Only a line's end is deleted.
    EXPECT_FALSE(*book.delete_line(all[0].id, "", {"c3-c4"}));
    EXPECT_TRUE(*book.delete_line(all[0].id, "", {"c3-c4", "f6-f5"}));
    EXPECT_TRUE(book.lines(all[0].id).empty());
}

}  // namespace
}  // namespace damascope::app
