#include "analysis_view.hpp"

#include "analysis_lines.hpp"
#include "ui_text.hpp"

namespace damascope::app {

const database::PlyAnalysis* stored_ply(const std::optional<database::GameAnalysis>& analysis,
                                        int ply) {
    if (!analysis) return nullptr;
    for (const database::PlyAnalysis& p : analysis->plies)
        if (p.ply == ply) return &p;
    return nullptr;
}

std::optional<StoredAnalysisView> stored_analysis_view(const GameDocument& doc) {
    const GameSession& s = doc.session();
    if (!s.on_main_line(s.cursor())) return std::nullopt;
    const database::PlyAnalysis* stored = stored_ply(doc.analysis(), s.ply());
    if (!stored) return std::nullopt;
    StoredAnalysisView v;
    v.score = Score::from_stored(stored->score, stored->mate_in);
    v.depth = stored->depth;
    const std::vector<core::Move> best = read_line(s.position(), stored->best);
    if (!best.empty()) v.best = best.front();
    v.line = stored_line(s.position(), stored->pv);
    if (v.line.empty()) v.line = best;
    return v;
}

std::vector<GraphPoint> graph_points(const GameDocument& doc) {
    const GameSession& s = doc.session();
    std::vector<GraphPoint> points;
    for (NodeId id : s.main_line()) points.push_back({std::nullopt, s.node(id).marks});
    if (const auto& analysis = doc.analysis()) {
        for (const database::PlyAnalysis& p : analysis->plies) {
            if (p.ply < 0 || static_cast<std::size_t>(p.ply) >= points.size()) continue;
            GraphPoint& point = points[static_cast<std::size_t>(p.ply)];
            point.score = graph_men(Score::from_stored(p.score, p.mate_in));
            point.marks |= p.marks;
        }
    }
    return points;
}

std::string stored_eval_text(const std::optional<database::GameAnalysis>& analysis,
                             std::optional<int> ply) {
    if (!analysis) return tr("not analysed");
    if (!ply) return tr("no stored score off the main line");
    const database::PlyAnalysis* p = stored_ply(analysis, *ply);
    if (!p) return tr("this position was not analysed");
    return text_format(tr("%s (depth %d)"), score_text(Score::from_stored(p->score, p->mate_in)),
                       p->depth);
}

std::string stored_eval_text(const GameDocument& doc) {
    const GameSession& s = doc.session();
    return stored_eval_text(
        doc.analysis(), s.on_main_line(s.cursor()) ? std::optional<int>(s.ply()) : std::nullopt);
}

}  // namespace damascope::app
