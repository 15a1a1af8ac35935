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
    // `level` (1-8, app/engine_level.hpp): each "go" plays as that level of the app's games
    // against the engine (its node limit and its choice among near-best moves; level 8 keeps the
    // go's limits); 0: the engine at full strength, as asked.
    EngineSession(analysis::Engine& engine, core::Variant variant, Answer answer, int level = 0);

    // Handles one line; false after "quit".
    bool handle(std::string_view line);
    // The game "go" searches (nullopt after a bad "position").
    const std::optional<GameSoFar>& game() const { return game_; }

  private:
    void answer_go(std::int64_t movetime_ms, std::int64_t depth, std::int64_t nodes);

    analysis::Engine& engine_;
    core::Variant variant_;
    Answer answer_;
    int level_ = 0;
    std::uint64_t searches_ = 0;  // the weak levels' seed changes from search to search
    // nullopt after a bad position: "go" then answers "bestmove none" until the next good one.
    std::optional<GameSoFar> game_;
};

}  // namespace damascope::cli
