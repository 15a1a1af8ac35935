// damascope-cli search, bench and analyze, run as separate processes.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "json.hpp"
#include "run_cli.hpp"

namespace damascope::cli::testing {
namespace {

Json json_of(const std::string& text) {
    return parse_json(text);
}

TEST(SearchCommand, JsonHasTheContractFields) {
    const CliRun r = run_cli("search --variant dama --depth 4 --multipv 2 --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const Json j = json_of(r.out);
    for (const char* key : {"best", "score", "mate_in", "depth", "nodes", "nps", "pv", "lines"})
        EXPECT_TRUE(j.contains(key)) << key;
    EXPECT_EQ(j.at("depth").get<std::int64_t>(), 4);
    ASSERT_FALSE(j.at("pv").empty());
    EXPECT_EQ(j.at("pv").at(0).get<std::string>(), j.at("best").get<std::string>());
    ASSERT_EQ(j.at("lines").size(), 2u);
    EXPECT_NE(j.at("lines").at(0).at("move").get<std::string>(),
              j.at("lines").at(1).at("move").get<std::string>());
}

TEST(SearchCommand, FindsTheDhamaShot) {
    // White (on the low squares) gives a man on 18 and takes two: 23-18 14x23 27x11 in PDN numbers.
    const CliRun r =
        run_cli("search --variant dhama --fen 'W:W23,25,27,29,32:B14,15' --depth 8 --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const Json j = json_of(r.out);
    EXPECT_EQ(j.at("best").get<std::string>(), "23-18");
    EXPECT_EQ(j.at("mate_in").get<std::int64_t>(), 3);
}

TEST(SearchCommand, BadInputExitsWithTwo) {
    EXPECT_EQ(run_cli("search --variant dama --fen 'W:Wz9' --depth 2").exit_code, 2);
    EXPECT_EQ(run_cli("search --variant chess --depth 2").exit_code, 2);
    EXPECT_EQ(run_cli("search --variant dama --depth x").exit_code, 2);
}

TEST(BenchCommand, SignatureIsDeterministic) {
    const CliRun a = run_cli("bench --depth-offset -7 --json");
    const CliRun b = run_cli("bench --depth-offset -7 --json");
    ASSERT_EQ(a.exit_code, 0) << a.err;
    const Json ja = json_of(a.out);
    const Json jb = json_of(b.out);
    for (const char* key : {"nodes", "nps", "signature"}) EXPECT_TRUE(ja.contains(key)) << key;
    EXPECT_GT(ja.at("signature").get<std::int64_t>(), 0);
    EXPECT_EQ(ja.at("signature").get<std::int64_t>(), jb.at("signature").get<std::int64_t>());
}

TEST(AnalyzeCommand, ScoresEveryPositionAndMarksTheBlunder) {
    const std::string dir = ::testing::TempDir();
    const std::string pdn = dir + "engine_cli_" + std::to_string(getpid()) + ".pdn";
    const std::string db = dir + "engine_cli_" + std::to_string(getpid()) + ".damascope";
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(db + suffix);
    {
        std::ofstream out(pdn);
        // 2... d6-d5?? lets d4xd6xd8 take two men and crown.
        out << "[White \"A\"]\n[Black \"B\"]\n[GameType \"30\"]\n[Result \"*\"]\n\n"
               "1. d3-d4 d6-d5 2. d4xd6xd8 *\n\n"
               "[White \"C\"]\n[Black \"D\"]\n[GameType \"21\"]\n[Result \"*\"]\n\n1. 11-15 23-19 "
               "*\n";
    }
    ASSERT_EQ(run_cli("import --db " + db + " " + pdn).exit_code, 0);

    const CliRun one = run_cli("analyze --db " + db + " --game 1 --depth 5 --json");
    ASSERT_EQ(one.exit_code, 0) << one.err;
    const Json j = json_of(one.out);
    EXPECT_EQ(j.at("id").get<std::int64_t>(), 1);
    ASSERT_EQ(j.at("moves").size(), 4u);  // the start and three plies
    const Json& blunder = j.at("moves").at(2);
    EXPECT_EQ(blunder.at("ply").get<std::int64_t>(), 2);
    EXPECT_EQ(blunder.at("move").get<std::string>(), "d6-d5");
    bool marked = false;
    for (const auto& m : blunder.at("marks")) marked = marked || m.get<std::string>() == "blunder";
    EXPECT_TRUE(marked);
    for (const char* key : {"ply", "move", "score", "best", "pv", "depth", "marks"})
        EXPECT_TRUE(blunder.contains(key)) << key;

    // --all: one JSON object per line, one line per game; game 1, analysed deeper already, is
    // skipped.
    const CliRun all = run_cli("analyze --db " + db + " --all --depth 4 --threads 2 --json");
    ASSERT_EQ(all.exit_code, 0) << all.err;
    std::istringstream lines(all.out);
    std::string line;
    int games = 0;
    while (std::getline(lines, line)) {
        if (line.empty()) continue;
        EXPECT_TRUE(json_of(line).contains("moves"));
        ++games;
    }
    EXPECT_EQ(games, 1);
    EXPECT_EQ(json_of(all.out)["id"], 2);
    EXPECT_NE(all.err.find("skipped 1 games already analysed at depth 4 or deeper"),
              std::string::npos)
        << all.err;

    EXPECT_EQ(run_cli("analyze --db " + db + " --game 99 --depth 3").exit_code, 2);
    EXPECT_EQ(run_cli("analyze --db " + db + " --depth 3").exit_code, 2);
    std::filesystem::remove(pdn);
}

}  // namespace
}  // namespace damascope::cli::testing
