// The character classes of PDN text shared by the tokenizer's files (pdn_tokenizer.cpp,
// pdn_comment.cpp): spacing, digits, the characters that end a move word, a line that starts a
// tag pair. Internal to the importers.
#pragma once

#include <array>
#include <cctype>
#include <cstdint>
#include <string>
#include <string_view>

namespace damascope::importers::pdn_chars {

inline bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\f' || c == '\v';
}
inline bool is_digit(char c) {
    return c >= '0' && c <= '9';
}
// Characters that end a move word (they start another token), as a table: this is the innermost
// loop of reading a file.
constexpr std::array<bool, 256> make_word_ends() {
    std::array<bool, 256> t{};
    for (unsigned char c : std::string_view("{}()[];$!?* \t\f\v")) t[c] = true;
    return t;
}
inline constexpr std::array<bool, 256> word_ends = make_word_ends();
inline bool ends_word(char c) {
    return word_ends[static_cast<unsigned char>(c)];
}

// A line that starts a tag pair: [Name "   (spaces allowed before the bracket and the quote).
inline bool starts_tag_pair(std::string_view s) {
    std::size_t i = 0;
    while (i < s.size() && is_space(s[i])) ++i;
    if (i >= s.size() || s[i] != '[') return false;
    ++i;
    const std::size_t name = i;
    while (i < s.size() && (std::isalnum(static_cast<unsigned char>(s[i])) != 0 || s[i] == '_'))
        ++i;
    if (i == name) return false;
    while (i < s.size() && is_space(s[i])) ++i;
    return i < s.size() && s[i] == '"';
}

inline std::string place(std::int64_t line, int column) {
    return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

}  // namespace damascope::importers::pdn_chars
