#include "engine_player.hpp"

#include "analysis/egdb/egdb.hpp"
#include "analysis/engine.hpp"
#include "evaluation_choice.hpp"

namespace damascope::app {

EnginePlayer::EnginePlayer() = default;

EnginePlayer::~EnginePlayer() {
    stop();
}

int EnginePlayer::start(const core::Position& pos, const analysis::GameContext& context,
                        const EngineLevel& level, Millis movetime_ms, std::uint64_t seed,
                        Answer answer) {
    stop();
    const int generation = ++generation_;
    stop_ = false;
    finished_ = false;
    worker_ = std::thread([this, generation, pos, context, level, movetime_ms, seed,
                           answer = std::move(answer)] {
        if (!engine_) {
            // One thread: a level's play depends on its node limit alone, as in the matches that
            // measured it (BENCHMARKS.md). The endgame tables and the learned evaluation as the
            // engine panel uses them.
            analysis::EngineOptions options;
            options.threads = 1;
            options.tables = &analysis::egdb::shared_table_set();
            options.networks = networks_for(Evaluation::learned);
            auto made = std::make_unique<analysis::Engine>(options);
            const std::lock_guard<std::mutex> lock(engine_lock_);
            engine_ = std::move(made);
        }
        const LevelMove m = play_level(*engine_, pos, context, level, movetime_ms, seed, &stop_);
        finished_ = true;
        if (answer && !stop_) answer(generation, m);
    });
    return generation;
}

void EnginePlayer::stop() {
    if (!worker_.joinable()) return;
    ++generation_;
    stop_ = true;
    {
        const std::lock_guard<std::mutex> lock(engine_lock_);
        if (engine_) engine_->stop();
    }
    worker_.join();
    finished_ = true;
}

}  // namespace damascope::app
