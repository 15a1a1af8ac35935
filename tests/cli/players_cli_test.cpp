// damascope-cli players (the table, merge, unmerge, suggest) on real database files.
// tests/data/players/club.pdn is a season written by hand (each game's Round tag names it):
//   g1  01-01 Ali beats Sombol [Mode "computer"]   not counted
//   g2  01-02 Ali beats Badr   [Mode "local"]      not counted
//   g3  01-03 Ali beats Badr   [Mode "online"], WhiteElo 1600, BlackElo 1400
//   g4  01-04 Dhama, White Badr, Black Ali, 1-0:  Black (Ali) won, the first mover in Dhama
//   g5  01-05 Ali draws Badr   [Mode "otb"]
//   g6  01-06 Badr loses to "K Ali" (0-1): Ali under another spelling
//   g7, g8  01-07, 01-08 Ali beats Badr (no Mode tag)
//   g9  01-09 Badr beats Ali
//   g10 01-10 Ali beats Badr   [Mode "OTB"]  — first in the file
//   g11 undated: Ali beats Badr              — in the file between g6 and g7
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "json.hpp"
#include "run_cli.hpp"
#include "shared_data.hpp"

namespace damascope::cli::testing {
namespace {

const std::string club = std::string(DAMASCOPE_TEST_DATA) + "/players/club.pdn";

std::string club_db(const std::string& name) {
    const std::string path =
        ::testing::TempDir() + "players_" + name + "_" + std::to_string(getpid()) + ".damascope";
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
    const CliRun r = run_cli("import --quiet --db " + path + " " + club);
    EXPECT_EQ(r.exit_code, 0) << r.err;
    return path;
}

Json player(const Json& list, const std::string& name) {
    for (const auto& p : list)
        if (p.at("name") == name) return p;
    ADD_FAILURE() << "no player " << name << " in " << list.dump();
    return Json::object();
}

TEST(PlayersCommand, CountsTheSeasonAsTheSeedDoes) {
    const std::string db = club_db("season");
    CliRun r = run_cli("players --db " + db + " --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    Json list = parse_json(r.out);
    ASSERT_EQ(list.size(), 4u);  // Ali, K.; Badr, S.; K Ali; Sombol
    for (const auto& p : list) {
        std::vector<std::string> keys;
        for (const auto& [k, v] : p.items()) keys.push_back(k);
        EXPECT_EQ(keys, (std::vector<std::string>{"name", "games", "wins", "draws", "losses",
                                                  "points", "rating", "badges"}));
    }
    // Before merging: Ali's fifth counted Dama win is g11, undated (g3, g7, g8, g10, g11; g6 is
    // K Ali's, g4 is Dhama's, g1 and g2 do not count).
    Json ali = player(list, "Ali, K.");
    EXPECT_EQ(ali.at("games"), 8);
    EXPECT_EQ(ali.at("wins"), 6);  // g3, g4, g7, g8, g10, g11
    EXPECT_EQ(ali.at("draws"), 1);
    EXPECT_EQ(ali.at("losses"), 1);
    EXPECT_EQ(ali.at("points"), 6 * 26 + 9 + 4);
    ASSERT_EQ(ali.at("badges").size(), 1u);
    EXPECT_EQ(ali.at("badges")[0].at("name"), "The Long Board");
    EXPECT_TRUE(ali.at("badges")[0].at("date").is_null());
    // The computer's opponent: no counted game, no rating.
    Json sombol = player(list, "Sombol");
    EXPECT_EQ(sombol.at("games"), 0);
    EXPECT_EQ(sombol.at("points"), 0);
    EXPECT_TRUE(sombol.at("rating").is_null());

    // The program suggests the merge; the user confirms it.
    r = run_cli("players suggest --db " + db + " --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(parse_json(r.out), Json::parse(R"([{"into": "Ali, K.", "names": ["K Ali"]}])"));
    r = run_cli("players merge --db " + db + " --into 'Ali, K.' 'K Ali'");
    ASSERT_EQ(r.exit_code, 0) << r.err;

    r = run_cli("players --db " + db + " --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    list = parse_json(r.out);
    ASSERT_EQ(list.size(), 3u);
    ali = player(list, "Ali, K.");
    EXPECT_EQ(ali.at("games"), 9);
    EXPECT_EQ(ali.at("wins"), 7);
    EXPECT_EQ(ali.at("draws"), 1);
    EXPECT_EQ(ali.at("losses"), 1);
    EXPECT_EQ(ali.at("points"), 7 * 26 + 9 + 4);
    // Now the fifth counted Dama win, in date order, is g10 (g3, g6, g7, g8, g10).
    ASSERT_EQ(ali.at("badges").size(), 1u);
    EXPECT_EQ(ali.at("badges")[0].at("date"), "2024.01.10");
    const Json badr = player(list, "Badr, S.");
    EXPECT_EQ(badr.at("games"), 9);
    EXPECT_EQ(badr.at("wins"), 1);
    EXPECT_EQ(badr.at("losses"), 7);
    EXPECT_EQ(badr.at("points"), 26 + 9 + 7 * 4);
    EXPECT_TRUE(badr.at("badges").empty());
    // Ali started from the file's 1600, Badr from 1400, and Ali won most: Ali stays above 1600.
    EXPECT_GT(ali.at("rating").get<int>(), 1600);
    EXPECT_LT(badr.at("rating").get<int>(), 1400);
    EXPECT_EQ(ali.at("rating").get<int>() + badr.at("rating").get<int>(), 3000)
        << "every game moves one by what it moves the other";

    // Dama alone: g4 (Dhama) is left out of the games, not out of the ladder.
    r = run_cli("players --db " + db + " --json --variant dama");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const Json dama = parse_json(r.out);
    EXPECT_EQ(player(dama, "Ali, K.").at("games"), 8);
    EXPECT_EQ(player(dama, "Ali, K.").at("points"), 6 * 26 + 9 + 4);
    EXPECT_EQ(player(dama, "Ali, K.").at("rating"), ali.at("rating"));
    r = run_cli("players --db " + db + " --json --variant dhama");
    const Json dhama = parse_json(r.out);
    ASSERT_EQ(dhama.size(), 2u);
    EXPECT_EQ(player(dhama, "Ali, K.").at("wins"), 1);
    EXPECT_EQ(player(dhama, "Badr, S.").at("losses"), 1);

    // Unmerged again: back to the first table.
    r = run_cli("players unmerge --db " + db + " 'K Ali'");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    r = run_cli("players --db " + db + " --json");
    EXPECT_EQ(parse_json(r.out).size(), 4u);
}

TEST(PlayersCommand, SortsAndPrintsText) {
    const std::string db = club_db("sort");
    const auto names = [&](const std::string& sort) {
        const CliRun r = run_cli("players --db " + db + " --json --sort " + sort);
        EXPECT_EQ(r.exit_code, 0) << r.err;
        std::vector<std::string> n;
        for (const auto& p : parse_json(r.out)) n.push_back(p.at("name"));
        return n;
    };
    EXPECT_EQ(names("name"), (std::vector<std::string>{"Ali, K.", "Badr, S.", "K Ali", "Sombol"}));
    EXPECT_EQ(names("points"),
              (std::vector<std::string>{"Ali, K.", "Badr, S.", "K Ali", "Sombol"}));
    // K Ali: one win from 1500 against Badr (below 1400): a little over 1500; Badr lower still.
    EXPECT_EQ(names("rating"),
              (std::vector<std::string>{"Ali, K.", "K Ali", "Badr, S.", "Sombol"}));
    const CliRun text = run_cli("players --db " + db);
    ASSERT_EQ(text.exit_code, 0) << text.err;
    EXPECT_NE(text.out.find("The Long Board (undated)"), std::string::npos) << text.out;
    EXPECT_NE(text.out.find("1600"), std::string::npos) << "the file's rating beside ours";
    EXPECT_EQ(last_line(text.out),
              "4 players; 9 games counted, 2 not counted (against the computer, on one device, "
              "without a result or without two players' names)");
}

TEST(PlayersCommand, RefusesBadInput) {
    const std::string db = club_db("bad");
    struct Case {
        std::string args;
        int code;
        std::string message;
    };
    const Case cases[] = {
        {"players", 2, "--db is required"},
        {"players --db " + db + " --sort elo", 2, "--sort"},
        {"players --db " + db + " --variant chess", 2, "unknown variant"},
        {"players --db /nonexistent/x.damascope", 1, "x.damascope"},
        {"players merge --db " + db + " --into 'Ali, K.' Nobody", 2, "'Nobody'"},
        {"players merge --db " + db + " --into 'Ali, K.' 'Ali, K.'", 2, "name to merge into"},
        {"players merge --db " + db + " 'K Ali'", 2, "--into"},
        {"players merge --db " + db + " --into 'Ali, K.'", 2, "NAME"},
        {"players --json merge --db " + db + " --into 'Ali, K.' 'K Ali'", 2, "--json"},
        {"players unmerge --db " + db + " 'K Ali'", 2, "not merged"},
        // Issue 26: an empty or blank name, to merge into or as a spelling.
        {"players merge --db " + db + " --into '' 'K Ali'", 2, "--into"},
        {"players merge --db " + db + " --into '  ' 'K Ali'", 2, "--into"},
        {"players merge --db " + db + " --into '\t' 'K Ali'", 2, "--into"},
        {"players merge --db " + db + " --into 'Ali, K.' ''", 2, "NAME"},
        {"players merge --db " + db + " --into 'Ali, K.' 'K Ali' ' '", 2, "NAME"},
    };
    for (const Case& c : cases) {
        const CliRun r = run_cli(c.args);
        EXPECT_EQ(r.exit_code, c.code) << c.args << "\n" << r.err;
        EXPECT_NE(r.err.find(c.message), std::string::npos) << c.args << "\n" << r.err;
        EXPECT_TRUE(r.out.empty()) << c.args;
    }
    // Nothing was merged by the refused commands.
    const CliRun r = run_cli("players --db " + db + " --json");
    EXPECT_EQ(parse_json(r.out).size(), 4u);
}

// Real files: the Dama engine tournament is all [Mode "computer"]: nobody scores. The Open
// Checkers Archive: every decided game gives 26 + 4 points and every draw 9 + 9.
TEST(PlayersCommand, RealFiles) {
    DAMASCOPE_NEEDS_SHARED_DATA();
    const std::string engines =
        ::testing::TempDir() + "players_engines_" + std::to_string(getpid()) + ".damascope";
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(engines + suffix);
    CliRun r = run_cli("import --quiet --db " + engines +
                       " " DAMASCOPE_SHARED_DATA "/dama/engine_round1.pdn");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    r = run_cli("players --db " + engines + " --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const Json list = parse_json(r.out);
    ASSERT_FALSE(list.empty());
    for (const auto& p : list) {
        EXPECT_EQ(p.at("games"), 0) << p.dump();
        EXPECT_EQ(p.at("points"), 0) << p.dump();
        EXPECT_TRUE(p.at("rating").is_null()) << p.dump();
        EXPECT_TRUE(p.at("badges").empty()) << p.dump();
    }

    const std::string oca =
        ::testing::TempDir() + "players_oca_" + std::to_string(getpid()) + ".damascope";
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(oca + suffix);
    r = run_cli("import --quiet --db " + oca + " " DAMASCOPE_SHARED_DATA "/dhama/OCA_2.0.pdn");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    r = run_cli("games --db " + oca + " --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    std::int64_t decided = 0, drawn = 0;
    for (const auto& g : parse_json(r.out)) {
        if (g.at("white") == g.at("black") || g.at("white") == "" || g.at("black") == "") continue;
        if (g.at("result") == "1-0" || g.at("result") == "0-1") ++decided;
        if (g.at("result") == "1/2-1/2") ++drawn;
    }
    r = run_cli("players --db " + oca + " --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    std::int64_t points = 0, wins = 0, losses = 0, draws = 0;
    for (const auto& p : parse_json(r.out)) {
        points += p.at("points").get<std::int64_t>();
        wins += p.at("wins").get<std::int64_t>();
        losses += p.at("losses").get<std::int64_t>();
        draws += p.at("draws").get<std::int64_t>();
        EXPECT_TRUE(p.at("badges").empty()) << "English draughts games earn no Dama badge";
    }
    EXPECT_GT(decided, 5000);
    EXPECT_EQ(wins, decided);
    EXPECT_EQ(losses, decided);
    EXPECT_EQ(draws, 2 * drawn);
    EXPECT_EQ(points, decided * (26 + 4) + drawn * (9 + 9));
}

}  // namespace
}  // namespace damascope::cli::testing
