#include "analysis/engine.hpp"

#include <algorithm>
#include <thread>

#include "analysis/searcher.hpp"
#include "analysis/transposition_table.hpp"

namespace damascope::analysis {

std::string engine_id() {
    return std::string(engine_name) + " " + engine_version;
}

Engine::Engine(const EngineOptions& options) : options_(options) {
    EngineOptions shared = options;
    // Several threads need one table between them: the caller's, or one the engine owns.
    if (options.threads > 1 && !shared.shared_table) {
        own_table_ = std::make_shared<TranspositionTable>(options.hash_mb);
        shared.shared_table = own_table_;
    }
    searcher_ = std::make_unique<Searcher>(shared);
    for (int i = 1; i < options.threads; ++i) {
        helpers_.push_back(std::make_unique<Searcher>(shared));
        helpers_.back()->set_helper(i);
    }
}

Engine::~Engine() = default;

SearchResult Engine::search(const core::Position& root, const Limits& limits,
                            const GameContext& context, const InfoCallback& info) {
    if (helpers_.empty()) return searcher_->run(root, limits, context, info);
    // The helpers run without limits of their own until the main thread has its answer: their
    // only output is what they leave in the table. They stop on a flag of this search, not on
    // request_stop(), which a helper's run() resets when it starts late.
    std::atomic<bool> main_done{false};
    Limits helper_limits;
    helper_limits.stop = &main_done;
    std::vector<std::uint64_t> helper_nodes(helpers_.size(), 0);
    std::vector<std::thread> threads;
    // The helpers are stopped and joined however the main search ends (an exception included).
    struct Joiner {
        std::atomic<bool>& done;
        std::vector<std::thread>& threads;
        ~Joiner() {
            done.store(true, std::memory_order_relaxed);
            for (auto& t : threads) t.join();
        }
    };
    SearchResult result;
    {
        Joiner joiner{main_done, threads};
        for (std::size_t i = 0; i < helpers_.size(); ++i)
            threads.emplace_back([this, i, &root, &helper_limits, &context, &helper_nodes] {
                helper_nodes[i] = helpers_[i]->run(root, helper_limits, context, {}).nodes;
            });
        result = searcher_->run(root, limits, context, info);
    }
    for (std::uint64_t n : helper_nodes) result.nodes += n;
    result.nps =
        result.time_ms > 0 ? result.nodes * 1000 / static_cast<std::uint64_t>(result.time_ms) : 0;
    return result;
}

void Engine::stop() {
    searcher_->request_stop();
    for (auto& helper : helpers_) helper->request_stop();
}

void Engine::new_game() {
    searcher_->clear();
    for (auto& helper : helpers_) helper->clear();
    if (own_table_) own_table_->clear();
}

}  // namespace damascope::analysis
