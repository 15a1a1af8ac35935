#include "cli/terminal_text.hpp"

#include <fmt/core.h>

#include <cstdint>

namespace damascope::cli {

namespace {

constexpr std::string_view replacement = "\xEF\xBF\xBD";  // U+FFFD

// Length of the valid UTF-8 sequence starting at text[i] (1 to 4), with its code point; 0 when
// the bytes there are not valid UTF-8 (a stray continuation byte, a sequence cut short, an
// overlong form, a surrogate or a value past U+10FFFF).
std::size_t utf8_sequence(std::string_view text, std::size_t i, std::uint32_t& code_point) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char lead = byte(i);
    std::size_t length = 0;
    std::uint32_t min = 0;
    if (lead < 0x80) {
        code_point = lead;
        return 1;
    } else if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2, code_point = lead & 0x1Fu, min = 0x80;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3, code_point = lead & 0x0Fu, min = 0x800;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4, code_point = lead & 0x07u, min = 0x10000;
    } else {
        return 0;
    }
    if (i + length > text.size()) return 0;
    for (std::size_t k = 1; k < length; ++k) {
        if ((byte(i + k) & 0xC0) != 0x80) return 0;
        code_point = (code_point << 6) | (byte(i + k) & 0x3Fu);
    }
    if (code_point < min || code_point > 0x10FFFF) return 0;
    if (code_point >= 0xD800 && code_point <= 0xDFFF) return 0;
    return length;
}

}  // namespace

std::string terminal_text(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        std::uint32_t cp = 0;
        const std::size_t length = utf8_sequence(text, i, cp);
        if (length == 0) {
            out += replacement;
            ++i;
            continue;
        }
        if ((cp < 0x20 && cp != '\t' && cp != '\n') || cp == 0x7F) {
            out += fmt::format("\\x{:02x}", cp);
        } else if (cp >= 0x80 && cp <= 0x9F) {
            out += fmt::format("\\u{:04x}", cp);
        } else {
            out.append(text, i, length);
        }
        i += length;
    }
    return out;
}

}  // namespace damascope::cli
