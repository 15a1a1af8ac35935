#include "play_setup_dialog.hpp"

#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/intl.h>
#include <wx/radiobox.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/utils.h>

#include "app/engine_level.hpp"
#include "app/game_texts.hpp"
#include "translations.hpp"

namespace damascope::gui {

namespace {

constexpr core::Variant variants[] = {core::Variant::dama, core::Variant::turkish,
                                      core::Variant::dhama};

wxString LevelLabel(int n) {
    if (n == app::lowest_level) return wxString::Format(_("%d — beginner"), n);
    if (n == app::highest_level) return wxString::Format(_("%d — full strength"), n);
    return wxString::Format("%d", n);
}

}  // namespace

std::string DefaultPlayerName() {
    const wxString user = wxGetUserName();
    if (!user.empty()) return user.utf8_string();
    const wxString login = wxGetUserId();
    return login.empty() ? _("Player").utf8_string() : login.utf8_string();
}

PlaySetupDialog::PlaySetupDialog(wxWindow* parent, app::PlayMode mode, const core::Position& board)
    : wxDialog(parent, wxID_ANY,
               mode == app::PlayMode::computer ? _("Play against the engine")
                                               : _("Two players on this device")),
      mode_(mode),
      board_(board) {
    ApplyLayoutDirection(this);
    const bool computer = mode == app::PlayMode::computer;
    auto* root = new wxBoxSizer(wxVERTICAL);
    const wxString from_choices[] = {_("From the start"), _("From the position on the board")};
    from_ = new wxRadioBox(this, wxID_ANY, _("Start"), wxDefaultPosition, wxDefaultSize, 2,
                           from_choices, 1);
    root->Add(from_, 0, wxEXPAND | wxALL, 8);

    auto* grid = new wxFlexGridSizer(2, wxSize(10, 8));
    grid->AddGrowableCol(1);
    auto label = [&](const wxString& text) {
        grid->Add(new wxStaticText(this, wxID_ANY, text), 0, wxALIGN_CENTER_VERTICAL);
    };
    label(_("Game"));
    variant_ = new wxChoice(this, wxID_ANY);
    for (core::Variant v : variants) variant_->Append(wxString::FromUTF8(app::variant_title(v)));
    int current = 0;
    for (int i = 0; i < 3; ++i)
        if (variants[i] == board.variant()) current = i;
    variant_->SetSelection(current);
    grid->Add(variant_, 1, wxEXPAND);
    if (computer) {
        label(_("Your name"));
        name_a_ = new wxTextCtrl(this, wxID_ANY, wxString::FromUTF8(DefaultPlayerName()));
        grid->Add(name_a_, 1, wxEXPAND);
        label(_("Level"));
        level_ = new wxChoice(this, wxID_ANY);
        for (int n = app::lowest_level; n <= app::highest_level; ++n) level_->Append(LevelLabel(n));
        level_->SetSelection(2);
        grid->Add(level_, 1, wxEXPAND);
    } else {
        label(_("White"));
        name_a_ = new wxTextCtrl(this, wxID_ANY, _("Player 1"));
        grid->Add(name_a_, 1, wxEXPAND);
        label(_("Black"));
        name_b_ = new wxTextCtrl(this, wxID_ANY, _("Player 2"));
        grid->Add(name_b_, 1, wxEXPAND);
    }
    root->Add(grid, 0, wxEXPAND | wxLEFT | wxRIGHT, 8);
    if (computer) {
        const wxString colours[] = {_("White"), _("Black")};
        colour_ = new wxRadioBox(this, wxID_ANY, _("You play"), wxDefaultPosition, wxDefaultSize, 2,
                                 colours, 2);
        root->Add(colour_, 0, wxEXPAND | wxALL, 8);
    }

    auto* clocks = new wxBoxSizer(wxHORIZONTAL);
    clock_ = new wxCheckBox(this, wxID_ANY, _("Clocks:"));
    minutes_ = new wxSpinCtrl(this, wxID_ANY, "5", wxDefaultPosition, wxDefaultSize,
                              wxSP_ARROW_KEYS, 1, 180, 5);
    increment_ = new wxSpinCtrl(this, wxID_ANY, "3", wxDefaultPosition, wxDefaultSize,
                                wxSP_ARROW_KEYS, 0, 60, 3);
    clocks->Add(clock_, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 6);
    clocks->Add(minutes_, 0, wxALIGN_CENTER_VERTICAL);
    clocks->Add(new wxStaticText(this, wxID_ANY, _("minutes +")), 0,
                wxALIGN_CENTER_VERTICAL | wxLEFT | wxRIGHT, 6);
    clocks->Add(increment_, 0, wxALIGN_CENTER_VERTICAL);
    clocks->Add(new wxStaticText(this, wxID_ANY, _("seconds a move")), 0,
                wxALIGN_CENTER_VERTICAL | wxLEFT, 6);
    root->Add(clocks, 0, wxALL, 8);
    auto enable_clock = [this] {
        minutes_->Enable(clock_->GetValue());
        increment_->Enable(clock_->GetValue());
    };
    clock_->Bind(wxEVT_CHECKBOX, [enable_clock](wxCommandEvent&) { enable_clock(); });
    enable_clock();
    if (!computer) {
        turn_ = new wxCheckBox(this, wxID_ANY, _("Turn the board after each move"));
        turn_->SetToolTip(
            _("The player to move sits at the bottom (the board is rotated, not "
              "mirrored)"));
        turn_->SetValue(true);
        root->Add(turn_, 0, wxALL, 8);
    }
    from_->Bind(wxEVT_RADIOBOX,
                [this](wxCommandEvent&) { variant_->Enable(from_->GetSelection() == 0); });
    root->Add(CreateSeparatedButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 8);
    SetSizerAndFit(root);
    CentreOnParent();
    // Enter starts the game as set (the OK button has the focus).
    if (wxWindow* ok = FindWindow(wxID_OK)) ok->SetFocus();
}

app::PlaySetup PlaySetupDialog::Setup() const {
    app::PlaySetup s;
    s.mode = mode_;
    const int v = variant_->GetSelection();
    s.start =
        from_->GetSelection() == 1 ? board_ : core::Position::initial(variants[v < 0 ? 0 : v]);
    if (mode_ == app::PlayMode::computer) {
        s.user = colour_->GetSelection() == 1 ? core::Color::black : core::Color::white;
        s.level = level_->GetSelection() + app::lowest_level;
        s.user_name = name_a_->GetValue().utf8_string();
        if (s.user_name.empty()) s.user_name.push_back('?');  // unknown, as PDN writes it
    } else {
        s.white_name = name_a_->GetValue().utf8_string();
        s.black_name = name_b_->GetValue().utf8_string();
    }
    if (clock_->GetValue()) s.clock = {minutes_->GetValue(), increment_->GetValue()};
    return s;
}

bool PlaySetupDialog::TurnBoard() const {
    return turn_ && turn_->GetValue();
}

}  // namespace damascope::gui
