// The words of the printed pages (a game's report, a booklet) in English or Arabic. The two
// languages are built in: the CLI has no message catalogue, and the app passes its interface's
// language. Text from the games (names, comments, events) is never translated.
#pragma once

#include <string>
#include <string_view>

#include "core/types.hpp"

namespace damascope::exporting {

struct ReportWords {
    std::string lang = "en";  // the page's lang attribute
    bool right_to_left = false;
    // Headings.
    std::string tags, moves, evaluation, diagrams, marks, contents, standings;
    // The tags table: the start position's row, a record that stops ("… at ply N: …").
    std::string start, stops_at_ply;
    // The engine's line under the graph ("{engine}, depth {depth}") and the per-side summary.
    std::string depth, summary_moves, summary_inaccuracies, summary_mistakes, summary_blunders,
        summary_average_loss, white, black;
    // The marks table and the diagrams' captions.
    std::string ply, move, marks_column, evaluation_column, engine_move, engine_prefix,
        no_move_marked, variation;
    // A mark's name, and the legend under the marks.
    std::string missed_capture, longer_chain, inaccuracy, mistake, blunder, legend;
    // "White wins in {} plies" / "Black wins in {} plies".
    std::string white_wins_in, black_wins_in;
    // A booklet's title page: "{} games" under the title.
    std::string games_count, booklet_title;
    // An unknown date, written "—".
    std::string unknown;
};

// "en" or "ar" (anything else: English).
ReportWords report_words(std::string_view language);
bool is_report_language(std::string_view language);

// A tag's name in the page's language ("Event" -> "البطولة"); a tag it does not know keeps its
// PDN name.
std::string tag_label(const ReportWords& w, std::string_view tag);
// The game and its rules ("Dama — Arab rules", "الدامة — القواعد العربية").
std::string variant_words(const ReportWords& w, core::Variant v);
// A PDN date as far as it is known ("1946.??.??" -> "1946", "????.??.??" -> "—"); a text that
// is no date is shown as written.
std::string date_words(const ReportWords& w, const std::string& pdn_date);
// `text` with its "{}" replaced by `value`.
std::string with_value(std::string_view text, std::string_view value);

}  // namespace damascope::exporting
