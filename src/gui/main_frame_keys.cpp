// MainFrame: the keys of the window and moving about — navigation, flip, next mark, the typed
// glyphs, the next game, a new game.
#include <wx/intl.h>
#include <wx/textctrl.h>

#include "analysis_commands.hpp"
#include "annotation_pane.hpp"
#include "app/session_commands.hpp"
#include "edit_commands.hpp"
#include "setup_commands.hpp"

#include "eval_scale.hpp"
#include "game_list_panel.hpp"
#include "main_frame.hpp"
#include "main_menu.hpp"

namespace damascope::gui {

namespace {

// Whether the key was typed in `top` itself, not in another top-level window of the app.
bool TypedIn(const wxKeyEvent& e, const wxWindow* top) {
    auto* from = dynamic_cast<wxWindow*>(e.GetEventObject());
    return from == nullptr || wxGetTopLevelParent(from) == top;
}

// Whether the focus is in `window` or one of its children.
bool HasFocusWithin(const wxWindow* window) {
    for (wxWindow* w = wxWindow::FindFocus(); w; w = w->GetParent())
        if (w == window) return true;
    return false;
}

}  // namespace

// Plain navigation keys work everywhere except while typing in a text field; Up and Down stay
// with the game list when it has the focus.
void MainFrame::OnCharHook(wxKeyEvent& e) {
    // Keys typed in another window of the app (players, standings: their key events reach this
    // frame, their parent) are that window's: a letter in the players' list types no glyph here.
    if (!TypedIn(e, this)) {
        e.Skip();
        return;
    }
    const int key = e.GetKeyCode();
    const bool list_key = (key == WXK_UP || key == WXK_DOWN) && HasFocusWithin(panes_.games);
    const bool typing = dynamic_cast<wxTextEntry*>(FindFocus()) != nullptr;
    // Ctrl+V on the board pastes a FEN (Edit > Paste FEN); in a text field it pastes text.
    if (!typing && key == 'V' && e.GetModifiers() == wxMOD_CONTROL) {
        commands_.setup->PasteFen();
        return;
    }
    if (!typing && !e.HasModifiers()) {
        // Glyphs are typed as they are written: ! ? = + - / ~ (Shift as the keyboard needs).
        int c = static_cast<int>(e.GetUnicodeKey());
        if (key == WXK_NUMPAD_ADD) c = '+';
        if (key == WXK_NUMPAD_SUBTRACT) c = '-';
        if (e.ShiftDown()) {  // a key event may carry the unshifted key (US layout)
            if (c == '1') c = '!';
            if (c == '/') c = '?';
            if (c == '=') c = '+';
            if (c == '`') c = '~';
        }
        if (c > 0 && c < 128 && commands_.edit->TypeGlyph(static_cast<char>(c))) return;
    }
    // Shift+N: the previous mark (N alone is the next).
    if (!typing && key == 'N' && e.GetModifiers() == wxMOD_SHIFT) {
        Navigate(cmd_prev_mark);
        return;
    }
    if (e.HasAnyModifiers() || typing || list_key || !HandleKey(key)) e.Skip();
}

bool MainFrame::HandleKey(int key) {
    switch (key) {
        case WXK_LEFT:
            Navigate(cmd_prev_ply);
            return true;
        case WXK_RIGHT:
            Navigate(cmd_next_ply);
            return true;
        case WXK_HOME:
            Navigate(cmd_first_ply);
            return true;
        case WXK_END:
            Navigate(cmd_last_ply);
            return true;
        case WXK_UP:
            Navigate(cmd_prev_variation);
            return true;
        case WXK_DOWN:
            Navigate(cmd_next_variation);
            return true;
        case WXK_PAGEUP:
            StepGame(-1);
            return true;
        case WXK_PAGEDOWN:
            StepGame(+1);
            return true;
        case 'F':
            SetFlipped(!user_flip_);
            return true;
        case 'N':
            Navigate(cmd_next_mark);
            return true;
        case 'A':
            commands_.analysis->ShowAnalysisArrows(!commands_.analysis->AnalysisArrowsShown());
            return true;
        case 'G': {  // the graph's range, taller each time, then automatic again
            AnalysisCommands& analysis = *commands_.analysis;
            analysis.SetGraphRange(
                analysis.GraphRange() == 2 ? 0 : step_graph_range(analysis.GraphRange(), 1));
            return true;
        }
        default:
            return false;
    }
}

void MainFrame::Navigate(int command) {
    panes_.annotation->CommitComment();
    const std::pair<int, app::Step> steps[] = {{cmd_first_ply, app::Step::first},
                                               {cmd_prev_ply, app::Step::previous},
                                               {cmd_next_ply, app::Step::next},
                                               {cmd_last_ply, app::Step::last},
                                               {cmd_prev_variation, app::Step::previous_variation},
                                               {cmd_next_variation, app::Step::next_variation},
                                               {cmd_next_mark, app::Step::next_mark},
                                               {cmd_prev_mark, app::Step::previous_mark}};
    for (const auto& [id, step] : steps)
        if (id == command && !app::step(doc_.session(), step))
            SetStatusText(_("This game has no marked moves."), 0);
    RefreshPosition();
}

void MainFrame::GoToPly(int ply) {
    panes_.annotation->CommitComment();
    doc_.session().go_to_ply(ply);
    RefreshPosition();
}

void MainFrame::SetFlipped(bool flipped) {
    user_flip_ = flipped;
    RefreshPosition();
}

void MainFrame::StepGame(int delta) {
    if (!panes_.games->Step(doc_.game_id(), delta))
        SetStatusText(_("No more games in the list."), 0);
}

void MainFrame::NewGame(core::Variant v) {
    if (!commands_.edit->LeaveGame()) return;
    doc_.new_game(v);
    RefreshGame();
}

}  // namespace damascope::gui
