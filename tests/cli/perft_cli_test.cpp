// damascope-cli perft, run as a user's script would run it.
#include <gtest/gtest.h>

#include "run_cli.hpp"

namespace damascope::cli::testing {
namespace {

TEST(PerftCommand, LastLineIsTheNodeCount) {
    const CliRun r = run_cli("perft --variant dhama --depth 6");
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(last_line(r.out), "nodes 36768");
}

TEST(PerftCommand, DivideListsEachRootMoveThenTheTotal) {
    const CliRun r = run_cli("perft --variant dama --depth 3 --divide");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(last_line(r.out), "nodes 708");
    // Eight root moves, each "move count", then the total.
    int lines = 0;
    for (char c : r.out) lines += c == '\n';
    EXPECT_EQ(lines, 9);
    EXPECT_NE(r.out.find("a3-a4 "), std::string::npos);
}

TEST(PerftCommand, FromAFen) {
    const CliRun r = run_cli("perft --variant dhama --fen 'B:W21-32:B1-12' --depth 4");
    EXPECT_EQ(last_line(r.out), "nodes 1469");
}

TEST(PerftCommand, JsonOutput) {
    const CliRun r = run_cli("perft --variant dama --depth 2 --json");
    ASSERT_EQ(r.exit_code, 0);
    EXPECT_NE(r.out.find("\"nodes\":64"), std::string::npos) << r.out;
}

TEST(PerftCommand, BadInputExitsWithTwoAndSaysWhy) {
    const CliRun bad_variant = run_cli("perft --variant chess --depth 2");
    EXPECT_EQ(bad_variant.exit_code, 2);
    EXPECT_NE(bad_variant.err.find("chess"), std::string::npos);

    const CliRun bad_fen = run_cli("perft --variant dama --fen 'W:Wz9:Bh7' --depth 2");
    EXPECT_EQ(bad_fen.exit_code, 2);
    EXPECT_NE(bad_fen.err.find("z9"), std::string::npos) << bad_fen.err;

    EXPECT_EQ(run_cli("perft --variant dama").exit_code, 2);
    EXPECT_EQ(run_cli("perft --variant dama --depth two").exit_code, 2);
    EXPECT_EQ(run_cli("perft --variant dama --depth 2 --bogus").exit_code, 2);
    EXPECT_EQ(run_cli("no-such-command").exit_code, 2);
}

}  // namespace
}  // namespace damascope::cli::testing
