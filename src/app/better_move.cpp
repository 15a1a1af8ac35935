#include "better_move.hpp"

#include <algorithm>

#include "analysis_lines.hpp"
#include "analysis_view.hpp"
#include "core/notation.hpp"
#include "database/analysis_summary.hpp"
#include "ui_text.hpp"

namespace damascope::app {

std::optional<BetterMove> better_move_at_cursor(const GameDocument& doc) {
    const GameSession& s = doc.session();
    const SessionNode& node = s.node(s.cursor());
    if (node.parent < 0 || !s.on_main_line(s.cursor())) return std::nullopt;
    const database::PlyAnalysis* after = stored_ply(doc.analysis(), node.ply);
    const database::PlyAnalysis* before = stored_ply(doc.analysis(), node.ply - 1);
    if (!after || !before) return std::nullopt;
    const core::MarkSet marks = static_cast<core::MarkSet>(after->marks | node.marks);
    BetterMove b;
    if (core::has_mark(marks, core::Mark::blunder))
        b.mark = core::Mark::blunder;
    else if (core::has_mark(marks, core::Mark::mistake))
        b.mark = core::Mark::mistake;
    else if (core::has_mark(marks, core::Mark::inaccuracy))
        b.mark = core::Mark::inaccuracy;
    else
        return std::nullopt;
    const core::Position& from = s.node(node.parent).position;
    const std::vector<core::Move> best = read_line(from, before->best);
    if (best.empty()) return std::nullopt;
    b.move = best.front();
    b.move_text = core::format_recorded_move(from, b.move);
    b.path = arrow_path(from, b.move);
    const bool white_moved = from.side_to_move() == core::Color::white;
    const int drop = database::capped_score(*before) - database::capped_score(*after);
    b.loss = std::max(0, white_moved ? drop : -drop);
    return b;
}

std::string better_move_text(const BetterMove& b) {
    // U+2212 minus: the score the move lost.
    const std::string loss = text_format("\u2212%d.%02d", b.loss / 100, b.loss % 100);
    switch (b.mark) {
        case core::Mark::blunder:
            return text_format(tr("?? blunder \u2014 %s was better (%s)"), b.move_text, loss);
        case core::Mark::mistake:
            return text_format(tr("? mistake \u2014 %s was better (%s)"), b.move_text, loss);
        default:
            return text_format(tr("?! inaccuracy \u2014 %s was better (%s)"), b.move_text, loss);
    }
}

}  // namespace damascope::app
