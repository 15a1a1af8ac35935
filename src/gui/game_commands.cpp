// Databases and managing games (game_commands.hpp).
#include "game_commands.hpp"

#include <unistd.h>
#include <wx/clipbrd.h>
#include <wx/filedlg.h>
#include <wx/filename.h>
#include <wx/intl.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>

#include <filesystem>
#include <fstream>
#include <iostream>

#include "annotation_pane.hpp"
#include "app/database_files.hpp"
#include "app/first_start.hpp"
#include "app/game_management.hpp"
#include "app/game_tags.hpp"
#include "clipboard_text.hpp"
#include "display_text.hpp"
#include "edit_commands.hpp"
#include "export/pdn_writer.hpp"
#include "file_dialog.hpp"
#include "game_list_panel.hpp"
#include "import_commands.hpp"
#include "main_frame.hpp"
#include "main_menu.hpp"
#include "notice_bar.hpp"
#include "number_text.hpp"
#include "openings_pane.hpp"
#include "player_views.hpp"
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

GameCommands::GameCommands(MainFrame& frame, app::GameDocument& doc, bool use_settings)
    : CommandArea(frame, doc), recent_(frame, use_settings) {}

void GameCommands::Bind() {
    for (int id = cmd_recent_first; id <= cmd_recent_last; ++id)
        frame_.Bind(
            wxEVT_MENU,
            [this, id](wxCommandEvent&) {
                if (auto path = recent_.PathOf(id)) OpenChosenDatabase(*path);
            },
            id);
    frame_.Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { EditTags(); }, cmd_edit_tags);
    frame_.Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { DeleteSelectedGames(); }, cmd_delete_games);
    frame_.Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { SaveLineAsNewGame(); }, cmd_save_line);
    frame_.Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { CopyPdn(); }, cmd_copy_pdn);
    frame_.Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { PastePdn(); }, cmd_paste_pdn);
    frame_.Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { AskForDatabase(false); }, cmd_open_database);
    frame_.Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { AskForDatabase(true); }, cmd_new_database);
    recent_.Load();
}

void GameCommands::OpenChosenDatabase(const std::string& path) {
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
            wxMessageBox(problem, _("Cannot open the database"), wxOK | wxICON_ERROR, &frame_);
            return;
        }
    }
    wxString error;
    if (!OpenDatabase(path, true, &error)) {
        std::cerr << "damascope: cannot open " << path << ": " << error.utf8_string() << "\n";
        wxMessageBox(DatabaseOpenFailure(path), _("Cannot open the database"), wxOK | wxICON_ERROR,
                     &frame_);
    }
}

void GameCommands::EditTags() {
    Panes().annotation->CommitComment();
    const app::GameDocument& doc = doc_;
    TagsDialog dialog(&frame_, app::tags_for_editing(doc.record()),
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
    Commands().edit->ShowSaveResult(saved, id_before);
    if (saved && *saved) {
        Panes().games->Requery();
        if (doc_.game_id() != 0) Panes().games->ShowSelected(doc_.game_id());
        Commands().players->Reload();
        Say(_("The tags are saved."));
    }
}

void GameCommands::DeleteSelectedGames() {
    if (!doc_.has_database()) return;
    const std::vector<std::int64_t> ids = Panes().games->SelectedIds();
    if (ids.empty()) {
        Say(_("Select the games to delete in the game list first."));
        return;
    }
    const auto n = static_cast<unsigned>(ids.size());
    const wxString question =
        wxString::Format(wxPLURAL("Delete %u game from the database, with its analysis?",
                                  "Delete %u games from the database, with their analysis?", n),
                         n) +
        "\n" + _("This cannot be undone.");
    if (wxMessageBox(question, _("Delete games"), wxYES_NO | wxICON_WARNING, &frame_) != wxYES)
        return;
    Panes().annotation->CommitComment();
    auto deleted = app::delete_games(doc_, ids);
    if (!deleted) {
        Say(wxString::FromUTF8(deleted.error()));
        wxMessageBox(wxString::FromUTF8(deleted.error()), _("The games were not deleted"),
                     wxOK | wxICON_ERROR, &frame_);
        return;
    }
    Panes().games->Requery();
    Commands().players->Reload();
    frame_.RefreshGame();
    Say(wxString::Format(wxPLURAL("%u game deleted.", "%u games deleted.", n), n));
}

void GameCommands::SaveLineAsNewGame() {
    if (!Commands().edit->LeaveGame()) return;
    auto id = app::save_line_as_new_game(doc_);
    if (!id) {
        Say(wxString::FromUTF8(id.error()));
        return;
    }
    Panes().games->Requery();
    Panes().games->ShowSelected(*id);
    frame_.RefreshGame();
    Say(wxString::Format(_("The line is saved as game %lld."), static_cast<long long>(*id)));
}

void GameCommands::CopyPdn() {
    Panes().annotation->CommitComment();
    const std::string pdn = exporting::game_to_pdn(doc_.session().to_record(doc_.record()));
    if (!wxTheClipboard->Open()) {
        Say(_("The clipboard cannot be opened."));
        return;
    }
    wxTheClipboard->SetData(new wxTextDataObject(wxString::FromUTF8(pdn)));
    wxTheClipboard->Close();
    Say(_("The game is on the clipboard as PDN."));
}

void GameCommands::PastePdn() {
    if (!doc_.has_database()) return;
    wxString text = ClipboardText();
    if (text.Strip(wxString::both).empty()) {
        Say(_("The clipboard holds no text to read games from."));
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
            Say(_("The clipboard's text could not be written for the importer."));
            return;
        }
    }
    Commands().imports->ImportFiles({file.string()});
}

bool GameCommands::OpenDatabase(const std::string& path, bool must_exist, wxString* error) {
    if (!Commands().edit->LeaveGame()) return false;
    auto r = doc_.open_database(path, must_exist);
    if (!r) {
        if (error) *error = wxString::FromUTF8(r.error());
        return false;
    }
    Panes().games->SetGames(doc_.game_list());
    Commands().players->DatabaseOpened();
    Commands().openings->DatabaseOpened();
    frame_.SetTitle(DisplayPath(path) + " - damascope");
    Say(DisplayPath(path));
    recent_.Opened(path);
    frame_.RefreshGame();
    return true;
}

void GameCommands::AskForDatabase(bool create) {
    // Open lists every file: a database is told by its content (OpenChosenDatabase), not its name.
    FileDialog dlg(&frame_, create ? _("New database") : _("Open database"), wxString(),
                   create ? _("damascope databases (*.damascope)|*.damascope|All files|*")
                          : _("All files|*|damascope databases (*.damascope)|*.damascope"),
                   create ? wxFD_SAVE | wxFD_OVERWRITE_PROMPT : wxFD_OPEN | wxFD_FILE_MUST_EXIST,
                   "damascope");
    if (dlg.ShowModal() != wxID_OK) return;
    const std::string path = dlg.GetPath().utf8_string();
    if (!create) return OpenChosenDatabase(path);
    wxString error;
    if (!OpenDatabase(path, false, &error)) {
        // The user is told what to do in words; the database's own detail goes to stderr.
        std::cerr << "damascope: cannot open " << path << ": " << error.utf8_string() << "\n";
        wxMessageBox(DatabaseOpenFailure(path), _("Cannot open the database"), wxOK | wxICON_ERROR,
                     &frame_);
    }
}

bool GameCommands::OpenAtFirstMark() {
    const auto id = app::first_marked_game(doc_);
    if (!id || !frame_.OpenGame(*id)) return false;
    if (app::go_to_first_mark(doc_.session())) frame_.RefreshPosition();
    Panes().notice->ShowInformation(wxString::FromUTF8(app::marks_legend_text()));
    return true;
}

}  // namespace damascope::gui
