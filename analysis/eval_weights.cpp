#include "analysis/eval_weights.hpp"

#include <array>

namespace damascope::analysis {

EvalWeights EvalWeights::hand_set() {
    EvalWeights w;
    w.dhama_king = 140;
    w.dhama_trade = 64;
    w.dhama_advance = 100;
    w.dhama_back_rank = 6;
    w.dhama_center = 3;
    w.dhama_back_diagonal = 2;
    w.dhama_king_center = 4;
    w.dhama_mobility = 1;
    w.dhama_king_mobility = 1;
    w.dhama_runaway = 100;
    return w;
}

std::span<const NamedWeight> named_weights() {
    static constexpr std::array<NamedWeight, 20> table{{
        {"dama_king", &EvalWeights::dama_king, true},
        {"dama_trade", &EvalWeights::dama_trade, true},
        {"dama_advance", &EvalWeights::dama_advance, true},
        {"dama_guard", &EvalWeights::dama_guard, true},
        {"dama_wall", &EvalWeights::dama_wall, true},
        {"dama_support", &EvalWeights::dama_support, true},
        {"dama_mobility", &EvalWeights::dama_mobility, true},
        {"dama_king_mobility", &EvalWeights::dama_king_mobility, true},
        {"dama_runaway", &EvalWeights::dama_runaway, true},
        {"dama_promote_next", &EvalWeights::dama_promote_next, true},
        {"dhama_king", &EvalWeights::dhama_king, false},
        {"dhama_trade", &EvalWeights::dhama_trade, false},
        {"dhama_advance", &EvalWeights::dhama_advance, false},
        {"dhama_back_rank", &EvalWeights::dhama_back_rank, false},
        {"dhama_center", &EvalWeights::dhama_center, false},
        {"dhama_back_diagonal", &EvalWeights::dhama_back_diagonal, false},
        {"dhama_king_center", &EvalWeights::dhama_king_center, false},
        {"dhama_mobility", &EvalWeights::dhama_mobility, false},
        {"dhama_king_mobility", &EvalWeights::dhama_king_mobility, false},
        {"dhama_runaway", &EvalWeights::dhama_runaway, false},
    }};
    return table;
}

}  // namespace damascope::analysis
