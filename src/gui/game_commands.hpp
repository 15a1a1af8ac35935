// Databases and managing games: opening a database (File > Open, New, Recent databases: the last
// one is reopened at start; a file is told by its content), the first start's marked game, and
// Game > Edit tags..., Save line as new game, Delete selected games..., Edit > Copy PDN and Paste
// PDN.
#pragma once

#include <string>

#include "frame_parts.hpp"
#include "recent_menu.hpp"

namespace damascope::gui {

class GameCommands : CommandArea {
  public:
    // `use_settings`: the recent databases are read from and kept in the settings.
    GameCommands(MainFrame& frame, app::GameDocument& doc, bool use_settings);
    void Bind();

    // Opens a database (an existing file when `must_exist`); false and a message on failure.
    bool OpenDatabase(const std::string& path, bool must_exist, wxString* error = nullptr);
    // Opens a database chosen from the list or a file dialog: a missing file is said (and dropped
    // from the list), a file that is no damascope database by its content is refused.
    void OpenChosenDatabase(const std::string& path);
    // The databases opened lately (File > Recent databases).
    const app::RecentDatabases& Recent() const { return recent_.List(); }
    // The first start: the sample's first marked game at its mark, the marks said in the notice
    // (app/first_start.hpp chooses them); false when it has none.
    bool OpenAtFirstMark();
    void EditTags();
    void DeleteSelectedGames();
    void SaveLineAsNewGame();
    void CopyPdn();
    void PastePdn();

  private:
    // File > Open database / New database: a file dialog, then OpenChosenDatabase.
    void AskForDatabase(bool create);

    RecentMenu recent_;  // File > Recent databases
};

}  // namespace damascope::gui
