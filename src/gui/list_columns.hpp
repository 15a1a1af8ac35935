// Fits a list's columns to its width: the stretchable ones (names, events) share what the fixed
// ones (numbers, dates) leave, so that every column stays in view however narrow the pane.
#pragma once

#include <string>
#include <vector>

class wxDataViewCtrl;
class wxString;
class wxWindow;

namespace damascope::gui {

// `widths`: each column's natural width; `stretch`: whether it grows and shrinks with the list.
void FitColumnsToWidth(wxDataViewCtrl* list, const std::vector<int>& widths,
                       const std::vector<bool>& stretch);

// Whether every column of the list inside `parent` is in view ("in view"), or how far they
// overflow it (screenshots print it).
std::string ColumnsInView(wxWindow* parent);

// Whether `texts` fit the column of the list that shows `model_column` ("fits"), or the widest
// of them that does not ("clipped: <text> (needs N > W)"); screenshots print it.
std::string TextsFit(wxDataViewCtrl* list, unsigned model_column,
                     const std::vector<wxString>& texts);

}  // namespace damascope::gui
