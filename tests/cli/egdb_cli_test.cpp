// damascope-cli search --egdb: the tables' verdict in the output, and bad table folders or files
// reported on stderr without a crash. Tables of two pieces, built in a temporary folder.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "json.hpp"
#include "run_cli.hpp"

namespace damascope::cli::testing {
namespace {

namespace fs = std::filesystem;

// Dama's (seed rules) two-piece tables, built once a process.
const fs::path& dama_tables() {
    static const fs::path dir = [] {
        const fs::path d =
            fs::path(::testing::TempDir()) / ("egdb_cli_" + std::to_string(getpid()));
        fs::remove_all(d);
        const CliRun r = run_cli("egdb build --variant dama --pieces 2 --dir '" + d.string() + "'");
        EXPECT_EQ(r.exit_code, 0) << r.err;
        return d;
    }();
    return dir;
}

TEST(EgdbSearchCommand, SaysTheScoreComesFromTheTables) {
    // White's dama a1 takes Black's lone dama on a3 at once (a4 free): a win in 1 ply.
    const CliRun r = run_cli("search --variant dama --fen 'W:WKa1:BKa3' --depth 3 --json --egdb '" +
                             dama_tables().string() + "'");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const Json j = parse_json(r.out);
    ASSERT_TRUE(j.contains("egdb")) << r.out;
    EXPECT_EQ(j.at("egdb").at("result").get<std::string>(), "win");
    EXPECT_EQ(j.at("egdb").at("plies").get<std::int64_t>(), 1);
    EXPECT_EQ(j.at("mate_in").get<std::int64_t>(), 1);
    EXPECT_TRUE(j.at("lines").at(0).at("from_tables").get<bool>());

    const CliRun text = run_cli("search --variant dama --fen 'W:WKa1:BKa3' --depth 3 --egdb '" +
                                dama_tables().string() + "'");
    ASSERT_EQ(text.exit_code, 0) << text.err;
    EXPECT_NE(text.out.find("score #+1 (tables)"), std::string::npos) << text.out;
}

TEST(EgdbSearchCommand, WithoutTheOptionNoTables) {
    const CliRun r = run_cli("search --variant dama --fen 'W:WKa1:BKa3' --depth 3 --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_FALSE(parse_json(r.out).contains("egdb"));
}

TEST(EgdbSearchCommand, AMissingFolderIsAnError) {
    const CliRun r =
        run_cli("search --variant dama --depth 2 --egdb /nonexistent/damascope-egdb-folder");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("is no folder"), std::string::npos) << r.err;
}

TEST(EgdbSearchCommand, ADamagedTableIsSkippedWithAWarning) {
    const fs::path d =
        fs::path(::testing::TempDir()) / ("egdb_cli_bad_" + std::to_string(getpid()));
    fs::remove_all(d);
    fs::create_directories(d / "dama");
    for (const char* name : {"wm0wk1bm0bk1.egdb", "wm1wk0bm0bk1.egdb"}) {
        std::ofstream(d / "dama" / name) << (name[2] == '0' ? "garbage" : "DMEGDB1\n\x00\x01");
    }
    const CliRun r = run_cli("search --variant dama --fen 'W:WKa1:BKa3' --depth 2 --json --egdb '" +
                             d.string() + "'");
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.err.find("skipped"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("no endgame tables"), std::string::npos) << r.err;
    EXPECT_FALSE(parse_json(r.out).contains("egdb"));
    fs::remove_all(d);
}

}  // namespace
}  // namespace damascope::cli::testing
