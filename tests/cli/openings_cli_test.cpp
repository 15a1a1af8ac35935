// damascope-cli tree and find on tests/data/openings/transpose.pdn, eight Dhama games written by
// hand (Round tag gN = id N; in Dhama files 1-0 is a win for Black, who moves first):
//   g1 Hasan-Omar  11-15 23-19 9-14 22-17        1-0  Black
//   g2 Omar-Hasan  9-14 23-19 11-15 24-20        0-1  White  (transposes to g1 after ply 3)
//   g3 Hasan-Zaid  11-15 23-19 8-11 22-17        draw
//   g4 Zaid-Omar   11-15 22-18 15x22 25x18       0-1  White
//   g5 Zaid-Hasan  10-15 21-17                   1-0  Black
//   g6 Omar-Zaid   11-15 24-20 8-11              1-0  Black
//   g7 Hasan-Zaid  11-15 23-19 9-14 22-17 8-11   draw
//   g8 Zaid-Hasan  9-14 23-19 11-15 22-17 5-9    draw (transposes to P after ply 3)
// P = after 11-15 23-19 9-14, White to move.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "json.hpp"
#include "run_cli.hpp"
#include "shared_data.hpp"

namespace damascope::cli::testing {
namespace {

const std::string transpose_pdn = std::string(DAMASCOPE_TEST_DATA) + "/openings/transpose.pdn";
const std::string fen_p = "W:W19,21,22,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,10,12,14,15";

std::string openings_db(const std::string& name) {
    const std::string path =
        ::testing::TempDir() + "openings_" + name + "_" + std::to_string(getpid()) + ".damascope";
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
    const CliRun r = run_cli("import --quiet --db " + path + " " + transpose_pdn);
    EXPECT_EQ(r.exit_code, 0) << r.err;
    return path;
}

Json row(const std::string& move, int games, int white, int draws, int black, double score) {
    return Json{{"move", move},   {"games", games},      {"white_wins", white},
                {"draws", draws}, {"black_wins", black}, {"score", score}};
}

void expect_rows(const Json& got, const std::vector<Json>& want) {
    ASSERT_EQ(got.size(), want.size()) << got.dump();
    for (std::size_t i = 0; i < want.size(); ++i) {
        for (const char* key : {"move", "games", "white_wins", "draws", "black_wins"})
            EXPECT_EQ(got[i].at(key), want[i].at(key)) << "row " << i << " " << key;
        EXPECT_NEAR(got[i].at("score").get<double>(), want[i].at("score").get<double>(), 1e-9)
            << "row " << i;
    }
}

TEST(TreeCommand, CountsTheMovesFromTheStartMostPlayedFirst) {
    const std::string db = openings_db("start");
    const CliRun r = run_cli("tree --db " + db + " --variant dhama --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    // 11-15: g1 B, g3 D, g4 W, g6 B, g7 D; 9-14: g2 W, g8 D; 10-15: g5 B.
    expect_rows(parse_json(r.out), {row("11-15", 5, 1, 2, 2, 2.0 / 5),
                                    row("9-14", 2, 1, 1, 0, 0.75), row("10-15", 1, 0, 0, 1, 0.0)});
}

TEST(TreeCommand, FindsATransposedPositionWhicheverOrderReachedIt) {
    const std::string db = openings_db("transposed");
    // P by one move order, then by the other and by its FEN: the same four games.
    for (const std::string& where :
         {std::string("--moves '11-15 23-19 9-14'"), std::string("--moves '9-14 23-19 11-15'"),
          "--fen '" + fen_p + "'"}) {
        const CliRun r = run_cli("tree --db " + db + " --variant dhama --json " + where);
        ASSERT_EQ(r.exit_code, 0) << where << ": " << r.err;
        // 22-17: g1 B, g7 D, g8 D; 24-20: g2 W.
        expect_rows(parse_json(r.out),
                    {row("22-17", 3, 0, 2, 1, 1.0 / 3), row("24-20", 1, 1, 0, 0, 1.0)});
    }
}

TEST(TreeCommand, APlayerFilterCountsOnlyThatPlayersGames) {
    const std::string db = openings_db("player");
    const CliRun r = run_cli("tree --db " + db + " --variant dhama --player Omar --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    // Omar plays g1 (11-15, B), g2 (9-14, W), g4 (11-15, W), g6 (11-15, B).
    expect_rows(parse_json(r.out),
                {row("11-15", 3, 1, 0, 2, 1.0 / 3), row("9-14", 1, 1, 0, 0, 1.0)});
}

TEST(FindCommand, ListsTheGamesReachingThePositionWithTheirFirstPly) {
    const std::string db = openings_db("find");
    CliRun r = run_cli("find --db " + db + " --variant dhama --json --fen '" + fen_p + "'");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(parse_json(r.out), Json::parse(R"([{"id":1,"ply":3},{"id":2,"ply":3},
                                                 {"id":7,"ply":3},{"id":8,"ply":3}])"));
    r = run_cli("find --db " + db + " --variant dhama --json --moves '11-15 23-19'");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(parse_json(r.out),
              Json::parse(R"([{"id":1,"ply":2},{"id":3,"ply":2},{"id":7,"ply":2}])"));
    // The player filter on the transposed position: Omar's g1 and g2 only.
    r = run_cli("find --db " + db + " --variant dhama --player Omar --json --fen '" + fen_p + "'");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(parse_json(r.out), Json::parse(R"([{"id":1,"ply":3},{"id":2,"ply":3}])"));
}

// --pieces, counted by hand from the moves above: a White man on 19 with a Black man on 15 stand
// after 11-15 23-19 (g1, g3, g7: ply 2) and after 9-14 23-19 11-15 (g2, g8: ply 3); g4 never
// plays 23-19, g5 and g6 neither. A Black man on 22 stands only in g4 after 15x22 (ply 3).
TEST(FindCommand, PiecesFindsTheGamesWithThosePiecesOnThoseSquaresAnywhereElse) {
    const std::string db = openings_db("pieces");
    CliRun r = run_cli("find --db " + db + " --variant dhama --json --pieces 'B:W19:B15'");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(parse_json(r.out), Json::parse(R"([{"id":1,"ply":2},{"id":2,"ply":3},
                                                 {"id":3,"ply":2},{"id":7,"ply":2},
                                                 {"id":8,"ply":3}])"));
    r = run_cli("find --db " + db + " --variant dhama --json --pieces 'W:W:B22'");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(parse_json(r.out), Json::parse(R"([{"id":4,"ply":3}])"));
    // The start's pieces: every game at ply 0; with Omar's games only (g1, g2, g4, g6).
    r = run_cli("find --db " + db + " --variant dhama --player Omar --json --pieces 'B:W21:B1'");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(parse_json(r.out), Json::parse(R"([{"id":1,"ply":0},{"id":2,"ply":0},
                                                 {"id":4,"ply":0},{"id":6,"ply":0}])"));
    // No king is ever made in these games.
    r = run_cli("find --db " + db + " --variant dhama --json --pieces 'B:WK19:B'");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(parse_json(r.out), Json::array());
}

TEST(FindCommand, PiecesRefusesABadPatternOrAPositionBesideIt) {
    const std::string db = openings_db("pieces_bad");
    CliRun r = run_cli("find --db " + db + " --variant dhama --pieces 'B:W33:B'");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_TRUE(r.out.empty());
    EXPECT_NE(r.err.find("--pieces"), std::string::npos) << r.err;
    r = run_cli("find --db " + db + " --variant dhama --pieces 'B:W:B'");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("no piece"), std::string::npos) << r.err;
    r = run_cli("find --db " + db + " --variant dhama --pieces 'B:W19:B' --moves 11-15");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("does not go with"), std::string::npos) << r.err;
}

TEST(FindCommand, BadInputSaysWhatOnStderrWithTheReadmeExitCode) {
    const std::string db = openings_db("bad");
    CliRun r = run_cli("find --db " + db + " --variant dhama --moves '11-15 33-19'");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_TRUE(r.out.empty());
    EXPECT_NE(r.err.find("33"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("--moves"), std::string::npos) << r.err;

    r = run_cli("tree --db " + db + " --moves 11-15");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("--variant"), std::string::npos) << r.err;

    const std::string missing = ::testing::TempDir() + "no_such_dir_openings/x.damascope";
    r = run_cli("tree --db " + missing + " --variant dhama");
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_NE(r.err.find(missing), std::string::npos) << r.err;
    EXPECT_FALSE(std::filesystem::exists(missing));
}

}  // namespace
}  // namespace damascope::cli::testing
