#include "board_view.hpp"

#include <wx/cursor.h>
#include <wx/dcbuffer.h>
#include <wx/graphics.h>
#include <wx/intl.h>

#include <memory>

#include "board_clicks.hpp"
#include "capture_choice_dialog.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"

namespace damascope::gui {

BoardView::BoardView(wxWindow* parent)
    : wxWindow(parent, wxID_ANY, wxDefaultPosition, wxSize(360, 360),
               wxWANTS_CHARS | wxFULL_REPAINT_ON_RESIZE) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    // The board is a real object: it never mirrors, even in a right-to-left interface.
    SetLayoutDirection(wxLayout_LeftToRight);
    SetMinSize(wxSize(200, 200));
    Bind(wxEVT_PAINT, &BoardView::OnPaint, this);
    Bind(wxEVT_LEFT_DOWN, &BoardView::OnLeftDown, this);
    Bind(wxEVT_KEY_DOWN, &BoardView::OnKey, this);
    Bind(wxEVT_RIGHT_DOWN, [this](wxMouseEvent& e) {
        SetFocus();
        drag_from_ = drag_to_ = SquareAt(e.GetPosition());
        if (drag_from_) CaptureMouse();
    });
    Bind(wxEVT_RIGHT_UP, &BoardView::OnRightUp, this);
    Bind(wxEVT_MOUSE_CAPTURE_LOST, [this](wxMouseCaptureLostEvent&) {
        drag_from_.reset();
        Refresh();
    });
    // A hand over what can be clicked: a movable piece, or a square the lifted piece may go to.
    Bind(wxEVT_MOTION, [this](wxMouseEvent& e) {
        const auto s = SquareAt(e.GetPosition());
        const core::MarkColour colour = DrawingColour(e.GetModifiers());
        if (drag_from_ && (s != drag_to_ || colour != drag_colour_)) {
            drag_to_ = s;  // a right-drag: the arrow follows the mouse
            drag_colour_ = colour;
            Refresh();
        }
        const BoardScene scene = Scene();
        const bool active = s && ((scene.movable | scene.targets) & core::bit(*s));
        SetCursor(active ? wxCursor(wxCURSOR_HAND) : wxNullCursor);
    });
    SetPosition(position_, {});
}

void BoardView::SetPosition(const core::Position& pos, std::vector<core::Square> last_move) {
    position_ = pos;
    last_move_ = std::move(last_move);
    core::MoveList legal;
    core::generate_legal(pos, legal);
    legal_.assign(legal.begin(), legal.end());
    const bool in_hand = lifted_ || pending_;
    lifted_.reset();
    pending_.reset();
    if (in_hand) Hint(wxString());  // the piece is put down: its hint no longer holds
    Refresh();
}

void BoardView::SetMoves(std::vector<core::Move> moves) {
    legal_ = std::move(moves);
    Refresh();
}

void BoardView::SetDrawings(std::vector<core::Arrow> arrows,
                            std::vector<core::ColouredSquare> squares) {
    arrows_ = std::move(arrows);
    coloured_squares_ = std::move(squares);
    Refresh();
}

void BoardView::SetExplanation(std::vector<core::Square> path, core::Bitboard taken, bool neutral) {
    explained_path_ = std::move(path);
    explained_taken_ = taken;
    explained_neutral_ = neutral;
    Refresh();
}

void BoardView::SetGameOver(core::Outcome outcome) {
    if (outcome == game_over_) return;
    game_over_ = outcome;
    Refresh();
}

void BoardView::SetAnalysisArrows(std::vector<BoardScene::AnalysisArrow> arrows) {
    analysis_arrows_ = std::move(arrows);
    Refresh();
}

core::MarkColour BoardView::DrawingColour(int modifiers) {
    if (modifiers & wxMOD_SHIFT) return core::MarkColour::red;
    if (modifiers & wxMOD_CONTROL) return core::MarkColour::yellow;
    if (modifiers & wxMOD_ALT) return core::MarkColour::blue;
    return core::MarkColour::green;
}

wxPoint BoardView::SquareCentre(core::Square s) const {
    const wxSize size = GetClientSize();
    const auto r = BoardGeometry(size.x, size.y, flipped_).rect(s);
    return {static_cast<int>(r.center_x()), static_cast<int>(r.center_y())};
}

std::optional<core::Square> BoardView::SquareAt(const wxPoint& p) const {
    const wxSize size = GetClientSize();
    return BoardGeometry(size.x, size.y, flipped_).square_at(p.x, p.y);
}

void BoardView::OnRightUp(wxMouseEvent& e) {
    if (HasCapture()) ReleaseMouse();
    if (!drag_from_) return;
    const core::Square from = *drag_from_;
    drag_from_.reset();
    const auto to = SquareAt(e.GetPosition());
    Refresh();
    if (!to) return;
    const core::MarkColour colour = DrawingColour(e.GetModifiers());
    if (*to == from) {
        if (on_square_drawn) on_square_drawn({from, colour});
    } else if (on_arrow_drawn) {
        on_arrow_drawn({from, *to, colour});
    }
}

void BoardView::SetFlipped(bool flipped) {
    flipped_ = flipped;
    Refresh();
}

void BoardView::SetShowNumbers(bool show) {
    show_numbers_ = show;
    Refresh();
}

void BoardView::SetInteractive(bool interactive) {
    interactive_ = interactive;
    Drop();
}

BoardScene BoardView::Scene() const {
    BoardScene s;
    s.position = position_;
    s.last_move = last_move_;
    s.show_numbers = show_numbers_;
    s.arrows = arrows_;
    s.coloured_squares = coloured_squares_;
    s.explained_path = explained_path_;
    s.explained_taken = explained_taken_;
    s.explained_neutral = explained_neutral_;
    s.analysis_arrows = analysis_arrows_;
    s.game_over = game_over_;
    if (drag_from_ && drag_to_ && *drag_to_ != *drag_from_)
        s.arrows.push_back({*drag_from_, *drag_to_, drag_colour_});
    if (!interactive_) return s;
    for (const core::Move& m : legal_) s.movable |= core::bit(m.from);
    if (lifted_) {
        s.lifted = lifted_;
        for (const core::Move& m : legal_)
            if (m.from == *lifted_) s.targets |= core::bit(m.to);
    }
    if (pending_) {
        s.doomed = pending_->captured;
        const auto paths = core::capture_paths(position_, *pending_);
        s.chosen.push_back(pending_->from);
        if (!paths.empty())
            s.chosen.insert(s.chosen.end(), paths.front().landings.begin(),
                            paths.front().landings.end());
        else
            s.chosen.push_back(pending_->to);
    }
    return s;
}

void BoardView::PaintTo(wxGraphicsContext& gc, double width, double height) const {
    paint_board(gc, BoardGeometry(width, height, flipped_), Scene());
}

void BoardView::OnPaint(wxPaintEvent&) {
    wxAutoBufferedPaintDC dc(this);
    dc.SetBackground(wxBrush(GetParent()->GetBackgroundColour()));
    dc.Clear();
    std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
    if (!gc) return;
    const wxSize size = GetClientSize();
    PaintTo(*gc, size.x, size.y);
}

void BoardView::OnLeftDown(wxMouseEvent& e) {
    SetFocus();
    const wxSize size = GetClientSize();
    const BoardGeometry geo(size.x, size.y, flipped_);
    if (auto s = geo.square_at(e.GetX(), e.GetY())) Click(*s);
}

void BoardView::OnKey(wxKeyEvent& e) {
    switch (e.GetKeyCode()) {
        case WXK_RETURN:
        case WXK_NUMPAD_ENTER:
            if (pending_) {
                Confirm();
                return;
            }
            break;
        case WXK_ESCAPE:
            if (lifted_ || pending_) {
                Drop();
                return;
            }
            break;
        default:
            break;
    }
    e.Skip();
}

bool BoardView::Lift(core::Square s) {
    for (const core::Move& m : legal_) {
        if (m.from == s) {
            lifted_ = s;
            pending_.reset();
            Hint(_("Choose a mint square to move to, or another ringed piece."));
            Refresh();
            return true;
        }
    }
    return false;
}

bool BoardView::LiftFirstMovable() {
    // The first in reading order from the near side: lowest square for White near.
    for (core::Square s = 0; s < 64; ++s)
        if (Lift(flipped_ ? 63 - s : s)) return true;
    return false;
}

void BoardView::Drop() {
    const bool in_hand = lifted_ || pending_;
    lifted_.reset();
    pending_.reset();
    if (in_hand) Hint(wxString());  // the piece is put down: its hint no longer holds
    Refresh();
}

void BoardView::Click(core::Square s) {
    if (!interactive_) return;
    switch (click_meaning(legal_, lifted_, pending_, s)) {
        case ClickMeaning::confirm:
            Confirm();
            return;
        case ClickMeaning::choose_target:
            ChooseTarget(s);
            return;
        case ClickMeaning::lift:
            Lift(s);
            return;
        case ClickMeaning::drop:
            Drop();
            return;
    }
}

void BoardView::ChooseTarget(core::Square to) {
    pending_.reset();
    const std::vector<core::Move> moves = moves_between(legal_, *lifted_, to);
    if (moves.empty()) {
        Drop();
        return;
    }
    std::size_t chosen = 0;
    if (moves.size() > 1) {
        auto pick = choose_capture ? choose_capture(position_, moves)
                                   : ChooseCapture(this, position_, moves, flipped_);
        if (!pick || *pick >= moves.size()) return;
        chosen = *pick;
    }
    if (!moves[chosen].is_capture()) {
        const core::Move m = moves[chosen];
        Drop();
        if (on_move) on_move(m);
        return;
    }
    pending_ = moves[chosen];
    Hint(_("The pieces ringed red will be taken: click the square again or press Enter to play."));
    Refresh();
}

void BoardView::Confirm() {
    if (!pending_) return;
    const core::Move m = *pending_;
    Drop();
    if (on_move) on_move(m);
}

void BoardView::Hint(const wxString& text) {
    if (on_hint) on_hint(text);
}

}  // namespace damascope::gui
