// Helpers for messages about bad input: quoting what was read (short, printable, valid UTF-8),
// cutting text at character boundaries, and the bounded list of problems of one game.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace damascope::importers {

// Something in a record that the reader had to read past, and what it did about it.
struct ReadProblem {
    std::int64_t line = 0;  // 1-based line in the file
    int column = 0;         // 1-based byte column in that line; 0 when it is about the whole line
    std::string message;    // what was found and what was done: "'{' not closed: ..."

    // "line L, column C: message" (or "line L: message").
    std::string text() const;
};

// `text` as it may be quoted in a message: control bytes written as \xNN, bytes that are not
// UTF-8 replaced by U+FFFD, and cut (on a character boundary) after about `max_bytes` bytes with
// "..." appended, so a 100,000-character token or a binary file does not end up in a message whole.
std::string shown(std::string_view text, std::size_t max_bytes = 40);

// The length of the longest prefix of `text` of at most `max_bytes` bytes that does not end inside
// a UTF-8 character.
std::size_t utf8_prefix_length(std::string_view text, std::size_t max_bytes);

// Length of the well-formed UTF-8 character at the start of `text` (1 to 4), or 0 when the bytes
// there are not one (a stray continuation byte, an overlong form, a surrogate, a cut sequence).
std::size_t utf8_char_length(std::string_view text);

// `text` with every byte that does not belong to a well-formed UTF-8 character replaced by U+FFFD.
std::string valid_utf8(std::string_view text);

// At most this many problems are kept per game; one more line says that others were left out.
inline constexpr std::size_t max_problems_per_game = 50;

// Appends `problem` unless the game already has max_problems_per_game of them; the first one left
// out is replaced by "further problems in this game are not listed" at its place.
void add_problem(std::vector<ReadProblem>& problems, ReadProblem problem);

}  // namespace damascope::importers
