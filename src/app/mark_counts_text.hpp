// The marks of a game counted, in words: the game list's Marks column (rule marks and engine
// marks apart) and the analysis summed up per side for the graph pane.
#pragma once

#include <string>

#include "database/analysis_summary.hpp"
#include "database/game_rows.hpp"
#include "game_document.hpp"

namespace damascope::app {

// "⊘1 · ??2 ?1 ?!3": the rule marks (missed captures ⊘, longer chains available ≫), then after a
// dot the stored analysis's blunders, mistakes and inaccuracies; a kind counted 0 is left out,
// and an analysed game without any judgement mark says "??0 ?0 ?!0"; "" for an unanalysed game
// without rule marks.
std::string marks_column_text(const database::GameSummary& g);

// The open game's analysis summed up per side, one line each: "White: 1 ?? · 0 ? · 2 ?! ·
// average loss 34"; "" without a stored analysis.
std::string analysis_summary_text(const GameDocument& doc);

}  // namespace damascope::app
