#include "engine_level.hpp"

#include <algorithm>
#include <array>

#include "analysis/engine.hpp"

namespace damascope::app {

namespace {

// The levels, weakest first: level 1 may give a man away (its margin is above a man), level 5
// only a small positional edge, level 6 on play the best move they find. Each was measured against
// the full engine and against the next level (BENCHMARKS.md, "Playing levels").
constexpr std::array<EngineLevel, highest_level> levels = {{
    {.number = 1, .nodes = 300, .lines = 64, .margin = 220},
    {.number = 2, .nodes = 1'000, .lines = 16, .margin = 140},
    {.number = 3, .nodes = 3'000, .lines = 8, .margin = 80},
    {.number = 4, .nodes = 8'000, .lines = 6, .margin = 40},
    {.number = 5, .nodes = 20'000, .lines = 4, .margin = 15},
    {.number = 6, .nodes = 60'000, .lines = 1, .margin = 0},
    {.number = 7, .nodes = 200'000, .lines = 1, .margin = 0},
    {.number = 8, .nodes = 0, .lines = 1, .margin = 0},
}};

// splitmix64: a seed spread over all 64 bits (the same on every platform, unlike the standard
// library's distributions).
std::uint64_t mix(std::uint64_t x) {
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

}  // namespace

const EngineLevel& engine_level(int number) {
    const int n = std::clamp(number, lowest_level, highest_level);
    return levels[static_cast<std::size_t>(n - 1)];
}

std::vector<std::size_t> near_best(std::span<const int> scores, int margin) {
    std::vector<std::size_t> out;
    if (scores.empty()) return out;
    const int best = *std::max_element(scores.begin(), scores.end());
    for (std::size_t i = 0; i < scores.size(); ++i)
        if (scores[i] >= best - margin) out.push_back(i);
    return out;
}

std::size_t choose_move(std::span<const int> scores, const EngineLevel& level, std::uint64_t seed) {
    const std::vector<std::size_t> candidates = near_best(scores, level.margin);
    if (candidates.size() <= 1) return candidates.empty() ? 0 : candidates.front();
    return candidates[mix(seed) % candidates.size()];
}

LevelMove play_level(analysis::Engine& engine, const core::Position& pos,
                     const analysis::GameContext& context, const EngineLevel& level,
                     std::int64_t movetime_ms, std::uint64_t seed, const std::atomic<bool>* stop) {
    analysis::Limits limits;
    limits.nodes = level.nodes;
    if (level.nodes == 0) limits.movetime_ms = movetime_ms > 0 ? movetime_ms : 1000;
    limits.multipv = level.lines;
    limits.stop = stop;
    const analysis::SearchResult r = engine.search(pos, limits, context);
    LevelMove out;
    if (!r.has_move) return out;
    const int sign = pos.side_to_move() == core::Color::white ? 1 : -1;
    std::vector<int> scores;
    for (const analysis::Line& line : r.lines) scores.push_back(sign * line.score);
    out.has_move = true;
    out.move = r.best;
    out.score = out.best_score = sign * r.score;
    out.candidates = 1;
    if (scores.empty()) return out;
    const std::size_t k = choose_move(scores, level, seed);
    out.move = r.lines[k].move;
    out.score = scores[k];
    out.best_score = *std::max_element(scores.begin(), scores.end());
    out.candidates = near_best(scores, level.margin).size();
    return out;
}

}  // namespace damascope::app
