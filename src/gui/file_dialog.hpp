// The file dialogs of the app (open, import, export, new database). They never open the files
// they list, and that is why they are not GTK's own.
//
// GTK's dialog guesses each listed file's type by reading its first bytes, and closes it again.
// POSIX locks belong to a process, not to a descriptor: that close() drops every lock this
// process holds on the file, SQLite's included. With the dialog showing the database's folder,
// the app's locks on the database and on its -wal and -shm files were gone; damascope-cli then
// found nobody else on the file, checkpointed and deleted the write-ahead log that the app was
// still writing into. wx's generic file control lists files by name and stat() alone.
#pragma once

#include <wx/dialog.h>

class wxGenericFileCtrl;

namespace damascope::gui {

class FileDialog : public wxDialog {
  public:
    // `style`: wxFD_OPEN or wxFD_SAVE, with wxFD_MULTIPLE, wxFD_FILE_MUST_EXIST,
    // wxFD_OVERWRITE_PROMPT as wxFileDialog takes them. `wildcard` as wxFileDialog's
    // ("damascope databases (*.damascope)|*.damascope|All files|*"). When saving, a name typed
    // without an extension gets `extension` ("damascope", without the dot) unless it is empty.
    FileDialog(wxWindow* parent, const wxString& title, const wxString& default_name,
               const wxString& wildcard, long style, const wxString& extension = wxString());

    wxString GetPath() const { return paths_.empty() ? wxString() : paths_.front(); }
    void GetPaths(wxArrayString& paths) const { paths = paths_; }

  private:
    // OK or a double-click: the chosen paths, checked as the style asks; false keeps it open.
    bool Accept();

    wxGenericFileCtrl* files_ = nullptr;
    long style_;
    wxString extension_;
    wxArrayString paths_;
};

}  // namespace damascope::gui
