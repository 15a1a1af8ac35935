// The main window's openings pane (issue 12): the explorer and the collections beside the board,
// hidden until View > Openings (Ctrl+O) shows it. Both follow the board; the explorer follows the
// game list's filter too.
#include <wx/menu.h>
#include <wx/notebook.h>

#include "annotation_pane.hpp"
#include "app/board_line.hpp"
#include "app/document_queries.hpp"
#include "collection_panel.hpp"
#include "explorer_panel.hpp"
#include "game_list_panel.hpp"
#include "main_frame.hpp"
#include "main_menu.hpp"
#include "translations.hpp"

namespace damascope::gui {

void MainFrame::BuildOpeningsPane() {
    auto* book = new wxNotebook(aui_.GetManagedWindow(), wxID_ANY);
    explorer_ = new ExplorerPanel(book);
    collections_ = new CollectionPanel(book);
    book->AddPage(explorer_, _("Explorer"));
    book->AddPage(collections_, _("Collections"));
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
    explorer_->on_play = [this](const core::Move& m) { OnUserMove(m); };
    explorer_->on_open_game = [this](std::int64_t id, int ply) {
        wxString error;
        if (!OpenGame(id, &error)) {
            SetStatusText(error, 0);
            return;
        }
        GoToPly(ply);
    };
    collections_->board_line = [this] { return app::line_to_cursor(doc_.session()); };
    collections_->games_filter = [this] { return games_->CurrentFilter(); };
    collections_->on_play_line = [this](const std::string& fen,
                                        const std::vector<std::string>& moves) {
        PlayLine(fen, moves);
    };
    collections_->on_message = [this](const wxString& text) { SetStatusText(text, 0); };
    collections_->on_lines_changed = [this] {
        games_->Requery();
        if (doc_.game_id() != 0) games_->ShowSelected(doc_.game_id());
    };
    games_->on_requery = [this] { RefreshExplorer(); };
}

void MainFrame::ShowOpenings(bool show) {
    if (GetMenuBar() != nullptr) GetMenuBar()->Check(cmd_openings, show);
    aui_.GetPane("openings").Show(show);
    aui_.Update();
    if (show) {
        collections_->SetCollections(doc_.collection_book());
        RefreshExplorer();
    }
}

bool MainFrame::OpeningsShown() {
    return aui_.GetPane("openings").IsShown();
}

void MainFrame::RefreshExplorer() {
    if (explorer_ == nullptr || !OpeningsShown()) return;
    if (!doc_.has_database()) {
        explorer_->Show(nullptr);
        return;
    }
    const auto view =
        app::explore_position(doc_, games_->CurrentFilter(), ExplorerPanel::games_listed);
    explorer_->Show(&view);
}

void MainFrame::PlayLine(const std::string& start_fen, const std::vector<std::string>& moves) {
    const auto played = app::line_from_start(doc_.session(), start_fen, moves);
    if (!played) {
        SetStatusText(_("This line starts elsewhere than the game on the board: open a game of "
                        "its variant, or start a new one, to play it."),
                      0);
        return;
    }
    annotation_->CommitComment();
    doc_.session().home();
    const auto result = PlayMoves(*played);  // one trial line, one undo step
    if (!result.illegal.empty()) SetStatusText(wxString::FromUTF8(result.illegal), 0);
    RefreshGame();
}

}  // namespace damascope::gui
