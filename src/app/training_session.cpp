#include "training_session.hpp"

#include <algorithm>
#include <set>

#include "analysis_lines.hpp"
#include "ui_text.hpp"

namespace damascope::app {

using core::Error;
using core::Result;

TrainingSession::TrainingSession(database::GameDatabase db)
    : db_(std::make_unique<database::GameDatabase>(std::move(db))) {}

Result<TrainingSession> TrainingSession::open(const std::string& path) {
    auto db = database::GameDatabase::open_existing(path);
    if (!db) return Error{db.error()};
    TrainingSession s(std::move(db).value());
    if (s.db_->read_only()) {
        s.build_problem_ = "read-only";
    } else if (auto built = build_exercises(*s.db_, {}); !built) {
        s.build_problem_ = built.error();
    }
    if (auto r = s.read_players(); !r) return Error{r.error()};
    if (auto r = s.choose({}); !r) return Error{r.error()};
    return s;
}

Result<bool> TrainingSession::read_players() {
    auto all = db_->exercises();
    if (!all) return Error{all.error()};
    auto aliases = db_->player_aliases();
    if (!aliases) return Error{aliases.error()};
    std::set<std::string> names;
    for (const auto& r : *all)
        if (!r.player.empty()) names.insert(counted_name(*aliases, r.player));
    players_.assign(names.begin(), names.end());
    return true;
}

Result<bool> TrainingSession::choose(const TrainingFilter& filter) {
    auto rows = load_exercises(*db_, filter);
    if (!rows) return Error{rows.error()};
    filter_ = filter;
    rows_ = std::move(rows).value();
    current_.reset();
    answered_ = false;
    return true;
}

bool TrainingSession::next(std::int64_t now) {
    answered_ = false;
    current_.reset();
    const auto chosen = next_exercise(rows_, now, true);
    if (!chosen) return false;
    auto pos = exercise_position(rows_[*chosen]);
    if (!pos) return false;
    current_ = chosen;
    position_ = *pos;
    was_due_ = is_due(rows_[*chosen].schedule, now);
    return true;
}

std::vector<core::Move> TrainingSession::offered() const {
    return current_ ? offered_moves(position_) : std::vector<core::Move>{};
}

Judgement TrainingSession::answer(const core::Move& m) const {
    if (!current_) return {};
    return judge_by_rules(rows_[*current_], position_, m);
}

Result<bool> TrainingSession::record(bool correct, std::int64_t now) {
    if (!current_ || answered_) return false;
    ExerciseRow& r = rows_[*current_];
    const auto s = after_answer(r.schedule, correct, now);
    if (!db_->read_only()) {
        if (auto saved = db_->save_exercise_schedule(r.id, s); !saved) return saved;
    }
    r.schedule = s;
    answered_ = true;
    return true;
}

std::vector<KindProgress> TrainingSession::progress(std::int64_t now) const {
    return progress_by_kind(rows_, now);
}

std::string TrainingSession::source_text() const {
    const ExerciseRow* r = current();
    if (!r) return {};
    std::string text = r->source;
    if (r->ply > 0)
        text += (text.empty() ? "" : " ") +
                text_format(tr("(move %s)"), isolated(std::to_string(start().move_number)));
    return text;
}

LineStart TrainingSession::start() const {
    const ExerciseRow* r = current();
    const int played = r && r->ply > 0 ? r->ply - 1 : 0;
    // The game's start had the side to move here when an even number of plies came before.
    const core::Color start_side =
        played % 2 == 0 ? position_.side_to_move() : core::opposite(position_.side_to_move());
    return line_start(played, start_side == core::first_mover(position_.variant()));
}

std::string TrainingSession::line_text(const std::vector<core::Move>& line) const {
    const ExerciseRow* r = current();
    if (!r || line.empty()) return {};
    return isolated(numbered_line(position_, line, start()));
}

}  // namespace damascope::app
