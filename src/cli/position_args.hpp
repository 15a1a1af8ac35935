// Reads the position a command works on from --variant dama|dhama and an optional --fen.
#pragma once

#include <optional>

#include "cli/args.hpp"
#include "core/position.hpp"

namespace damascope::cli {

// The start position of the variant, or the --fen position. Prints what is wrong on stderr and
// returns nullopt for a missing or unknown variant or a bad FEN (the command then exits with 2).
std::optional<core::Position> position_from_args(const ParsedArgs& args, const char* command);

}  // namespace damascope::cli
