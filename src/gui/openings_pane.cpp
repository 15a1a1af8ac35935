// The openings pane (openings_pane.hpp).
#include "openings_pane.hpp"

#include <wx/aui/framemanager.h>
#include <wx/menu.h>
#include <wx/notebook.h>

#include "app/board_line.hpp"
#include "app/document_queries.hpp"
#include "collection_panel.hpp"
#include "explorer_panel.hpp"
#include "game_list_panel.hpp"
#include "main_frame.hpp"
#include "main_menu.hpp"
#include "translations.hpp"
#include "trial_commands.hpp"

namespace damascope::gui {

OpeningsPane::OpeningsPane(MainFrame& frame, app::GameDocument& doc, wxAuiManager& aui)
    : CommandArea(frame, doc), aui_(aui) {}

void OpeningsPane::Build(FramePanes& panes) {
    auto* book = new wxNotebook(aui_.GetManagedWindow(), wxID_ANY);
    panes.explorer = new ExplorerPanel(book);
    panes.collections = new CollectionPanel(book);
    book->AddPage(panes.explorer, _("Explorer"));
    book->AddPage(panes.collections, _("Collections"));
    // Across the board from the move list: on the left in English, on the right in Arabic.
    const int side = IsRightToLeft() ? wxAUI_DOCK_RIGHT : wxAUI_DOCK_LEFT;
    aui_.AddPane(book, wxAuiPaneInfo()
                           .Name("openings")
                           .Caption(_("Openings"))
                           .Direction(side)
                           .BestSize(430, 400)
                           .MinSize(390, 200)
                           .CloseButton(false)
                           .Hide());
    panes.explorer->on_play = [this](const core::Move& m) { Commands().trial->PlayUserMove(m); };
    panes.explorer->on_open_game = [this](std::int64_t id, int ply) {
        wxString error;
        if (!frame_.OpenGame(id, &error)) {
            Say(error);
            return;
        }
        frame_.GoToPly(ply);
    };
    panes.collections->board_line = [this] { return app::line_to_cursor(doc_.session()); };
    panes.collections->games_filter = [this] { return Panes().games->CurrentFilter(); };
    panes.collections->on_play_line = [this](const std::string& fen,
                                             const std::vector<std::string>& moves) {
        Commands().trial->PlayCollectionLine(fen, moves);
    };
    panes.collections->on_message = [this](const wxString& text) { Say(text); };
    panes.collections->on_lines_changed = [this] {
        Panes().games->Requery();
        if (doc_.game_id() != 0) Panes().games->ShowSelected(doc_.game_id());
    };
    panes.games->on_requery = [this] { RefreshExplorer(); };
}

void OpeningsPane::Show(bool show) {
    if (frame_.GetMenuBar() != nullptr) frame_.GetMenuBar()->Check(cmd_openings, show);
    aui_.GetPane("openings").Show(show);
    aui_.Update();
    if (show) {
        Panes().collections->SetCollections(doc_.collection_book());
        Commands().openings->RefreshExplorer();
    }
}

bool OpeningsPane::Shown() const {
    return aui_.GetPane("openings").IsShown();
}

void OpeningsPane::RefreshExplorer() {
    if (Panes().explorer == nullptr || !Shown()) return;
    if (!doc_.has_database()) {
        Panes().explorer->Show(nullptr);
        return;
    }
    const auto view =
        app::explore_position(doc_, Panes().games->CurrentFilter(), ExplorerPanel::games_listed);
    Panes().explorer->Show(&view);
}

void OpeningsPane::DatabaseOpened() {
    if (Shown()) Panes().collections->SetCollections(doc_.collection_book());
}

}  // namespace damascope::gui
