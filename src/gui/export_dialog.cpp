#include "export_dialog.hpp"

#include <wx/checkbox.h>
#include <wx/intl.h>
#include <wx/radiobox.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

#include <optional>

namespace damascope::gui {

namespace {

// The choices of the last export confirmed in this session: the next dialog starts with them.
std::optional<ExportRequest>& last_choices() {
    static std::optional<ExportRequest> last;
    return last;
}

}  // namespace

ExportDialog::ExportDialog(wxWindow* parent, bool flipped, bool has_selection)
    : wxDialog(parent, wxID_ANY, _("Export")), has_selection_(has_selection) {
    const wxString scopes[] = {_("This game"), _("The selected games"), _("The filtered list"),
                               _("The whole database")};
    scope_ = new wxRadioBox(this, wxID_ANY, _("What"), wxDefaultPosition, wxDefaultSize, 4, scopes,
                            1, wxRA_SPECIFY_COLS);
    scope_->Enable(1, has_selection);
    const wxString formats[] = {
        _("PDN: games with their comments, glyphs and variations"),
        _("FEN: the position on the board"),
        _("SVG: a diagram of the position"),
        _("PNG: a diagram of the position"),
        _("HTML: a printable report of the game"),
        _("Booklet: the games as one printable HTML page, with their event's standings")};
    format_ = new wxRadioBox(this, wxID_ANY, _("Format"), wxDefaultPosition, wxDefaultSize, 6,
                             formats, 1, wxRA_SPECIFY_COLS);
    size_ = new wxSpinCtrl(this, wxID_ANY, "480", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS,
                           exporting::min_diagram_size, exporting::max_diagram_size, 480);
    coordinates_ = new wxCheckBox(this, wxID_ANY, _("Coordinates"));
    coordinates_->SetValue(true);
    flip_ = new wxCheckBox(this, wxID_ANY, _("Flipped (as the board)"));
    flip_->SetValue(flipped);

    auto* diagram = new wxBoxSizer(wxHORIZONTAL);
    diagram->Add(new wxStaticText(this, wxID_ANY, _("Diagram size (pixels):")), 0,
                 wxALIGN_CENTER_VERTICAL | wxRIGHT, 6);
    diagram->Add(size_, 0, wxRIGHT, 12);
    diagram->Add(coordinates_, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 12);
    diagram->Add(flip_, 0, wxALIGN_CENTER_VERTICAL);

    auto* sizer = new wxBoxSizer(wxVERTICAL);
    auto* top = new wxBoxSizer(wxHORIZONTAL);
    top->Add(scope_, 0, wxEXPAND | wxRIGHT, 8);
    top->Add(format_, 1, wxEXPAND);
    sizer->Add(top, 0, wxEXPAND | wxALL, 10);
    sizer->Add(diagram, 0, wxLEFT | wxRIGHT | wxBOTTOM, 10);
    sizer->Add(CreateButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 10);
    SetSizerAndFit(sizer);
    format_->Bind(wxEVT_RADIOBOX, [this](wxCommandEvent&) { UpdateEnabled(); });
    if (const auto& last = last_choices()) {
        format_->SetSelection(static_cast<int>(last->format));
        size_->SetValue(last->size);
        coordinates_->SetValue(last->coordinates);
    }
    UpdateEnabled();
    if (const auto& last = last_choices();
        last && scope_->IsItemEnabled(static_cast<unsigned>(last->scope)))
        scope_->SetSelection(static_cast<int>(last->scope));
    Bind(
        wxEVT_BUTTON,
        [this](wxCommandEvent& e) {
            last_choices() = Request();
            e.Skip();
        },
        wxID_OK);
}

// A position or a report is of the current game; PDN and booklets take several games.
void ExportDialog::UpdateEnabled() {
    const auto format = static_cast<ExportFormat>(format_->GetSelection());
    const bool many = format_takes_many(format);
    if (!many) scope_->SetSelection(0);
    scope_->Enable(many);
    if (many) scope_->Enable(1, has_selection_);
    const bool diagram = format == ExportFormat::svg || format == ExportFormat::png;
    size_->Enable(diagram);
    coordinates_->Enable(diagram);
    flip_->Enable(diagram);
}

ExportRequest ExportDialog::Request() const {
    ExportRequest r;
    r.format = static_cast<ExportFormat>(format_->GetSelection());
    r.scope = static_cast<ExportScope>(scope_->GetSelection());
    r.size = size_->GetValue();
    r.coordinates = coordinates_->GetValue();
    r.flip = flip_->GetValue();
    return r;
}

}  // namespace damascope::gui
