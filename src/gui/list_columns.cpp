#include "list_columns.hpp"

#include <wx/dataview.h>

#include <algorithm>
#include <string>

namespace damascope::gui {

void FitColumnsToWidth(wxDataViewCtrl* list, const std::vector<int>& widths,
                       const std::vector<bool>& stretch) {
    const unsigned n = std::min(list->GetColumnCount(), static_cast<unsigned>(widths.size()));
    int fixed = 0, stretchable = 0;
    for (unsigned i = 0; i < n; ++i) (stretch[i] ? stretchable : fixed) += widths[i];
    if (stretchable == 0) return;
    // Room for the vertical scroll bar, so that the last column is never under it.
    const int available = list->GetClientSize().x - fixed - 20;
    const double scale = std::max(0.25, static_cast<double>(available) / stretchable);
    for (unsigned i = 0; i < n; ++i) {
        const int width = stretch[i] ? static_cast<int>(widths[i] * scale) : widths[i];
        if (list->GetColumn(i)->GetWidth() != width) list->GetColumn(i)->SetWidth(width);
    }
}

std::string ColumnsInView(wxWindow* games) {
    for (wxWindow* child : games->GetChildren()) {
        auto* list = dynamic_cast<wxDataViewCtrl*>(child);
        if (!list) continue;
        int total = 0;
        for (unsigned i = 0; i < list->GetColumnCount(); ++i)
            total += list->GetColumn(i)->GetWidth();
        const int width = list->GetClientSize().x;
        return total <= width
                   ? "in view"
                   : "cut (" + std::to_string(total) + " > " + std::to_string(width) + ")";
    }
    return "no list";
}

std::string TextsFit(wxDataViewCtrl* list, unsigned model_column,
                     const std::vector<wxString>& texts) {
    for (unsigned i = 0; i < list->GetColumnCount(); ++i) {
        const wxDataViewColumn* column = list->GetColumn(i);
        if (column->GetModelColumn() != model_column) continue;
        // The cell's padding on either side (GTK's renderer and the column's spacing).
        constexpr int padding = 12;
        int widest = 0;
        wxString widest_text;
        for (const wxString& text : texts) {
            const int needed = list->GetTextExtent(text).x + padding;
            if (needed > widest) {
                widest = needed;
                widest_text = text;
            }
        }
        if (widest <= column->GetWidth()) return "fits";
        return "clipped: " + widest_text.utf8_string() + " (needs " + std::to_string(widest) +
               " > " + std::to_string(column->GetWidth()) + ")";
    }
    return "no column";
}

}  // namespace damascope::gui
