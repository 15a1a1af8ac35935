// The Analysis menu and the analysis display: analysing games in the background (this game, the
// filtered games, all), the engine started and stopped, the score beside the board (the bar and
// the numbers), the stored best move and the engine's first move as arrows, the learned or the
// classic evaluation, and the evaluation graph's range (View > Evaluation graph range, key G, the
// mouse wheel over the graph), kept in the settings.
#pragma once

#include <optional>
#include <vector>

#include "app/analysis_scope.hpp"
#include "app/evaluation_choice.hpp"
#include "app/score.hpp"
#include "frame_parts.hpp"

namespace damascope::gui {

class AnalysisCommands : CommandArea {
  public:
    AnalysisCommands(MainFrame& frame, app::GameDocument& doc);
    void Bind();
    // The saved choices (arrows, evaluation, graph range) as the settings hold them.
    void LoadSettings();

    // Analysis > Analyse ...: a background job over the games of `scope`.
    void Analyse(app::AnalysisScope scope);
    void ShowAnalysisArrows(bool show);
    bool AnalysisArrowsShown() const { return show_analysis_arrows_; }
    // Analysis > Use the learned evaluation: the engine panel's and the analysis jobs' choice.
    void UseLearnedEvaluation(bool learned);
    // The evaluation graph's range: 0 automatic, or 10, 5, 2 men.
    void SetGraphRange(int range);
    int GraphRange() const;
    // A new position: the engine's old line is dropped, the stored line listed, the score shown.
    void ShowAnalysis();

  private:
    // The bar, the numbers and the arrows: the running engine's when it has a line for this
    // position, else the stored analysis'.
    void ShowScore();

    // The engine's first line for the shown position, while it runs (score White's view).
    struct LiveLine {
        app::Score score;
        int depth = 0;
        std::vector<core::Move> moves;
    };
    std::optional<LiveLine> engine_line_;
    bool show_analysis_arrows_ = true;
    app::Evaluation evaluation_ = app::Evaluation::learned;
};

}  // namespace damascope::gui
