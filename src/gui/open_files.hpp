// Game files given to the app as a file manager gives them (a double-click on a .pdn runs
// `damascope FILE...` through the .desktop entry): the user is asked into which database to
// import them — the open one, or a new one named after the first file, beside it — or not at all.
#pragma once

#include <string>
#include <vector>

namespace damascope::gui {

class MainFrame;

// Asks, then imports in the background (MainFrame::ImportFiles); nothing when `files` is empty.
void OfferImport(MainFrame* frame, const std::vector<std::string>& files);

}  // namespace damascope::gui
