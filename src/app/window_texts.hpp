// What the window says about the open game, as plain text (wx-free, unit-tested): the status
// line's message and ply field, the board's title and the move list written out. The frame only
// puts these strings where they go.
#pragma once

#include <optional>
#include <string>

#include "core/game_state.hpp"
#include "database/import_rows.hpp"
#include "game_document.hpp"
#include "game_end.hpp"

namespace damascope::app {

// How the shown game ends where the cursor is: by the rules for a new game, else as its record
// says (game_end.hpp).
GameEnd current_game_end(const GameDocument& doc);
// The rules' outcome at the position shown (ongoing: the game goes on), drawn on the board.
core::Outcome rules_outcome(const GameDocument& doc);

// "line 7, column 33: '{' not closed ..." from what the importer stored; "" for none.
std::string problem_text(const std::optional<database::ImportProblem>& p);

// The status line's message about the position shown: a trial line not saved, a variation, the
// rule mark's words (`mark_text`), the end of the game; with nothing to say, `idle_text` (the
// database's path).
std::string position_message(const GameDocument& doc, const std::string& mark_text,
                             const std::string& idle_text);

// The status line's ply field: "Ply 6 of 8, White to move", "Ply 1 of 1, game over".
std::string ply_status_text(const GameDocument& doc);

// The board's title: "Dhama: Black (Ali) won, 1-0" (the rules, and the result by colour and
// name), the rules alone while the game is unfinished or new.
std::string board_title_text(const GameDocument& doc);

// A glyph as the app shows it: core::nag_symbol, except ⩲ and ⩱ (U+2A72, U+2A71), which the
// usual interface fonts (DejaVu Sans) lack, shown as they are typed: "+=" and "=+".
std::string glyph_label(int nag);

// The move list as plain text: "1. c3-c4 f6-f5 (1... c6-c5 {a comment}) 2. ...".
std::string move_list_text(const GameSession& s);

}  // namespace damascope::app
