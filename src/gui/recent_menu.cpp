#include "recent_menu.hpp"

#include <wx/config.h>
#include <wx/frame.h>
#include <wx/intl.h>
#include <wx/menu.h>

#include "display_text.hpp"
#include "main_menu.hpp"

namespace damascope::gui {

namespace {

wxString recent_key(std::size_t i) {
    return wxString::Format("databases/recent%zu", i + 1);
}

}  // namespace

RecentMenu::RecentMenu(wxFrame& frame, bool use_settings)
    : frame_(frame), use_settings_(use_settings) {}

void RecentMenu::Load() {
    if (use_settings_) {
        std::vector<std::string> paths;
        wxConfigBase* config = wxConfigBase::Get();
        for (std::size_t i = 0; i < app::RecentDatabases::limit; ++i) {
            const wxString p = config->Read(recent_key(i), wxString());
            if (!p.empty()) paths.push_back(p.utf8_string());
        }
        recent_ = app::RecentDatabases(paths);
    }
    Rebuild();
}

void RecentMenu::Opened(const std::string& path) {
    recent_.opened(path);
    Save();
}

void RecentMenu::Remove(const std::string& path) {
    recent_.remove(path);
    Save();
}

std::optional<std::string> RecentMenu::PathOf(int command) const {
    if (command < cmd_recent_first || command > cmd_recent_last) return std::nullopt;
    const auto i = static_cast<std::size_t>(command - cmd_recent_first);
    if (i >= recent_.paths().size()) return std::nullopt;
    return recent_.paths()[i];
}

void RecentMenu::Save() {
    if (use_settings_) {
        wxConfigBase* config = wxConfigBase::Get();
        for (std::size_t i = 0; i < app::RecentDatabases::limit; ++i) {
            if (i < recent_.paths().size())
                config->Write(recent_key(i), wxString::FromUTF8(recent_.paths()[i]));
            else
                config->DeleteEntry(recent_key(i));
        }
        config->Flush();
    }
    Rebuild();
}

void RecentMenu::Rebuild() {
    wxMenuBar* bar = frame_.GetMenuBar();
    wxMenuItem* item = bar ? bar->FindItem(cmd_recent_menu) : nullptr;
    wxMenu* menu = item ? item->GetSubMenu() : nullptr;
    if (!menu) return;
    while (menu->GetMenuItemCount() > 0) menu->Destroy(menu->FindItemByPosition(0));
    const auto& paths = recent_.paths();
    for (std::size_t i = 0; i < paths.size(); ++i) {
        // "&1  /home/ali/club.damascope": the number is the item's key.
        wxString shown = DisplayPath(paths[i]);
        shown.Replace("&", "&&");
        menu->Append(cmd_recent_first + static_cast<int>(i),
                     wxString::Format("&%zu  ", (i + 1) % 10) + shown);
    }
    if (paths.empty()) menu->Append(wxID_ANY, _("(none yet)"))->Enable(false);
}

}  // namespace damascope::gui
