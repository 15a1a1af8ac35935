// The databases a user opened lately (File > Recent databases, and the one reopened at start), and
// telling a database file by its content rather than its name (File > Open shows every file).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace damascope::app {

class RecentDatabases {
  public:
    static constexpr std::size_t limit = 10;
    // `paths` as kept in the settings, most recent first; empty names and repeats are dropped, and
    // all past the tenth.
    explicit RecentDatabases(const std::vector<std::string>& paths = {});
    // A database was opened: it goes first (absolute, without "." and ".." parts).
    void opened(const std::string& path);
    // A database found missing when chosen is dropped from the list.
    void remove(const std::string& path);
    const std::vector<std::string>& paths() const { return paths_; }
    // The database to reopen at start: the most recent one; nullopt when there is none.
    std::optional<std::string> last() const;

  private:
    std::vector<std::string> paths_;
};

// The path as the list keeps it: absolute, lexically normal.
std::string normal_database_path(const std::string& path);

enum class DatabaseFileKind {
    damascope,     // an SQLite file with damascope's application id
    missing,       // no such file
    unreadable,    // the file cannot be read (permissions, a folder)
    not_sqlite,    // a file of another kind (a PDN file, a picture, an empty file)
    other_sqlite,  // an SQLite database of another program
};

// Reads the first 100 bytes of `path` (the SQLite header: its magic words and, at offset 68, the
// application id damascope writes). Never call it on the database this process has open (see
// database_files.hpp): closing the file would drop SQLite's locks.
DatabaseFileKind database_file_kind(const std::string& path);

}  // namespace damascope::app
