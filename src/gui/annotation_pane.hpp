// The moves pane: a row of glyph buttons, the move list, and under it the comment boxes of the
// current move. It edits nothing itself: it hands what the user chose or typed to its callbacks,
// and MainFrame saves it through GameDocument::edit.
#pragma once

#include <wx/panel.h>
#include <wx/timer.h>

#include <functional>
#include <string>
#include <vector>

#include "app/game_session.hpp"

class wxStaticText;
class wxTextCtrl;

namespace damascope::gui {

class GlyphBar;
class MoveListPanel;

// The glyphs offered as buttons: the move marks 1-6, then the position glyphs.
const std::vector<int>& GlyphButtonNags();

class AnnotationPane : public wxPanel {
  public:
    explicit AnnotationPane(wxWindow* parent);

    MoveListPanel* Moves() { return moves_; }
    // Shows the current move's glyphs (pressed buttons) and comment: its words only, the
    // [%cal]/[%csl] commands being drawn on the board instead; for a variation's first move also
    // the comment before it.
    void ShowCurrent(const app::GameSession& session);
    // Hands a comment typed but not yet handed on to on_comment / on_comment_before. Called
    // before anything moves the cursor or edits the game, and by the box itself on Enter, when it
    // loses the focus, and a moment after the last key.
    void CommitComment();
    // Types a text into a comment box and commits it, as a user would (screenshot mode).
    void TypeComment(const wxString& text, bool before);
    wxString CommentText() const;
    wxString CommentBeforeText() const;
    bool CommentBeforeShown() const;
    // The comment box, where a user clicks to type (screenshot mode's --probe comment).
    wxWindow* CommentBox() const;

    std::function<void(int nag)> on_glyph;
    // The words of the comment after the current move (at the start: the game's comment).
    std::function<void(const std::string& words)> on_comment;
    // The words of the comment before the current move (a variation's first move).
    std::function<void(const std::string& words)> on_comment_before;

  private:
    void BindBox(wxTextCtrl* box);

    MoveListPanel* moves_ = nullptr;
    GlyphBar* glyphs_ = nullptr;
    wxStaticText* comment_label_ = nullptr;
    wxTextCtrl* comment_ = nullptr;
    wxStaticText* before_label_ = nullptr;
    wxTextCtrl* before_ = nullptr;
    wxTimer pause_;
    // What ShowCurrent put in the boxes: a box whose text differs has something to commit.
    wxString shown_comment_, shown_before_;
};

}  // namespace damascope::gui
