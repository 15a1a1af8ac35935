// File > Recent databases: the databases opened lately (app::RecentDatabases, the most recent
// first), kept in the user's settings and shown as the submenu's numbered items.
#pragma once

#include <optional>
#include <string>

#include "app/recent_databases.hpp"

class wxFrame;

namespace damascope::gui {

class RecentMenu {
  public:
    // The submenu of `frame`'s menu bar (cmd_recent_menu); `use_settings`: read and write the list
    // in the settings (a screenshot keeps none).
    RecentMenu(wxFrame& frame, bool use_settings);

    // Reads the list from the settings and fills the submenu.
    void Load();
    // A database just opened goes first; one that is not there any more comes off.
    void Opened(const std::string& path);
    void Remove(const std::string& path);
    const app::RecentDatabases& List() const { return recent_; }
    // The database of a submenu item (cmd_recent_first...), if it lists one.
    std::optional<std::string> PathOf(int command) const;

  private:
    void Save();
    void Rebuild();

    wxFrame& frame_;
    bool use_settings_ = true;
    app::RecentDatabases recent_;
};

}  // namespace damascope::gui
