#include "core/annotation.hpp"

#include <algorithm>
#include <cctype>

#include "core/notation.hpp"

namespace damascope::core {

namespace {

constexpr MarkColour all_colours[] = {MarkColour::green, MarkColour::red, MarkColour::yellow,
                                      MarkColour::blue};

bool equals_ignoring_case(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) ==
                      std::tolower(static_cast<unsigned char>(y));
           });
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
}

// Splits "Gc3c5, Rd6d4" at commas, each item trimmed.
std::vector<std::string_view> items(std::string_view list) {
    std::vector<std::string_view> out;
    while (!list.empty()) {
        const auto comma = list.find(',');
        const auto item = trim(list.substr(0, comma));
        if (!item.empty()) out.push_back(item);
        if (comma == std::string_view::npos) break;
        list.remove_prefix(comma + 1);
    }
    return out;
}

// Reads the body of one command; false when any item is not understood (then the whole command
// stays text: a half-read command would lose the rest when written back).
bool read_command(Variant v, std::string_view name, std::string_view body, CommentParts& out) {
    std::vector<Arrow> arrows;
    std::vector<ColouredSquare> squares;
    for (auto item : items(body)) {
        auto colour = parse_mark_colour(item.substr(0, 1));
        if (!colour) return false;
        item.remove_prefix(1);
        if (name == "cal") {
            auto a = parse_arrow_squares(v, item);
            if (!a) return false;
            a->colour = *colour;
            arrows.push_back(*a);
        } else {
            auto sq = parse_square(v, item);
            if (!sq) return false;
            squares.push_back({*sq, *colour});
        }
    }
    out.arrows.insert(out.arrows.end(), arrows.begin(), arrows.end());
    out.squares.insert(out.squares.end(), squares.begin(), squares.end());
    return true;
}

void append_spaced(std::string& out, std::string_view s) {
    if (s.empty()) return;
    if (!out.empty() && out.back() != ' ') out += ' ';
    out += s;
}

}  // namespace

std::optional<MarkColour> parse_mark_colour(std::string_view text) {
    for (MarkColour c : all_colours) {
        const char letter = static_cast<char>(c);
        if (equals_ignoring_case(text, std::string_view(&letter, 1)) ||
            equals_ignoring_case(text, mark_colour_name(c)))
            return c;
    }
    return std::nullopt;
}

const char* mark_colour_name(MarkColour c) {
    switch (c) {
        case MarkColour::green:
            return "green";
        case MarkColour::red:
            return "red";
        case MarkColour::yellow:
            return "yellow";
        case MarkColour::blue:
            return "blue";
    }
    return "green";
}

std::optional<Arrow> parse_arrow_squares(Variant v, std::string_view text) {
    const auto dash = text.find('-');
    std::optional<Square> from, to;
    if (dash != std::string_view::npos) {
        from = parse_square(v, text.substr(0, dash));
        to = parse_square(v, text.substr(dash + 1));
    } else if (is_dama_family(v) && text.size() == 4) {
        from = parse_square(v, text.substr(0, 2));
        to = parse_square(v, text.substr(2));
    }
    if (!from || !to || *from == *to) return std::nullopt;
    return Arrow{*from, *to, MarkColour::green};
}

std::string arrow_text(Variant v, const Arrow& a) {
    std::string s(1, static_cast<char>(a.colour));
    s += square_name(v, a.from);
    if (!is_dama_family(v)) s += '-';
    s += square_name(v, a.to);
    return s;
}

std::string square_text(Variant v, const ColouredSquare& s) {
    std::string text(1, static_cast<char>(s.colour));
    text += square_name(v, s.square);
    return text;
}

CommentParts split_comment(Variant v, std::string_view comment) {
    CommentParts parts;
    std::string text;
    std::size_t pos = 0;
    while (pos < comment.size()) {
        const auto open = comment.find("[%", pos);
        if (open == std::string_view::npos) break;
        const auto close = comment.find(']', open);
        if (close == std::string_view::npos) break;
        const auto inner = comment.substr(open + 2, close - open - 2);
        const auto space = inner.find_first_of(" \t\n");
        const auto name = inner.substr(0, space);
        const bool known = name == "cal" || name == "csl";
        if (known && read_command(v, name,
                                  space == std::string_view::npos ? std::string_view{}
                                                                  : inner.substr(space + 1),
                                  parts)) {
            append_spaced(text, trim(comment.substr(pos, open - pos)));
        } else {
            append_spaced(text, trim(comment.substr(pos, close + 1 - pos)));
        }
        pos = close + 1;
    }
    append_spaced(text, trim(comment.substr(std::min(pos, comment.size()))));
    parts.text = std::move(text);
    return parts;
}

std::string join_comment(Variant v, const CommentParts& parts) {
    std::string out = parts.text;
    if (!parts.arrows.empty()) {
        std::string cmd = "[%cal ";
        for (std::size_t i = 0; i < parts.arrows.size(); ++i) {
            if (i) cmd += ',';
            cmd += arrow_text(v, parts.arrows[i]);
        }
        append_spaced(out, cmd + "]");
    }
    if (!parts.squares.empty()) {
        std::string cmd = "[%csl ";
        for (std::size_t i = 0; i < parts.squares.size(); ++i) {
            if (i) cmd += ',';
            cmd += square_text(v, parts.squares[i]);
        }
        append_spaced(out, cmd + "]");
    }
    return out;
}

std::string toggle_arrow(Variant v, std::string_view comment, const Arrow& a) {
    CommentParts parts = split_comment(v, comment);
    auto it = std::find_if(parts.arrows.begin(), parts.arrows.end(),
                           [&](const Arrow& x) { return x.from == a.from && x.to == a.to; });
    if (it == parts.arrows.end()) {
        parts.arrows.push_back(a);
    } else if (it->colour == a.colour) {
        parts.arrows.erase(it);
    } else {
        it->colour = a.colour;
    }
    return join_comment(v, parts);
}

std::string toggle_square(Variant v, std::string_view comment, const ColouredSquare& s) {
    CommentParts parts = split_comment(v, comment);
    auto it = std::find_if(parts.squares.begin(), parts.squares.end(),
                           [&](const ColouredSquare& x) { return x.square == s.square; });
    if (it == parts.squares.end()) {
        parts.squares.push_back(s);
    } else if (it->colour == s.colour) {
        parts.squares.erase(it);
    } else {
        it->colour = s.colour;
    }
    return join_comment(v, parts);
}

namespace {

struct Glyph {
    int nag;
    const char* symbol;  // as shown
    const char* ascii;   // as typed, "" when the same
};
constexpr Glyph glyphs[] = {
    {1, "!", ""},          {2, "?", ""},          {3, "!!", ""},         {4, "??", ""},
    {5, "!?", ""},         {6, "?!", ""},         {10, "=", ""},         {13, "\u221e", "~"},
    {14, "\u2a72", "+="},  {15, "\u2a71", "=+"},  {16, "\u00b1", "+/-"}, {17, "\u2213", "-/+"},
    {18, "+\u2212", "+-"}, {19, "\u2212+", "-+"},
};

}  // namespace

std::string nag_symbol(int nag) {
    for (const auto& g : glyphs)
        if (g.nag == nag) return g.symbol;
    // Appended rather than "$" + ...: GCC 12 warns wrongly (-Wrestrict) about the latter.
    std::string text = "$";
    text += std::to_string(nag);
    return text;
}

std::optional<int> parse_nag(std::string_view text) {
    text = trim(text);
    if (text.empty()) return std::nullopt;
    for (const auto& g : glyphs)
        if (text == g.symbol || (*g.ascii && text == g.ascii)) return g.nag;
    if (text.front() == '$') text.remove_prefix(1);
    if (text.empty() || text.size() > 3) return std::nullopt;
    int n = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        n = n * 10 + (c - '0');
    }
    if (n < 1 || n > 255) return std::nullopt;
    return n;
}

void toggle_nag(std::vector<int>& nags, int nag) {
    if (std::find(nags.begin(), nags.end(), nag) != nags.end()) {
        std::erase(nags, nag);
        return;
    }
    if (is_move_mark_nag(nag)) std::erase_if(nags, [](int n) { return is_move_mark_nag(n); });
    if (is_position_nag(nag)) std::erase_if(nags, [](int n) { return is_position_nag(n); });
    nags.push_back(nag);
    std::sort(nags.begin(), nags.end());
}

}  // namespace damascope::core
