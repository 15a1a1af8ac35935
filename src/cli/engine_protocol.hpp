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
    // What was wrong, for the message: with `unknown`, the line is no command; with `position` or
    // `go`, it is that command with bad arguments (refused: no position, no search).
    std::string problem;
};

// Reads one line of the protocol. An empty line is `none`; a line that is no command is `unknown`,
// a `position` or `go` with bad arguments that command, each with `problem` set.
EngineCommand parse_engine_command(std::string_view line);

// No FEN and no move is longer: a longer word in a `position` is refused before it is read.
inline constexpr std::size_t max_position_word_bytes = 256;

// `text` from the input as a message quotes it: whole up to `max_bytes`, else its first
// `max_bytes` (cut on a character boundary) and "… (N bytes)", so that a line of garbage
// megabytes long is not repeated whole on stderr.
std::string clipped(std::string_view text, std::size_t max_bytes = 200);

}  // namespace damascope::cli
