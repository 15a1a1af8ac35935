// No output may name what the command reads. Every command that writes a file checks each output
// path here before it opens anything: writing the database (or its -wal, -shm or -journal file)
// or an input file would destroy what the command is reading.
#pragma once

#include <optional>
#include <span>
#include <string>

namespace damascope::app {

// Something a command reads.
struct ReadInput {
    enum class Kind { database, file };
    Kind kind = Kind::file;
    std::string path;
};

inline ReadInput database_input(std::string path) {
    return {ReadInput::Kind::database, std::move(path)};
}
inline ReadInput file_input(std::string path) {
    return {ReadInput::Kind::file, std::move(path)};
}

// True when `a` and `b` are one file: the same device and inode (another spelling, a symlink, a
// hard link) or, when one does not exist yet, the same place once symlinks are followed.
bool same_file(const std::string& a, const std::string& b);

// What writing `output` would overwrite among `inputs`, said for a message ("the database
// 'g.db'", "the write-ahead log of the database 'g.db'", "the input file 'x.pdn'"); nullopt
// when nothing. A database counts with its -wal, -shm and -journal files, which SQLite creates
// beside it (they need not exist now).
std::optional<std::string> output_clash(const std::string& output,
                                        std::span<const ReadInput> inputs);

}  // namespace damascope::app
