// Reading a written move the way a person does: the move at the start of a word with text glued
// to it, and the dashes and crosses of word processors read as '-' and 'x'.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace damascope::importers {

// The length of the longest move at the start of `word`: two or more squares (numbers of one or
// two digits, or a file a-h with a rank 1-8) joined by separators (- x X : and their lookalikes,
// see ascii_move_text); algebraic squares may also follow each other without one ("d3d4"). A '+'
// right after the move belongs to it. 0 when the word does not start with a move. So
// "26-22Whiteoversteppedthetimecontrolonthismove." gives 5 and "24-1920.11-16" gives 5.
std::size_t move_prefix_length(std::string_view word);

// True when `word` starts the way a move does (a digit, or a file a-h with a rank 1-8): such a
// word is read as a move even when it is not a good one, so that the replay says what is wrong.
bool starts_like_move(std::string_view word);

// True when `text` has a byte outside ASCII.
bool has_non_ascii(std::string_view text);

// `text` with the separators a person reads as '-' (en and em dashes, hyphens, the minus sign and
// their small and full-width forms, the soft hyphen) or 'x' (the multiplication sign) written in
// ASCII: "11–15" gives "11-15".
std::string ascii_move_text(std::string_view text);

}  // namespace damascope::importers
