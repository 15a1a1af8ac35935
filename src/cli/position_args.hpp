// The position a command works on: --variant dama|turkish|dhama and an optional --fen.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cli/command_line.hpp"
#include "core/move.hpp"
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

// --moves "m1 m2 ...": moves played from the position, in the project's notation.
void add_moves(CLI::App& cmd, std::string& target);

// A game so far: where it started, the moves played, and where it stands now.
struct GameSoFar {
    core::Position start;
    std::vector<core::Move> moves;
    core::Position now;
};
// The position of `options` with `moves` (space-separated) played on it, each a legal move there.
// A move that is not legal, or that could mean two moves, is reported on stderr (which move, and
// why) and gives nullopt (exit 2).
std::optional<GameSoFar> game_from(const PositionOptions& options, const std::string& moves);

}  // namespace damascope::cli
