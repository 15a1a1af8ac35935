// GameDatabase: opening a file (creating and migrating it, or reading it where it cannot be
// written) and the check before a write session (check_writable). See README.md, "Faults".
#include <fcntl.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <thread>

#include "database/game_database_impl.hpp"
#include "database/schema.hpp"

namespace damascope::database {

using core::Error;
using core::Result;

namespace {

namespace fs = std::filesystem;

struct FileState {
    std::int64_t version = 0, application = 0, tables = 0;
};

// The schema version, application id and table count, read in one statement so that they come
// from one snapshot (another process may be creating the file at the same moment). The first
// read of the file: a file that is not SQLite fails here, before anything is written.
Result<FileState> read_state(sqlite::Connection& c, const std::string& path) {
    auto q = c.prepare(
        "SELECT (SELECT user_version FROM pragma_user_version), "
        "(SELECT application_id FROM pragma_application_id), "
        "(SELECT count(*) FROM sqlite_master)");
    if (!q) return Error{"'" + path + "' is not a damascope database or is damaged: " + q.error()};
    auto row = (*q)->step();
    if (!row || !*row)
        return Error{"'" + path + "' is not a damascope database or is damaged" +
                     (row ? std::string() : ": " + row.error())};
    return FileState{(*q)->column_int64(0), (*q)->column_int64(1), (*q)->column_int64(2)};
}

Result<FileState> check_is_ours(sqlite::Connection& c, const std::string& path) {
    auto state = read_state(c, path);
    if (!state) return state;
    const FileState& s = *state;
    if (s.application != 0 && s.application != schema::application_id)
        return Error{"'" + path + "' is an SQLite database of another program"};
    if (s.version == 0 && s.tables > 0)
        return Error{"'" + path + "' is an SQLite database of another program"};
    if (s.version > schema::latest_version())
        return Error{"'" + path + "' was written by a newer damascope (schema version " +
                     std::to_string(s.version) + ", this one knows up to " +
                     std::to_string(schema::latest_version()) + ")"};
    return state;
}

bool writable(const fs::path& p) {
    return faccessat(AT_FDCWD, p.c_str(), W_OK, AT_EACCESS) == 0;
}

// Why the database at `path` cannot be written by this process, or "" when it can. SQLite writes
// the -wal and -shm files beside the database, so the folder must be writable too.
std::string why_read_only(const std::string& path, bool exists) {
    if (exists && !writable(path)) return "the file '" + path + "' is read-only";
    fs::path dir = fs::path(path).parent_path();
    if (dir.empty()) dir = ".";
    if (!writable(dir)) return "the folder '" + dir.string() + "' is read-only";
    return "";
}

// PRAGMA journal_mode = WAL needs the file to itself: while another process creates the same
// file it is refused at once (no busy handler runs), so it is tried again for up to 5 s.
Result<bool> switch_to_wal(sqlite::Connection& db, const std::string& path) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
    for (;;) {
        auto mode = db.prepare("PRAGMA journal_mode = WAL");
        if (!mode) return Error{"'" + path + "': " + mode.error()};
        auto row = (*mode)->step();
        if (row && *row && (*mode)->column_text(0) == "wal") return true;
        if (std::chrono::steady_clock::now() >= deadline)
            return Error{"'" + path + "': cannot switch to WAL mode" +
                         (row ? std::string() : ": " + row.error())};
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
}

Result<bool> missing_indexes(sqlite::Connection& db) {
    auto present = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = ?1");
    if (!present) return Error{present.error()};
    for (const auto& idx : schema::secondary_indexes()) {
        (*present)->reset();
        (*present)->bind(1, idx.name);
        auto row = (*present)->step();
        if (!row) return Error{row.error()};
        if (!*row) return true;
    }
    return false;
}

// Opens a file that this process cannot write, for reading only.
Result<std::unique_ptr<sqlite::Connection>> open_read_only(const std::string& path) {
    const bool folder_writable = writable(
        fs::path(path).parent_path().empty() ? fs::path(".") : fs::path(path).parent_path());
    std::error_code ec;
    const bool has_wal = fs::exists(path + "-wal", ec) && fs::file_size(path + "-wal", ec) > 0;
    const bool has_shm = fs::exists(path + "-shm", ec);
    auto mode = sqlite::OpenMode::read_only;
    if (!folder_writable && !has_shm) {
        // A WAL database needs a -shm file beside it; in a read-only folder none can be made.
        // Without a write-ahead log nobody is writing it (a writer needs one), and the file
        // alone is the whole database: SQLite may take it as unchanging.
        if (has_wal)
            return Error{"read-only: '" + path + "' has changes not yet written back from '" +
                         path +
                         "-wal', which cannot be read in a read-only folder: copy both files to "
                         "a writable folder"};
        mode = sqlite::OpenMode::immutable;
    }
    auto c = sqlite::Connection::open(path, mode);
    if (!c) return Error{c.error()};
    return c;
}

}  // namespace

std::string_view fault_kind(std::string_view message) {
    for (std::string_view kind : {"disk full", "read-only", "damaged", "I/O error", "busy"})
        if (message.starts_with(kind) && message.substr(kind.size()).starts_with(": ")) return kind;
    return {};
}

void wait_for_other_programs(std::chrono::milliseconds limit, LockWaitNotice notice) {
    sqlite::set_default_busy_limit(limit);
    sqlite::set_busy_notice(std::move(notice));
}

Result<GameDatabase> GameDatabase::open(const std::string& path) {
    return open_file(path, true);
}

Result<GameDatabase> GameDatabase::open_existing(const std::string& path) {
    std::error_code ec;
    if (!fs::is_regular_file(path, ec)) return Error{"no database file '" + path + "'"};
    if (fs::file_size(path, ec) == 0 && !ec)
        return Error{"'" + path + "' is empty, not a damascope database"};
    return open_file(path, false);
}

Result<GameDatabase> GameDatabase::open_for_reading(const std::string& path) {
    std::error_code ec;
    if (!fs::is_regular_file(path, ec)) return Error{"no database file '" + path + "'"};
    if (fs::file_size(path, ec) == 0 && !ec)
        return Error{"'" + path + "' is empty, not a damascope database"};
    return open_file(path, false, true);
}

Result<GameDatabase> GameDatabase::open_file(const std::string& path, bool create,
                                             bool reading_only) {
    auto impl = std::make_unique<Impl>();
    impl->path = path;
    std::error_code ec;
    const bool exists = fs::exists(path, ec);
    impl->read_only_reason = why_read_only(path, exists);
    if (reading_only && impl->read_only_reason.empty())
        impl->read_only_reason = "'" + path + "' is opened for reading only";
    if (!impl->read_only_reason.empty()) {
        if (!exists)
            return Error{"read-only: cannot create '" + path + "': " + impl->read_only_reason};
        auto c = open_read_only(path);
        if (!c) return Error{c.error()};
        impl->db = std::move(c).value();
    } else {
        auto c = sqlite::Connection::open(
            path, create ? sqlite::OpenMode::create : sqlite::OpenMode::existing);
        if (!c) return Error{c.error()};
        impl->db = std::move(c).value();
        // A file that only SQLite knows it cannot write (a read-only mount, say).
        if (impl->db->read_only()) impl->read_only_reason = "'" + path + "' cannot be written";
    }
    auto& db = *impl->db;
    auto state = check_is_ours(db, path);
    if (!state) return Error{state.error()};
    if (!impl->read_only_reason.empty()) {
        if (state->version < schema::latest_version())
            return Error{"read-only: '" + path + "' has schema version " +
                         std::to_string(state->version) + " and needs an update to version " +
                         std::to_string(schema::latest_version()) + " that cannot be written (" +
                         impl->read_only_reason + ")" +
                         (reading_only ? "; any damascope-cli command that may write it updates "
                                         "it first (games --db '" +
                                             path + "' does)"
                                       : "")};
        if (auto r = db.exec("PRAGMA query_only = 1; PRAGMA temp_store = MEMORY"); !r)
            return Error{r.error()};
        return GameDatabase(std::move(impl));
    }
    // 16 KB pages for a new file (ignored for an existing one): the packed moves and position
    // runs are blobs of a few KB; measured on OCA_2.0.pdn, the file is 14% smaller and the import
    // a third faster than with 4 KB pages.
    if (auto r = db.exec("PRAGMA page_size = 16384"); !r) return Error{r.error()};
    if (auto r = switch_to_wal(db, path); !r) return Error{r.error()};
    if (auto r = db.exec(connection_pragmas); !r) return Error{r.error()};
    SpaceReserve::remove_stale(path);
    GameDatabase out(std::move(impl));
    // An existing file is checked before a migration writes to it.
    if (state->version > 0 && state->version < schema::latest_version())
        if (auto r = out.check_writable(); !r) return Error{r.error()};
    if (auto r = schema::migrate(db); !r)
        return Error{"'" + path + "': cannot update the schema: " + r.error()};
    // Indexes dropped by a bulk load that never finished come back here. While another connection
    // is importing (it holds the write lock and rebuilds them itself) this is skipped at once:
    // the database works without them, only slower. A damaged file is left as it is.
    auto missing = missing_indexes(db);
    if (missing && *missing && out.check_writable()) {
        const auto limit = db.busy_limit();
        db.set_busy_limit(std::chrono::milliseconds{0});
        [[maybe_unused]] auto repaired = schema::create_secondary_indexes(db);
        db.set_busy_limit(limit);
    }
    return out;
}

bool GameDatabase::read_only() const {
    return !impl_->read_only_reason.empty();
}

Result<bool> GameDatabase::check_writable() {
    if (!impl_->read_only_reason.empty())
        return Error{"read-only: " + impl_->read_only_reason + "; nothing was written"};
    if (impl_->checked) return true;
    // A damaged page anywhere in the file (not only the header, which opening reads) is found
    // before anything is written: writing into a damaged b-tree can spread the damage.
    std::string problems;
    auto q = impl_->db->prepare("PRAGMA quick_check(5)");
    Result<bool> rows = q ? Result<bool>(true) : Result<bool>(Error{q.error()});
    if (q) {
        rows = (*q)->each_row([&] {
            const std::string_view line = (*q)->column_text(0);
            if (line == "ok") return;
            problems += problems.empty() ? "" : "; ";
            problems += line;
        });
    }
    if (!rows) problems = rows.error();
    if (!problems.empty())
        return Error{"damaged: '" + impl_->path + "' failed its integrity check (" + problems +
                     "); nothing was written"};
    impl_->checked = true;
    return true;
}

}  // namespace damascope::database
