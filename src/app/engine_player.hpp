// The engine as an opponent: one search at a time on a worker thread, at a level
// (engine_level.hpp), answering with the move it chose; also the hint (the full engine's move)
// and the score a draw offer is judged by. Like live_analysis.hpp: a generation number so that
// the answer of a search stopped (a move taken back, the window closed) is dropped; the answer
// arrives on the worker thread and the window moves it to its own. No wx here.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>

#include "analysis/search_types.hpp"
#include "engine_level.hpp"
#include "game_clock.hpp"

namespace damascope::analysis {
class Engine;
}

namespace damascope::app {

class EnginePlayer {
  public:
    using Answer = std::function<void(int generation, const LevelMove& move)>;

    EnginePlayer();
    ~EnginePlayer();  // stops the search
    EnginePlayer(const EnginePlayer&) = delete;
    EnginePlayer& operator=(const EnginePlayer&) = delete;

    // Searches `pos` at `level` (full strength: `movetime_ms`) and answers once; stops the search
    // running first. Returns its generation.
    int start(const core::Position& pos, const analysis::GameContext& context,
              const EngineLevel& level, Millis movetime_ms, std::uint64_t seed, Answer answer);
    void stop();
    bool current(int generation) const { return generation == generation_; }
    bool running() const { return worker_.joinable() && !finished_; }

  private:
    std::unique_ptr<analysis::Engine> engine_;  // made by the first search's thread
    std::mutex engine_lock_;
    std::thread worker_;
    std::atomic<int> generation_{0};
    std::atomic<bool> stop_{false};
    std::atomic<bool> finished_{true};
};

}  // namespace damascope::app
