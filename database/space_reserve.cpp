#include "database/space_reserve.hpp"

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <filesystem>
#include <vector>

namespace damascope::database {

namespace {

namespace fs = std::filesystem;

std::string reserve_prefix(const std::string& db_path) {
    return fs::path(db_path).filename().string() + "-reserve-";
}

fs::path folder_of(const std::string& db_path) {
    fs::path dir = fs::path(db_path).parent_path();
    return dir.empty() ? fs::path(".") : dir;
}

// Allocates `bytes` for the file: posix_fallocate where the file system supports it, written
// zeros otherwise.
bool allocate(int fd, std::uint64_t bytes) {
    const int rc = posix_fallocate(fd, 0, static_cast<off_t>(bytes));
    if (rc == 0) return true;
    if (rc != EOPNOTSUPP && rc != EINVAL) return false;
    const std::vector<char> zeros(1 << 20, 0);
    for (std::uint64_t done = 0; done < bytes;) {
        const std::size_t n =
            static_cast<std::size_t>(std::min<std::uint64_t>(zeros.size(), bytes - done));
        const ssize_t w = write(fd, zeros.data(), n);
        if (w <= 0) return false;
        done += static_cast<std::uint64_t>(w);
    }
    return fsync(fd) == 0;
}

}  // namespace

std::unique_ptr<SpaceReserve> SpaceReserve::take(const std::string& db_path, std::uint64_t bytes) {
    const fs::path path = folder_of(db_path) / (reserve_prefix(db_path) + std::to_string(getpid()));
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0) return nullptr;
    const bool ok = allocate(fd, bytes);
    close(fd);
    if (!ok) {
        unlink(path.c_str());
        return nullptr;
    }
    return std::unique_ptr<SpaceReserve>(new SpaceReserve(path.string()));
}

void SpaceReserve::remove_stale(const std::string& db_path) {
    const std::string prefix = reserve_prefix(db_path);
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(folder_of(db_path), ec)) {
        const std::string name = entry.path().filename().string();
        if (!name.starts_with(prefix)) continue;
        const std::string_view digits = std::string_view(name).substr(prefix.size());
        int pid = 0;
        const auto [end, err] = std::from_chars(digits.data(), digits.data() + digits.size(), pid);
        if (err != std::errc() || end != digits.data() + digits.size() || pid <= 0) continue;
        if (kill(pid, 0) == -1 && errno == ESRCH) fs::remove(entry.path(), ec);
    }
}

SpaceReserve::~SpaceReserve() {
    unlink(path_.c_str());
}

}  // namespace damascope::database
