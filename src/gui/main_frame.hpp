// The main window: lays out the game list, board, graph, move list and engine panel, and routes
// commands between them and the GameDocument. It holds no logic of its own.
#pragma once

#include <wx/aui/framemanager.h>
#include <wx/frame.h>
#include <wx/timer.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "app/analysis_scope.hpp"
#include "app/evaluation_choice.hpp"
#include "app/game_document.hpp"
#include "app/glyph_typing.hpp"
#include "app/import_job.hpp"
#include "app/piece_search.hpp"
#include "app/score.hpp"
#include "core/annotation.hpp"
#include "recent_menu.hpp"

class wxKeyEvent;

namespace damascope::gui {

class AnnotationPane;
class CollectionPanel;
class ExplorerPanel;
class BoardPane;
class BoardView;
class EnginePanel;
class EvalGraph;
class GameListPanel;
class ImportProblemsDialog;
class JobBar;
class MoveListPanel;
class NoticeBar;
class PlayersFrame;
class StandingsFrame;
class TablesPanel;

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
    // The window model: the open game, its cursor and stored analysis, what the window says of
    // them (app/window_texts.hpp, app/analysis_view.hpp).
    const app::GameDocument& Document() const { return doc_; }
    void SetFlipped(bool flipped);
    BoardView* Board() { return board_; }
    void StartEngine();
    GameListPanel* Games() { return games_; }
    // The openings pane (main_frame_openings.cpp): the explorer and the collections.
    void ShowOpenings(bool show);
    bool OpeningsShown();
    ExplorerPanel* Explorer() { return explorer_; }
    CollectionPanel* Collections() { return collections_; }
    // A collection's line played on the board (from the game's start, as a trial line).
    void PlayLine(const std::string& start_fen, const std::vector<std::string>& moves);
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
    // The players view (View > Players) and the standings (View > Standings), opened on first
    // use (main_frame_players.cpp).
    PlayersFrame* OpenPlayers();
    StandingsFrame* OpenStandings();

    // Editing the current game (main_frame_edit.cpp), as the menus, the glyph buttons, the board
    // and the comment box do. Every change is saved at once and can be undone; a change that
    // cannot be saved is shown in the notice above the panes.
    AnnotationPane* Annotations() { return annotation_; }
    void ToggleGlyph(int nag);
    // A typed glyph character (! ? = + - / ~): "!" then "!" soon after is "!!"; false when the
    // character is not one of them.
    bool TypeGlyph(char c);
    void DrawArrow(const core::Arrow& a);
    void ColourSquare(const core::ColouredSquare& s);
    // Sets the words of the comment after the current move (`before`: before it), keeping its
    // arrows and squares.
    void SetCommentWords(const std::string& words, bool before);
    void Undo();
    void Redo();
    // Promote one place, make main line, demote, delete variation, truncate (the cmd_ ids).
    void EditVariation(int command);
    // Export (main_frame_export.cpp): File > Export... asks what and where; ExportCurrent writes
    // the current game or position without asking (screenshot mode). Errors are shown.
    bool ExportCurrent(const std::string& format, const std::string& path, wxString* message);
    void CopyFen();
    void CopyDiagram();
    // Set up position, Paste FEN, Search > These pieces (main_frame_setup.cpp).
    void SetUpPosition();
    void PasteFen();
    void StartFromPosition(const core::Position& pos);
    void SearchPieces(const app::PiecePattern& pattern);
    void BindSetupCommands();

    // The analysis display (main_frame_analysis.cpp): the score beside the board in a bar and in
    // numbers, the engine's moves as arrows, its lines playable as variations.
    EnginePanel* Engine() { return engine_; }
    // The board with its evaluation bar and score above it; the evaluation graph.
    BoardPane* BoardArea() { return board_pane_; }
    EvalGraph* Graph() { return graph_; }
    const EvalGraph* Graph() const { return graph_; }
    void ShowAnalysisArrows(bool show);
    // Analysis > Use the learned evaluation: the engine panel's and the analysis jobs' choice.
    void UseLearnedEvaluation(bool learned);
    // The evaluation graph's range (main_frame_graph.cpp): 0 automatic, or 10, 5, 2 men; kept in
    // the settings.
    void SetGraphRange(int range);
    int GraphRange() const;
    // Plays an engine line from the current position as a trial line (one undo step; saved only
    // in a new game); the cursor goes to its first move.
    void PlayLine(const std::vector<core::Move>& moves);
    // The endgame tables (main_frame_tables.cpp): their panel, shown while the tables hold the
    // position, and Analysis > Endgame tables. The first start (main_frame_first_start.cpp): the
    // sample's first marked game at its mark, the marks said in the notice.
    TablesPanel* Tables() { return tables_; }
    wxTopLevelWindow* OpenEndgameTables();
    bool OpenAtFirstMark();
    // The window's layout (main_frame_layout.cpp): its size and the panes' sizes are kept in the
    // settings file between runs; `games_height` sets the game list's height as dragging its
    // sash does (screenshots).
    void SaveLayout();
    void SetGamesHeight(int height);

    // The status bar's fields by meaning: 0 the message, 1 the ply and side to move, 2 the game
    // count. In Arabic they are laid out right to left, the message at the right end
    // (main_frame_status.cpp maps a field to its place).
    void SetStatusText(const wxString& text, int field = 0) override;
    wxString StatusText(int field) const;

    // Asked, when a change could not be saved, whether to leave the game all the same (by default
    // a dialog; screenshot mode answers itself).
    std::function<bool(const wxString& message)> confirm_leave_unsaved;
    // Asked, when the game is left with a trial line on the board, whether to keep it (wxYES),
    // discard it (wxNO) or stay (wxCANCEL); by default a dialog (main_frame_trial.cpp).
    std::function<int(const wxString& message)> confirm_leave_trial;
    // Trial lines (main_frame_trial.cpp): the moves played on the board, from the explorer, the
    // collections or an engine line (saved at once only in a new game); keeping the trial line
    // at the cursor in the game, as a variation or as the main line (false: none was kept);
    // taking every trial line off the board.
    app::GameDocument::Played PlayMoves(const std::vector<core::Move>& moves);
    bool KeepTrialLine(bool as_main_line);
    void DiscardTrialLines();
    // Asked, when another program changed the game on the board while it holds a change that
    // could not be saved, whether to show theirs (main_frame_watch.cpp).
    std::function<bool(const wxString& message)> confirm_outside_change;

    // Databases and managing games (main_frame_games.cpp). The databases opened lately, kept in
    // the settings (File > Recent databases); the last one is reopened at start.
    const app::RecentDatabases& Recent() const { return recent_.List(); }
    bool UsesSettings() const { return use_settings_; }
    // Opens a database chosen from the list or a file dialog: a missing file is said (and dropped
    // from the list), a file that is no damascope database by its content is refused.
    void OpenChosenDatabase(const std::string& path);
    void EditTags();
    void DeleteSelectedGames();
    void SaveLineAsNewGame();
    void CopyPdn();
    void PastePdn();

  private:
    void BindGameCommands();
    RecentMenu recent_;  // File > Recent databases
    // The status bar's widths and the pane menu help goes to, in the language's direction.
    void SetUpStatusFields();
    // Applies an edit through the document, shows a save error and redraws.
    bool ApplyEdit(const std::function<bool(app::GameSession&)>& change);
    void ShowSaveResult(const core::Result<bool>& saved, std::int64_t id_before);
    // Before the game or database changes: the comment being typed is saved, and a change that
    // could not be saved is tried again, or given up only if the user agrees. false: stay.
    bool LeaveGame();
    void ShowMoveContextMenu(app::NodeId id);
    void BindEditCommands();
    void BindTrialCommands();
    // Leaving the game with a trial line: asks Keep / Discard / Cancel; false: stay.
    bool LeaveTrialLines();
    // Two programs on one database (main_frame_watch.cpp): the views follow other programs'
    // changes, and a change refused because another program was writing is saved again.
    void StartWatchingDatabase();
    void LookForOutsideChanges();
    wxTimer watch_timer_;
    bool watching_ = false;
    void OnExport();
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
    void Analyse(app::AnalysisScope scope);
    void NewGame(core::Variant v);
    void StepGame(int delta);
    void Navigate(int command);
    // Redraws everything that depends on the current game / the cursor.
    void RefreshGame();
    void RefreshPosition();
    void UpdateGraph();
    // The current move's rule mark on the board and in the status bar (main_frame_marks.cpp).
    void ExplainMark();
    wxString mark_text_;  // what the mark at the cursor means, empty where there is none
    void UpdateStatus();
    // The status bar's texts (main_frame_status.cpp): what the position shown means, with the
    // end of the game; the ply and whose move; the games in the list.
    wxString PositionMessage() const;
    // Shows PositionMessage() when the position or its meaning changed since it was last shown
    // (`always`: in any case, as when a hint is taken back).
    void ShowPositionMessage(bool always);
    wxString GameCountStatusText() const;
    wxString position_message_key_;
    void BindAnalysis();
    void BindTables();
    void RefreshTables();
    TablesPanel* tables_ = nullptr;
    void ShowAnalysis();
    void ShowScore();
    void LoadLayout();
    void BindLayout();
    void BindGraphRange();
    void FitDefaultLayout();
    // The panes' sizes are the user's (from the settings, or a sash dragged): kept as they are.
    bool layout_from_user_ = false;
    // The side column's width and the game list's height last fitted to the window.
    std::optional<std::pair<int, int>> fitted_docks_;
    // The engine's first line for the shown position, while it runs (score White's view).
    struct LiveLine {
        app::Score score;
        int depth = 0;
        std::vector<core::Move> moves;
    };
    std::optional<LiveLine> engine_line_;
    bool show_analysis_arrows_ = true;
    app::Evaluation evaluation_ =
        app::Evaluation::learned;  // Analysis > Use the learned evaluation
    BoardPane* board_pane_ = nullptr;

    wxAuiManager aui_;
    app::GameDocument doc_;
    BoardView* board_ = nullptr;
    EvalGraph* graph_ = nullptr;
    AnnotationPane* annotation_ = nullptr;
    MoveListPanel* moves_ = nullptr;
    EnginePanel* engine_ = nullptr;
    GameListPanel* games_ = nullptr;
    ExplorerPanel* explorer_ = nullptr;
    CollectionPanel* collections_ = nullptr;
    void BuildOpeningsPane();
    void RefreshExplorer();
    PlayersFrame* players_ = nullptr;
    StandingsFrame* standings_ = nullptr;
    // After the games changed (an import, an edit of tags, a deletion, another program's
    // writes): the players view and the standings read them again.
    void ReloadPlayerViews();
    JobBar* job_ = nullptr;
    wxString board_title_;  // the board pane's caption: the game and its rules
    wxString eval_text_;
    NoticeBar* notice_ = nullptr;  // above the panes: an import's problems, a save error
    std::vector<app::ImportError> import_problems_;
    bool user_flip_ = false;
    bool side_to_move_near_ = false;
    bool use_settings_ = true;
    // Glyph characters typed in a row on one move ("!" "!" is "!!").
    app::GlyphTyping glyphs_;
};

}  // namespace damascope::gui
