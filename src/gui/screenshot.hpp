// Writes what a top-level window shows (menus and toolbar included) to a PNG file.
#pragma once

#include <string>

class wxTopLevelWindow;

namespace damascope::gui {

// Returns an empty string on success, else a message saying what failed.
std::string SaveScreenshot(wxTopLevelWindow* window, const std::string& path);

}  // namespace damascope::gui
