// Static evaluation of a position of either game, in centi-men from White's point of view.
#pragma once

#include "analysis/eval_weights.hpp"
#include "core/position.hpp"

namespace damascope::analysis {

// The position's value for White; the side to move is not considered (the search resolves
// captures before it asks).
int evaluate(const core::Position& pos, const EvalWeights& w = {});

// Material alone, White's minus Black's: a man 100, a king as `w` values it.
int material(const core::Position& pos, const EvalWeights& w = {});

// True when the side to move has a non-capturing step. With no capture available, a side
// without a step is blocked and loses.
bool has_step(const core::Position& pos);

}  // namespace damascope::analysis
