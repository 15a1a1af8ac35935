// Issue 26: bytes that are no text in a record. A control byte (a NUL in a name) is replaced by
// U+FFFD and reported, never a place where the text is cut; stray bytes in a file that is mostly
// UTF-8 are U+FFFD (reported once per file), while a file in Latin-1 stays Latin-1.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "importers/game_file_reader.hpp"
#include "importers/line_reader.hpp"

namespace damascope::importers {
namespace {

using namespace std::string_literals;

const std::string replacement = "\xEF\xBF\xBD";  // U+FFFD

std::string tag_of(const ReadGame& g, const std::string& name) {
    if (!g.record) return "(no record)";
    for (const auto& [k, v] : g.record->tags)
        if (k == name) return v;
    return "(no tag)";
}

std::vector<std::string> problem_texts(const ReadGame& g) {
    std::vector<std::string> out;
    for (const auto& p : g.problems) out.push_back(p.text());
    return out;
}

std::vector<std::string> lines_of(std::string_view text, std::vector<LineNote>* notes = nullptr) {
    MemoryByteSource src(text);
    LineReader reader(src);
    std::vector<std::string> out;
    std::string line;
    while (reader.next(line)) {
        out.push_back(line);
        if (notes) notes->insert(notes->end(), reader.notes().begin(), reader.notes().end());
    }
    return out;
}

const std::string game_moves = "1. 11-15 23-19 2. 8-11 22-17 1-0\n";

TEST(TextBytes, ANulInATagIsReplacedAndReportedNotCut) {
    const auto games = read_pdn_text(
        "[White \"Wyllie, J.\"]\n[Black \"Moor\0head, W.\"]\n[Result \"1-0\"]\n"s + game_moves);
    ASSERT_EQ(games.size(), 1u);
    const ReadGame& g = games[0];
    ASSERT_TRUE(g.record);
    EXPECT_EQ(tag_of(g, "Black"), "Moor" + replacement + "head, W.");
    EXPECT_EQ(g.record->moves.size(), 4u);
    EXPECT_TRUE(g.record->damaged);
    EXPECT_EQ(problem_texts(g),
              (std::vector<std::string>{"line 2, column 13: control byte 0x00 in the text: "
                                        "replaced by U+FFFD, the text around it kept"}));
}

TEST(TextBytes, ControlBytesInCommentsAndMovetextAreReplacedEachLineReported) {
    // Two in a comment, one in the movetext (BEL), one (ESC) in a comment of the next game whose
    // first tag shares no line with it; tabs stay.
    const std::string text =
        "[Event \"a\"]\n1. 11-15\t{two\x01 and\x02} 23-19\n2. 8-11\x07 22-17 "
        "1-0\n\n[Event \"b\"]\n1. 11-15 {esc \x1b[31m} 23-19 *\n";
    const auto games = read_pdn_text(text);
    ASSERT_EQ(games.size(), 2u);
    ASSERT_TRUE(games[0].record && games[1].record);
    const auto& first = games[0].record->moves;
    ASSERT_EQ(first.size(), 4u);
    EXPECT_EQ(first[0].comment, "two" + replacement + " and" + replacement);
    EXPECT_EQ(first[2].text, "8-11");
    EXPECT_EQ(problem_texts(games[0]),
              (std::vector<std::string>{
                  "line 2, column 14: control byte 0x01 in the text: replaced by U+FFFD, the "
                  "text around it kept (and 1 more on this line)",
                  "line 3, column 8: control byte 0x07 in the text: replaced by U+FFFD, the text "
                  "around it kept",
                  "line 3, column 8: '" + replacement +
                      "' glued to the move 8-11: kept as the "
                      "move's comment"}));
    EXPECT_EQ(games[1].record->moves[0].comment, "esc " + replacement + "[31m");
    EXPECT_EQ(problem_texts(games[1]),
              (std::vector<std::string>{"line 6, column 15: control byte 0x1B in the text: "
                                        "replaced by U+FFFD, the text around it kept"}));
    // A tab, a form feed and a vertical tab are spacing, not damage.
    const auto clean = read_pdn_text("[Event\t\"a\"]\n1.\t11-15\f23-19\v*\n");
    ASSERT_EQ(clean.size(), 1u);
    EXPECT_TRUE(clean[0].problems.empty()) << problem_texts(clean[0]).front();
}

TEST(TextBytes, AControlByteInAnUnclosedCommentIsReportedOnceInItsGame) {
    // The comment runs on to the next game's tags; the lines read ahead are read again, and the
    // NUL on the tag line is the second game's problem, once.
    const auto games =
        read_pdn_text("[Event \"a\"]\n1. 11-15 {open\n[Event \"b\0\"]\n1. 11-15 23-19 *\n"s);
    ASSERT_EQ(games.size(), 2u);
    ASSERT_TRUE(games[1].record);
    EXPECT_EQ(tag_of(games[1], "Event"), "b" + replacement);
    for (const auto& p : games[0].problems) EXPECT_EQ(p.text().find("control"), std::string::npos);
    EXPECT_EQ(problem_texts(games[1]),
              (std::vector<std::string>{"line 3, column 10: control byte 0x00 in the text: "
                                        "replaced by U+FFFD, the text around it kept"}));
}

TEST(TextBytes, StrayBytesInAMostlyUtf8FileAreReplacementCharacters) {
    // Before the fix the line with the stray byte came out as Windows-1252: "MÃ¼ller" and "’".
    std::vector<LineNote> notes;
    const auto lines = lines_of(
        "[White \"M\xC3\xBCller\"]\n[Black \"\xD8\xB9\xD9\x84\xD9\x8A \x92x\xFF\"]\n"
        "[Site \"G\xC3\xB6teborg\"]\n",
        &notes);
    ASSERT_EQ(lines.size(), 3u);
    EXPECT_EQ(lines[1], "[Black \"علي " + replacement + "x" + replacement + "\"]");
    ASSERT_EQ(notes.size(), 1u);  // once per file, at the first
    EXPECT_EQ(notes[0].offset, 15u);
    EXPECT_EQ(notes[0].message,
              "byte 0x92 is not UTF-8, in a file that is mostly UTF-8: replaced by U+FFFD, as is "
              "every such byte of this file (only the first is reported)");
    // The whole first chunk counts: a stray byte on the first line, before any UTF-8, too.
    EXPECT_EQ(lines_of("[Event \"\xE9t\xE9\"]\n[White \"\xC3\xA9t\xC3\xA9 \xC3\xA0 "
                       "\xC3\xA7"
                       "a\"]\n")[0],
              "[Event \"" + replacement + "t" + replacement + "\"]");
}

TEST(TextBytes, ALatin1FileStaysLatin1) {
    // No well-formed multi-byte character, or fewer of them than stray bytes: Windows-1252.
    std::vector<LineNote> notes;
    EXPECT_EQ(lines_of("[White \"Ren\xE9 M\xFCller\"]\n[Black \"\x93x\x94\"]\n", &notes),
              (std::vector<std::string>{"[White \"René Müller\"]", "[Black \"“x”\"]"}));
    EXPECT_TRUE(notes.empty());
    // One accidental pair ("\xC3\xA9" is "Ã©" in Latin-1, é in UTF-8) among Latin-1 letters.
    EXPECT_EQ(lines_of("[White \"Ren\xE9 \xC3\xA9 \xE0 \xE8\"]\n")[0], "[White \"René Ã© à è\"]");
}

TEST(TextBytes, StrayBytesReachTheGameAsOneProblemPerFile) {
    const auto games = read_pdn_text("[White \"J\xC3\xA1nos\"]\n[Black \"K\xC3\xA1roly \xFF\"]\n" +
                                     game_moves + "\n[White \"P\xC3\xA9ter \xFE\"]\n" + game_moves);
    ASSERT_EQ(games.size(), 2u);
    EXPECT_EQ(tag_of(games[0], "Black"), "Károly " + replacement);
    EXPECT_EQ(tag_of(games[1], "White"), "Péter " + replacement);
    EXPECT_EQ(problem_texts(games[0]).size(), 1u);
    EXPECT_EQ(problem_texts(games[0])[0].rfind("line 2, column 17: byte 0xFF is not UTF-8", 0), 0u);
    EXPECT_TRUE(games[1].problems.empty());
}

}  // namespace
}  // namespace damascope::importers
