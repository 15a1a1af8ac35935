// The board: draws the position and lets the user play moves with the seed's touch controls
// (movable pieces ringed, targets mint, the pieces a capture takes ringed red before confirming).
#pragma once

#include <wx/window.h>

#include <functional>
#include <optional>
#include <vector>

#include "board_painter.hpp"
#include "core/move.hpp"
#include "core/position.hpp"

class wxGraphicsContext;

namespace damascope::gui {

class BoardView : public wxWindow {
  public:
    explicit BoardView(wxWindow* parent);

    // Shows a position; any lifted piece or pending capture is dropped.
    void SetPosition(const core::Position& pos, std::vector<core::Square> last_move);
    void SetFlipped(bool flipped);
    bool IsFlipped() const { return flipped_; }
    const core::Position& Position() const { return position_; }
    void SetShowNumbers(bool show);
    void SetInteractive(bool interactive);
    // The moves a click may play instead of the legal ones, until the next SetPosition (a
    // training exercise offers every move a piece could make, so that the rings tell nothing).
    void SetMoves(std::vector<core::Move> moves);
    // The current move's arrows and coloured squares (from its comment).
    void SetDrawings(std::vector<core::Arrow> arrows, std::vector<core::ColouredSquare> squares);
    // A rule mark explained (the capture that was there): its path, the pieces it takes, and
    // whether it is Dhama's free choice rather than a rule break. An empty path shows none.
    void SetExplanation(std::vector<core::Square> path, core::Bitboard taken, bool neutral);
    // The engine's moves drawn as arrows (stored best move, the engine's first line); empty: none.
    void SetAnalysisArrows(std::vector<BoardScene::AnalysisArrow> arrows);
    // The rules' outcome at the position shown (ongoing while the game goes on).
    void SetGameOver(core::Outcome outcome);
    // The colour the modifier keys held choose for a drawing: none green, Shift red, Ctrl
    // yellow, Alt blue (wxMOD_* flags).
    static core::MarkColour DrawingColour(int modifiers);

    // Lifts the piece on `s` if it may move; false otherwise.
    bool Lift(core::Square s);
    // Lifts the first movable piece (for --select auto); false when nothing can move.
    bool LiftFirstMovable();
    void Drop();
    // What a click on the square does (used by the mouse handler and by --click).
    void ClickSquare(core::Square s) { Click(s); }

    // Called when the user has chosen and confirmed a move.
    std::function<void(const core::Move&)> on_move;
    // Asked which move was meant when two capture chains end on the same square (the index, or
    // nullopt to cancel). By default a dialog that names what each captures.
    std::function<std::optional<std::size_t>(const core::Position&, const std::vector<core::Move>&)>
        choose_capture;
    // A right-click on a square (colour it) and a right-drag from one square to another (an
    // arrow), with the colour the modifier keys chose.
    std::function<void(const core::ColouredSquare&)> on_square_drawn;
    std::function<void(const core::Arrow&)> on_arrow_drawn;
    // Called with a short hint for the status bar; with "" when the piece is put down or played.
    std::function<void(const wxString&)> on_hint;

    // Where a square's centre is drawn, in the window's pixels.
    wxPoint SquareCentre(core::Square s) const;

    // Draws the current scene into a graphics context of the given size (screenshots, export).
    void PaintTo(wxGraphicsContext& gc, double width, double height) const;

  private:
    void OnPaint(wxPaintEvent& e);
    void OnLeftDown(wxMouseEvent& e);
    void OnRightUp(wxMouseEvent& e);
    std::optional<core::Square> SquareAt(const wxPoint& p) const;
    void OnKey(wxKeyEvent& e);
    void Click(core::Square s);
    void ChooseTarget(core::Square to);
    void Confirm();
    void Hint(const wxString& text);
    BoardScene Scene() const;

    core::Position position_ = core::Position::initial(core::Variant::dama);
    std::vector<core::Move> legal_;
    std::vector<core::Square> last_move_;
    std::optional<core::Square> lifted_;
    std::optional<core::Move> pending_;  // a capture chosen, waiting for confirmation
    std::vector<core::Arrow> arrows_;
    std::vector<core::ColouredSquare> coloured_squares_;
    std::vector<core::Square> explained_path_;
    core::Bitboard explained_taken_ = 0;
    bool explained_neutral_ = false;
    core::Outcome game_over_ = core::Outcome::ongoing;
    std::vector<BoardScene::AnalysisArrow> analysis_arrows_;
    std::optional<core::Square> drag_from_;  // where a right-drag started
    std::optional<core::Square> drag_to_;    // the square under it now (drawn as a preview)
    core::MarkColour drag_colour_ = core::MarkColour::green;
    bool flipped_ = false;
    bool show_numbers_ = true;
    bool interactive_ = true;
};

}  // namespace damascope::gui
