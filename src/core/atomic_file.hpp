// Writing a file whole or not at all. Every file damascope writes (exports, collections, cluster
// scripts, endgame tables) goes through AtomicFile: the bytes go to a temporary file beside the
// target (".NAME.tmp-PID-RANDOM", created with O_EXCL so that two writers never share one),
// which is flushed to the disk (fsync) and renamed over the target only once everything was
// written. On any failure, or when the writer is dropped without commit(), the temporary file is
// removed and the target is left exactly as it was; the error says so.
//
// - A symlink is followed: the file it points to is replaced and the link stays a link.
// - The new file takes the permissions (and, where allowed, the owner) of the file it replaces;
//   a new target gets 0666 less the umask, or the mode given to set_mode().
// - A target that exists and is no regular file (/dev/null, /dev/full, a FIFO) cannot be
//   replaced: it is written directly, as any program would.
// - Another hard link to the old file keeps the old content (rename makes a new file).
// A program using it should ignore SIGXFSZ (damascope-cli and the app do), so that a file size
// limit (ulimit -f) is an error to report (EFBIG), not the end of the process.
#pragma once

#include <sys/types.h>

#include <filesystem>
#include <string>
#include <string_view>

#include "core/result.hpp"

namespace damascope::core {

// The file a write to `path` lands in: symlinks followed (a dangling one too: its target is the
// file that would be created), made absolute and normal. Used to tell when two names are one file.
std::filesystem::path written_path(const std::filesystem::path& path);

// What went wrong with a write, for messages: "disk full while writing 'X'", "file size limit
// (ulimit -f) reached while writing 'X'", else "cannot write 'X': <strerror>".
std::string write_failure(const std::string& path, int error_number);

class AtomicFile {
  public:
    // Creates the temporary file for `path`; an error says why it cannot (the target untouched).
    static Result<AtomicFile> create(const std::string& path);

    AtomicFile(AtomicFile&& other) noexcept;
    AtomicFile& operator=(AtomicFile&& other) noexcept;
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;
    // Removes the temporary file unless commit() succeeded.
    ~AtomicFile();

    // Appends `bytes`. After a failure every later write and commit() fail with the same error.
    Result<bool> write(std::string_view bytes);
    // The permissions the file gets (e.g. 0755 for a script), instead of the old file's.
    void set_mode(mode_t mode) { mode_ = mode; }
    // Flushes, renames over the target and makes the rename durable. On failure the temporary
    // file is gone and the target left as it was.
    Result<bool> commit();
    // Gives up: the temporary file is removed, the target left as it was.
    void discard() noexcept;

    // "'X' left as it was" (it existed) or "'X' not created": what a failure did to the target.
    std::string untouched() const;

    const std::string& path() const { return path_; }
    const std::string& temporary_path() const { return temporary_; }

  private:
    AtomicFile() = default;
    // The error for a failure with `error_number` (remembered for later calls); cleans up.
    Error fail(int error_number, const std::string& what = {});

    std::string path_;       // as given, for messages
    std::string target_;     // written_path(path_)
    std::string temporary_;  // the file written, renamed over the target by commit()
    int fd_ = -1;
    int failed_ = 0;       // errno of the first failure
    std::string failure_;  // its message
    bool target_existed_ = false;
    bool direct_ = false;                    // a device or FIFO, written as it is
    mode_t mode_ = static_cast<mode_t>(-1);  // -1: the old file's, or the default
    bool committed_ = false;
};

}  // namespace damascope::core
