// File > Export: what (this game, the selected games, the filtered list, the whole database), the
// format (PDN, FEN, SVG, PNG, HTML report) and, for diagrams, the size, coordinates and
// orientation. Writing is export_actions' (write_export).
#pragma once

#include <wx/dialog.h>

#include "export_actions.hpp"

class wxCheckBox;
class wxRadioBox;
class wxSpinCtrl;

namespace damascope::gui {

class ExportDialog : public wxDialog {
  public:
    // `flipped`: the board's orientation, the default for a diagram.
    ExportDialog(wxWindow* parent, bool flipped, bool has_selection);
    // The choices (the path and the ids are the caller's).
    ExportRequest Request() const;

  private:
    void UpdateEnabled();

    wxRadioBox* scope_ = nullptr;
    wxRadioBox* format_ = nullptr;
    wxSpinCtrl* size_ = nullptr;
    wxCheckBox* coordinates_ = nullptr;
    wxCheckBox* flip_ = nullptr;
    bool has_selection_ = false;
};

}  // namespace damascope::gui
