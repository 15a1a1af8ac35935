#include "app/database_files.hpp"

#include <filesystem>

namespace damascope::app {

bool is_database_file(const std::string& file, const std::string& database) {
    for (const char* suffix : {"", "-wal", "-shm", "-journal"}) {
        std::error_code ec;
        if (std::filesystem::equivalent(file, database + suffix, ec) && !ec) return true;
    }
    return false;
}

}  // namespace damascope::app
