// MainFrame: the analysis display — the score beside the board (the bar and the numbers), the
// stored best move and the engine's first move as arrows, engine lines played as variations.
#include <wx/intl.h>
#include <wx/menu.h>

#include "annotation_pane.hpp"
#include "app/analysis_lines.hpp"
#include "app/analysis_view.hpp"
#include "app/better_move.hpp"
#include "app/score.hpp"
#include "board_pane.hpp"
#include "board_view.hpp"
#include "engine_panel.hpp"
#include "eval_bar.hpp"
#include "eval_graph.hpp"
#include "main_frame.hpp"
#include "main_menu.hpp"

namespace damascope::gui {

void MainFrame::BindAnalysis() {
    engine_->on_first_line = [this](const app::Score& score, int depth,
                                    const std::vector<core::Move>& moves) {
        engine_line_ = LiveLine{score, depth, moves};
        ShowScore();
    };
    engine_->on_play_line = [this](const std::vector<core::Move>& moves) { PlayLine(moves); };
    Bind(
        wxEVT_MENU, [this](wxCommandEvent& e) { ShowAnalysisArrows(e.IsChecked()); },
        cmd_analysis_arrows);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent& e) { UseLearnedEvaluation(e.IsChecked()); },
        cmd_learned_eval);
}

void MainFrame::UseLearnedEvaluation(bool learned) {
    evaluation_ = learned ? app::Evaluation::learned : app::Evaluation::classic;
    GetMenuBar()->Check(cmd_learned_eval, learned);
    SaveSetting("engine/learned_evaluation", learned);
    engine_->SetEvaluation(evaluation_);
}

void MainFrame::ShowAnalysisArrows(bool show) {
    show_analysis_arrows_ = show;
    GetMenuBar()->Check(cmd_analysis_arrows, show);
    SaveSetting("view/analysis_arrows", show);
    ShowScore();
}

// A new position: the engine's old line is dropped and the stored line listed.
void MainFrame::ShowAnalysis() {
    const auto& s = doc_.session();
    engine_line_.reset();
    engine_->SetLineStart(
        app::line_start(s.ply(), s.start().side_to_move() == core::first_mover(s.variant())));
    if (auto stored = app::stored_analysis_view(doc_)) {
        engine_->SetStoredLine(
            EnginePanel::StoredLine{wxString::FromUTF8(app::score_text(stored->score)),
                                    stored->depth, std::move(stored->line)});
    } else {
        engine_->SetStoredLine(std::nullopt);
    }
    ShowScore();
}

// The bar, the numbers and the arrows: the running engine's when it has a line for this
// position, else the stored analysis'.
void MainFrame::ShowScore() {
    const core::Position& pos = doc_.session().position();
    const auto stored = app::stored_analysis_view(doc_);
    std::optional<double> share;
    wxString words = _("No score: Analysis > Analyse this game, or start the engine (Ctrl+E)");
    std::vector<BoardScene::AnalysisArrow> arrows;
    if (stored) {
        share = app::bar_share(stored->score);
        words = wxString::Format(_("Stored analysis: %s"), eval_text_);
        if (stored->best) arrows.push_back({app::arrow_path(pos, *stored->best), false});
    }
    // At a move the engine judged, the move that should have been played instead of the best
    // reply to the one that was (as Lichess shows it).
    if (const auto better = app::better_move_at_cursor(doc_)) {
        arrows.clear();
        arrows.push_back({better->path, false});
    }
    if (engine_line_) {
        const app::Score score = engine_line_->score;
        share = app::bar_share(score);
        words = wxString::Format(_("Engine: %s (depth %d)"),
                                 wxString::FromUTF8(app::score_text(score)), engine_line_->depth);
        if (!engine_line_->moves.empty())
            arrows.push_back({app::arrow_path(pos, engine_line_->moves.front()), true});
    }
    board_pane_->SetWhiteNear(!board_->IsFlipped());
    board_pane_->ShowScore(share, words);
    if (!show_analysis_arrows_) arrows.clear();
    board_->SetAnalysisArrows(std::move(arrows));
}

void MainFrame::PlayLine(const std::vector<core::Move>& moves) {
    if (moves.empty()) return;
    const auto played = PlayMoves(moves);
    // From the line's first move the user steps through it with the right arrow key.
    if (played.first >= 0) doc_.session().go_to(played.first);
    RefreshGame();
    if (!played.illegal.empty()) {
        SetStatusText(wxString::FromUTF8(played.illegal), 0);
        return;
    }
    if (doc_.on_trial_line())
        SetStatusText(_("The engine's line is on the board as a trial line, not saved (Ctrl+K "
                        "keeps it): Right steps through it."),
                      0);
    else
        SetStatusText(doc_.session().on_main_line(doc_.session().cursor())
                          ? _("The engine's line follows the game's moves: Right steps through it.")
                          : _("The engine's line is on the board as a variation: Right steps "
                              "through it."),
                      0);
}

}  // namespace damascope::gui
