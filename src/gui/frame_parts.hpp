// The main window's parts, which MainFrame creates and owns: its panes (wx windows) and its
// command areas, one small class for each area of the menus (editing, trial lines, export,
// databases and games, imports, analysis, setup, openings, endgame tables, players, watching
// other programs, the layout kept between runs, the status bar's words). MainFrame lays out and
// routes; a command area does the work of its commands through the window model
// (app::GameDocument) and redraws through the frame. Automation reads the panes here too.
#pragma once

#include <memory>

#include "app/game_document.hpp"

class wxString;

namespace damascope::gui {

class AnalysisCommands;
class AnnotationPane;
class BoardPane;
class BoardView;
class CollectionPanel;
class DatabaseWatch;
class EditCommands;
class EndgameTablesPane;
class EnginePanel;
class EvalGraph;
class ExplorerPanel;
class ExportCommands;
class FrameLayout;
class GameCommands;
class GameListPanel;
class ImportCommands;
class JobBar;
class MainFrame;
class MoveListPanel;
class NoticeBar;
class OpeningsPane;
class PlayerViews;
class PositionStatus;
class SetupCommands;
class TablesPanel;
class TrialCommands;

// The panes, created by MainFrame; wx owns and destroys them with the frame.
struct FramePanes {
    BoardPane* board_pane = nullptr;  // the board with the evaluation bar and score
    BoardView* board = nullptr;
    EvalGraph* graph = nullptr;
    AnnotationPane* annotation = nullptr;  // the move list with the comment box and glyphs
    MoveListPanel* moves = nullptr;
    EnginePanel* engine = nullptr;
    GameListPanel* games = nullptr;
    ExplorerPanel* explorer = nullptr;       // in the openings pane
    CollectionPanel* collections = nullptr;  // in the openings pane
    TablesPanel* tables = nullptr;           // the endgame tables
    JobBar* job = nullptr;                   // under the panes: a running import or analysis
    NoticeBar* notice = nullptr;             // above the panes: an import's problems, a save error
};

// The command areas, each owned here and destroyed before the panes.
struct FrameCommands {
    FrameCommands();
    ~FrameCommands();
    std::unique_ptr<EditCommands> edit;
    std::unique_ptr<TrialCommands> trial;
    std::unique_ptr<ExportCommands> exports;
    std::unique_ptr<GameCommands> games;
    std::unique_ptr<ImportCommands> imports;
    std::unique_ptr<AnalysisCommands> analysis;
    std::unique_ptr<SetupCommands> setup;
    std::unique_ptr<OpeningsPane> openings;
    std::unique_ptr<EndgameTablesPane> tables;
    std::unique_ptr<PlayerViews> players;
    std::unique_ptr<DatabaseWatch> watch;
    std::unique_ptr<FrameLayout> layout;
    std::unique_ptr<PositionStatus> status;
};

// What every command area holds: the frame it routes through and the window model.
class CommandArea {
  protected:
    CommandArea(MainFrame& frame, app::GameDocument& doc) : frame_(frame), doc_(doc) {}
    const FramePanes& Panes() const;
    FrameCommands& Commands() const;
    // The status bar's message field.
    void Say(const wxString& text) const;

    MainFrame& frame_;
    app::GameDocument& doc_;
};

}  // namespace damascope::gui
