// When a training exercise comes back: Leitner boxes. Chosen over SM-2 because a few hundred
// exercises need no per-card ease factor, and a box is something a player can be told and
// understand ("box 3: back in a week"): an exercise answered right moves up one box and waits
// longer (1, 3, 7, 14, then 30 days); one answered wrong goes back to box 1 and returns in ten
// minutes, so a missed exercise always comes back before a solved one. No wx, no SQL.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "database/exercise_rows.hpp"

namespace damascope::app {

inline constexpr int leitner_boxes = 5;
// How long an exercise in box 1..5 waits after a right answer, in seconds.
std::int64_t box_interval(int box);
// After a wrong answer: back in box 1, asked again this soon (seconds).
inline constexpr std::int64_t retry_after = 10 * 60;

// The schedule after an answer given at `now` (seconds since 1970, UTC).
database::ExerciseSchedule after_answer(database::ExerciseSchedule s, bool correct,
                                        std::int64_t now);

// Whether the exercise is asked at `now`.
inline bool is_due(const database::ExerciseSchedule& s, std::int64_t now) {
    return s.due <= now;
}

// The index in `rows` of the exercise to ask next at `now`: among those due, the ones answered
// before (a wrong answer brought back, a review) first, earliest due first; then the new ones in
// the order they were built. With `ahead`, when none is due, the one due soonest. nullopt when
// there is none.
std::optional<std::size_t> next_exercise(std::span<const database::ExerciseRow> rows,
                                         std::int64_t now, bool ahead = false);

// Per kind: how many exercises there are, how many are due now, how many were last answered
// right.
struct KindProgress {
    database::ExerciseKind kind = database::ExerciseKind::missed;
    int total = 0, due = 0, solved = 0;
};
std::vector<KindProgress> progress_by_kind(std::span<const database::ExerciseRow> rows,
                                           std::int64_t now);

}  // namespace damascope::app
