#include "import_commands.hpp"

#include <wx/filedlg.h>
#include <wx/intl.h>
#include <wx/msgdlg.h>

#include <memory>

#include "display_text.hpp"
#include "file_dialog.hpp"
#include "game_list_panel.hpp"
#include "import_problems_dialog.hpp"
#include "job_bar.hpp"
#include "jobs.hpp"
#include "main_frame.hpp"
#include "main_menu.hpp"
#include "notice_bar.hpp"
#include "player_views.hpp"
#include "position_status.hpp"

namespace damascope::gui {

ImportCommands::ImportCommands(MainFrame& frame, app::GameDocument& doc)
    : CommandArea(frame, doc) {}

void ImportCommands::Bind() {
    frame_.Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { AskForFiles(); }, cmd_import);
    frame_.Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { ShowProblems(); }, cmd_import_problems);
    frame_.Bind(
        wxEVT_UPDATE_UI, [this](wxUpdateUIEvent& e) { e.Enable(!problems_.empty()); },
        cmd_import_problems);
    // The notice's "Show problems" button.
    Panes().notice->Bind(
        wxEVT_BUTTON, [this](wxCommandEvent&) { ShowProblems(); }, cmd_import_problems);
    frame_.DragAcceptFiles(true);
    frame_.Bind(wxEVT_DROP_FILES, [this](wxDropFilesEvent& e) {
        std::vector<std::string> files;
        for (int i = 0; i < e.GetNumberOfFiles(); ++i)
            files.push_back(e.GetFiles()[i].utf8_string());
        ImportFiles(files);
    });
}

void ImportCommands::AskForFiles() {
    FileDialog dlg(&frame_, _("Import games"), wxString(),
                   _("Game files (*.pdn;*.csv)|*.pdn;*.PDN;*.csv|All files|*"),
                   wxFD_OPEN | wxFD_FILE_MUST_EXIST | wxFD_MULTIPLE);
    if (dlg.ShowModal() != wxID_OK) return;
    wxArrayString paths;
    dlg.GetPaths(paths);
    std::vector<std::string> files;
    for (const auto& p : paths) files.push_back(p.utf8_string());
    ImportFiles(files);
}

void ImportCommands::ImportFiles(const std::vector<std::string>& files) {
    if (files.empty()) return;
    if (!doc_.has_database()) {
        wxMessageBox(_("Open or create a database first."), _("Import"), wxOK, &frame_);
        return;
    }
    const std::string path = doc_.database_path();
    auto problems = std::make_shared<std::vector<app::ImportError>>();
    const bool started = Panes().job->Run(
        wxString::Format(wxPLURAL("Importing %zu file", "Importing %zu files",
                                  PluralCount(static_cast<std::int64_t>(files.size()))),
                         files.size()),
        MakeImportWork(path, files, problems),
        [this, problems](const wxString& summary, bool cancelled) {
            const wxString text = cancelled ? _("Import cancelled: ") + summary : summary;
            Say(text);
            problems_ = std::move(*problems);
            Panes().notice->ShowImport(text, problems_.size());
            GameListPanel* games = Panes().games;
            games->Requery();
            // Games imported while the board shows an untouched new game (an empty
            // database): the first of them is shown, not a new game of a variant they
            // may not be.
            if (doc_.game_id() == 0 && doc_.session().node_count() == 1 && games->Count() > 0) {
                games->SelectRow(0);
                Say(text);  // the import's summary, not the game's words
            }
            Commands().players->Reload();
            Commands().status->Update();
        });
    if (!started) Say(_("Another job is running."));
}

void ImportCommands::ShowProblems() {
    ImportProblemsDialog dialog(&frame_, problems_);
    dialog.ShowModal();
}

}  // namespace damascope::gui
