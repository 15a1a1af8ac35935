#include "exercise_schedule.hpp"

#include <algorithm>
#include <tuple>

namespace damascope::app {

std::int64_t box_interval(int box) {
    constexpr std::int64_t day = 24 * 60 * 60;
    constexpr std::int64_t days[leitner_boxes] = {1, 3, 7, 14, 30};
    return days[std::clamp(box, 1, leitner_boxes) - 1] * day;
}

database::ExerciseSchedule after_answer(database::ExerciseSchedule s, bool correct,
                                        std::int64_t now) {
    ++s.attempts;
    if (correct) {
        ++s.successes;
        s.box = std::min(s.box + 1, leitner_boxes);
        s.due = now + box_interval(s.box);
        s.last_correct = 1;
    } else {
        s.box = 1;
        s.due = now + retry_after;
        s.last_correct = 0;
    }
    return s;
}

std::optional<std::size_t> next_exercise(std::span<const database::ExerciseRow> rows,
                                         std::int64_t now, bool ahead) {
    // The order: answered before (0) before new (1), then the due time, then the building order.
    auto key = [&](std::size_t i) {
        const auto& s = rows[i].schedule;
        return std::make_tuple(s.attempts > 0 ? 0 : 1, s.due, rows[i].id, i);
    };
    std::optional<std::size_t> best;
    for (std::size_t i = 0; i < rows.size(); ++i)
        if (is_due(rows[i].schedule, now) && (!best || key(i) < key(*best))) best = i;
    if (best || !ahead) return best;
    for (std::size_t i = 0; i < rows.size(); ++i)
        if (!best || std::make_tuple(rows[i].schedule.due, rows[i].id) <
                         std::make_tuple(rows[*best].schedule.due, rows[*best].id))
            best = i;
    return best;
}

std::vector<KindProgress> progress_by_kind(std::span<const database::ExerciseRow> rows,
                                           std::int64_t now) {
    std::vector<KindProgress> out;
    for (auto k : database::all_exercise_kinds) out.push_back({k, 0, 0, 0});
    for (const auto& r : rows) {
        KindProgress& p = out[static_cast<std::size_t>(r.kind)];
        ++p.total;
        p.due += is_due(r.schedule, now) ? 1 : 0;
        p.solved += r.schedule.last_correct == 1 ? 1 : 0;
    }
    return out;
}

}  // namespace damascope::app
