#include "main_frame.hpp"
#include "training_frame.hpp"

#include <wx/config.h>
#include <wx/filedlg.h>
#include <wx/infobar.h>
#include <wx/intl.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/statusbr.h>
#include <wx/textctrl.h>

#include <algorithm>
#include <climits>
#include <functional>
#include <iostream>
#include <span>

#include "annotation_pane.hpp"
#include "app/analysis_view.hpp"
#include "app/database_files.hpp"
#include "app/mark_counts_text.hpp"
#include "app/score.hpp"
#include "app/window_texts.hpp"
#include "board_pane.hpp"
#include "board_view.hpp"
#include "collection_panel.hpp"
#include "core/annotation.hpp"
#include "display_text.hpp"
#include "engine_panel.hpp"
#include "eval_graph.hpp"
#include "file_dialog.hpp"
#include "game_list_panel.hpp"
#include "import_problems_dialog.hpp"
#include "job_bar.hpp"
#include "jobs.hpp"
#include "main_menu.hpp"
#include "move_list_panel.hpp"
#include "notice_bar.hpp"
#include "play_frame.hpp"
#include "players_panel.hpp"
#include "standings_frame.hpp"
#include "translations.hpp"

namespace damascope::gui {

MainFrame::MainFrame(bool use_settings)
    : wxFrame(nullptr, wxID_ANY, "damascope", wxDefaultPosition, wxSize(1280, 800)),
      recent_(*this, use_settings),
      use_settings_(use_settings) {
    SetMenuBar(BuildMenuBar());
    BuildToolBar(this);
    CreateStatusBar(3);
    SetUpStatusFields();

    auto* root = new wxPanel(this);
    auto* content = new wxPanel(root);
    job_ = new JobBar(root);
    // What an import reported, with a button to its list of problems.
    notice_ = new NoticeBar(root, cmd_import_problems);
    notice_->Bind(
        wxEVT_BUTTON, [this](wxCommandEvent&) { ShowImportProblems(); }, cmd_import_problems);
    auto* root_sizer = new wxBoxSizer(wxVERTICAL);
    root_sizer->Add(notice_, 0, wxEXPAND);
    root_sizer->Add(content, 1, wxEXPAND);
    root_sizer->Add(job_, 0, wxEXPAND);
    root->SetSizer(root_sizer);

    aui_.SetManagedWindow(content);
    board_pane_ = new BoardPane(content);  // the board with the evaluation bar beside it
    board_ = board_pane_->Board();
    graph_ = new EvalGraph(content);
    annotation_ = new AnnotationPane(content);
    moves_ = annotation_->Moves();
    engine_ = new EnginePanel(content);
    games_ = new GameListPanel(content);

    // The board's title bar names the game and its rules (RefreshGame sets it).
    aui_.AddPane(board_pane_,
                 wxAuiPaneInfo().Name("board").Caption(_("Board")).CenterPane().CaptionVisible());
    // The side column follows the reading direction: on the right in English, on the left in
    // Arabic.
    const int side = IsRightToLeft() ? wxAUI_DOCK_LEFT : wxAUI_DOCK_RIGHT;
    auto pane = [](const char* name, const wxString& caption) {
        // Layer 1: the side column runs the window's full height, the game list under the board.
        return wxAuiPaneInfo().Name(name).Caption(caption).CloseButton(false).Layer(1);
    };
    aui_.AddPane(
        annotation_,
        pane("moves", _("Moves")).Direction(side).Position(0).BestSize(360, 300).MinSize(360, 150));
    aui_.AddPane(graph_, pane("graph", _("Evaluation"))
                             .Direction(side)
                             .Position(1)
                             .BestSize(360, 100)
                             .MinSize(200, 100));
    aui_.AddPane(engine_, pane("engine", _("Engine"))
                              .Direction(side)
                              .Position(2)
                              .BestSize(360, 150)
                              .MinSize(220, 150));
    aui_.AddPane(games_,
                 pane("games", _("Games")).Layer(0).Bottom().BestSize(900, 210).MinSize(300, 210));
    BuildOpeningsPane();
    // The move list gets most of the right column.
    aui_.GetPane("moves").dock_proportion = 400000;
    aui_.GetPane("graph").dock_proportion = 100000;
    aui_.GetPane("engine").dock_proportion = 160000;
    aui_.Update();
    // The minimum sizes above set the first layout; afterwards the user may shrink the panes.
    aui_.GetPane("games").MinSize(300, 120);
    aui_.GetPane("moves").MinSize(220, 120);
    aui_.GetPane("graph").MinSize(150, 60);
    aui_.GetPane("engine").MinSize(150, 80);
    aui_.Update();

    board_->on_move = [this](const core::Move& m) { OnUserMove(m); };
    // A hint while a piece is in the hand; when it is put down or played, the position's message.
    board_->on_hint = [this](const wxString& text) {
        if (text.empty())
            ShowPositionMessage(true);
        else
            SetStatusText(text, 0);
    };
    moves_->on_jump = [this](app::NodeId id) {
        annotation_->CommitComment();
        doc_.session().go_to(id);
        RefreshPosition();
    };
    moves_->on_context_menu = [this](app::NodeId id) { ShowMoveContextMenu(id); };
    graph_->on_jump = [this](int ply) { GoToPly(ply); };
    games_->on_count_changed = [this] { UpdateStatus(); };
    games_->on_open = [this](std::int64_t id) {
        wxString error;
        if (!OpenGame(id, &error)) SetStatusText(error, 0);
    };
    BindCommands();
    BindAnalysis();
    BindTables();
    BindLayout();
    BindGraphRange();
    if (use_settings_) StartWatchingDatabase();  // not in screenshots: they draw one moment
    DragAcceptFiles(true);
    Bind(wxEVT_DROP_FILES, [this](wxDropFilesEvent& e) {
        std::vector<std::string> files;
        for (int i = 0; i < e.GetNumberOfFiles(); ++i)
            files.push_back(e.GetFiles()[i].utf8_string());
        ImportFiles(files);
    });
    Bind(wxEVT_CHAR_HOOK, &MainFrame::OnCharHook, this);
    Bind(wxEVT_CLOSE_WINDOW, &MainFrame::OnClose, this);
    ApplyLayoutDirection(this);
    LoadSettings();
    RefreshGame();
}

MainFrame::~MainFrame() {
    app::wait_for_other_programs(nullptr);
    aui_.UnInit();
}

void MainFrame::BindCommands() {
    // Menu items and toolbar buttons share the command ids; `checked` is for the check items.
    auto on = [this](int id, std::function<void(bool checked)> f) {
        Bind(
            wxEVT_MENU, [f](wxCommandEvent& e) { f(e.IsChecked()); }, id);
    };
    on(wxID_EXIT, [this](bool) { Close(); });
    on(cmd_open_database, [this](bool) { OnOpenDatabase(false); });
    on(cmd_new_database, [this](bool) { OnOpenDatabase(true); });
    on(cmd_import, [this](bool) { OnImport(); });
    on(cmd_import_problems, [this](bool) { ShowImportProblems(); });
    on(cmd_players, [this](bool) { OpenPlayers()->Show(); });
    on(cmd_standings, [this](bool) { OpenStandings()->Show(); });
    on(cmd_training, [this](bool) { OpenTraining(this, doc_.database_path()); });
    on(cmd_openings, [this](bool checked) { ShowOpenings(checked); });
    Bind(
        wxEVT_UPDATE_UI, [this](wxUpdateUIEvent& e) { e.Enable(!import_problems_.empty()); },
        cmd_import_problems);
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
    BindEditCommands();
    BindTrialCommands();
    BindGameCommands();
    BindSetupCommands();
    on(cmd_side_to_move_near, [this](bool checked) {
        side_to_move_near_ = checked;
        SaveSetting("view/side_to_move_near", checked);
        RefreshPosition();
    });
    on(cmd_square_numbers, [this](bool checked) {
        board_->SetShowNumbers(checked);
        SaveSetting("view/square_numbers", checked);
    });
    on(cmd_analyse_game, [this](bool) { Analyse(app::AnalysisScope::current_game); });
    on(cmd_analyse_filtered, [this](bool) { Analyse(app::AnalysisScope::filtered_games); });
    on(cmd_analyse_all, [this](bool) { Analyse(app::AnalysisScope::all_games); });
    on(cmd_engine_toggle, [this](bool) {
        if (engine_->IsRunning())
            engine_->Stop();
        else
            engine_->Start();
    });
    on(cmd_keys, [this](bool) {
        wxMessageBox(
            _("Left / Right: previous / next move\nUp / Down: previous / next alternative move\n"
              "Home / End: start / end of the game\nPgUp / PgDn: previous / next game\n"
              "F: flip the board\nN: next marked move\nA: analysis arrows on / off\n"
              "G, or the wheel over the evaluation graph: its range (auto, 10, 5, 2 men)\n"
              "On the board: click a ringed piece, then a mint square; a capture shows the "
              "pieces it takes ringed in red: click again or press Enter to play it, Esc to "
              "put the piece back.\n"
              "Glyphs: type ! ? !! ?? !? ?! on the current move, and = ~ += =+ +/- -/+ +- -+ "
              "for the position; the same again removes it.\n"
              "Right-drag from one square to another: an arrow; right-click a square: colour "
              "it (green; Shift red, Ctrl yellow, Alt blue); the same again removes it.\n"
              "Ctrl+Z / Ctrl+Y: undo / redo a change; every change is saved at once.") +
                "\n" +
                _("Ctrl+K / Ctrl+Shift+K: keep the trial line (the moves tried on a stored game, "
                  "not saved until kept) as a variation / as the main line."),
            _("Keys"), wxOK, this);
    });
    on(wxID_ABOUT, [this](bool) {
        wxMessageBox(_("damascope: a database, replay board and analyser for Dama (Turkish "
                       "draughts) and Dhama (the Maghrebi diagonal game)."),
                     _("About damascope"), wxOK, this);
    });
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
    board_->SetShowNumbers(numbers);
    LoadLayout();
}

void MainFrame::SaveSetting(const wxString& key, bool value) {
    if (use_settings_) wxConfigBase::Get()->Write(key, value);
}

bool MainFrame::InGameList() const {
    for (wxWindow* w = FindFocus(); w; w = w->GetParent())
        if (w == games_) return true;
    return false;
}

void MainFrame::OnClose(wxCloseEvent& e) {
    if (!LeaveGame() && e.CanVeto()) {
        e.Veto();
        return;
    }
    engine_->Stop();
    SaveLayout();
    if (job_->Busy()) {
        job_->Cancel();
        // The job ends at its next check of the cancel flag; JobBar's destructor waits for it.
    }
    e.Skip();
}

bool MainFrame::OpenDatabase(const std::string& path, bool must_exist, wxString* error) {
    if (!LeaveGame()) return false;
    auto r = doc_.open_database(path, must_exist);
    if (!r) {
        if (error) *error = wxString::FromUTF8(r.error());
        return false;
    }
    games_->SetGames(doc_.game_list());
    if (players_) players_->SetPlayers(doc_.player_roster());
    if (standings_) standings_->Reload();
    if (OpeningsShown()) collections_->SetCollections(doc_.collection_book());
    SetTitle(DisplayPath(path) + " - damascope");
    SetStatusText(DisplayPath(path), 0);
    recent_.Opened(path);
    RefreshGame();
    return true;
}

bool MainFrame::OpenGame(std::int64_t id, wxString* error) {
    if (!LeaveGame()) {
        if (error) *error = _("The game was not left: its changes are not saved.");
        return false;
    }
    auto r = doc_.open_game(id);
    if (!r) {
        if (error) *error = wxString::FromUTF8(r.error());
        return false;
    }
    games_->ShowSelected(id);
    RefreshGame();
    return true;
}

bool MainFrame::JobRunning() const {
    return job_->Busy();
}

void MainFrame::StartEngine() {
    engine_->Start();
}

void MainFrame::StepToFirstGame() {
    games_->SelectRow(0);
}

void MainFrame::GoToPly(int ply) {
    annotation_->CommitComment();
    doc_.session().go_to_ply(ply);
    RefreshPosition();
}

void MainFrame::SetFlipped(bool flipped) {
    user_flip_ = flipped;
    RefreshPosition();
}

void MainFrame::OnUserMove(const core::Move& m) {
    // A new move goes onto the board as a trial line (in a new game: saved at once); following a
    // move already there changes nothing.
    const auto played = PlayMoves({m});
    if (!played.illegal.empty()) {
        SetStatusText(wxString::FromUTF8(played.illegal), 0);
        return;
    }
    RefreshGame();  // the status bar says whether the move opened a variation or a trial line
}

void MainFrame::Navigate(int command) {
    annotation_->CommitComment();
    auto& s = doc_.session();
    switch (command) {
        case cmd_first_ply:
            s.home();
            break;
        case cmd_prev_ply:
            s.prev();
            break;
        case cmd_next_ply:
            s.next();
            break;
        case cmd_prev_variation:
            s.sibling(-1);
            break;
        case cmd_next_variation:
            s.sibling(+1);
            break;
        case cmd_last_ply:
            s.end();
            break;
        case cmd_next_mark:
        case cmd_prev_mark:
            if (auto id = command == cmd_next_mark ? s.next_marked() : s.previous_marked())
                s.go_to(*id);
            else
                SetStatusText(_("This game has no marked moves."), 0);
            break;
        default:
            break;
    }
    RefreshPosition();
}

void MainFrame::StepGame(int delta) {
    if (!games_->Step(doc_.game_id(), delta)) SetStatusText(_("No more games in the list."), 0);
}

void MainFrame::NewGame(core::Variant v) {
    if (!LeaveGame()) return;
    doc_.new_game(v);
    RefreshGame();
}

void MainFrame::OnOpenDatabase(bool create) {
    // Open lists every file: a database is told by its content (OpenChosenDatabase), not its name.
    FileDialog dlg(this, create ? _("New database") : _("Open database"), wxString(),
                   create ? _("damascope databases (*.damascope)|*.damascope|All files|*")
                          : _("All files|*|damascope databases (*.damascope)|*.damascope"),
                   create ? wxFD_SAVE | wxFD_OVERWRITE_PROMPT : wxFD_OPEN | wxFD_FILE_MUST_EXIST,
                   "damascope");
    if (dlg.ShowModal() != wxID_OK) return;
    const std::string path = dlg.GetPath().utf8_string();
    if (!create) return OpenChosenDatabase(path);
    wxString error;
    if (!OpenDatabase(path, false, &error)) {
        // The user is told what to do in words; the database's own detail goes to stderr.
        std::cerr << "damascope: cannot open " << path << ": " << error.utf8_string() << "\n";
        wxMessageBox(DatabaseOpenFailure(path), _("Cannot open the database"), wxOK | wxICON_ERROR,
                     this);
    }
}

void MainFrame::OnImport() {
    FileDialog dlg(this, _("Import games"), wxString(),
                   _("Game files (*.pdn;*.csv)|*.pdn;*.PDN;*.csv|All files|*"),
                   wxFD_OPEN | wxFD_FILE_MUST_EXIST | wxFD_MULTIPLE);
    if (dlg.ShowModal() != wxID_OK) return;
    wxArrayString paths;
    dlg.GetPaths(paths);
    std::vector<std::string> files;
    for (const auto& p : paths) files.push_back(p.utf8_string());
    ImportFiles(files);
}

void MainFrame::ImportFiles(const std::vector<std::string>& files) {
    if (files.empty()) return;
    if (!doc_.has_database()) {
        wxMessageBox(_("Open or create a database first."), _("Import"), wxOK, this);
        return;
    }
    const std::string path = doc_.database_path();
    auto problems = std::make_shared<std::vector<app::ImportError>>();
    const bool started = job_->Run(
        wxString::Format(wxPLURAL("Importing %zu file", "Importing %zu files",
                                  PluralCount(static_cast<std::int64_t>(files.size()))),
                         files.size()),
        MakeImportWork(path, files, problems),
        [this, problems](const wxString& summary, bool cancelled) {
            const wxString text = cancelled ? _("Import cancelled: ") + summary : summary;
            SetStatusText(text, 0);
            import_problems_ = std::move(*problems);
            notice_->ShowImport(text, import_problems_.size());
            games_->Requery();
            // Games imported while the board shows an untouched new game (an empty
            // database): the first of them is shown, not a new game of a variant they
            // may not be.
            if (doc_.game_id() == 0 && doc_.session().node_count() == 1 && games_->Count() > 0) {
                StepToFirstGame();
                SetStatusText(text, 0);  // the import's summary, not the game's words
            }
            ReloadPlayerViews();
            UpdateStatus();
        });
    if (!started) SetStatusText(_("Another job is running."), 0);
}

ImportProblemsDialog* MainFrame::OpenImportProblems() {
    return new ImportProblemsDialog(this, import_problems_);
}

void MainFrame::ShowImportProblems() {
    ImportProblemsDialog* dialog = OpenImportProblems();
    dialog->ShowModal();
    dialog->Destroy();
}

wxString MainFrame::NoticeText() const {
    return notice_->Text();
}

void MainFrame::Analyse(app::AnalysisScope scope) {
    if (!doc_.has_database()) return;
    if (scope == app::AnalysisScope::current_game && doc_.game_id() == 0) {
        SetStatusText(_("Only stored games can be analysed."), 0);
        return;
    }
    auto listed = app::games_to_analyse(doc_, scope, games_->CurrentFilter());
    if (!listed) {
        SetStatusText(wxString::FromUTF8(listed.error()), 0);
        return;
    }
    const std::vector<std::int64_t> ids = std::move(listed).value();
    if (ids.empty()) return;
    const std::string path = doc_.database_path();
    const bool started = job_->Run(
        wxString::Format(wxPLURAL("Analysing %zu game", "Analysing %zu games",
                                  PluralCount(static_cast<std::int64_t>(ids.size()))),
                         ids.size()),
        MakeAnalysisWork(path, ids, evaluation_), [this](const wxString& summary, bool cancelled) {
            SetStatusText(cancelled ? _("Analysis cancelled: ") + summary : summary, 0);
            doc_.reload_analysis();
            RefreshGame();
        });
    if (!started) SetStatusText(_("Another job is running."), 0);
}

void MainFrame::RefreshGame() {
    // The board's title says which game and rules it shows, and who won it.
    const wxString title = wxString::FromUTF8(app::board_title_text(doc_));
    if (board_title_ != title) {
        board_title_ = title;
        aui_.GetPane("board").Caption(title);
        aui_.Update();
    }
    UpdateGraph();
    RefreshPosition();
}

void MainFrame::UpdateGraph() {
    graph_->SetPoints(app::graph_points(doc_), doc_.analysis().has_value());
    graph_->SetSummary(wxString::FromUTF8(app::analysis_summary_text(doc_)));
}

void MainFrame::RefreshPosition() {
    const auto& s = doc_.session();
    const core::Position& pos = s.position();
    const bool base = side_to_move_near_ && pos.side_to_move() == core::Color::black;
    board_->SetFlipped(base != user_flip_);
    board_->SetPosition(pos, doc_.last_move_path());
    const auto drawings = core::split_comment(s.variant(), s.node(s.cursor()).comment);
    board_->SetDrawings(drawings.arrows, drawings.squares);
    ExplainMark();
    annotation_->ShowCurrent(s);
    moves_->ShowGame(s, doc_.game_id() ? GameTitleText(doc_.record()) : _("New game"),
                     doc_.game_id() ? wxString::FromUTF8(doc_.record().result) : wxString());
    graph_->SetCurrentPly(s.on_main_line(s.cursor()) ? s.ply() : -1);
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
    engine_->SetPosition(pos, s.start(), std::move(moves));
    RefreshTables();
    RefreshExplorer();
    ShowAnalysis();
    UpdateStatus();
}

void MainFrame::UpdateStatus() {
    SetStatusText(wxString::FromUTF8(app::ply_status_text(doc_)), 1);
    SetStatusText(GameCountStatusText(), 2);
    board_->SetGameOver(app::rules_outcome(doc_));
}

}  // namespace damascope::gui
