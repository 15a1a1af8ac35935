// Checkpoints of a bulk load on a thread of their own: the writer's connection stops checkpointing
// (PRAGMA wal_autocheckpoint = 0) and a second connection copies the committed pages from the WAL
// into the database file while the writer goes on, so a commit no longer waits for that copy and
// its fsyncs. WAL allows one checkpointer beside one writer.
#pragma once

#include <condition_variable>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

#include "database/sqlite.hpp"

namespace damascope::database {

class WalCheckpointer {
  public:
    // Opens its own connection to `path`; nullptr if it cannot (the caller then checkpoints
    // itself, as without one).
    static std::unique_ptr<WalCheckpointer> start(const std::string& path);
    ~WalCheckpointer();  // waits for a checkpoint under way, then stops
    WalCheckpointer(const WalCheckpointer&) = delete;
    WalCheckpointer& operator=(const WalCheckpointer&) = delete;

    // Asks for a checkpoint of what is committed now (after a commit); returns at once.
    void request();

  private:
    explicit WalCheckpointer(std::unique_ptr<sqlite::Connection> db);
    void run();

    std::unique_ptr<sqlite::Connection> db_;
    std::mutex mutex_;
    std::condition_variable wake_;
    bool requested_ = false, stopping_ = false;
    std::thread thread_;
};

}  // namespace damascope::database
