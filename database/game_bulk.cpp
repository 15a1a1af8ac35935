// GameDatabase: bulk loads (begin_bulk, commit_bulk, end_bulk). See README.md, "Bulk loads".
#include "database/game_database_impl.hpp"
#include "database/schema.hpp"
#include "database/space_reserve.hpp"

#include <chrono>
#include <thread>

namespace damascope::database {

using core::Error;
using core::Result;

namespace {

Result<std::int64_t> data_version(sqlite::Connection& db) {
    return db.query_int("PRAGMA data_version");
}

// Reads the signatures of every stored game (inside the bulk transaction, so none can be added
// meanwhile).
Result<bool> load_signatures(GameDatabase::Impl& impl) {
    impl.signatures.clear();
    impl.signatures_complete = false;
    auto q = impl.db->prepare("SELECT signature FROM games");
    if (!q) return Error{q.error()};
    auto rows = (*q)->each_row([&] { impl.signatures.insert(from_sql((*q)->column_int64(0))); });
    if (!rows) return Error{rows.error()};
    auto v = data_version(*impl.db);
    if (!v) return Error{v.error()};
    impl.data_version = *v;
    impl.signatures_complete = true;
    return true;
}

// The room that building the secondary indexes of `games` games needs: measured 138 bytes a game
// on OCA_2.0.pdn (3.0 MB for 22,621 games), taken as 192, and 1 MB for the schema pages.
std::uint64_t index_room(std::int64_t games) {
    return static_cast<std::uint64_t>(games) * 192 + (1u << 20);
}

// Leaves bulk mode after a failure to start it (the transaction that dropped the indexes, if it
// did, is rolled back).
Result<bool> abandon_bulk(GameDatabase::Impl& impl, Result<bool> why) {
    impl.bulk.reset();
    impl.reserve.reset();
    impl.checkpointer.reset();
    impl.signatures.clear();
    impl.signatures_complete = false;
    [[maybe_unused]] auto r =
        impl.db->exec(std::string(connection_pragmas) + "PRAGMA wal_autocheckpoint = 1000;");
    return why;
}

// Writes the pending position entries and commits; on failure everything since the last commit
// is rolled back (games and their entries together).
Result<bool> flush_and_commit(GameDatabase::Impl& impl) {
    Result<bool> r = true;
    if (impl.bulk_failed) {
        r = Error{"the bulk load failed: the games added since its last commit were rolled back"};
    } else {
        r = impl.positions.flush(*impl.db, false);
        if (r) r = impl.bulk->commit();
    }
    impl.positions.discard();
    impl.bulk.reset();  // rolls back unless committed
    impl.bulk_failed = false;
    if (r && impl.checkpointer) impl.checkpointer->request();
    return r;
}

// The secondary indexes back, each missing one in a transaction of its own. On a full disk the
// first try may fail: the write-ahead log is then checkpointed and truncated (its pages are in the
// database file or rolled back) and the indexes tried once more in the room that freed.
Result<bool> rebuild_indexes(GameDatabase::Impl& impl) {
    auto& db = *impl.db;
    auto r = schema::create_secondary_indexes(db);
    if (r) return r;
    [[maybe_unused]] auto truncated = db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    return schema::create_secondary_indexes(db);
}

}  // namespace

Result<bool> GameDatabase::begin_bulk(std::int64_t expected_games) {
    if (impl_->bulk_active) return Error{"a bulk load is already running"};
    if (auto w = check_writable(); !w) return w;
    auto& db = *impl_->db;
    // Dropping the indexes pays when the load is big next to what is stored: rebuilding them costs
    // one sort of the table, keeping them one B-tree insert per row. The same holds for reading
    // the stored signatures, which spares most games their duplicate check in SQL.
    auto existing = db.query_int("SELECT count(*) FROM games");
    if (!existing) return Error{existing.error()};
    const bool big = expected_games < 0 || expected_games * 4 >= *existing;
    // Foreign keys are checked on every insert; the bulk load writes only rows it just linked
    // itself, so the checks are off until end_bulk() (the pragma only works outside transactions).
    // Checkpoints run on a thread of their own (wal_checkpointer.hpp). A 16 MB cache holds a
    // commit's worth of pages; 64 MB measured no faster, only more page faults.
    if (auto r = db.exec("PRAGMA foreign_keys = OFF; PRAGMA cache_size = -16384; "
                         "PRAGMA wal_autocheckpoint = 0");
        !r)
        return abandon_bulk(*impl_, r);
    impl_->checkpointer = WalCheckpointer::start(impl_->path);
    if (!impl_->checkpointer) {
        if (auto r = db.exec("PRAGMA wal_autocheckpoint = 1000"); !r)
            return abandon_bulk(*impl_, r);
    }
    impl_->bulk = std::make_unique<sqlite::Transaction>(db);
    if (!impl_->bulk->ok()) return abandon_bulk(*impl_, Error{impl_->bulk->error()});
    if (big) {
        // The indexes are dropped only when the room to build them again is held aside (see
        // space_reserve.hpp): a full disk must not leave the database without them.
        const std::int64_t games =
            *existing + (expected_games >= 0 ? expected_games : *existing + 10000);
        impl_->reserve = SpaceReserve::take(impl_->path, index_room(games));
        if (impl_->reserve)
            if (auto r = schema::drop_secondary_indexes(db); !r) return abandon_bulk(*impl_, r);
        if (auto r = load_signatures(*impl_); !r) return abandon_bulk(*impl_, r);
    }
    impl_->bulk_active = true;
    return true;
}

Result<bool> GameDatabase::commit_bulk() {
    if (!impl_->bulk_active) return Error{"no bulk load is running"};
    if (!impl_->bulk) return Error{"the bulk load stopped at a failed commit"};
    if (auto r = flush_and_commit(*impl_); !r) return r;
    // Another program waiting for the lock (the desktop app saving a comment) polls every few
    // milliseconds: without this pause the next batch would take the lock back before it looks,
    // and it would wait for the whole import. 10 ms a batch of 256 games is about 1% of the time.
    std::this_thread::sleep_for(std::chrono::milliseconds{10});
    impl_->bulk = std::make_unique<sqlite::Transaction>(*impl_->db);
    if (!impl_->bulk->ok()) {
        std::string err = impl_->bulk->error();
        impl_->bulk.reset();
        return Error{err};
    }
    // Another connection may have stored games between the commit and the new transaction: then
    // the signatures in memory are no longer all of them, and every game is checked in SQL.
    if (impl_->signatures_complete) {
        auto v = data_version(*impl_->db);
        if (!v || *v != impl_->data_version) {
            impl_->signatures.clear();
            impl_->signatures_complete = false;
        }
    }
    return true;
}

Result<bool> GameDatabase::end_bulk() {
    if (!impl_->bulk_active) return Error{"no bulk load is running"};
    auto& db = *impl_->db;
    // After a failed commit there is no transaction left: what was committed before stays.
    Result<bool> committed = impl_->bulk ? flush_and_commit(*impl_) : Result<bool>(true);
    impl_->bulk.reset();
    impl_->bulk_active = false;
    impl_->bulk_failed = false;
    impl_->positions.discard();
    // Whatever happened, the indexes come back, in the room held for them (the database works
    // without them, only slower); then the position runs of the load are merged (a failure
    // there costs only speed).
    // The checkpointer stops first: copying the log into the file would take that room.
    impl_->checkpointer.reset();
    impl_->reserve.reset();
    Result<bool> indexes = rebuild_indexes(*impl_);
    Result<bool> merged = true;
    if (indexes) {
        sqlite::Transaction tx(db);
        merged = tx.ok() ? impl_->positions.compact_all(db) : Result<bool>(Error{tx.error()});
        if (merged) merged = tx.commit();
    }
    // From now on the connection checkpoints itself, as usual. A checkpoint that fails (a full
    // disk) loses nothing: the pages stay in the write-ahead log.
    impl_->positions.release();
    impl_->signatures.clear();
    impl_->signatures_complete = false;
    [[maybe_unused]] auto c =
        db.exec(std::string(connection_pragmas) +
                "PRAGMA cache_size = -2000; PRAGMA wal_autocheckpoint = 1000;");
    [[maybe_unused]] auto ck = db.exec("PRAGMA wal_checkpoint(PASSIVE)");
    std::string problems;
    if (!committed)
        problems = committed.error() + " (the games added since the last commit were not stored)";
    if (!indexes)
        problems += (problems.empty() ? "" : "; ") +
                    ("the indexes could not be rebuilt: " + indexes.error() +
                     " (the database is complete and readable, only slower to sort and filter; "
                     "the indexes are rebuilt when it is next opened with room to write)");
    else if (!merged)
        problems += (problems.empty() ? "" : "; ") +
                    ("the position index could not be merged: " + merged.error() +
                     " (position searches are slower until the next import)");
    if (!problems.empty()) return Error{problems};
    return true;
}

}  // namespace damascope::database
