// Damaged part files of analyze --shard: bytes flipped in the file, or garbage rows in a file that
// is whole, are refused by merge-analysis (nothing merged) and reported by cluster status.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>

#include "database/game_database.hpp"
#include "database/sqlite.hpp"
#include "json.hpp"
#include "run_cli.hpp"

namespace damascope::cli::testing {
namespace {

namespace fs = std::filesystem;

const std::string mixed = std::string(DAMASCOPE_TEST_DATA) + "/app/mixed.pdn";

std::string temp_path(const std::string& name) {
    const std::string path = ::testing::TempDir() + "damaged_part_" + name + "_" +
                             std::to_string(getpid()) + ".damascope";
    for (const char* suffix : {"", "-wal", "-shm", "-journal"}) fs::remove(path + suffix);
    return path;
}

// mixed.pdn: 4 games (3 Dhama, 1 Dama), and its whole analysis at depth 2 in one part.
struct DatabaseAndPart {
    std::string db, part;
};
DatabaseAndPart analysed(const std::string& name) {
    DatabaseAndPart d{temp_path(name), temp_path(name + "_part")};
    EXPECT_EQ(run_cli("import --db " + d.db + " --quiet " + mixed).exit_code, 0);
    const CliRun r = run_cli("analyze --db " + d.db +
                             " --all --depth 2 --threads 1 --shard 1/1 --out " + d.part);
    EXPECT_EQ(r.exit_code, 0) << r.err;
    return d;
}

std::string read_bytes(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void write_bytes(const std::string& path, const std::string& bytes) {
    std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
}

void run_sql(const std::string& path, const std::string& sql) {
    auto c = database::sqlite::Connection::open(path, database::sqlite::OpenMode::existing);
    ASSERT_TRUE(c.ok()) << c.error();
    auto r = c.value()->exec(sql);
    ASSERT_TRUE(r.ok()) << r.error();
}

std::int64_t games_analysed(const std::string& db) {
    auto d = database::GameDatabase::open_for_reading(db);
    EXPECT_TRUE(d.ok()) << (d ? "" : d.error());
    return d ? static_cast<std::int64_t>(d.value().games_analysed(1).value().size()) : -1;
}

// Merging `part` is refused naming it; nothing is merged; analyze --all then analyses every game.
void expect_refused_and_nothing_merged(const DatabaseAndPart& d, const std::string& why) {
    const CliRun merged = run_cli("merge-analysis --db " + d.db + " " + d.part + " --json");
    EXPECT_EQ(merged.exit_code, 1) << why << "\n" << merged.out << merged.err;
    EXPECT_NE(merged.err.find("damaged: '" + d.part + "'"), std::string::npos) << why << "\n"
                                                                               << merged.err;
    EXPECT_NE(merged.err.find("nothing was merged"), std::string::npos) << merged.err;
    EXPECT_EQ(merged.out, "") << why;
    EXPECT_EQ(games_analysed(d.db), 0) << why;
    const CliRun again = run_cli("analyze --db " + d.db + " --all --depth 2 --threads 1");
    EXPECT_EQ(again.exit_code, 0) << again.err;
    EXPECT_TRUE(last_line(again.out).starts_with("analysed 4 games")) << why << "\n" << again.out;
}

TEST(DamagedPart, BytesFlippedMidFileAreRefusedAndNothingIsMerged) {
    // A page in the middle of the file overwritten: the file's structure is damaged.
    const DatabaseAndPart d = analysed("page");
    std::string bytes = read_bytes(d.part);
    const std::size_t page = 4096, pages = bytes.size() / page;
    ASSERT_GE(pages, 4u) << "a part of a few pages";
    for (std::size_t i = 0; i < page; i += 8) bytes[(pages / 2) * page + i] ^= 0x5A;
    write_bytes(d.part, bytes);
    expect_refused_and_nothing_merged(d, "a page flipped");
}

TEST(DamagedPart, AByteChangedInsideALineIsRefused) {
    // One byte of a best line changed in place (the file stays well-formed): the checksum of the
    // game's analysis no longer matches.
    const DatabaseAndPart d = analysed("line");
    std::string bytes = read_bytes(d.part);
    const std::size_t at = bytes.find("-", bytes.size() / 2);
    ASSERT_NE(at, std::string::npos);
    bytes[at + 1] = static_cast<char>(0xFF);
    write_bytes(d.part, bytes);
    // Resuming the shard would skip the games stored there: refused too.
    const CliRun resumed = run_cli("analyze --db " + d.db +
                                   " --all --depth 2 --threads 1 --shard 1/1 --out " + d.part);
    EXPECT_EQ(resumed.exit_code, 1);
    EXPECT_NE(resumed.err.find("remove it and run the shard again"), std::string::npos)
        << resumed.err;
    expect_refused_and_nothing_merged(d, "a byte of a line");
}

TEST(DamagedPart, GarbageRowsInAWholeFileAreRefused) {
    // Rows changed through SQL, checksums dropped as in a part of version 1: each value is
    // checked by itself and against the game.
    const struct {
        const char* sql;
        const char* says;
    } cases[] = {
        // A line is packed moves (move_codec.hpp): a count, then from, to, flags per move.
        {"UPDATE analysis_plies SET line = '19-24' WHERE ply = 3", "value of the wrong type"},
        {"UPDATE analysis_plies SET line = x'02090900' WHERE ply = 3", "damaged line of moves"},
        {"UPDATE analysis_plies SET line = x'01090900' WHERE ply = 3", "is no legal move there"},
        {"UPDATE analysis_plies SET best = 'a1-h8' WHERE ply = 2", "no legal move"},
        {"UPDATE analysis_plies SET score = 99999 WHERE ply = 1", "out of range"},
        {"DELETE FROM analysis_plies WHERE ply = 4", "is missing"},
        {"INSERT INTO analysis_plies (game_id, ply, score, mate_in, best, depth, marks, line) "
         "SELECT game_id, ply + 1, score, mate_in, best, depth, marks, line FROM analysis_plies "
         "WHERE (game_id, ply) IN (SELECT game_id, max(ply) FROM analysis_plies GROUP BY "
         "game_id)",
         "past the end"},
    };
    int n = 0;
    for (const auto& c : cases) {
        const DatabaseAndPart d = analysed("rows" + std::to_string(++n));
        run_sql(d.part, std::string("UPDATE analysis SET checksum = NULL; ") + c.sql);
        const CliRun merged = run_cli("merge-analysis --db " + d.db + " " + d.part);
        EXPECT_EQ(merged.exit_code, 1) << c.sql << "\n" << merged.err;
        EXPECT_NE(merged.err.find(c.says), std::string::npos) << c.sql << "\n" << merged.err;
        EXPECT_EQ(games_analysed(d.db), 0) << c.sql;
    }
    // The same part without damage merges: the checks refuse only what is wrong.
    const DatabaseAndPart whole = analysed("rows_whole");
    run_sql(whole.part, "UPDATE analysis SET checksum = NULL");
    const CliRun merged = run_cli("merge-analysis --db " + whole.db + " " + whole.part);
    EXPECT_EQ(merged.exit_code, 0) << merged.err;
    EXPECT_EQ(games_analysed(whole.db), 4);
}

TEST(DamagedPart, SkipDamagedMergesTheWholePartsAndStillFails) {
    const DatabaseAndPart d = analysed("skip");
    // Shard 1/2 and 2/2 of the same database: the second one damaged.
    const std::string one = temp_path("skip_one"), two = temp_path("skip_two");
    for (const auto& [k, part] : {std::pair{1, one}, std::pair{2, two}}) {
        const CliRun r = run_cli("analyze --db " + d.db + " --all --depth 2 --threads 1 --shard " +
                                 std::to_string(k) + "/2 --out " + part);
        ASSERT_EQ(r.exit_code, 0) << r.err;
    }
    run_sql(two, "UPDATE analysis_plies SET score = -score WHERE ply = 1");
    const CliRun refused = run_cli("merge-analysis --db " + d.db + " " + one + " " + two);
    EXPECT_EQ(refused.exit_code, 1);
    EXPECT_NE(refused.err.find("damaged: '" + two + "'"), std::string::npos) << refused.err;
    EXPECT_EQ(refused.err.find("damaged: '" + one + "'"), std::string::npos) << refused.err;
    EXPECT_EQ(games_analysed(d.db), 0);

    const CliRun skipped =
        run_cli("merge-analysis --db " + d.db + " " + one + " " + two + " --skip-damaged --json");
    EXPECT_EQ(skipped.exit_code, 1) << skipped.err;
    const Json j = parse_json(skipped.out);
    EXPECT_EQ(j.at("parts").get<int>(), 1);
    EXPECT_EQ(j.at("parts_refused").get<int>(), 1);
    EXPECT_EQ(j.at("games_written").get<int>(), 2);
    EXPECT_EQ(games_analysed(d.db), 2);
}

TEST(DamagedPart, ClusterStatusReportsADamagedPartAndFails) {
    const DatabaseAndPart d = analysed("status");
    const std::string dir = d.db + ".parts";
    fs::remove_all(dir);
    fs::create_directories(dir);
    fs::copy_file(d.part, dir + "/part-1-of-1.damascope");
    const CliRun whole = run_cli("cluster status --db " + d.db + " --dir " + dir);
    EXPECT_EQ(whole.exit_code, 0) << whole.err;
    EXPECT_EQ(last_line(whole.out), "1 parts: 4 of 4 games analysed");

    run_sql(dir + "/part-1-of-1.damascope", "UPDATE analysis_plies SET best = 'zz' WHERE ply = 0");
    const CliRun damaged = run_cli("cluster status --db " + d.db + " --dir " + dir + " --json");
    EXPECT_EQ(damaged.exit_code, 1);
    const Json j = parse_json(damaged.out);
    ASSERT_EQ(j.at("parts_damaged").size(), 1u) << damaged.out;
    EXPECT_EQ(j.at("parts_damaged").at(0).at("file").get<std::string>(),
              dir + "/part-1-of-1.damascope");
    EXPECT_NE(damaged.err.find("does not match its checksum"), std::string::npos) << damaged.err;
    fs::remove_all(dir);
}

}  // namespace
}  // namespace damascope::cli::testing
