// Lists what an import reported, one line per problem: where (file:line:column) and what was
// found and done. Opened from the import's notice ("Show problems") or File > Import problems.
#pragma once

#include <wx/dialog.h>

#include <vector>

#include "app/import_job.hpp"

class wxListView;

namespace damascope::gui {

// "games.pdn:7:33" (the file's name only; the full path is in the list's tooltip column).
wxString ProblemPlace(const app::ImportError& e);
// The message, after what kind of thing it was when it is not a problem read past in a kept game:
// "Not a game: ...", "Stopped: ...".
wxString ProblemText(const app::ImportError& e);

class ImportProblemsDialog : public wxDialog {
  public:
    ImportProblemsDialog(wxWindow* parent, const std::vector<app::ImportError>& problems);
    int Rows() const;

  private:
    wxListView* list_ = nullptr;
};

}  // namespace damascope::gui
