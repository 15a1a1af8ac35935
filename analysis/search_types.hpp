// Plain structs in and out of the engine: limits, the game around the root, lines, progress,
// result.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

#include "core/move.hpp"
#include "core/position.hpp"

namespace damascope::analysis {

// When to stop. Zero means "no limit" for each field; with no limit at all the search runs until
// stop() (or max_depth). Several limits may be combined: the first reached ends the search.
struct Limits {
    int depth = 0;                 // iterations of iterative deepening
    std::int64_t movetime_ms = 0;  // wall-clock time
    std::uint64_t nodes = 0;       // nodes searched (checked at every node: deterministic)
    int multipv = 1;               // how many best root moves to report, each with its line
    // A stop flag owned by the caller. Unlike Engine::stop(), which only reaches a search already
    // running, it is seen even when it was raised before the search began (a GUI that starts a
    // search on a thread and may stop it at once).
    const std::atomic<bool>* stop = nullptr;
};

// What the rules need from the game before the root: Dama's quiet-move counter and the positions
// that could repeat (only those since the last irreversible move count): the federation draws on
// the third occurrence of a position, and the search scores a return to an earlier one as a draw.
struct GameContext {
    int quiet_plies = 0;  // plies since the last capture or promotion (Dama)
    std::vector<std::uint64_t>
        history;  // hashes of earlier positions since the last irreversible move

    // The context at the end of `moves` played from `start` (quiet_plies counted from
    // `quiet_start`).
    static GameContext from_moves(const core::Position& start, std::span<const core::Move> moves,
                                  int quiet_start = 0);
};

// One root move with its score (White's point of view) and the line that follows it.
struct Line {
    core::Move move;
    int score = 0;               // centi-men from White's view, or a forced result (score.hpp)
    std::vector<core::Move> pv;  // starts with `move`
    bool from_tables = false;    // the score is the endgame tables' exact value
};

// Progress after each completed iteration, for an engine panel.
struct SearchInfo {
    int depth = 0;
    int seldepth = 0;  // deepest ply reached, captures included
    std::uint64_t nodes = 0;
    std::uint64_t nps = 0;
    std::int64_t time_ms = 0;
    std::vector<Line> lines;  // best first; lines[0] is the principal variation
};
using InfoCallback = std::function<void(const SearchInfo&)>;

struct SearchResult {
    bool has_move = false;  // false when the side to move has no legal move (lost) or the
                            // game is already over by the rules
    core::Move best;
    int score = 0;  // White's view; the game result when there is no move
    int depth = 0;  // last completed iteration
    int seldepth = 0;
    std::uint64_t nodes = 0;
    std::uint64_t nps = 0;
    std::int64_t time_ms = 0;
    std::vector<Line> lines;  // multipv lines, best first
    // The root is in the endgame tables: `score` is their exact value and the moves were chosen
    // by them (shortest win, longest loss), not searched.
    bool from_tables = false;
    // Signed plies to a forced end from White's view (> 0 White wins), 0 when not forced.
    int mate_in() const;
};

}  // namespace damascope::analysis
