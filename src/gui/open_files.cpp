#include "open_files.hpp"

#include <wx/filename.h>
#include <wx/msgdlg.h>

#include "display_text.hpp"
#include "game_commands.hpp"
#include "import_commands.hpp"
#include "main_frame.hpp"

namespace damascope::gui {

void OfferImport(MainFrame* frame, const std::vector<std::string>& files) {
    if (files.empty()) return;
    wxFileName beside(wxString::FromUTF8(files.front()));
    beside.SetExt("damascope");
    const std::string new_path = beside.GetFullPath().utf8_string();
    const wxString what =
        files.size() == 1 ? DisplayPath(files.front())
                          : wxString::Format(_("%d game files"), static_cast<int>(files.size()));
    wxMessageDialog dialog(
        frame,
        wxString::Format(_("Import %s into the open database (%s), or into a new database %s?"),
                         what, DisplayPath(frame->Document().database_path()),
                         DisplayPath(new_path)),
        _("Import games"), wxYES_NO | wxCANCEL | wxICON_QUESTION);
    dialog.SetYesNoCancelLabels(_("Into the open database"), _("Into a new database"),
                                _("Do not import"));
    switch (dialog.ShowModal()) {
        case wxID_YES:
            frame->Commands().imports->ImportFiles(files);
            break;
        case wxID_NO: {
            // An existing file of that name is opened as it is (it may be the user's database).
            wxString error;
            if (!frame->Commands().games->OpenDatabase(new_path, false, &error)) {
                wxMessageBox(error, _("Cannot open the database"), wxOK | wxICON_ERROR, frame);
                return;
            }
            frame->Commands().imports->ImportFiles(files);
            break;
        }
        default:
            break;
    }
}

}  // namespace damascope::gui
