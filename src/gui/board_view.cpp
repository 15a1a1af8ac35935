#include "board_view.hpp"

#include <wx/cursor.h>
#include <wx/dcbuffer.h>
#include <wx/graphics.h>
#include <wx/intl.h>

#include <memory>

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
    // A hand over what can be clicked: a movable piece, or a square the lifted piece may go to.
    Bind(wxEVT_MOTION, [this](wxMouseEvent& e) {
        const wxSize size = GetClientSize();
        const auto s = BoardGeometry(size.x, size.y, flipped_).square_at(e.GetX(), e.GetY());
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
    lifted_.reset();
    pending_.reset();
    Refresh();
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
    lifted_.reset();
    pending_.reset();
    Refresh();
}

void BoardView::Click(core::Square s) {
    if (!interactive_) return;
    if (pending_ && s == pending_->to) {
        Confirm();
        return;
    }
    if (Lift(s)) return;
    if (lifted_) {
        ChooseTarget(s);
        return;
    }
    Drop();
}

void BoardView::ChooseTarget(core::Square to) {
    pending_.reset();
    std::vector<core::Move> moves;
    for (const core::Move& m : legal_)
        if (m.from == *lifted_ && m.to == to) moves.push_back(m);
    if (moves.empty()) {
        Drop();
        return;
    }
    std::size_t chosen = 0;
    if (moves.size() > 1) {
        auto pick = choose_capture ? choose_capture(position_, moves)
                                   : ChooseCapture(this, position_, moves);
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
