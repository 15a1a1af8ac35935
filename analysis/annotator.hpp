// The game annotator: the score and best line of every position of a recorded game, and a
// judgement of every move played by how much it lowered the mover's winning chances.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "analysis/egdb/egdb.hpp"
#include "analysis/engine.hpp"
#include "core/game_record.hpp"

namespace damascope::analysis {

// The mover's winning chances lost by a move, on a 0..1 scale (see winning_chances), that make it
// an inaccuracy, a mistake or a blunder. From an equal position these are drops of about 25, 50
// and 90 centi-men; throwing away a man is a blunder, a man more or less when already three
// ahead only an inaccuracy.
struct Thresholds {
    double inaccuracy = 0.06;
    double mistake = 0.12;
    double blunder = 0.22;
};

// White's winning chances for a score: a logistic curve, 1 / (1 + e^(-score / scale)), so with
// a scale of 100 one man ahead is 0.73 and three men 0.95; a forced win is 1, a forced loss 0.
double winning_chances(int score, double scale = 100.0);
// The scale of the variant's curve, in centi-men: fitted to the results of self-play games
// (tests/bench/train_network.py, which fits it to the engine's scores of every quiet position and
// trains the learned evaluation on the same scale; BENCHMARKS.md "The learned evaluation").
double winning_chance_scale(core::Variant v);

struct AnnotatorOptions {
    Limits limits{.depth = 12};  // per position
    Thresholds thresholds;
    // Analysis by time: when > 0, the whole game gets this many milliseconds, shared among its
    // positions by position_budget_ms (time_budget.hpp) instead of `limits`' time and nodes; a
    // depth in `limits` still caps each search, and the time a position does not use goes to the
    // others. A position with one legal move is not searched (it takes the score and line of the
    // position after it).
    std::int64_t time_per_game_ms = 0;
};

// One position of the game: ply 0 is the start, ply n the position after the n-th move.
struct PlyAnnotation {
    int ply = 0;
    std::string move;            // the move that led here, project notation ("" at ply 0)
    int score = 0;               // White's view; a forced result as in score.hpp
    int mate_in = 0;             // signed plies to a forced end, White's view; 0 when not forced
    bool game_over = false;      // no legal move here, or a draw by the rules
    core::Move best;             // valid when !game_over
    std::string best_text;       // "" when game_over
    std::vector<core::Move> pv;  // the best line from here, each move legal in turn
    int depth = 0;
    double drop = 0;          // winning chances the move leading here lost for its mover
    core::MarkSet marks = 0;  // the importer's rule marks and the judgement of that move
    // The endgame tables' exact value here, side to move's view, when the engine has tables
    // holding this position (and Dama's quiet-move draw cannot overturn it).
    std::optional<egdb::Value> table;
    // Why the move leading here was judged from the tables ("" otherwise): it threw away a win
    // or a draw the tables prove.
    std::string table_reason;
};

struct GameAnnotation {
    std::vector<PlyAnnotation> plies;  // plies[i].ply == i
    bool cancelled = false;            // stopped by the cancel flag: plies is incomplete
};

// Annotates `record` (up to where the importer stopped it) with `engine`. `progress` receives
// (positions done, positions in all); `cancel` is polled between positions.
GameAnnotation annotate_game(const core::GameRecord& record, Engine& engine,
                             const AnnotatorOptions& options = {},
                             const std::function<void(int, int)>& progress = {},
                             const std::atomic<bool>* cancel = nullptr);

// Why a move from a position worth `before` (mover's view) to one worth `after` (the opponent's
// view, as probed there) is a blunder by the tables: "throws away a table win (...)" or "... draw
// (...)"; "" when it keeps the verdict.
std::string table_judgement(const egdb::Value& before, const egdb::Value& after);

// The judgement mark for a drop in winning chances (0 for none).
core::MarkSet judge(double drop, const Thresholds& t);

}  // namespace damascope::analysis
