// The status bar in the language's direction: its fields keep their meaning (0 the message, 1 the
// ply, 2 the game count) and are laid out right to left in Arabic, the message at the right end
// and the game count at the left. wx draws a status bar's fields left to right in both
// directions, so they are put in reverse order, mapped here in one place.
#include "status_fields.hpp"

#include <wx/frame.h>
#include <wx/statusbr.h>

#include "main_frame.hpp"
#include "translations.hpp"

namespace damascope::gui {

int ShownStatusField(int field) {
    if (field < 0 || field >= status_field_count) return field;
    return IsRightToLeft() ? status_field_count - 1 - field : field;
}

void MainFrame::SetUpStatusFields() {
    const int widths[status_field_count] = {-1, 260, 260};
    int shown[status_field_count];
    for (int field = 0; field < status_field_count; ++field)
        shown[ShownStatusField(field)] = widths[field];
    SetStatusWidths(status_field_count, shown);
    SetStatusBarPane(ShownStatusField(0));  // menu help replaces the message
}

void MainFrame::SetStatusText(const wxString& text, int field) {
    wxFrame::SetStatusText(text, ShownStatusField(field));
}

wxString StatusFieldText(const wxFrame& frame, int field) {
    const wxStatusBar* bar = frame.GetStatusBar();
    return bar ? bar->GetStatusText(ShownStatusField(field)) : wxString();
}

}  // namespace damascope::gui
