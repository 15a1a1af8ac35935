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

#include "app/analysis_lines.hpp"
#include "app/live_analysis.hpp"
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

    // The position to analyse, reached by `moves` from `start`; a running search restarts on it.
    void SetPosition(const core::Position& pos, const core::Position& start,
                     std::vector<core::Move> moves);
    void Start();
    void Stop();
    bool IsRunning() const { return live_.running(); }
    // The evaluation the engine uses; a running search starts again with it.
    void SetEvaluation(app::Evaluation e);

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
    // The height the panel needs to show its buttons, its figures and `lines` lines whole (the
    // default layout gives it that).
    int HeightForLines(int lines) const;
    // How many lines the list shows whole at its present size (screenshots print it).
    int LinesInView() const;
    // The list's columns from left to right as shown ("score depth line"; in Arabic "line depth
    // score"), for screenshots.
    std::string ColumnOrder() const;
    // Plays the nth line listed (from 0) as a click on it does; false when there is none.
    bool PlayLine(std::size_t n);

    // The engine's first line as it deepens: score, depth, moves.
    std::function<void(const app::Score& score, int depth, const std::vector<core::Move>& moves)>
        on_first_line;
    // A line clicked: its moves, to be played on the board as a variation.
    std::function<void(const std::vector<core::Move>& moves)> on_play_line;

  private:
    void Show(const app::LiveReport& report);
    void UpdateButton();
    // One row of the list: what it says and the moves it plays.
    struct Row {
        wxString score, depth, text;
        std::vector<core::Move> moves;
    };
    void ShowRows(std::vector<Row> rows);
    void FitLineColumn();

    app::LiveAnalysis live_;  // the engine and its thread
    core::Position position_ = core::Position::initial(core::Variant::dama);
    core::Position start_ = core::Position::initial(core::Variant::dama);
    std::vector<core::Move> moves_;  // from start_ to position_
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
