// A folder of the process's own for the targets that need files (databases, part files): in memory
// (/dev/shm) where there is one, so that an execution costs no disk writes; removed at exit.
#pragma once

#include <filesystem>
#include <string>

namespace damascope::fuzz {

// The folder for `target` (created on first use, the same for the whole process).
const std::filesystem::path& scratch_dir(const std::string& target);

}  // namespace damascope::fuzz
