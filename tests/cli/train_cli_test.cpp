// damascope-cli train on tests/data/training/mistakes.pdn: two Dama and two Dhama games, each
// with one rule mark (the answers are worked out in tests/app/training_test.cpp): game 1 a
// missed capture by Ali Kaya (answer d3xd5xd7), game 2 a shorter chain by A. Kaya (c3xc5xc7 or
// c3xc5xe5), game 3 a missed capture by Bob Smith (15x22), game 4 a shorter chain by Bob Smith
// (9x18x27 or 12x19x26).
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <set>

#include "json.hpp"
#include "run_cli.hpp"

namespace damascope::cli::testing {
namespace {

const std::string mistakes_pdn = std::string(DAMASCOPE_TEST_DATA) + "/training/mistakes.pdn";

std::string fresh(const std::string& name) {
    const std::string path =
        ::testing::TempDir() + "train_" + name + "_" + std::to_string(getpid()) + ".damascope";
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
    return path;
}

std::string games_db(const std::string& name) {
    const std::string path = fresh(name);
    const CliRun r = run_cli("import --quiet --db " + path + " " + mistakes_pdn);
    EXPECT_EQ(r.exit_code, 0) << r.err;
    return path;
}

TEST(TrainCommand, BuildCountsEachKindAndASecondBuildChangesNothing) {
    const std::string db = games_db("build");
    CliRun r = run_cli("train build --db " + db + " --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    Json j = parse_json(r.out);
    EXPECT_EQ(j.at("exercises").at("missed"), 2);
    EXPECT_EQ(j.at("exercises").at("longer"), 2);
    EXPECT_EQ(j.at("exercises").at("blunder"), 0);
    EXPECT_EQ(j.at("exercises").at("mistake"), 0);
    EXPECT_EQ(j.at("added"), 4);
    r = run_cli("train build --db " + db + " --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    j = parse_json(r.out);
    EXPECT_EQ(j.at("added"), 0);
    EXPECT_EQ(j.at("unchanged"), 4);
    r = run_cli("train build --db " + db);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.out.find("2 missed captures, 2 longer chains, 0 blunders, 0 mistakes"),
              std::string::npos)
        << r.out;
}

TEST(TrainCommand, OnePlayerWithEverySpellingAndOneKind) {
    const std::string db = games_db("player");
    ASSERT_EQ(run_cli("players merge --db " + db + " --into 'Ali Kaya' 'A. Kaya'").exit_code, 0);
    CliRun r = run_cli("train build --db " + db + " --player 'Ali Kaya' --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    Json j = parse_json(r.out);
    EXPECT_EQ(j.at("exercises").at("missed"), 1);
    EXPECT_EQ(j.at("exercises").at("longer"), 1);
    r = run_cli("train list --db " + db + " --kind longer --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    j = parse_json(r.out);
    ASSERT_EQ(j.size(), 1u);  // only Ali Kaya's were built
    EXPECT_EQ(j[0].at("kind"), "longer");
    EXPECT_EQ(j[0].at("player"), "A. Kaya");
    EXPECT_EQ(j[0].at("game"), 2);
    EXPECT_EQ(j[0].at("ply"), 1);
    EXPECT_EQ(j[0].at("played"), "c3xc5");
    const std::set<std::string> answers(j[0].at("solutions").begin(), j[0].at("solutions").end());
    EXPECT_EQ(answers, (std::set<std::string>{"c3xc5xc7", "c3xc5xe5"}));
    EXPECT_EQ(j[0].at("box"), 0);
    EXPECT_EQ(j[0].at("due_now"), true);
}

TEST(TrainCommand, BadKindOrPlayerIsExitTwoWithAClearMessage) {
    const std::string db = games_db("bad");
    CliRun r = run_cli("train build --db " + db + " --kind capture");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("--kind"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("missed"), std::string::npos) << r.err;
    r = run_cli("train build --db " + db + " --player 'Nobody Here'");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("no player named 'Nobody Here'"), std::string::npos) << r.err;
    r = run_cli("train build --db " + fresh("missing"));
    EXPECT_EQ(r.exit_code, 1);
}

TEST(TrainCommand, ExportImportRoundTripAndTheDatabaseIsNeverTheOutput) {
    const std::string db = games_db("export");
    ASSERT_EQ(run_cli("train build --db " + db).exit_code, 0);
    CliRun r = run_cli("train export --db " + db + " -o " + db);
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("database"), std::string::npos) << r.err;
    const std::string pdn = ::testing::TempDir() + "train_set_" + std::to_string(getpid()) + ".pdn";
    r = run_cli("train export --db " + db + " -o " + pdn);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    std::ifstream in(pdn);
    const std::string text((std::istreambuf_iterator<char>(in)), {});
    EXPECT_NE(text.find("[SetUp \"1\"]"), std::string::npos);
    EXPECT_NE(text.find("[FEN \"B:W14,16,23:B9,12\"]"), std::string::npos) << text;
    EXPECT_NE(text.find("[Exercise \"longer\"]"), std::string::npos);
    const std::string other = fresh("import");
    r = run_cli("train import --db " + other + " " + pdn);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.err.find("4 exercises added"), std::string::npos) << r.err;
    const Json a = parse_json(run_cli("train list --db " + db + " --json").out);
    const Json b = parse_json(run_cli("train list --db " + other + " --json").out);
    ASSERT_EQ(a.size(), 4u);
    ASSERT_EQ(b.size(), 4u);
    for (std::size_t i = 0; i < a.size(); ++i) {
        EXPECT_EQ(a[i].at("fen"), b[i].at("fen"));
        EXPECT_EQ(a[i].at("kind"), b[i].at("kind"));
        EXPECT_EQ(a[i].at("player"), b[i].at("player"));
        const std::set<std::string> sa(a[i].at("solutions").begin(), a[i].at("solutions").end());
        const std::set<std::string> sb(b[i].at("solutions").begin(), b[i].at("solutions").end());
        EXPECT_EQ(sa, sb);
        EXPECT_TRUE(b[i].at("game").is_null());
    }
    // A game file that holds no exercise: nothing imported, exit 2.
    r = run_cli("train import --db " + other + " " + mistakes_pdn);
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("no Exercise tag"), std::string::npos) << r.err;
    std::filesystem::remove(pdn);
}

}  // namespace
}  // namespace damascope::cli::testing
