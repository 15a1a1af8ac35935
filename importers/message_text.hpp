// Helpers for messages about bad input: quoting what was read (short, printable) and keeping the
// list of warnings of one game bounded.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace damascope::importers {

// `text` as it may be quoted in a message: control bytes written as \xNN and cut (on a UTF-8
// boundary) after about `max_bytes` bytes with "..." appended, so a 100,000-character token or a
// binary file does not end up in a message whole.
std::string shown(std::string_view text, std::size_t max_bytes = 40);

// At most this many warnings are kept per game; one more line says that others were left out.
inline constexpr std::size_t max_warnings_per_game = 50;

// Appends `warning` unless the game already has max_warnings_per_game of them; the first one left
// out is replaced by "<where>: further problems in this game are not listed".
void add_warning(std::vector<std::string>& warnings, std::string warning, std::string_view where);

}  // namespace damascope::importers
