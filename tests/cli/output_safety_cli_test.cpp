// The last ways to lose data through an output, run as separate processes: no output path may
// name the database (by any spelling, symlink or hard link, or as its -wal, -shm or -journal
// file) or a file the command reads; and every file is written whole or not at all, so that a
// full disk, a file size limit (ulimit -f) or a damaged game midway leaves the old file byte for
// byte, no temporary file, and a message that says what happened.
#include <gtest/gtest.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <vector>

#include "database/sqlite.hpp"
#include "run_cli.hpp"
#include "shared_data.hpp"

namespace damascope::cli::testing {
namespace {

namespace fs = std::filesystem;

const std::string mixed = std::string(DAMASCOPE_TEST_DATA) + "/app/mixed.pdn";
const std::string engine_games = std::string(DAMASCOPE_SHARED_DATA) + "/dama/engine_round1.pdn";
const std::string old_content = "[Event \"keep me\"]\n\n1. 11-15 *\n";

std::string fresh_dir(const std::string& name) {
    const fs::path dir =
        fs::path(::testing::TempDir()) / ("cli_outputs_" + name + "_" + std::to_string(getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir.string();
}

std::string read_bytes(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void write_bytes(const std::string& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

std::vector<std::string> names_in(const std::string& dir) {
    std::vector<std::string> names;
    for (const auto& e : fs::directory_iterator(dir)) names.push_back(e.path().filename());
    std::sort(names.begin(), names.end());
    return names;
}

std::int64_t query(const std::string& db, const std::string& sql) {
    auto c = database::sqlite::Connection::open(db, database::sqlite::OpenMode::existing);
    if (!c) return -1;
    auto v = c.value()->query_int(sql);
    return v ? *v : -1;
}

// The database is whole and holds `games` games.
void expect_intact(const std::string& db, std::int64_t games) {
    EXPECT_EQ(query(db, "SELECT count(*) FROM games"), games);
    EXPECT_EQ(
        query(db, "SELECT count(*) FROM pragma_integrity_check WHERE integrity_check <> 'ok'"), 0);
}

// damascope-cli under a file size limit of `bytes` (as `ulimit -f` sets it): the soft limit of
// this process is lowered while the child starts, which inherits it, and then restored.
CliRun run_cli_with_file_limit(const std::string& args, rlim_t bytes) {
    rlimit old{};
    getrlimit(RLIMIT_FSIZE, &old);
    rlimit limited = old;
    limited.rlim_cur = bytes;
    setrlimit(RLIMIT_FSIZE, &limited);
    CliRun r = run_cli(args);
    setrlimit(RLIMIT_FSIZE, &old);
    return r;
}

// A database of the four games of mixed.pdn with a collection "C" of their Dhama openings.
std::string small_database(const std::string& dir) {
    const std::string db = dir + "/games.damascope";
    EXPECT_EQ(run_cli("import --quiet --db " + db + " " + mixed).exit_code, 0);
    const CliRun built = run_cli("collection build --db " + db +
                                 " --name C --plies 2 --min-games 1 --variant dhama");
    EXPECT_EQ(built.exit_code, 0) << built.err;
    return db;
}

TEST(OutputClash, NoOutputMayNameTheDatabaseOrItsFiles) {
    const std::string dir = fresh_dir("clash");
    const std::string db = small_database(dir);
    fs::create_symlink("games.damascope", dir + "/link.damascope");
    fs::create_hard_link(db, dir + "/hard.damascope");
    fs::create_symlink("games.damascope-wal", dir + "/link-to-wal");  // dangling until opened
    const std::string before = read_bytes(db);
    const std::string leaf = fs::path(dir).filename();
    struct Name {
        std::string output, what;
    };
    const Name names[] = {
        {db, "the database '" + db + "'"},
        {dir + "/./games.damascope", "the database '" + db + "'"},
        {dir + "/../" + leaf + "/games.damascope", "the database '" + db + "'"},
        {dir + "/link.damascope", "the database '" + db + "'"},
        {dir + "/hard.damascope", "the database '" + db + "'"},
        {db + "-wal", "the write-ahead log of the database '" + db + "'"},
        {dir + "/link-to-wal", "the write-ahead log of the database '" + db + "'"},
        {db + "-shm", "the shared-memory index of the database '" + db + "'"},
        {db + "-journal", "the rollback journal of the database '" + db + "'"},
    };
    const std::pair<std::string, std::string> commands[] = {
        {"export --db " + db + " --all --format pdn -o ", "-o"},
        {"export --db " + db + " --game 1 --format png -o ", "-o"},
        {"collection export --db " + db + " --name C -o ", "-o"},
        {"analyze --db " + db + " --all --depth 1 --shard 1/1 --out ", "--out"},
    };
    for (const auto& [command, option] : commands) {
        for (const auto& n : names) {
            const CliRun r = run_cli(command + n.output);
            EXPECT_EQ(r.exit_code, 2) << command << n.output << "\n" << r.err;
            EXPECT_NE(r.err.find(option + ": '" + n.output + "' is " + n.what +
                                 ", which this command reads; nothing was written"),
                      std::string::npos)
                << command << n.output << "\n"
                << r.err;
            EXPECT_EQ(read_bytes(db), before) << command << n.output;
        }
    }
    // The same spelling from another folder: "./" relative to where the command runs.
    const CliRun dot =
        run_cli("collection export --db games.damascope --name C -o ./games.damascope", dir);
    EXPECT_EQ(dot.exit_code, 2) << dot.err;
    EXPECT_NE(dot.err.find("-o: './games.damascope' is the database 'games.damascope'"),
              std::string::npos)
        << dot.err;
    EXPECT_EQ(read_bytes(db), before);
    EXPECT_TRUE(fs::is_symlink(dir + "/link.damascope"));
    expect_intact(db, 4);
}

TEST(OutputClash, AClusterFolderWhoseFilesWouldBeTheDatabaseIsRefused) {
    const std::string dir = fresh_dir("cluster_clash");
    const std::string db = dir + "/analyze.sbatch";  // the name of the array's script
    ASSERT_EQ(run_cli("import --quiet --db " + db + " " + mixed).exit_code, 0);
    const std::string before = read_bytes(db);
    const CliRun r = run_cli("cluster analyze --db " + db + " --tasks 2 --dir " + dir);
    EXPECT_EQ(r.exit_code, 2) << r.err;
    EXPECT_NE(r.err.find("--dir: '" + db + "' is the database '" + db + "'"), std::string::npos)
        << r.err;
    EXPECT_EQ(read_bytes(db), before);
    EXPECT_EQ(names_in(dir), std::vector<std::string>{"analyze.sbatch"});  // nothing written
    expect_intact(db, 4);
}

TEST(OutputClash, AFileReadIsNeverTheDatabaseWritten) {
    const std::string dir = fresh_dir("input_clash");
    const std::string pdn = dir + "/games.pdn";
    fs::copy_file(mixed, pdn);
    const std::string pdn_before = read_bytes(pdn);
    const std::string db = small_database(dir);
    const std::string db_before = read_bytes(db);
    const std::pair<std::string, std::string> cases[] = {
        {"import --db " + pdn + " " + pdn, "--db: FILE '" + pdn + "' is the database '" + pdn},
        {"collection import --db " + pdn + " " + pdn,
         "--db: FILE '" + pdn + "' is the database '" + pdn},
        {"import --db " + db + " " + db + "-wal",
         "--db: FILE '" + db + "-wal' is the write-ahead log of the database '" + db},
        {"merge-analysis --db " + db + " " + dir + "/./games.damascope",
         "--db: FILE '" + dir + "/./games.damascope' is the database '" + db},
    };
    for (const auto& [command, says] : cases) {
        const CliRun r = run_cli(command);
        EXPECT_EQ(r.exit_code, 2) << command << "\n" << r.err;
        EXPECT_NE(r.err.find(says + "', which this command writes; nothing was written"),
                  std::string::npos)
            << command << "\n"
            << r.err;
    }
    EXPECT_EQ(read_bytes(pdn), pdn_before);
    EXPECT_EQ(read_bytes(db), db_before);
    expect_intact(db, 4);
}

// A database of 225 Dama games: its PDN (about 200 KB) is far over the limits below.
class AtomicExport : public ::testing::Test {
  protected:
    static void SetUpTestSuite() {
        dir_ = fresh_dir("atomic");
        db_ = dir_ + "/engine.damascope";
        if (!fs::exists(DAMASCOPE_SHARED_DATA)) return;
        ASSERT_EQ(run_cli("import --quiet --db " + db_ + " " + engine_games).exit_code, 0);
        ASSERT_EQ(run_cli("collection build --db " + db_ +
                          " --name Deep --plies 40 --min-games 1 --variant dama")
                      .exit_code,
                  0);
    }
    static void TearDownTestSuite() { fs::remove_all(dir_); }
    void SetUp() override {
        DAMASCOPE_NEEDS_SHARED_DATA();
        out_ = fresh_dir("atomic_out");
    }

    static std::string dir_, db_;
    std::string out_;
};
std::string AtomicExport::dir_, AtomicExport::db_;

TEST_F(AtomicExport, AFileSizeLimitLeavesTheOldFileByteForByteAndSaysSo) {
    const std::string keep = out_ + "/keep.pdn";
    const std::pair<std::string, std::string> commands[] = {
        {"export --db " + db_ + " --all --format pdn -o ", "export stopped at game "},
        {"collection export --db " + db_ + " --name Deep -o ", ""},
    };
    for (const auto& [command, stop] : commands) {
        write_bytes(keep, old_content);
        const CliRun r = run_cli_with_file_limit(command + keep, 40000);
        EXPECT_NE(r.exit_code, 153) << "killed by SIGXFSZ";
        EXPECT_EQ(r.exit_code, 1) << command << "\n" << r.err;
        EXPECT_NE(r.err.find("file size limit (ulimit -f) reached while writing '" + keep + "'; '" +
                             keep + "' left as it was"),
                  std::string::npos)
            << r.err;
        EXPECT_NE(r.err.find(stop), std::string::npos) << r.err;
        EXPECT_EQ(read_bytes(keep), old_content) << command;
        EXPECT_EQ(names_in(out_), std::vector<std::string>{"keep.pdn"}) << "a temporary file left";
    }
    // A file that was not there is not created.
    const CliRun r = run_cli_with_file_limit(
        "export --db " + db_ + " --all --format pdn -o " + out_ + "/new.pdn", 40000);
    EXPECT_EQ(r.exit_code, 1) << r.err;
    EXPECT_NE(r.err.find("'" + out_ + "/new.pdn' not created"), std::string::npos) << r.err;
    EXPECT_EQ(names_in(out_), std::vector<std::string>{"keep.pdn"});
    // Without the limit the same command replaces it whole.
    ASSERT_EQ(run_cli("export --db " + db_ + " --all --format pdn -o " + keep).exit_code, 0);
    EXPECT_GT(read_bytes(keep).size(), 40000u);
    EXPECT_EQ(names_in(out_), std::vector<std::string>{"keep.pdn"});
    expect_intact(db_, 225);
}

// A real full disk: a tmpfs of 64 KB in a private mount namespace (skipped where not allowed).
TEST_F(AtomicExport, AFullDiskLeavesTheOldFileByteForByteAndSaysSo) {
    if (std::system("unshare -rm sh -c 'mount -t tmpfs -o size=64k tmpfs /mnt' 2>/dev/null") != 0)
        GTEST_SKIP() << "cannot mount a tmpfs in a private namespace (unshare -rm) here";
    const std::string mnt = out_ + "/mnt";
    fs::create_directories(mnt);
    write_bytes(out_ + "/old.pdn", old_content);
    const std::string script =
        "unshare -rm sh -c 'mount -t tmpfs -o size=64k tmpfs " + mnt + " && cp " + out_ +
        "/old.pdn " + mnt + "/keep.pdn && " + DAMASCOPE_CLI + " export --db " + db_ +
        " --all --format pdn -o " + mnt + "/keep.pdn 2> " + out_ + "/stderr; echo $? > " + out_ +
        "/rc; cp " + mnt + "/keep.pdn " + out_ + "/; ls -A " + mnt + " > " + out_ + "/ls'";
    ASSERT_EQ(std::system(script.c_str()), 0);
    const std::string err = read_bytes(out_ + "/stderr");
    EXPECT_EQ(read_bytes(out_ + "/rc"), "1\n") << err;
    EXPECT_NE(err.find("-o: disk full while writing '" + mnt + "/keep.pdn'; '" + mnt +
                       "/keep.pdn' left as it was"),
              std::string::npos)
        << err;
    EXPECT_EQ(read_bytes(out_ + "/keep.pdn"), old_content);
    EXPECT_EQ(read_bytes(out_ + "/ls"), "keep.pdn\n") << "a temporary file left";
}

TEST_F(AtomicExport, AnImportUnderAFileSizeLimitSaysSoInsteadOfDying) {
    const std::string db = out_ + "/new.damascope";
    const CliRun r =
        run_cli_with_file_limit("import --quiet --db " + db + " " + engine_games, 1000000);
    EXPECT_NE(r.exit_code, 153) << "killed by SIGXFSZ";
    EXPECT_EQ(r.exit_code, 1) << r.err;
    EXPECT_NE(r.err.find("file size limit (ulimit -f) reached while writing '"), std::string::npos)
        << r.err;
    EXPECT_NE(r.err.find("of this import w"), std::string::npos) << "what was kept: " << r.err;
    const std::int64_t kept = query(db, "SELECT count(*) FROM games");
    EXPECT_GE(kept, 0);
    expect_intact(db, kept);
}

TEST(StoppedExport, ADamagedGameMidwayNamesTheLastGameWrittenAndWritesNothing) {
    const std::string dir = fresh_dir("stopped");
    const std::string db = small_database(dir);
    ASSERT_EQ(query(db, "SELECT count(*) FROM games"), 4);
    {
        auto c = database::sqlite::Connection::open(db, database::sqlite::OpenMode::existing);
        ASSERT_TRUE(c.ok());
        ASSERT_TRUE(c.value()->exec("UPDATE game_data SET moves_format = 99 WHERE game_id = 3"));
    }
    const std::string keep = dir + "/keep.pdn";
    write_bytes(keep, old_content);
    const CliRun to_file = run_cli("export --db " + db + " --all --format pdn -o " + keep);
    EXPECT_EQ(to_file.exit_code, 1) << to_file.err;
    EXPECT_NE(to_file.err.find("game 3: "), std::string::npos) << to_file.err;
    EXPECT_NE(to_file.err.find("export stopped at game 3, after game 2 (2 of 4 games): '" + keep +
                               "' left as it was, nothing of this export was written"),
              std::string::npos)
        << to_file.err;
    EXPECT_EQ(read_bytes(keep), old_content);
    // On standard output the games before it are out already: the message says where it ends.
    const CliRun to_stdout = run_cli("export --db " + db + " --all --format pdn");
    EXPECT_EQ(to_stdout.exit_code, 1) << to_stdout.err;
    EXPECT_NE(to_stdout.err.find("export stopped at game 3, after game 2 (2 of 4 games): standard "
                                 "output is partial, it ends after game 2"),
              std::string::npos)
        << to_stdout.err;
    EXPECT_TRUE(to_stdout.out.starts_with("[Event \"Good one\"]")) << to_stdout.out;
    EXPECT_NE(to_stdout.out.find("[Event \"Impossible move\"]"), std::string::npos);
    EXPECT_EQ(to_stdout.out.find("[Event \"Missed capture\"]"), std::string::npos);
}

}  // namespace
}  // namespace damascope::cli::testing
