#include "cli/terminal_text.hpp"

#include <fmt/core.h>

#include <cstdint>

namespace damascope::cli {

namespace {

constexpr std::string_view replacement = "\xEF\xBF\xBD";  // U+FFFD

// The UTF-8 sequence starting at text[i]: its length and code point when it is valid; when it is
// not, `length` is that of the maximal invalid part (a lead byte and the continuation bytes that
// still fitted it), which becomes one U+FFFD, as Unicode recommends and nlohmann-json does.
struct Sequence {
    std::size_t length = 1;
    bool valid = false;
    std::uint32_t code_point = 0;
};

Sequence utf8_sequence(std::string_view text, std::size_t i) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char lead = byte(i);
    if (lead < 0x80) return {1, true, lead};
    std::size_t length = 0;
    unsigned char second_min = 0x80, second_max = 0xBF;  // the second byte's range for this lead
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        if (lead == 0xE0) second_min = 0xA0;  // no overlong forms
        if (lead == 0xED) second_max = 0x9F;  // no surrogates
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        if (lead == 0xF0) second_min = 0x90;  // no overlong forms
        if (lead == 0xF4) second_max = 0x8F;  // nothing past U+10FFFF
    } else {
        return {};  // a continuation byte, or a byte never used in UTF-8
    }
    std::uint32_t cp = lead & (0x7Fu >> length);
    for (std::size_t k = 1; k < length; ++k) {
        const unsigned char min = k == 1 ? second_min : 0x80, max = k == 1 ? second_max : 0xBF;
        if (i + k >= text.size() || byte(i + k) < min || byte(i + k) > max) return {k, false, 0};
        cp = (cp << 6) | (byte(i + k) & 0x3Fu);
    }
    return {length, true, cp};
}

}  // namespace

std::string terminal_text(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const auto [length, valid, cp] = utf8_sequence(text, i);
        if (!valid) {
            out += replacement;
            i += length;
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
