#include "mark_explanation.hpp"

#include "core/movegen.hpp"
#include "core/notation.hpp"

namespace damascope::gui {

std::optional<MarkExplanation> explain_mark(const core::Position& before, const core::Move& played,
                                            core::MarkSet marks) {
    const bool missed = core::has_mark(marks, core::Mark::missed_capture);
    const bool shorter = core::has_mark(marks, core::Mark::longer_chain_available);
    if (!missed && !shorter) return std::nullopt;
    core::MoveList legal;
    core::generate_legal(before, legal);
    // The capture to show: the one taking most; of those, the played piece's own (a chain stopped
    // early is best explained by that piece's full chain).
    std::optional<core::Move> best;
    const auto better = [&](const core::Move& m) {
        if (!best) return true;
        if (m.capture_count() != best->capture_count())
            return m.capture_count() > best->capture_count();
        return m.from == played.from && best->from != played.from;
    };
    for (const core::Move& m : legal)
        if (m.is_capture() && m != played && better(m)) best = m;
    if (!best ||
        (!missed && best->capture_count() <= played.capture_count() && best->from != played.from))
        return std::nullopt;
    MarkExplanation e;
    e.move = *best;
    e.taken = best->capture_count();
    e.move_text = core::format_move_full(before, *best);
    e.path.push_back(best->from);
    const auto paths = core::capture_paths(before, *best);
    if (!paths.empty())
        e.path.insert(e.path.end(), paths.front().landings.begin(), paths.front().landings.end());
    else
        e.path.push_back(best->to);
    if (missed)
        e.kind = MarkExplanation::Kind::missed_capture;
    else if (core::check_move(before, played) == core::MoveCheck::legal_shorter_capture)
        e.kind = MarkExplanation::Kind::shorter_choice;
    else
        e.kind = MarkExplanation::Kind::longer_chain;
    return e;
}

}  // namespace damascope::gui
