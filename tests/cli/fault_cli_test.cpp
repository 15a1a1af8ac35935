// The command line under database faults, run as separate processes: two imports creating one
// database, read-only files and folders, and a disk that fills up during an import (a real one:
// a small tmpfs mounted in a private mount namespace).
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <regex>

#include "database/schema.hpp"
#include "database/sqlite.hpp"
#include "json.hpp"
#include "run_cli.hpp"
#include "shared_data.hpp"

namespace damascope::cli::testing {
namespace {

namespace fs = std::filesystem;

const std::string mixed = std::string(DAMASCOPE_TEST_DATA) + "/app/mixed.pdn";
const std::string oca = std::string(DAMASCOPE_SHARED_DATA) + "/dhama/OCA_2.0.pdn";

std::string fresh_dir(const std::string& name) {
    const fs::path dir =
        fs::path(::testing::TempDir()) / ("cli_fault_" + name + "_" + std::to_string(getpid()));
    std::error_code ec;
    fs::permissions(dir, fs::perms::all, ec);
    fs::remove_all(dir, ec);
    fs::create_directories(dir);
    return dir.string();
}

std::string read_bytes(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::int64_t query(const std::string& path, const std::string& sql) {
    auto c = database::sqlite::Connection::open(path, database::sqlite::OpenMode::existing);
    if (!c) return -1;
    auto v = c.value()->query_int(sql);
    return v ? *v : -1;
}

std::int64_t games_in(const std::string& path) {
    return query(path, "SELECT count(*) FROM games");
}
std::int64_t indexes_in(const std::string& path) {
    return query(path,
                 "SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name LIKE 'games_%'");
}

TEST(DatabaseFaultCommands, TwoImportsCreatingOneDatabaseBothSucceed) {
    constexpr int rounds = 20;
    for (int round = 0; round < rounds; ++round) {
        const std::string db = fresh_dir("race") + "/games.damascope";
        const std::string both = std::string(DAMASCOPE_CLI) + " import --quiet --db " + db + " " +
                                 mixed + " > /dev/null 2>> " + db + ".err";
        // Both at once, from one shell; each exit code is written down.
        const std::string script = "(" + both + "; echo $? >> " + db + ".rc) & (" + both +
                                   "; echo $? >> " + db + ".rc) & wait";
        ASSERT_EQ(std::system(script.c_str()), 0);
        EXPECT_EQ(read_bytes(db + ".rc"), "0\n0\n")
            << "round " << round << ": " << read_bytes(db + ".err");
        EXPECT_EQ(games_in(db), 4) << "round " << round;
    }
}

// The commands run as a user who cannot write: another user when the tests run as root (who
// may write anything), else this one after chmod.
std::string as_reader() {
    return geteuid() == 0 ? "setpriv --reuid=65534 --regid=65534 --clear-groups " : "";
}

class ReadOnlyDatabase : public ::testing::Test {
  protected:
    void SetUp() override {
        if (geteuid() == 0 && std::system("setpriv --reuid=65534 true 2>/dev/null") != 0)
            GTEST_SKIP() << "running as root without setpriv: no user who cannot write";
        dir_ = fresh_dir("read_only");
        db_ = dir_ + "/games.damascope";
        const CliRun r = run_cli("import --quiet --db " + db_ + " " + mixed);
        ASSERT_EQ(r.exit_code, 0) << r.err;
    }
    void TearDown() override {
        std::error_code ec;
        if (!dir_.empty()) fs::permissions(dir_, fs::perms::all, ec);
    }
    // Reading works and writing is refused with "read-only", the file unchanged.
    void expect_readable_not_writable() {
        const std::string before = read_bytes(db_);
        CliRun r =
            run_command(as_reader() + std::string(DAMASCOPE_CLI) + " games --json --db " + db_);
        ASSERT_EQ(r.exit_code, 0) << r.err;
        EXPECT_EQ(parse_json(r.out).size(), 4u) << r.out;
        r = run_command(as_reader() + std::string(DAMASCOPE_CLI) + " show --db " + db_ +
                        " --game 1");
        EXPECT_EQ(r.exit_code, 0) << r.err;
        EXPECT_NE(r.out.find("Good one"), std::string::npos) << r.out;

        r = run_command(as_reader() + std::string(DAMASCOPE_CLI) + " import --db " + db_ + " " +
                        mixed);
        EXPECT_EQ(r.exit_code, 1);
        EXPECT_NE(r.err.find("read-only"), std::string::npos) << r.err;
        r = run_command(as_reader() + std::string(DAMASCOPE_CLI) +
                        " analyze --all --depth 2 --db " + db_);
        EXPECT_EQ(r.exit_code, 1);
        EXPECT_NE(r.err.find("read-only"), std::string::npos) << r.err;
        EXPECT_EQ(r.out, "");  // no game was analysed
        EXPECT_EQ(read_bytes(db_), before);
    }
    std::string dir_, db_;
};

TEST_F(ReadOnlyDatabase, ReadOnlyFileIsReadAndNeverWritten) {
    fs::permissions(dir_, fs::perms::all);
    fs::permissions(db_, fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read);
    expect_readable_not_writable();
}

TEST_F(ReadOnlyDatabase, ReadOnlyFolderIsReadAndNeverWritten) {
    fs::permissions(db_, fs::perms::all);
    fs::permissions(dir_, fs::perms::owner_read | fs::perms::owner_exec | fs::perms::group_read |
                              fs::perms::group_exec | fs::perms::others_read |
                              fs::perms::others_exec);
    expect_readable_not_writable();
    // A new database cannot be made there either.
    const CliRun r = run_command(as_reader() + std::string(DAMASCOPE_CLI) + " import --db " + dir_ +
                                 "/new.damascope " + mixed);
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_NE(r.err.find("read-only: cannot create"), std::string::npos) << r.err;
}

// A disk that fills up at any point of an import: the import says how many of its games were
// stored, exactly those are in the file, and the indexes are all there. Real: the database lives
// on a tmpfs of a given size in a private mount namespace (unshare); skipped where that is not
// allowed.
TEST(DatabaseFaultCommands, DiskFullAtAnyPointSaysWhatWasKeptAndKeepsTheIndexes) {
    DAMASCOPE_NEEDS_SHARED_DATA();
    if (std::system("unshare -rm sh -c 'mount -t tmpfs -o size=64k tmpfs /mnt' 2>/dev/null") != 0)
        GTEST_SKIP() << "cannot mount a tmpfs in a private namespace (unshare -rm) here";
    const std::string dir = fresh_dir("disk_full");
    const std::string mnt = dir + "/mnt", out = dir + "/out";
    fs::create_directories(mnt);
    int stopped = 0, finished = 0;
    const auto all_indexes =
        1 + static_cast<std::int64_t>(database::schema::secondary_indexes().size());
    // From no room for a single commit to room for everything (OCA needs about 42 MB with its
    // write-ahead log, measured on 3 December 2026; about 70 MB before the bulk load paused
    // between its commits, which lets the checkpointer keep the log short): the failures fall at
    // different commits, in the index rebuild and at the last checkpoint. A slower checkpointer
    // needs more room, so more of these fail, never fewer.
    for (int kb : {1024, 8192, 16384, 24576, 30720, 36864, 40960, 49152, 65500, 68000, 90000}) {
        SCOPED_TRACE(std::to_string(kb) + " KB");
        fs::remove_all(out);
        fs::create_directories(out);
        const std::string script =
            "unshare -rm sh -c 'mount -t tmpfs -o size=" + std::to_string(kb) + "k tmpfs " + mnt +
            " && " + DAMASCOPE_CLI + " import --quiet --db " + mnt + "/g.damascope " + oca + " > " +
            out + "/stdout 2> " + out + "/stderr; echo $? > " + out + "/rc; cp " + mnt +
            "/g.damascope* " + out + "/'";
        ASSERT_EQ(std::system(script.c_str()), 0);
        const std::string rc = read_bytes(out + "/rc"), err = read_bytes(out + "/stderr");
        const std::string db = out + "/g.damascope";
        const std::int64_t stored = games_in(db);
        if (rc == "0\n") {
            ++finished;
            EXPECT_EQ(stored, 22621);
        } else {
            ++stopped;
            EXPECT_EQ(rc, "1\n");
            EXPECT_TRUE(err.starts_with("error: disk full: ")) << err;
            std::smatch m;
            if (std::regex_search(err, m, std::regex("(\\d+) games of this import were stored")))
                EXPECT_EQ(std::stoll(m[1]), stored) << err;
            else if (err.find("no game of this import was stored") != std::string::npos)
                EXPECT_EQ(stored, 0) << err;
            else
                ADD_FAILURE() << "does not say how many games were kept: " << err;
        }
        EXPECT_EQ(indexes_in(db), all_indexes) << err;
        EXPECT_EQ(
            query(db, "SELECT count(*) FROM pragma_integrity_check WHERE integrity_check <> 'ok'"),
            0);
    }
    EXPECT_GE(stopped, 5);
    EXPECT_GE(finished, 1);
}

// analyze --all killed halfway loses at most the game in flight (each game is committed when done),
// and the next run skips what was stored and says so. Ten games at depth 6 (about 25 ms a game on
// a desktop): enough for the kill to fall mid-run, little enough for a machine a hundred times
// slower (CI under emulation took over 30 s a game at depth 8).
TEST(AnalysisResume, KilledRunKeepsFinishedGamesAndTheNextRunSkipsThem) {
    DAMASCOPE_NEEDS_SHARED_DATA();
    const std::string dir = fresh_dir("resume");
    const std::string db = dir + "/games.damascope", ten = dir + "/ten.pdn";
    {
        const std::string payne =
            read_bytes(std::string(DAMASCOPE_SHARED_DATA) + "/dhama/payne.pdn");
        std::size_t end = 0;
        for (int game = 0; game < 10 && end != std::string::npos; ++game)
            end = payne.find("[Event ", end + 1);
        ASSERT_NE(end, std::string::npos);
        std::ofstream(ten, std::ios::binary) << payne.substr(0, end);
    }
    ASSERT_EQ(run_cli("import --quiet --db " + db + " " + ten).exit_code, 0);
    const std::int64_t total = games_in(db);
    ASSERT_EQ(total, 10);
    const pid_t pid = fork();
    ASSERT_GE(pid, 0);
    if (pid == 0) {
        freopen("/dev/null", "w", stdout);
        freopen("/dev/null", "w", stderr);
        execl(DAMASCOPE_CLI, DAMASCOPE_CLI, "analyze", "--all", "--depth", "6", "--threads", "1",
              "--db", db.c_str(), static_cast<char*>(nullptr));
        _exit(127);
    }
    std::int64_t seen = 0;
    for (int i = 0; i < 30000 && seen < 3; ++i) {  // up to 5 minutes on a slow machine
        usleep(10'000);
        seen = query(db, "SELECT count(*) FROM analysis");
    }
    kill(pid, SIGKILL);
    int status = 0;
    waitpid(pid, &status, 0);
    ASSERT_TRUE(WIFSIGNALED(status)) << "the run ended before it was killed";
    const std::int64_t kept = query(db, "SELECT count(*) FROM analysis");
    EXPECT_GE(kept, 3);
    ASSERT_LT(kept, total);
    // Every stored analysis is whole: a row per position.
    EXPECT_EQ(query(db,
                    "SELECT count(*) FROM analysis a JOIN games g ON g.id = a.game_id WHERE "
                    "(SELECT count(*) FROM analysis_plies p WHERE p.game_id = a.game_id) <> "
                    "g.plies + 1"),
              0);

    const CliRun again = run_cli("analyze --all --depth 6 --db " + db);
    ASSERT_EQ(again.exit_code, 0) << again.err;
    EXPECT_NE(again.err.find("skipped " + std::to_string(kept) +
                             " games already analysed at depth 6 or deeper"),
              std::string::npos)
        << again.err;
    EXPECT_EQ(last_line(again.out), "analysed " + std::to_string(total - kept) +
                                        " games, 0 failed, " + std::to_string(kept) +
                                        " skipped (already analysed at depth 6 or deeper)");
    EXPECT_EQ(query(db, "SELECT count(*) FROM analysis WHERE depth = 6"), total);
    // A shallower run has nothing to do; a deeper one would do everything again.
    const CliRun shallower = run_cli("analyze --all --depth 4 --db " + db);
    EXPECT_EQ(last_line(shallower.out),
              "analysed 0 games, 0 failed, 10 skipped (already analysed at depth 4 or deeper)");
}

}  // namespace
}  // namespace damascope::cli::testing
