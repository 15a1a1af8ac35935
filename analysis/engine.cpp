#include "analysis/engine.hpp"

#include "analysis/searcher.hpp"

namespace damascope::analysis {

std::string engine_id() {
    return std::string(engine_name) + " " + engine_version;
}

Engine::Engine(const EngineOptions& options)
    : options_(options), searcher_(std::make_unique<Searcher>(options)) {}

Engine::~Engine() = default;

SearchResult Engine::search(const core::Position& root, const Limits& limits,
                            const GameContext& context, const InfoCallback& info) {
    return searcher_->run(root, limits, context, info);
}

void Engine::stop() {
    searcher_->request_stop();
}

void Engine::new_game() {
    searcher_->clear();
}

}  // namespace damascope::analysis
