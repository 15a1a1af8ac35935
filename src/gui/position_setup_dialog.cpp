#include "position_setup_dialog.hpp"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/clipbrd.h>
#include <wx/dcbuffer.h>
#include <wx/dialog.h>
#include <wx/graphics.h>
#include <wx/intl.h>
#include <wx/panel.h>
#include <wx/radiobox.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <functional>
#include <memory>

#include "app/game_texts.hpp"
#include "board_geometry.hpp"
#include "board_painter.hpp"
#include "clipboard_text.hpp"

namespace damascope::gui {

namespace {

// The editor's board: draws the set-up as the main board draws a position, and says which square
// a click hits.
class SetupBoard : public wxPanel {
  public:
    SetupBoard(wxWindow* parent, const app::PositionSetup& setup, const bool& flipped,
               std::function<void(core::Square)> clicked)
        : wxPanel(parent, wxID_ANY, wxDefaultPosition, wxSize(board_pixels, board_pixels)),
          setup_(setup),
          flipped_(flipped),
          clicked_(std::move(clicked)) {
        SetMinSize(wxSize(board_pixels, board_pixels));
        SetBackgroundStyle(wxBG_STYLE_PAINT);
        SetLayoutDirection(wxLayout_LeftToRight);  // the board never mirrors
        Bind(wxEVT_PAINT, [this](wxPaintEvent&) { Paint(); });
        Bind(wxEVT_LEFT_DOWN, [this](wxMouseEvent& e) {
            if (auto s = Geometry().square_at(e.GetX(), e.GetY())) clicked_(*s);
        });
    }
    // The board's side in pixels, fixed so that a test can find its squares.
    static constexpr int board_pixels = 400;

  private:
    BoardGeometry Geometry() const {
        const wxSize size = GetClientSize();
        return BoardGeometry(size.x, size.y, flipped_, 0.5);
    }
    void Paint() {
        wxAutoBufferedPaintDC dc(this);
        dc.SetBackground(wxBrush(wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOW)));
        dc.Clear();
        BoardScene scene;
        scene.position = core::Position::empty(setup_.variant(), setup_.side_to_move());
        for (core::Square s = 0; s < 64; ++s) scene.position.put(s, setup_.at(s));
        // A piece left on a light square of a Dhama set-up is ringed: the reason names it.
        for (core::Square s = 0; s < 64; ++s)
            if (setup_.at(s) != core::Piece::none &&
                !(core::playable_squares(setup_.variant()) & core::bit(s)))
                scene.coloured_squares.push_back({s, core::MarkColour::red});
        std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
        if (gc) paint_board(*gc, Geometry(), scene);
    }

    const app::PositionSetup& setup_;
    const bool& flipped_;
    std::function<void(core::Square)> clicked_;
};

// The palette's tools in order; none is the eraser.
constexpr core::Piece palette[] = {core::Piece::white_man, core::Piece::white_king,
                                   core::Piece::black_man, core::Piece::black_king,
                                   core::Piece::none};

class SetupDialog : public wxDialog {
  public:
    SetupDialog(wxWindow* parent, const core::Position& start, bool flipped)
        : wxDialog(parent, wxID_ANY, _("Set up position"), wxDefaultPosition, wxDefaultSize,
                   wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
          setup_(app::PositionSetup::from_position(start)),
          flipped_(flipped) {
        auto* top = new wxBoxSizer(wxVERTICAL);
        auto* row = new wxBoxSizer(wxHORIZONTAL);
        board_ = new SetupBoard(this, setup_, flipped_, [this](core::Square s) {
            setup_.click(s, palette[palette_->GetSelection()]);
            Changed();
        });
        row->Add(board_, 0, wxALL, 10);

        auto* side = new wxBoxSizer(wxVERTICAL);
        const wxString tools[] = {_("White man"), _("White king"), _("Black man"), _("Black king"),
                                  _("Eraser")};
        palette_ = new wxRadioBox(this, wxID_ANY, _("Put on a square (keys 1-5)"),
                                  wxDefaultPosition, wxDefaultSize, 5, tools, 1, wxRA_SPECIFY_COLS);
        side->Add(palette_, 0, wxEXPAND | wxBOTTOM, 8);
        side->Add(new wxStaticText(this, wxID_ANY, _("Game and rules")), 0, wxBOTTOM, 2);
        game_ = new wxChoice(this, wxID_ANY);
        for (core::Variant v : core::all_variants)
            game_->Append(wxString::FromUTF8(app::variant_title(v)));
        side->Add(game_, 0, wxEXPAND | wxBOTTOM, 8);
        const wxString colours[] = {_("White"), _("Black")};
        to_move_ = new wxRadioBox(this, wxID_ANY, _("To move"), wxDefaultPosition, wxDefaultSize, 2,
                                  colours, 2, wxRA_SPECIFY_COLS);
        side->Add(to_move_, 0, wxEXPAND | wxBOTTOM, 8);
        auto button = [&](const wxString& label, std::function<void()> act) {
            auto* b = new wxButton(this, wxID_ANY, label);
            b->Bind(wxEVT_BUTTON, [act](wxCommandEvent&) { act(); });
            side->Add(b, 0, wxEXPAND | wxBOTTOM, 4);
        };
        button(_("&Clear"), [this] {
            setup_.clear();
            Changed();
        });
        button(_("&Start position"), [this] {
            setup_.start();
            Changed();
        });
        button(_("&Flip"), [this] {
            flipped_ = !flipped_;
            board_->Refresh();
        });
        button(_("Cop&y FEN"), [this] { CopyFen(); });
        button(_("&Paste FEN"), [this] { PasteFen(); });
        button(_("Searc&h these pieces"), [this] { Finish(SetupOutcome::Action::search_pieces); });
        row->Add(side, 1, wxEXPAND | wxTOP | wxRIGHT | wxBOTTOM, 10);
        top->Add(row, 1, wxEXPAND);

        fen_ = new wxTextCtrl(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                              wxTE_READONLY);
        fen_->SetLayoutDirection(wxLayout_LeftToRight);  // FEN reads left to right
        top->Add(fen_, 0, wxEXPAND | wxLEFT | wxRIGHT, 10);
        problem_ = new wxStaticText(this, wxID_ANY, wxString(), wxDefaultPosition,
                                    wxSize(board_->GetMinSize().x + 200, -1));
        problem_->SetForegroundColour(wxColour(170, 20, 20));
        top->Add(problem_, 0, wxEXPAND | wxALL, 10);
        top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 10);
        SetSizerAndFit(top);

        game_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
            setup_.set_variant(core::all_variants[game_->GetSelection()]);
            Changed();
        });
        to_move_->Bind(wxEVT_RADIOBOX, [this](wxCommandEvent&) {
            setup_.set_side_to_move(to_move_->GetSelection() == 0 ? core::Color::white
                                                                  : core::Color::black);
            Changed();
        });
        Bind(
            wxEVT_BUTTON, [this](wxCommandEvent&) { Finish(SetupOutcome::Action::play); }, wxID_OK);
        Changed();
        // The keys go to the board from the start (1-5 choose the tool, Alt+letter the buttons).
        board_->SetFocus();
    }

    const SetupOutcome& outcome() const { return outcome_; }

  private:
    // The controls follow the model; the reason, when the position cannot be played.
    void Changed() {
        for (std::size_t i = 0; i < std::size(core::all_variants); ++i)
            if (core::all_variants[i] == setup_.variant()) game_->SetSelection(static_cast<int>(i));
        to_move_->SetSelection(setup_.side_to_move() == core::Color::white ? 0 : 1);
        fen_->ChangeValue(wxString::FromUTF8(setup_.fen()));
        problem_->SetLabel(wxString::FromUTF8(setup_.problem()));
        problem_->Wrap(problem_->GetSize().x);
        Layout();
        board_->Refresh();
    }
    void CopyFen() {
        if (!wxTheClipboard->Open()) return ShowError(_("The clipboard cannot be opened."));
        wxTheClipboard->SetData(new wxTextDataObject(wxString::FromUTF8(setup_.fen())));
        wxTheClipboard->Close();
    }
    void PasteFen() {
        const wxString text = ClipboardText();
        auto pasted = setup_.paste_fen(text.utf8_string());
        if (!pasted) return ShowError(wxString::FromUTF8(pasted.error()));
        Changed();
    }
    void ShowError(const wxString& text) {
        problem_->SetLabel(text);
        problem_->Wrap(problem_->GetSize().x);
        Layout();
    }
    void Finish(SetupOutcome::Action action) {
        if (action == SetupOutcome::Action::search_pieces) {
            if (auto why = setup_.search_problem(); !why.empty())
                return ShowError(wxString::FromUTF8(why));
            outcome_ = SetupOutcome{action, core::Position::initial(setup_.variant()), setup_};
        } else {
            auto pos = setup_.position();
            if (!pos) return ShowError(wxString::FromUTF8(pos.error()));
            outcome_ = SetupOutcome{action, *pos, setup_};
        }
        EndModal(wxID_OK);
    }

    app::PositionSetup setup_;
    bool flipped_;
    SetupOutcome outcome_;
    SetupBoard* board_ = nullptr;
    wxRadioBox* palette_ = nullptr;
    wxChoice* game_ = nullptr;
    wxRadioBox* to_move_ = nullptr;
    wxTextCtrl* fen_ = nullptr;
    wxStaticText* problem_ = nullptr;
};

}  // namespace

std::optional<SetupOutcome> EditPosition(wxWindow* parent, const core::Position& start,
                                         bool flipped) {
    SetupDialog dlg(parent, start, flipped);
    dlg.CentreOnParent();
    if (dlg.ShowModal() != wxID_OK) return std::nullopt;
    return dlg.outcome();
}

}  // namespace damascope::gui
