// One side of a match: something that answers a game so far with a move.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine_process.hpp"

namespace damascope::match {

// What a player answered: a move as written (empty when it gave none) and what it said about it.
struct PlayerReply {
    std::string move;
    std::optional<int> score;  // centi-men, the mover's view (last info line)
    std::optional<int> depth;
    std::string problem;          // why there is no move (timeout, crash), for the log
    std::int64_t elapsed_ms = 0;  // wall time from the command to the reply
};

class MatchPlayer {
  public:
    virtual ~MatchPlayer() = default;
    virtual const std::string& name() const = 0;
    virtual void new_game() = 0;
    // The move for the position reached by `moves` from `fen`.
    virtual PlayerReply play(const std::string& fen, const std::vector<std::string>& moves,
                             std::int64_t movetime_ms) = 0;
};

// An engine program speaking the protocol. A reply must come within the move's time plus
// `grace_ms` (for process and load delays); a program that misses it is restarted for the next
// move.
class ProtocolPlayer : public MatchPlayer {
  public:
    ProtocolPlayer(std::string name, std::string command, std::int64_t grace_ms = 2000)
        : name_(std::move(name)), process_(std::move(command)), grace_ms_(grace_ms) {}
    const std::string& name() const override { return name_; }
    void new_game() override;
    PlayerReply play(const std::string& fen, const std::vector<std::string>& moves,
                     std::int64_t movetime_ms) override;

  private:
    static constexpr int ready_timeout_s = 60;
    // Starts the engine if it is not running and waits for its "readyok".
    bool start_ready();

    std::string name_;
    EngineProcess process_;
    std::int64_t grace_ms_;
};

}  // namespace damascope::match
