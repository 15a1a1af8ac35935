// The HTML report: parsed as HTML (libxml2) to check what it holds, then shown in a real browser
// (headless Chromium) and its screenshot looked at.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "core/fen.hpp"
#include "export/board_style.hpp"
#include "export/game_report.hpp"
#include "export_test_support.hpp"
#include "xml_support.hpp"

namespace damascope::exporting {
namespace {

using testing::Picture;
using testing::XmlDocument;

// White's a2-a3 ignores the compulsory capture d4xd6 (the importer marks it); Black then takes
// d5xd3. The analysis calls Black's move a blunder.
core::GameRecord marked_game() {
    auto games = importers::read_pdn_text(
        "[Event \"\u0628\u0637\u0648\u0644\u0629 <b>\"]\n[White \"\u0623\u062d\u0645\u062f\"]\n"
        "[Black \"Brown & Co\"]\n[GameType \"30\"]\n[FEN \"W:Wd4,a2:Bd5,h7\"]\n\n"
        "1. a2-a3 {<script>alert(1)</script> [%cal Gd4d6]} d5xd3 $2 {\u062e\u0637\u0623} *\n");
    EXPECT_EQ(games.size(), 1u);
    return *games.at(0).record;
}

database::GameAnalysis analysis_of_it() {
    database::GameAnalysis a;
    a.game_id = 1;
    a.engine = "damascope test";
    a.depth = 9;
    a.plies = {{0, 120, 0, "d4xd6", {}, 9, 0},
               {1, -40, 0, "d5xd3", {}, 9, 0},
               {2, 150, 0, "", {}, 9, static_cast<core::MarkSet>(core::Mark::blunder)}};
    return a;
}

TEST(GameReport, HoldsTagsMovesDiagramsGraphAndMarks) {
    const auto g = marked_game();
    ASSERT_EQ(g.moves.size(), 2u);
    ASSERT_TRUE(core::has_mark(g.moves[0].marks, core::Mark::missed_capture));
    const std::string html = game_report_html(g, analysis_of_it());
    const auto doc = XmlDocument::html(html);
    ASSERT_TRUE(doc.ok());
    // Text from the game is escaped: no script element, the words shown as written.
    EXPECT_TRUE(doc.find("//script").empty());
    EXPECT_NE(html.find("&lt;script&gt;alert(1)&lt;/script&gt;"), std::string::npos);
    EXPECT_NE(html.find("Brown &amp; Co"), std::string::npos);
    const auto h1 = doc.find("//h1");
    ASSERT_EQ(h1.size(), 1u);
    EXPECT_EQ(doc.find("//h1/bdi").size(), 2u) << "each name isolated";
    EXPECT_EQ(XmlDocument::text(h1[0]), "\u0623\u062d\u0645\u062f \u2013 Brown & Co");
    // A diagram after the missed capture (with the comment's arrow) and after the blunder.
    const auto diagrams = doc.find("//figure/svg");
    ASSERT_EQ(diagrams.size(), 2u);
    EXPECT_EQ(doc.find("//figure[@id='diagram-1']//g[@class='arrow'][@data-from='d4']").size(), 1u);
    EXPECT_EQ(doc.find("//figure[@id='diagram-2']//g[@data-square='d3']").size(), 1u);
    // The moves with their marks: ⊘ after a2-a3, the annotator's ?? and the NAG ? after d5xd3.
    const auto moves = doc.find("//p[@class='moves']");
    ASSERT_EQ(moves.size(), 1u);
    const std::string text = XmlDocument::text(moves[0]);
    EXPECT_NE(text.find("1. a2-a3\u2298"), std::string::npos) << text;
    EXPECT_NE(text.find("1... d5xd3??"), std::string::npos) << text;
    EXPECT_NE(text.find("\u062e\u0637\u0623"), std::string::npos) << text;
    EXPECT_EQ(text.find("[%cal"), std::string::npos) << "arrows are drawn, not written";
    // The graph: a dot on each marked ply; the table: one row per marked move.
    EXPECT_EQ(doc.find("//svg[@class='graph']//circle[@class='graph-mark']").size(), 2u);
    const auto rows = doc.find("//table[@class='marks']//tr[td]");
    ASSERT_EQ(rows.size(), 2u);
    EXPECT_NE(XmlDocument::text(rows[0]).find("missed capture"), std::string::npos);
    EXPECT_NE(XmlDocument::text(rows[0]).find("+1.20 \u2192 -0.40"), std::string::npos);
    EXPECT_NE(XmlDocument::text(rows[1]).find("blunder"), std::string::npos);
    // Everything is inline: no link to another file.
    EXPECT_TRUE(doc.find("//img | //link | //script[@src]").empty());
}

TEST(GameReport, WithoutAnalysisThereIsNoGraph) {
    const std::string html = game_report_html(marked_game(), std::nullopt);
    const auto doc = XmlDocument::html(html);
    EXPECT_TRUE(doc.find("//svg[@class='graph']").empty());
    EXPECT_EQ(doc.find("//figure/svg").size(), 1u) << "the rule mark still gets its diagram";
}

// A game with a variation whose comment draws an arrow, a main-line comment that colours a
// square, and a date known only by its year.
core::GameRecord game_with_a_drawn_variation() {
    auto games = importers::read_pdn_text(
        "[Event \"\u0628\u0637\u0648\u0644\u0629 2026\"]\n[Date \"2026.??.??\"]\n"
        "[White \"\u0639\u0628\u062f\u0627\u0644\u0644\u0647\"]\n[Black \"Saad\"]\n"
        "[Result \"1-0\"]\n[GameType \"30\"]\n\n"
        "1. c3-c4 {[%csl Rc4]} f6-f5 (1... b6-b5 {[%cal Gb5b4] the other way} 2. a3-a4) "
        "2. f3-f4 1-0\n");
    EXPECT_EQ(games.size(), 1u);
    return *games.at(0).record;
}

std::optional<database::GameAnalysis> analysis_of_none() {
    return std::nullopt;
}

TEST(GameReport, AnArrowDrawnInAVariationHasItsDiagram) {
    const std::string html = game_report_html(game_with_a_drawn_variation(), std::nullopt);
    const auto doc = XmlDocument::html(html);
    ASSERT_TRUE(doc.ok());
    // The main line's coloured square, and the variation's arrow on a diagram of its own, after
    // 1... b6-b5 (the man on b5), linked both ways with the move in the text.
    EXPECT_EQ(doc.find("//figure[@id='diagram-1']//g[@data-square='c4']").size(), 1u);
    const auto arrow =
        doc.find("//figure[@id='variation-diagram-1']//g[@class='arrow'][@data-from='b5']");
    ASSERT_EQ(arrow.size(), 1u);
    EXPECT_EQ(XmlDocument::attr(arrow[0], "data-to"), "b4");
    EXPECT_EQ(doc.find("//span[@class='var-move']/a[@href='#variation-diagram-1']").size(), 1u);
    EXPECT_EQ(doc.find("//figcaption/a[@href='#variation-move-1']").size(), 1u);
    // Two diagrams in all: the variation's later moves draw nothing.
    EXPECT_EQ(doc.find("//figure/svg").size(), 2u);
    // Moves never break inside ("c3-" / "c4"): the style keeps each move on one line.
    EXPECT_NE(
        html.find(".moves a.move { color: #111; text-decoration: none; white-space: nowrap; }"),
        std::string::npos);
}

TEST(GameReport, InArabicItReadsRightToLeftWithTheMovesLeftToRight) {
    const std::string html =
        game_report_html(game_with_a_drawn_variation(), analysis_of_none(), report_words("ar"));
    const auto doc = XmlDocument::html(html);
    ASSERT_TRUE(doc.ok());
    const auto page = doc.find("/html");
    ASSERT_EQ(page.size(), 1u);
    EXPECT_EQ(XmlDocument::attr(page[0], "lang"), "ar");
    EXPECT_EQ(XmlDocument::attr(page[0], "dir"), "rtl");
    std::vector<std::string> headings;
    for (auto* h : doc.find("//h2")) headings.push_back(XmlDocument::text(h));
    EXPECT_EQ(headings,
              (std::vector<std::string>{"\u0628\u064a\u0627\u0646\u0627\u062a "
                                        "\u0627\u0644\u0645\u0628\u0627\u0631\u0627\u0629",
                                        "\u0627\u0644\u0646\u0642\u0644\u0627\u062a",
                                        "\u0627\u0644\u0623\u0634\u0643\u0627\u0644",
                                        "\u0627\u0644\u0639\u0644\u0627\u0645\u0627\u062a"}));
    // The tags by their Arabic names, the date as far as it is known.
    const auto date_row =
        doc.find("//table[@class='tags']//tr[th='\u0627\u0644\u062a\u0627\u0631\u064a\u062e']/td");
    ASSERT_EQ(date_row.size(), 1u);
    EXPECT_EQ(XmlDocument::text(date_row[0]), "2026");
    // The moves and the captions left to right inside the right-to-left page.
    const auto moves = doc.find("//p[@class='moves']");
    ASSERT_EQ(moves.size(), 1u);
    EXPECT_EQ(XmlDocument::attr(moves[0], "dir"), "ltr");
    EXPECT_EQ(doc.find("//figcaption[@dir='ltr']").size(), 2u);
    // No English heading or word of ours is left.
    for (const char* english : {">Tags<", ">Moves<", ">Diagrams<", ">Marks<", "No move is marked",
                                "variation)", "compulsory capture"})
        EXPECT_EQ(html.find(english), std::string::npos) << english;
}

std::string find_chromium() {
    for (const char* p :
         {"/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"})
        if (std::filesystem::exists(p)) return p;
    return {};
}

// Chromium draws the page: the diagrams' wooden frame and the graph's dark half are on the
// screenshot, and the page is not blank.
TEST(GameReport, OpensInARealBrowser) {
    const std::string chromium = find_chromium();
    if (chromium.empty()) GTEST_SKIP() << "chromium is not installed (apt-get install chromium)";
    const std::string dir = ::testing::TempDir() + "report_browser_" + std::to_string(getpid());
    std::filesystem::create_directories(dir);
    const std::string page = dir + "/report.html", shot = dir + "/report.png";
    std::ofstream(page) << game_report_html(marked_game(), analysis_of_it());
    const std::string command = "env -u DISPLAY timeout 120 " + chromium +
                                " --headless --no-sandbox --disable-gpu --hide-scrollbars "
                                "--user-data-dir=" +
                                dir + "/profile --screenshot=" + shot +
                                " --window-size=1200,1600 file://" + page + " >/dev/null 2>&1";
    ASSERT_EQ(std::system(command.c_str()), 0) << command;
    Picture pic(shot);
    ASSERT_TRUE(pic.ok()) << shot;
    EXPECT_EQ(pic.width(), 1200);
    EXPECT_EQ(pic.height(), 1600);
    EXPECT_TRUE(pic.contains({style::frame_wood.r, style::frame_wood.g, style::frame_wood.b}, 2));
    EXPECT_TRUE(pic.contains({0x3c, 0x3c, 0x40}, 2)) << "the evaluation graph";
    if (!std::getenv("DAMASCOPE_KEEP_SCREENSHOTS")) std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace damascope::exporting
