#include "endgame_tables_pane.hpp"

#include <wx/aui/framemanager.h>
#include <wx/intl.h>

#include <memory>

#include "endgame_tables_dialog.hpp"
#include "main_frame.hpp"
#include "main_menu.hpp"
#include "tables_panel.hpp"
#include "translations.hpp"
#include "trial_commands.hpp"

namespace damascope::gui {

EndgameTablesPane::EndgameTablesPane(MainFrame& frame, app::GameDocument& doc, wxAuiManager& aui)
    : CommandArea(frame, doc), aui_(aui) {}

void EndgameTablesPane::Build(FramePanes& panes) {
    panes.tables =
        new TablesPanel(aui_.GetManagedWindow(),
                        std::make_unique<app::EndgameTables>(app::EndgameTables::default_folder()));
    const int side = IsRightToLeft() ? wxAUI_DOCK_LEFT : wxAUI_DOCK_RIGHT;
    aui_.AddPane(panes.tables, wxAuiPaneInfo()
                                   .Name("tables")
                                   .Caption(_("Endgame tables"))
                                   .CloseButton(false)
                                   .Layer(1)
                                   .Direction(side)
                                   .Position(3)
                                   .BestSize(360, 180)
                                   .MinSize(150, 100)
                                   .Hide());
    aui_.Update();
    // A move clicked is played as one played on the board (a trial line in a stored game).
    panes.tables->on_play = [this](const core::Move& m) { Commands().trial->PlayUserMove(m); };
    frame_.Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { OpenDialog(); }, cmd_endgame_tables);
}

wxTopLevelWindow* EndgameTablesPane::OpenDialog() {
    TablesPanel* tables = Panes().tables;
    return ShowEndgameTablesDialog(&frame_, tables->Tables(), doc_.session().variant(),
                                   [this, tables] {
                                       tables->Reload();
                                       Refresh();
                                   });
}

void EndgameTablesPane::Refresh() {
    const bool held = Panes().tables->SetPosition(doc_.session().position());
    wxAuiPaneInfo& pane = aui_.GetPane("tables");
    if (pane.IsShown() == held) return;
    pane.Show(held);
    // Shown, it takes room from the move list (the engine keeps its own): six moves or so fit.
    if (held) pane.dock_proportion = 220000;
    aui_.Update();
}

}  // namespace damascope::gui
