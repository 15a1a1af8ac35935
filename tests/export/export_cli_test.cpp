// damascope-cli export run as a user runs it, on a database imported from real game files:
// everything exported as PDN and imported again gives the same games; FEN, SVG, PNG and HTML of
// one game; and every absurd option refused with exit 2 and a message naming it.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "core/annotation.hpp"
#include "core/fen.hpp"
#include "core/notation.hpp"
#include "database/game_database.hpp"
#include "export_test_support.hpp"
#include "run_cli.hpp"
#include "shared_data.hpp"
#include "xml_support.hpp"

namespace damascope::exporting {
namespace {

using cli::testing::run_cli;
using cli::testing::run_command;

std::string read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

class ExportCli : public ::testing::Test {
  protected:
    static void SetUpTestSuite() {
        dir_ = ::testing::TempDir() + "export_cli_" + std::to_string(getpid());
        std::filesystem::remove_all(dir_);
        std::filesystem::create_directories(dir_);
        db_ = dir_ + "/games.damascope";
        if (!std::filesystem::exists(DAMASCOPE_SHARED_DATA)) return;
        const auto r =
            run_cli("import --quiet --db " + db_ + " " + DAMASCOPE_SHARED_DATA +
                    "/dhama/payne.pdn " + DAMASCOPE_SHARED_DATA + "/dama/engine_round1.pdn");
        ASSERT_EQ(r.exit_code, 0) << r.err;
    }
    static void TearDownTestSuite() { std::filesystem::remove_all(dir_); }
    void SetUp() override { DAMASCOPE_NEEDS_SHARED_DATA(); }

    static core::GameRecord load(const std::string& db, std::int64_t id) {
        auto d = database::GameDatabase::open_existing(db);
        EXPECT_TRUE(d.ok());
        return d->load_game(id).value();
    }

    static std::string dir_, db_;
};
std::string ExportCli::dir_, ExportCli::db_;

constexpr std::int64_t payne_games = 50, engine_games = 225;

TEST_F(ExportCli, AllGamesAsPdnImportAgainAsTheSameGames) {
    const std::string out = dir_ + "/all.pdn";
    auto r = run_cli("export --db " + db_ + " --all --format pdn -o " + out);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out, "");
    EXPECT_NE(r.err.find("exported 275 games to " + out), std::string::npos) << r.err;
    const std::string again = dir_ + "/again.damascope";
    r = run_cli("import --quiet --json --db " + again + " " + out);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto stats = nlohmann::json::parse(r.out);
    EXPECT_EQ(stats["games_imported"], payne_games + engine_games);
    EXPECT_EQ(stats["games_damaged"], 0);
    EXPECT_TRUE(stats["errors"].empty()) << stats["errors"].dump();
    auto a = database::GameDatabase::open_existing(db_);
    auto b = database::GameDatabase::open_existing(again);
    ASSERT_TRUE(a.ok() && b.ok());
    for (std::int64_t id = 1; id <= payne_games + engine_games; ++id)
        testing::expect_same_game(a->load_game(id).value(), b->load_game(id).value(),
                                  "game " + std::to_string(id));
    // The same to standard output, and a filter choosing the games as `games` does.
    r = run_cli("export --db " + db_ + " --all --format pdn");
    ASSERT_EQ(r.exit_code, 0);
    EXPECT_EQ(r.out, read_file(out));
    r = run_cli("export --db " + db_ + " --variant dhama --format pdn");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(importers::read_pdn_text(r.out).size(), static_cast<std::size_t>(payne_games));
    r = run_cli("export --db " + db_ + " --player nobody-is-called-this --format pdn");
    EXPECT_EQ(r.exit_code, 0);
    EXPECT_EQ(r.out, "");
    EXPECT_NE(r.err.find("no game matches"), std::string::npos);
}

TEST_F(ExportCli, FenOfAPlyAndOfTheEnd) {
    const auto g = load(db_, 60);  // an engine game (Dama)
    ASSERT_EQ(g.variant, core::Variant::dama);
    auto r = run_cli("export --db " + db_ + " --game 60 --format fen --ply 0");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    ASSERT_FALSE(r.out.empty());
    EXPECT_EQ(r.out.back(), '\n');
    EXPECT_TRUE(core::parse_fen(g.variant, r.out.substr(0, r.out.size() - 1)).value() ==
                core::Position::initial(core::Variant::dama));
    core::Position end = g.start, third = g.start;
    for (std::size_t i = 0; i < g.moves.size(); ++i) {
        end.play(g.moves[i].move);
        if (i < 3) third.play(g.moves[i].move);
    }
    r = run_cli("export --db " + db_ + " --game 60 --format fen --ply 3");
    EXPECT_TRUE(core::parse_fen(g.variant, r.out.substr(0, r.out.size() - 1)).value() == third);
    r = run_cli("export --db " + db_ + " --game 60 --format fen");  // the end by default
    EXPECT_TRUE(core::parse_fen(g.variant, r.out.substr(0, r.out.size() - 1)).value() == end);
}

// A Dama game with an arrow and a coloured square in the comment of its first move: the diagram
// of ply 1 draws them, with that move's path highlighted.
TEST_F(ExportCli, SvgAndPngOfAnAnnotatedPosition) {
    const std::string db = dir_ + "/annotated.damascope";
    std::filesystem::copy_file(db_, db, std::filesystem::copy_options::overwrite_existing);
    auto g = load(db, 60);
    g.moves[0].comment =
        core::toggle_arrow(g.variant, g.moves[0].comment,
                           {*core::parse_square(g.variant, "c3"),
                            *core::parse_square(g.variant, "c5"), core::MarkColour::blue});
    g.moves[0].comment =
        core::toggle_square(g.variant, g.moves[0].comment,
                            {*core::parse_square(g.variant, "e4"), core::MarkColour::red});
    {
        auto d = database::GameDatabase::open(db);
        ASSERT_TRUE(d.ok());
        ASSERT_TRUE(d.value().update_game(60, g).ok());
    }
    auto r = run_command("env -u DISPLAY " + std::string(DAMASCOPE_CLI) + " export --db " + db +
                         " --game 60 --format svg --ply 1 --flip");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto doc = testing::XmlDocument::xml(r.out);
    ASSERT_TRUE(doc.ok()) << r.out.substr(0, 300);
    EXPECT_EQ(doc.find("//s:svg[@data-flipped='true']").size(), 1u);
    EXPECT_EQ(doc.find("//s:g[@class='arrow'][@data-from='c3'][@data-to='c5'][@data-colour='blue']")
                  .size(),
              1u);
    EXPECT_EQ(doc.find("//s:rect[@class='marked-square'][@data-square='e4']").size(), 1u);
    EXPECT_EQ(doc.find("//s:rect[@class='highlight']").size(), 2u);
    // Ply 2's diagram has no arrow: the arrows belong to the move that led to ply 1.
    r = run_cli("export --db " + db + " --game 60 --format svg --ply 2");
    EXPECT_TRUE(testing::XmlDocument::xml(r.out).find("//s:g[@class='arrow']").empty());

    // PNG into a pipe, and into a file, without a display.
    r = run_command("env -u DISPLAY " + std::string(DAMASCOPE_CLI) + " export --db " + db +
                    " --game 60 --format png --ply 1 --size 200");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    ASSERT_GT(r.out.size(), 8u);
    EXPECT_EQ(r.out.substr(1, 3), "PNG");
    testing::Picture piped(std::vector<std::uint8_t>(r.out.begin(), r.out.end()));
    ASSERT_TRUE(piped.ok());
    EXPECT_EQ(piped.width(), 200);
    EXPECT_EQ(piped.height(), 200);
    const std::string png = dir_ + "/ply1.png";
    r = run_command("env -u DISPLAY " + std::string(DAMASCOPE_CLI) + " export --db " + db +
                    " --game 60 --format png --ply 1 --size 333 --no-coordinates -o " + png);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    testing::Picture file(png);
    ASSERT_TRUE(file.ok());
    EXPECT_EQ(file.width(), 333);
    EXPECT_EQ(file.height(), 333);
}

TEST_F(ExportCli, HtmlReportOfOneGame) {
    const std::string out = dir_ + "/report.html";
    auto r = run_cli("export --db " + db_ + " --game 60 --format html -o " + out);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const std::string html = read_file(out);
    EXPECT_EQ(html.rfind("<!DOCTYPE html>", 0), 0u);
    const auto doc = testing::XmlDocument::html(html);
    EXPECT_EQ(doc.find("//a[@class='move']").size(), load(db_, 60).moves.size());
}

TEST_F(ExportCli, AbsurdOptionsAreRefusedNamingTheOption) {
    struct Case {
        std::string args, names;
        int code;
    };
    const std::string db = "export --db " + db_;
    const Case cases[] = {
        {db + " --game 60 --format png --size 0 -o x.png", "--size", 2},
        {db + " --game 60 --format svg --size 100000", "--size", 2},
        {db + " --game 60 --format fen --ply 100000", "--ply", 2},
        {db + " --game 60 --format fen --ply -1", "--ply", 2},
        {db + " --game 999999 --format fen", "--game", 2},
        {db + " --game 0 --format fen", "--game", 2},
        {db + " --all --format fen", "exactly one game", 2},
        {db + " --variant dama --format svg", "exactly one game", 2},
        {db + " --format pdn", "--game ID, --all", 2},
        {db + " --game 60", "--format", 2},
        {db + " --game 60 --format gif", "--format", 2},
        {db + " --game 60 --all --format pdn", "--all", 2},
        {db + " --game 60 --player x --format pdn", "--player", 2},
        {db + " --game 60 --format pdn --ply 3", "--ply", 2},
        {db + " --game 60 --format fen --flip", "--flip", 2},
        {db + " --game 60 --format html --size 300", "--size", 2},
        {db + " --game 60 --format pdn -o " + db_, "-o", 2},
        {db + " --game 60 --format pdn -o /nonexistent-folder/x.pdn", "-o", 1},
        {"export --db " + dir_ + "/missing.damascope --game 1 --format fen", "missing", 1},
        {db + " --all --format pdn -o /dev/full", "-o: disk full while writing '/dev/full'", 1},
    };
    for (const auto& c : cases) {
        const auto r = run_cli(c.args);
        EXPECT_EQ(r.exit_code, c.code) << c.args << "\n" << r.err;
        EXPECT_NE(r.err.find(c.names), std::string::npos) << c.args << "\n" << r.err;
        EXPECT_EQ(r.out, "") << c.args;
    }
    // A PNG is never poured onto a terminal (script(1) gives the command one, where the machine
    // can open a pseudo-terminal: a bare chroot without /dev/pts cannot).
    if (std::system("script -qec true /dev/null >/dev/null 2>&1") == 0) {
        const auto tty = run_command("script -qec '" + std::string(DAMASCOPE_CLI) +
                                     " export --db " + db_ + " --game 60 --format png' /dev/null");
        EXPECT_EQ(tty.exit_code, 2);
        EXPECT_NE(tty.out.find("give -o FILE"), std::string::npos) << tty.out;
        EXPECT_EQ(tty.out.find("PNG"), std::string::npos);
    }
    // A full disk behind standard output is exit 1 too, never a silent success.
    const auto full = run_cli("export --db " + db_ + " --all --format pdn", "", "> /dev/full");
    EXPECT_EQ(full.exit_code, 1) << full.err;
    EXPECT_NE(full.err.find("cannot write to standard output"), std::string::npos) << full.err;
    // The database refused as -o is untouched.
    auto d = database::GameDatabase::open_existing(db_);
    ASSERT_TRUE(d.ok());
    EXPECT_EQ(d->count_games({}).value(), payne_games + engine_games);
}

}  // namespace
}  // namespace damascope::exporting
