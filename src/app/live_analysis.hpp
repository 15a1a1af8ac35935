// The engine running on the position shown, as the engine panel watches it: one worker thread
// at a time, the engine made (and the endgame tables loaded) by the first search, a caller-owned
// stop flag, and a generation number so that the reports of an older search can be dropped.
// Reports arrive on the worker thread; the window moves them to its own (CallAfter) and keeps
// those whose generation is still current(). No wx here.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "core/move.hpp"
#include "core/position.hpp"
#include "evaluation_choice.hpp"
#include "score.hpp"

namespace damascope::analysis {
class Engine;
}

namespace damascope::app {

// What the search reports after each completed iteration.
struct LiveReport {
    struct Line {
        Score score;
        std::vector<core::Move> moves;  // the line, from the position
    };
    int depth = 0;
    int seldepth = 0;  // deepest ply reached, captures included
    std::uint64_t nodes = 0;
    std::uint64_t nps = 0;
    std::vector<Line> lines;  // best first
};

// An endgame table file the engine could not use (damaged, of the old format, not a table).
struct TableProblem {
    std::string file_name;  // the file's name without its folder
    std::string why;
    std::string text;  // the path and why, in full
};

class LiveAnalysis {
  public:
    struct Callbacks {
        // After each iteration of the search of `generation` (on the worker thread).
        std::function<void(int generation, const LiveReport&)> report;
        // The search of `generation` ended by itself (a depth limit, no move): finish() it.
        std::function<void(int generation)> done;
        // Once, when the first search loaded the endgame tables and some could not be used.
        std::function<void(const std::vector<TableProblem>&)> table_problems;
    };

    LiveAnalysis();
    ~LiveAnalysis();  // stops the search
    LiveAnalysis(const LiveAnalysis&) = delete;
    LiveAnalysis& operator=(const LiveAnalysis&) = delete;

    // Starts a search of `pos`, reached by `moves` from `start` (for repetitions and the quiet
    // move count), listing `lines` lines, until stopped; stops the one running first. Returns its
    // generation.
    int start(const core::Position& start, const std::vector<core::Move>& moves,
              const core::Position& pos, int lines, Callbacks callbacks);
    // Stops the search and waits for its thread.
    void stop();
    // After done(generation): collects the thread if that search is still the current one;
    // false when it is not (a newer search runs, or none).
    bool finish(int generation);
    bool running() const { return worker_.joinable(); }
    // The evaluation of the next search (stops the one running; the engine is made again).
    void set_evaluation(Evaluation e);
    Evaluation evaluation() const { return evaluation_; }
    bool current(int generation) const { return generation == generation_; }

  private:
    std::unique_ptr<analysis::Engine> engine_;  // made by the first search's thread
    std::mutex engine_lock_;                    // between that thread's making it and stop()
    std::thread worker_;
    std::atomic<int> generation_{0};  // results of an older search are dropped
    std::atomic<bool> stop_{false};   // raised by stop(), seen even before the search begins
    Evaluation evaluation_ = Evaluation::learned;
};

}  // namespace damascope::app
