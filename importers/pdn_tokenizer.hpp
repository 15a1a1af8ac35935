// PDN tokenizer: turns decoded lines into tags, move numbers, moves, comments, NAGs, parentheses
// and results, each with its line and column.
#pragma once

#include <cstdint>
#include <string>

#include "importers/line_reader.hpp"

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
    error,            // something malformed: text says what
};

struct Token {
    TokenKind kind = TokenKind::error;
    std::string text;
    std::string value;
    int nag = 0;
    std::int64_t line = 0;  // 1-based
    int column = 0;         // 1-based, in bytes of the decoded line
};

// Pulls lines from a LineReader on demand; one instance per input.
class PdnTokenizer {
  public:
    explicit PdnTokenizer(LineReader& lines) : lines_(lines) {}

    // The next token; false at the end of the input.
    bool next(Token& token);
    std::uint64_t bytes_read() const { return lines_.bytes_read(); }

  private:
    bool next_line();
    bool read_comment(Token& token, std::size_t open_pos);
    void read_tag(Token& token);
    bool read_word(Token& token);

    LineReader& lines_;
    std::string line_;
    std::size_t pos_ = 0;
    bool have_line_ = false;
};

// Move marks as NAGs: ! 1, ? 2, !! 3, ?? 4, !? 5, ?! 6; 0 when `s` is none of them.
int mark_to_nag(std::string_view s);
// True for 1-0 0-1 1/2-1/2 2-0 0-2 1-1 0-0 * (and the Unicode ½-½).
bool is_result_text(std::string_view s);

}  // namespace damascope::importers
