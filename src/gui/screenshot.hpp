// Writes what a top-level window shows (menus and toolbar included) to a PNG file.
#pragma once

#include <string>

class wxTopLevelWindow;

namespace damascope::gui {

// Waits (up to max_ms) until two captures of the window a moment apart are the same: on a loaded
// machine the layout and the painting may still be under way when the first timer fires.
void WaitUntilSettled(wxTopLevelWindow* window, int max_ms);

// Returns an empty string on success, else a message saying what failed.
std::string SaveScreenshot(wxTopLevelWindow* window, const std::string& path);

}  // namespace damascope::gui
