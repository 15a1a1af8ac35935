// Training > My mistakes as the window sees it, without wx: its own connection to the database,
// the exercises of the chosen player and kinds, the one asked, the answer judged and kept in the
// review schedule (exercise_schedule.hpp), the progress per kind. Only the schedule is ever
// written: looking at exercises never changes a stored game.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "analysis_lines.hpp"
#include "core/result.hpp"
#include "exercise_schedule.hpp"
#include "training.hpp"

namespace damascope::app {

class TrainingSession {
  public:
    // Opens the database at `path` and builds (refreshes) its exercises from the marks; a
    // database that cannot be written keeps the exercises it has (build_problem() says why).
    static core::Result<TrainingSession> open(const std::string& path);

    // The names that have exercises (each spelling merged under its name), sorted.
    const std::vector<std::string>& players() const { return players_; }
    // Reads the exercises of `filter`; nothing is asked until next().
    core::Result<bool> choose(const TrainingFilter& filter);
    const TrainingFilter& filter() const { return filter_; }

    // Asks the next exercise at `now` (the due ones first; none due: the one due soonest, so that
    // a player may go on ahead of the schedule). false when the filter leaves none.
    bool next(std::int64_t now);
    const ExerciseRow* current() const { return current_ ? &rows_[*current_] : nullptr; }
    const core::Position& position() const { return position_; }
    // Whether the exercise asked was due (false: practised ahead of the schedule).
    bool current_was_due() const { return was_due_; }
    // The moves the board offers: every move a piece could make (offered_moves).
    std::vector<core::Move> offered() const;
    // The answer judged by the rules or the stored answers; needs_engine when the engine must
    // judge (TrainingJudge, off the window's thread), then give its verdict to record().
    Judgement answer(const core::Move& m) const;
    // Keeps the verdict in the schedule (once per exercise asked: a second call changes nothing).
    core::Result<bool> record(bool correct, std::int64_t now);
    bool answered() const { return answered_; }

    std::vector<KindProgress> progress(std::int64_t now) const;
    // Why the exercises could not be refreshed when the session opened ("" when they were).
    const std::string& build_problem() const { return build_problem_; }
    // "White - Black, Event, Date (move 12)" of the exercise asked.
    std::string source_text() const;
    // The line after the answer, numbered as in the game ("2... 15x22 3. 25x18").
    std::string line_text(const std::vector<core::Move>& line) const;

  private:
    explicit TrainingSession(database::GameDatabase db);
    core::Result<bool> read_players();
    LineStart start() const;  // the move number of the exercise's position in its game

    std::unique_ptr<database::GameDatabase> db_;
    TrainingFilter filter_;
    std::vector<std::string> players_;
    std::vector<ExerciseRow> rows_;
    std::optional<std::size_t> current_;
    core::Position position_ = core::Position::initial(core::Variant::dama);
    bool was_due_ = false;
    bool answered_ = false;
    std::string build_problem_;
};

}  // namespace damascope::app
