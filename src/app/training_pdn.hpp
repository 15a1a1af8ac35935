// Exercise sets shared as PDN problem positions, readable by any PDN program: one game per
// exercise with [SetUp "1"] and [FEN ...], [Event] naming the source game ("Missed capture: White
// - Black, Event, Date"), the answer as the main line (the first right answer and the line after
// it) with a comment that explains it, every other right answer as a variation, and our own tags
// [Exercise "missed|longer|blunder|mistake"], [Played "..."] (the move of the game) and, for a
// blunder or mistake, [ExerciseScore "centi-men, White's view"]. Imported back, those give the
// same exercise (its schedule starts afresh). No wx here.
#pragma once

#include <string>
#include <vector>

#include "core/game_record.hpp"
#include "core/result.hpp"
#include "database/game_database.hpp"
#include "importers/game_file_reader.hpp"

namespace damascope::app {

// An exercise as a PDN game.
core::Result<core::GameRecord> exercise_record(const database::ExerciseRow& r);

// The exercise a PDN game holds; an error (why) for a game that holds none: no Exercise tag, no
// setup position, no move.
core::Result<database::ExerciseRow> exercise_from_record(const core::GameRecord& g);

struct ExerciseImport {
    std::int64_t games_read = 0;
    database::ExerciseSaveOutcome stored;
    std::vector<std::string> problems;  // "line 12: ..." per game left out
};
// Reads every game of `reader` and stores the exercises they hold, in one transaction.
core::Result<ExerciseImport> import_exercises(database::GameDatabase& db,
                                              importers::GameFileReader& reader);

}  // namespace damascope::app
