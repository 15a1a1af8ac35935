// Editing the current game (edit_commands.hpp).
#include "edit_commands.hpp"

#include <wx/accel.h>
#include <wx/intl.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/time.h>

#include <algorithm>
#include <iterator>
#include <utility>

#include "annotation_pane.hpp"
#include "app/session_commands.hpp"
#include "board_view.hpp"
#include "core/annotation.hpp"
#include "game_list_panel.hpp"
#include "main_frame.hpp"
#include "main_menu.hpp"
#include "move_list_panel.hpp"
#include "notice_bar.hpp"
#include "position_status.hpp"
#include "trial_commands.hpp"

namespace damascope::gui {

EditCommands::EditCommands(MainFrame& frame, app::GameDocument& doc) : CommandArea(frame, doc) {}

void EditCommands::Bind() {
    frame_.Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { Undo(); }, wxID_UNDO);
    frame_.Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { Redo(); }, wxID_REDO);
    frame_.Bind(
        wxEVT_UPDATE_UI, [this](wxUpdateUIEvent& e) { e.Enable(doc_.can_undo()); }, wxID_UNDO);
    frame_.Bind(
        wxEVT_UPDATE_UI, [this](wxUpdateUIEvent& e) { e.Enable(doc_.can_redo()); }, wxID_REDO);
    for (int id : {cmd_promote_one, cmd_promote_variation, cmd_demote_variation,
                   cmd_delete_variation, cmd_truncate})
        frame_.Bind(
            wxEVT_MENU, [this, id](wxCommandEvent&) { EditVariation(id); }, id);
    // Ctrl+Shift+Z redoes too, as in many programs (the menu shows Ctrl+Y).
    wxAcceleratorEntry keys[] = {{wxACCEL_CTRL | wxACCEL_SHIFT, 'Z', wxID_REDO}};
    frame_.SetAcceleratorTable(wxAcceleratorTable(1, keys));

    Panes().annotation->on_glyph = [this](int nag) { ToggleGlyph(nag); };
    Panes().annotation->on_comment = [this](const std::string& words) {
        SetCommentWords(words, false);
    };
    Panes().annotation->on_comment_before = [this](const std::string& words) {
        SetCommentWords(words, true);
    };
    Panes().board->on_arrow_drawn = [this](const core::Arrow& a) { DrawArrow(a); };
    Panes().board->on_square_drawn = [this](const core::ColouredSquare& s) { ColourSquare(s); };
    Panes().moves->on_context_menu = [this](app::NodeId id) { ShowMoveContextMenu(id); };
}

bool EditCommands::ApplyEdit(const std::function<bool(app::GameSession&)>& change) {
    const std::int64_t id_before = doc_.game_id();
    auto saved = doc_.edit(change);
    ShowSaveResult(saved, id_before);
    return !saved || *saved;
}

void EditCommands::ShowSaveResult(const core::Result<bool>& saved, std::int64_t id_before) {
    if (!saved) {
        // Never dropped without a word: the change stays on screen, the notice says it is not
        // stored, and leaving the game asks first.
        Say(Panes().notice->ShowSaveError(saved.error()));
        frame_.RefreshGame();
        return;
    }
    Panes().notice->DismissSaveError();
    // Redrawn first: the status bar's message about the position comes before "Saved as".
    if (*saved) frame_.RefreshGame();
    if (doc_.game_id() != id_before && doc_.game_id() != 0) {
        // A new game entered on the board is now a stored game: it joins the list.
        Panes().games->Requery();
        Panes().games->ShowSelected(doc_.game_id());
        Say(wxString::Format(_("Saved as game %lld."), static_cast<long long>(doc_.game_id())));
        Commands().status->Update();
    }
}

bool EditCommands::LeaveGame() {
    Panes().annotation->CommitComment();
    if (!Commands().trial->LeaveTrialLines()) return false;
    if (!doc_.unsaved()) return true;
    const std::int64_t id_before = doc_.game_id();
    auto saved = doc_.save();
    ShowSaveResult(saved, id_before);
    if (saved) return true;
    const wxString message = _("The changes to this game could not be saved:") + "\n" +
                             wxString::FromUTF8(saved.error()) + "\n\n" +
                             _("Leave the game and lose them?");
    if (confirm_leave_unsaved) return confirm_leave_unsaved(message);
    return wxMessageBox(message, _("Changes not saved"), wxYES_NO | wxNO_DEFAULT | wxICON_WARNING,
                        &frame_) == wxYES;
}

void EditCommands::ToggleGlyph(int nag) {
    const app::NodeId at = doc_.session().cursor();
    if (at == app::root_node) {
        Say(_("Glyphs go on moves: go to a move first."));
        frame_.RefreshPosition();  // the button pressed goes back up
        return;
    }
    std::vector<int> nags = doc_.session().node(at).nags;
    core::toggle_nag(nags, nag);
    if (!ApplyEdit([&](app::GameSession& s) { return s.set_nags(at, nags); }))
        frame_.RefreshPosition();
}

bool EditCommands::TypeGlyph(char c) {
    const app::NodeId at = doc_.session().cursor();
    const auto typed =
        glyphs_.type(c, at, doc_.session().node(at).nags, wxGetLocalTimeMillis().GetValue());
    using Kind = app::GlyphTyping::Outcome::Kind;
    switch (typed.kind) {
        case Kind::not_glyph:
            return false;
        case Kind::needs_move:
            Say(_("Glyphs go on moves: go to a move first."));
            return true;
        case Kind::pending:
            return true;
        case Kind::set_nags:
            ApplyEdit([&](app::GameSession& s) { return s.set_nags(at, typed.nags); });
            return true;
    }
    return true;
}

void EditCommands::DrawArrow(const core::Arrow& a) {
    Panes().annotation->CommitComment();
    const app::NodeId at = doc_.session().cursor();
    const core::Variant v = doc_.session().variant();
    ApplyEdit([&](app::GameSession& s) {
        return s.set_comment(at, core::toggle_arrow(v, s.node(at).comment, a));
    });
}

void EditCommands::ColourSquare(const core::ColouredSquare& sq) {
    Panes().annotation->CommitComment();
    const app::NodeId at = doc_.session().cursor();
    const core::Variant v = doc_.session().variant();
    ApplyEdit([&](app::GameSession& s) {
        return s.set_comment(at, core::toggle_square(v, s.node(at).comment, sq));
    });
}

void EditCommands::SetCommentWords(const std::string& words, bool before) {
    const app::NodeId at = doc_.session().cursor();
    const core::Variant v = doc_.session().variant();
    ApplyEdit([&](app::GameSession& s) {
        const app::SessionNode& n = s.node(at);
        auto parts = core::split_comment(v, before ? n.comment_before : n.comment);
        parts.text = words;
        const std::string comment = core::join_comment(v, parts);
        return before ? s.opens_variation(at) && s.set_comment_before(at, comment)
                      : s.set_comment(at, comment);
    });
}

void EditCommands::Undo() {
    Panes().annotation->CommitComment();
    const std::int64_t id_before = doc_.game_id();
    auto r = doc_.undo();
    if (r && !*r) Say(_("Nothing to undo."));
    ShowSaveResult(r, id_before);
}

void EditCommands::Redo() {
    Panes().annotation->CommitComment();
    const std::int64_t id_before = doc_.game_id();
    auto r = doc_.redo();
    if (r && !*r) Say(_("Nothing to redo."));
    ShowSaveResult(r, id_before);
}

void EditCommands::EditVariation(int command) {
    Panes().annotation->CommitComment();
    const app::NodeId at = doc_.session().cursor();
    const std::pair<int, app::VariationEdit> edits[] = {
        {cmd_promote_one, app::VariationEdit::promote_one},
        {cmd_promote_variation, app::VariationEdit::make_main_line},
        {cmd_demote_variation, app::VariationEdit::demote},
        {cmd_delete_variation, app::VariationEdit::delete_variation},
        {cmd_truncate, app::VariationEdit::truncate}};
    const auto edit = std::find_if(std::begin(edits), std::end(edits),
                                   [command](const auto& e) { return e.first == command; });
    if (edit == std::end(edits)) return;
    const bool changed = ApplyEdit(
        [&](app::GameSession& s) { return app::apply_variation_edit(s, at, edit->second); });
    if (!changed)
        Say(command == cmd_truncate ? _("No moves follow this one.")
                                    : _("This move is not in a variation."));
}

void EditCommands::ShowMoveContextMenu(app::NodeId id) {
    Panes().annotation->CommitComment();
    doc_.session().go_to(id);
    frame_.RefreshPosition();
    wxMenu menu;
    AppendVariationItems(&menu);
    const auto& s = doc_.session();
    const bool in_variation = app::in_variation(s, id);
    for (int item : {cmd_promote_one, cmd_promote_variation, cmd_delete_variation})
        menu.Enable(item, in_variation);
    menu.Enable(cmd_truncate, !s.node(id).children.empty());
    if (s.is_trial(id) || doc_.on_trial_line()) {
        menu.AppendSeparator();
        AppendTrialItems(&menu);
    }
    Panes().moves->PopupMenu(&menu);
}

}  // namespace damascope::gui
