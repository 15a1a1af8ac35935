// Annotations that live inside a move's comment text, in the convention chess tools share:
// "[%cal Gc3c5,Rd6d4]" draws arrows and "[%csl Yd4]" colours squares. Keeping them in the comment
// means every PDN reader keeps them too (as text), and our exporter writes them back unchanged.
// Square names are the project's: "c3" in Dama, "22" in Dhama. Dhama numbers cannot be run
// together, so an arrow there is written with a hyphen ("G22-18"); Dama accepts both forms.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "types.hpp"

namespace damascope::core {

// The four colours chess tools offer: Green, Red, Yellow, Blue (the letter before the squares).
enum class MarkColour : char { green = 'G', red = 'R', yellow = 'Y', blue = 'B' };
std::optional<MarkColour> parse_mark_colour(std::string_view text);  // "G" or "green", any case
const char* mark_colour_name(MarkColour c);                          // "green" ...

struct Arrow {
    Square from = 0, to = 0;
    MarkColour colour = MarkColour::green;
    bool operator==(const Arrow&) const = default;
};

struct ColouredSquare {
    Square square = 0;
    MarkColour colour = MarkColour::green;
    bool operator==(const ColouredSquare&) const = default;
};

// A comment split into its words and its drawing commands.
struct CommentParts {
    std::string text;  // the comment without the [%cal] / [%csl] commands, trimmed
    std::vector<Arrow> arrows;
    std::vector<ColouredSquare> squares;
    // Commands that could not be read ("[%cal Gz9z9]") stay in `text` as written.
};

CommentParts split_comment(Variant v, std::string_view comment);
// The comment text followed by the commands (arrows, then squares); "" when all are empty.
std::string join_comment(Variant v, const CommentParts& parts);

// Toggles: a second arrow with the same ends (or square) of the same colour removes it; another
// colour replaces it. Returns the new comment.
std::string toggle_arrow(Variant v, std::string_view comment, const Arrow& a);
std::string toggle_square(Variant v, std::string_view comment, const ColouredSquare& s);

// "c3c5" / "c3-c5" / "22-18" -> the two squares.
std::optional<Arrow> parse_arrow_squares(Variant v, std::string_view text);
// "Gc3c5" in Dama, "G22-18" in Dhama.
std::string arrow_text(Variant v, const Arrow& a);
std::string square_text(Variant v, const ColouredSquare& s);

// Glyphs. Move marks are NAGs 1-6 ("!" "?" "!!" "??" "!?" "?!"); position glyphs 10-19
// ("=" "∞" "⩲" "⩱" "±" "∓" "+−" "−+" as PDN and PGN number them).
std::string nag_symbol(int nag);
// "!?" / "$5" / "5" -> 5; also the ASCII forms of the position glyphs ("+=", "=+", "+/-", "-/+",
// "+-", "-+", "=", "~"). nullopt for anything else or a number outside 1..255.
std::optional<int> parse_nag(std::string_view text);
// Whether NAG n is a move mark (1-6): a move carries at most one of them.
constexpr bool is_move_mark_nag(int n) {
    return n >= 1 && n <= 6;
}
// Whether n is a position glyph (10-19): at most one of them too.
constexpr bool is_position_nag(int n) {
    return n >= 10 && n <= 19;
}
// Sets or clears a glyph in a NAG list: a move mark replaces any other move mark, a position
// glyph any other position glyph; the same glyph again removes it. Other NAGs stay.
void toggle_nag(std::vector<int>& nags, int nag);

}  // namespace damascope::core
