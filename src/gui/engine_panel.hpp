// The engine panel: live lines (score, depth, moves) for the board's position, with start/stop and
// the number of lines. The search runs on a worker thread and reports through CallAfter.
#pragma once

#include <wx/panel.h>

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "analysis/engine.hpp"
#include "app/analysis_lines.hpp"
#include "core/position.hpp"

class wxButton;
class wxListCtrl;
class wxSpinCtrl;
class wxStaticText;

namespace damascope::gui {

class EnginePanel : public wxPanel {
  public:
    explicit EnginePanel(wxWindow* parent);
    ~EnginePanel() override;

    // The position to analyse, with the game before it; a running search restarts on it.
    void SetPosition(const core::Position& pos, const analysis::GameContext& context);
    void Start();
    void Stop();
    bool IsRunning() const { return worker_.joinable(); }

    // The number of the lines' first move (set with the position).
    void SetLineStart(app::LineStart start) { line_start_ = start; }
    // The stored analysis' line for the position, listed while the engine is idle.
    struct StoredLine {
        wxString score;  // as the evaluation pane says it
        int depth = 0;
        std::vector<core::Move> moves;
    };
    void SetStoredLine(std::optional<StoredLine> line);
    // The lines listed, with their move numbers ("3... a5xa3xc3xc1 4. c4-c5").
    std::vector<wxString> LineTexts() const;
    // The list's columns from left to right as shown ("score depth line"; in Arabic "line depth
    // score"), for screenshots.
    std::string ColumnOrder() const;
    // Plays the nth line listed (from 0) as a click on it does; false when there is none.
    bool PlayLine(std::size_t n);

    // The engine's first line as it deepens: score (White's view, score.hpp), depth, moves.
    std::function<void(int score, int depth, const std::vector<core::Move>& moves)> on_first_line;
    // A line clicked: its moves, to be played on the board as a variation.
    std::function<void(const std::vector<core::Move>& moves)> on_play_line;

  private:
    void Show(const analysis::SearchInfo& info);
    void UpdateButton();
    // One row of the list: what it says and the moves it plays.
    struct Row {
        wxString score, depth, text;
        std::vector<core::Move> moves;
    };
    void ShowRows(std::vector<Row> rows);
    void FitLineColumn();

    std::unique_ptr<analysis::Engine> engine_;  // made by the first search's thread
    std::mutex engine_lock_;                    // between that thread's making it and Stop()
    std::thread worker_;
    std::atomic<int> generation_{0};  // results of an older search are dropped
    std::atomic<bool> stop_{false};   // raised by Stop(), seen even before the search begins
    core::Position position_ = core::Position::initial(core::Variant::dama);
    analysis::GameContext context_;
    wxButton* toggle_ = nullptr;
    wxSpinCtrl* lines_ = nullptr;
    wxStaticText* stats_ = nullptr;
    wxStaticText* tables_notice_ = nullptr;  // endgame table files that could not be used
    wxListCtrl* list_ = nullptr;
    app::LineStart line_start_;
    std::vector<Row> rows_;
    bool filling_ = false;  // the list is being refilled: its selection events are not clicks
};

}  // namespace damascope::gui
