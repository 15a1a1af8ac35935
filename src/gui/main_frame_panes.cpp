// MainFrame's layout: the notice above the panes, the job bar under them, and the panes in the AUI
// manager — the board in the centre, the side column (moves, graph, engine, tables) following the
// reading direction, the game list under the board, the openings across from the side column.
#include <wx/intl.h>
#include <wx/panel.h>
#include <wx/sizer.h>

#include "annotation_pane.hpp"
#include "board_pane.hpp"
#include "endgame_tables_pane.hpp"
#include "engine_panel.hpp"
#include "eval_graph.hpp"
#include "game_list_panel.hpp"
#include "job_bar.hpp"
#include "main_frame.hpp"
#include "main_menu.hpp"
#include "notice_bar.hpp"
#include "openings_pane.hpp"
#include "translations.hpp"

namespace damascope::gui {

void MainFrame::BuildPanes() {
    auto* root = new wxPanel(this);
    auto* content = new wxPanel(root);
    panes_.job = new JobBar(root);
    // What an import reported, with a button to its list of problems.
    panes_.notice = new NoticeBar(root, cmd_import_problems);
    auto* root_sizer = new wxBoxSizer(wxVERTICAL);
    root_sizer->Add(panes_.notice, 0, wxEXPAND);
    root_sizer->Add(content, 1, wxEXPAND);
    root_sizer->Add(panes_.job, 0, wxEXPAND);
    root->SetSizer(root_sizer);

    aui_.SetManagedWindow(content);
    panes_.board_pane = new BoardPane(content);  // the board with the evaluation bar beside it
    panes_.board = panes_.board_pane->Board();
    panes_.graph = new EvalGraph(content);
    panes_.annotation = new AnnotationPane(content);
    panes_.moves = panes_.annotation->Moves();
    panes_.engine = new EnginePanel(content);
    panes_.games = new GameListPanel(content);

    // The board's title bar names the game and its rules (RefreshGame sets it).
    aui_.AddPane(panes_.board_pane,
                 wxAuiPaneInfo().Name("board").Caption(_("Board")).CenterPane().CaptionVisible());
    // The side column follows the reading direction: on the right in English, on the left in
    // Arabic.
    const int side = IsRightToLeft() ? wxAUI_DOCK_LEFT : wxAUI_DOCK_RIGHT;
    auto pane = [](const char* name, const wxString& caption) {
        // Layer 1: the side column runs the window's full height, the game list under the board.
        return wxAuiPaneInfo().Name(name).Caption(caption).CloseButton(false).Layer(1);
    };
    aui_.AddPane(
        panes_.annotation,
        pane("moves", _("Moves")).Direction(side).Position(0).BestSize(360, 300).MinSize(360, 150));
    aui_.AddPane(panes_.graph, pane("graph", _("Evaluation"))
                                   .Direction(side)
                                   .Position(1)
                                   .BestSize(360, 100)
                                   .MinSize(200, 100));
    aui_.AddPane(panes_.engine, pane("engine", _("Engine"))
                                    .Direction(side)
                                    .Position(2)
                                    .BestSize(360, 150)
                                    .MinSize(220, 150));
    aui_.AddPane(panes_.games,
                 pane("games", _("Games")).Layer(0).Bottom().BestSize(900, 210).MinSize(300, 210));
    commands_.openings->Build(panes_);
    // The move list gets most of the right column.
    aui_.GetPane("moves").dock_proportion = 400000;
    aui_.GetPane("graph").dock_proportion = 100000;
    aui_.GetPane("engine").dock_proportion = 160000;
    aui_.Update();
    // The minimum sizes above set the first layout; afterwards the user may shrink the panes.
    aui_.GetPane("games").MinSize(300, 120);
    aui_.GetPane("moves").MinSize(220, 120);
    aui_.GetPane("graph").MinSize(150, 60);
    aui_.GetPane("engine").MinSize(150, 80);
    aui_.Update();
    commands_.tables->Build(panes_);
}

}  // namespace damascope::gui
