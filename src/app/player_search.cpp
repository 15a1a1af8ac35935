#include "player_search.hpp"

#include <algorithm>
#include <cstdint>

namespace damascope::app {

namespace {

// The small letter of a Latin capital; any other code point as it is.
char32_t small_latin(char32_t c) {
    if (c >= U'A' && c <= U'Z') return c + 32;
    // Latin-1: À to Þ, except ×.
    if (c >= 0xC0 && c <= 0xDE && c != 0xD7) return c + 32;
    // Latin Extended-A pairs capital/small, from Ā (0x100) to ķ (0x137) and from Ŋ to ž, with
    // ı, ĸ and the Ĺ..ň block shifted by one; İ (0x130) is i with a dot: folded to i.
    if (c == 0x130) return U'i';
    if ((c >= 0x100 && c <= 0x137) || (c >= 0x14A && c <= 0x177)) return (c % 2 == 0) ? c + 1 : c;
    if (c >= 0x139 && c <= 0x148) return (c % 2 == 1) ? c + 1 : c;
    if (c == 0x178) return 0xFF;                                    // Ÿ
    if (c >= 0x179 && c <= 0x17E) return (c % 2 == 1) ? c + 1 : c;  // Ź Ż Ž
    return c;
}

void append_utf8(std::string& out, char32_t c) {
    if (c < 0x80) {
        out += static_cast<char>(c);
    } else if (c < 0x800) {
        out += static_cast<char>(0xC0 | (c >> 6));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += static_cast<char>(0xE0 | (c >> 12));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (c >> 18));
        out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    }
}

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

}  // namespace

std::string fold_case(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const auto b = static_cast<unsigned char>(text[i]);
        // Only the two-byte sequences can hold a Latin capital beyond ASCII.
        if (b >= 0xC2 && b <= 0xDF && i + 1 < text.size() &&
            (static_cast<unsigned char>(text[i + 1]) & 0xC0) == 0x80) {
            const char32_t c = (static_cast<char32_t>(b & 0x1F) << 6) |
                               (static_cast<unsigned char>(text[i + 1]) & 0x3F);
            append_utf8(out, small_latin(c));
            i += 2;
        } else {
            out += static_cast<char>(b < 0x80 ? small_latin(b) : b);
            ++i;
        }
    }
    return out;
}

bool player_matches(const PlayerStanding& p, std::string_view query) {
    const std::string q = fold_case(trimmed(query));
    if (q.empty()) return true;
    if (fold_case(p.name).find(q) != std::string::npos) return true;
    return std::any_of(p.aliases.begin(), p.aliases.end(), [&](const std::string& a) {
        return fold_case(a).find(q) != std::string::npos;
    });
}

std::vector<std::size_t> matching_players(const std::vector<PlayerStanding>& players,
                                          std::string_view query) {
    std::vector<std::size_t> rows;
    for (std::size_t i = 0; i < players.size(); ++i)
        if (player_matches(players[i], query)) rows.push_back(i);
    return rows;
}

std::optional<std::size_t> row_of_player(const std::vector<PlayerStanding>& players,
                                         const std::vector<std::size_t>& rows,
                                         std::string_view name) {
    for (std::size_t r = 0; r < rows.size(); ++r)
        if (players[rows[r]].name == name) return r;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const auto& aliases = players[rows[r]].aliases;
        if (std::find(aliases.begin(), aliases.end(), name) != aliases.end()) return r;
    }
    return std::nullopt;
}

}  // namespace damascope::app
