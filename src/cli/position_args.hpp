// The position a command works on: --variant dama|turkish|dhama and an optional --fen.
#pragma once

#include <optional>
#include <string>

#include "cli/command_line.hpp"
#include "core/position.hpp"
#include "core/types.hpp"

namespace damascope::cli {

// --variant NAME: a variant core::parse_variant knows.
CLI::Option* add_variant(CLI::App& cmd, std::optional<core::Variant>& target,
                         const std::string& help);

struct PositionOptions {
    std::optional<core::Variant> variant;
    std::string fen;  // empty: the variant's start position
};

// --variant (required) and --fen.
void add_position(CLI::App& cmd, PositionOptions& target);

// The start position of the variant, or the --fen position; a bad FEN is reported on stderr and
// gives nullopt (the command then exits with 2).
std::optional<core::Position> position_from(const PositionOptions& options);

}  // namespace damascope::cli
