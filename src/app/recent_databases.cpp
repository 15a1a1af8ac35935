#include "recent_databases.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <system_error>

namespace damascope::app {

namespace {

// PRAGMA application_id of a damascope database ("DAMA"; database/schema.hpp).
constexpr std::uint32_t damascope_application_id = 0x44414D41;

}  // namespace

std::string normal_database_path(const std::string& path) {
    std::error_code ec;
    std::filesystem::path p = std::filesystem::absolute(path, ec);
    if (ec) p = path;
    return p.lexically_normal().string();
}

RecentDatabases::RecentDatabases(const std::vector<std::string>& paths) {
    for (auto it = paths.rbegin(); it != paths.rend(); ++it)
        if (!it->empty()) opened(*it);
}

void RecentDatabases::opened(const std::string& path) {
    const std::string p = normal_database_path(path);
    std::erase(paths_, p);
    paths_.insert(paths_.begin(), p);
    if (paths_.size() > limit) paths_.resize(limit);
}

void RecentDatabases::remove(const std::string& path) {
    std::erase(paths_, normal_database_path(path));
}

std::optional<std::string> RecentDatabases::last() const {
    if (paths_.empty()) return std::nullopt;
    return paths_.front();
}

DatabaseFileKind database_file_kind(const std::string& path) {
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (ec || !std::filesystem::exists(status)) return DatabaseFileKind::missing;
    if (!std::filesystem::is_regular_file(status)) return DatabaseFileKind::unreadable;
    std::ifstream in(path, std::ios::binary);
    if (!in) return DatabaseFileKind::unreadable;
    std::array<unsigned char, 100> header{};
    in.read(reinterpret_cast<char*>(header.data()), header.size());
    const bool whole = in.gcount() == static_cast<std::streamsize>(header.size());
    // A database in WAL mode that another program has open may have its first pages, the header
    // among them, only in its write-ahead log until a checkpoint: SQLite itself tells when opening.
    const bool wal_beside = std::filesystem::exists(path + "-wal", ec);
    if (!whole || std::memcmp(header.data(), "SQLite format 3\0", 16) != 0)
        return wal_beside && in.gcount() == 0 ? DatabaseFileKind::damascope
                                              : DatabaseFileKind::not_sqlite;
    const std::uint32_t id = (std::uint32_t{header[68]} << 24) | (std::uint32_t{header[69]} << 16) |
                             (std::uint32_t{header[70]} << 8) | std::uint32_t{header[71]};
    if (id == damascope_application_id || (id == 0 && wal_beside))
        return DatabaseFileKind::damascope;
    return DatabaseFileKind::other_sqlite;
}

}  // namespace damascope::app
