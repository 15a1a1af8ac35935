#include "core/install_layout.hpp"

#include <cstdlib>
#include <system_error>

namespace damascope::core {

namespace fs = std::filesystem;

fs::path executable_dir() {
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    return ec ? fs::path() : exe.parent_path();
}

std::optional<fs::path> installed_data_dir() {
    const fs::path bin = executable_dir();
    if (bin.empty() || bin.filename() != "bin") return std::nullopt;
    fs::path share = bin.parent_path() / "share" / "damascope";
    std::error_code ec;
    if (!fs::is_directory(share, ec)) return std::nullopt;
    return share;
}

fs::path user_data_dir() {
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg)
        return fs::path(xdg) / "damascope";
    if (const char* home = std::getenv("HOME"); home && *home)
        return fs::path(home) / ".local" / "share" / "damascope";
    return fs::path("damascope-data");
}

}  // namespace damascope::core
