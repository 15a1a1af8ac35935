#include "bidi_text.hpp"

namespace damascope::app {

namespace {

bool is_digit(char c) {
    return c >= '0' && c <= '9';
}

bool is_ascii_alnum(char c) {
    return is_digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

// Signs and separators that stay with the number around them when a digit or letter follows.
bool is_joiner(char c) {
    return c == '.' || c == ',' || c == ':' || c == '/' || c == '-' || c == '+';
}

bool starts_with(std::string_view text, std::size_t at, std::string_view what) {
    return text.substr(at, what.size()) == what;
}

// The end of the number starting at `from` (a sign or a digit): digits, glued letters ("1.5M",
// "18x9"), joiners followed by a digit or letter, a final percent sign.
std::size_t number_end(std::string_view text, std::size_t from) {
    std::size_t i = from + 1;
    while (i < text.size()) {
        if (is_ascii_alnum(text[i])) {
            ++i;
        } else if (is_joiner(text[i]) && i + 1 < text.size() && is_ascii_alnum(text[i + 1])) {
            i += 2;
        } else {
            break;
        }
    }
    if (i < text.size() && text[i] == '%') ++i;
    return i;
}

}  // namespace

std::string ltr_isolated(std::string_view text) {
    if (text.empty()) return {};
    std::string out(lri);
    out += text;
    out += pdi;
    return out;
}

std::string name_isolated(std::string_view text) {
    if (text.empty()) return {};
    std::string out(fsi);
    out += text;
    out += pdi;
    return out;
}

std::string numbers_isolated(std::string_view text) {
    std::string out;
    out.reserve(text.size() + 16);
    int depth = 0;  // inside an isolate already there
    std::size_t i = 0;
    while (i < text.size()) {
        // LRI, RLI and FSI are E2 81 A6..A8; PDI is E2 81 A9.
        if (starts_with(text, i, "\u2066") || starts_with(text, i, "\u2067") ||
            starts_with(text, i, "\u2068")) {
            ++depth;
            out += text.substr(i, 3);
            i += 3;
            continue;
        }
        if (starts_with(text, i, pdi)) {
            if (depth > 0) --depth;
            out += text.substr(i, 3);
            i += 3;
            continue;
        }
        const char c = text[i];
        const bool after_word = i > 0 && is_ascii_alnum(text[i - 1]);
        const bool sign = (c == '+' || c == '-') && i + 1 < text.size() && is_digit(text[i + 1]);
        // The minus sign U+2212 (E2 88 92), as the marks' explanations write a loss.
        const bool minus =
            starts_with(text, i, "\u2212") && i + 3 < text.size() && is_digit(text[i + 3]);
        if (depth == 0 && !after_word && (is_digit(c) || sign || minus)) {
            const std::size_t end = number_end(text, minus ? i + 2 : i);
            out += ltr_isolated(text.substr(i, end - i));
            i = end;
            continue;
        }
        // A word with digits inside ("c3-c4") is copied whole.
        if (is_ascii_alnum(c)) {
            while (i < text.size() && is_ascii_alnum(text[i])) out += text[i++];
            continue;
        }
        out += c;
        ++i;
    }
    return out;
}

std::string rtl_label(std::string_view text) {
    std::string out(rlm);
    out += numbers_isolated(text);
    return out;
}

std::string without_bidi_marks(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        bool mark = false;
        for (std::string_view m : {lri, std::string_view("\u2067"), fsi, pdi, lrm, rlm}) {
            if (starts_with(text, i, m)) {
                i += m.size();
                mark = true;
                break;
            }
        }
        if (!mark) out += text[i++];
    }
    return out;
}

}  // namespace damascope::app
