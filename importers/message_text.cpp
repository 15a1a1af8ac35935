#include "importers/message_text.hpp"

namespace damascope::importers {

std::string ReadProblem::text() const {
    std::string out = "line " + std::to_string(line);
    if (column > 0) out += ", column " + std::to_string(column);
    return out + ": " + message;
}

std::size_t utf8_char_length(std::string_view s) {
    if (s.empty()) return 0;
    const auto c = static_cast<unsigned char>(s[0]);
    if (c < 0x80) return 1;
    std::size_t len = 0;
    unsigned cp = 0, min = 0;
    if ((c & 0xE0) == 0xC0) {
        len = 2, min = 0x80, cp = c & 0x1Fu;
    } else if ((c & 0xF0) == 0xE0) {
        len = 3, min = 0x800, cp = c & 0x0Fu;
    } else if ((c & 0xF8) == 0xF0) {
        len = 4, min = 0x10000, cp = c & 0x07u;
    } else {
        return 0;
    }
    if (s.size() < len) return 0;
    for (std::size_t k = 1; k < len; ++k) {
        const auto cc = static_cast<unsigned char>(s[k]);
        if ((cc & 0xC0) != 0x80) return 0;
        cp = (cp << 6) | (cc & 0x3Fu);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
    return len;
}

std::size_t utf8_prefix_length(std::string_view text, std::size_t max_bytes) {
    if (text.size() <= max_bytes) return text.size();
    std::size_t n = max_bytes;
    // Step back over continuation bytes to the start of the character that would be cut.
    for (std::size_t back = 0; back < 4 && n > 0; ++back) {
        if ((static_cast<unsigned char>(text[n]) & 0xC0) != 0x80) break;
        --n;
    }
    return n;
}

namespace {
constexpr std::string_view replacement = "\xEF\xBF\xBD";  // U+FFFD
}

std::string valid_utf8(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t len = utf8_char_length(text.substr(i));
        if (len == 0) {
            out += replacement;
            ++i;
        } else {
            out.append(text, i, len);
            i += len;
        }
    }
    return out;
}

std::string shown(std::string_view text, std::size_t max_bytes) {
    static constexpr char hex[] = "0123456789ABCDEF";
    std::string out;
    std::size_t i = 0;
    while (i < text.size() && out.size() < max_bytes) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x20 || c == 0x7F) {
            out += "\\x";
            out += hex[c >> 4];
            out += hex[c & 0xF];
            ++i;
            continue;
        }
        // Whole characters only: a character is never cut, a byte that is not UTF-8 becomes U+FFFD.
        const std::size_t len = utf8_char_length(text.substr(i));
        if (len == 0) {
            out += replacement;
            ++i;
        } else {
            out.append(text, i, len);
            i += len;
        }
    }
    if (i < text.size()) out += "...";
    return out;
}

void add_problem(std::vector<ReadProblem>& problems, ReadProblem problem) {
    if (problems.size() < max_problems_per_game) {
        problems.push_back(std::move(problem));
    } else if (problems.size() == max_problems_per_game) {
        problem.message = "further problems in this game are not listed";
        problems.push_back(std::move(problem));
    }
}

}  // namespace damascope::importers
