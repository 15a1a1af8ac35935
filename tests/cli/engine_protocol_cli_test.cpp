// damascope-cli engine: the line protocol on standard input and output, run as a separate process.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "run_cli.hpp"

namespace damascope::cli::testing {
namespace {

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

std::string temp_file(const std::string& name) {
    return ::testing::TempDir() + "engine_protocol_" + name + "_" + std::to_string(getpid());
}

// Runs the engine with `script` (lines separated by \n) on its standard input.
CliRun run_engine(const std::string& variant, const std::string& script,
                  const std::string& flags = "") {
    return run_command("printf '" + script + "' | " + std::string(DAMASCOPE_CLI) +
                       " engine --variant " + variant + flags);
}

TEST(EngineCommand, AnswersReadyAndAFixedDepthSearch) {
    // The Dhama shot of SearchCommand.FindsTheDhamaShot: White plays 23-18 and wins.
    const CliRun r = run_engine(
        "dhama", "isready\\nposition fen W:W23,25,27,29,32:B14,15\\ngo depth 6\\nquit\\n");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto lines = lines_of(r.out);
    ASSERT_GE(lines.size(), 3u) << r.out;
    EXPECT_EQ(lines.front(), "readyok");
    EXPECT_EQ(lines.back(), "bestmove 23-18");
    // One info line per iteration, the last at depth 6, scored from the mover's (White's) view.
    EXPECT_EQ(lines[lines.size() - 2].rfind("info depth 6 score 29997 ", 0), 0u)
        << lines[lines.size() - 2];
}

TEST(EngineCommand, ScoresFromTheSideToMove) {
    // The same position with Black to move after the history 23-18: Black must take 14x23 and
    // is lost, so its score is negative.
    const CliRun r = run_engine("dhama",
                                "position fen W:W23,25,27,29,32:B14,15 moves 23-18\\ngo depth "
                                "4\\nquit\\n");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto lines = lines_of(r.out);
    ASSERT_GE(lines.size(), 2u);
    EXPECT_EQ(lines.back(), "bestmove 14x23");
    EXPECT_NE(lines[lines.size() - 2].find("score -29998"), std::string::npos)
        << lines[lines.size() - 2];
}

TEST(EngineCommand, NoMoveAndBadLinesAreAnsweredNotFatal) {
    // A bad command and a bad move are reported on stderr; the engine goes on. With no position
    // after the bad move it answers "bestmove none"; a position with no move for the side to move
    // too.
    const CliRun r = run_engine("dama",
                                "hello\\nposition startpos moves z9-z8\\ngo movetime 10\\nposition "
                                "fen W:W:Bh7\\ngo movetime 10\\nposition startpos moves c3-c4\\ngo "
                                "depth 1\\n");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.err.find("unknown command 'hello'"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("z9-z8"), std::string::npos) << r.err;
    const auto lines = lines_of(r.out);
    ASSERT_GE(lines.size(), 3u) << r.out;
    EXPECT_EQ(lines[0], "bestmove none");
    EXPECT_EQ(lines[1], "bestmove none");
    EXPECT_EQ(lines.back().rfind("bestmove ", 0), 0u);
    EXPECT_NE(lines.back(), "bestmove none");
}

TEST(EngineCommand, AGarbageLineIsQuotedShortAndABadGoIsStillAnswered) {
    // Issue 26: a 5 MB line of garbage came back whole on stderr; a go with bad limits got no
    // answer at all, and a runner waiting for its bestmove hung.
    const std::string garbage = temp_file("garbage");
    {
        std::ofstream f(garbage, std::ios::binary);
        f << std::string(5'000'000, 'x') << "\nposition startpos moves " << std::string(300, 'c')
          << "\ngo depth 1\nposition startpos\ngo depth 0\ngo depth 5x\ngo speed 3\ngo "
             "depth\ngo movetime 99999999999\ngo depth 1\n";
    }
    const CliRun r =
        run_command(std::string(DAMASCOPE_CLI) + " engine --variant dama < " + garbage);
    ASSERT_EQ(r.exit_code, 0) << r.err.substr(0, 1000);
    EXPECT_LT(r.err.size(), 3000u);
    EXPECT_NE(
        r.err.find("unknown command '" + std::string(200, 'x') + "\xE2\x80\xA6 (5000000 bytes)'"),
        std::string::npos)
        << r.err.substr(0, 1000);
    EXPECT_NE(
        r.err.find("position: '" + std::string(200, 'c') + "\xE2\x80\xA6 (300 bytes)' is no FEN"),
        std::string::npos)
        << r.err;
    const auto lines = lines_of(r.out);
    const std::vector<std::string> expected_start = {
        "bestmove none",  // after the refused position
        "error go: depth needs a whole number from 1 to 100, not '0'",
        "bestmove none",
        "error go: depth needs a whole number from 1 to 100, not '5x'",
        "bestmove none",
        "error go: unknown limit 'speed' (movetime MS, depth D or nodes N)",
        "bestmove none",
        "error go: depth needs a whole number from 1 to 100",
        "bestmove none",
        "error go: movetime needs a whole number from 1 to 86400000, not '99999999999'",
        "bestmove none"};
    ASSERT_GT(lines.size(), expected_start.size()) << r.out;
    EXPECT_EQ(std::vector<std::string>(lines.begin(), lines.begin() + 11), expected_start);
    // The good go after them searches the start position.
    EXPECT_EQ(lines.back().rfind("bestmove ", 0), 0u);
    EXPECT_NE(lines.back(), "bestmove none");
    EXPECT_NE(r.err.find("error: go: unknown limit 'speed'"), std::string::npos) << r.err;
    std::filesystem::remove(garbage);
}

TEST(EngineCommand, VariantIsRequired) {
    const CliRun r = run_cli("engine");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("--variant"), std::string::npos) << r.err;
}

TEST(EngineCommand, ContemptIsWhatADrawCostsTheEngine) {
    // Under the federation's rules White's c5 man must take c6 and Black's c8 man takes it back:
    // one piece each, a draw. It scores 0 for the side to move, or minus the contempt.
    const std::string script = "position fen W:Wc5:Bc6,c8\\ngo depth 4\\nquit\\n";
    for (const int contempt : {0, 30}) {
        const CliRun r = run_engine("turkish", script, " --contempt " + std::to_string(contempt));
        ASSERT_EQ(r.exit_code, 0) << r.err;
        const auto lines = lines_of(r.out);
        ASSERT_GE(lines.size(), 2u) << r.out;
        EXPECT_EQ(lines.back(), "bestmove c5xc7");
        EXPECT_EQ(lines[lines.size() - 2].rfind(
                      "info depth 4 score " + std::to_string(-contempt) + " ", 0),
                  0u)
            << lines[lines.size() - 2];
    }
}

TEST(EngineCommand, BadContemptOrTablesFolderIsRefused) {
    const CliRun too_much = run_engine("dama", "quit\\n", " --contempt 101");
    EXPECT_EQ(too_much.exit_code, 2);
    EXPECT_NE(too_much.err.find("--contempt"), std::string::npos) << too_much.err;
    const CliRun no_folder = run_engine("dama", "quit\\n", " --egdb /nonexistent/egdb");
    EXPECT_EQ(no_folder.exit_code, 2);
    EXPECT_NE(no_folder.err.find("/nonexistent/egdb"), std::string::npos) << no_folder.err;
}

// --level N plays as the app's level N: level 1 chooses among every move within 2.2 men of the
// best, a new choice at each search, so twelve searches of the start (eight moves, all about even)
// do not all answer the same; a compulsory capture, the only legal move, is played at any level.
TEST(EngineCommand, ALevelChoosesAmongNearBestMovesAndTakesWhatIsCompulsory) {
    std::string script;
    for (int i = 0; i < 12; ++i) script += "position startpos\\ngo movetime 50\\n";
    script += "quit\\n";
    const CliRun r = run_engine("dama", script, " --level 1");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    std::set<std::string> answers;
    for (const std::string& line : lines_of(r.out))
        if (line.starts_with("bestmove ")) answers.insert(line);
    EXPECT_GE(answers.size(), 2u) << r.out;
    for (const std::string& answer : answers) EXPECT_NE(answer, "bestmove none");
    // White's d4 must take d5 (d4xd6): the one legal move.
    const CliRun forced =
        run_engine("dama", "position fen W:Wd4,a2:Bd5,h7\\ngo movetime 50\\nquit\\n", " --level 1");
    ASSERT_EQ(forced.exit_code, 0) << forced.err;
    EXPECT_EQ(lines_of(forced.out).back(), "bestmove d4xd6") << forced.out;
    const CliRun bad = run_engine("dama", "quit\\n", " --level 9");
    EXPECT_EQ(bad.exit_code, 2);
    EXPECT_NE(bad.err.find("--level"), std::string::npos) << bad.err;
}

}  // namespace
}  // namespace damascope::cli::testing
