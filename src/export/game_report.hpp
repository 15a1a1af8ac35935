// A game as one self-contained, printable HTML page: its tags, the moves with comments, NAGs and
// marks, a diagram at every marked move, every blunder and every move whose comment draws
// arrows or squares, the evaluation graph and a table of the marks. Everything is inline (SVG
// diagrams and graph, CSS): the page needs no other file. UTF-8; text from the game is
// HTML-escaped and laid out by its own direction (dir="auto"), so Arabic names read right to left.
#pragma once

#include <optional>
#include <string>

#include "core/game_record.hpp"
#include "database/game_database.hpp"

namespace damascope::exporting {

std::string game_report_html(const core::GameRecord& g,
                             const std::optional<database::GameAnalysis>& analysis);

}  // namespace damascope::exporting
