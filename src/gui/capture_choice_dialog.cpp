#include "capture_choice_dialog.hpp"

#include <wx/bitmap.h>
#include <wx/button.h>
#include <wx/dcmemory.h>
#include <wx/dialog.h>
#include <wx/graphics.h>
#include <wx/intl.h>
#include <wx/radiobut.h>
#include <wx/sizer.h>
#include <wx/statbmp.h>
#include <wx/stattext.h>

#include <memory>

#include "app/game_document.hpp"
#include "board_painter.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"

namespace damascope::gui {

wxString CaptureChoiceLabel(const core::Position& pos, const core::Move& m) {
    return wxString::Format(_("%s  takes %s"), wxString::FromUTF8(core::format_move_full(pos, m)),
                            wxString::FromUTF8(app::captured_squares_text(pos, m)));
}

wxBitmap CaptureChoicePreview(const core::Position& pos, const core::Move& m, int size,
                              bool flipped) {
    BoardScene scene;
    scene.position = pos;
    scene.doomed = m.captured;  // ringed red, as on the board before confirming
    scene.chosen = core::move_path(pos, m);
    scene.show_coordinates = false;
    scene.show_numbers = false;
    wxBitmap bitmap(size, size);
    wxMemoryDC dc(bitmap);
    dc.SetBackground(*wxWHITE_BRUSH);
    dc.Clear();
    std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
    if (gc) paint_board(*gc, BoardGeometry(size, size, flipped, 0.15), scene);
    dc.SelectObject(wxNullBitmap);
    return bitmap;
}

std::optional<std::size_t> ChooseCapture(wxWindow* parent, const core::Position& pos,
                                         const std::vector<core::Move>& moves, bool flipped) {
    // Each chain with a small board showing its path and the pieces it takes.
    wxDialog dlg(parent, wxID_ANY, _("Choose the capture"));
    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(new wxStaticText(&dlg, wxID_ANY,
                              _("Two capture chains end on this square. Which one do you mean?")),
             0, wxALL, 10);
    auto* row = new wxBoxSizer(wxHORIZONTAL);
    std::vector<wxRadioButton*> buttons;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        auto* column = new wxBoxSizer(wxVERTICAL);
        column->Add(
            new wxStaticBitmap(&dlg, wxID_ANY, CaptureChoicePreview(pos, moves[i], 180, flipped)),
            0, wxALIGN_CENTER_HORIZONTAL | wxBOTTOM, 4);
        auto* button = new wxRadioButton(&dlg, wxID_ANY, CaptureChoiceLabel(pos, moves[i]),
                                         wxDefaultPosition, wxDefaultSize, i == 0 ? wxRB_GROUP : 0);
        column->Add(button, 0, wxALIGN_CENTER_HORIZONTAL);
        buttons.push_back(button);
        row->Add(column, 0, wxALL, 8);
    }
    buttons.front()->SetValue(true);
    top->Add(row, 0, wxLEFT | wxRIGHT, 4);
    top->Add(dlg.CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 10);
    dlg.SetSizerAndFit(top);
    dlg.CentreOnParent();
    if (dlg.ShowModal() != wxID_OK) return std::nullopt;
    for (std::size_t i = 0; i < buttons.size(); ++i)
        if (buttons[i]->GetValue()) return i;
    return std::nullopt;
}

}  // namespace damascope::gui
