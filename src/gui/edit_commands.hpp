// Editing the current game (Edit and Game menus, the glyph buttons, the board's arrows and
// squares, the comment box): glyphs, comments, arrows and coloured squares, the variation
// commands, undo and redo. Every change goes through GameDocument::edit, which saves it at once
// (a note on a trial move keeps its line first); this class shows what that gave and redraws.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "app/glyph_typing.hpp"
#include "core/annotation.hpp"
#include "core/result.hpp"
#include "frame_parts.hpp"

namespace damascope::gui {

class EditCommands : CommandArea {
  public:
    EditCommands(MainFrame& frame, app::GameDocument& doc);
    // The menu items, the accelerators and the panes' callbacks.
    void Bind();

    void ToggleGlyph(int nag);
    // A typed glyph character (! ? = + - / ~): "!" then "!" soon after is "!!"; false when the
    // character is not one of them.
    bool TypeGlyph(char c);
    void DrawArrow(const core::Arrow& a);
    void ColourSquare(const core::ColouredSquare& s);
    // Sets the words of the comment after the current move (`before`: before it), keeping its
    // arrows and squares.
    void SetCommentWords(const std::string& words, bool before);
    void Undo();
    void Redo();
    // Promote one place, make main line, demote, delete variation, truncate (the cmd_ ids).
    void EditVariation(int command);
    // Shows what a save gave: a save error in the notice (the change stays on screen), or a new
    // game now stored, in the game list; redraws.
    void ShowSaveResult(const core::Result<bool>& saved, std::int64_t id_before);
    // Before the game or database changes: the comment being typed is saved, and a change that
    // could not be saved is tried again, or given up only if the user agrees. false: stay.
    bool LeaveGame();

    // Asked, when a change could not be saved, whether to leave the game all the same (by default
    // a dialog; screenshot mode answers itself).
    std::function<bool(const wxString& message)> confirm_leave_unsaved;

  private:
    // Applies an edit through the document, shows a save error and redraws.
    bool ApplyEdit(const std::function<bool(app::GameSession&)>& change);
    void ShowMoveContextMenu(app::NodeId id);

    app::GlyphTyping glyphs_;  // glyph characters typed in a row on one move ("!" "!" is "!!")
};

}  // namespace damascope::gui
