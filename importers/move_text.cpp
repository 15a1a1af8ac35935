#include "importers/move_text.hpp"

#include <array>

namespace damascope::importers {

namespace {

struct Lookalike {
    std::string_view utf8;
    char ascii;
};

// Characters that word processors and fonts put where a move has '-' or 'x'.
constexpr std::array<Lookalike, 12> lookalikes = {{
    {"\xE2\x80\x90", '-'},  // U+2010 hyphen
    {"\xE2\x80\x91", '-'},  // U+2011 non-breaking hyphen
    {"\xE2\x80\x92", '-'},  // U+2012 figure dash
    {"\xE2\x80\x93", '-'},  // U+2013 en dash
    {"\xE2\x80\x94", '-'},  // U+2014 em dash
    {"\xE2\x80\x95", '-'},  // U+2015 horizontal bar
    {"\xE2\x88\x92", '-'},  // U+2212 minus sign
    {"\xEF\xB9\x98", '-'},  // U+FE58 small em dash
    {"\xEF\xB9\xA3", '-'},  // U+FE63 small hyphen-minus
    {"\xEF\xBC\x8D", '-'},  // U+FF0D full-width hyphen-minus
    {"\xC2\xAD", '-'},      // U+00AD soft hyphen
    {"\xC3\x97", 'x'},      // U+00D7 multiplication sign
}};

// Length of the separator at the start of `s` (ASCII or a lookalike), 0 if there is none.
std::size_t separator_length(std::string_view s) {
    if (s.empty()) return 0;
    const char c = s[0];
    if (c == '-' || c == 'x' || c == 'X' || c == ':') return 1;
    if (static_cast<unsigned char>(c) < 0x80) return 0;
    for (const Lookalike& l : lookalikes)
        if (s.substr(0, l.utf8.size()) == l.utf8) return l.utf8.size();
    return 0;
}

bool is_digit(char c) {
    return c >= '0' && c <= '9';
}

bool is_file_letter(char c) {
    const char lower = static_cast<char>(c | 0x20);
    return lower >= 'a' && lower <= 'h';
}

// Length of the square at the start of `s` (0 if none); `algebraic` says which kind it was.
std::size_t square_length(std::string_view s, bool& algebraic) {
    if (s.size() >= 2 && is_file_letter(s[0]) && s[1] >= '1' && s[1] <= '8') {
        algebraic = true;
        return 2;
    }
    if (s.empty() || !is_digit(s[0])) return 0;
    algebraic = false;
    // One or two digits (the longest square number is 50); 0 and 00 are no square.
    const std::size_t n = s.size() >= 2 && is_digit(s[1]) ? 2 : 1;
    if (s[0] == '0' && (n == 1 || s[1] == '0')) return 0;
    return n;
}

}  // namespace

std::size_t move_prefix_length(std::string_view word) {
    bool algebraic = false;
    std::size_t end = square_length(word, algebraic);
    if (end == 0) return 0;
    int squares = 1;
    for (;;) {
        const std::size_t sep = separator_length(word.substr(end));
        bool next_algebraic = false;
        const std::size_t sq = square_length(word.substr(end + sep), next_algebraic);
        // Numbers need a separator between them; algebraic squares may follow each other.
        if (sq == 0 || (sep == 0 && !(algebraic && next_algebraic))) break;
        end += sep + sq;
        algebraic = next_algebraic;
        ++squares;
    }
    if (squares < 2) return 0;
    while (end < word.size() && word[end] == '+') ++end;
    return end;
}

bool starts_like_move(std::string_view word) {
    bool algebraic = false;
    return !word.empty() && (is_digit(word[0]) || square_length(word, algebraic) > 0);
}

bool has_non_ascii(std::string_view text) {
    for (char c : text)
        if (static_cast<unsigned char>(c) >= 0x80) return true;
    return false;
}

std::string ascii_move_text(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        if (static_cast<unsigned char>(text[i]) >= 0x80) {
            bool replaced = false;
            for (const Lookalike& l : lookalikes) {
                if (text.substr(i, l.utf8.size()) == l.utf8) {
                    out += l.ascii;
                    i += l.utf8.size();
                    replaced = true;
                    break;
                }
            }
            if (replaced) continue;
        }
        out += text[i++];
    }
    return out;
}

}  // namespace damascope::importers
