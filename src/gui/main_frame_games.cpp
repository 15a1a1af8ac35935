// The main window: opening a database chosen from File > Recent databases (recent_menu.cpp; the
// last one is reopened at start) or File > Open (told by its content), and managing games:
// Game > Edit tags..., Save line as new game, Delete selected games..., Edit > Copy PDN and
// Paste PDN.
#include <unistd.h>
#include <wx/clipbrd.h>
#include <wx/filename.h>
#include <wx/intl.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>

#include <filesystem>
#include <fstream>
#include <iostream>

#include "annotation_pane.hpp"
#include "app/database_files.hpp"
#include "app/game_management.hpp"
#include "app/game_tags.hpp"
#include "display_text.hpp"
#include "export/pdn_writer.hpp"
#include "game_list_panel.hpp"
#include "main_frame.hpp"
#include "main_menu.hpp"
#include "number_text.hpp"
#include "players_panel.hpp"
#include "tags_dialog.hpp"

namespace damascope::gui {

namespace {

// The folder Paste PDN writes the clipboard's text into for the importer, removed at exit.
struct PasteFolder {
    std::filesystem::path path = std::filesystem::path(wxFileName::GetTempDir().utf8_string()) /
                                 ("damascope-paste-" + std::to_string(getpid()));
    ~PasteFolder() {
        std::error_code ec;
        std::filesystem::remove_all(path, ec);
    }
};

}  // namespace

void MainFrame::BindGameCommands() {
    for (int id = cmd_recent_first; id <= cmd_recent_last; ++id)
        Bind(
            wxEVT_MENU,
            [this, id](wxCommandEvent&) {
                if (auto path = recent_.PathOf(id)) OpenChosenDatabase(*path);
            },
            id);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { EditTags(); }, cmd_edit_tags);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { DeleteSelectedGames(); }, cmd_delete_games);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { SaveLineAsNewGame(); }, cmd_save_line);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { CopyPdn(); }, cmd_copy_pdn);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { PastePdn(); }, cmd_paste_pdn);
    recent_.Load();
}

void MainFrame::OpenChosenDatabase(const std::string& path) {
    // The open database is one already (and reading its header here would drop SQLite's locks).
    if (!app::is_database_file(path, doc_.database_path())) {
        wxString problem;
        switch (app::database_file_kind(path)) {
            case app::DatabaseFileKind::damascope:
                break;
            case app::DatabaseFileKind::missing:
                recent_.Remove(path);
                problem = wxString::Format(
                    _("%s is not there any more (moved or deleted); it is taken off the list of "
                      "recent databases."),
                    DisplayPath(path));
                break;
            case app::DatabaseFileKind::unreadable:
                problem = wxString::Format(_("%s cannot be read."), DisplayPath(path));
                break;
            case app::DatabaseFileKind::not_sqlite:
                problem = wxString::Format(
                    _("%s is not a damascope database. To read the games of a PDN file, use File "
                      "> Import games."),
                    DisplayPath(path));
                break;
            case app::DatabaseFileKind::other_sqlite:
                problem = wxString::Format(
                    _("%s is a database of another program, not of damascope."), DisplayPath(path));
                break;
        }
        if (!problem.empty()) {
            std::cerr << "damascope: cannot open " << path << ": " << problem.utf8_string() << "\n";
            wxMessageBox(problem, _("Cannot open the database"), wxOK | wxICON_ERROR, this);
            return;
        }
    }
    wxString error;
    if (!OpenDatabase(path, true, &error)) {
        std::cerr << "damascope: cannot open " << path << ": " << error.utf8_string() << "\n";
        wxMessageBox(DatabaseOpenFailure(path), _("Cannot open the database"), wxOK | wxICON_ERROR,
                     this);
    }
}

void MainFrame::EditTags() {
    annotation_->CommitComment();
    const app::GameDocument& doc = doc_;
    TagsDialog dialog(this, app::tags_for_editing(doc.record()),
                      [&doc](const TagsDialog::Tags& edited) -> std::string {
                          core::GameRecord trial = doc.record();
                          const auto changes = app::changes_to(trial, edited);
                          auto r = app::apply_tag_changes(trial, changes);
                          return r ? std::string() : r.error();
                      });
    if (dialog.ShowModal() != wxID_OK) return;
    TagsDialog::Tags edited;
    wxString error;
    if (!dialog.Edited(edited, error)) return;
    const std::int64_t id_before = doc_.game_id();
    auto saved = doc_.edit_tags(app::changes_to(doc_.record(), edited));
    ShowSaveResult(saved, id_before);
    if (saved && *saved) {
        games_->Requery();
        if (doc_.game_id() != 0) games_->ShowSelected(doc_.game_id());
        ReloadPlayerViews();
        SetStatusText(_("The tags are saved."), 0);
    }
}

void MainFrame::DeleteSelectedGames() {
    if (!doc_.has_database()) return;
    const std::vector<std::int64_t> ids = games_->SelectedIds();
    if (ids.empty()) {
        SetStatusText(_("Select the games to delete in the game list first."), 0);
        return;
    }
    const auto n = static_cast<unsigned>(ids.size());
    const wxString question =
        wxString::Format(wxPLURAL("Delete %u game from the database, with its analysis?",
                                  "Delete %u games from the database, with their analysis?", n),
                         n) +
        "\n" + _("This cannot be undone.");
    if (wxMessageBox(question, _("Delete games"), wxYES_NO | wxICON_WARNING, this) != wxYES) return;
    annotation_->CommitComment();
    auto deleted = app::delete_games(doc_, ids);
    if (!deleted) {
        SetStatusText(wxString::FromUTF8(deleted.error()), 0);
        wxMessageBox(wxString::FromUTF8(deleted.error()), _("The games were not deleted"),
                     wxOK | wxICON_ERROR, this);
        return;
    }
    games_->Requery();
    ReloadPlayerViews();
    RefreshGame();
    SetStatusText(wxString::Format(wxPLURAL("%u game deleted.", "%u games deleted.", n), n), 0);
}

void MainFrame::SaveLineAsNewGame() {
    if (!LeaveGame()) return;
    auto id = app::save_line_as_new_game(doc_);
    if (!id) {
        SetStatusText(wxString::FromUTF8(id.error()), 0);
        return;
    }
    games_->Requery();
    games_->ShowSelected(*id);
    RefreshGame();
    SetStatusText(
        wxString::Format(_("The line is saved as game %lld."), static_cast<long long>(*id)), 0);
}

void MainFrame::CopyPdn() {
    annotation_->CommitComment();
    const std::string pdn = exporting::game_to_pdn(doc_.session().to_record(doc_.record()));
    if (!wxTheClipboard->Open()) {
        SetStatusText(_("The clipboard cannot be opened."), 0);
        return;
    }
    wxTheClipboard->SetData(new wxTextDataObject(wxString::FromUTF8(pdn)));
    wxTheClipboard->Close();
    SetStatusText(_("The game is on the clipboard as PDN."), 0);
}

void MainFrame::PastePdn() {
    if (!doc_.has_database()) return;
    wxString text;
    if (wxTheClipboard->Open()) {
        if (wxTheClipboard->IsSupported(wxDF_UNICODETEXT) ||
            wxTheClipboard->IsSupported(wxDF_TEXT)) {
            wxTextDataObject data;
            if (wxTheClipboard->GetData(data)) text = data.GetText();
        }
        wxTheClipboard->Close();
    }
    if (text.Strip(wxString::both).empty()) {
        SetStatusText(_("The clipboard holds no text to read games from."), 0);
        return;
    }
    // The importer reads files: the text goes to one of its own, which the import log names.
    static PasteFolder folder;
    std::error_code ec;
    std::filesystem::create_directories(folder.path, ec);
    const std::filesystem::path file = folder.path / "clipboard.pdn";
    {
        std::ofstream out(file, std::ios::binary | std::ios::trunc);
        const std::string bytes = text.utf8_string();
        out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
        if (!out) {
            SetStatusText(_("The clipboard's text could not be written for the importer."), 0);
            return;
        }
    }
    ImportFiles({file.string()});
}

}  // namespace damascope::gui
