// A game as one self-contained, printable HTML page: its tags, the moves with comments, NAGs and
// marks, a diagram at every marked move and at every move, in the main line or a variation,
// whose comment draws arrows or squares, the evaluation graph with the per-side summary of
// mistakes, and a table of the marks. Everything is inline (SVG diagrams and graph, CSS): the
// page needs no other file. In English or Arabic (report_words.hpp): an Arabic page reads right
// to left, with the moves, the board, numbers and dates left to right; text from the game is
// HTML-escaped and laid out by its own direction (dir="auto"). A move never breaks inside.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/game_record.hpp"
#include "database/game_database.hpp"
#include "export/report_words.hpp"

namespace damascope::exporting {

std::string game_report_html(const core::GameRecord& g,
                             const std::optional<database::GameAnalysis>& analysis,
                             const ReportWords& words = report_words("en"));

// The same game as a part of a longer page (a booklet): its heading at `heading_level` (1: h1,
// its parts h2), every element id starting with `id_prefix` so that many games share a page.
std::string game_report_section(const core::GameRecord& g,
                                const std::optional<database::GameAnalysis>& analysis,
                                const ReportWords& words, std::string_view id_prefix,
                                int heading_level);
// The style sheet the report's page uses (a booklet takes it too).
std::string_view report_css();
// "White – Black", "?" for a missing name; as HTML, each name isolated (<bdi>).
std::string game_title(const core::GameRecord& g);
std::string game_title_html(const core::GameRecord& g);

}  // namespace damascope::exporting
