// PDN tokenizer: turns decoded lines into tags, move numbers, moves, comments, NAGs, parentheses
// and results, each with its line and column. What it has to read past (an unclosed comment, a
// tag value cut to its limit, text glued to a move) it says in the token's `problem`.
#pragma once

#include <cstdint>
#include <deque>
#include <string>
#include <vector>

#include "importers/line_reader.hpp"
#include "importers/message_text.hpp"

namespace damascope::importers {

enum class TokenKind : std::uint8_t {
    tag,              // [Name "value"]: text = name, value = value (escapes resolved)
    move_number,      // 12. or 12... (the number in `nag`)
    move,             // a word that should be a move: 11-15, 22x15x24, d3-d4, 9-14-23 ...
    comment,          // {...} (may span lines) or ; to the end of the line
    nag,              // $n, or a move mark ! ? !! ?? !? ?! turned into NAG 1-6
    open_variation,   // (
    close_variation,  // )
    result,           // 1-0 0-1 1/2-1/2 2-0 0-2 1-1 0-0 *  (text as written)
    word,             // a word that is no move ("Whiteresigns"); value = the move it is glued to
    error,            // something malformed: text says what
};

struct Token {
    TokenKind kind = TokenKind::error;
    std::string text;
    std::string value;
    int nag = 0;
    std::int64_t line = 0;  // 1-based
    int column = 0;         // 1-based, in bytes of the decoded line
    std::string problem;    // what was read past to make this token, or ""
    // What the LineReader replaced (control bytes, bytes that are not UTF-8) in the lines read
    // first while making this token, each at its own place.
    std::vector<ReadProblem> line_problems;
    // PdnTokenizer::line_bytes() and non_text_bytes() before and after the token's line was read.
    std::uint64_t bytes_before_line = 0, non_text_before_line = 0;
    std::uint64_t bytes_after_line = 0, non_text_after_line = 0;
};

// Pulls lines from a LineReader on demand; one instance per input.
class PdnTokenizer {
  public:
    // Tag values are names, dates, places and positions: the longest real ones (a FEN with every
    // piece, a long event name) take a few hundred bytes. A longer value is cut to this, so that
    // a damaged file cannot make one tag megabytes long (or split a game where the line is cut).
    static constexpr std::size_t max_tag_value_bytes = 4096;
    // A {comment} not closed within this is taken as not closed.
    static constexpr std::size_t max_comment_bytes = std::size_t{1} << 20;

    explicit PdnTokenizer(LineReader& lines) : lines_(lines) {}

    // The next token; false at the end of the input.
    bool next(Token& token);
    std::uint64_t bytes_read() const { return lines_.bytes_read(); }
    // Bytes of the lines read so far, and how many of them are no text (see LineReader).
    std::uint64_t line_bytes() const { return lines_.line_bytes(); }
    std::uint64_t non_text_bytes() const { return lines_.non_text_bytes(); }

  private:
    // A line as read, kept to be read again when a comment turns out not to be closed.
    struct Line {
        std::string text;
        std::int64_t number = 0;
        std::size_t column_base = 0;
        bool continues = false;
        // What LineReader replaced in it, until a token takes it (see Token::line_problems).
        std::vector<ReadProblem> problems;
        // LineReader::line_bytes() and non_text_bytes() before and after this line
        std::uint64_t bytes_before = 0, non_text_before = 0, bytes_after = 0, non_text_after = 0;
    };

    bool next_token(Token& token);
    void note_context(const Token& token);
    bool next_line();
    int column_at(std::size_t pos) const;
    void read_comment(Token& token, std::size_t open_pos);
    void recover_comment(Token& token, std::vector<Line>& seen, std::size_t open_pos,
                         std::size_t stop_line, std::size_t stop_pos, const std::string& why);
    bool ends_unclosed_comment(std::string_view word) const;
    void give_back_problems(std::vector<Line>& seen, std::size_t end_line, std::size_t end_pos);
    void read_tag(Token& token);
    bool read_word(Token& token);

    LineReader& lines_;
    Line current_;  // the line being read
    std::size_t pos_ = 0;
    bool have_line_ = false;
    std::deque<Line> again_;  // lines to read again before new ones (after an unclosed comment)
    std::vector<ReadProblem> line_problems_;  // for the token being read
    std::vector<ReadProblem> held_problems_;  // for the next token (after an unclosed comment)
    // Where the movetext stands, to tell where an unclosed comment ends: the last move number
    // (0: none since the tags) and how many moves are still due before the next number
    // (-1: unknown, e.g. without move numbers or after a parenthesis).
    int last_number_ = 0;
    int moves_due_ = -1;
    // The move the word being read is glued to ("26-22" in "26-22Whiteresigns"), and the one the
    // next word will be glued to (set when a move was cut from the front of a word).
    std::string glued_to_, glue_next_;
};

// Move marks as NAGs: ! 1, ? 2, !! 3, ?? 4, !? 5, ?! 6; 0 when `s` is none of them.
int mark_to_nag(std::string_view s);
// True for 1-0 0-1 1/2-1/2 2-0 0-2 1-1 0-0 * (and the Unicode ½-½).
bool is_result_text(std::string_view s);

}  // namespace damascope::importers
