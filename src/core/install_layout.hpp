// Where damascope's files live, so that one binary works from its build folder and installed under
// any prefix (`cmake --install . --prefix P`, the Debian package's /usr):
//   installed: P/bin/damascope, P/share/damascope/{sample.damascope,learned/,...}, found from the
//              running program's own path, never from a path compiled in;
//   user data: $XDG_DATA_HOME/damascope (else ~/.local/share/damascope): what the programs write
//              for the user (the sample database's own copy, endgame tables), never beside the
//              program.
#pragma once

#include <filesystem>
#include <optional>

namespace damascope::core {

// The folder of the running executable (from /proc/self/exe); empty when it cannot be told.
std::filesystem::path executable_dir();

// <prefix>/share/damascope when the running program is an installed one (the folder exists beside
// its bin/), else nothing: the program runs from a build folder.
std::optional<std::filesystem::path> installed_data_dir();

// $XDG_DATA_HOME/damascope, else $HOME/.local/share/damascope, else "damascope-data" (relative:
// no home at all, as in a bare container).
std::filesystem::path user_data_dir();

}  // namespace damascope::core
