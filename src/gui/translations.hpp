// The interface language: English (the source strings) or Arabic from the compiled catalogue,
// laid out right to left.
#pragma once

#include <optional>
#include <string>

class wxWindow;

namespace damascope::gui {

// Chooses the language: `lang` ("en" or "ar") or, without it, the system's. Returns true when
// Arabic was chosen and its catalogue was found.
bool SetUpTranslations(const std::optional<std::string>& lang, const std::string& exe_dir);
bool IsRightToLeft();
// Lays a window and its children out right to left, except those that asked to stay left to
// right (the board and the graph, which are pictures of real things).
void ApplyLayoutDirection(wxWindow* window);

}  // namespace damascope::gui
