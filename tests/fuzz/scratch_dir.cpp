#include "scratch_dir.hpp"

#include <unistd.h>

#include <map>
#include <system_error>

namespace damascope::fuzz {

namespace {

namespace fs = std::filesystem;

class ScratchDirs {
  public:
    ~ScratchDirs() {
        std::error_code ignored;
        for (const auto& [name, dir] : dirs_) fs::remove_all(dir, ignored);
    }
    const fs::path& get(const std::string& target) {
        auto it = dirs_.find(target);
        if (it != dirs_.end()) return it->second;
        std::error_code ec;
        const fs::path base =
            fs::is_directory("/dev/shm", ec) ? fs::path("/dev/shm") : fs::temp_directory_path();
        fs::path dir = base / ("damascope-fuzz-" + target + "-" + std::to_string(::getpid()));
        fs::remove_all(dir, ec);
        fs::create_directories(dir);
        return dirs_.emplace(target, std::move(dir)).first->second;
    }

  private:
    std::map<std::string, fs::path> dirs_;
};

}  // namespace

const fs::path& scratch_dir(const std::string& target) {
    static ScratchDirs dirs;
    return dirs.get(target);
}

}  // namespace damascope::fuzz
