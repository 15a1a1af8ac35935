// The reproductions of issue 8 ("Silent loss", "Junk", "Invalid UTF-8") and of the glued
// commentary of issue 9, on real games: what is kept, and what is reported.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "fuzz_support.hpp"
#include "importers/game_file_reader.hpp"
#include "importers/line_reader.hpp"
#include "importers/pdn_tokenizer.hpp"
#include "shared_data.hpp"

namespace damascope::importers {
namespace {

using namespace testing;

const std::string test_data = DAMASCOPE_TEST_DATA "/importers/";

// The first game of OCA_2.0.pdn (Manchester 1841, 44 plies), as it is in the file.
std::string first_oca_game() {
    std::string text = read_file(test_data + "oca_excerpt.pdn");
    return text.substr(0, text.find("\n\n") + 1);
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const std::size_t at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    if (at != std::string::npos) text.replace(at, from.size(), to);
    return text;
}

std::vector<std::string> moves_of(const ReadGame& g) {
    std::vector<std::string> out;
    if (g.record)
        for (const auto& m : g.record->moves) out.push_back(m.text);
    return out;
}

std::vector<std::string> problem_texts(const ReadGame& g) {
    std::vector<std::string> out;
    for (const auto& p : g.problems) out.push_back(p.text());
    return out;
}

TEST(DamagedRecords, AnUnclosedCommentKeepsTheWholeGame) {
    const auto original = read_pdn_text(first_oca_game());
    ASSERT_EQ(original.size(), 1u);
    ASSERT_EQ(moves_of(original[0]).size(), 44u);
    // Issue 8: "3. {unclosed comment 9-13 ..." stored 4 of the 44 plies, with no report.
    const auto games =
        read_pdn_text(replaced(first_oca_game(), "3. 9-13", "3. {unclosed comment 9-13") + "\n" +
                      first_oca_game());
    ASSERT_EQ(games.size(), 2u);
    const ReadGame& g = games[0];
    ASSERT_TRUE(g.record);
    EXPECT_EQ(moves_of(g), moves_of(original[0]));
    EXPECT_FALSE(g.record->stopped);
    EXPECT_TRUE(g.record->damaged);
    EXPECT_EQ(g.record->moves[3].comment, "unclosed comment");
    EXPECT_EQ(g.record->result, "0-1");
    EXPECT_EQ(problem_texts(g),
              (std::vector<std::string>{
                  "line 7, column 33: '{' not closed (before the tags of the next game at line "
                  "13): the comment is taken to end before '9-13' at line 7, column 51, where the "
                  "moves go on"}));
    // The next game is read as it is.
    EXPECT_EQ(moves_of(games[1]), moves_of(original[0]));
    EXPECT_FALSE(games[1].record->damaged);
}

TEST(DamagedRecords, AMissingParenthesisKeepsTheMainLine) {
    const auto original = read_pdn_text(first_oca_game());
    // A variation 3. 10-14 22-17 whose ')' is missing: the rest of the main line went into it.
    const auto games =
        read_pdn_text(replaced(first_oca_game(), "3. 9-13 22-18", "3. 9-13 (3. 10-14 22-17 22-18"));
    ASSERT_EQ(games.size(), 1u);
    const ReadGame& g = games[0];
    ASSERT_TRUE(g.record);
    EXPECT_EQ(moves_of(g), moves_of(original[0]));
    EXPECT_FALSE(g.record->stopped);
    EXPECT_TRUE(g.record->damaged);
    EXPECT_EQ(g.record->result, "0-1");
    const auto& variations = g.record->moves[4].variations;
    ASSERT_EQ(variations.size(), 1u);
    ASSERT_EQ(variations[0].size(), 2u);
    EXPECT_EQ(variations[0][0].text, "10-14");
    EXPECT_EQ(variations[0][1].text, "22-17");
    EXPECT_EQ(
        problem_texts(g),
        (std::vector<std::string>{
            "line 7, column 38: '(' not closed before the end of the game: the variation is "
            "taken to end before '22-18' at line 7, column 54, where the move numbers show the "
            "main line going on"}));
}

TEST(DamagedRecords, CutsMarkTheGameDamaged) {
    // More than 10,000 moves in a line: the rest is cut, said, and the game marked.
    std::string text = "[Event \"long\"]\n";
    for (int i = 0; i < 10050; ++i) text += "11-15 ";
    auto games = read_pdn_text(text + "*\n");
    ASSERT_EQ(games.size(), 1u);
    ASSERT_TRUE(games[0].record);
    EXPECT_TRUE(games[0].record->damaged);
    ASSERT_FALSE(games[0].problems.empty());
    EXPECT_EQ(games[0].problems[0].text(),
              "line 2, column 60001: more than 10000 moves in a line: the rest of the line is "
              "skipped");
}

TEST(DamagedRecords, JunkIsNoGame) {
    // 200 kB of random bytes: nothing stored, a few reports (pieces of junk in a row are one).
    std::mt19937 rng(8);
    std::string bytes(200'000, '\0');
    for (char& c : bytes) c = static_cast<char>(rng() & 0xFF);
    auto games = read_pdn_text(bytes);
    ASSERT_FALSE(games.empty());
    EXPECT_LE(games.size(), 5u);
    for (const auto& g : games) {
        EXPECT_FALSE(g.record) << g.line;
        EXPECT_TRUE(g.junk) << g.skip_reason;
        EXPECT_TRUE(is_valid_utf8(g.skip_reason)) << g.skip_reason;
        EXPECT_NE(g.skip_reason.find("not a game"), std::string::npos) << g.skip_reason;
    }
    // A stray word after the last game: reported, no game.
    games = read_pdn_text(first_oca_game() + "\nfoo\n");
    ASSERT_EQ(games.size(), 2u);
    EXPECT_EQ(moves_of(games[0]).size(), 44u);
    EXPECT_FALSE(games[1].record);
    EXPECT_EQ(games[1].line, 13);
    EXPECT_EQ(games[1].skip_reason,
              "not a game: no tags and no moves, only the text 'foo'; skipped");
}

TEST(DamagedRecords, ADatabaseIsNoGameFile) {
    TempDir dir;
    const std::string path =
        dir.write("games.pdn", std::string("SQLite format 3\0", 16) + std::string(4096, '\0'));
    auto reader = GameFileReader::open(path);
    ASSERT_FALSE(reader);
    EXPECT_NE(reader.error().find("it is an SQLite database"), std::string::npos) << reader.error();
}

TEST(DamagedRecords, AHugeTagIsCutNotSplitIntoGames) {
    // Issue 8: a 5 MB tag turned one game into three.
    const std::string game = replaced(first_oca_game(), "[Site \"Manchester\"]",
                                      "[Site \"" + std::string(5'000'000, 'M') + "\"]");
    auto games = read_pdn_text(game);
    ASSERT_EQ(games.size(), 1u);
    ASSERT_TRUE(games[0].record);
    EXPECT_EQ(moves_of(games[0]).size(), 44u);
    EXPECT_EQ(games[0].record->tag("Site"), std::string(4096, 'M'));
    EXPECT_EQ(games[0].record->tag("Result"), "0-1");
    EXPECT_TRUE(games[0].record->damaged);
    EXPECT_EQ(problem_texts(games[0]),
              (std::vector<std::string>{
                  "line 5, column 1: value of the tag Site is 5000000 bytes long: cut to its "
                  "first 4096 (a tag value is at most 4096 bytes)"}));
}

TEST(DamagedRecords, DashesOfWordProcessorsAreReadAsMoves) {
    // Issue 8: "11–15" (en dash) stopped the game with half a character in the message.
    const std::string en_dash = "\xE2\x80\x93", em_dash = "\xE2\x80\x94", minus = "\xE2\x88\x92";
    const std::string text =
        replaced(replaced(replaced(first_oca_game(), "1. 11-15", "1. 11" + en_dash + "15"), "28-24",
                          "28" + em_dash + "24"),
                 "4. 15x22",
                 "4. 15\xC3\x97"
                 "22");  // U+00D7 multiplication sign
    auto games = read_pdn_text(replaced(text, "5. 4-8", "5. 4" + minus + "8"));
    ASSERT_EQ(games.size(), 1u);
    ASSERT_TRUE(games[0].record);
    EXPECT_FALSE(games[0].record->stopped);
    EXPECT_FALSE(games[0].record->damaged);
    ASSERT_EQ(games[0].record->moves.size(), 44u);
    // Kept as written, read as the move a person reads.
    EXPECT_EQ(games[0].record->moves[0].text, "11" + en_dash + "15");
    const auto original = read_pdn_text(first_oca_game());
    for (std::size_t i = 0; i < 44; ++i)
        EXPECT_EQ(games[0].record->moves[i].move, original[0].record->moves[i].move) << i;
    // A dash that is no move: the message quotes whole characters.
    games = read_pdn_text("[Event \"x\"]\n1. 11" + en_dash + " *\n");
    ASSERT_TRUE(games.at(0).record && games[0].record->stopped);
    EXPECT_TRUE(is_valid_utf8(games[0].record->stopped->reason));
    EXPECT_NE(games[0].record->stopped->reason.find("11" + en_dash), std::string::npos)
        << games[0].record->stopped->reason;
    games = read_pdn_text("[GameType \"30\"]\n1. c3" + en_dash + "c" + en_dash + " *\n");
    ASSERT_TRUE(games.at(0).record && games[0].record->stopped);
    EXPECT_TRUE(is_valid_utf8(games[0].record->stopped->reason))
        << games[0].record->stopped->reason;
}

// The game of OCA_2.0.pdn holding `comment`, and the same with the comment glued to the move
// before it without spaces, as some files write it.
void expect_glued_comment_read(const std::string& comment, const std::string& glued_to) {
    const std::string oca = read_file(DAMASCOPE_SHARED_DATA "/dhama/OCA_2.0.pdn");
    const std::size_t at = oca.find("{" + comment + "}");
    ASSERT_NE(at, std::string::npos) << comment;
    const std::size_t begin = oca.rfind("[Event ", at);
    const std::size_t end = oca.find("\n\n", at);
    const std::string game = oca.substr(begin, end - begin + 1);
    std::string squeezed;
    for (char c : comment)
        if (c != ' ') squeezed += c;
    // "26-22 {White overstepped ...}" or "8-11\n{Red overstepped ...}" ->
    // "26-22Whiteoverstepped..."
    std::string glued = game;
    const std::size_t move_end = glued.rfind(glued_to, glued.find("{" + comment)) + glued_to.size();
    glued.replace(move_end, glued.find('}', move_end) + 1 - move_end, squeezed);
    ASSERT_NE(glued.find(glued_to + squeezed), std::string::npos) << glued;

    const auto original = read_pdn_text(game);
    const auto read = read_pdn_text(glued);
    ASSERT_EQ(read.size(), 1u);
    ASSERT_TRUE(read[0].record);
    EXPECT_FALSE(read[0].record->stopped);  // issue 9: the game stopped at that ply
    EXPECT_EQ(moves_of(read[0]), moves_of(original.at(0)));
    EXPECT_EQ(read[0].record->moves.back().text, glued_to);
    EXPECT_EQ(read[0].record->moves.back().comment, squeezed);
    EXPECT_EQ(read[0].record->result, original[0].record->result);
    ASSERT_EQ(read[0].problems.size(), 1u);
    EXPECT_NE(read[0].problems[0].message.find("glued to the move " + glued_to), std::string::npos)
        << read[0].problems[0].message;
}

TEST(DamagedRecords, CommentaryGluedToAMoveIsItsComment) {
    DAMASCOPE_NEEDS_SHARED_DATA();
    expect_glued_comment_read("White overstepped the time control on this move.", "26-22");
    expect_glued_comment_read("Red overstepped the time control on this move.", "8-11");
}

}  // namespace
}  // namespace damascope::importers
