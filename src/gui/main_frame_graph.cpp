// MainFrame: the evaluation graph's vertical range (View > Evaluation graph range, key G, the mouse
// wheel over the graph), kept in the settings file between runs.
#include <wx/config.h>
#include <wx/menu.h>

#include <cstdio>
#include <string>

#include "eval_graph.hpp"
#include "eval_scale.hpp"
#include "main_frame.hpp"
#include "main_menu.hpp"

namespace damascope::gui {

namespace {

int command_of(int range) {
    switch (range) {
        case 10:
            return cmd_graph_range_10;
        case 5:
            return cmd_graph_range_5;
        case 2:
            return cmd_graph_range_2;
        default:
            return cmd_graph_range_auto;
    }
}

}  // namespace

void MainFrame::BindGraphRange() {
    for (int range : kGraphRanges)
        Bind(
            wxEVT_MENU, [this, range](wxCommandEvent&) { SetGraphRange(range); },
            command_of(range));
    graph_->on_range = [this](int range) { SetGraphRange(range); };
}

void MainFrame::SetGraphRange(int range) {
    range = valid_graph_range(range);
    graph_->SetRange(range);
    GetMenuBar()->Check(command_of(range), true);
    if (use_settings_) wxConfigBase::Get()->Write("view/graph_range", static_cast<long>(range));
}

int MainFrame::GraphRange() const {
    return graph_->Range();
}

}  // namespace damascope::gui
