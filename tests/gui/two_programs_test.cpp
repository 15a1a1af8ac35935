// Two programs on one database, as a user meets them: the real desktop app open on a database
// under Xvfb, driven with xdotool (keys through the X server, as a person types), while
// damascope-cli reads, imports and annotates the same file. A file dialog showing the database's
// folder is open meanwhile: GTK's own dialog read every file of the folder, which dropped the app's
// SQLite locks (see src/gui/file_dialog.hpp), and the CLI then deleted the app's -wal file.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include "database/game_database.hpp"
#include "window_fixture.hpp"

namespace fs = std::filesystem;
using damascope::cli::testing::CliRun;
using damascope::cli::testing::run_cli;
using damascope::cli::testing::run_command;
using namespace std::chrono_literals;
using namespace damascope::gui::testing;

namespace {

// What the process has open that is now deleted ("... (deleted)" in /proc/PID/fd), among the
// files whose path starts with `prefix`.
std::vector<std::string> deleted_files_open(pid_t pid, const std::string& prefix) {
    std::vector<std::string> out;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator("/proc/" + std::to_string(pid) + "/fd", ec)) {
        const auto target = fs::read_symlink(e.path(), ec);
        if (ec) continue;
        const std::string t = target.string();
        if (t.starts_with(prefix) && t.ends_with(" (deleted)")) out.push_back(t);
    }
    return out;
}

// Whether the process holds the file `path` open (the same inode as the name on disk).
bool holds_open(pid_t pid, const fs::path& path) {
    struct stat on_disk {};
    if (stat(path.c_str(), &on_disk) != 0) return false;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator("/proc/" + std::to_string(pid) + "/fd", ec)) {
        struct stat held {};
        if (stat(e.path().c_str(), &held) == 0 && held.st_ino == on_disk.st_ino &&
            held.st_dev == on_disk.st_dev)
            return true;
    }
    return false;
}

}  // namespace

class TwoPrograms : public WindowTest {
  protected:
    TwoPrograms() : WindowTest("two_programs") {}
    void SetUp() override {
        WindowTest::SetUp();
        if (Stopped()) return;
        import_games(DAMASCOPE_TEST_DATA "/gui/games.pdn");
    }
};

TEST_F(TwoPrograms, TheAppAndTheCliShareADatabaseWhileAFileDialogIsOpen) {
    const fs::path dir = dir_, db = db_;
    std::string q = "'";  // built by appending: "'" + s + "'" trips GCC 12's -Wrestrict
    q += db.string();
    q += '\'';

    // The app on the database, with settings of its own, started in the database's folder (its
    // file dialogs open there).
    launch({DAMASCOPE_APP, "--db", db.string(), "--game", "1"}, app_environment());
    Child& app = *app_;
    ASSERT_EQ(xdotool("search --sync --onlyvisible --name 'club.damascope'"), 0)
        << read_file(dir / "app.log");
    const fs::path wal = db.string() + "-wal", shm = db.string() + "-shm";
    ASSERT_TRUE(
        wait_for([&] { return holds_open(app.pid(), wal) && holds_open(app.pid(), shm); }, 10s));

    // File > Open database (Ctrl+O): the dialog lists the folder, the database's files with it.
    ASSERT_EQ(xdotool("search --onlyvisible --name 'club.damascope' windowfocus --sync"), 0);
    ASSERT_EQ(xdotool("key ctrl+o"), 0);
    ASSERT_EQ(xdotool("search --sync --onlyvisible --name 'Open database'"), 0)
        << read_file(dir / "app.log");
    std::this_thread::sleep_for(1s);  // the dialog has listed the folder

    // Meanwhile the command line reads, imports and annotates the same file.
    const CliRun listed = run_cli("games --db " + q);
    EXPECT_EQ(listed.exit_code, 0) << listed.err;
    const CliRun imported = run_cli("import --db " + q + " '" DAMASCOPE_TEST_DATA "/gui/more.pdn'");
    EXPECT_EQ(imported.exit_code, 0) << imported.err;
    const CliRun annotated =
        run_cli("annotate --db " + q + " --game 1 --ply 2 --comment 'written by the command line'");
    EXPECT_EQ(annotated.exit_code, 0) << annotated.err;

    // The app's write-ahead log and shared memory are the files on disk, never deleted under it.
    EXPECT_EQ(deleted_files_open(app.pid(), db.string()), std::vector<std::string>{});
    EXPECT_TRUE(holds_open(app.pid(), wal)) << "the app's -wal is not the file on disk";
    EXPECT_TRUE(holds_open(app.pid(), shm)) << "the app's -shm is not the file on disk";

    // The dialog closed, the app shows the CLI's change within a few seconds; then the user
    // goes to the first move and types "!" on the board, which saves the game at once. Had the
    // app not read the CLI's comment again, its save would have put back the game without it.
    ASSERT_EQ(xdotool("key Escape"), 0);
    std::this_thread::sleep_for(2500ms);
    ASSERT_EQ(xdotool("search --onlyvisible --name 'club.damascope' windowfocus --sync"), 0);
    ASSERT_EQ(xdotool("key Home Right exclam"), 0);
    const bool both = wait_for(
        [&] {
            const CliRun shown = run_cli("show --db " + q + " --game 1");
            // "!" is NAG $1, on the first move (c3-c4), which had none.
            return shown.out.find("written by the command line") != std::string::npos &&
                   shown.out.find("1. c3-c4 $1") != std::string::npos;
        },
        10s);
    const CliRun shown = run_cli("show --db " + q + " --game 1");
    EXPECT_TRUE(both) << "show printed:\n"
                      << shown.out << shown.err << "\napp log:\n"
                      << read_file(dir / "app.log");

    EXPECT_TRUE(app.running()) << read_file(dir / "app.log");
    EXPECT_EQ(deleted_files_open(app.pid(), db.string()), std::vector<std::string>{});
    app.stop();

    // Nothing was lost or damaged: the file is whole and holds both programs' games.
    auto opened = damascope::database::GameDatabase::open_existing(db.string());
    ASSERT_TRUE(opened) << opened.error();
    auto checked = opened.value().check_writable();
    EXPECT_TRUE(checked) << checked.error();
    const CliRun games = run_cli("games --db " + q + " --json");
    EXPECT_EQ(games.exit_code, 0);
}
