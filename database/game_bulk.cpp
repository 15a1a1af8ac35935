// GameDatabase: bulk loads (begin_bulk, commit_bulk, end_bulk). See README.md, "Bulk loads".
#include "database/game_database_impl.hpp"
#include "database/schema.hpp"

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

// Leaves bulk mode after a failure to start it.
Result<bool> abandon_bulk(GameDatabase::Impl& impl, Result<bool> why) {
    impl.bulk.reset();
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

}  // namespace

Result<bool> GameDatabase::begin_bulk(std::int64_t expected_games) {
    if (impl_->bulk) return Error{"a bulk load is already running"};
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
        if (auto r = schema::drop_secondary_indexes(db); !r) return abandon_bulk(*impl_, r);
        if (auto r = load_signatures(*impl_); !r) return abandon_bulk(*impl_, r);
    }
    return true;
}

Result<bool> GameDatabase::commit_bulk() {
    if (!impl_->bulk) return Error{"no bulk load is running"};
    if (auto r = flush_and_commit(*impl_); !r) return r;
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
    if (!impl_->bulk) return Error{"no bulk load is running"};
    auto& db = *impl_->db;
    auto r = flush_and_commit(*impl_);
    // The indexes come back even when the commit failed (what was committed before stays).
    Result<bool> idx = true;
    {
        sqlite::Transaction tx(db);
        idx = tx.ok() ? positions_compact_and_index(*impl_) : Result<bool>(Error{tx.error()});
        if (idx) idx = tx.commit();
    }
    // The checkpointer finishes what it copies (it ran beside the index builds), then the
    // connection checkpoints the rest itself, from now on as usual.
    impl_->checkpointer.reset();
    impl_->positions.release();
    impl_->signatures.clear();
    impl_->signatures_complete = false;
    [[maybe_unused]] auto c =
        db.exec(std::string(connection_pragmas) +
                "PRAGMA cache_size = -2000; PRAGMA wal_autocheckpoint = 1000;");
    if (!r) return r;
    if (!idx) return idx;
    auto ck = db.exec("PRAGMA wal_checkpoint(PASSIVE)");
    return ck;
}

}  // namespace damascope::database
