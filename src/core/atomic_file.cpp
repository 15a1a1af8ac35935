#include "core/atomic_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <cstring>
#include <random>
#include <utility>

namespace damascope::core {

namespace fs = std::filesystem;

namespace {

std::string hex(std::uint32_t n) {
    char buf[9];
    const auto end = std::to_chars(buf, buf + sizeof buf, n, 16).ptr;
    return std::string(buf, end);
}

// ".NAME.tmp-PID-RANDOM" beside `target`: hidden, and never the name of anything we read.
std::string temporary_name(const fs::path& target, std::uint32_t random) {
    std::string name = ".";  // appended, not "." + ...: GCC 12 warns falsely on the latter
    name += target.filename().string();
    name += ".tmp-" + std::to_string(getpid()) + "-" + hex(random);
    return (target.parent_path() / name).string();
}

// Makes the rename itself survive a crash; a folder that cannot be synced changes nothing.
void sync_folder(const fs::path& folder) {
    const int fd =
        ::open(folder.empty() ? "." : folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return;
    ::fsync(fd);
    ::close(fd);
}

}  // namespace

fs::path written_path(const fs::path& path) {
    std::error_code ec;
    fs::path p = fs::absolute(path, ec);
    if (ec) p = path;
    // The last name may be a symlink, even a dangling one: follow it to the file it names.
    for (int hops = 0; hops < 40 && fs::is_symlink(fs::symlink_status(p, ec)); ++hops) {
        const fs::path link = fs::read_symlink(p, ec);
        if (ec) break;
        p = link.is_absolute() ? link : p.parent_path() / link;
    }
    // The folders on the way may be symlinks too.
    const fs::path resolved = fs::weakly_canonical(p, ec);
    return ec ? p.lexically_normal() : resolved;
}

std::string write_failure(const std::string& path, int error_number) {
    switch (error_number) {
        case ENOSPC:
        case EDQUOT:
            return "disk full while writing '" + path + "'";
        case EFBIG:
            return "file size limit (ulimit -f) reached while writing '" + path + "'";
        default:
            return "cannot write '" + path + "': " + std::strerror(error_number);
    }
}

Result<AtomicFile> AtomicFile::create(const std::string& path) {
    AtomicFile f;
    f.path_ = path;
    f.target_ = written_path(path).string();
    struct stat old {};
    if (::stat(f.target_.c_str(), &old) == 0) {
        f.target_existed_ = true;
        if (S_ISDIR(old.st_mode)) return Error{"cannot write '" + path + "': it is a folder"};
        // A file we may not write stays unwritten, as with a plain open (rename could replace it).
        if (::faccessat(AT_FDCWD, f.target_.c_str(), W_OK, AT_EACCESS) != 0)
            return Error{write_failure(path, errno) + "; '" + path + "' left as it was"};
        if (!S_ISREG(old.st_mode)) {  // a device or a FIFO: written directly
            f.direct_ = true;
            f.fd_ = ::open(f.target_.c_str(), O_WRONLY | O_CLOEXEC | O_NOCTTY);
            if (f.fd_ < 0) return Error{write_failure(path, errno)};
            return f;
        }
    }
    std::random_device random;
    for (int attempt = 0; f.fd_ < 0; ++attempt) {
        f.temporary_ = temporary_name(f.target_, random());
        f.fd_ =
            ::open(f.temporary_.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOCTTY, 0666);
        if (f.fd_ < 0 && (errno != EEXIST || attempt == 100)) {
            const int e = errno;
            f.temporary_.clear();
            return f.fail(e);
        }
    }
    if (f.target_existed_) {
        if (::fchmod(f.fd_, old.st_mode & 07777) != 0) return f.fail(errno);
        // Only root may give a file away; anyone else keeps the new file as theirs.
        [[maybe_unused]] const int owner_kept = ::fchown(f.fd_, old.st_uid, old.st_gid);
    }
    return f;
}

AtomicFile::AtomicFile(AtomicFile&& other) noexcept {
    *this = std::move(other);
}

AtomicFile& AtomicFile::operator=(AtomicFile&& other) noexcept {
    if (this == &other) return *this;
    discard();
    path_ = std::move(other.path_);
    target_ = std::move(other.target_);
    temporary_ = std::exchange(other.temporary_, {});
    fd_ = std::exchange(other.fd_, -1);
    failed_ = other.failed_;
    failure_ = std::move(other.failure_);
    target_existed_ = other.target_existed_;
    direct_ = other.direct_;
    mode_ = other.mode_;
    committed_ = other.committed_;
    return *this;
}

AtomicFile::~AtomicFile() {
    discard();
}

Error AtomicFile::fail(int error_number, const std::string& what) {
    discard();
    failed_ = error_number;
    failure_ = what.empty() ? write_failure(path_, error_number) : what;
    // A device written directly has no old content to keep.
    if (!direct_) failure_ += "; " + untouched();
    return Error{failure_};
}

std::string AtomicFile::untouched() const {
    return "'" + path_ + (target_existed_ ? "' left as it was" : "' not created");
}

Result<bool> AtomicFile::write(std::string_view bytes) {
    if (failed_ != 0) return Error{failure_};
    if (fd_ < 0) return fail(EBADF);
    while (!bytes.empty()) {
        const ssize_t n = ::write(fd_, bytes.data(), bytes.size());
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return fail(n < 0 ? errno : EIO);
        bytes.remove_prefix(static_cast<std::size_t>(n));
    }
    return true;
}

Result<bool> AtomicFile::commit() {
    if (failed_ != 0) return Error{failure_};
    if (fd_ < 0) return fail(EBADF);
    if (direct_) {
        const int fd = std::exchange(fd_, -1);
        if (::close(fd) != 0) return fail(errno);
        committed_ = true;
        return true;
    }
    if (mode_ != static_cast<mode_t>(-1) && ::fchmod(fd_, mode_) != 0) return fail(errno);
    // Data on the disk before the name points at it: a crash leaves the old file or the new one.
    if (::fsync(fd_) != 0) return fail(errno);
    const int fd = std::exchange(fd_, -1);
    if (::close(fd) != 0) return fail(errno);
    if (::rename(temporary_.c_str(), target_.c_str()) != 0) {
        const int e = errno;
        return fail(e, "cannot replace '" + path_ + "': " + std::strerror(e));
    }
    committed_ = true;
    temporary_.clear();
    sync_folder(fs::path(target_).parent_path());
    return true;
}

void AtomicFile::discard() noexcept {
    if (fd_ >= 0) ::close(std::exchange(fd_, -1));
    if (!committed_ && !temporary_.empty()) ::unlink(std::exchange(temporary_, {}).c_str());
}

}  // namespace damascope::core
