#include "database/wal_checkpointer.hpp"

namespace damascope::database {

std::unique_ptr<WalCheckpointer> WalCheckpointer::start(const std::string& path) {
    auto c = sqlite::Connection::open(path, sqlite::OpenMode::existing);
    if (!c) return nullptr;
    // synchronous = NORMAL as the writer: the checkpoint syncs the WAL, then the database file.
    if (!c.value()->exec("PRAGMA synchronous = NORMAL")) return nullptr;
    return std::unique_ptr<WalCheckpointer>(new WalCheckpointer(std::move(c).value()));
}

WalCheckpointer::WalCheckpointer(std::unique_ptr<sqlite::Connection> db) : db_(std::move(db)) {
    thread_ = std::thread([this] { run(); });
}

WalCheckpointer::~WalCheckpointer() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_one();
    thread_.join();
}

void WalCheckpointer::request() {
    {
        std::lock_guard lock(mutex_);
        requested_ = true;
    }
    wake_.notify_one();
}

void WalCheckpointer::run() {
    for (;;) {
        {
            std::unique_lock lock(mutex_);
            wake_.wait(lock, [&] { return requested_ || stopping_; });
            if (stopping_) return;
            requested_ = false;
        }
        // PASSIVE never blocks the writer nor waits for readers; what it cannot copy now is
        // copied by the next request or by the writer's checkpoint at the end of the load. A
        // failure leaves the pages in the WAL, where they stay safe.
        [[maybe_unused]] auto r = db_->exec("PRAGMA wal_checkpoint(PASSIVE)");
    }
}

}  // namespace damascope::database
