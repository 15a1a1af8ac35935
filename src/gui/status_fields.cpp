// The status bar in the language's direction: its fields keep their meaning (0 the message, 1 the
// ply, 2 the game count) and are laid out right to left in Arabic, the message at the right end
// and the game count at the left. wx draws a status bar's fields left to right in both
// directions, so they are put in reverse order, mapped here in one place.
#include <wx/statusbr.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "main_frame.hpp"
#include "translations.hpp"

namespace damascope::gui {

namespace {

constexpr int status_field_count = 3;

// Where the field of meaning `field` is on the bar.
int shown_field(int field) {
    if (field < 0 || field >= status_field_count) return field;
    return IsRightToLeft() ? status_field_count - 1 - field : field;
}

}  // namespace

void MainFrame::SetUpStatusFields() {
    const int widths[status_field_count] = {-1, 260, 260};
    int shown[status_field_count];
    for (int field = 0; field < status_field_count; ++field)
        shown[shown_field(field)] = widths[field];
    SetStatusWidths(status_field_count, shown);
    SetStatusBarPane(shown_field(0));  // menu help replaces the message
}

void MainFrame::SetStatusText(const wxString& text, int field) {
    wxFrame::SetStatusText(text, shown_field(field));
}

wxString MainFrame::StatusText(int field) const {
    const wxStatusBar* bar = GetStatusBar();
    return bar ? bar->GetStatusText(shown_field(field)) : wxString();
}

std::string MainFrame::StatusLayout() const {
    const wxStatusBar* bar = GetStatusBar();
    if (!bar) return "none";
    static constexpr const char* names[status_field_count] = {"message", "ply", "count"};
    // Each field's left edge, by meaning; then the names in the order of those edges.
    std::vector<std::pair<int, std::string>> edges;
    for (int field = 0; field < status_field_count; ++field) {
        wxRect rect;
        if (!bar->GetFieldRect(shown_field(field), rect)) return "unknown";
        edges.emplace_back(rect.x, names[field]);
    }
    std::sort(edges.begin(), edges.end());
    std::string out;
    for (const auto& [x, name] : edges) {
        if (!out.empty()) out += ' ';
        out += name;
    }
    return out;
}

}  // namespace damascope::gui
