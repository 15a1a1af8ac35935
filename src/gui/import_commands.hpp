// File > Import games (and files dropped on the window or given on the command line): the import
// runs in the background (JobBar); what it reported is said in the notice above the panes, with
// its list of problems a click away.
#pragma once

#include <string>
#include <vector>

#include "app/import_job.hpp"
#include "frame_parts.hpp"

namespace damascope::gui {

class ImportCommands : CommandArea {
  public:
    ImportCommands(MainFrame& frame, app::GameDocument& doc);
    void Bind();

    void ImportFiles(const std::vector<std::string>& files);
    // What the last import reported.
    const std::vector<app::ImportError>& Problems() const { return problems_; }

  private:
    // File > Import games: a file dialog, then ImportFiles.
    void AskForFiles();
    void ShowProblems();

    std::vector<app::ImportError> problems_;
};

}  // namespace damascope::gui
