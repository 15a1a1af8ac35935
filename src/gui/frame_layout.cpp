// The main window's layout kept between runs (frame_layout.hpp).
#include "frame_layout.hpp"

#include <wx/aui/framemanager.h>
#include <wx/config.h>
#include <wx/display.h>
#include <wx/regex.h>

#include <algorithm>
#include <map>
#include <utility>

#include "engine_panel.hpp"
#include "main_frame.hpp"
#include "translations.hpp"

namespace damascope::gui {

namespace {

// The panes are laid out differently in each reading direction (the side column changes sides):
// each keeps its own.
wxString panes_key() {
    return IsRightToLeft() ? "layout/panes_rtl" : "layout/panes";
}

// The size of the dock `direction` (2 right, 3 bottom, 4 left) on `layer` in a saved layout, 0
// when it has none.
int dock_size(const wxString& panes, int direction, int layer) {
    wxRegEx re(wxString::Format("dock_size\\(%d,%d,0\\)=([0-9]+)", direction, layer));
    long size = 0;
    if (re.Matches(panes)) re.GetMatch(panes, 1).ToLong(&size);
    return static_cast<int>(size);
}

void set_dock_size(wxString& panes, int direction, int layer, int size) {
    wxRegEx re(wxString::Format("dock_size\\(%d,%d,0\\)=[0-9]+", direction, layer));
    re.Replace(&panes, wxString::Format("dock_size(%d,%d,0)=%d", direction, layer, size));
}

// The side column's panes share its height by their proportions. When the engine pane shows
// fewer than its three lines whole (two and a half at 1024x700), it gets the height they need,
// taken from the moves down to 300 pixels, then from the graph.
void FitSideColumn(wxAuiManager& aui, int engine_height, bool engine_fits) {
    if (engine_fits) return;
    wxAuiPaneInfo& moves = aui.GetPane("moves");
    wxAuiPaneInfo& graph = aui.GetPane("graph");
    wxAuiPaneInfo& engine = aui.GetPane("engine");
    if (!moves.IsOk() || !graph.IsOk() || !engine.IsOk() || !moves.window || !graph.window ||
        !engine.window)
        return;
    const int graph_now = graph.window->GetSize().y;
    const int total = moves.window->GetSize().y + graph_now + engine.window->GetSize().y;
    if (total < 200) return;
    const int engine_px = std::min(engine_height, total / 2);
    int moves_px = std::max(300, total - engine_px - graph_now);
    int graph_px = total - engine_px - moves_px;
    if (graph_px < 60) {
        graph_px = 60;
        moves_px = total - engine_px - graph_px;
    }
    if (moves_px < 100) return;
    moves.dock_proportion = moves_px;
    graph.dock_proportion = graph_px;
    engine.dock_proportion = engine_px;
    aui.Update();
}

}  // namespace

FrameLayout::FrameLayout(MainFrame& frame, app::GameDocument& doc, wxAuiManager& aui)
    : CommandArea(frame, doc), aui_(aui) {}

void FrameLayout::Bind() {
    frame_.Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        e.Skip();
        if (!from_user_) frame_.CallAfter([this] { FitDefault(); });
    });
}

// Until the user has a layout of their own, the panes share the window so that the board pane is
// about as wide as it is tall (no wide empty margins) and the side column gets the rest.
void FrameLayout::FitDefault() {
    if (from_user_) return;
    wxString panes = aui_.SavePerspective();
    const int side_direction = IsRightToLeft() ? 4 : 2;  // as the constructor docks it
    const std::pair<int, int> now{dock_size(panes, side_direction, 1), dock_size(panes, 3, 0)};
    if (fitted_docks_ && now != *fitted_docks_) {  // a sash was dragged: the user's layout now
        from_user_ = true;
        return;
    }
    const wxSize area = aui_.GetManagedWindow()->GetClientSize();
    if (area.x < 400 || area.y < 300) return;
    const int games = std::clamp(area.y * 32 / 100, 150, 260);
    const int board_height = area.y - games - 70;  // less the captions and the score line
    const int side = std::clamp(area.x - board_height - 50, 360, area.x * 38 / 100);
    set_dock_size(panes, side_direction, 1, side);
    set_dock_size(panes, 3, 0, games);
    if (panes != aui_.SavePerspective()) aui_.LoadPerspective(panes, true);
    FitSideColumn(aui_, Panes().engine->HeightForLines(3), Panes().engine->LinesInView() >= 3);
    const wxString fitted = aui_.SavePerspective();
    fitted_docks_ = {dock_size(fitted, side_direction, 1), dock_size(fitted, 3, 0)};
}

void FrameLayout::Load() {
    wxConfigBase* config = wxConfigBase::Get();
    // A size that no longer fits (a smaller screen since) is cut to the screen.
    const wxRect screen = wxDisplay(&frame_).GetClientArea();
    const int width = std::min(static_cast<int>(config->ReadLong("window/width", 0)), screen.width);
    const int height =
        std::min(static_cast<int>(config->ReadLong("window/height", 0)), screen.height);
    if (width >= 640 && height >= 480) frame_.SetSize(width, height);
    if (config->ReadBool("window/maximized", false)) frame_.Maximize();
    wxString panes;
    if (!config->Read(panes_key(), &panes) || panes.empty()) return;
    // The captions say this run's game and language, not the saved ones.
    wxAuiPaneInfoArray& all = aui_.GetAllPanes();
    std::map<wxString, wxString> captions;
    for (std::size_t i = 0; i < all.GetCount(); ++i) captions[all[i].name] = all[i].caption;
    if (!aui_.LoadPerspective(panes, false)) return;
    from_user_ = true;
    for (std::size_t i = 0; i < all.GetCount(); ++i) all[i].Caption(captions[all[i].name]);
    aui_.Update();
}

void FrameLayout::Save() {
    if (!frame_.UsesSettings()) return;
    wxConfigBase* config = wxConfigBase::Get();
    config->Write("window/maximized", frame_.IsMaximized());
    if (!frame_.IsMaximized() && !frame_.IsIconized()) {
        config->Write("window/width", frame_.GetSize().x);
        config->Write("window/height", frame_.GetSize().y);
    }
    config->Write(panes_key(), aui_.SavePerspective());
    config->Flush();
}

void FrameLayout::SetGamesHeight(int height) {
    // What dragging the sash above the game list changes: the bottom dock's size.
    from_user_ = true;
    wxString panes = aui_.SavePerspective();
    set_dock_size(panes, 3, 0, height);
    aui_.LoadPerspective(panes, true);
}

}  // namespace damascope::gui
