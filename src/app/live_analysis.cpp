#include "live_analysis.hpp"

#include "analysis/egdb/egdb.hpp"
#include "analysis/engine.hpp"
#include "resource_limits.hpp"

namespace damascope::app {

namespace {

LiveReport report_of(const analysis::SearchInfo& info) {
    LiveReport r;
    r.depth = info.depth;
    r.seldepth = info.seldepth;
    r.nodes = info.nodes;
    r.nps = info.nps;
    for (const analysis::Line& line : info.lines)
        r.lines.push_back({Score::from_search(line.score, line.from_tables), line.pv});
    return r;
}

}  // namespace

LiveAnalysis::LiveAnalysis() = default;

LiveAnalysis::~LiveAnalysis() {
    stop();
}

int LiveAnalysis::start(const core::Position& start, const std::vector<core::Move>& moves,
                        const core::Position& pos, int lines, Callbacks callbacks) {
    stop();
    const int generation = ++generation_;
    analysis::Limits limits;
    limits.multipv = lines;
    limits.depth = 64;  // deep enough to run until stopped
    stop_ = false;
    limits.stop = &stop_;
    const analysis::GameContext context = analysis::GameContext::from_moves(start, moves);
    worker_ = std::thread([this, generation, limits, pos, context, cb = std::move(callbacks)] {
        // Only this thread writes engine_ (one worker at a time); stop() reads it under the lock.
        if (!engine_) {
            analysis::EngineOptions options;
            options.threads = default_threads();  // what the user watches: every core
            // Endgame tables built with 'damascope-cli egdb build' into the default folder (or
            // $DAMASCOPE_EGDB), loaded here on the first start (seconds for large tables: not
            // on the UI thread); none there: the search alone.
            options.tables = &analysis::egdb::shared_table_set();
            std::vector<std::string> network_problems;
            options.networks = networks_for(evaluation_, &network_problems);
            auto made = std::make_unique<analysis::Engine>(options);
            const std::lock_guard<std::mutex> lock(engine_lock_);
            engine_ = std::move(made);
            // A damaged table is left out (the search decides there instead): said, not hidden.
            // So is a network that could not be loaded (that game's search uses the classic
            // evaluation).
            const auto& skipped = analysis::egdb::shared_table_problems();
            if ((!skipped.empty() || !network_problems.empty()) && cb.table_problems) {
                std::vector<TableProblem> problems;
                for (const auto& s : skipped)
                    problems.push_back({s.file.filename().string(), s.why, s.text()});
                for (const auto& text : network_problems)
                    problems.push_back(
                        {text.substr(0, text.find(": ")), text.substr(text.find(": ") + 2), text});
                cb.table_problems(problems);
            }
        }
        engine_->search(pos, limits, context, [&cb, generation](const analysis::SearchInfo& info) {
            if (cb.report) cb.report(generation, report_of(info));
        });
        if (cb.done) cb.done(generation);
    });
    return generation;
}

void LiveAnalysis::set_evaluation(Evaluation e) {
    if (e == evaluation_) return;
    stop();
    const std::lock_guard<std::mutex> lock(engine_lock_);
    engine_.reset();
    evaluation_ = e;
}

void LiveAnalysis::stop() {
    if (!worker_.joinable()) return;
    ++generation_;
    stop_ = true;  // also reaches a search whose thread has not begun it yet
    {
        const std::lock_guard<std::mutex> lock(engine_lock_);
        if (engine_) engine_->stop();
    }
    worker_.join();
}

bool LiveAnalysis::finish(int generation) {
    if (generation != generation_ || !worker_.joinable()) return false;
    worker_.join();
    return true;
}

}  // namespace damascope::app
