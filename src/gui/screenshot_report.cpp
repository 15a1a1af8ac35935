// Automation in screenshot mode: it waits for the window (a background import, the problems list,
// the players view), prints what the window shows — from the window model where it answers
// (app/window_texts.hpp, app/analysis_view.hpp) — and saves the picture. The printed lines are
// an interface (docs/screenshot-mode.md; the window tests read them): keep them as they are.
#include <wx/app.h>
#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/filedlg.h>
#include <wx/intl.h>
#include <wx/statusbr.h>

#include <cstdlib>
#include <iostream>
#include <vector>

#include "analysis_commands.hpp"
#include "annotation_pane.hpp"
#include "app/analysis_view.hpp"
#include "app/board_line.hpp"
#include "app/window_texts.hpp"
#include "automation.hpp"
#include "board_geometry.hpp"
#include "board_pane.hpp"
#include "board_view.hpp"
#include "collection_panel.hpp"
#include "core/notation.hpp"
#include "display_text.hpp"
#include "endgame_tables_pane.hpp"
#include "engine_panel.hpp"
#include "explorer_panel.hpp"
#include "file_dialog.hpp"
#include "frame_layout.hpp"
#include "game_list_panel.hpp"
#include "import_commands.hpp"
#include "import_problems_dialog.hpp"
#include "job_bar.hpp"
#include "list_columns.hpp"
#include "main_frame.hpp"
#include "notice_bar.hpp"
#include "openings_pane.hpp"
#include "play_automation.hpp"
#include "play_frame.hpp"
#include "players_panel.hpp"
#include "screenshot.hpp"
#include "standings_frame.hpp"
#include "status_fields.hpp"
#include "tables_panel.hpp"
#include "training_frame.hpp"
#include "window_probes.hpp"

namespace damascope::gui {

namespace {

// File > Import's dialog, as MainFrame::OnImport opens it.
wxTopLevelWindow* OpenImportDialog(wxWindow* parent) {
    return new FileDialog(parent, _("Import games"), wxString(),
                          _("Game files (*.pdn;*.csv)|*.pdn;*.PDN;*.csv|All files|*"),
                          wxFD_OPEN | wxFD_FILE_MUST_EXIST | wxFD_MULTIPLE);
}

// The labels of a window's buttons and check-boxes, in the order they were made (without their
// mnemonics' "&").
std::vector<wxString> ControlLabels(wxWindow* window) {
    std::vector<wxString> out;
    for (wxWindow* child : window->GetChildren()) {
        if (dynamic_cast<wxButton*>(child) || dynamic_cast<wxCheckBox*>(child))
            out.push_back(wxControl::RemoveMnemonics(child->GetLabel()));
        for (const wxString& inner : ControlLabels(child)) out.push_back(inner);
    }
    return out;
}

}  // namespace

void Automation::StartScreenshot(MainFrame* frame) {
    timer_.Bind(wxEVT_TIMER, [this, frame](wxTimerEvent&) {
        if (frame->Panes().job->Busy()) {  // a background import: wait for it
            timer_.StartOnce(200);
            return;
        }
        if (options_.show_problems && problems_ == nullptr) {
            // The import's list of problems, printed, shown, and drawn once painted.
            problems_ = new ImportProblemsDialog(frame, frame->Commands().imports->Problems());
            problems_->Show();
            std::cout << "problems: " << problems_->Rows() << "\n";
            for (const auto& p : frame->Commands().imports->Problems())
                std::cout << "problem: " << ProblemPlace(p).utf8_string() << ": "
                          << ProblemText(p).utf8_string() << "\n";
            timer_.StartOnce(700);
            return;
        }
        if (play_ != nullptr && !play_done_) {
            // The game's moves, one at a time, each waiting for the engine's answer.
            if (play_->Failed()) {
                exit_code_ = 2;
                frame->Destroy();
                return;
            }
            if (!play_->Step()) {
                timer_.StartOnce(150);
                return;
            }
            play_done_ = true;
            play_->Frame()->Raise();
            timer_.StartOnce(500);
            return;
        }
        if (options_.file_dialog && file_dialog_ == nullptr) {
            // File > Import's dialog, shown without waiting for an answer; its words printed.
            file_dialog_ = OpenImportDialog(frame);
            file_dialog_->Show();
            for (const wxString& label : ControlLabels(file_dialog_))
                std::cout << "file dialog: " << label.utf8_string() << "\n";
            timer_.StartOnce(700);
            return;
        }
        if (players_ != nullptr && !players_raised_) {
            // Shown before the main window, so under it: brought up, then drawn.
            players_->Raise();
            players_raised_ = true;
            timer_.StartOnce(500);
            return;
        }
        if (options_.endgame_tables && tables_window_ == nullptr) {
            tables_window_ = frame->Commands().tables->OpenDialog();
            timer_.StartOnce(700);
            return;
        }
        if (training_ != nullptr && training_->Judging()) {  // the engine's verdict: wait
            timer_.StartOnce(200);
            return;
        }
        if (training_ != nullptr && !training_raised_) {
            training_->Raise();
            training_raised_ = true;
            timer_.StartOnce(500);
            return;
        }
        if (standings_ != nullptr && !standings_raised_) {
            standings_->Raise();
            standings_raised_ = true;
            timer_.StartOnce(500);
            return;
        }
        {
            // Laid out and painted before the state (and the probes' places) is printed.
            wxTopLevelWindow* shown = frame;
            if (problems_ != nullptr) shown = problems_;
            if (file_dialog_ != nullptr) shown = file_dialog_;
            if (players_ != nullptr) shown = players_;
            if (standings_ != nullptr) shown = standings_;
            if (tables_window_ != nullptr) shown = tables_window_;
            if (play_ != nullptr) shown = play_->Frame();
            if (training_ != nullptr) shown = training_;
            WaitUntilSettled(shown, options_.engine ? 600 : 3000);
        }
        if (players_ != nullptr)
            std::cout << "players: " << players_->Summary().utf8_string() << "\n"
                      << "player: " << players_->DetailsText().utf8_string() << "\n";
        if (standings_ != nullptr) {
            std::cout << "standings: " << standings_->Summary().utf8_string() << "\n";
            for (const auto& r : standings_->Shown().rows)
                std::cout << "standing: " << r.rank << (r.shared ? "=" : "") << " " << r.name << " "
                          << app::points_text(r.points) << "\n";
        }
        if (training_ != nullptr) {
            std::cout << "training: " << training_->TaskText().utf8_string() << "\n"
                      << "verdict: " << training_->VerdictText().utf8_string() << "\n";
            wxString progress = training_->ProgressText();
            progress.Replace("\n", " | ");
            std::cout << "progress: " << progress.utf8_string() << "\n";
        }
        if (!PrintState(frame)) {
            frame->Destroy();
            return;
        }
        wxTheApp->Yield();
        wxTopLevelWindow* drawn = frame;
        if (problems_ != nullptr) drawn = problems_;
        if (file_dialog_ != nullptr) drawn = file_dialog_;
        if (players_ != nullptr) drawn = players_;
        if (standings_ != nullptr) drawn = standings_;
        if (tables_window_ != nullptr) drawn = tables_window_;
        if (play_ != nullptr) {
            play_->Print();
            drawn = play_->Frame();
        }
        if (training_ != nullptr) drawn = training_;
        const std::string error = SaveScreenshot(drawn, *options_.screenshot);
        if (problems_ != nullptr) problems_->Destroy();
        if (file_dialog_ != nullptr) file_dialog_->Destroy();
        if (options_.config) frame->Commands().layout->Save();  // as closing the window does
        if (!error.empty()) {
            std::cerr << "damascope: " << error << "\n";
            exit_code_ = 1;
        }
        frame->Destroy();
    });
    // Let the window be laid out and painted before its pixels are read; with the engine
    // running, give it a moment to show some lines.
    timer_.StartOnce(options_.engine ? 2500 : 700);
}

bool Automation::PrintState(MainFrame* frame) {
    // The status bar and the board's title say what the window shows (tests read it).
    for (int field = 0; field < frame->GetStatusBar()->GetFieldsCount(); ++field)
        std::cout << "status: " << StatusFieldText(*frame, field).utf8_string() << "\n";
    std::cout << "board: " << app::board_title_text(frame->Document()) << "\n";
    std::cout << "eval: " << app::stored_eval_text(frame->Document()) << "\n";
    std::cout << "opening: " << app::opening_name(frame->Document()) << "\n";
    if (frame->Commands().openings->Shown()) {
        std::cout << "explorer: " << frame->Panes().explorer->Summary().utf8_string() << "\n";
        for (const wxString& row : frame->Panes().explorer->MoveRows())
            std::cout << "explorer-move: " << row.utf8_string() << "\n";
        std::cout << "collection: " << frame->Panes().collections->Summary().utf8_string() << "\n";
        for (const wxString& line : frame->Panes().collections->TreeText())
            std::cout << "collection-line: " << line.utf8_string() << "\n";
    }
    // What the move list and the comment box hold, and where the asked squares are.
    std::cout << "moves: " << app::move_list_text(frame->Document().session()) << "\n";
    wxString comment = frame->Panes().annotation->CommentText();
    comment.Replace("\n", "\\n");
    std::cout << "comment: " << comment.utf8_string() << "\n";
    if (!options_.probes.empty()) {
        const wxSize board = frame->Panes().board->GetClientSize();
        std::cout << "square size: "
                  << static_cast<int>(BoardGeometry(board.x, board.y, false).square_size()) << "\n";
    }
    for (const std::string& probe : options_.probes) {
        if (play_ != nullptr) break;        // the play window's squares (play_automation.cpp)
        if (probe.starts_with("graph:")) {  // graph:X:Y, X% across and Y% down it
            const wxPoint p = EvalGraphPoint(*frame, probe.substr(6));
            std::cout << "square " << probe << ": " << p.x << " " << p.y << "\n";
            continue;
        }
        if (probe == "engine-marks" && !frame->Panes().games->MoreFiltersShown()) {
            // Folded away behind "More filters" in a small pane: where that button is, and the
            // check-box where it is once the button is pressed, as a user has to.
            const wxWindow* more = frame->Panes().games->MoreFiltersButton();
            const wxPoint p = PointInFrame(
                *frame, *more, wxPoint(more->GetClientSize().x / 2, more->GetClientSize().y / 2));
            std::cout << "square more-filters: " << p.x << " " << p.y << "\n";
            frame->Panes().games->ShowMoreFilters(true);
        }
        if (probe == "comment" || probe == "engine-marks") {
            // The comment box's centre, where a user clicks to type; the game list's "Has engine
            // mistakes" check-box.
            const wxWindow* box = probe == "comment" ? frame->Panes().annotation->CommentBox()
                                                     : frame->Panes().games->EngineMarksBox();
            const wxPoint p = PointInFrame(
                *frame, *box, wxPoint(box->GetClientSize().x / 2, box->GetClientSize().y / 2));
            std::cout << "square " << probe << ": " << p.x << " " << p.y << "\n";
            continue;
        }
        if (probe.starts_with("tables-row:")) {  // the tables panel's Nth move (from 1)
            const int n = std::atoi(probe.c_str() + 11);
            const wxPoint p =
                frame->Panes().tables->RowPoint(static_cast<std::size_t>(n > 0 ? n - 1 : 0), frame);
            std::cout << "square " << probe << ": " << p.x << " " << p.y << "\n";
            continue;
        }
        if (probe.starts_with("bar:")) {  // a point P% down the evaluation bar
            const wxPoint p = EvalBarPoint(*frame, std::atoi(probe.c_str() + 4));
            std::cout << "square " << probe << ": " << p.x << " " << p.y << "\n";
            continue;
        }
        // With Training > My mistakes open, the squares of its board.
        const BoardView* board = training_ != nullptr ? training_->Board() : frame->Panes().board;
        const wxTopLevelWindow* window = training_ != nullptr
                                             ? static_cast<wxTopLevelWindow*>(training_)
                                             : static_cast<wxTopLevelWindow*>(frame);
        const auto sq = core::parse_square(board->Position().variant(), probe);
        if (!sq) {
            std::cerr << "damascope: --probe " << probe << ": not a square of this board\n";
            exit_code_ = 2;
            return false;
        }
        const wxPoint p =
            board->ClientToScreen(board->SquareCentre(*sq)) - window->GetScreenRect().GetTopLeft();
        std::cout << "square " << probe << ": " << p.x << " " << p.y << "\n";
    }
    if (!frame->Panes().notice->Text().empty())
        std::cout << "notice: " << frame->Panes().notice->Text().utf8_string() << "\n";
    // The analysis display (the words above the board, the engine panel's lines) and
    // the layout, after the lines the older tests read in order.
    std::cout << "score: " << frame->Panes().board_pane->ScoreWords().utf8_string() << "\n";
    const auto lines = frame->Panes().engine->LineTexts();
    for (std::size_t i = 0; i < lines.size(); ++i)
        std::cout << "line " << i + 1 << ": " << lines[i].utf8_string() << "\n";
    if (frame->Panes().tables->Holds()) {
        std::cout << "tables: " << frame->Panes().tables->Summary().utf8_string() << "\n";
        for (const wxString& row : frame->Panes().tables->RowTexts())
            std::cout << "tables-move: " << row.utf8_string() << "\n";
    }
    std::cout << "window: " << frame->GetSize().x << "x" << frame->GetSize().y << "\n";
    std::cout << "game list columns: " << ColumnsInView(frame->Panes().games) << "\n";
    for (const char* pane : {"games", "board", "moves", "graph", "engine"})
        std::cout << "pane " << pane << ": " << PaneSize(*frame, pane).x << "x"
                  << PaneSize(*frame, pane).y << "\n";
    std::cout << "graph range: " << frame->Commands().analysis->GraphRange() << "\n";
    std::cout << "game list result: " << ResultColumnFit(*frame->Panes().games) << "\n";
    std::cout << "engine columns: " << frame->Panes().engine->ColumnOrder() << "\n";
    std::cout << "status layout: " << StatusLayout(*frame) << "\n";
    // Printed last: the lines above are read in order by older tests.
    std::cout << "game list rows in view: " << frame->Panes().games->RowsInView() << "\n";
    std::cout << "game list opening: " << frame->Panes().games->OpeningText(0).utf8_string()
              << "\n";
    std::cout << "engine lines in view: " << frame->Panes().engine->LinesInView() << "\n";
    return true;
}

}  // namespace damascope::gui
