// analyze --all --shard K/N --out PART, merge-analysis and cluster analyze/status, run as
// separate processes on real database files (without Slurm: tests/slurm has the real cluster).
// Depth 4 and a few small games keep every analysis well under a second.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <thread>

#include "database/analysis_part.hpp"
#include "database/game_database.hpp"
#include "json.hpp"
#include "run_cli.hpp"
#include "shared_data.hpp"

namespace damascope::cli::testing {
namespace {

namespace fs = std::filesystem;

const std::string mixed = std::string(DAMASCOPE_TEST_DATA) + "/app/mixed.pdn";
const std::string traps = std::string(DAMASCOPE_SHARED_DATA) + "/dhama/traps.pdn";

std::string temp_path(const std::string& name) {
    const std::string path =
        ::testing::TempDir() + "cluster_" + name + "_" + std::to_string(getpid()) + ".damascope";
    for (const char* suffix : {"", "-wal", "-shm", "-journal"}) fs::remove(path + suffix);
    fs::remove_all(path + ".parts");
    return path;
}

// mixed.pdn (4 games: 3 Dhama, 1 Dama) and traps.pdn (14 Dhama games): 18 games, ids 1 to 18.
std::string small_db(const std::string& name) {
    const std::string db = temp_path(name);
    const CliRun r = run_cli("import --db " + db + " --quiet " + mixed + " " + traps);
    EXPECT_EQ(r.exit_code, 0) << r.err;
    return db;
}

// A second file with the same games and ids: the same database (a copy keeps its id).
std::string copy_of(const std::string& db, const std::string& name) {
    const std::string copy = temp_path(name);
    fs::copy_file(db, copy);
    return copy;
}

// A stored line as it is kept: each move's squares and captured set.
std::string line_text(const std::vector<core::Move>& line) {
    std::string out;
    for (const core::Move& m : line)
        out += std::to_string(m.from) + "-" + std::to_string(m.to) + ":" +
               std::to_string(m.captured) + " ";
    return out;
}

// Every stored analysis, all its columns but the time it was made.
using Stored = std::map<std::int64_t, std::string>;
Stored stored_analysis(const std::string& path) {
    auto db = database::GameDatabase::open_for_reading(path);
    EXPECT_TRUE(db.ok()) << (db ? "" : db.error());
    Stored out;
    if (!db) return out;
    const std::vector<std::int64_t> ids = db.value().game_ids({}).value();
    for (std::int64_t id : ids) {
        auto a = db.value().load_analysis(id).value();
        if (!a) continue;
        std::string text = a->engine + " depth " + std::to_string(a->depth) + "\n";
        for (const auto& p : a->plies)
            text += std::to_string(p.ply) + " " + std::to_string(p.score) + " " +
                    std::to_string(p.mate_in) + " " + p.best + " [" + line_text(p.pv) + "] " +
                    std::to_string(p.depth) + " " + std::to_string(p.marks) + "\n";
        out[id] = text;
    }
    return out;
}

std::vector<std::int64_t> part_games(const std::string& path) {
    auto part = database::AnalysisPart::open(path);
    EXPECT_TRUE(part.ok()) << (part ? "" : part.error());
    return part ? part.value().games_analysed(1).value() : std::vector<std::int64_t>{};
}

TEST(AnalyzeShards, PartitionTheGamesExactlyByTheirId) {
    DAMASCOPE_NEEDS_SHARED_DATA();
    const std::string db = small_db("partition");
    std::set<std::int64_t> seen;
    for (int k = 1; k <= 3; ++k) {
        const std::string part = temp_path("partition_part" + std::to_string(k));
        const CliRun r = run_cli("analyze --db " + db + " --all --depth 4 --threads 1 --shard " +
                                 std::to_string(k) + "/3 --out " + part);
        ASSERT_EQ(r.exit_code, 0) << r.err;
        EXPECT_EQ(last_line(r.out),
                  "analysed 6 games, 0 failed, 0 skipped (already analysed at depth 4 or deeper "
                  "in " +
                      part + " or the database)");
        // Shard k of 3 holds the ids k, k + 3, k + 6, ...
        std::vector<std::int64_t> expected;
        for (std::int64_t id = k; id <= 18; id += 3) expected.push_back(id);
        EXPECT_EQ(part_games(part), expected) << "shard " << k;
        for (auto id : part_games(part)) EXPECT_TRUE(seen.insert(id).second) << "game " << id;
    }
    EXPECT_EQ(seen.size(), 18u);
    EXPECT_TRUE(stored_analysis(db).empty());  // the database was only read
}

TEST(AnalyzeShards, TheGamesFiltersNarrowAShard) {
    const std::string db = temp_path("filter");
    ASSERT_EQ(run_cli("import --db " + db + " --quiet " + mixed).exit_code, 0);
    const std::string part = temp_path("filter_part");
    // Shard 2/2: games 2 and 4; only game 4 is Dama.
    const CliRun r =
        run_cli("analyze --db " + db + " --all --variant dama --depth 4 --shard 2/2 --out " + part);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(part_games(part), std::vector<std::int64_t>{4});
}

TEST(AnalyzeShards, AShardResumesWhereItStoppedAndGoesDeeperWhenAsked) {
    const std::string db = temp_path("resume");
    ASSERT_EQ(run_cli("import --db " + db + " --quiet " + mixed).exit_code, 0);
    const std::string part = temp_path("resume_part");
    const std::string shard = "analyze --db " + db + " --all --shard 1/2 --out " + part;
    ASSERT_EQ(run_cli(shard + " --depth 4").exit_code, 0);
    const CliRun again = run_cli(shard + " --depth 4");
    ASSERT_EQ(again.exit_code, 0) << again.err;
    EXPECT_TRUE(last_line(again.out).starts_with("analysed 0 games, 0 failed, 2 skipped"))
        << again.out;
    const CliRun deeper = run_cli(shard + " --depth 5");
    ASSERT_EQ(deeper.exit_code, 0) << deeper.err;
    EXPECT_TRUE(last_line(deeper.out).starts_with("analysed 2 games, 0 failed, 0 skipped"))
        << deeper.out;
    EXPECT_TRUE(part_games(part).size() == 2u);
    auto p = database::AnalysisPart::open(part).value();
    EXPECT_EQ(p.games_analysed(5).value(), (std::vector<std::int64_t>{1, 3}));
}

TEST(MergeAnalysisCommand, GivesTheSameStoredAnalysisAsOneAnalyzeAllAndTwiceChangesNothing) {
    DAMASCOPE_NEEDS_SHARED_DATA();
    const std::string db = small_db("merge");
    const std::string whole = copy_of(db, "merge_whole");
    ASSERT_EQ(run_cli("analyze --db " + whole + " --all --depth 4 --threads 1").exit_code, 0);
    std::string parts;
    for (int k = 1; k <= 4; ++k) {
        const std::string part = temp_path("merge_part" + std::to_string(k));
        ASSERT_EQ(run_cli("analyze --db " + db + " --all --depth 4 --threads 1 --shard " +
                          std::to_string(k) + "/4 --out " + part)
                      .exit_code,
                  0);
        parts += " " + part;
    }
    const CliRun merged = run_cli("merge-analysis --db " + db + parts);
    ASSERT_EQ(merged.exit_code, 0) << merged.err;
    EXPECT_EQ(merged.out,
              "merged 4 parts: 18 games written, 0 unchanged, 0 kept (deeper in the database), 0 "
              "left out\n");
    const Stored expected = stored_analysis(whole);
    ASSERT_EQ(expected.size(), 18u);
    EXPECT_EQ(stored_analysis(db), expected);

    const CliRun again = run_cli("merge-analysis --db " + db + parts + " --json");
    ASSERT_EQ(again.exit_code, 0) << again.err;
    const Json j = parse_json(again.out);
    EXPECT_EQ(j.at("games_written").get<int>(), 0);
    EXPECT_EQ(j.at("games_unchanged").get<int>(), 18);
    EXPECT_EQ(stored_analysis(db), expected);
}

TEST(MergeAnalysisCommand, APartOfAnotherDatabaseOrNoPartIsRefused) {
    const std::string db = temp_path("refuse");
    const std::string other = temp_path("refuse_other");
    ASSERT_EQ(run_cli("import --db " + db + " --quiet " + mixed).exit_code, 0);
    ASSERT_EQ(run_cli("import --db " + other + " --quiet " + mixed).exit_code, 0);
    const std::string part = temp_path("refuse_part");
    ASSERT_EQ(
        run_cli("analyze --db " + other + " --all --depth 4 --shard 1/1 --out " + part).exit_code,
        0);
    // The same games with the same ids, but imported into another database.
    const CliRun r = run_cli("merge-analysis --db " + db + " " + part);
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("'" + part + "' was made from another database"), std::string::npos)
        << r.err;
    EXPECT_NE(r.err.find("nothing was merged"), std::string::npos) << r.err;
    EXPECT_TRUE(stored_analysis(db).empty());
    // A shard into the same part from the first database is refused too.
    const CliRun into =
        run_cli("analyze --db " + db + " --all --depth 4 --shard 1/1 --out " + part);
    EXPECT_EQ(into.exit_code, 2);
    EXPECT_NE(into.err.find("made from another database"), std::string::npos) << into.err;

    const CliRun database_as_part = run_cli("merge-analysis --db " + db + " " + other);
    EXPECT_EQ(database_as_part.exit_code, 2);
    EXPECT_NE(database_as_part.err.find("is a damascope database, not a part file"),
              std::string::npos)
        << database_as_part.err;
    const CliRun missing = run_cli("merge-analysis --db " + db + " " + temp_path("nothing"));
    EXPECT_EQ(missing.exit_code, 1);
    EXPECT_NE(missing.err.find("no part file"), std::string::npos) << missing.err;
}

TEST(AnalyzeShards, BadShardArgumentsExitWithTwo) {
    const std::string db = temp_path("badargs");
    ASSERT_EQ(run_cli("import --db " + db + " --quiet " + mixed).exit_code, 0);
    const std::string out = " --out " + temp_path("badargs_part");
    for (const std::string shard : {"0/4", "5/4", "1/0", "x/4", "1-4", "1/4/2", "-1/4"}) {
        const CliRun r = run_cli("analyze --db " + db + " --all --shard " + shard + out);
        EXPECT_EQ(r.exit_code, 2) << shard;
        EXPECT_NE(r.err.find("--shard"), std::string::npos) << shard << ": " << r.err;
    }
    EXPECT_EQ(run_cli("analyze --db " + db + " --all --shard 1/2").exit_code, 2);  // no --out
    EXPECT_EQ(run_cli("analyze --db " + db + " --shard 1/2" + out).exit_code, 2);  // no --all
    EXPECT_EQ(run_cli("analyze --db " + db + " --game 1 --player A").exit_code, 2);
    // The database as its own part.
    const CliRun self = run_cli("analyze --db " + db + " --all --shard 1/2 --out " + db);
    EXPECT_EQ(self.exit_code, 2);
    EXPECT_NE(self.err.find("--out: '" + db + "' is the database"), std::string::npos) << self.err;
}

TEST(ClusterCommand, DryRunPrintsTheArrayAndTheMergeJobWritingNothing) {
    const std::string db = temp_path("dry");
    ASSERT_EQ(run_cli("import --db " + db + " --quiet " + mixed).exit_code, 0);
    const CliRun r = run_cli("cluster analyze --db " + db +
                             " --tasks 4 --depth 7 --partition short --time 1-02:00 --dry-run");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    for (const std::string line :
         {"#SBATCH --array=1-4\n", "#SBATCH --partition=short\n", "#SBATCH --time=1-02:00\n",
          "--depth 7 --threads 1 --shard \"${SLURM_ARRAY_TASK_ID}/4\"", "merge-analysis --db '",
          "part-4-of-4.damascope'\n", "--dependency=afterok:"})
        EXPECT_NE(r.out.find(line), std::string::npos) << line << "\n" << r.out;
    EXPECT_FALSE(fs::exists(db + ".parts"));

    EXPECT_EQ(run_cli("cluster analyze --db " + db + " --tasks 4 --time 2h --dry-run").exit_code,
              2);
    EXPECT_EQ(
        run_cli("cluster analyze --db " + db + " --tasks 4 --partition 'a b' --dry-run").exit_code,
        2);
    EXPECT_EQ(run_cli("cluster analyze --db " + db + " --tasks 0 --dry-run").exit_code, 2);
    EXPECT_EQ(run_cli("cluster analyze --db " + db + " --dry-run").exit_code, 2);  // no --tasks
    EXPECT_EQ(run_cli("cluster --db " + db).exit_code, 2);                         // no subcommand
}

TEST(ClusterCommand, LocalRunsTheScriptsAsProcessesAndMatchesAnalyzeAll) {
    DAMASCOPE_NEEDS_SHARED_DATA();
    const std::string db = small_db("local");
    const std::string whole = copy_of(db, "local_whole");
    ASSERT_EQ(run_cli("analyze --db " + whole + " --all --depth 4 --threads 1").exit_code, 0);
    const CliRun r = run_cli("cluster analyze --db " + db + " --tasks 3 --depth 4 --local");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(last_line(r.out),
              "merged 3 parts: 18 games written, 0 unchanged, 0 kept (deeper in the database), 0 "
              "left out");
    EXPECT_EQ(stored_analysis(db), stored_analysis(whole));
    EXPECT_TRUE(fs::exists(db + ".parts/logs/analyze-3.log"));

    const CliRun status = run_cli("cluster status --db " + db + " --json");
    ASSERT_EQ(status.exit_code, 0) << status.err;
    const Json j = parse_json(status.out);
    EXPECT_EQ(j.at("games_done").get<int>(), 18);
    ASSERT_EQ(j.at("parts").size(), 3u);
    EXPECT_EQ(j.at("parts").at(1).at("shard").get<int>(), 2);
    EXPECT_EQ(j.at("parts").at(1).at("games_done").get<int>(), 6);
}

TEST(ClusterCommand, StatusCountsEveryShardFromTheStart) {
    const std::string db = temp_path("status");
    ASSERT_EQ(run_cli("import --db " + db + " --quiet " + mixed).exit_code, 0);
    const std::string dir = db + ".parts";
    // Without sbatch on the PATH nothing is submitted, but the parts and scripts are ready.
    const CliRun r = run_command("PATH=/nonexistent " + std::string(DAMASCOPE_CLI) +
                                 " cluster analyze --db " + db + " --tasks 2 --depth 4");
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_NE(r.err.find("sbatch is not on the PATH"), std::string::npos) << r.err;
    EXPECT_TRUE(fs::exists(dir + "/analyze.sbatch"));
    const CliRun before = run_cli("cluster status --db " + db);
    ASSERT_EQ(before.exit_code, 0) << before.err;
    EXPECT_EQ(last_line(before.out), "2 parts: 0 of 4 games analysed");
    // Task 2 run by hand, as a resubmitted task would.
    const CliRun task = run_command("SLURM_ARRAY_TASK_ID=2 bash " + dir + "/analyze.sbatch");
    ASSERT_EQ(task.exit_code, 0) << task.err;
    const CliRun after = run_cli("cluster status --db " + db);
    EXPECT_NE(after.out.find("shard 2/2: 2 of 2 games"), std::string::npos) << after.out;
    EXPECT_EQ(last_line(after.out), "2 parts: 2 of 4 games analysed");
}

TEST(ClusterCommand, TasksAreBoundedByTheGames) {
    // Issue 26: --tasks 100000 on 64 games made 100,000 part files (1.6 GB) before failing.
    const std::string db = temp_path("bounded");
    ASSERT_EQ(run_cli("import --db " + db + " --quiet " + mixed).exit_code, 0);  // 4 games
    const CliRun dry = run_cli("cluster analyze --db " + db + " --tasks 100000 --dry-run");
    ASSERT_EQ(dry.exit_code, 0) << dry.err;
    EXPECT_NE(dry.out.find("#SBATCH --array=1-4\n"), std::string::npos) << dry.out;
    EXPECT_NE(dry.err.find("--tasks 100000 is more than the 4 games: 4 tasks, one game each"),
              std::string::npos)
        << dry.err;
    const CliRun r = run_command("PATH=/nonexistent " + std::string(DAMASCOPE_CLI) +
                                 " cluster analyze --db " + db + " --tasks 100000 --depth 4");
    EXPECT_EQ(r.exit_code, 1);  // no sbatch here; the parts and scripts are made first
    std::size_t parts = 0;
    for (const auto& entry : fs::directory_iterator(db + ".parts"))
        parts += entry.path().extension() == ".damascope";
    EXPECT_EQ(parts, 4u);
}

// The pids of the processes whose command line holds `text`.
std::vector<pid_t> processes_with(const std::string& text) {
    std::vector<pid_t> found;
    for (const auto& entry : fs::directory_iterator("/proc")) {
        const std::string name = entry.path().filename().string();
        if (name.find_first_not_of("0123456789") != std::string::npos) continue;
        // A process may end while it is read (ESRCH, thrown by the stream buffer): it is gone.
        std::string cmdline;
        try {
            std::ifstream in(entry.path() / "cmdline", std::ios::binary);
            cmdline.assign(std::istreambuf_iterator<char>(in), {});
        } catch (const std::exception&) {
            continue;
        }
        if (cmdline.find(text) != std::string::npos) found.push_back(std::stoi(name));
    }
    return found;
}

// Waits up to `seconds` for `done`.
template <class Done>
bool within(double seconds, Done done) {
    const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
    while (!done()) {
        if (std::chrono::steady_clock::now() > end) return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return true;
}

TEST(ClusterCommand, LocalTasksDieWithTheRunner) {
    // Issue 26: killing cluster analyze --local left its tasks running.
    const std::string db = temp_path("killed");
    ASSERT_EQ(run_cli("import --db " + db + " --quiet " + mixed).exit_code, 0);
    for (const int sig : {SIGKILL, SIGTERM}) {
        const std::string dir = db + ".parts-" + std::to_string(sig);
        fs::remove_all(dir);
        const pid_t runner = fork();
        ASSERT_GE(runner, 0);
        if (runner == 0) {
            if (!freopen("/dev/null", "w", stdout) || !freopen("/dev/null", "w", stderr))
                _exit(126);
            // Both tasks at once, however few cores this machine (or its cgroup quota) gives;
            // the tests' environment asks for one thread.
            setenv("DAMASCOPE_THREADS", "2", 1);
            // Depth 40: the tasks run for minutes unless they are stopped.
            execl(DAMASCOPE_CLI, DAMASCOPE_CLI, "cluster", "analyze", "--db", db.c_str(), "--tasks",
                  "2", "--depth", "40", "--local", "--dir", dir.c_str(),
                  static_cast<char*>(nullptr));
            _exit(127);
        }
        const std::string task_marker = dir + "/part-";  // in each task's --out
        EXPECT_TRUE(within(30, [&] { return processes_with(task_marker).size() == 2; }))
            << "the tasks did not start";
        kill(runner, sig);
        int status = 0;
        ASSERT_EQ(waitpid(runner, &status, 0), runner);
        if (sig == SIGTERM) {
            EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 128 + SIGTERM) << status;
        }
        EXPECT_TRUE(within(5, [&] { return processes_with(dir).empty(); }))
            << "still running after signal " << sig << ": " << processes_with(dir).size();
        for (const pid_t left : processes_with(dir)) kill(left, SIGKILL);
    }
}

}  // namespace
}  // namespace damascope::cli::testing
