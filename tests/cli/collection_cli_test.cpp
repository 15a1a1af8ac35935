// damascope-cli collection on tests/data/openings/transpose.pdn (eight Dhama games written by
// hand; see openings_cli_test.cpp for the table). Their first three plies:
//   g1 11-15 23-19 9-14  Black won    g5 10-15 21-17       Black won
//   g2 9-14 23-19 11-15  White won    g6 11-15 24-20 8-11  Black won
//   g3 11-15 23-19 8-11  draw         g7 11-15 23-19 9-14  draw
//   g4 11-15 22-18 15x22 White won    g8 9-14 23-19 11-15  draw
// Every count below was made from this table by hand.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "json.hpp"
#include "run_cli.hpp"

namespace damascope::cli::testing {
namespace {

const std::string transpose_pdn = std::string(DAMASCOPE_TEST_DATA) + "/openings/transpose.pdn";
const std::string bundled_openings =
    std::string(DAMASCOPE_SOURCE_DIR) + "/resources/openings_english_draughts.pdn";

std::string fresh(const std::string& name) {
    const std::string path =
        ::testing::TempDir() + "collection_" + name + "_" + std::to_string(getpid()) + ".damascope";
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
    return path;
}

std::string games_db(const std::string& name) {
    const std::string path = fresh(name);
    const CliRun r = run_cli("import --quiet --db " + path + " " + transpose_pdn);
    EXPECT_EQ(r.exit_code, 0) << r.err;
    return path;
}

Json show(const std::string& db, const std::string& name) {
    const CliRun r = run_cli("collection show --db " + db + " --name '" + name + "' --json");
    EXPECT_EQ(r.exit_code, 0) << r.err;
    return parse_json(r.out);
}

void expect_line(const Json& line, const std::string& moves, int games, int white, int draws,
                 int black) {
    EXPECT_EQ(line.at("moves"), moves);
    EXPECT_EQ(line.at("games"), games) << moves;
    EXPECT_EQ(line.at("white_wins"), white) << moves;
    EXPECT_EQ(line.at("draws"), draws) << moves;
    EXPECT_EQ(line.at("black_wins"), black) << moves;
}

TEST(CollectionCommand, BuildKeepsTheLongestLinesPlayedOftenEnoughWithTheirResults) {
    const std::string db = games_db("build2");
    // Two plies, two games: 11-15 23-19 (g1 B, g3 D, g7 D) and 9-14 23-19 (g2 W, g8 D); 11-15
    // 22-18, 11-15 24-20 and 10-15 21-17 are played once.
    CliRun r = run_cli("collection build --db " + db + " --name Two --plies 2 --min-games 2");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.err.find("2 lines of up to 2 plies played in at least 2 of 8 games"),
              std::string::npos)
        << r.err;
    Json lines = show(db, "Two");
    ASSERT_EQ(lines.size(), 2u) << lines.dump();
    expect_line(lines[0], "11-15 23-19", 3, 0, 2, 1);
    expect_line(lines[1], "9-14 23-19", 2, 1, 1, 0);
    // Three plies: 11-15 23-19 9-14 (g1 B, g7 D) and 9-14 23-19 11-15 (g2 W, g8 D), the same
    // position reached two ways, are two lines (a collection keeps move orders).
    r = run_cli("collection build --db " + db + " --name Three --plies 3 --min-games 2");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    lines = show(db, "Three");
    ASSERT_EQ(lines.size(), 2u) << lines.dump();
    expect_line(lines[0], "11-15 23-19 9-14", 2, 0, 1, 1);
    expect_line(lines[1], "9-14 23-19 11-15", 2, 1, 1, 0);
    // Five games: only 11-15 is played that often.
    r = run_cli("collection build --db " + db + " --name Five --plies 4 --min-games 5");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    lines = show(db, "Five");
    ASSERT_EQ(lines.size(), 1u) << lines.dump();
    expect_line(lines[0], "11-15", 5, 1, 2, 2);
}

TEST(CollectionCommand, BuildFollowsTheGamesFilter) {
    const std::string db = games_db("filter");
    // Zaid's games: g3 11-15 23-19 (D), g4 11-15 22-18 (W), g5 10-15, g6 11-15 24-20 (B),
    // g7 11-15 23-19 (D), g8 9-14 23-19.
    const CliRun r =
        run_cli("collection build --db " + db + " --name Z --plies 2 --min-games 2 --player Zaid");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const Json lines = show(db, "Z");
    ASSERT_EQ(lines.size(), 1u) << lines.dump();
    expect_line(lines[0], "11-15 23-19", 2, 0, 2, 0);
}

TEST(CollectionCommand, AddListExportImportRoundTrip) {
    const std::string db = fresh("roundtrip");
    CliRun r = run_cli("collection add --db " + db +
                       " --name 'My openings' --moves '11-15 23-19 8-11 22-17 4-8' --opening "
                       "'Old Fourteenth' --comment 'نقلة جيدة, a solid choice'");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    r = run_cli("collection add --db " + db + " --name 'My openings' --moves '11-15 22-18'");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    r = run_cli("collection list --db " + db + " --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const Json list = parse_json(r.out);
    ASSERT_EQ(list.size(), 1u);
    EXPECT_EQ(list[0].at("name"), "My openings");
    EXPECT_EQ(list[0].at("variant"), "dhama");
    EXPECT_EQ(list[0].at("lines"), 2);

    const std::string pdn =
        ::testing::TempDir() + "collection_rt_" + std::to_string(getpid()) + ".pdn";
    r = run_cli("collection export --db " + db + " --name 'My openings' -o " + pdn);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    std::stringstream text;
    text << std::ifstream(pdn).rdbuf();
    EXPECT_NE(text.str().find("[Opening \"Old Fourteenth\"]"), std::string::npos) << text.str();
    EXPECT_NE(text.str().find("[Event \"My openings\"]"), std::string::npos);

    // Read back as a collection: the same lines, name and comment.
    const std::string other = fresh("roundtrip_back");
    r = run_cli("collection import --db " + other + " " + pdn);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const Json back = show(other, "My openings");
    ASSERT_EQ(back.size(), 2u) << back.dump();
    EXPECT_EQ(back[0].at("moves"), "11-15 23-19 8-11 22-17 4-8");
    EXPECT_EQ(back[0].at("name"), "Old Fourteenth");
    EXPECT_EQ(back[0].at("comment"), "نقلة جيدة, a solid choice");
    EXPECT_EQ(back[1].at("moves"), "11-15 22-18");
    // And as games, by a PDN reader that knows nothing of collections: two games, no problems.
    const std::string as_games = fresh("roundtrip_games");
    r = run_cli("import --db " + as_games + " " + pdn);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.out.find("2 games imported"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("0 stopped, 0 damaged"), std::string::npos) << r.out;
}

TEST(CollectionCommand, ImportTurnsVariationsAndInnerCommentsIntoLinesAndSaysWhatItCut) {
    const std::string pdn =
        ::testing::TempDir() + "collection_var_" + std::to_string(getpid()) + ".pdn";
    std::ofstream(pdn) << "[Event \"Var\"]\n[GameType \"21\"]\n[Opening \"Main\"]\n"
                          "1. 11-15 23-19 (22-18 15x22) 2. 9-14 {here} 22-17 (27-23 $1) "
                          "3. 5-9 2-2 *\n\nnot a game at all\n";
    const std::string db = fresh("variations");
    const CliRun r = run_cli("collection import --db " + db + " " + pdn);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.err.find("stops at ply 6"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("not a game"), std::string::npos) << r.err;
    const Json lines = show(db, "Var");
    // The main line (first), the variation 22-18 15x22 from the start, the position after 9-14
    // with its comment, and the variation 27-23 with its NAG.
    ASSERT_EQ(lines.size(), 4u) << lines.dump();
    EXPECT_EQ(lines[0].at("moves"), "11-15 23-19 9-14 22-17 5-9");
    EXPECT_EQ(lines[0].at("name"), "Main");
    EXPECT_EQ(lines[1].at("moves"), "11-15 22-18 15x22");
    EXPECT_EQ(lines[2].at("moves"), "11-15 23-19 9-14");
    EXPECT_EQ(lines[2].at("comment"), "here");
    EXPECT_EQ(lines[3].at("moves"), "11-15 23-19 9-14 27-23");
    EXPECT_EQ(lines[3].at("nags"), Json::array({1}));
}

TEST(CollectionCommand, NamesGamesByTheDeepestNamedLineTheyFollowTranspositionsIncluded) {
    const std::string db = games_db("names");
    for (const std::string& add : {std::string("--moves '11-15 23-19' --opening Root"),
                                   std::string("--moves '11-15 23-19 9-14' --opening Deeper"),
                                   std::string("--moves '10-15' --opening Kelso")}) {
        const CliRun r = run_cli("collection add --db " + db + " --name N " + add);
        ASSERT_EQ(r.exit_code, 0) << r.err;
    }
    const CliRun r = run_cli("games --db " + db + " --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const Json games = parse_json(r.out);
    ASSERT_EQ(games.size(), 8u);
    // g1, g7 follow 11-15 23-19 9-14; g2 and g8 reach its position by 9-14 23-19 11-15;
    // g3 leaves it at ply 3 (Root); g4, g6 play 11-15 without 23-19; g5 plays 10-15.
    const char* want[] = {"Deeper", "Deeper", "Root", "", "Kelso", "", "Deeper", "Deeper"};
    for (std::size_t i = 0; i < 8; ++i) EXPECT_EQ(games[i].at("opening"), want[i]) << "g" << i + 1;
}

TEST(CollectionCommand, TheBundledOpeningsNameClassicLines) {
    const std::string db = fresh("bundled");
    std::ofstream(db + ".pdn") << "[Event \"a\"]\n[Result \"*\"]\n1. 11-15 23-19 2. 8-11 22-17 3. "
                                  "4-8 17-13 *\n\n[Event \"b\"]\n[Result \"*\"]\n1. 11-15 22-18 "
                                  "2. 15x22 25x18 *\n\n[Event \"c\"]\n[Result \"*\"]\n1. 12-16 "
                                  "24-20 *\n";
    CliRun r = run_cli("import --quiet --db " + db + " " + db + ".pdn");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    r = run_cli("collection import --db " + db + " " + bundled_openings);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.err.find("warning"), std::string::npos) << r.err;
    r = run_cli("games --db " + db + " --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const Json games = parse_json(r.out);
    ASSERT_EQ(games.size(), 3u);
    EXPECT_EQ(games[0].at("opening"), "Old Fourteenth");
    EXPECT_EQ(games[1].at("opening"), "Single Corner");
    EXPECT_EQ(games[2].at("opening"), "Dundee");
}

TEST(CollectionCommand, BadInputIsRefusedWithAMessageAndNothingStored) {
    const std::string db = games_db("bad");
    CliRun r = run_cli("collection add --db " + db + " --name B --moves '11-15 11-15'");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("move 2 '11-15'"), std::string::npos) << r.err;
    r = run_cli("collection list --db " + db + " --json");
    EXPECT_EQ(parse_json(r.out).size(), 0u) << "a refused line creates no collection";
    r = run_cli("collection show --db " + db + " --name Nope");
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_NE(r.err.find("no collection named 'Nope'"), std::string::npos) << r.err;
    r = run_cli("collection build --db " + db + " --name B --plies 0 --min-games 2");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("--plies"), std::string::npos) << r.err;
    r = run_cli("collection add --db " + db + " --name D --moves 'c3-c4' --variant dama");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    r = run_cli("collection add --db " + db + " --name D --moves '11-15' --variant dhama");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("is a dama collection"), std::string::npos) << r.err;
    r = run_cli("collection import --db " + db + " /nonexistent/x.pdn");
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_NE(r.err.find("/nonexistent/x.pdn"), std::string::npos) << r.err;
}

TEST(TreeCommand, GivesEachMovesAverageRatingAndLastYearWhereTheFileHasThem) {
    const std::string db = fresh("ratings");
    // 11-15: 2000/2200 (mean 2100) in 1990 and 1800 alone in 2001; 9-14: no rating, undated.
    std::ofstream(db + ".pdn") << "[Event \"r\"]\n[Date \"1990.05.01\"]\n[WhiteElo \"2000\"]\n"
                                  "[BlackElo \"2200\"]\n[Result \"1-0\"]\n1. 11-15 23-19 1-0\n\n"
                                  "[Event \"r\"]\n[Date \"2001.??.??\"]\n[WhiteElo \"1800\"]\n"
                                  "[Result \"0-1\"]\n1. 11-15 22-18 0-1\n\n"
                                  "[Event \"r\"]\n[Result \"*\"]\n1. 9-14 *\n";
    CliRun r = run_cli("import --quiet --db " + db + " " + db + ".pdn");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    r = run_cli("tree --db " + db + " --variant dhama --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const Json rows = parse_json(r.out);
    ASSERT_EQ(rows.size(), 2u) << rows.dump();
    EXPECT_EQ(rows[0].at("move"), "11-15");
    EXPECT_DOUBLE_EQ(rows[0].at("average_rating").get<double>(), (2100.0 + 1800.0) / 2);
    EXPECT_EQ(rows[0].at("last_year"), 2001);
    EXPECT_EQ(rows[1].at("move"), "9-14");
    EXPECT_TRUE(rows[1].at("average_rating").is_null());
    EXPECT_TRUE(rows[1].at("last_year").is_null());
}

}  // namespace
}  // namespace damascope::cli::testing
