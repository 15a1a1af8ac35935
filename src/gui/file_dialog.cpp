#include "file_dialog.hpp"

#include <wx/filedlg.h>
#include <wx/filename.h>
#include <wx/generic/filectrlg.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>

namespace damascope::gui {

namespace {

// The folder the last dialog ended in: the next one starts there, as GTK's does.
wxString& last_folder() {
    static wxString folder;
    return folder;
}

}  // namespace

FileDialog::FileDialog(wxWindow* parent, const wxString& title, const wxString& default_name,
                       const wxString& wildcard, long style, const wxString& extension)
    : wxDialog(parent, wxID_ANY, title, wxDefaultPosition, wxSize(760, 520),
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      style_(style),
      extension_(extension) {
    long ctrl_style = (style & wxFD_SAVE) ? wxFC_SAVE : wxFC_OPEN;
    if (style & wxFD_MULTIPLE) ctrl_style |= wxFC_MULTIPLE;
    const wxString folder = last_folder().empty() ? wxGetCwd() : last_folder();
    files_ = new wxGenericFileCtrl(this, wxID_ANY, folder, default_name, wildcard, ctrl_style);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(files_, 1, wxEXPAND | wxALL, 8);
    sizer->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 8);
    SetSizer(sizer);
    SetMinSize(wxSize(480, 360));
    Bind(
        wxEVT_BUTTON,
        [this](wxCommandEvent&) {
            if (Accept()) EndModal(wxID_OK);
        },
        wxID_OK);
    files_->Bind(wxEVT_FILECTRL_FILEACTIVATED, [this](wxFileCtrlEvent&) {
        if (Accept()) EndModal(wxID_OK);
    });
    CentreOnParent();
}

bool FileDialog::Accept() {
    paths_.clear();
    if (style_ & wxFD_MULTIPLE)
        files_->GetPaths(paths_);
    else if (const wxString p = files_->GetPath(); !p.empty())
        paths_.Add(p);
    if (paths_.empty()) return false;
    for (auto& path : paths_) {
        wxFileName name(path);
        if (wxDirExists(path)) {  // a folder typed: go into it, as a double-click on it does
            files_->SetDirectory(path);
            paths_.clear();
            return false;
        }
        if ((style_ & wxFD_SAVE) && !extension_.empty() && !name.HasExt()) {
            name.SetExt(extension_);
            path = name.GetFullPath();
        }
        if ((style_ & wxFD_FILE_MUST_EXIST) && !wxFileExists(path)) {
            wxMessageBox(wxString::Format(_("There is no file %s."), path), GetTitle(),
                         wxOK | wxICON_ERROR, this);
            paths_.clear();
            return false;
        }
        if ((style_ & wxFD_OVERWRITE_PROMPT) && wxFileExists(path) &&
            wxMessageBox(wxString::Format(_("%s exists already. Replace it?"), path), GetTitle(),
                         wxYES_NO | wxNO_DEFAULT | wxICON_WARNING, this) != wxYES) {
            paths_.clear();
            return false;
        }
    }
    last_folder() = files_->GetDirectory();
    return true;
}

}  // namespace damascope::gui
