#include "training_judge.hpp"

#include <algorithm>
#include <cstdlib>

#include "analysis/annotator.hpp"
#include "analysis/egdb/egdb.hpp"
#include "analysis/engine.hpp"
#include "analysis/score.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"
#include "evaluation_choice.hpp"
#include "ui_text.hpp"

namespace damascope::app {

TrainingJudge::TrainingJudge(analysis::Limits limits, bool plain)
    : limits_(limits), plain_(plain) {}

TrainingJudge::~TrainingJudge() = default;

Judgement engine_verdict(const core::Position& pos, const core::Move& tried, int tried_score,
                         const core::Move& best, int best_score) {
    const bool white = pos.side_to_move() == core::Color::white;
    const int mine_tried = white ? tried_score : -tried_score;
    const int mine_best = white ? best_score : -best_score;
    const double scale = analysis::winning_chance_scale(pos.variant());
    const double drop =
        analysis::winning_chances(mine_best, scale) - analysis::winning_chances(mine_tried, scale);
    Judgement j;
    j.correct = tried == best || drop < analysis::Thresholds{}.mistake;
    const std::string move = isolated(core::format_move_full(pos, tried));
    const std::string better = isolated(core::format_move_full(pos, best));
    if (j.correct) {
        j.text = text_format(tr("Right: %s keeps the evaluation."), move);
    } else if (analysis::forced_plies(mine_tried) < 0) {
        j.text = text_format(tr("%s loses by force: %s was better."), move, better);
    } else if (analysis::forced_plies(mine_best) > 0) {
        j.text = text_format(tr("%s lets a forced win go: %s was better."), move, better);
    } else {
        const int loss = std::max(0, mine_best - mine_tried);
        const int tenths = (loss + 5) / 10;
        const std::string men = text_format("%d.%d", tenths / 10, tenths % 10);
        j.text = text_format(tr("%s loses %s men: %s was better."), move, isolated(men), better);
    }
    return j;
}

Judgement TrainingJudge::judge(const ExerciseRow& r, const core::Position& pos,
                               const core::Move& tried) {
    Judgement j = judge_by_rules(r, pos, tried);
    if (!j.needs_engine) return j;
    core::MoveList legal;
    core::generate_legal(pos, legal);
    if (!legal.contains(tried)) {
        j.needs_engine = false;
        j.text = text_format(tr("%s breaks the rules: a capture was compulsory."),
                             isolated(core::format_move_full(pos, tried)));
        return j;
    }
    if (!engine_) {
        analysis::EngineOptions options;
        if (!plain_) {
            options.tables = &analysis::egdb::shared_table_set();
            options.networks = networks_for(Evaluation::learned);
        }
        engine_ = std::make_unique<analysis::Engine>(options);
    }
    analysis::Limits limits = limits_;
    limits.multipv = static_cast<int>(legal.size());
    const analysis::SearchResult result = engine_->search(pos, limits);
    if (result.lines.empty()) return j;  // no verdict: needs_engine stays
    const analysis::Line& best = result.lines.front();
    auto it = std::find_if(result.lines.begin(), result.lines.end(),
                           [&](const analysis::Line& l) { return l.move == tried; });
    int tried_score = 0;
    std::vector<core::Move> tried_line{tried};
    if (it != result.lines.end()) {
        tried_score = it->score;
        tried_line = it->pv;
    } else {
        // Not among the lines the search kept: search the position after it.
        core::Position after = pos;
        after.play(tried);
        const analysis::SearchResult reply = engine_->search(after, limits_);
        tried_score = reply.score;
        for (const auto& m : reply.lines.empty() ? std::vector<core::Move>{} : reply.lines[0].pv)
            tried_line.push_back(m);
    }
    Judgement v = engine_verdict(pos, tried, tried_score, best.move, best.score);
    v.line = v.correct ? tried_line : best.pv;
    if (v.line.empty()) v.line = {v.correct ? tried : best.move};
    return v;
}

analysis::Limits answer_limits(const std::atomic<bool>* stop) {
    analysis::Limits l;
    l.depth = 24;
    l.movetime_ms = 1500;
    l.stop = stop;
    return l;
}

}  // namespace damascope::app
