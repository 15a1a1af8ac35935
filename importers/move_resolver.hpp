// Finds the move a written move text means in a position: legal moves first, then physically
// possible ones (rule breaks, marked), resolving an ambiguous short capture by looking ahead.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/game_record.hpp"
#include "core/position.hpp"
#include "importers/raw_game.hpp"

namespace damascope::importers {

struct Resolution {
    std::optional<core::Move> move;  // nullopt: impossible, not a move, or ambiguous (see error)
    core::MarkSet marks = 0;         // missed_capture / longer_chain_available
    std::string error;
};

// Resolves line[index] in `pos`; the moves after it are used only to choose between readings.
Resolution resolve_move(const core::Position& pos, const std::vector<RawMove>& line,
                        std::size_t index);

// Why a written move cannot be played: "no white piece on 14", ...
std::string explain_impossible(const core::Position& pos, const std::vector<core::Square>& squares);

}  // namespace damascope::importers
