// The main window's openings pane (issue 12): the explorer and the collections beside the board,
// hidden until View > Openings (Ctrl+O) shows it. Both follow the board; the explorer follows the
// game list's filter too.
#include <wx/menu.h>
#include <wx/notebook.h>

#include "annotation_pane.hpp"
#include "app/opening_collections.hpp"
#include "app/opening_explorer.hpp"
#include "collection_panel.hpp"
#include "core/fen.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"
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
    collections_->board_line = [this] { return CurrentLine(); };
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
        collections_->SetDatabase(doc_.database());
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
    const auto view = app::explorer_view(*doc_.database(), doc_.session().position(),
                                         games_->CurrentFilter(), ExplorerPanel::games_listed);
    explorer_->Show(&view);
}

BoardLine MainFrame::CurrentLine() const {
    const auto& s = doc_.session();
    BoardLine line;
    line.variant = s.variant();
    if (!(s.start() == core::Position::initial(s.variant())))
        line.start_fen = core::to_fen(s.start());
    core::Position pos = s.start();
    for (app::NodeId id : s.path_to(s.cursor())) {
        if (id == app::root_node) continue;
        const core::Move m = s.node(id).move;
        core::MoveList legal;
        core::generate_legal(pos, legal);
        line.moves.push_back(
            core::format_move(pos, m, std::span<const core::Move>(legal.begin(), legal.size())));
        pos.play(m);
    }
    return line;
}

void MainFrame::PlayLine(const std::string& start_fen, const std::vector<std::string>& moves) {
    const BoardLine here = CurrentLine();
    database::CollectionLine line;
    line.start_fen = start_fen;
    line.moves = moves;
    // The collection's variant is the board's when the line reads there; else a new game of it.
    auto played = app::line_moves(here.variant, line);
    if (!played || here.start_fen != start_fen) {
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

std::string MainFrame::GameOpeningName() {
    if (doc_.database() == nullptr || doc_.game_id() == 0) return {};
    const std::int64_t id = doc_.game_id();
    auto names = app::opening_names_of(*doc_.database(), std::span<const std::int64_t>(&id, 1));
    return names && !names->empty() ? names->front() : std::string();
}

}  // namespace damascope::gui
