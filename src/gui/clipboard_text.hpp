// The text on the clipboard, read the one way every paste command reads it.
#pragma once

#include <wx/string.h>

namespace damascope::gui {

// The clipboard's text (Unicode or plain), "" when it holds none or cannot be opened.
wxString ClipboardText();

}  // namespace damascope::gui
