// Damaged files through the import job: every problem reaches the import's errors and the
// database (damaged games, the import log and its problems), and junk is not stored.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include "app/import_job.hpp"

namespace damascope::app {
namespace {

namespace fs = std::filesystem;

std::string temp_path(const std::string& name) {
    return ::testing::TempDir() + "problems_" + std::to_string(getpid()) + "_" + name;
}

database::GameDatabase fresh_db(const std::string& name) {
    const std::string path = temp_path(name + ".damascope");
    for (const char* suffix : {"", "-wal", "-shm"}) fs::remove(path + suffix);
    auto db = database::GameDatabase::open(path);
    EXPECT_TRUE(db.ok()) << db.error();
    return std::move(db).value();
}

std::string write_file(const std::string& name, const std::string& content) {
    const std::string path = temp_path(name);
    std::ofstream(path, std::ios::binary) << content;
    return path;
}

// The first game of OCA_2.0.pdn (44 plies), as in tests/data/importers/oca_excerpt.pdn.
std::string first_oca_game() {
    std::ifstream in(DAMASCOPE_TEST_DATA "/importers/oca_excerpt.pdn", std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    const std::string text = ss.str();
    return text.substr(0, text.find("\n\n") + 1);
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const std::size_t at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    if (at != std::string::npos) text.replace(at, from.size(), to);
    return text;
}

TEST(ImportProblems, EveryProblemIsReportedAndLogged) {
    auto db = fresh_db("reported");
    // A game with an unclosed comment (lines 1-11), a clean one with other players (lines 13-23),
    // and a stray word after the last game (line 25).
    const std::string damaged = replaced(first_oca_game(), "3. 9-13", "3. {unclosed comment 9-13");
    const std::string clean = replaced(first_oca_game(), "Moorhead, W.", "Someone else");
    const std::string file = write_file("damaged.pdn", damaged + "\n" + clean + "\nfoo\n");
    auto stats = run_import(db, {file});
    ASSERT_TRUE(stats.ok()) << stats.error();
    EXPECT_EQ(stats->games_imported, 2);
    EXPECT_EQ(stats->games_damaged, 1);
    EXPECT_EQ(stats->not_games, 1);
    EXPECT_EQ(stats->skipped, 0);
    EXPECT_EQ(stats->games_stopped, 0);
    ASSERT_EQ(stats->errors.size(), 2u);
    const ImportError& comment = stats->errors[0];
    EXPECT_EQ(comment.file, file);
    EXPECT_EQ(comment.line, 7);
    EXPECT_EQ(comment.column, 33);
    EXPECT_EQ(comment.kind, "problem");
    EXPECT_EQ(comment.game_id, 1);
    EXPECT_EQ(comment.message.rfind("'{' not closed", 0), 0u) << comment.message;
    const ImportError& junk = stats->errors[1];
    EXPECT_EQ(junk.line, 25);
    EXPECT_EQ(junk.kind, "not_a_game");
    EXPECT_EQ(junk.game_id, 0);
    EXPECT_EQ(junk.message, "not a game: no tags and no moves, only the text 'foo'; skipped");

    // In the database: the whole game, marked damaged, with its problem.
    auto game = db.load_game(1);
    ASSERT_TRUE(game.ok()) << game.error();
    EXPECT_EQ(game->moves.size(), 44u);
    EXPECT_TRUE(game->damaged);
    EXPECT_FALSE(game->stopped);
    auto clean_game = db.load_game(2);
    ASSERT_TRUE(clean_game.ok());
    EXPECT_FALSE(clean_game->damaged);
    auto summaries = db.list_games({});
    ASSERT_TRUE(summaries.ok());
    ASSERT_EQ(summaries->size(), 2u);
    EXPECT_TRUE((*summaries)[0].damaged);
    EXPECT_FALSE((*summaries)[1].damaged);
    auto problems = db.game_problems(1);
    ASSERT_TRUE(problems.ok()) << problems.error();
    ASSERT_EQ(problems->size(), 1u);
    EXPECT_EQ((*problems)[0].file, file);
    EXPECT_EQ((*problems)[0].line, 7);
    EXPECT_EQ((*problems)[0].column, 33);
    EXPECT_EQ((*problems)[0].kind, "problem");
    EXPECT_EQ((*problems)[0].message, comment.message);
    EXPECT_TRUE(db.game_problems(2)->empty());

    // The import log: the counts, and everything reported, the junk included.
    auto log = db.import_log();
    ASSERT_TRUE(log.ok());
    ASSERT_EQ(log->size(), 1u);
    EXPECT_EQ((*log)[0].games_imported, 2);
    EXPECT_EQ((*log)[0].games_damaged, 1);
    EXPECT_EQ((*log)[0].not_games, 1);
    auto logged = db.import_problems((*log)[0].id);
    ASSERT_TRUE(logged.ok());
    ASSERT_EQ(logged->size(), 2u);
    EXPECT_EQ((*logged)[1].kind, "not_a_game");
    EXPECT_EQ((*logged)[1].line, 25);
    EXPECT_EQ((*logged)[1].game_id, 0);
}

TEST(ImportProblems, JunkIsNotStored) {
    auto db = fresh_db("junk");
    std::mt19937 rng(3);
    std::string bytes(200'000, '\0');
    for (char& c : bytes) c = static_cast<char>(rng() & 0xFF);
    const std::string random = write_file("random.pdn", bytes);
    auto stats = run_import(db, {random});
    ASSERT_TRUE(stats.ok()) << stats.error();
    EXPECT_EQ(stats->games_imported, 0);
    EXPECT_GE(stats->not_games, 1);
    EXPECT_EQ(stats->files_failed, 0);
    ASSERT_FALSE(stats->errors.empty());
    for (const auto& e : stats->errors) EXPECT_EQ(e.kind, "not_a_game") << e.message;
    EXPECT_EQ(*db.count_games({}), 0);

    // The database file itself, imported as PDN: refused as a whole before it is opened (opening
    // and closing it would drop this process's SQLite locks on it), said so, nothing stored.
    auto self = run_import(db, {db.path()});
    ASSERT_TRUE(self.ok()) << self.error();
    EXPECT_EQ(self->files_failed, 1);
    EXPECT_EQ(self->games_imported, 0);
    ASSERT_EQ(self->errors.size(), 1u);
    EXPECT_EQ(self->errors[0].kind, "file");
    EXPECT_NE(self->errors[0].message.find("this is the database being imported into"),
              std::string::npos)
        << self->errors[0].message;
    EXPECT_EQ(*db.count_games({}), 0);
    auto log = db.import_log();
    ASSERT_TRUE(log.ok());
    ASSERT_EQ(log->size(), 2u);  // the failed file is in the log too, with its message
    auto logged = db.import_problems((*log)[1].id);
    ASSERT_TRUE(logged.ok());
    ASSERT_EQ(logged->size(), 1u);
    EXPECT_EQ((*logged)[0].kind, "file");
}

TEST(ImportProblems, AHugeTagIsOneGame) {
    auto db = fresh_db("tag");
    const std::string file =
        write_file("tag.pdn", replaced(first_oca_game(), "[Site \"Manchester\"]",
                                       "[Site \"" + std::string(5'000'000, 'M') + "\"]"));
    auto stats = run_import(db, {file});
    ASSERT_TRUE(stats.ok()) << stats.error();
    EXPECT_EQ(stats->games_imported, 1);
    EXPECT_EQ(stats->games_damaged, 1);
    ASSERT_EQ(stats->errors.size(), 1u);
    EXPECT_EQ(stats->errors[0].line, 5);
    auto game = db.load_game(1);
    ASSERT_TRUE(game.ok());
    EXPECT_EQ(game->tag("Site").size(), 4096u);
    EXPECT_EQ(game->moves.size(), 44u);
}

TEST(ImportProblems, AFolderIsTheGameFilesInIt) {
    auto db = fresh_db("folder");
    const fs::path folder = temp_path("folder");
    fs::remove_all(folder);
    fs::create_directories(folder / "sub");
    fs::copy_file(DAMASCOPE_TEST_DATA "/app/mixed.pdn", folder / "b.pdn");
    fs::copy_file(DAMASCOPE_TEST_DATA "/importers/MM6_vs_MM9.csv", folder / "sub" / "a.CSV");
    std::ofstream(folder / "notes.txt") << "not a game file\n";
    auto stats = run_import(db, {folder.string()});
    ASSERT_TRUE(stats.ok()) << stats.error();
    EXPECT_EQ(stats->files_failed, 0);
    EXPECT_EQ(stats->games_imported, 5);  // 4 from mixed.pdn, 1 board log
    auto log = db.import_log();
    ASSERT_TRUE(log.ok());
    ASSERT_EQ(log->size(), 2u);  // in name order
    EXPECT_EQ((*log)[0].file, (folder / "b.pdn").string());
    EXPECT_EQ((*log)[1].file, (folder / "sub" / "a.CSV").string());

    // A folder without game files: said so, and the other paths are still read.
    const fs::path empty = temp_path("empty_folder");
    fs::remove_all(empty);
    fs::create_directories(empty);
    auto none = run_import(db, {empty.string(), DAMASCOPE_TEST_DATA "/importers/oca_excerpt.pdn"});
    ASSERT_TRUE(none.ok()) << none.error();
    EXPECT_EQ(none->files_failed, 1);
    EXPECT_EQ(none->games_imported, 3);
    ASSERT_FALSE(none->errors.empty());
    EXPECT_EQ(none->errors[0].kind, "file");
    EXPECT_EQ(none->errors[0].message,
              "'" + empty.string() + "' is a folder with no .pdn or .csv file in it");
    fs::remove_all(folder);
    fs::remove_all(empty);
}

}  // namespace
}  // namespace damascope::app
