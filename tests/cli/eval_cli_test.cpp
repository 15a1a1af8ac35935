// --eval learned|classic of search, engine and bench, and what a missing or damaged network does:
// run as separate processes.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "json.hpp"
#include "run_cli.hpp"

namespace damascope::cli::testing {
namespace {

// A folder of networks for $DAMASCOPE_NETWORKS: the shipped Dhama one with a byte flipped.
std::filesystem::path damaged_networks() {
    const auto dir = std::filesystem::path(::testing::TempDir()) /
                     ("damaged_networks_" + std::to_string(getpid()));
    std::filesystem::create_directories(dir);
    const auto file = dir / "dhama.dmnet";
    std::filesystem::copy_file(DAMASCOPE_SOURCE_DIR "/resources/learned/dhama.dmnet", file,
                               std::filesystem::copy_options::overwrite_existing);
    std::fstream f(file, std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(1000);
    f.put('\x7f');
    return dir;
}

TEST(EvalOption, SearchSaysWhichEvaluationScored) {
    const CliRun learned = run_cli("search --variant dhama --depth 6 --json");
    ASSERT_EQ(learned.exit_code, 0) << learned.err;
    EXPECT_EQ(parse_json(learned.out).at("eval").get<std::string>(), "learned");
    EXPECT_EQ(learned.err, "");
    const CliRun classic = run_cli("search --variant dhama --depth 6 --eval classic --json");
    ASSERT_EQ(classic.exit_code, 0) << classic.err;
    EXPECT_EQ(parse_json(classic.out).at("eval").get<std::string>(), "classic");
    // The two evaluations search different trees.
    EXPECT_NE(parse_json(learned.out).at("nodes"), parse_json(classic.out).at("nodes"));
    // The Turkish rules use Dama's network.
    const CliRun turkish = run_cli("search --variant turkish --depth 4 --json");
    EXPECT_EQ(parse_json(turkish.out).at("eval").get<std::string>(), "learned");
}

TEST(EvalOption, ADamagedNetworkIsAWarningAndTheClassicEvaluation) {
    const std::string env = "DAMASCOPE_NETWORKS='" + damaged_networks().string() + "' ";
    const CliRun r = run_command(env + DAMASCOPE_CLI " search --variant dhama --depth 6 --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(parse_json(r.out).at("eval").get<std::string>(), "classic");
    EXPECT_NE(r.err.find("dhama.dmnet: damaged"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("classic evaluation"), std::string::npos) << r.err;
    // A folder without the file: the same, saying it cannot be read.
    const CliRun missing = run_command("DAMASCOPE_NETWORKS=/nonexistent " DAMASCOPE_CLI
                                       " search --variant dama --depth 4 --json");
    ASSERT_EQ(missing.exit_code, 0) << missing.err;
    EXPECT_EQ(parse_json(missing.out).at("eval").get<std::string>(), "classic");
    EXPECT_NE(missing.err.find("/nonexistent/dama.dmnet: cannot be read"), std::string::npos)
        << missing.err;
}

TEST(EvalOption, AnUnknownEvaluationIsRefused) {
    const CliRun r = run_cli("search --variant dhama --depth 4 --eval neural");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("--eval"), std::string::npos) << r.err;
}

TEST(EvalOption, TheEngineProtocolPlaysWithEither) {
    for (const char* eval : {"learned", "classic"}) {
        const CliRun r =
            run_command(std::string("printf 'position startpos\\ngo depth 4\\nquit\\n' | ") +
                        DAMASCOPE_CLI + " engine --variant dhama --eval " + eval);
        ASSERT_EQ(r.exit_code, 0) << r.err;
        EXPECT_NE(r.out.find("bestmove "), std::string::npos) << r.out;
    }
}

TEST(EgdbOption, TheDefaultFoldersTablesAreProbedUnlessNone) {
    const auto dir =
        std::filesystem::path(::testing::TempDir()) / ("default_egdb_" + std::to_string(getpid()));
    const CliRun build =
        run_cli("egdb build --variant dhama --pieces 2 --dir '" + dir.string() + "'");
    ASSERT_EQ(build.exit_code, 0) << build.err;
    const std::string env = "DAMASCOPE_EGDB='" + dir.string() + "' " DAMASCOPE_CLI;
    // A white king against a black man: in the 2-piece tables.
    const std::string search = " search --variant dhama --fen 'W:WK10:B3' --depth 4 --json";
    const CliRun asked_nothing = run_command(env + search);
    ASSERT_EQ(asked_nothing.exit_code, 0) << asked_nothing.err;
    EXPECT_TRUE(parse_json(asked_nothing.out).contains("egdb")) << asked_nothing.out;
    const CliRun none = run_command(env + search + " --egdb none");
    ASSERT_EQ(none.exit_code, 0) << none.err;
    EXPECT_FALSE(parse_json(none.out).contains("egdb")) << none.out;
    std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace damascope::cli::testing
