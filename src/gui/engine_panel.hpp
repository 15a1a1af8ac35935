// The engine panel: live lines (score, depth, moves) for the board's position, with start/stop and
// the number of lines. The search runs on a worker thread and reports through CallAfter.
#pragma once

#include <wx/panel.h>

#include <atomic>
#include <memory>
#include <thread>
#include <vector>

#include "analysis/engine.hpp"
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

  private:
    void Show(const analysis::SearchInfo& info);
    void UpdateButton();

    std::unique_ptr<analysis::Engine> engine_;
    std::thread worker_;
    std::atomic<int> generation_{0};  // results of an older search are dropped
    std::atomic<bool> stop_{false};   // raised by Stop(), seen even before the search begins
    core::Position position_ = core::Position::initial(core::Variant::dama);
    analysis::GameContext context_;
    wxButton* toggle_ = nullptr;
    wxSpinCtrl* lines_ = nullptr;
    wxStaticText* stats_ = nullptr;
    wxListCtrl* list_ = nullptr;
};

// "+1.25" (men, White's view), or "+W12" / "-B12" style for a forced result in plies.
wxString FormatScore(int score);

}  // namespace damascope::gui
