// The notice above the main window's panes: what an import reported, with a button to its list
// of problems, or a change that could not be saved (it stays on screen until it is saved or
// given up).
#pragma once

#include <wx/infobar.h>

#include <cstddef>
#include <string>

namespace damascope::gui {

class NoticeBar : public wxInfoBar {
  public:
    // `problems_command`: the id of the "Show problems" button's event.
    NoticeBar(wxWindow* parent, int problems_command);

    // After an import: its summary with the problems counted (an error when nothing was read),
    // or, without problems, no notice.
    void ShowImport(const wxString& summary, std::size_t problems);
    // A word for the user with no button (the first start's line on what the marks are).
    void ShowInformation(const wxString& text);
    // "This change could not be saved: ..." (also the text returned, for the status bar).
    wxString ShowSaveError(const std::string& error);
    // Hides the notice of a change that could not be saved, once it is saved or dropped.
    void DismissSaveError();
    // What the notice says, "" when it is hidden.
    wxString Text() const;

  private:
    int problems_command_;
    wxString text_;
    bool save_error_ = false;  // the notice shows a save error
};

}  // namespace damascope::gui
