// Every command reads its arguments strictly (issue 8): a repeated option, an extra argument, a
// malformed value or an empty one is exit 2 with a message on stderr naming it, and --db is a
// file path, never an SQLite URI.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <regex>

#include "json.hpp"
#include "run_cli.hpp"

namespace damascope::cli::testing {
namespace {

const std::string mixed = std::string(DAMASCOPE_TEST_DATA) + "/app/mixed.pdn";

// A fresh folder of its own for a test.
std::string fresh_dir(const std::string& name) {
    const std::string dir =
        ::testing::TempDir() + "cli_strict_" + name + "_" + std::to_string(getpid());
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return dir;
}

// A database with the four games of mixed.pdn, made once.
const std::string& sample_db() {
    static const std::string db = [] {
        const std::string path = fresh_dir("sample") + "/games.damascope";
        const CliRun r = run_cli("import --quiet --db " + path + " " + mixed);
        EXPECT_EQ(r.exit_code, 0) << r.err;
        return path;
    }();
    return db;
}

// Runs `args`; expects exit 2, nothing on stdout and a message on stderr containing `named`.
void expect_refused(const std::string& args, const std::string& named) {
    const CliRun r = run_cli(args);
    EXPECT_EQ(r.exit_code, 2) << args << "\nstdout: " << r.out << "\nstderr: " << r.err;
    EXPECT_TRUE(r.out.empty()) << args << ": " << r.out;
    EXPECT_NE(r.err.find(named), std::string::npos) << args << ": " << r.err;
}

TEST(StrictArguments, ARepeatedOptionIsRefusedNotTakenLast) {
    const std::string db = sample_db();
    expect_refused("games --db " + db + " --player A --player C", "--player is given 2 times");
    expect_refused("games --db " + db + " --db " + db, "--db is given 2 times");
    expect_refused("perft --variant dama --depth 2 --depth 3", "--depth is given 2 times");
    expect_refused("perft --variant dama --variant dhama --depth 2", "--variant is given 2 times");
    expect_refused("games --db " + db + " --json --json", "--json is given 2 times");
    expect_refused("show --db " + db + " --game 1 --game=2", "--game is given 2 times");
    expect_refused("search --variant dama --depth 2 --hash 1 --hash 2", "--hash");
}

TEST(StrictArguments, AnExtraArgumentIsRefused) {
    const std::string db = sample_db();
    expect_refused("games --db " + db + " extra", "extra");
    expect_refused("show --db " + db + " --game 1 2", "2");
    expect_refused("perft --variant dama --depth 2 leftover", "leftover");
    expect_refused("bench --depth-offset -7 now", "now");
    expect_refused("analyze --db " + db + " --game 1 --depth 1 more", "more");
    expect_refused("games --db " + db + " --frobnicate", "--frobnicate");
    expect_refused("--help games", "--help");
}

TEST(StrictArguments, DatesMustBeDates) {
    const std::string db = sample_db();
    for (const char* bad : {"garbage", "18410", "1841-13", "1841-02-32", "1841-3", "1841/03/02",
                            "1841-03-02x", "-1841"}) {
        expect_refused("games --db " + db + " --date-from '" + bad + "'", "--date-from");
        expect_refused("games --db " + db + " --date-to '" + bad + "'", "--date-to");
    }
    // The forms the README gives all work.
    for (const char* good : {"1841", "1841-03", "1841.03.02", "1841-03-02"}) {
        const CliRun r = run_cli("games --json --db " + db + " --date-from " + good);
        EXPECT_EQ(r.exit_code, 0) << good << ": " << r.err;
        EXPECT_TRUE(parse_json(r.out).is_array());
    }
}

TEST(StrictArguments, AnEmptyValueIsRefused) {
    const std::string dir = fresh_dir("empty");
    expect_refused("games --db=", "--db");
    expect_refused("games --db ''", "--db");
    expect_refused("import --db= " + mixed, "--db");
    expect_refused("games --db " + sample_db() + " --player ''", "--player");
    expect_refused("perft --variant dama --fen= --depth 1", "--fen");
    expect_refused("perft --variant= --depth 1", "--variant");
    expect_refused("games --db", "--db needs a value");
    // Nothing was created by any of them (an empty name used to give SQLite's temporary file and
    // a WAL error).
    EXPECT_TRUE(std::filesystem::is_empty(dir));
}

TEST(StrictArguments, NumbersAreWholeAndInRange) {
    const std::string db = sample_db();
    expect_refused("games --db " + db + " --limit -3", "--limit");
    expect_refused("games --db " + db + " --limit 0x10", "--limit");
    expect_refused("games --db " + db + " --limit ' 5'", "--limit");
    expect_refused("games --db " + db + " --offset 99999999999999999999", "--offset");
    expect_refused("perft --variant dama --depth 2.5", "--depth");
    expect_refused("perft --variant dama --depth 31", "--depth");
    expect_refused("show --db " + db + " --game 0", "--game");
    expect_refused("search --variant dama --multipv 65", "--multipv");
    // Negative numbers where they are allowed.
    EXPECT_EQ(run_cli("bench --depth-offset -20 --json").exit_code, 0);
}

TEST(StrictArguments, FlagsTakeNoValue) {
    expect_refused("perft --variant dama --depth 1 --json=false", "--json takes no value");
    expect_refused("perft --variant dama --depth 1 --divide=1", "--divide takes no value");
}

TEST(StrictArguments, ChoicesAndRequiredOptionsAreNamed) {
    const std::string db = sample_db();
    expect_refused("games --db " + db + " --order elo", "--order");
    expect_refused("games --db " + db + " --variant chess", "chess");
    expect_refused("games", "--db is required");
    expect_refused("perft --depth 1", "--variant is required");
    expect_refused("perft --variant dama", "--depth is required");
    expect_refused("import --db x.damascope", "FILE is required");
    expect_refused("analyze --db " + db + " --game 1 --all", "--game excludes --all");
    expect_refused("analyze --db " + db + " --game 1 --depth 2 --movetime 5", "--depth");
    expect_refused("analyze --db " + db, "--all");
}

TEST(StrictArguments, DbIsAlwaysAFilePathNeverAnSqliteUri) {
    const std::string dir = fresh_dir("uri");
    // As a URI this would open x.damascope read-only; it is a file name like any other.
    const std::string name = "file:x.damascope?mode=ro";
    const CliRun r = run_cli("import --quiet --json --db '" + name + "' " + mixed, dir);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(parse_json(r.out).at("games_imported"), 4);
    EXPECT_TRUE(std::filesystem::is_regular_file(dir + "/" + name));
    EXPECT_FALSE(std::filesystem::exists(dir + "/x.damascope"));
    const CliRun list = run_cli("games --json --db '" + name + "'", dir);
    ASSERT_EQ(list.exit_code, 0) << list.err;
    EXPECT_EQ(parse_json(list.out).size(), 4u);

    // ":memory:" is a file too, not a database that vanishes on exit.
    ASSERT_EQ(run_cli("import --quiet --db :memory: " + mixed, dir).exit_code, 0);
    EXPECT_TRUE(std::filesystem::is_regular_file(dir + "/:memory:"));
    EXPECT_EQ(parse_json(run_cli("games --json --db :memory:", dir).out).size(), 4u);

    // A URI naming a file that does not exist is a missing file (exit 1), never opened as x.
    const CliRun missing = run_cli("games --db 'file:x.damascope'", dir);
    EXPECT_EQ(missing.exit_code, 1);
    EXPECT_NE(missing.err.find("file:x.damascope"), std::string::npos) << missing.err;
}

TEST(StrictArguments, HelpOfEachCommandListsItsOptions) {
    const std::pair<const char*, const char*> commands[] = {
        {"perft", "--divide"},      {"import", "--quiet"},   {"games", "--date-from"},
        {"show", "--game"},         {"search", "--multipv"}, {"analyze", "--threads"},
        {"bench", "--depth-offset"}};
    for (const auto& [command, option] : commands) {
        for (const std::string& args :
             {std::string(command) + " --help", std::string("help ") + command}) {
            const CliRun r = run_cli(args);
            EXPECT_EQ(r.exit_code, 0) << args;
            EXPECT_NE(r.out.find(std::string("damascope-cli ") + command), std::string::npos)
                << r.out;
            EXPECT_NE(r.out.find(option), std::string::npos) << r.out;
            EXPECT_NE(r.out.find("--json"), std::string::npos) << r.out;
        }
    }
    const CliRun usage = run_cli("--help");
    EXPECT_EQ(usage.exit_code, 0);
    for (const auto& [command, option] : commands)
        EXPECT_NE(usage.out.find(command), std::string::npos) << usage.out;
    const CliRun bare = run_cli("");
    EXPECT_EQ(bare.exit_code, 2);
    EXPECT_NE(bare.err.find("usage"), std::string::npos);
}

TEST(StrictArguments, EveryListedGamesOptionStillWorks) {
    const std::string db = sample_db();
    CliRun r = run_cli("games --db " + db +
                       " --player A --event Good --variant dhama --result 1-0 --order white "
                       "--desc --limit 5 --offset 0 --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    Json j = parse_json(r.out);
    ASSERT_EQ(j.size(), 1u) << r.out;
    EXPECT_EQ(j.at(0).at("id"), 1);
    // The sample's games are undated: a date bound leaves them out.
    r = run_cli("games --db " + db + " --date-from 1000 --date-to 3000.12.31 --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_TRUE(parse_json(r.out).empty()) << r.out;
    for (const char* column : {"id", "white", "black", "date", "event", "result", "plies", "marks"})
        EXPECT_EQ(run_cli("games --db " + db + " --order " + column).exit_code, 0) << column;
    r = run_cli("games --db " + db + " --marks --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(parse_json(r.out).size(), 1u);
}

}  // namespace
}  // namespace damascope::cli::testing

namespace damascope::cli::testing {
namespace {

// Issue 29: the version, from the one place it is set (project(... VERSION X) in CMakeLists.txt).
TEST(CliVersion, PrintsTheProjectsVersion) {
    std::ifstream in(std::string(DAMASCOPE_TEST_DATA) + "/../../CMakeLists.txt");
    const std::string cmake((std::istreambuf_iterator<char>(in)), {});
    std::smatch m;
    ASSERT_TRUE(std::regex_search(cmake, m, std::regex(R"(project\(damascope VERSION ([0-9.]+))")));
    const CliRun r = run_cli("--version");
    EXPECT_EQ(r.exit_code, 0);
    EXPECT_EQ(r.out, "damascope-cli " + m[1].str() + "\n");
    EXPECT_EQ(run_cli("--version extra").exit_code, 2);
}

}  // namespace
}  // namespace damascope::cli::testing
