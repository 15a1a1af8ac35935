// A small RAII wrapper over SQLite: a connection with a cache of prepared statements, statements
// with bind/step/column helpers, and a transaction that rolls back unless committed. The SQLite
// types are only forward-declared here: <sqlite3.h> stays inside database/*.cpp.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>

#include "core/result.hpp"

struct sqlite3;
struct sqlite3_stmt;

namespace damascope::database::sqlite {

using core::Result;

class Statement {
  public:
    Statement(sqlite3_stmt* stmt, sqlite3* db) : stmt_(stmt), db_(db) {}
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;
    ~Statement();

    // Parameters are numbered from 1, as in SQLite.
    void bind(int index, std::int64_t v);
    void bind(int index, int v) { bind(index, static_cast<std::int64_t>(v)); }
    void bind(int index,
              std::string_view text);  // copied by SQLite only if needed (SQLITE_TRANSIENT)
    // Binds without copying: `text` must stay unchanged until the statement has been stepped.
    void bind_ref(int index, const std::string& text);
    void bind_ref(int index, std::string&&) = delete;  // a temporary would not live long enough
    void bind_blob(int index, std::span<const std::uint8_t> data);  // copied
    // Binds without copying: `data` must stay unchanged until the statement has been stepped.
    void bind_blob_ref(int index, std::span<const std::uint8_t> data);
    void bind_null(int index);
    // True when a row is ready, false when the statement is done; an error otherwise.
    Result<bool> step();
    // Steps a statement that returns no rows.
    Result<bool> run();
    // Steps through every row, calling `on_row()` for each (it reads the columns); the first
    // step error ends the loop and is returned.
    template <class F>
    Result<bool> each_row(F&& on_row) {
        for (;;) {
            auto row = step();
            if (!row) return row;
            if (!*row) return true;
            on_row();
        }
    }
    // Ready for new bindings and a new run; also ends the statement's read of the database.
    void reset();

    std::int64_t column_int64(int col) const;
    int column_int(int col) const { return static_cast<int>(column_int64(col)); }
    std::string_view column_text(int col) const;
    std::span<const std::uint8_t> column_blob(int col) const;
    bool column_is_null(int col) const;

  private:
    sqlite3_stmt* stmt_;
    sqlite3* db_;
};

// A cached statement in use: reset (and its bindings cleared) when the lease ends, so that no read
// stays open on the database after a query.
class Lease {
  public:
    explicit Lease(Statement& s) : s_(&s) {}
    Lease(Lease&& o) noexcept : s_(o.s_) { o.s_ = nullptr; }
    Lease& operator=(Lease&&) = delete;
    ~Lease() {
        if (s_) s_->reset();
    }
    Statement* operator->() const { return s_; }
    Statement& operator*() const { return *s_; }

  private:
    Statement* s_;
};

// create: read-write, created if missing; existing: read-write (SQLite falls back to read-only
// when the file cannot be written); read_only; immutable: read-only, and SQLite assumes nobody
// changes the file (it then needs no -shm file: a WAL database in a read-only folder).
enum class OpenMode { create, existing, read_only, immutable };

// Messages of SQLite errors start with the kind of fault when it is one of these: "disk full: ",
// "read-only: ", "damaged: ", "I/O error: " or "busy: " (another program held the file's lock
// for longer than this one waits).

// Waiting for another program's lock. Every connection waits up to the process's busy limit when
// the file is locked (SQLite's SQLITE_BUSY), polling every few milliseconds so that a writer that
// lets go only briefly between its commits (a bulk import) is not starved. Once a wait has lasted a
// second, the notice (when set) is told once, with the file and the limit, so that a person sees
// why nothing happens ("another program is writing to ...; waiting"). The limit and the notice
// are the program's choice (the CLI waits a minute and says so on stderr).
using BusyNotice = std::function<void(const std::string& path, std::chrono::milliseconds limit)>;
void set_default_busy_limit(std::chrono::milliseconds limit);
std::chrono::milliseconds default_busy_limit();
void set_busy_notice(BusyNotice notice);

class Connection {
  public:
    static Result<std::unique_ptr<Connection>> open(const std::string& path, OpenMode mode);
    Connection(const Connection&) = delete;
    Connection& operator=(const Connection&) = delete;
    ~Connection();

    // Runs one or more statements with no parameters (pragmas, DDL).
    Result<bool> exec(std::string_view sql);
    // A statement prepared once and kept for the connection's life, keyed by its text.
    Result<Lease> cached(std::string_view sql);
    // A one-off statement (SQL built at run time).
    Result<std::unique_ptr<Statement>> prepare(std::string_view sql);
    // The first column of the first row of `sql` as an integer (pragmas, counts).
    Result<std::int64_t> query_int(std::string_view sql);

    std::int64_t last_insert_rowid() const;
    std::int64_t changes() const;        // rows changed by the last INSERT, UPDATE or DELETE
    std::int64_t total_changes() const;  // rows changed since the connection opened
    std::string error_message() const;
    bool in_transaction() const;
    // Whether SQLite opened the file read-only.
    bool read_only() const;
    // How long this connection waits for another program's lock (0: not at all); the process's
    // default_busy_limit() when it opens.
    void set_busy_limit(std::chrono::milliseconds limit);
    std::chrono::milliseconds busy_limit() const;

    struct BusyWait;  // the busy handler's state (sqlite.cpp)

  private:
    Connection(sqlite3* db, std::string path);
    // Looked up by string_view without building a std::string (statements run once per game).
    struct SqlHash {
        using is_transparent = void;
        std::size_t operator()(std::string_view s) const {
            return std::hash<std::string_view>{}(s);
        }
    };
    sqlite3* db_;
    std::unique_ptr<BusyWait> busy_;
    std::unordered_map<std::string, std::unique_ptr<Statement>, SqlHash, std::equal_to<>> cache_;
};

// BEGIN IMMEDIATE on construction (when ok()), ROLLBACK in the destructor unless commit()
// succeeded. Inside an open transaction it is a SAVEPOINT instead, rolled back to on failure.
class Transaction {
  public:
    explicit Transaction(Connection& c);
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;
    ~Transaction();
    // Whether BEGIN succeeded; error() says why not.
    bool ok() const { return begun_; }
    const std::string& error() const { return error_; }
    Result<bool> commit();

  private:
    Connection& c_;
    bool begun_ = false;
    bool nested_ = false;
    bool done_ = false;
    std::string error_;
};

}  // namespace damascope::database::sqlite
