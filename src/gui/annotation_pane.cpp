#include "annotation_pane.hpp"

#include <wx/dcbuffer.h>
#include <wx/intl.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>

#include "app/window_texts.hpp"
#include "core/annotation.hpp"
#include "move_list_panel.hpp"

namespace damascope::gui {

namespace {

// A comment is saved this long after the last key (and at once on Enter or leaving the box).
constexpr int pause_ms = 800;

// What a glyph button says in its tooltip, with the keys that type it.
wxString glyph_tip(int nag) {
    switch (nag) {
        case 1:
            return _("Good move (key !)");
        case 2:
            return _("Mistake (key ?)");
        case 3:
            return _("Brilliant move (keys !!)");
        case 4:
            return _("Blunder (keys ?\?)");
        case 5:
            return _("Interesting move (keys !?)");
        case 6:
            return _("Dubious move (keys ?!)");
        case 10:
            return _("Equal position (key =)");
        case 13:
            return _("Unclear position (key ~)");
        case 14:
            return _("White is slightly better (keys +=)");
        case 15:
            return _("Black is slightly better (keys =+)");
        case 16:
            return _("White is better (keys +/-)");
        case 17:
            return _("Black is better (keys -/+)");
        case 18:
            return _("White is winning (keys +-)");
        case 19:
            return _("Black is winning (keys -+)");
        default:
            return {};
    }
}

}  // namespace

const std::vector<int>& GlyphButtonNags() {
    static const std::vector<int> nags = {1, 2, 3, 4, 5, 6, 10, 13, 14, 15, 16, 17, 18, 19};
    return nags;
}

// The glyph buttons, drawn as one compact row (fourteen native buttons do not fit the pane): a
// glyph of the current move is drawn pressed. Read left to right in both languages, as the moves.
class GlyphBar : public wxWindow {
  public:
    explicit GlyphBar(wxWindow* parent) : wxWindow(parent, wxID_ANY) {
        SetLayoutDirection(wxLayout_LeftToRight);
        SetBackgroundStyle(wxBG_STYLE_PAINT);
        SetMinSize(wxSize(-1, cell_ + 4));
        Bind(wxEVT_PAINT, &GlyphBar::OnPaint, this);
        Bind(wxEVT_LEFT_DOWN, [this](wxMouseEvent& e) {
            const int nag = NagAt(e.GetX());
            if (nag != 0 && enabled_ && on_click) on_click(nag);
        });
        // The tooltip names the glyph under the mouse and its keys.
        Bind(wxEVT_MOTION, [this](wxMouseEvent& e) {
            const int nag = NagAt(e.GetX());
            if (nag != hover_) {
                hover_ = nag;
                SetToolTip(nag != 0 ? glyph_tip(nag) : wxString());
            }
        });
    }

    void SetState(const std::vector<int>& pressed, bool enabled) {
        if (pressed == pressed_ && enabled == enabled_) return;
        pressed_ = pressed;
        enabled_ = enabled;
        Refresh();
    }

    std::function<void(int nag)> on_click;

  private:
    // The left edge of each glyph's cell: the move marks, a gap, the position glyphs.
    int CellX(std::size_t i) const { return 2 + static_cast<int>(i) * cell_ + (i >= 6 ? gap_ : 0); }
    int NagAt(int x) const {
        const auto& nags = GlyphButtonNags();
        for (std::size_t i = 0; i < nags.size(); ++i)
            if (x >= CellX(i) && x < CellX(i) + cell_ - 2) return nags[i];
        return 0;
    }
    void OnPaint(wxPaintEvent&) {
        wxAutoBufferedPaintDC dc(this);
        dc.SetBackground(wxBrush(wxSystemSettings::GetColour(wxSYS_COLOUR_BTNFACE)));
        dc.Clear();
        dc.SetFont(GetFont().Bold());
        const auto& nags = GlyphButtonNags();
        for (std::size_t i = 0; i < nags.size(); ++i) {
            const bool on = std::find(pressed_.begin(), pressed_.end(), nags[i]) != pressed_.end();
            const wxRect r(CellX(i), 2, cell_ - 2, cell_);
            dc.SetPen(wxPen(on ? wxColour(176, 120, 0) : wxColour(190, 190, 190)));
            dc.SetBrush(wxBrush(on ? wxColour(255, 213, 79) : wxColour(252, 252, 252)));
            dc.DrawRoundedRectangle(r, 3);
            dc.SetTextForeground(enabled_ ? wxColour(30, 30, 30) : wxColour(160, 160, 160));
            dc.DrawLabel(wxString::FromUTF8(app::glyph_label(nags[i])), r, wxALIGN_CENTER);
        }
    }

    static constexpr int cell_ = 24, gap_ = 8;
    std::vector<int> pressed_;
    bool enabled_ = true;
    int hover_ = 0;
};

AnnotationPane::AnnotationPane(wxWindow* parent) : wxPanel(parent) {
    auto* sizer = new wxBoxSizer(wxVERTICAL);

    glyphs_ = new GlyphBar(this);
    glyphs_->on_click = [this](int nag) {
        CommitComment();
        if (on_glyph) on_glyph(nag);
    };
    sizer->Add(glyphs_, 0, wxEXPAND);

    moves_ = new MoveListPanel(this);
    sizer->Add(moves_, 1, wxEXPAND);

    before_label_ = new wxStaticText(this, wxID_ANY, _("Comment before this variation:"));
    before_ = new wxTextCtrl(this, wxID_ANY, wxString(), wxDefaultPosition, wxSize(-1, 36),
                             wxTE_MULTILINE | wxTE_PROCESS_ENTER);
    comment_label_ = new wxStaticText(this, wxID_ANY, _("Comment:"));
    comment_ = new wxTextCtrl(this, wxID_ANY, wxString(), wxDefaultPosition, wxSize(-1, 54),
                              wxTE_MULTILINE | wxTE_PROCESS_ENTER);
    const wxString tip = _("Saved as you type. Enter: save; Shift+Enter: a new line.");
    before_->SetToolTip(tip);
    comment_->SetToolTip(tip);
    sizer->Add(before_label_, 0, wxLEFT | wxRIGHT | wxTOP, 4);
    sizer->Add(before_, 0, wxEXPAND | wxALL, 2);
    sizer->Add(comment_label_, 0, wxLEFT | wxRIGHT | wxTOP, 4);
    sizer->Add(comment_, 0, wxEXPAND | wxALL, 2);
    SetSizer(sizer);
    BindBox(before_);
    BindBox(comment_);
    pause_.Bind(wxEVT_TIMER, [this](wxTimerEvent&) { CommitComment(); });
    sizer->Show(before_label_, false);
    sizer->Show(before_, false);
}

void AnnotationPane::BindBox(wxTextCtrl* box) {
    box->Bind(wxEVT_TEXT, [this](wxCommandEvent& e) {
        e.Skip();
        pause_.StartOnce(pause_ms);
    });
    box->Bind(wxEVT_KILL_FOCUS, [this](wxFocusEvent& e) {
        e.Skip();
        CommitComment();
    });
    box->Bind(wxEVT_KEY_DOWN, [this](wxKeyEvent& e) {
        const bool enter = e.GetKeyCode() == WXK_RETURN || e.GetKeyCode() == WXK_NUMPAD_ENTER;
        if (enter && !e.ShiftDown()) {
            CommitComment();
            return;  // Enter saves; Shift+Enter starts a new line
        }
        e.Skip();
    });
}

void AnnotationPane::ShowCurrent(const app::GameSession& session) {
    pause_.Stop();
    const app::NodeId at = session.cursor();
    const auto words = [&](const std::string& comment) {
        return wxString::FromUTF8(core::split_comment(session.variant(), comment).text);
    };
    // A box being typed in keeps its text when what was saved is the same words (saving trims
    // the spaces at the ends, which must not vanish under the user's fingers).
    const auto show = [](wxTextCtrl* box, const wxString& text, wxString& shown) {
        const wxString typed = box->GetValue();
        if (box->HasFocus() && wxString(typed).Trim(true).Trim(false) == text) {
            shown = typed;
            return;
        }
        shown = text;
        box->ChangeValue(text);
    };
    show(comment_, words(session.node(at).comment), shown_comment_);
    comment_label_->SetLabel(at == app::root_node ? _("Comment on the game:")
                                                  : _("Comment after this move:"));
    const bool before = session.opens_variation(at);
    if (before) show(before_, words(session.node(at).comment_before), shown_before_);
    if (GetSizer()->IsShown(before_) != before) {
        GetSizer()->Show(before_label_, before);
        GetSizer()->Show(before_, before);
        Layout();
    }
    glyphs_->SetState(session.node(at).nags, at != app::root_node);
}

wxWindow* AnnotationPane::CommentBox() const {
    return comment_;
}

void AnnotationPane::CommitComment() {
    pause_.Stop();
    if (comment_->GetValue() != shown_comment_) {
        shown_comment_ = comment_->GetValue();
        if (on_comment) on_comment(shown_comment_.utf8_string());
    }
    if (GetSizer()->IsShown(before_) && before_->GetValue() != shown_before_) {
        shown_before_ = before_->GetValue();
        if (on_comment_before) on_comment_before(shown_before_.utf8_string());
    }
}

void AnnotationPane::TypeComment(const wxString& text, bool before) {
    (before ? before_ : comment_)->SetValue(text);
    CommitComment();
}

wxString AnnotationPane::CommentText() const {
    return comment_->GetValue();
}

wxString AnnotationPane::CommentBeforeText() const {
    return before_->GetValue();
}

bool AnnotationPane::CommentBeforeShown() const {
    return GetSizer()->IsShown(before_);
}

}  // namespace damascope::gui
