// damascope-cli while another program writes to the same database: it waits, says so on stderr,
// and gives up after DAMASCOPE_BUSY_WAIT seconds with a message in words, never a raw
// "database is locked". The other program is this test, holding the write lock.
#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <thread>

#include "database/game_database.hpp"
#include "run_cli.hpp"

namespace damascope::cli::testing {
namespace {

using namespace std::chrono_literals;

std::string small_db(const std::string& name) {
    const std::string path =
        ::testing::TempDir() + "lock_" + name + "_" + std::to_string(getpid()) + ".damascope";
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
    const CliRun r = run_cli("import --db " + path + " '" DAMASCOPE_TEST_DATA "/gui/games.pdn'");
    EXPECT_EQ(r.exit_code, 0) << r.err;
    return path;
}

TEST(LockWaitCli, AnnotateGivesUpAfterTheLimitSayingWhyAndWritesNothing) {
    const std::string db = small_db("gives_up");
    auto other = database::GameDatabase::open(db);
    ASSERT_TRUE(other);
    ASSERT_TRUE(other.value().begin_bulk());  // the write lock, held as an import holds it
    const CliRun limited = run_command("DAMASCOPE_BUSY_WAIT=1 " DAMASCOPE_CLI " annotate --db " +
                                       db + " --game 1 --ply 2 --comment 'too late'");
    ASSERT_TRUE(other.value().end_bulk());
    EXPECT_EQ(limited.exit_code, 1) << limited.err;
    EXPECT_NE(limited.err.find("busy: another program kept '"), std::string::npos) << limited.err;
    EXPECT_NE(limited.err.find("locked for 1 s"), std::string::npos) << limited.err;
    EXPECT_NE(limited.err.find("DAMASCOPE_BUSY_WAIT"), std::string::npos) << limited.err;
    const CliRun shown = run_cli("show --db " + db + " --game 1");
    EXPECT_EQ(shown.out.find("too late"), std::string::npos) << shown.out;
}

TEST(LockWaitCli, AnnotateWaitsForTheOtherProgramAndSaysSo) {
    const std::string db = small_db("waits");
    auto other = database::GameDatabase::open(db);
    ASSERT_TRUE(other);
    ASSERT_TRUE(other.value().begin_bulk());
    std::thread release([&] {
        std::this_thread::sleep_for(2500ms);
        ASSERT_TRUE(other.value().end_bulk());
    });
    const CliRun r = run_command("DAMASCOPE_BUSY_WAIT=30 " DAMASCOPE_CLI " annotate --db " + db +
                                 " --game 1 --ply 2 --comment 'after the wait'");
    release.join();
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.err.find("another program is writing to '"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("waiting (up to 30 s)"), std::string::npos) << r.err;
    const CliRun shown = run_cli("show --db " + db + " --game 1");
    EXPECT_NE(shown.out.find("after the wait"), std::string::npos) << shown.out;
}

TEST(LockWaitCli, ABadWaitIsRefusedNamingTheVariable) {
    for (const char* bad : {"abc", "-1", "1.5", "100000"}) {
        const CliRun r = run_command(std::string("DAMASCOPE_BUSY_WAIT=") + bad +
                                     " " DAMASCOPE_CLI " games --db /nonexistent.damascope");
        EXPECT_EQ(r.exit_code, 2) << bad;
        EXPECT_NE(r.err.find("DAMASCOPE_BUSY_WAIT='" + std::string(bad) + "'"), std::string::npos)
            << r.err;
    }
}

}  // namespace
}  // namespace damascope::cli::testing
