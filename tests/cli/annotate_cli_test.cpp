// damascope-cli annotate, and what show --json says of the annotations and the stored analysis.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "json.hpp"
#include "run_cli.hpp"

namespace damascope::cli::testing {
namespace {

const std::string dama_games =
    std::string(DAMASCOPE_SOURCE_DIR) + "/resources/sample_dama_engine_games.pdn";

// A database holding the sample Dama engine games (game 1: 132 plies, from g3-g4).
std::string dama_db(const std::string& name) {
    const std::string path =
        ::testing::TempDir() + "annotate_" + name + "_" + std::to_string(getpid()) + ".damascope";
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
    const CliRun r = run_cli("import --db " + path + " " + dama_games + " --quiet");
    EXPECT_EQ(r.exit_code, 0) << r.err;
    return path;
}

Json show(const std::string& db, int game) {
    const CliRun r = run_cli("show --db " + db + " --game " + std::to_string(game) + " --json");
    EXPECT_EQ(r.exit_code, 0) << r.err;
    return parse_json(r.out);
}

// A shell word: single quotes, with each ' written '\''.
std::string quoted(const std::string& s) {
    std::string q = "'";
    for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return q + "'";
}

TEST(AnnotateCommand, AnyCommentArrowsAndSquaresAreStoredAndShown) {
    const std::string db = dama_db("comment");
    const std::string text = "نقلة جيدة {braces} 100% \"quoted\" 'single' back\\slash";
    const CliRun r = run_cli("annotate --db " + db + " --game 1 --ply 3 --comment " + quoted(text) +
                             " --arrow c3-c5,d6d4:red --square d4:Y");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const Json move = show(db, 1).at("moves").at(2);
    EXPECT_EQ(move.at("ply"), 3);
    EXPECT_EQ(move.at("comment").get<std::string>(), text);
    ASSERT_EQ(move.at("arrows").size(), 2u);
    EXPECT_EQ(move.at("arrows").at(0),
              Json::parse(R"({"from": "c3", "to": "c5", "colour": "green"})"));
    EXPECT_EQ(move.at("arrows").at(1),
              Json::parse(R"({"from": "d6", "to": "d4", "colour": "red"})"));
    EXPECT_EQ(move.at("squares"), Json::parse(R"([{"square": "d4", "colour": "yellow"}])"));
    // The text output shows the stored comment with its commands, as PDN keeps it.
    const CliRun text_out = run_cli("show --db " + db + " --game 1");
    EXPECT_NE(text_out.out.find("[%cal Gc3c5,Rd6d4] [%csl Yd4]"), std::string::npos)
        << text_out.out;

    // A second arrow on the same path recolours it; new words keep the drawings.
    ASSERT_EQ(run_cli("annotate --db " + db + " --game 1 --ply 3 --comment later --arrow c3-c5:B")
                  .exit_code,
              0);
    const Json again = show(db, 1).at("moves").at(2);
    EXPECT_EQ(again.at("comment"), "later");
    ASSERT_EQ(again.at("arrows").size(), 2u);
    EXPECT_EQ(again.at("arrows").at(0).at("colour"), "blue");
    EXPECT_EQ(again.at("squares").size(), 1u);
}

TEST(AnnotateCommand, GlyphsReplaceTheirKindAndClearRemovesEverything) {
    const std::string db = dama_db("glyphs");
    ASSERT_EQ(run_cli("annotate --db " + db + " --game 1 --ply 2 --nag '!'").exit_code, 0);
    ASSERT_EQ(run_cli("annotate --db " + db + " --game 1 --ply 2 --nag '?\?'").exit_code, 0);
    ASSERT_EQ(run_cli("annotate --db " + db + " --game 1 --ply 2 --nag +-").exit_code, 0);
    // "??" is NAG 4 and replaced "!" (1); "+-" is the position glyph 18, beside it.
    EXPECT_EQ(show(db, 1).at("moves").at(1).at("nags"), Json::parse("[4, 18]"));
    // The same glyph twice stays once (a script may repeat itself).
    ASSERT_EQ(run_cli("annotate --db " + db + " --game 1 --ply 2 --nag '?\?'").exit_code, 0);
    EXPECT_EQ(show(db, 1).at("moves").at(1).at("nags"), Json::parse("[4, 18]"));
    ASSERT_EQ(
        run_cli("annotate --db " + db + " --game 1 --ply 2 --comment x --arrow a3-a4").exit_code,
        0);
    ASSERT_EQ(run_cli("annotate --db " + db + " --game 1 --ply 2 --clear").exit_code, 0);
    const Json move = show(db, 1).at("moves").at(1);
    EXPECT_EQ(move.at("nags"), Json::array());
    EXPECT_EQ(move.at("comment"), "");
    EXPECT_EQ(move.at("arrows"), Json::array());
}

TEST(AnnotateCommand, PlyZeroIsTheGamesOwnComment) {
    const std::string db = dama_db("start");
    ASSERT_EQ(run_cli("annotate --db " + db + " --game 2 --ply 0 --comment opening --square c3")
                  .exit_code,
              0);
    const Json g = show(db, 2);
    EXPECT_EQ(g.at("comment"), "opening");
    EXPECT_EQ(g.at("squares"), Json::parse(R"([{"square": "c3", "colour": "green"}])"));
    const CliRun nag = run_cli("annotate --db " + db + " --game 2 --ply 0 --nag '!'");
    EXPECT_EQ(nag.exit_code, 2);
    EXPECT_NE(nag.err.find("--nag"), std::string::npos) << nag.err;
}

TEST(AnnotateCommand, BadRequestsAreRefusedNamingTheOptionAndChangeNothing) {
    const std::string db = dama_db("bad");
    const Json before = show(db, 1);
    struct Case {
        std::string args;
        int code;
        std::string says;
    };
    const Case cases[] = {
        {"--game 1 --ply 133 --nag '!'", 2, "--ply"},  // game 1 has 132 plies
        {"--game 1 --ply 5 --nag '!!!'", 2, "--nag"},
        {"--game 1 --ply 5 --arrow z9-c3", 2, "--arrow"},
        {"--game 1 --ply 5 --arrow c3-c3", 2, "--arrow"},
        {"--game 1 --ply 5 --arrow c3-c5:purple", 2, "--arrow"},
        {"--game 1 --ply 5 --square 99", 2, "--square"},
        {"--game 1 --ply 5", 2, "nothing to do"},
        {"--game 999 --ply 5 --nag '!'", 2, "--game"},
        {"--game 1 --ply -1 --nag '!'", 2, "--ply"},
    };
    for (const auto& c : cases) {
        const CliRun r = run_cli("annotate --db " + db + " " + c.args);
        EXPECT_EQ(r.exit_code, c.code) << c.args << ": " << r.err;
        EXPECT_NE(r.err.find(c.says), std::string::npos) << c.args << ": " << r.err;
    }
    EXPECT_EQ(show(db, 1), before);
    const CliRun missing = run_cli("annotate --db " + db + ".missing --game 1 --ply 1 --nag '!'");
    EXPECT_EQ(missing.exit_code, 1);
    EXPECT_FALSE(std::filesystem::exists(db + ".missing"));
}

TEST(ShowCommand, MovesCarryTheStoredAnalysisAndTheAnnotatorsMarks) {
    const std::string db = dama_db("analysis");
    // Before any analysis the fields are there and null.
    const Json before = show(db, 3).at("moves").at(0);
    EXPECT_TRUE(before.at("score").is_null());
    EXPECT_TRUE(before.at("best").is_null());
    EXPECT_TRUE(show(db, 3).at("analysis").is_null());

    const CliRun a = run_cli("analyze --db " + db + " --game 3 --depth 3 --json");
    ASSERT_EQ(a.exit_code, 0) << a.err;
    const Json analysis = parse_json(a.out);
    const Json g = show(db, 3);
    EXPECT_EQ(g.at("analysis").at("depth"), 3);
    const Json& moves = g.at("moves");
    const Json& plies = analysis.at("moves");
    ASSERT_EQ(plies.size(), moves.size() + 1);  // entry 0 is the start
    for (std::size_t i = 0; i < moves.size(); ++i) {
        SCOPED_TRACE("ply " + std::to_string(i + 1));
        const Json& m = moves.at(i);
        const Json& p = plies.at(i + 1);  // the position the move reaches
        EXPECT_EQ(m.at("score"), p.at("score"));
        EXPECT_EQ(m.at("mate_in"), p.at("mate_in"));
        EXPECT_EQ(m.at("best"), p.at("best"));
        EXPECT_EQ(m.at("depth"), p.at("depth"));
        // Every mark the analysis gave the move is listed by show.
        for (const auto& mark : p.at("marks"))
            EXPECT_NE(std::find(m.at("marks").begin(), m.at("marks").end(), mark),
                      m.at("marks").end())
                << mark;
    }
    // Annotating keeps the analysis: the main line did not change.
    ASSERT_EQ(run_cli("annotate --db " + db + " --game 3 --ply 4 --nag '!'").exit_code, 0);
    EXPECT_EQ(show(db, 3).at("analysis").at("depth"), 3);
}

// The default analysis is a depth within a time for the whole game; both can be given. With far
// more time than depth 3 needs, every searched position stops at depth 3, and a later --all by
// time counts the game as analysed (by time the depth is a cap, so any stored analysis will do).
TEST(AnalyzeCommand, ADepthCapsATimeForTheWholeGame) {
    const std::string db = dama_db("capped");
    const CliRun a =
        run_cli("analyze --db " + db + " --game 3 --depth 3 --time-per-game 600 --json");
    ASSERT_EQ(a.exit_code, 0) << a.err;
    const Json analysis = parse_json(a.out);
    int searched = 0;
    for (const Json& p : analysis.at("moves")) {
        if (p.at("best").is_null()) continue;  // the game's end
        EXPECT_LE(p.at("depth").get<int>(), 3) << p.dump();
        ++searched;
    }
    EXPECT_GT(searched, 10);
    EXPECT_LE(show(db, 3).at("analysis").at("depth").get<int>(), 3);
    const CliRun again = run_cli("analyze --db " + db + " --all --depth 3 --time-per-game 600");
    ASSERT_EQ(again.exit_code, 0) << again.err;
    EXPECT_NE(again.err.find("already analysed"), std::string::npos) << again.err;
    EXPECT_EQ(again.err.find("at depth"), std::string::npos) << again.err;
    // --movetime still excludes the time per game.
    EXPECT_EQ(run_cli("analyze --db " + db + " --game 3 --movetime 10 --time-per-game 5").exit_code,
              2);
}

}  // namespace
}  // namespace damascope::cli::testing
