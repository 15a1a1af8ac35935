// damascope-cli search --egdb: the tables' verdict in the output, and bad table folders or files
// reported on stderr without a crash. Tables of two pieces, built in a temporary folder.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>

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

// A copy of the two-piece tables in a folder of its own, to damage.
fs::path copy_of_tables(const std::string& name) {
    const fs::path d =
        fs::path(::testing::TempDir()) / ("egdb_cli_" + name + "_" + std::to_string(getpid()));
    fs::remove_all(d);
    fs::copy(dama_tables(), d, fs::copy_options::recursive);
    return d;
}

TEST(EgdbDamage, AnOverwrittenTableIsSkippedNamingItAndTheSearchDecides) {
    const fs::path d = copy_of_tables("overwritten");
    const fs::path table = d / "dama" / "wm0wk1bm0bk1.egdb";
    ASSERT_TRUE(fs::exists(table));
    {
        // Every verdict after the header becomes "win in 85 plies" (85 = 0x55).
        std::fstream f(table, std::ios::in | std::ios::out | std::ios::binary);
        f.seekp(64);
        for (int i = 0; i < 5000; ++i) f.put(0x55);
    }
    const std::string fen = "'W:WKa1:BKa3'";
    const CliRun probe =
        run_cli("egdb probe --variant dama --fen " + fen + " --dir '" + d.string() + "'");
    EXPECT_EQ(probe.exit_code, 1) << probe.out;
    EXPECT_NE(probe.err.find(table.string() + ": damaged"), std::string::npos) << probe.err;
    EXPECT_EQ(probe.out.find("85"), std::string::npos) << probe.out;

    const CliRun search = run_cli("search --variant dama --fen " + fen +
                                  " --depth 3 --json --egdb '" + d.string() + "'");
    EXPECT_EQ(search.exit_code, 0) << search.err;
    EXPECT_NE(search.err.find("skipped " + table.string() + ": damaged"), std::string::npos)
        << search.err;
    const Json j = parse_json(search.out);
    EXPECT_FALSE(j.contains("egdb")) << "the search decides, not the damaged table";
    EXPECT_EQ(j.at("mate_in").get<std::int64_t>(), 1) << "and finds the capture itself";

    const CliRun info = run_cli("egdb info --json --dir '" + d.string() + "'");
    EXPECT_EQ(info.exit_code, 1);
    const Json list = parse_json(info.out);
    ASSERT_EQ(list.at("skipped").size(), 1u) << info.out;
    EXPECT_EQ(list.at("skipped").at(0).at("file").get<std::string>(), table.string());
    EXPECT_EQ(list.at("skipped").at(0).at("kind").get<std::string>(), "damaged");
    EXPECT_EQ(list.at("tables").size(), 3u) << "the other tables are listed";
    const CliRun text = run_cli("egdb info --dir '" + d.string() + "'");
    EXPECT_NE(text.out.find("damaged " + table.string()), std::string::npos) << text.out;

    // A build solves it again.
    const CliRun rebuilt =
        run_cli("egdb build --variant dama --pieces 2 --dir '" + d.string() + "'");
    ASSERT_EQ(rebuilt.exit_code, 0) << rebuilt.err;
    EXPECT_EQ(run_cli("egdb info --dir '" + d.string() + "'").exit_code, 0);
    fs::remove_all(d);
}

TEST(EgdbDamage, ALeftoverTemporaryIsReportedAndRemovedByBuild) {
    const fs::path d = copy_of_tables("leftover");
    const fs::path tmp = d / "dama" / "wm1wk0bm0bk1.egdb.tmp";
    std::ofstream(tmp).close();  // 0 bytes, as a build killed at once leaves it
    const CliRun info = run_cli("egdb info --dir '" + d.string() + "'");
    EXPECT_EQ(info.exit_code, 0) << "the tables themselves are fine: " << info.err;
    EXPECT_NE(info.out.find("leftover " + tmp.string()), std::string::npos) << info.out;
    EXPECT_NE(info.err.find(tmp.string() + ": left by an interrupted build (0 bytes)"),
              std::string::npos)
        << info.err;
    const CliRun search =
        run_cli("search --variant dama --fen 'W:WKa1:BKa3' --depth 2 --egdb '" + d.string() + "'");
    EXPECT_NE(search.err.find(tmp.string()), std::string::npos) << search.err;

    const CliRun build = run_cli("egdb build --variant dama --pieces 2 --dir '" + d.string() + "'");
    EXPECT_EQ(build.exit_code, 0) << build.err;
    EXPECT_NE(build.err.find("removed " + tmp.string()), std::string::npos) << build.err;
    EXPECT_FALSE(fs::exists(tmp));
    EXPECT_EQ(run_cli("egdb info --dir '" + d.string() + "'").err, "");
    fs::remove_all(d);
}

TEST(EgdbDamage, ATableOfTheFormatWithoutChecksumIsRefusedAskingForARebuild) {
    const fs::path d = copy_of_tables("format1");
    const fs::path table = d / "dama" / "wm0wk1bm0bk1.egdb";
    {
        // Format 1: the same header without the checksum.
        std::ifstream in(table, std::ios::binary);
        std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        bytes[6] = '1';
        bytes.erase(21, 8);
        std::ofstream(table, std::ios::binary | std::ios::trunc) << bytes;
    }
    const CliRun info = run_cli("egdb info --dir '" + d.string() + "'");
    EXPECT_EQ(info.exit_code, 1);
    EXPECT_NE(info.err.find("format 1, without a checksum: rebuild it with 'damascope-cli egdb "
                            "build'"),
              std::string::npos)
        << info.err;
    fs::remove_all(d);
}

}  // namespace
}  // namespace damascope::cli::testing
