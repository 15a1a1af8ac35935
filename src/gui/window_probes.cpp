#include "window_probes.hpp"

#include <wx/aui/framemanager.h>
#include <wx/dataview.h>
#include <wx/statusbr.h>

#include <algorithm>
#include <cstdio>
#include <utility>
#include <vector>

#include "board_pane.hpp"
#include "eval_bar.hpp"
#include "eval_graph.hpp"
#include "game_list_model.hpp"
#include "game_list_panel.hpp"
#include "list_columns.hpp"
#include "main_frame.hpp"
#include "status_fields.hpp"

namespace damascope::gui {

wxPoint PointInFrame(const MainFrame& frame, const wxWindow& window, wxPoint client) {
    return window.ClientToScreen(client) - frame.GetScreenRect().GetTopLeft();
}

wxPoint EvalBarPoint(MainFrame& frame, int percent) {
    EvalBar* bar = frame.Panes().board_pane->Bar();
    return PointInFrame(frame, *bar, bar->PointAt(percent));
}

wxPoint EvalGraphPoint(MainFrame& frame, const std::string& spec) {
    int across = 0, down = 0;
    std::sscanf(spec.c_str(), "%d:%d", &across, &down);
    const EvalGraph* graph = frame.Panes().graph;
    const wxSize size = graph->GetClientSize();
    return PointInFrame(frame, *graph, wxPoint(size.x * across / 100, size.y * down / 100));
}

wxSize PaneSize(MainFrame& frame, const char* name) {
    // The manager of the panes' parent (not the frame itself: the notice sits above the panes),
    // found from a pane as wx finds it, by an event going up from the window.
    wxAuiManager* aui = wxAuiManager::GetManager(frame.Panes().games);
    const wxWindow* w = aui ? aui->GetPane(name).window : nullptr;
    return w ? w->GetSize() : wxSize();
}

std::string StatusLayout(const MainFrame& frame) {
    const wxStatusBar* bar = frame.GetStatusBar();
    if (!bar) return "none";
    static constexpr const char* names[status_field_count] = {"message", "ply", "count"};
    // Each field's left edge, by meaning; then the names in the order of those edges.
    std::vector<std::pair<int, std::string>> edges;
    for (int field = 0; field < status_field_count; ++field) {
        wxRect rect;
        if (!bar->GetFieldRect(ShownStatusField(field), rect)) return "unknown";
        edges.emplace_back(rect.x, names[field]);
    }
    std::sort(edges.begin(), edges.end());
    std::string out;
    for (const auto& [x, name] : edges) {
        if (!out.empty()) out += ' ';
        out += name;
    }
    return out;
}

std::string ResultColumnFit(const GameListPanel& games) {
    for (wxWindow* child : games.GetChildren()) {
        auto* list = dynamic_cast<wxDataViewCtrl*>(child);
        auto* model = list ? dynamic_cast<GameListModel*>(list->GetModel()) : nullptr;
        if (!model) continue;
        std::vector<wxString> texts;
        const unsigned rows = std::min(model->GetCount(), 200u);
        for (unsigned row = 0; row < rows; ++row) {
            wxVariant value;
            model->GetValueByRow(value, row, GameListModel::col_result);
            texts.push_back(value.GetString());
        }
        return TextsFit(list, GameListModel::col_result, texts);
    }
    return "no list";
}

}  // namespace damascope::gui
