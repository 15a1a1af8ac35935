// The first start: the bundled sample opens at a game with a mark, on the marked move, with one
// line saying what the marks are (the app's purpose shown, not described). No wx here.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "database/game_database.hpp"
#include "game_document.hpp"
#include "game_session.hpp"

namespace damascope::app {

// The game to open first: the first game (by id) with both a rule mark (⊘, ≫) and a judgement
// mark of the stored analysis (??, ?, ?!); else the first with a judgement mark; else the first
// with a rule mark; nothing when no game has a mark (or the database cannot say).
std::optional<std::int64_t> first_marked_game(const database::GameDatabase& db);
// The same in the document's database; nothing when none is open.
std::optional<std::int64_t> first_marked_game(const GameDocument& doc);

// The cursor on the game's first move (main line) with a rule mark or a blunder, else on its
// first marked move; false (the cursor unmoved) when no move of the main line has a mark.
bool go_to_first_mark(GameSession& s);

// What the marks are, in one line: "Marks: ⊘ a compulsory capture missed, ≫ a longer capture was
// possible, ?? ? ?! the engine's blunders, mistakes and inaccuracies. N: the next mark."
std::string marks_legend_text();

}  // namespace damascope::app
