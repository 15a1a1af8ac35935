// The evaluation's weights, in centi-men, and their table by name (for the tuner and self-play).
#pragma once

#include <span>
#include <string_view>

namespace damascope::analysis {

// Weights of the evaluation terms. The defaults are the engine's (see eval_weights.cpp for where
// they come from); the switches let self-play measure what each group of terms is worth.
struct EvalWeights {
    bool advancement = true;  // men nearer promotion, more so as the board empties
    bool structure = true;    // back-rank guard, walls of adjacent men, protected men
    bool mobility = true;     // free steps
    bool runaways = true;     // men with a free path to promotion, men about to promote

    // Dama (both rule sets).
    int dama_king = 300;         // a dama, against a man's 100
    int dama_trade = 64;         // /64 per missing piece below 32: trading down when ahead
    int dama_advance = 100;      // percent of the advancement table
    int dama_guard = 0;          // per man on the rank in front of the first, guarding promotion
    int dama_wall = 0;           // per pair of men side by side (neither can be taken sideways)
    int dama_support = 2;        // per man with a piece right behind (no frontal take)
    int dama_mobility = 1;       // per free step of a man
    int dama_king_mobility = 1;  // per square a dama reaches
    int dama_runaway = 100;      // percent of the runaway table (men nobody can stop)
    int dama_promote_next = 25;  // a man one free step from promotion

    // Dhama: Texel-tuned on the OCA's 22,621 games (660k quiet positions; test error 0.0861 ->
    // 0.0824 on 74k held-out positions) by
    //   tune --variant dhama ${DAMASCOPE_SHARED_DATA}/dhama/OCA_2.0.pdn
    // EvalWeights::hand_set() keeps the values they replace.
    int dhama_king = 149;
    int dhama_trade = 148;
    int dhama_advance = -35;
    int dhama_back_rank = 23;      // per man on the own first rank, while the enemy has men
    int dhama_center = 2;          // per man on the four centre squares
    int dhama_back_diagonal = 8;   // per back diagonal of a man held by a piece or an edge
    int dhama_king_center = 47;    // per king off the board's edge
    int dhama_mobility = 5;        // per free forward step of a man
    int dhama_king_mobility = -5;  // per free step of a king
    int dhama_runaway = 45;        // percent of the runaway table

    // Only material and advancement: the "weaker setting" for self-play.
    static EvalWeights material_only() {
        EvalWeights w;
        w.structure = false;
        w.mobility = false;
        w.runaways = false;
        return w;
    }
    // The hand-set weights the engine had before tuning (the "previous version" in self-play).
    static EvalWeights hand_set();
};

struct NamedWeight {
    std::string_view name;
    int EvalWeights::*field;
    bool dama;  // a Dama weight (else Dhama)
};

// Every integer weight, by name.
std::span<const NamedWeight> named_weights();

}  // namespace damascope::analysis
