#include "capture_choice_dialog.hpp"

#include <wx/choicdlg.h>
#include <wx/intl.h>

#include "core/notation.hpp"
#include "game_document.hpp"

namespace damascope::gui {

wxString CaptureChoiceLabel(const core::Position& pos, const core::Move& m) {
    return wxString::Format(_("%s  takes %s"), wxString::FromUTF8(core::format_move_full(pos, m)),
                            wxString::FromUTF8(captured_squares_text(pos, m)));
}

std::optional<std::size_t> ChooseCapture(wxWindow* parent, const core::Position& pos,
                                         const std::vector<core::Move>& moves) {
    wxArrayString choices;
    for (const core::Move& m : moves) choices.Add(CaptureChoiceLabel(pos, m));
    wxSingleChoiceDialog dlg(parent,
                             _("Two capture chains end on this square. Which one do you mean?"),
                             _("Choose the capture"), choices);
    dlg.SetSelection(0);
    if (dlg.ShowModal() != wxID_OK) return std::nullopt;
    return static_cast<std::size_t>(dlg.GetSelection());
}

}  // namespace damascope::gui
