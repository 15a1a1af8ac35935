// A blunder or mistake exercise answered with a move other than the stored best: the engine (and
// the endgame tables, when they hold the position) judges it. The move is right when the mover's
// winning chances after it are within the annotator's mistake threshold of the best move's
// (analysis::Thresholds, annotator.hpp): "keeps the evaluation"; else "loses 1.4 men: 12-16 was
// better". No wx here; the window runs judge() on a worker thread.
#pragma once

#include <atomic>
#include <memory>

#include "analysis/search_types.hpp"
#include "training.hpp"

namespace damascope::analysis {
class Engine;
}

namespace damascope::app {

class TrainingJudge {
  public:
    // `limits` per answer (a stop flag in them is honoured); the engine is made on the first
    // judge(), with the endgame tables and the learned evaluation as the engine panel has them,
    // unless `plain` (tests: the classic evaluation, no tables).
    explicit TrainingJudge(analysis::Limits limits, bool plain = false);
    ~TrainingJudge();
    TrainingJudge(const TrainingJudge&) = delete;
    TrainingJudge& operator=(const TrainingJudge&) = delete;

    // Judges `tried` in the exercise's position: judge_by_rules first, the engine when it must.
    Judgement judge(const ExerciseRow& r, const core::Position& pos, const core::Move& tried);

  private:
    analysis::Limits limits_;
    bool plain_ = false;
    std::unique_ptr<analysis::Engine> engine_;
};

// How long the engine thinks about an answer it must judge while the user waits: up to depth 24
// or 1.5 s, stopped early by `stop`.
analysis::Limits answer_limits(const std::atomic<bool>* stop);

// The engine's verdict on `tried` given the scores (White's view) of the best move and of `tried`:
// what judge() says, split out to be tested with scores worked out by hand.
Judgement engine_verdict(const core::Position& pos, const core::Move& tried, int tried_score,
                         const core::Move& best, int best_score);

}  // namespace damascope::app
