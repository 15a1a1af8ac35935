// MainFrame: the endgame tables — the tables panel in the side column, shown while the board's
// position is one the tables hold (a click on a move plays it), and Analysis > Endgame tables.
#include <wx/intl.h>

#include "endgame_tables_dialog.hpp"
#include "main_frame.hpp"
#include "main_menu.hpp"
#include "tables_panel.hpp"
#include "translations.hpp"

namespace damascope::gui {

void MainFrame::BindTables() {
    tables_ =
        new TablesPanel(aui_.GetManagedWindow(),
                        std::make_unique<app::EndgameTables>(app::EndgameTables::default_folder()));
    const int side = IsRightToLeft() ? wxAUI_DOCK_LEFT : wxAUI_DOCK_RIGHT;
    aui_.AddPane(tables_, wxAuiPaneInfo()
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
    tables_->on_play = [this](const core::Move& m) { OnUserMove(m); };
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { OpenEndgameTables(); }, cmd_endgame_tables);
}

wxTopLevelWindow* MainFrame::OpenEndgameTables() {
    return ShowEndgameTablesDialog(this, tables_->Tables(), doc_.session().variant(), [this] {
        tables_->Reload();
        RefreshTables();
    });
}

void MainFrame::RefreshTables() {
    const bool held = tables_->SetPosition(doc_.session().position());
    wxAuiPaneInfo& pane = aui_.GetPane("tables");
    if (pane.IsShown() == held) return;
    pane.Show(held);
    // Shown, it takes room from the move list (the engine keeps its own): six moves or so fit.
    if (held) pane.dock_proportion = 220000;
    aui_.Update();
}

}  // namespace damascope::gui
