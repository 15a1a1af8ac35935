#include "importers/text_decoding.hpp"

#include "importers/message_text.hpp"

namespace damascope::importers {

namespace {
constexpr std::string_view replacement = "\xEF\xBF\xBD";  // U+FFFD
}

Utf8Census utf8_census(std::string_view bytes) {
    Utf8Census census;
    for (std::size_t i = 0; i < bytes.size();) {
        if (static_cast<unsigned char>(bytes[i]) < 0x80) {
            ++i;
            continue;
        }
        const std::size_t len = utf8_char_length(bytes.substr(i));
        if (len == 0) {
            ++census.invalid_bytes;
            ++i;
        } else {
            ++census.multibyte_chars;
            i += len;
        }
    }
    return census;
}

Utf8Decoded decode_utf8_replacing(std::string_view bytes) {
    Utf8Decoded decoded;
    std::string& out = decoded.text;
    out.reserve(bytes.size() + 16);
    for (std::size_t i = 0; i < bytes.size();) {
        const std::size_t len = utf8_char_length(bytes.substr(i));
        if (len == 0) {
            if (decoded.first_invalid == std::string::npos) {
                decoded.first_invalid = out.size();
                decoded.first_invalid_byte = static_cast<unsigned char>(bytes[i]);
            }
            out += replacement;
            ++i;
        } else {
            out.append(bytes, i, len);
            i += len;
        }
    }
    return decoded;
}

ControlBytes replace_control_bytes(std::string& line) {
    ControlBytes found;
    std::string out;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const auto c = static_cast<unsigned char>(line[i]);
        if (!is_control_byte(c)) {
            if (found.count > 0) out += line[i];
            continue;
        }
        if (found.count++ == 0) {
            found.first = c;
            found.first_offset = i;
            out.reserve(line.size() + 16);
            out.assign(line, 0, i);
        }
        out += replacement;
    }
    if (found.count > 0) line = std::move(out);
    return found;
}

}  // namespace damascope::importers
