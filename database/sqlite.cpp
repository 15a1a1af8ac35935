#include "database/sqlite.hpp"

#include <sqlite3.h>
#include <sys/resource.h>
#include <sys/stat.h>

#include <atomic>
#include <cassert>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <mutex>
#include <thread>

namespace damascope::database::sqlite {

using std::chrono::milliseconds;

namespace {

// The process's waiting policy (set_default_busy_limit, set_busy_notice).
std::atomic<std::int64_t> default_limit_ms{60'000};
std::mutex notice_mutex;
BusyNotice busy_notice;

// The last wait for a lock on this thread that ran out, for the message of the error that follows
// it (the busy handler and the failing call run on the same thread).
thread_local milliseconds last_wait_given_up{0};

// What kind of fault an SQLite result code is, said first in messages so that a user sees it at
// once ("disk full: ...") and callers can tell (fault_prefix).
std::string_view fault_of(int rc) {
    switch (rc & 0xff) {
        case SQLITE_BUSY:
        case SQLITE_LOCKED:
            return "busy: ";
        case SQLITE_FULL:
            return "disk full: ";
        case SQLITE_READONLY:
            return "read-only: ";
        case SQLITE_CORRUPT:
        case SQLITE_NOTADB:
            return "damaged: ";
        case SQLITE_IOERR:
            return "I/O error: ";
        default:
            return "";
    }
}

// Whether a failed write went past the file size limit (ulimit -f; SIGXFSZ ignored, so the write
// fails with EFBIG). SQLite says only "disk I/O error", and the errno it keeps is often that of a
// later call, so a database file (or its -wal or -journal) within a few pages of the limit counts.
bool past_file_size_limit(sqlite3* db) {
    rlimit limit{};
    if (getrlimit(RLIMIT_FSIZE, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) return false;
    if (sqlite3_system_errno(db) == EFBIG) return true;
    const char* file = sqlite3_db_filename(db, "main");
    if (file == nullptr || *file == '\0') return false;
    constexpr std::uint64_t margin = 256 * 1024;  // a few 16 KB pages and their frame headers
    for (const char* suffix : {"", "-wal", "-journal"}) {
        struct stat st {};
        const std::string name = std::string(file) + suffix;
        if (::stat(name.c_str(), &st) == 0 &&
            static_cast<std::uint64_t>(st.st_size) + margin >= limit.rlim_cur)
            return true;
    }
    return false;
}

// SQLite's message, or a plain one where SQLite words it vaguely.
std::string reason(sqlite3* db) {
    const int kind = sqlite3_extended_errcode(db) & 0xff;
    if ((kind == SQLITE_IOERR || kind == SQLITE_FULL) && past_file_size_limit(db)) {
        const char* file = sqlite3_db_filename(db, "main");
        std::string text = "file size limit (ulimit -f) reached while writing ";
        if (file && *file)
            text.append("'").append(file).append("'");
        else
            text += "the database";
        return text;
    }
    return sqlite3_errmsg(db);
}

// What a lock held too long by another program means, in words, before SQLite's own.
std::string busy_explanation(sqlite3* db) {
    const char* file = sqlite3_db_filename(db, "main");
    const std::string name = file && *file ? std::string("'") + file + "'" : "the database";
    std::string out;
    if (last_wait_given_up.count() > 0)
        out = "another program kept " + name + " locked for " +
              std::to_string((last_wait_given_up.count() + 500) / 1000) +
              " s, longer than damascope waits (DAMASCOPE_BUSY_WAIT sets how many seconds); ";
    else
        out = "another program holds the lock on " + name + "; ";
    last_wait_given_up = milliseconds{0};
    return out;
}

std::string message_of(sqlite3* db, int rc, std::string_view what) {
    const std::string kind(fault_of(rc));
    const std::string busy = kind == "busy: " ? busy_explanation(db) : std::string();
    return kind + busy + std::string(what) + ": " + reason(db);
}

core::Error make_error(sqlite3* db, std::string_view what) {
    return core::Error{message_of(db, sqlite3_extended_errcode(db), what)};
}

}  // namespace

Statement::~Statement() {
    sqlite3_finalize(stmt_);
}

void Statement::bind(int index, std::int64_t v) {
    sqlite3_bind_int64(stmt_, index, v);
}

void Statement::bind(int index, std::string_view text) {
    sqlite3_bind_text(stmt_, index, text.data(), static_cast<int>(text.size()), SQLITE_TRANSIENT);
}

void Statement::bind_ref(int index, const std::string& text) {
    sqlite3_bind_text(stmt_, index, text.data(), static_cast<int>(text.size()), SQLITE_STATIC);
}

void Statement::bind_blob(int index, std::span<const std::uint8_t> data) {
    // An empty span may have a null data pointer, which SQLite would store as NULL: use "".
    const void* p = data.empty() ? static_cast<const void*>("") : data.data();
    sqlite3_bind_blob(stmt_, index, p, static_cast<int>(data.size()), SQLITE_TRANSIENT);
}

void Statement::bind_blob_ref(int index, std::span<const std::uint8_t> data) {
    const void* p = data.empty() ? static_cast<const void*>("") : data.data();
    sqlite3_bind_blob(stmt_, index, p, static_cast<int>(data.size()), SQLITE_STATIC);
}

void Statement::bind_null(int index) {
    sqlite3_bind_null(stmt_, index);
}

Result<bool> Statement::step() {
    const int rc = sqlite3_step(stmt_);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    auto err = make_error(db_, std::string("SQL error in \"") + sqlite3_sql(stmt_) + "\"");
    sqlite3_reset(stmt_);
    return err;
}

Result<bool> Statement::run() {
    auto r = step();
    if (!r) return r;
    sqlite3_reset(stmt_);
    return true;
}

void Statement::reset() {
    sqlite3_reset(stmt_);
    sqlite3_clear_bindings(stmt_);
}

std::int64_t Statement::column_int64(int col) const {
    return sqlite3_column_int64(stmt_, col);
}

std::string_view Statement::column_text(int col) const {
    const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(stmt_, col));
    if (!p) return {};
    return {p, static_cast<std::size_t>(sqlite3_column_bytes(stmt_, col))};
}

std::span<const std::uint8_t> Statement::column_blob(int col) const {
    const auto* p = static_cast<const std::uint8_t*>(sqlite3_column_blob(stmt_, col));
    if (!p) return {};
    return {p, static_cast<std::size_t>(sqlite3_column_bytes(stmt_, col))};
}

bool Statement::column_is_null(int col) const {
    return sqlite3_column_type(stmt_, col) == SQLITE_NULL;
}

namespace {

// The name to give SQLite for the file at `path`. A database is always a file: SQLite would read
// a name starting with "file:" as a URI (Debian's SQLite enables URIs by default, whatever the
// open flags say) and ":memory:" or "" as a database in memory, so such relative paths are given
// as "./path", which names the same file and means nothing else to SQLite.
std::string file_name_for_sqlite(const std::string& path) {
    if (path.empty() || path == ":memory:" || path.starts_with("file:")) return "./" + path;
    return path;
}

// `path` made absolute, with the characters that mean something in a URI escaped.
std::string uri_path(const std::string& path) {
    std::error_code ec;
    auto abs = std::filesystem::absolute(path, ec);
    const std::string p = ec ? path : abs.string();
    static constexpr char hex[] = "0123456789ABCDEF";
    std::string out;
    for (char c : p) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '%' || c == '?' || c == '#' || u < 0x20) {
            out += '%';
            out += hex[u >> 4];
            out += hex[u & 15];
        } else {
            out += c;
        }
    }
    return out;
}
}  // namespace

void set_default_busy_limit(milliseconds limit) {
    default_limit_ms = std::max<std::int64_t>(0, limit.count());
}

milliseconds default_busy_limit() {
    return milliseconds{default_limit_ms.load()};
}

void set_busy_notice(BusyNotice notice) {
    std::lock_guard lock(notice_mutex);
    busy_notice = std::move(notice);
}

struct Connection::BusyWait {
    std::string path;
    milliseconds limit{0};
    std::chrono::steady_clock::time_point started;
    bool told = false;

    // SQLite's busy handler: `count` is 0 at the first call of a wait.
    static int on_busy(void* self, int count) {
        auto& w = *static_cast<BusyWait*>(self);
        const auto now = std::chrono::steady_clock::now();
        if (count == 0) {
            w.started = now;
            w.told = false;
        }
        const auto waited = std::chrono::duration_cast<milliseconds>(now - w.started);
        if (waited >= w.limit) {
            last_wait_given_up = waited;
            return 0;
        }
        if (!w.told && waited >= milliseconds{1000}) {
            w.told = true;
            std::lock_guard lock(notice_mutex);
            if (busy_notice) busy_notice(w.path, w.limit);
        }
        // Short polls at first and then every 5 ms: a bulk writer is away from the lock only
        // between two of its commits (it also pauses there, see commit_bulk).
        std::this_thread::sleep_for(count < 10 ? milliseconds{1} : milliseconds{5});
        return 1;
    }
};

Connection::Connection(sqlite3* db, std::string path)
    : db_(db), busy_(std::make_unique<BusyWait>()) {
    busy_->path = std::move(path);
    set_busy_limit(default_busy_limit());
}

void Connection::set_busy_limit(milliseconds limit) {
    busy_->limit = limit;
    if (limit.count() > 0)
        sqlite3_busy_handler(db_, &BusyWait::on_busy, busy_.get());
    else
        sqlite3_busy_handler(db_, nullptr, nullptr);
}

milliseconds Connection::busy_limit() const {
    return busy_->limit;
}

Result<std::unique_ptr<Connection>> Connection::open(const std::string& path, OpenMode mode) {
    sqlite3* db = nullptr;
    // Never SQLITE_OPEN_URI, except for the immutable mode below, which builds its own URI.
    int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX;
    if (mode == OpenMode::create) flags |= SQLITE_OPEN_CREATE;
    std::string name = file_name_for_sqlite(path);
    if (mode == OpenMode::read_only || mode == OpenMode::immutable)
        flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX;
    if (mode == OpenMode::immutable) {
        // Only a URI can say "immutable" (no -wal or -shm files: a WAL database in a read-only
        // folder). Absolute, so that no "//" can be taken for an authority.
        flags |= SQLITE_OPEN_URI;
        name = "file:" + uri_path(path) + "?immutable=1";
    }
    const int rc = sqlite3_open_v2(name.c_str(), &db, flags, nullptr);
    if (rc != SQLITE_OK) {
        std::string msg = db ? reason(db) : sqlite3_errstr(rc);
        sqlite3_close(db);
        return core::Error{"cannot open database '" + path + "': " + msg};
    }
    sqlite3_extended_result_codes(db, 1);
    return std::unique_ptr<Connection>(new Connection(db, path));
}

Connection::~Connection() {
    cache_.clear();  // statements must be finalized before the connection closes
    sqlite3_close(db_);
}

Result<bool> Connection::exec(std::string_view sql) {
    char* msg = nullptr;
    const std::string text(sql);
    if (const int rc = sqlite3_exec(db_, text.c_str(), nullptr, nullptr, &msg); rc != SQLITE_OK) {
        std::string err = msg ? msg : sqlite3_errmsg(db_);
        if (const int kind = sqlite3_extended_errcode(db_) & 0xff;
            (kind == SQLITE_IOERR || kind == SQLITE_FULL) && past_file_size_limit(db_))
            err = reason(db_);
        sqlite3_free(msg);
        const int code = sqlite3_extended_errcode(db_);
        const std::string kind(fault_of(code));
        const std::string busy = kind == "busy: " ? busy_explanation(db_) : std::string();
        return core::Error{kind + busy + err + " (in \"" + text.substr(0, 80) + "\")"};
    }
    return true;
}

Result<Lease> Connection::cached(std::string_view sql) {
    auto it = cache_.find(sql);
    if (it == cache_.end()) {
        auto st = prepare(sql);
        if (!st) return core::Error{st.error()};
        it = cache_.emplace(std::string(sql), std::move(st).value()).first;
    }
    return Lease(*it->second);
}

Result<std::unique_ptr<Statement>> Connection::prepare(std::string_view sql) {
    sqlite3_stmt* stmt = nullptr;
    const int rc = sqlite3_prepare_v3(db_, sql.data(), static_cast<int>(sql.size()),
                                      SQLITE_PREPARE_PERSISTENT, &stmt, nullptr);
    if (rc != SQLITE_OK) {
        sqlite3_finalize(stmt);
        return make_error(db_, "cannot prepare \"" + std::string(sql.substr(0, 120)) + "\"");
    }
    return std::make_unique<Statement>(stmt, db_);
}

Result<std::int64_t> Connection::query_int(std::string_view sql) {
    auto st = prepare(sql);
    if (!st) return core::Error{st.error()};
    auto row = (*st)->step();
    if (!row) return core::Error{row.error()};
    if (!*row) return std::int64_t{0};
    return (*st)->column_int64(0);
}

std::int64_t Connection::last_insert_rowid() const {
    return sqlite3_last_insert_rowid(db_);
}

std::int64_t Connection::changes() const {
    return sqlite3_changes64(db_);
}

std::int64_t Connection::total_changes() const {
    return sqlite3_total_changes64(db_);
}

bool Connection::read_only() const {
    return sqlite3_db_readonly(db_, "main") == 1;
}

std::string Connection::error_message() const {
    return reason(db_);
}

bool Connection::in_transaction() const {
    return sqlite3_get_autocommit(db_) == 0;
}

namespace {
// Runs a cached statement without parameters (savepoints are taken once per game in a bulk load:
// parsing them each time would cost more than the game's inserts).
Result<bool> run_cached(Connection& c, std::string_view sql) {
    auto st = c.cached(sql);
    if (!st) return core::Error{st.error()};
    return st.value()->run();
}
}  // namespace

Transaction::Transaction(Connection& c) : c_(c) {
    nested_ = c_.in_transaction();
    auto r = nested_ ? run_cached(c_, "SAVEPOINT damascope_tx") : c_.exec("BEGIN IMMEDIATE");
    begun_ = r.ok();
    if (!begun_) error_ = r.error();
}

Transaction::~Transaction() {
    if (begun_ && !done_) {
        // A rollback can only fail when there is nothing left to roll back.
        if (nested_) {
            [[maybe_unused]] auto r = run_cached(c_, "ROLLBACK TO damascope_tx");
            [[maybe_unused]] auto r2 = run_cached(c_, "RELEASE damascope_tx");
        } else {
            [[maybe_unused]] auto r = c_.exec("ROLLBACK");
        }
    }
}

Result<bool> Transaction::commit() {
    assert(begun_ && !done_);
    auto r = nested_ ? run_cached(c_, "RELEASE damascope_tx") : c_.exec("COMMIT");
    if (r) done_ = true;
    return r;
}

}  // namespace damascope::database::sqlite
