// The engine protocol's commands, as `damascope-cli engine` reads them from standard input (one a
// line; README.md "Engine protocol"). Parsing only: no search, no output.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace damascope::cli {

enum class EngineCommandKind : std::uint8_t { none, isready, newgame, position, go, quit, unknown };

struct EngineCommand {
    EngineCommandKind kind = EngineCommandKind::none;
    // position: the start FEN (empty for "startpos") and the moves played from it, space-separated.
    std::string fen;
    std::string moves;
    // go: the limits given (0 when absent).
    std::int64_t movetime_ms = 0;
    std::int64_t depth = 0;
    std::int64_t nodes = 0;
    // unknown: what was wrong, for the message on stderr.
    std::string problem;
};

// Reads one line of the protocol. An empty line is `none`; anything malformed is `unknown` with
// `problem` set.
EngineCommand parse_engine_command(std::string_view line);

}  // namespace damascope::cli
