#include "main_frame.hpp"

#include <wx/config.h>
#include <wx/intl.h>
#include <wx/menu.h>

#include <functional>

#include "analysis_commands.hpp"
#include "annotation_pane.hpp"
#include "app/analysis_view.hpp"
#include "app/mark_counts_text.hpp"
#include "app/window_texts.hpp"
#include "board_view.hpp"
#include "database_watch.hpp"
#include "display_text.hpp"
#include "edit_commands.hpp"
#include "endgame_tables_pane.hpp"
#include "engine_panel.hpp"
#include "eval_graph.hpp"
#include "export_commands.hpp"
#include "frame_layout.hpp"
#include "game_commands.hpp"
#include "game_list_panel.hpp"
#include "import_commands.hpp"
#include "job_bar.hpp"
#include "main_menu.hpp"
#include "move_list_panel.hpp"
#include "openings_pane.hpp"
#include "play_frame.hpp"
#include "player_views.hpp"
#include "position_status.hpp"
#include "setup_commands.hpp"
#include "training_frame.hpp"
#include "translations.hpp"
#include "trial_commands.hpp"

namespace damascope::gui {

MainFrame::MainFrame(bool use_settings)
    : wxFrame(nullptr, wxID_ANY, "damascope", wxDefaultPosition, wxSize(1280, 800)),
      use_settings_(use_settings) {
    SetMenuBar(BuildMenuBar());
    BuildToolBar(this);
    CreateStatusBar(3);
    SetUpStatusFields();
    BuildCommands();
    BuildPanes();
    BindCommands();
    if (use_settings_) commands_.watch->Start();  // not in screenshots: they draw one moment
    Bind(wxEVT_CHAR_HOOK, &MainFrame::OnCharHook, this);
    Bind(wxEVT_CLOSE_WINDOW, &MainFrame::OnClose, this);
    ApplyLayoutDirection(this);
    LoadSettings();
    RefreshGame();
}

MainFrame::~MainFrame() {
    commands_.watch.reset();  // no more word from other programs' locks
    aui_.UnInit();
}

void MainFrame::BuildCommands() {
    commands_.edit = std::make_unique<EditCommands>(*this, doc_);
    commands_.trial = std::make_unique<TrialCommands>(*this, doc_);
    commands_.exports = std::make_unique<ExportCommands>(*this, doc_);
    commands_.games = std::make_unique<GameCommands>(*this, doc_, use_settings_);
    commands_.imports = std::make_unique<ImportCommands>(*this, doc_);
    commands_.analysis = std::make_unique<AnalysisCommands>(*this, doc_);
    commands_.setup = std::make_unique<SetupCommands>(*this, doc_);
    commands_.openings = std::make_unique<OpeningsPane>(*this, doc_, aui_);
    commands_.tables = std::make_unique<EndgameTablesPane>(*this, doc_, aui_);
    commands_.players = std::make_unique<PlayerViews>(*this, doc_);
    commands_.watch = std::make_unique<DatabaseWatch>(*this, doc_);
    commands_.layout = std::make_unique<FrameLayout>(*this, doc_, aui_);
    commands_.status = std::make_unique<PositionStatus>(*this, doc_);
}

void MainFrame::BindCommands() {
    // Menu items and toolbar buttons share the command ids; `checked` is for the check items.
    auto on = [this](int id, std::function<void(bool checked)> f) {
        Bind(
            wxEVT_MENU, [f](wxCommandEvent& e) { f(e.IsChecked()); }, id);
    };
    on(wxID_EXIT, [this](bool) { Close(); });
    on(cmd_training, [this](bool) { OpenTraining(this, doc_.database_path()); });
    on(cmd_openings, [this](bool checked) { commands_.openings->Show(checked); });
    on(cmd_new_dama_game, [this](bool) { NewGame(core::Variant::dama); });
    on(cmd_play_engine, [this](bool) { OpenPlayWindow(this, app::PlayMode::computer); });
    on(cmd_play_local, [this](bool) { OpenPlayWindow(this, app::PlayMode::local); });
    on(cmd_new_turkish_game, [this](bool) { NewGame(core::Variant::turkish); });
    on(cmd_new_dhama_game, [this](bool) { NewGame(core::Variant::dhama); });
    on(cmd_prev_game, [this](bool) { StepGame(-1); });
    on(cmd_next_game, [this](bool) { StepGame(+1); });
    for (int id : {cmd_first_ply, cmd_prev_ply, cmd_next_ply, cmd_last_ply, cmd_next_mark,
                   cmd_prev_variation, cmd_next_variation, cmd_prev_mark})
        on(id, [this, id](bool) { Navigate(id); });
    on(cmd_flip, [this](bool) { SetFlipped(!user_flip_); });
    on(cmd_side_to_move_near, [this](bool checked) {
        side_to_move_near_ = checked;
        SaveSetting("view/side_to_move_near", checked);
        RefreshPosition();
    });
    on(cmd_square_numbers, [this](bool checked) {
        panes_.board->SetShowNumbers(checked);
        SaveSetting("view/square_numbers", checked);
    });
    on(cmd_keys, [this](bool) { ShowKeys(this); });
    on(wxID_ABOUT, [this](bool) { ShowAbout(this); });

    // The panes' events: moving about the game is the frame's, the rest its command areas'.
    panes_.board->on_move = [this](const core::Move& m) { commands_.trial->PlayUserMove(m); };
    panes_.moves->on_jump = [this](app::NodeId id) {
        panes_.annotation->CommitComment();
        doc_.session().go_to(id);
        RefreshPosition();
    };
    panes_.graph->on_jump = [this](int ply) { GoToPly(ply); };
    panes_.games->on_open = [this](std::int64_t id) {
        wxString error;
        if (!OpenGame(id, &error)) SetStatusText(error, 0);
    };
    commands_.edit->Bind();
    commands_.trial->Bind();
    commands_.exports->Bind();
    commands_.games->Bind();
    commands_.imports->Bind();
    commands_.analysis->Bind();
    commands_.setup->Bind();
    commands_.players->Bind();
    commands_.layout->Bind();
    commands_.status->Bind();
}

// The view settings live in the user's wxConfig (~/.damascope); a screenshot ignores them so that
// it shows the same picture on every machine.
void MainFrame::LoadSettings() {
    if (!use_settings_) return;
    wxConfigBase* config = wxConfigBase::Get();
    side_to_move_near_ = config->ReadBool("view/side_to_move_near", false);
    const bool numbers = config->ReadBool("view/square_numbers", true);
    GetMenuBar()->Check(cmd_side_to_move_near, side_to_move_near_);
    GetMenuBar()->Check(cmd_square_numbers, numbers);
    panes_.board->SetShowNumbers(numbers);
    commands_.analysis->LoadSettings();
    commands_.layout->Load();
}

void MainFrame::SaveSetting(const wxString& key, bool value) {
    if (use_settings_) wxConfigBase::Get()->Write(key, value);
}

void MainFrame::OnClose(wxCloseEvent& e) {
    if (!commands_.edit->LeaveGame() && e.CanVeto()) {
        e.Veto();
        return;
    }
    panes_.engine->Stop();
    commands_.layout->Save();
    if (panes_.job->Busy()) {
        panes_.job->Cancel();
        // The job ends at its next check of the cancel flag; JobBar's destructor waits for it.
    }
    e.Skip();
}

bool MainFrame::OpenGame(std::int64_t id, wxString* error) {
    if (!commands_.edit->LeaveGame()) {
        if (error) *error = _("The game was not left: its changes are not saved.");
        return false;
    }
    auto r = doc_.open_game(id);
    if (!r) {
        if (error) *error = wxString::FromUTF8(r.error());
        return false;
    }
    panes_.games->ShowSelected(id);
    RefreshGame();
    return true;
}

void MainFrame::RefreshGame() {
    // The board's title says which game and rules it shows, and who won it.
    const wxString title = wxString::FromUTF8(app::board_title_text(doc_));
    if (board_title_ != title) {
        board_title_ = title;
        aui_.GetPane("board").Caption(title);
        aui_.Update();
    }
    panes_.graph->SetPoints(app::graph_points(doc_), doc_.analysis().has_value());
    panes_.graph->SetSummary(wxString::FromUTF8(app::analysis_summary_text(doc_)));
    RefreshPosition();
}

void MainFrame::RefreshPosition() {
    const auto& s = doc_.session();
    const core::Position& pos = s.position();
    const bool base = side_to_move_near_ && pos.side_to_move() == core::Color::black;
    panes_.board->SetFlipped(base != user_flip_);
    panes_.board->SetPosition(pos, doc_.last_move_path());
    const auto drawings = core::split_comment(s.variant(), s.node(s.cursor()).comment);
    panes_.board->SetDrawings(drawings.arrows, drawings.squares);
    commands_.status->ExplainMark();
    panes_.annotation->ShowCurrent(s);
    panes_.moves->ShowGame(s, doc_.game_id() ? GameTitleText(doc_.record()) : _("New game"),
                           doc_.game_id() ? wxString::FromUTF8(doc_.record().result) : wxString());
    panes_.graph->SetCurrentPly(s.on_main_line(s.cursor()) ? s.ply() : -1);
    const wxString eval_text = wxString::FromUTF8(app::stored_eval_text(doc_));
    if (eval_text != eval_text_) {  // the pane's title says the score in numbers
        eval_text_ = eval_text;
        // (No isolates here: AUI draws the caption on a mirrored DC, where an isolated "-2.20"
        // came out "2.20-"; the plain text reads right.)
        aui_.GetPane("graph").Caption(wxString::Format(_("Evaluation: %s"), eval_text_));
        aui_.Update();
    }
    std::vector<core::Move> moves;
    for (app::NodeId id : s.path_to(s.cursor()))
        if (id != app::root_node) moves.push_back(s.node(id).move);
    panes_.engine->SetPosition(pos, s.start(), std::move(moves));
    commands_.tables->Refresh();
    commands_.openings->RefreshExplorer();
    commands_.analysis->ShowAnalysis();
    commands_.status->Update();
}

}  // namespace damascope::gui
