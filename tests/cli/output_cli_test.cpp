// What damascope-cli prints is always usable (issue 8, items 4 and 5): --json parses whatever the
// stored text holds, text output never passes a terminal control character through, a standard
// output that cannot be written is exit 1 with a message (never an abort, never a silent 0), and
// memory and thread options are bounded.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "app/resource_limits.hpp"
#include "cli/terminal_text.hpp"
#include "core/movegen.hpp"
#include "database/game_database.hpp"
#include "json.hpp"
#include "run_cli.hpp"

namespace damascope::cli::testing {
namespace {

const std::string mixed = std::string(DAMASCOPE_TEST_DATA) + "/app/mixed.pdn";
const std::string replacement = "\xEF\xBF\xBD";  // U+FFFD

std::string fresh_dir(const std::string& name) {
    const std::string dir =
        ::testing::TempDir() + "cli_output_" + name + "_" + std::to_string(getpid());
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return dir;
}

// Whether `text` holds a byte that drives a terminal: C0 other than tab and newline, or DEL.
bool has_control_byte(const std::string& text) {
    return std::any_of(text.begin(), text.end(), [](char ch) {
        const auto c = static_cast<unsigned char>(ch);
        return (c < 0x20 && c != '\t' && c != '\n') || c == 0x7F;
    });
}

TEST(TerminalText, EscapesControlCharactersAndReplacesBrokenUtf8) {
    EXPECT_EQ(terminal_text("plain 11-15, tab\tand\nnewline"), "plain 11-15, tab\tand\nnewline");
    EXPECT_EQ(terminal_text("\x1b[31mred\x1b[0m"), "\\x1b[31mred\\x1b[0m");
    EXPECT_EQ(terminal_text(std::string("a\0b\rc\x7f", 6)), "a\\x00b\\x0dc\\x7f");
    EXPECT_EQ(terminal_text("\xC2\x9B"
                            "2J"),
              "\\u009b2J");  // C1 CSI, written in UTF-8
    EXPECT_EQ(terminal_text("11\xE2\x80\x93"
                            "15"),
              "11\xE2\x80\x93"
              "15");                                             // a whole en-dash
    EXPECT_EQ(terminal_text("11\xE2\x80"), "11" + replacement);  // half of one
    EXPECT_EQ(terminal_text("\x9B"
                            "2J"),
              replacement + "2J");                                    // a lone C1 byte
    EXPECT_EQ(terminal_text("\xC0\xAF"), replacement + replacement);  // overlong '/'
    EXPECT_EQ(terminal_text("\xED\xA0\x80"), replacement + replacement + replacement);  // surrogate
    EXPECT_EQ(terminal_text("\xF0\x9F\x8E\xB2 die"), "\xF0\x9F\x8E\xB2 die");
    // One U+FFFD for each broken sequence, however many of its bytes are there.
    EXPECT_EQ(terminal_text("\xF0\x9F\x8E die"), replacement + " die");
    EXPECT_EQ(terminal_text("\xF4\x90\x80\x80"),
              replacement + replacement + replacement + replacement);
}

// A database whose one game carries hostile text: terminal escapes and half a UTF-8 character in
// its tags and comments (a damaged or malicious file could have stored them).
class HostileText : public ::testing::Test {
  protected:
    static void SetUpTestSuite() {
        db_ = fresh_dir("hostile") + "/hostile.damascope";
        auto db = database::GameDatabase::open(db_);
        ASSERT_TRUE(db) << db.error();
        core::GameRecord g;
        g.variant = core::Variant::dhama;
        g.start = core::Position::initial(core::Variant::dhama);
        g.tags = {{"Event", "\x1b[2J\x1b[Hcleared"},
                  {"White", "Mallory\x1b]0;pwned\x07"},
                  {"Black", "half 11\xE2\x80"},
                  {"Site",
                   "csi \xC2\x9B"
                   "31m"}};
        g.comment = "bell\x07 and \x1b[5mblink";
        core::MoveList legal;
        core::generate_legal(g.start, legal);
        core::RecordedMove m;
        m.move = legal[0];
        m.text = "11\xE2\x80";
        m.comment = "\x1b[31mred\x1b[0m";
        g.moves.push_back(m);
        ASSERT_TRUE(db.value().add_game(g));
    }
    static std::string db_;
};
std::string HostileText::db_;

TEST_F(HostileText, JsonAlwaysParsesWithHalfACharacterReplaced) {
    const CliRun games = run_cli("games --json --db " + db_);
    ASSERT_EQ(games.exit_code, 0) << games.err;
    const Json list = parse_json(games.out);
    ASSERT_EQ(list.size(), 1u);
    EXPECT_EQ(list.at(0).at("black"), "half 11" + replacement);
    EXPECT_EQ(list.at(0).at("white"), "Mallory\x1b]0;pwned\x07");  // JSON escapes, keeps it
    EXPECT_FALSE(has_control_byte(games.out));

    const CliRun show = run_cli("show --json --game 1 --db " + db_);
    ASSERT_EQ(show.exit_code, 0) << show.err;
    const Json game = parse_json(show.out);
    EXPECT_EQ(game.at("tags").at("Black"), "half 11" + replacement);
    EXPECT_EQ(game.at("moves").at(0).at("text"), "11" + replacement);
    EXPECT_EQ(game.at("moves").at(0).at("comment"), "\x1b[31mred\x1b[0m");
    EXPECT_FALSE(has_control_byte(show.out));
}

TEST_F(HostileText, TextOutputEscapesTerminalControls) {
    const CliRun games = run_cli("games --db " + db_);
    ASSERT_EQ(games.exit_code, 0) << games.err;
    EXPECT_FALSE(has_control_byte(games.out)) << games.out;
    EXPECT_NE(games.out.find("Mallory\\x1b]0;pwned\\x07"), std::string::npos) << games.out;
    EXPECT_NE(games.out.find("half 11" + replacement), std::string::npos) << games.out;

    const CliRun show = run_cli("show --game 1 --db " + db_);
    ASSERT_EQ(show.exit_code, 0) << show.err;
    EXPECT_FALSE(has_control_byte(show.out)) << show.out;
    EXPECT_NE(show.out.find("[Event \"\\x1b[2J\\x1b[Hcleared\"]"), std::string::npos) << show.out;
    EXPECT_NE(show.out.find("csi \\u009b31m"), std::string::npos) << show.out;
    EXPECT_NE(show.out.find("{\\x1b[31mred\\x1b[0m}"), std::string::npos) << show.out;
    EXPECT_NE(show.out.find("bell\\x07"), std::string::npos) << show.out;
}

TEST(ImportMessages, AFileNameWithHalfACharacterStillGivesValidJsonAndAStderrMessage) {
    const std::string dir = fresh_dir("names");
    const std::string missing = dir + "/games 11\xE2\x80.pdn";  // no such file
    const CliRun r =
        run_cli("import --quiet --json --db " + dir + "/db.damascope '" + missing + "' " + mixed);
    EXPECT_EQ(r.exit_code, 1);
    const Json j = parse_json(r.out);
    ASSERT_EQ(j.at("games_imported"), 4);
    EXPECT_EQ(j.at("errors").at(0).at("file"), dir + "/games 11" + replacement + ".pdn");
    EXPECT_EQ(j.at("errors").at(0).at("line"), 0);
    EXPECT_NE(r.err.find("games 11" + replacement + ".pdn"), std::string::npos) << r.err;
}

TEST(ImportMessages, AMissingFileIsReportedOnStderrNotStdout) {
    const std::string dir = fresh_dir("missing");
    const CliRun r =
        run_cli("import --quiet --db " + dir + "/db.damascope " + dir + "/nothing.pdn");
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_NE(r.err.find(dir + "/nothing.pdn"), std::string::npos) << r.err;
    EXPECT_EQ(r.out.find("nothing.pdn"), std::string::npos) << r.out;
    // Problems of the games themselves go to stderr too; stdout has the summary alone.
    const CliRun games = run_cli("import --quiet --db " + dir + "/db.damascope " + mixed);
    EXPECT_EQ(games.exit_code, 0);
    EXPECT_NE(games.err.find(mixed + ":8:"), std::string::npos) << games.err;
    EXPECT_EQ(games.out.find(mixed), std::string::npos) << games.out;
    EXPECT_NE(games.out.find("4 games imported"), std::string::npos) << games.out;
}

// Every command whose results go to a full disk: exit 1 with a message, never an abort (SIGABRT
// gives no exit code here: -1) and never 0.
TEST(FullDisk, EveryCommandSaysSoAndExitsWithOne) {
    ASSERT_TRUE(std::filesystem::exists("/dev/full"));
    const std::string dir = fresh_dir("full");
    const std::string db = dir + "/db.damascope";
    ASSERT_EQ(run_cli("import --quiet --db " + db + " " + mixed).exit_code, 0);
    const std::string commands[] = {
        "show --db " + db + " --game 1",
        "show --db " + db + " --game 1 --json",
        "games --db " + db,
        "games --db " + db + " --json",
        "perft --variant dhama --depth 3",
        "perft --variant dhama --depth 3 --divide --json",
        "import --db " + dir + "/again.damascope --json " + mixed,
        "import --db " + dir + "/again2.damascope " + mixed,
        "search --variant dama --depth 3",
        "search --variant dama --depth 3 --json",
        "analyze --db " + db + " --game 1 --depth 2",
        "analyze --db " + db + " --all --depth 2 --json --threads 2",
        "bench --depth-offset -8",
        "--help",
        "games --help",
    };
    for (const auto& args : commands) {
        const CliRun r = run_cli(args, "", "> /dev/full");
        EXPECT_EQ(r.exit_code, 1) << args << "\n" << r.err;
        EXPECT_NE(r.err.find("cannot write to standard output"), std::string::npos) << args << "\n"
                                                                                    << r.err;
    }
    // Closed standard output too.
    const CliRun closed = run_cli("games --db " + db, "", ">&-");
    EXPECT_EQ(closed.exit_code, 1) << closed.err;
    EXPECT_NE(closed.err.find("cannot write to standard output"), std::string::npos) << closed.err;
}

TEST(MemoryAndThreads, AHashOverTheMachinesMemoryIsRefused) {
    const long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGE_SIZE);
    ASSERT_GT(pages, 0);
    const auto memory_mb = static_cast<long long>(pages) * page / (1 << 20);
    for (const std::string& hash : {std::to_string(memory_mb), std::to_string(memory_mb * 4),
                                    std::string("99999999999999"), std::string("0")}) {
        const CliRun r = run_cli("search --variant dama --depth 2 --hash " + hash);
        EXPECT_EQ(r.exit_code, 2) << hash;
        EXPECT_NE(r.err.find("--hash"), std::string::npos) << r.err;
        EXPECT_TRUE(r.out.empty()) << r.out;
    }
    if (memory_mb < 128 * 1024) {  // the reproduction: 64 GB
        const CliRun r = run_cli("search --variant dama --depth 2 --hash 65536");
        EXPECT_EQ(r.exit_code, 2);
        EXPECT_NE(r.err.find("half of this machine's memory"), std::string::npos) << r.err;
    }
    const CliRun fits = run_cli("search --variant dama --depth 2 --hash 64 --json");
    EXPECT_EQ(fits.exit_code, 0) << fits.err;
}

TEST(MemoryAndThreads, ThreadsShareOneTableAndAreBounded) {
    const int cores = app::core_count();  // the program's own count (affinity, cgroup quota)
    const std::string dir = fresh_dir("threads");
    const std::string db = dir + "/db.damascope";
    ASSERT_EQ(run_cli("import --quiet --db " + db + " " + mixed).exit_code, 0);

    const CliRun absurd = run_cli("analyze --db " + db + " --all --depth 2 --threads 1024");
    if (4 * cores < 1024) {
        EXPECT_EQ(absurd.exit_code, 2);
        EXPECT_NE(absurd.err.find("--threads"), std::string::npos) << absurd.err;
    }
    EXPECT_EQ(run_cli("analyze --db " + db + " --all --threads 0").exit_code, 2);

    // Up to four per core: honoured, with a warning past the cores; every game analysed.
    const CliRun many = run_cli("analyze --db " + db + " --all --depth 3 --json --threads " +
                                std::to_string(4 * cores));
    ASSERT_EQ(many.exit_code, 0) << many.err;
    EXPECT_NE(many.err.find("warning: --threads"), std::string::npos) << many.err;
    std::istringstream lines(many.out);
    std::string line;
    int games = 0;
    while (std::getline(lines, line)) games += parse_json(line).contains("moves") ? 1 : 0;
    EXPECT_EQ(games, 4);
    // Within the cores: no warning.
    const CliRun fitting = run_cli("analyze --db " + db + " --all --depth 2 --threads 1");
    EXPECT_EQ(fitting.exit_code, 0) << fitting.err;
    EXPECT_EQ(fitting.err.find("warning"), std::string::npos) << fitting.err;
}

TEST(MemoryAndThreads, SearchThreadsBoundedLikeAnalyze) {
    const int cores = app::core_count();  // the program's own count (affinity, cgroup quota)
    const CliRun absurd = run_cli("search --variant dama --depth 2 --threads 1024");
    if (4 * cores < 1024) {
        EXPECT_EQ(absurd.exit_code, 2);
        EXPECT_NE(absurd.err.find("--threads"), std::string::npos) << absurd.err;
    }
    EXPECT_EQ(run_cli("search --variant dama --depth 2 --threads 0").exit_code, 2);
    const CliRun many =
        run_cli("search --variant dama --depth 6 --json --threads " + std::to_string(4 * cores));
    ASSERT_EQ(many.exit_code, 0) << many.err;
    EXPECT_NE(many.err.find("warning: --threads"), std::string::npos) << many.err;
    EXPECT_EQ(parse_json(many.out)["depth"], 6);
    EXPECT_NE(parse_json(many.out)["best"], "");
    const CliRun fitting =
        run_cli("search --variant dama --depth 4 --threads " + std::to_string(cores) + " --json");
    EXPECT_EQ(fitting.exit_code, 0) << fitting.err;
    EXPECT_EQ(fitting.err.find("warning"), std::string::npos) << fitting.err;
}

}  // namespace
}  // namespace damascope::cli::testing
