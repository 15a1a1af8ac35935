// damascope-cli standings on a real database file. tests/data/standings/kuwait_cup.pdn is an event
// written by hand, a double round robin of three (each game's Round tag), plus a game against the
// computer in the same event and a friendly game before it:
//   R1 Abdullah beats Saad        R4 Saad beats Abdullah
//   R2 Saad draws Fahd            R5 Saad beats Fahd (Fahd White)
//   R3 Abdullah beats Fahd        R6 Abdullah draws Fahd; Fahd beats the computer (not counted)
// Seed points: Abdullah 26 + 26 + 4 + 9 = 65, Saad 4 + 9 + 26 + 26 = 65, Fahd 9 + 4 + 4 + 9 = 26.
// Abdullah and Saad: between them 26 + 4 = 30 each, two wins each, Sonneborn-Berger
// 65 + 26 + ½ × 26 = 104 each: level on everything, they share the first place.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "json.hpp"
#include "run_cli.hpp"

namespace damascope::cli::testing {
namespace {

const std::string cup = std::string(DAMASCOPE_TEST_DATA) + "/standings/kuwait_cup.pdn";
const std::string event = "'بطولة نادي الكويت'";
const std::string abdullah = "عبدالله الكندري", saad = "Saad Al-Otaibi", fahd = "فهد";

std::string cup_db(const std::string& name) {
    const std::string path =
        ::testing::TempDir() + "standings_" + name + "_" + std::to_string(getpid()) + ".damascope";
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
    const CliRun r = run_cli("import --quiet --db " + path + " " + cup);
    EXPECT_EQ(r.exit_code, 0) << r.err;
    return path;
}

std::string read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

TEST(StandingsCommand, TheEventsTableWithSeedPointsAndASharedFirstPlace) {
    const std::string db = cup_db("json");
    const CliRun r = run_cli("standings --db " + db + " --event " + event + " --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const Json doc = parse_json(r.out);
    std::vector<std::string> keys;
    for (const auto& [k, v] : doc.items()) keys.push_back(k);
    EXPECT_EQ(keys,
              (std::vector<std::string>{"events", "points", "format", "tie_breaks", "games_counted",
                                        "players", "crosstable", "not_counted"}));
    EXPECT_EQ(doc.at("events"), Json::parse(R"(["بطولة نادي الكويت 2026"])"));
    EXPECT_EQ(doc.at("points"), "seed");
    EXPECT_EQ(doc.at("format"), "round_robin");
    EXPECT_EQ(doc.at("games_counted"), 6);
    const Json& players = doc.at("players");
    ASSERT_EQ(players.size(), 3u);
    // Level on everything: the same rank, in name order (Latin letters sort before Arabic ones).
    EXPECT_EQ(players[0].at("name"), saad);
    EXPECT_EQ(players[1].at("name"), abdullah);
    for (int i : {0, 1}) {
        EXPECT_EQ(players[i].at("rank"), 1);
        EXPECT_EQ(players[i].at("shared"), true);
        EXPECT_EQ(players[i].at("points"), 65);
        EXPECT_EQ(players[i].at("games"), 4);
        EXPECT_EQ(players[i].at("wins"), 2);
        EXPECT_EQ(players[i].at("direct_encounter"), 30);
        EXPECT_EQ(players[i].at("sonneborn_berger"), 104);
        EXPECT_TRUE(players[i].at("performance").is_number());
    }
    EXPECT_EQ(players[2].at("name"), fahd);
    EXPECT_EQ(players[2].at("rank"), 3);
    EXPECT_EQ(players[2].at("points"), 26);
    EXPECT_EQ(players[2].at("draws"), 2);
    EXPECT_EQ(players[2].at("losses"), 2);
    EXPECT_TRUE(players[2].at("direct_encounter").is_null());  // alone on 26
    // Crosstable rows in rank order: Saad, Abdullah, Fahd; two games a pair, in game order.
    const Json& table = doc.at("crosstable");
    EXPECT_TRUE(table[0][0].is_null());
    EXPECT_EQ(table[0][1], Json::parse("[0.0, 1.0]"));  // Saad: lost R1, won R4
    EXPECT_EQ(table[1][0], Json::parse("[1.0, 0.0]"));
    EXPECT_EQ(table[0][2], Json::parse("[0.5, 1.0]"));  // Saad-Fahd: R2 drawn, R5 won
    EXPECT_EQ(table[2][1], Json::parse("[0.0, 0.5]"));  // Fahd-Abdullah: R3 lost, R6 drawn
    ASSERT_EQ(doc.at("not_counted").size(), 1u);
    EXPECT_EQ(doc.at("not_counted")[0].at("black"), "Computer");
    EXPECT_EQ(doc.at("not_counted")[0].at("reason"), "against the computer");
}

TEST(StandingsCommand, ClassicPointsAndTheTextTable) {
    const std::string db = cup_db("text");
    const CliRun r = run_cli("standings --db " + db + " --event " + event + " --points classic");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    // 2½ each for the leaders (two wins, a loss and a draw), 1 for Fahd.
    EXPECT_NE(r.out.find("1=    Saad Al-Otaibi"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("2½"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("crosstable (round robin"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("game 8: فهد - Computer 1-0: against the computer"), std::string::npos)
        << r.out;
}

TEST(StandingsCommand, AnArabicPageReadsRightToLeftWithNamesIsolated) {
    const std::string db = cup_db("html");
    const std::string page =
        ::testing::TempDir() + "standings_" + std::to_string(getpid()) + ".html";
    const CliRun r =
        run_cli("standings --db " + db + " --event " + event + " --html --lang ar -o " + page);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out, "standings of 3 players written to " + page + "\n");
    const std::string html = read_file(page);
    EXPECT_NE(html.find("<html lang=\"ar\" dir=\"rtl\">"), std::string::npos);
    EXPECT_NE(html.find("<h1>جدول الترتيب</h1>"), std::string::npos);
    EXPECT_NE(html.find("<bdi>Saad Al-Otaibi</bdi>"), std::string::npos);
    EXPECT_NE(html.find("<th>المركز</th>"), std::string::npos);
    EXPECT_EQ(html.find("Standings"), std::string::npos);  // no English heading left
    std::filesystem::remove(page);
}

TEST(StandingsCommand, RefusesWhatItCannotDoWithoutTouchingTheDatabase) {
    const std::string db = cup_db("refuse");
    const auto size = std::filesystem::file_size(db);
    CliRun r = run_cli("standings --db " + db);
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("name the event (--event TEXT)"), std::string::npos) << r.err;
    r = run_cli("standings --db " + db + " --event Cup --html -o " + db);
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("is the database"), std::string::npos) << r.err;
    EXPECT_EQ(std::filesystem::file_size(db), size);
    r = run_cli("standings --db " + db + " --event " + event + " -o x.html");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("add --html"), std::string::npos) << r.err;
    r = run_cli("standings --db " + db + " --event 'No such cup'");
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_NE(r.err.find("no game in"), std::string::npos) << r.err;
    r = run_cli("standings --db " + db + " --event " + event + " --points fide");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(run_cli("games --db " + db + " --json").out.find(abdullah), std::string::npos);
}

// The cup as a booklet (export --format booklet): a title page with the event, the contents, the
// seven games, and the event's standings at the end.
TEST(BookletExport, TheEventsGamesAndItsStandingsInArabic) {
    const std::string db = cup_db("booklet");
    const std::string page = ::testing::TempDir() + "booklet_" + std::to_string(getpid()) + ".html";
    CliRun r = run_cli("export --db " + db + " --event " + event +
                       " --format booklet --lang ar -o " + page);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.err.find("exported 7 games to"), std::string::npos) << r.err;
    const std::string html = read_file(page);
    EXPECT_NE(html.find("<html lang=\"ar\" dir=\"rtl\">"), std::string::npos);
    EXPECT_NE(html.find("<h1><bdi>بطولة نادي الكويت 2026</bdi></h1>"), std::string::npos);
    EXPECT_NE(html.find("عدد المباريات: 7"), std::string::npos);
    const auto count = [&](const std::string& what) {
        std::size_t n = 0;
        for (auto at = html.find(what); at != std::string::npos; at = html.find(what, at + 1)) ++n;
        return n;
    };
    EXPECT_EQ(count("<li><a href=\"#g"), 7u);  // the contents, a line a game
    EXPECT_EQ(count("<section class=\"game\">"), 7u);
    EXPECT_EQ(count("id=\"g7-title\""), 1u);
    EXPECT_EQ(count("<a href=\"#standings\">جدول الترتيب</a>"), 1u);
    // The standings come last, with the shared first place.
    const auto standings = html.find("<section class=\"standings\" id=\"standings\">");
    ASSERT_NE(standings, std::string::npos);
    EXPECT_GT(standings, html.rfind("<section class=\"game\">"));
    EXPECT_NE(html.find("<bdi dir=\"ltr\">1=</bdi>", standings), std::string::npos);
    std::filesystem::remove(page);

    // In English, with a title of one's own; --lang belongs to the pages.
    r = run_cli("export --db " + db + " --event " + event +
                " --format booklet --title 'Kuwait Cup' -o " + page);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(read_file(page).find("<h1><bdi>Kuwait Cup</bdi></h1>"), std::string::npos);
    EXPECT_NE(read_file(page).find("<h2>Contents</h2>"), std::string::npos);
    std::filesystem::remove(page);
    r = run_cli("export --db " + db + " --all --format pdn --lang ar");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("--lang goes with --format html or booklet"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace damascope::cli::testing
