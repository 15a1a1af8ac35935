// The training area of the database (schema version 14, `exercises`): positions taken from the
// games' marks for a player to practise, each with its answers and its place in the review
// schedule. Included alone by a user of these rows, without the facade.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/types.hpp"

namespace damascope::database {

// What the exercise asks. The stored numbers are part of the file format: never renumber.
enum class ExerciseKind : std::uint8_t {
    missed = 0,   // a compulsory capture was missed: play the capture the rules demand
    longer = 1,   // a shorter chain was played: find the chain that takes the most
    blunder = 2,  // the engine marked the move ??: find a move that keeps the evaluation
    mistake = 3,  // the same for a move marked ?
};
inline constexpr ExerciseKind all_exercise_kinds[] = {ExerciseKind::missed, ExerciseKind::longer,
                                                      ExerciseKind::blunder, ExerciseKind::mistake};
// "missed", "longer", "blunder", "mistake" (the CLI's --kind, the PDN's Exercise tag).
std::string_view exercise_kind_name(ExerciseKind k);
std::optional<ExerciseKind> exercise_kind_from_name(std::string_view name);

// Where an exercise stands in the review schedule (app/exercise_schedule.hpp decides it).
struct ExerciseSchedule {
    int box = 0;            // Leitner box: 0 never answered, 1..5
    std::int64_t due = 0;   // when it is next asked, seconds since 1970 (UTC); 0: at once
    int attempts = 0;       // answers given
    int successes = 0;      // of them right
    int last_correct = -1;  // the last answer: -1 none yet, 0 wrong, 1 right
    bool operator==(const ExerciseSchedule&) const = default;
};

struct ExerciseRow {
    std::int64_t id = 0;  // 0 for a row not stored yet
    ExerciseKind kind = ExerciseKind::missed;
    core::Variant variant = core::Variant::dama;
    std::string fen;                      // the position to play from (core::to_fen)
    std::optional<std::int64_t> game_id;  // the game it was built from; none when imported
    int ply = 0;                          // the move of that game played here (1 = first); 0: none
    std::string player;                   // the side to move's name as written in the game
    std::string played;                   // the move played in the game ("" unknown)
    // Every answer the rules (missed, longer) or the stored analysis (blunder, mistake) call
    // right, in full path notation ("d3xd5xf5", "12x19x26", "11-15").
    std::vector<std::string> solutions;
    std::string line;          // the line shown after the answer, from the first solution
    std::optional<int> score;  // blunder, mistake: the stored score here (centi-men, White's view)
    std::string source;        // the game in words: "White - Black, Event, Date"
    ExerciseSchedule schedule;
};

// A game with marks an exercise can be built from (schema 13's counts).
struct MarkedGame {
    std::int64_t id = 0;
    std::string white, black;
    int missed_captures = 0, longer_chains = 0, blunders = 0, mistakes = 0;
};

// What storing a set of exercises did.
struct ExerciseSaveOutcome {
    std::int64_t added = 0, updated = 0, unchanged = 0;
};

}  // namespace damascope::database
