// damascope-cli import, games and show, run as separate processes on real database files.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>

#include "json.hpp"
#include "run_cli.hpp"
#include "shared_data.hpp"

namespace damascope::cli::testing {
namespace {

const std::string mixed = std::string(DAMASCOPE_TEST_DATA) + "/app/mixed.pdn";
const std::string traps = std::string(DAMASCOPE_SHARED_DATA) + "/dhama/traps.pdn";

std::string fresh_db(const std::string& name) {
    const std::string path =
        ::testing::TempDir() + "cli_" + name + "_" + std::to_string(getpid()) + ".damascope";
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
    return path;
}

Json json_of(const CliRun& r) {
    return parse_json(r.out);
}

TEST(ImportCommand, ReportsCountsAndEverySkippedOrStoppedGame) {
    const std::string db = fresh_db("import");
    const CliRun r = run_cli("import --db " + db + " " + mixed + " --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const Json j = json_of(r);
    for (const char* key : {"games_imported", "duplicates", "games_with_marks", "games_stopped",
                            "unsupported", "errors"})
        EXPECT_TRUE(j.contains(key)) << key;
    EXPECT_EQ(j.at("games_imported").get<std::int64_t>(), 4);
    EXPECT_EQ(j.at("duplicates").get<std::int64_t>(), 0);
    EXPECT_EQ(j.at("games_with_marks").get<std::int64_t>(), 1);
    EXPECT_EQ(j.at("games_stopped").get<std::int64_t>(), 1);
    EXPECT_EQ(j.at("unsupported").get<std::int64_t>(), 1);
    ASSERT_EQ(j.at("errors").size(), 2u);
    EXPECT_EQ(j.at("errors").at(0).at("file").get<std::string>(), mixed);
    EXPECT_EQ(j.at("errors").at(0).at("line").get<std::int64_t>(),
              8);  // the game with the impossible move
    EXPECT_NE(j.at("errors").at(0).at("message").get<std::string>().find("ply 4"),
              std::string::npos);
    EXPECT_EQ(j.at("errors").at(1).at("line").get<std::int64_t>(), 15);  // GameType 20
    EXPECT_NE(j.at("errors").at(1).at("message").get<std::string>().find("20"), std::string::npos);

    // Importing the same file again adds nothing.
    const CliRun again = run_cli("import --db " + db + " " + mixed + " --json");
    ASSERT_EQ(again.exit_code, 0) << again.err;
    const Json k = json_of(again);
    EXPECT_EQ(k.at("games_imported").get<std::int64_t>(), 0);
    EXPECT_EQ(k.at("duplicates").get<std::int64_t>(), 4);
    const CliRun list = run_cli("games --db " + db + " --json");
    EXPECT_EQ(json_of(list).size(), 4u);
}

TEST(ImportCommand, UnreadableFileExitsWithOneAndTheOthersAreStillImported) {
    DAMASCOPE_NEEDS_SHARED_DATA();
    const std::string db = fresh_db("import_missing");
    const std::string missing = ::testing::TempDir() + "no_such_file.pdn";
    const CliRun r = run_cli("import --db " + db + " " + missing + " " + traps + " --json");
    EXPECT_EQ(r.exit_code, 1);
    const Json j = json_of(r);
    // traps.pdn holds 15 games; "Triple Action" is in it twice, word for word.
    EXPECT_EQ(j.at("games_imported").get<std::int64_t>(), 14);
    EXPECT_EQ(j.at("duplicates").get<std::int64_t>(), 1);
    ASSERT_GE(j.at("errors").size(), 1u);
    EXPECT_EQ(j.at("errors").at(0).at("file").get<std::string>(), missing);
    EXPECT_EQ(j.at("errors").at(0).at("line").get<std::int64_t>(), 0);
}

TEST(ImportCommand, NoFileToReadIsRefusedBeforeTheDatabaseIsCreated) {
    // Issue 26: a typo in the only file name left an empty database behind.
    const std::string db = fresh_db("import_nothing");
    const std::string missing = ::testing::TempDir() + "no_such_file.pdn";
    CliRun r = run_cli("import --db " + db + " " + missing + " " + missing + "2");
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_NE(r.err.find("cannot open '" + missing + "': No such file or directory"),
              std::string::npos)
        << r.err;
    EXPECT_NE(r.err.find("neither opened nor created"), std::string::npos) << r.err;
    EXPECT_TRUE(r.out.empty()) << r.out;
    for (const char* suffix : {"", "-wal", "-shm", "-journal"})
        EXPECT_FALSE(std::filesystem::exists(db + suffix)) << suffix;
    // With --json the document still says which files could not be read.
    r = run_cli("import --db " + db + " --json " + missing);
    EXPECT_EQ(r.exit_code, 1);
    const Json j = json_of(r);
    EXPECT_EQ(j.at("games_imported").get<std::int64_t>(), 0);
    ASSERT_EQ(j.at("errors").size(), 1u);
    EXPECT_EQ(j.at("errors").at(0).at("kind").get<std::string>(), "file");
    EXPECT_FALSE(std::filesystem::exists(db));
}

TEST(ImportCommand, BadArgumentsExitWithTwo) {
    EXPECT_EQ(run_cli("import " + mixed).exit_code, 2);                         // no --db
    EXPECT_EQ(run_cli("import --db " + fresh_db("noargs")).exit_code, 2);       // no file
    EXPECT_EQ(run_cli("import --db x.db --frobnicate " + mixed).exit_code, 2);  // unknown option
}

TEST(ImportCommand, DamagedDatabaseIsReportedAndLeftAsItWas) {
    const std::string db = fresh_db("damaged");
    const std::string garbage(5000, '\x5a');
    { std::ofstream(db, std::ios::binary) << garbage; }
    const CliRun r = run_cli("import --db " + db + " " + mixed);
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_NE(r.err.find("not a damascope database"), std::string::npos) << r.err;
    std::ifstream in(db, std::ios::binary);
    EXPECT_EQ(std::string(std::istreambuf_iterator<char>(in), {}), garbage);
}

class DatabaseCommands : public ::testing::Test {
  protected:
    static void SetUpTestSuite() {
        db_ = fresh_db("commands");
        const CliRun r = run_cli("import --db " + db_ + " " + mixed + " --quiet");
        ASSERT_EQ(r.exit_code, 0) << r.err;
    }
    static std::string db_;
};
std::string DatabaseCommands::db_;

TEST_F(DatabaseCommands, GamesListsEveryGameWithItsSummary) {
    const CliRun r = run_cli("games --db " + db_ + " --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const Json j = json_of(r);
    ASSERT_EQ(j.size(), 4u);
    const Json& g = j.at(1);
    for (const char* key : {"id", "variant", "white", "black", "result", "date", "event", "plies",
                            "marks", "stopped"})
        EXPECT_TRUE(g.contains(key)) << key;
    EXPECT_EQ(g.at("id").get<std::int64_t>(), 2);
    EXPECT_EQ(g.at("variant").get<std::string>(), "dhama");
    EXPECT_EQ(g.at("white").get<std::string>(), "C");
    EXPECT_EQ(g.at("result").get<std::string>(), "0-1");
    EXPECT_EQ(g.at("plies").get<std::int64_t>(), 3);  // kept up to the impossible 4th ply
    EXPECT_TRUE(g.at("stopped").get<bool>());
    EXPECT_FALSE(j.at(0).at("stopped").get<bool>());
    EXPECT_EQ(j.at(2).at("marks").get<std::int64_t>(), 1);
    EXPECT_EQ(j.at(3).at("variant").get<std::string>(), "dama");
}

TEST_F(DatabaseCommands, GamesFilters) {
    auto ids = [&](const std::string& filters) {
        const CliRun r = run_cli("games --db " + db_ + " --json " + filters);
        EXPECT_EQ(r.exit_code, 0) << r.err;
        std::vector<std::int64_t> out;
        for (const auto& g : json_of(r)) out.push_back(g.at("id").get<std::int64_t>());
        return out;
    };
    using Ids = std::vector<std::int64_t>;
    EXPECT_EQ(ids("--player g"), (Ids{3}));
    EXPECT_EQ(ids("--player H"), (Ids{3}));
    EXPECT_EQ(ids("--variant dama"), (Ids{4}));
    EXPECT_EQ(ids("--marks"), (Ids{3}));
    EXPECT_EQ(ids("--limit 2"), (Ids{1, 2}));
    EXPECT_EQ(ids("--limit 2 --offset 2"), (Ids{3, 4}));
    EXPECT_EQ(ids("--order white --desc --limit 1"), (Ids{4}));
    EXPECT_EQ(ids("--result 1-0"), (Ids{1}));
}

TEST_F(DatabaseCommands, GamesOnAMissingDatabaseNeverCreatesIt) {
    const std::string missing = ::testing::TempDir() + "typo.damascope";
    std::filesystem::remove(missing);
    const CliRun r = run_cli("games --db " + missing);
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_NE(r.err.find(missing), std::string::npos);
    EXPECT_FALSE(std::filesystem::exists(missing));
    EXPECT_EQ(run_cli("show --db " + missing + " --game 1").exit_code, 1);
    EXPECT_FALSE(std::filesystem::exists(missing));
}

TEST_F(DatabaseCommands, GamesBadArgumentsExitWithTwo) {
    EXPECT_EQ(run_cli("games").exit_code, 2);
    EXPECT_EQ(run_cli("games --db " + db_ + " --variant chess").exit_code, 2);
    EXPECT_EQ(run_cli("games --db " + db_ + " --order elo").exit_code, 2);
    EXPECT_EQ(run_cli("games --db " + db_ + " --limit -3").exit_code, 2);
}

TEST_F(DatabaseCommands, ShowGivesTagsMovesMarksCommentsNagsAndTheStop) {
    CliRun r = run_cli("show --db " + db_ + " --game 1 --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    Json j = json_of(r);
    for (const char* key : {"id", "variant", "tags", "start_fen", "moves", "stopped"})
        EXPECT_TRUE(j.contains(key)) << key;
    EXPECT_EQ(j.at("id").get<std::int64_t>(), 1);
    EXPECT_EQ(j.at("tags").at("Event").get<std::string>(), "Good one");
    EXPECT_EQ(j.at("start_fen").get<std::string>(), "B:W21-32:B1-12");
    EXPECT_TRUE(j.at("stopped").is_null());
    const auto& moves = j.at("moves");
    ASSERT_EQ(moves.size(), 6u);
    EXPECT_EQ(moves.at(0).at("ply").get<std::int64_t>(), 1);
    EXPECT_EQ(moves.at(0).at("move").get<std::string>(), "11-15");
    EXPECT_EQ(moves.at(2).at("comment").get<std::string>(), "a comment");
    EXPECT_EQ(moves.at(4).at("move").get<std::string>(), "4-8");
    ASSERT_EQ(moves.at(4).at("nags").size(), 1u);
    EXPECT_EQ(moves.at(4).at("nags").at(0).get<std::int64_t>(), 1);
    EXPECT_TRUE(moves.at(4).at("marks").empty());

    r = run_cli("show --db " + db_ + " --game 2 --json");
    j = json_of(r);
    EXPECT_EQ(j.at("stopped").at("ply").get<std::int64_t>(), 4);
    EXPECT_NE(j.at("stopped").at("reason").get<std::string>().find("1-5"), std::string::npos);
    EXPECT_EQ(j.at("moves").size(), 3u);

    r = run_cli("show --db " + db_ + " --game 3 --json");
    j = json_of(r);
    ASSERT_EQ(j.at("moves").size(), 3u);
    ASSERT_EQ(j.at("moves").at(2).at("marks").size(), 1u);
    EXPECT_EQ(j.at("moves").at(2).at("marks").at(0).get<std::string>(), "missed_capture");
}

TEST_F(DatabaseCommands, ShowAsTextReadsLikeAGameScore) {
    const CliRun r = run_cli("show --db " + db_ + " --game 1");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.out.find("[White \"A\"]"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("1. 11-15 24-20 2. 8-11 {a comment} (2. 9-14 28-24)"), std::string::npos)
        << r.out;
    const CliRun stopped = run_cli("show --db " + db_ + " --game 2");
    EXPECT_NE(stopped.out.find("Stopped at ply 4"), std::string::npos) << stopped.out;
}

TEST_F(DatabaseCommands, ShowBadArguments) {
    EXPECT_EQ(run_cli("show --db " + db_ + " --game 99").exit_code, 2);
    EXPECT_EQ(run_cli("show --db " + db_ + " --game abc").exit_code, 2);
    EXPECT_EQ(run_cli("show --db " + db_).exit_code, 2);
}

}  // namespace
}  // namespace damascope::cli::testing

namespace damascope::cli::testing {
namespace {

// Match games with the same moves are all kept and listed in a group for review; the same record
// twice is one game.
TEST(SameMovesCommand, GroupsGamesWithTheSameMovesAndDeletesNothing) {
    const std::string db = fresh_db("same_moves");
    const std::string pdn =
        ::testing::TempDir() + "same_moves_" + std::to_string(getpid()) + ".pdn";
    {
        std::ofstream f(pdn);
        const auto game = [&](const char* round, const char* moves) {
            f << "[Event \"Newcastle 1858\"]\n[Date \"1858-\?\?-\?\?\"]\n[White \"Way, J.\"]\n"
                 "[Black \"Coltherd, H.\"]\n[Round \""
              << round << "\"]\n[Result \"1/2-1/2\"]\n\n"
              << moves << " 1/2-1/2\n\n";
        };
        game("3", "1. 11-15 23-19 2. 8-11 22-17");
        game("17", "1. 11-15 23-19 2. 8-11 22-17");
        game("17", "1. 11-15 23-19 2. 8-11 22-17");  // the record of round 17 again
        game("25", "1. 11-15 23-19 2. 8-11 22-17");
        game("4", "1. 9-14 22-18 2. 5-9 24-19");
    }
    const CliRun imported = run_cli("import --quiet --json --db " + db + " " + pdn);
    ASSERT_EQ(imported.exit_code, 0) << imported.err;
    EXPECT_EQ(json_of(imported)["games_imported"], 4);
    EXPECT_EQ(json_of(imported)["duplicates"], 1);

    const CliRun r = run_cli("games --same-moves --json --db " + db);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const Json groups = json_of(r);
    ASSERT_EQ(groups.size(), 1u) << r.out;
    EXPECT_EQ(groups[0]["games"], Json::array({1, 2, 3}));
    EXPECT_EQ(groups[0]["plies"], 4);
    EXPECT_EQ(groups[0]["variant"], "dhama");
    EXPECT_EQ(groups[0]["start_fen"], "");

    const CliRun text = run_cli("games --same-moves --db " + db);
    ASSERT_EQ(text.exit_code, 0) << text.err;
    EXPECT_NE(text.out.find("3 games with the same 4 moves (dhama):"), std::string::npos)
        << text.out;
    EXPECT_EQ(last_line(text.out), "1 groups, 3 games with the same moves as another game");
    EXPECT_EQ(json_of(run_cli("games --json --db " + db)).size(), 4u);  // nothing deleted
    // A mode of its own: filters do not go with it.
    EXPECT_EQ(run_cli("games --same-moves --player Way --db " + db).exit_code, 2);
    std::filesystem::remove(pdn);
}

}  // namespace
}  // namespace damascope::cli::testing
