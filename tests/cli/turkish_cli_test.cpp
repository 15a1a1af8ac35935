// The Turkish federation's rules on the command line: perft and search --variant turkish,
// search --moves (the game so far), import --rules and the rules_turkish count, games --variant.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "json.hpp"
#include "run_cli.hpp"

namespace damascope::cli::testing {
namespace {

const std::string rule_sets = std::string(DAMASCOPE_TEST_DATA) + "/importers/rule_sets.pdn";

std::string fresh_db(const std::string& name) {
    const std::string path =
        ::testing::TempDir() + "cli_turkish_" + name + "_" + std::to_string(getpid()) + ".db";
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
    return path;
}

TEST(TurkishCli, PerftCountsTheFederationsChains) {
    // The position of core's hand-derived counts (tests/core/perft_test.cpp).
    const std::string fen = " --fen \"W:Wc6,h2:Ba5,c7,d8,f8\" --depth 3";
    const CliRun turkish = run_cli("perft --variant turkish" + fen);
    ASSERT_EQ(turkish.exit_code, 0) << turkish.err;
    EXPECT_EQ(last_line(turkish.out), "nodes 32");
    const CliRun dama = run_cli("perft --variant dama" + fen);
    EXPECT_EQ(last_line(dama.out), "nodes 2");
    const CliRun divide = run_cli("perft --variant turkish" + fen + " --divide --json");
    const Json j = parse_json(divide.out);
    ASSERT_EQ(j.at("divide").size(), 1u);
    EXPECT_EQ(j.at("divide").at(0).at("move").get<std::string>(), "c6xg8");
    EXPECT_EQ(j.at("nodes").get<std::int64_t>(), 32);
}

TEST(TurkishCli, UnknownVariantNamesTheThree) {
    const CliRun r = run_cli("perft --variant federation --depth 1");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("dama, turkish or dhama"), std::string::npos) << r.err;
}

// Two damas against one shuffle twice round: the start position occurs for the third time.
const std::string shuffle =
    " --fen \"W:WKa1,Kc3:BKh8\" --moves \"a1-a2 h8-h7 a2-a1 h7-h8 "
    "a1-a2 h8-h7 a2-a1 h7-h8\" --depth 4";

TEST(TurkishCli, SearchWithTheGameSoFarSeesTheRepetitionDraw) {
    const CliRun turkish = run_cli("search --variant turkish" + shuffle + " --json");
    ASSERT_EQ(turkish.exit_code, 0) << turkish.err;
    const Json t = parse_json(turkish.out);
    EXPECT_EQ(t.at("best").get<std::string>(), "");
    EXPECT_EQ(t.at("score").get<std::int64_t>(), 0);
    const CliRun text = run_cli("search --variant turkish" + shuffle);
    EXPECT_NE(text.out.find("third occurrence"), std::string::npos) << text.out;
    // The seed's rules have no repetition draw: White, two damas against one, plays on, with a
    // score past 90% of winning chances on Dama's curve (scale 75): 75 * ln 9 = 165 centi-men.
    const CliRun dama = run_cli("search --variant dama" + shuffle + " --json");
    ASSERT_EQ(dama.exit_code, 0) << dama.err;
    const Json d = parse_json(dama.out);
    EXPECT_NE(d.at("best").get<std::string>(), "");
    EXPECT_GT(d.at("score").get<std::int64_t>(), 165);
    // Without the game so far the same position is an ordinary one under the federation too.
    const CliRun fresh =
        run_cli("search --variant turkish --fen \"W:WKa1,Kc3:BKh8\" --depth 4 --json");
    EXPECT_NE(parse_json(fresh.out).at("best").get<std::string>(), "");
}

TEST(TurkishCli, MovesArePlayedInEveryVariant) {
    const CliRun dhama = run_cli("search --variant dhama --moves \"11-15 23-19\" --depth 3 --json");
    ASSERT_EQ(dhama.exit_code, 0) << dhama.err;
    EXPECT_NE(parse_json(dhama.out).at("best").get<std::string>(), "");
    const CliRun dama = run_cli("search --variant dama --moves \"c3-c4 f6-f5\" --depth 3 --json");
    ASSERT_EQ(dama.exit_code, 0) << dama.err;
    // White to move after two plies: the PV starts with a White move from the third rank or so.
    const std::string best = parse_json(dama.out).at("best").get<std::string>();
    EXPECT_FALSE(best.empty());
}

TEST(TurkishCli, AMoveThatIsNotLegalIsExitTwoNamingIt) {
    const CliRun r = run_cli("search --variant dama --moves \"c3-c4 a1-a2\" --depth 2");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("move 2 'a1-a2'"), std::string::npos) << r.err;
    EXPECT_TRUE(r.out.empty());
    const CliRun garbage = run_cli("search --variant turkish --moves \"zz\" --depth 2");
    EXPECT_EQ(garbage.exit_code, 2);
    EXPECT_NE(garbage.err.find("'zz'"), std::string::npos) << garbage.err;
}

TEST(TurkishCli, ImportTellsAndCountsTheRules) {
    struct Case {
        const char* rules;
        std::int64_t turkish, stopped;
    };
    for (const Case& c : {Case{"", 2, 1}, Case{" --rules auto", 2, 1}, Case{" --rules arab", 0, 2},
                          Case{" --rules turkish", 4, 0}}) {
        const std::string db = fresh_db("import");
        const CliRun r = run_cli("import --db " + db + " " + rule_sets + c.rules + " --json");
        ASSERT_EQ(r.exit_code, 0) << r.err;
        const Json j = parse_json(r.out);
        EXPECT_EQ(j.at("games_imported").get<std::int64_t>(), 4) << c.rules;
        EXPECT_EQ(j.at("rules_turkish").get<std::int64_t>(), c.turkish) << c.rules;
        EXPECT_EQ(j.at("games_stopped").get<std::int64_t>(), c.stopped) << c.rules;
        const CliRun list = run_cli("games --db " + db + " --variant turkish --json");
        ASSERT_EQ(list.exit_code, 0) << list.err;
        const Json games = parse_json(list.out);
        EXPECT_EQ(static_cast<std::int64_t>(games.size()), c.turkish);
        for (const Json& g : games) EXPECT_EQ(g.at("variant").get<std::string>(), "turkish");
    }
}

TEST(TurkishCli, GamesAndShowNameEachGamesRules) {
    const std::string db = fresh_db("show");
    ASSERT_EQ(run_cli("import --quiet --db " + db + " " + rule_sets).exit_code, 0);
    const Json all = parse_json(run_cli("games --db " + db + " --json").out);
    ASSERT_EQ(all.size(), 4u);
    const char* expected[] = {"turkish", "dama", "dama", "turkish"};
    for (std::size_t i = 0; i < 4; ++i)
        EXPECT_EQ(all.at(i).at("variant").get<std::string>(), expected[i]) << i;
    const Json show = parse_json(run_cli("show --db " + db + " --game 1 --json").out);
    EXPECT_EQ(show.at("variant").get<std::string>(), "turkish");
    EXPECT_EQ(show.at("moves").size(), 67u);
    EXPECT_EQ(show.at("moves").at(50).at("text").get<std::string>(), "g4xc8");
    const Json dama = parse_json(run_cli("games --db " + db + " --variant dama --json").out);
    EXPECT_EQ(dama.size(), 2u);
}

TEST(TurkishCli, BadRulesOptionIsExitTwo) {
    const CliRun r = run_cli("import --db " + fresh_db("bad") + " " + rule_sets + " --rules dutch");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("dutch"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace damascope::cli::testing
