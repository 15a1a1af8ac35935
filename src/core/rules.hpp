// The rule sets as data. `dama` (the seed's rules) and `turkish` (the Turkish Draughts
// Federation's) share one move generator and one adjudication; what differs between them is read
// from this table, never from a copy of the code.
#pragma once

#include <cstdint>

#include "types.hpp"

namespace damascope::core {

// Which endings the material alone makes a draw.
enum class MaterialDraw : std::uint8_t {
    none,
    lone_king_vs_man,  // seed 003: a lone dama against a lone man
    one_piece_each,    // the federation: any ending with exactly one piece on each side
};

struct RuleSet {
    // A man that reaches the last rank during a capture chain stops there and is promoted (seed
    // 003, and Dhama); when false it goes on capturing as a man while it can and is promoted when
    // the chain ends (the federation). The maximum-capture rule counts what the chain takes.
    bool promotion_ends_chain = true;
    MaterialDraw material_draw = MaterialDraw::none;
    // Plies without a capture or a promotion that draw the game; 0: no such rule.
    int quiet_ply_limit = 0;
    // The occurrence of the same position with the same side to move that draws; 0: no such rule.
    int repetition_draw = 0;
};

constexpr RuleSet rule_set(Variant v) {
    switch (v) {
        case Variant::dama:
            return {.promotion_ends_chain = true,
                    .material_draw = MaterialDraw::lone_king_vs_man,
                    .quiet_ply_limit = 200,  // 100 moves by each side
                    .repetition_draw = 0};
        case Variant::turkish:
            return {.promotion_ends_chain = false,
                    .material_draw = MaterialDraw::one_piece_each,
                    .quiet_ply_limit = 0,  // long endings are left to the arbiter
                    .repetition_draw = 3};
        case Variant::dhama:
            // Crowning ends the move; draws by agreement or repetition follow the record's result.
            return {.promotion_ends_chain = true,
                    .material_draw = MaterialDraw::none,
                    .quiet_ply_limit = 0,
                    .repetition_draw = 0};
    }
    return {};
}

}  // namespace damascope::core
