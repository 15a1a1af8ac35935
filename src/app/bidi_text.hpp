// Text that survives right to left: the one place that wraps numbers, scores, signs, moves,
// dates, paths and names in Unicode isolates, so that "+0.05" reads "+0.05" inside Arabic words
// in every pane, list and exported file (HTML pages use <bdi> for the same). UTF-8 in and out.
//
// The marks used: LRI (U+2066) ... PDI (U+2069) for text that reads left to right whatever
// surrounds it; FSI (U+2068) ... PDI for a name that reads in the direction of its first letter
// (an Arabic name right to left, a Latin one left to right); RLM (U+200F) / LRM (U+200E) first in
// a label, so that the toolkit, which takes a label's direction from its first strong letter,
// lays it out in the interface's direction even when it starts with a Latin name or a number.
#pragma once

#include <string>
#include <string_view>

namespace damascope::app {

inline constexpr std::string_view lri = "\u2066";
inline constexpr std::string_view fsi = "\u2068";
inline constexpr std::string_view pdi = "\u2069";
inline constexpr std::string_view lrm = "\u200e";
inline constexpr std::string_view rlm = "\u200f";

// `text` kept left to right inside any text: LRI text PDI ("" stays "").
std::string ltr_isolated(std::string_view text);

// `text` in the direction of its first strong letter, kept whole: FSI text PDI ("" stays "").
std::string name_isolated(std::string_view text);

// Every number in `text` isolated left to right with what belongs to it: a sign in front
// ("+0.05", "-3"), decimals and groups ("1,250.5"), a range, date or fraction ("1946-03-02",
// "12/20", "3:1"), a unit letter or percent glued to it ("1.5M", "45%"). A run of digits inside
// a word ("c3-c4", "x86") is left as the word is; what is already isolated is left alone; a
// full stop or comma that ends a sentence after a number stays outside.
std::string numbers_isolated(std::string_view text);

// `text` as a label in a right-to-left interface: a right-to-left mark first, so that it starts
// at the right whatever its first letter; its numbers isolated.
std::string rtl_label(std::string_view text);

// `text` without the marks and isolates above (what a test reads of a label).
std::string without_bidi_marks(std::string_view text);

}  // namespace damascope::app
