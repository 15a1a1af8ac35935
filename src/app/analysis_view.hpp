// The stored analysis of the position shown, as the window draws it: the score, the line as
// moves (as stored), the best move for its arrow, and the words of the
// evaluation pane's title. Only the main line's positions have stored analysis.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/move.hpp"
#include "database/analysis_rows.hpp"
#include "game_document.hpp"
#include "score.hpp"

namespace damascope::app {

struct StoredAnalysisView {
    Score score;
    int depth = 0;
    std::vector<core::Move> line;    // the stored line (or the best move alone) from the position
    std::optional<core::Move> best;  // the stored best move, drawn as an arrow
};

// The stored analysis of the main line's position at `ply`, if the game was analysed there.
const database::PlyAnalysis* stored_ply(const std::optional<database::GameAnalysis>& analysis,
                                        int ply);

// The stored analysis of the position at the document's cursor; nullopt off the main line or
// where the game was not analysed.
std::optional<StoredAnalysisView> stored_analysis_view(const GameDocument& doc);

// One point of the evaluation graph per main-line position (index 0 = the start): the stored
// score in men (White's view; a forced win at ±50), nullopt where not analysed, and the rule and
// judgement marks of the move leading there.
struct GraphPoint {
    std::optional<double> score;
    core::MarkSet marks = 0;
};
std::vector<GraphPoint> graph_points(const GameDocument& doc);

// The stored score of the main line's position at `ply` in words: "+0.35 (depth 12)", "White wins
// in 7 (depth 12)", or why there is none (not analysed, off the main line: `ply` nullopt).
std::string stored_eval_text(const std::optional<database::GameAnalysis>& analysis,
                             std::optional<int> ply);

// The same at the document's cursor.
std::string stored_eval_text(const GameDocument& doc);

}  // namespace damascope::app
