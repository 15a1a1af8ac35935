// Static evaluation of a position of either game, in centi-men from White's point of view.
#pragma once

#include "core/position.hpp"

namespace damascope::analysis {

// Weights of the evaluation terms, in centi-men. The defaults are the engine's; the switches let
// self-play measure what each group of terms is worth.
struct EvalWeights {
    int dama_king = 300;      // a Dama dama: giving two or three men for one is usually good (seed)
    int dhama_king = 140;     // a Dhama king: one step in four directions
    bool advancement = true;  // men nearer promotion, more so as the board empties
    bool structure = true;    // back-rank guard, walls of adjacent men, protected men
    bool mobility = true;     // free steps
    bool runaways = true;     // men with a free path to promotion, men about to promote
    // Dama structure terms, per man. Self-play at depth 6 (100 games each, both colours) found
    // the guard and wall bonuses harmful so far: against both off, guard 5 scored 44%, wall 3
    // scored 40%, guard 2 with wall 1 scored 45%. They stay here, off, for further tuning.
    int dama_guard = 0;     // on the rank in front of the (empty) first rank, guarding promotion
    int dama_wall = 0;      // side by side with another man: neither can be taken sideways
    int dama_support = 2;   // a piece right behind: no frontal take
    int dama_mobility = 1;  // per free step or dama square

    // Only material and advancement: the "weaker setting" for self-play.
    static EvalWeights material_only() {
        EvalWeights w;
        w.structure = false;
        w.mobility = false;
        w.runaways = false;
        return w;
    }
};

// The position's value for White; the side to move is not considered (the search resolves
// captures before it asks).
int evaluate(const core::Position& pos, const EvalWeights& w = {});

// True when the side to move has a non-capturing step. With no capture available, a side
// without a step is blocked and loses.
bool has_step(const core::Position& pos);

}  // namespace damascope::analysis
