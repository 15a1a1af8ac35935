// What `damascope-cli engine` does with each line of the protocol it reads (engine_protocol.hpp):
// the game so far, searches and their answers. Where the lines come from and where the answers go
// are the caller's, so that the fuzz target can drive the session as the command does.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "analysis/engine.hpp"
#include "cli/position_args.hpp"
#include "core/types.hpp"

namespace damascope::cli {

class EngineSession {
  public:
    // Receives one answer line ("readyok", "info ...", "bestmove ..."), without its line end.
    using Answer = std::function<void(const std::string& line)>;

    // Starts at `variant`'s start position. Bad lines are reported on stderr (error()).
    EngineSession(analysis::Engine& engine, core::Variant variant, Answer answer);

    // Handles one line; false after "quit".
    bool handle(std::string_view line);
    // The game "go" searches (nullopt after a bad "position").
    const std::optional<GameSoFar>& game() const { return game_; }

  private:
    void answer_go(std::int64_t movetime_ms, std::int64_t depth, std::int64_t nodes);

    analysis::Engine& engine_;
    core::Variant variant_;
    Answer answer_;
    // nullopt after a bad position: "go" then answers "bestmove none" until the next good one.
    std::optional<GameSoFar> game_;
};

}  // namespace damascope::cli
