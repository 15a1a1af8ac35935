// The engine's playing strengths for a game against it (Game > Play against the engine, and
// `damascope-cli engine --level N` for matches): a level is a search limit and, for the weak
// levels, a deliberate choice among the near-best moves, so that a beginner can win. The choice
// is a plain function of the scores and a seed, tested directly. No wx here.
#pragma once

#include <atomic>
#include <cstdint>
#include <span>
#include <vector>

#include "analysis/search_types.hpp"
#include "core/move.hpp"
#include "core/position.hpp"

namespace damascope::analysis {
class Engine;
}

namespace damascope::app {

struct EngineLevel {
    int number = 0;
    // Nodes searched per move; 0: the time given (full strength).
    std::uint64_t nodes = 0;
    // Root moves searched each with its own score (multipv), to choose among.
    int lines = 1;
    // A move whose score is within this many centi-men of the best move's may be chosen (0: only
    // the best). Above 100 (a man) the level may give a man away.
    int margin = 0;
};

inline constexpr int lowest_level = 1;
inline constexpr int highest_level = 8;  // full strength: no node limit, no choice

// The level's row (a number outside 1..8 is taken to the nearest level).
const EngineLevel& engine_level(int number);

// The indexes of the moves the level may choose among: those whose score (from the side to
// move's view, best first or in any order) is within `margin` of the best.
std::vector<std::size_t> near_best(std::span<const int> scores, int margin);
// The move chosen among near_best(scores, level.margin): each equally likely, decided by `seed`
// (the same seed, the same choice). 0 when there is one candidate or scores is empty.
std::size_t choose_move(std::span<const int> scores, const EngineLevel& level, std::uint64_t seed);

struct LevelMove {
    bool has_move = false;       // false: the side to move has no move (or the game is over)
    core::Move move;             // the move chosen
    int score = 0;               // its score, from the side to move's view (centi-men)
    int best_score = 0;          // the best move's score, from the side to move's view
    std::size_t candidates = 0;  // how many moves it was chosen among
};

// Searches `pos` at the level's limit (full strength: `movetime_ms`) and chooses the move.
LevelMove play_level(analysis::Engine& engine, const core::Position& pos,
                     const analysis::GameContext& context, const EngineLevel& level,
                     std::int64_t movetime_ms, std::uint64_t seed,
                     const std::atomic<bool>* stop = nullptr);

// Whether the engine, whose score (from its own view, centi-men) is `score`, takes a draw offered:
// when it is not ahead by more than a fifth of a man.
inline constexpr int draw_acceptance_margin = 20;
constexpr bool accepts_draw(int score_for_engine) {
    return score_for_engine <= draw_acceptance_margin;
}

}  // namespace damascope::app
