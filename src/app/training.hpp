// Training from one's own games (issue 28): exercises built from the database's marks and the
// answers judged. A missed compulsory capture and a shorter chain are judged by the rules; a
// blunder or mistake by the stored analysis and, for any other move, the engine
// (training_judge.hpp). No wx here; the CLI and the window's Training > My mistakes share it.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/move.hpp"
#include "core/position.hpp"
#include "core/result.hpp"
#include "database/game_database.hpp"

namespace damascope::app {

using database::all_exercise_kinds;
using database::ExerciseKind;
using database::ExerciseRow;

// Which exercises: one player (any of the spellings merged under the name) or all (""), and some
// kinds (none listed: all).
struct TrainingFilter {
    std::string player;
    std::vector<ExerciseKind> kinds;
    bool takes(ExerciseKind k) const;
};

// The name `name` counts under (player_aliases), or the name itself.
std::string counted_name(std::span<const database::PlayerAlias> aliases, const std::string& name);

// The exercises the marks of `db` give for `filter`, not stored: per game in id order, per ply.
// A missed capture or shorter chain asks for the position before the move; its answers are the
// legal moves that take the most (for a missed capture in Dhama, where any capture may be chosen,
// every capture). A blunder or mistake asks for the position before it; its answer is the stored
// analysis's best move there, its line the stored line. `problems` gets the games that could not
// be read (skipped).
core::Result<std::vector<ExerciseRow>> find_exercises(const database::GameDatabase& db,
                                                      const TrainingFilter& filter,
                                                      std::vector<std::string>* problems = nullptr);

struct BuildOutcome {
    int found[4] = {0, 0, 0, 0};  // per ExerciseKind
    database::ExerciseSaveOutcome stored;
    std::int64_t removed = 0;  // built before from a mark no longer in its game
    std::vector<std::string> problems;
};
// Builds or refreshes the stored exercises for `filter` (idempotent: a second run adds nothing and
// keeps every schedule). Exercises built from a game whose mark has gone (the game edited) are
// removed, within the filter.
core::Result<BuildOutcome> build_exercises(database::GameDatabase& db,
                                           const TrainingFilter& filter);

// The stored exercises within `filter`.
core::Result<std::vector<ExerciseRow>> load_exercises(const database::GameDatabase& db,
                                                      const TrainingFilter& filter);

// The exercise's position; an error for a FEN that does not read (a damaged or foreign row).
core::Result<core::Position> exercise_position(const ExerciseRow& r);
// Its answers as moves of that position (those that are no legal move there are left out).
std::vector<core::Move> solution_moves(const ExerciseRow& r, const core::Position& pos);
// The moves the board offers in an exercise: every move a piece could physically make, complete
// chains and stopped ones, so that the board does not tell which piece must capture.
std::vector<core::Move> offered_moves(const core::Position& pos);

// An answer judged.
struct Judgement {
    bool correct = false;
    // The engine must judge (a blunder or mistake answered with a move other than the stored best).
    bool needs_engine = false;
    std::string text;              // explained in words, translated
    std::vector<core::Move> line;  // shown after: from the exercise's position
};
// Judges `tried` by the rules (missed, longer) or against the stored answers (blunder, mistake).
Judgement judge_by_rules(const ExerciseRow& r, const core::Position& pos, const core::Move& tried);

// The line stored with the exercise, as moves from `pos`.
std::vector<core::Move> exercise_line(const ExerciseRow& r, const core::Position& pos);

// "Missed capture", "Longer chain", "Blunder", "Mistake", translated.
std::string exercise_kind_text(ExerciseKind k);
// What the exercise asks, in words: "White to play: a capture is compulsory" ...
std::string exercise_task_text(const ExerciseRow& r, const core::Position& pos);
// Text shown as written whatever the direction around it (a move, a number): isolated.
std::string isolated(const std::string& text);

}  // namespace damascope::app
