// The main window: lays out the game list, board, graph, move list and engine panel, and routes
// commands between them and the GameDocument. It holds no logic of its own.
#pragma once

#include <wx/aui/framemanager.h>
#include <wx/frame.h>

#include <cstdint>
#include <string>
#include <vector>

#include "app/import_job.hpp"
#include "game_document.hpp"

class wxInfoBar;
class wxKeyEvent;

namespace damascope::gui {

class BoardView;
class EnginePanel;
class EvalGraph;
class GameListPanel;
class ImportProblemsDialog;
class JobBar;
class MoveListPanel;
class PlayersFrame;

class MainFrame : public wxFrame {
  public:
    // `use_settings`: read and write the user's view settings (not for screenshots).
    explicit MainFrame(bool use_settings);
    ~MainFrame() override;

    // Opens a database (an existing file when `must_exist`); false and a message on failure.
    bool OpenDatabase(const std::string& path, bool must_exist, wxString* error = nullptr);
    // Opens a game of the database; false when there is no such game.
    bool OpenGame(std::int64_t id, wxString* error = nullptr);
    // Opens the first game of the list, if any.
    void StepToFirstGame();
    void GoToPly(int ply);
    int MainLinePlies() const { return doc_.session().main_line_plies(); }
    core::Variant Variant() const { return doc_.session().variant(); }
    // The board pane's title: the game and its rules ("Dama — Turkish federation").
    wxString BoardTitle() const { return board_title_; }
    void SetFlipped(bool flipped);
    BoardView* Board() { return board_; }
    void StartEngine();
    GameListPanel* Games() { return games_; }
    void ImportFiles(const std::vector<std::string>& files);
    // What the last import reported, and its list in a dialog (modeless for screenshots).
    const std::vector<app::ImportError>& ImportProblems() const { return import_problems_; }
    ImportProblemsDialog* OpenImportProblems();
    // The notice above the window's panes (after an import with problems), "" when hidden.
    wxString NoticeText() const;
    bool JobRunning() const;
    // What a navigation key does (Left, Right, Home, End, Up, Down, PgUp, PgDn, F, N); false for
    // any other key.
    bool HandleKey(int key);
    // The players view (View > Players), opened on first use.
    PlayersFrame* OpenPlayers();

  private:
    void BindCommands();
    void OnCharHook(wxKeyEvent& e);
    bool InGameList() const;
    void LoadSettings();
    void SaveSetting(const wxString& key, bool value);
    void OnClose(wxCloseEvent& e);
    void OnUserMove(const core::Move& m);
    void OnOpenDatabase(bool create);
    void OnImport();
    void ShowImportProblems();
    void Analyse(int scope);
    void NewGame(core::Variant v);
    void StepGame(int delta);
    void Navigate(int command);
    // Redraws everything that depends on the current game / the cursor.
    void RefreshGame();
    void RefreshPosition();
    void UpdateGraph();
    void UpdateStatus();

    wxAuiManager aui_;
    GameDocument doc_;
    BoardView* board_ = nullptr;
    EvalGraph* graph_ = nullptr;
    MoveListPanel* moves_ = nullptr;
    EnginePanel* engine_ = nullptr;
    GameListPanel* games_ = nullptr;
    PlayersFrame* players_ = nullptr;
    JobBar* job_ = nullptr;
    wxString board_title_;  // the board pane's caption: the game and its rules
    wxInfoBar* notice_ = nullptr;
    wxString notice_text_;
    std::vector<app::ImportError> import_problems_;
    bool user_flip_ = false;
    bool side_to_move_near_ = false;
    bool use_settings_ = true;
};

}  // namespace damascope::gui
