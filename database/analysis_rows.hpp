// The analysis area of the database (GameDatabase, game_database.hpp): a game's stored analysis,
// one row per position, and what merging analysis parts did. Included alone by a user of these
// rows, without the facade.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/game_record.hpp"

namespace damascope::database {

struct PlyAnalysis {  // one row per position: ply 0 = start position, ply n = after the n-th move
    int ply = 0;
    int score = 0;     // centi-men from White's point of view (see mate_in)
    int mate_in = 0;   // 0: none; >0 White wins in that many plies; <0 Black wins
    std::string best;  // best move in this position, project notation ("" at the end of game)
    // The best line from this position, packed in the database (analysis_plies.line,
    // move_codec's encode_line). Legal in turn when written by the engine or merged; a reader
    // plays it up to core::legal_prefix all the same.
    std::vector<core::Move> pv;
    int depth = 0;
    // Judgement marks (inaccuracy/mistake/blunder) of the move that LEADS to this ply.
    core::MarkSet marks = 0;
};

struct GameAnalysis {
    std::int64_t game_id = 0;
    std::string engine;
    int depth = 0;
    std::vector<PlyAnalysis> plies;
};

// What merge_analysis did with the games of its parts.
struct MergeStats {
    std::int64_t parts = 0;            // merged
    std::int64_t parts_refused = 0;    // damaged, not merged (merge_analysis's skip_damaged)
    std::vector<std::string> refused;  // what is wrong with each, naming the file
    std::int64_t games_written = 0;    // stored: new, or replacing a shallower (or as deep) one
    std::int64_t games_unchanged = 0;  // the same analysis was stored already (merged before)
    std::int64_t games_kept = 0;       // a deeper analysis was stored: kept
    // Left out: the game is gone from the database, or its moves changed since the part was made
    // (the analysis is of other positions). `left_out` says which and why.
    std::int64_t games_left_out = 0;
    std::vector<std::string> left_out;
};

}  // namespace damascope::database
