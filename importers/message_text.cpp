#include "importers/message_text.hpp"

namespace damascope::importers {

std::string shown(std::string_view text, std::size_t max_bytes) {
    static constexpr char hex[] = "0123456789ABCDEF";
    std::string out;
    std::size_t i = 0;
    for (; i < text.size() && out.size() < max_bytes; ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x20 || c == 0x7F) {
            out += "\\x";
            out += hex[c >> 4];
            out += hex[c & 0xF];
        } else {
            out += static_cast<char>(c);
        }
    }
    // Finish a UTF-8 sequence cut in the middle rather than leave half a character.
    while (i < text.size() && (static_cast<unsigned char>(text[i]) & 0xC0) == 0x80)
        out += text[i++];
    if (i < text.size()) out += "...";
    return out;
}

void add_warning(std::vector<std::string>& warnings, std::string warning, std::string_view where) {
    if (warnings.size() < max_warnings_per_game) {
        warnings.push_back(std::move(warning));
    } else if (warnings.size() == max_warnings_per_game) {
        warnings.push_back(std::string(where) + ": further problems in this game are not listed");
    }
}

}  // namespace damascope::importers
