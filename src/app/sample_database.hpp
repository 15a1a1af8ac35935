// The bundled sample collection as an installed program opens it: the package's copy
// (<prefix>/share/damascope/sample.damascope) is read-only and shared by every user, so on the
// first start each user gets their own copy in their data folder (core::user_data_dir()), which
// the app then opens and writes to (comments, analysis) like any database.
#pragma once

#include <optional>
#include <string>

#include "core/result.hpp"

namespace damascope::app {

// Nothing when the program is not installed (it runs from a build folder, whose own sample is
// opened in place). Else the user's copy, made first when it is missing; an error says why it
// could not be made (the shipped file missing, the folder not writable, the disk full).
std::optional<core::Result<std::string>> installed_sample_database();

}  // namespace damascope::app
