// The background jobs the window starts (import, analysis): GUI-free use cases from src/app run
// on the JobBar's worker thread, reporting progress through JobControl.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "app/evaluation_choice.hpp"
#include "app/import_job.hpp"
#include "job_bar.hpp"

namespace damascope::gui {

using JobWork = std::function<wxString(JobControl&)>;

// Imports game files (and the game files of folders) into the database at `path`; the summary
// names what was imported or skipped and what went wrong, `problems` receives everything the
// import reported (for the "Show problems" list).
JobWork MakeImportWork(const std::string& path, const std::vector<std::string>& files,
                       std::shared_ptr<std::vector<app::ImportError>> problems);
// Analyses the games `ids` of the database at `path` and stores the results.
JobWork MakeAnalysisWork(const std::string& path, const std::vector<std::int64_t>& ids,
                         app::Evaluation evaluation);

}  // namespace damascope::gui
