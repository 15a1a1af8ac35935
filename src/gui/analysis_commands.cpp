// The Analysis menu and the analysis display (analysis_commands.hpp).
#include "analysis_commands.hpp"

#include <wx/config.h>
#include <wx/intl.h>
#include <wx/menu.h>

#include "annotation_pane.hpp"
#include "app/analysis_lines.hpp"
#include "app/analysis_view.hpp"
#include "app/better_move.hpp"
#include "app/score.hpp"
#include "board_pane.hpp"
#include "board_view.hpp"
#include "display_text.hpp"
#include "engine_panel.hpp"
#include "eval_bar.hpp"
#include "eval_graph.hpp"
#include "eval_scale.hpp"
#include "game_list_panel.hpp"
#include "job_bar.hpp"
#include "jobs.hpp"
#include "main_frame.hpp"
#include "main_menu.hpp"
#include "trial_commands.hpp"

namespace damascope::gui {

namespace {

int command_of(int range) {
    switch (range) {
        case 10:
            return cmd_graph_range_10;
        case 5:
            return cmd_graph_range_5;
        case 2:
            return cmd_graph_range_2;
        default:
            return cmd_graph_range_auto;
    }
}

}  // namespace

AnalysisCommands::AnalysisCommands(MainFrame& frame, app::GameDocument& doc)
    : CommandArea(frame, doc) {}

void AnalysisCommands::Bind() {
    Panes().engine->on_first_line = [this](const app::Score& score, int depth,
                                           const std::vector<core::Move>& moves) {
        engine_line_ = LiveLine{score, depth, moves};
        ShowScore();
    };
    Panes().engine->on_play_line = [this](const std::vector<core::Move>& moves) {
        Commands().trial->PlayEngineLine(moves);
    };
    frame_.Bind(
        wxEVT_MENU, [this](wxCommandEvent& e) { ShowAnalysisArrows(e.IsChecked()); },
        cmd_analysis_arrows);
    frame_.Bind(
        wxEVT_MENU, [this](wxCommandEvent& e) { UseLearnedEvaluation(e.IsChecked()); },
        cmd_learned_eval);
    for (app::AnalysisScope scope :
         {app::AnalysisScope::current_game, app::AnalysisScope::filtered_games,
          app::AnalysisScope::all_games})
        frame_.Bind(
            wxEVT_MENU, [this, scope](wxCommandEvent&) { Analyse(scope); },
            scope == app::AnalysisScope::current_game     ? cmd_analyse_game
            : scope == app::AnalysisScope::filtered_games ? cmd_analyse_filtered
                                                          : cmd_analyse_all);
    frame_.Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            if (Panes().engine->IsRunning())
                Panes().engine->Stop();
            else
                Panes().engine->Start();
        },
        cmd_engine_toggle);
    for (int range : kGraphRanges)
        frame_.Bind(
            wxEVT_MENU, [this, range](wxCommandEvent&) { SetGraphRange(range); },
            command_of(range));
    Panes().graph->on_range = [this](int range) { SetGraphRange(range); };
}

void AnalysisCommands::LoadSettings() {
    wxConfigBase* config = wxConfigBase::Get();
    ShowAnalysisArrows(config->ReadBool("view/analysis_arrows", true));
    UseLearnedEvaluation(config->ReadBool("engine/learned_evaluation", true));
    SetGraphRange(static_cast<int>(config->ReadLong("view/graph_range", 0)));
}

void AnalysisCommands::UseLearnedEvaluation(bool learned) {
    evaluation_ = learned ? app::Evaluation::learned : app::Evaluation::classic;
    frame_.GetMenuBar()->Check(cmd_learned_eval, learned);
    frame_.SaveSetting("engine/learned_evaluation", learned);
    Panes().engine->SetEvaluation(evaluation_);
}

void AnalysisCommands::ShowAnalysisArrows(bool show) {
    show_analysis_arrows_ = show;
    frame_.GetMenuBar()->Check(cmd_analysis_arrows, show);
    frame_.SaveSetting("view/analysis_arrows", show);
    ShowScore();
}

// A new position: the engine's old line is dropped and the stored line listed.
void AnalysisCommands::ShowAnalysis() {
    const auto& s = doc_.session();
    engine_line_.reset();
    Panes().engine->SetLineStart(
        app::line_start(s.ply(), s.start().side_to_move() == core::first_mover(s.variant())));
    if (auto stored = app::stored_analysis_view(doc_)) {
        Panes().engine->SetStoredLine(
            EnginePanel::StoredLine{wxString::FromUTF8(app::score_text(stored->score)),
                                    stored->depth, std::move(stored->line)});
    } else {
        Panes().engine->SetStoredLine(std::nullopt);
    }
    ShowScore();
}

// The bar, the numbers and the arrows: the running engine's when it has a line for this
// position, else the stored analysis'.
void AnalysisCommands::ShowScore() {
    const core::Position& pos = doc_.session().position();
    const auto stored = app::stored_analysis_view(doc_);
    std::optional<double> share;
    wxString words = _("No score: Analysis > Analyse this game, or start the engine (Ctrl+E)");
    std::vector<BoardScene::AnalysisArrow> arrows;
    if (stored) {
        share = app::bar_share(stored->score);
        words = wxString::Format(_("Stored analysis: %s"),
                                 wxString::FromUTF8(app::stored_eval_text(doc_)));
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
    Panes().board_pane->SetWhiteNear(!Panes().board->IsFlipped());
    Panes().board_pane->ShowScore(share, words);
    if (!show_analysis_arrows_) arrows.clear();
    Panes().board->SetAnalysisArrows(std::move(arrows));
}

void AnalysisCommands::Analyse(app::AnalysisScope scope) {
    if (!doc_.has_database()) return;
    if (scope == app::AnalysisScope::current_game && doc_.game_id() == 0) {
        Say(_("Only stored games can be analysed."));
        return;
    }
    auto listed = app::games_to_analyse(doc_, scope, Panes().games->CurrentFilter());
    if (!listed) {
        Say(wxString::FromUTF8(listed.error()));
        return;
    }
    const std::vector<std::int64_t> ids = std::move(listed).value();
    if (ids.empty()) return;
    const std::string path = doc_.database_path();
    const bool started = Panes().job->Run(
        wxString::Format(wxPLURAL("Analysing %zu game", "Analysing %zu games",
                                  PluralCount(static_cast<std::int64_t>(ids.size()))),
                         ids.size()),
        MakeAnalysisWork(path, ids, evaluation_), [this](const wxString& summary, bool cancelled) {
            Say(cancelled ? _("Analysis cancelled: ") + summary : summary);
            doc_.reload_analysis();
            frame_.RefreshGame();
        });
    if (!started) Say(_("Another job is running."));
}

void AnalysisCommands::SetGraphRange(int range) {
    range = valid_graph_range(range);
    Panes().graph->SetRange(range);
    frame_.GetMenuBar()->Check(command_of(range), true);
    if (frame_.UsesSettings())
        wxConfigBase::Get()->Write("view/graph_range", static_cast<long>(range));
}

int AnalysisCommands::GraphRange() const {
    return Panes().graph->Range();
}

}  // namespace damascope::gui
