// File > Export... and Edit > Copy FEN / Copy diagram, over export_actions (the formats, the
// file names and the writing are wx-free there).
#pragma once

#include <string>

#include "frame_parts.hpp"

namespace damascope::gui {

class ExportCommands : CommandArea {
  public:
    ExportCommands(MainFrame& frame, app::GameDocument& doc);
    void Bind();

    // File > Export...: asks what and where, writes it and says so; errors are shown.
    void Export();
    // Writes the current game or position as `format` to `path` without asking (screenshot
    // mode); `message` gets what was written or why not.
    bool ExportCurrent(const std::string& format, const std::string& path, wxString* message);
    void CopyFen();
    void CopyDiagram();
};

}  // namespace damascope::gui
