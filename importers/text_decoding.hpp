// The pieces of turning a line's bytes into UTF-8 that LineReader decides between: counting how
// much of it is UTF-8, decoding it as UTF-8 with U+FFFD for the bytes that are not, and replacing
// the control bytes that no text holds.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace damascope::importers {

// How much of some bytes is UTF-8: the well-formed characters of two to four bytes, and the bytes
// above ASCII that belong to none (a stray continuation byte, a Latin-1 letter, a cut sequence).
struct Utf8Census {
    std::uint64_t multibyte_chars = 0;
    std::uint64_t invalid_bytes = 0;

    Utf8Census& operator+=(const Utf8Census& other) {
        multibyte_chars += other.multibyte_chars;
        invalid_bytes += other.invalid_bytes;
        return *this;
    }
};

Utf8Census utf8_census(std::string_view bytes);

// `bytes` as UTF-8, each byte that belongs to no well-formed character replaced by U+FFFD, and
// the first such byte with its offset in `text` (0-based; npos when there is none).
struct Utf8Decoded {
    std::string text;
    std::size_t first_invalid = std::string::npos;
    unsigned char first_invalid_byte = 0;
};
Utf8Decoded decode_utf8_replacing(std::string_view bytes);

// True for the bytes no text holds: the C0 controls but tab, vertical tab and form feed (spacing
// in PDN; line ends never reach here), and DEL.
constexpr bool is_control_byte(unsigned char c) {
    return (c < 0x20 && c != '\t' && c != '\v' && c != '\f') || c == 0x7F;
}

// What replace_control_bytes() did: how many, the first one and where it was (0-based offset in
// the line it returned).
struct ControlBytes {
    std::size_t count = 0;
    unsigned char first = 0;
    std::size_t first_offset = 0;
};

// Replaces each control byte of `line` by U+FFFD, in place (a NUL in a name would otherwise cut
// it wherever the text meets a C string).
ControlBytes replace_control_bytes(std::string& line);

}  // namespace damascope::importers
