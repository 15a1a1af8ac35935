// Two programs on one database: a connection waits for another's write lock, says so once the wait
// has lasted a second, gives up after its limit with a message in words, and a bulk load lets a
// waiting writer in between its commits.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <mutex>
#include <thread>
#include <vector>

#include "database/game_database.hpp"
#include "test_games.hpp"

namespace damascope::database {
namespace {

using namespace std::chrono_literals;
using testing::make_game;
using testing::temp_db;

// The notices told while a test runs; the process's default wait is put back afterwards.
class LockWait : public ::testing::Test {
  protected:
    void SetUp() override {
        wait_for_other_programs(default_lock_wait,
                                [this](const std::string& path, std::chrono::milliseconds limit) {
                                    std::lock_guard lock(mutex_);
                                    notices_.emplace_back(path, limit);
                                });
    }
    void TearDown() override { wait_for_other_programs(default_lock_wait, nullptr); }
    std::vector<std::pair<std::string, std::chrono::milliseconds>> notices() {
        std::lock_guard lock(mutex_);
        return notices_;
    }

  private:
    std::mutex mutex_;
    std::vector<std::pair<std::string, std::chrono::milliseconds>> notices_;
};

TEST_F(LockWait, AWriterWaitsForTheOtherAndIsToldOnceAfterASecond) {
    const auto path = temp_db("lock_wait");
    auto holder = GameDatabase::open(path);
    ASSERT_TRUE(holder);
    ASSERT_TRUE(holder.value().add_game(make_game(core::Variant::dama, 6, 1)));
    auto waiter = GameDatabase::open(path);
    ASSERT_TRUE(waiter);
    waiter.value().set_busy_limit(10s);

    ASSERT_TRUE(holder.value().begin_bulk());  // holds the write lock until end_bulk
    std::thread release([&] {
        std::this_thread::sleep_for(1800ms);
        ASSERT_TRUE(holder.value().end_bulk());
    });
    const auto start = std::chrono::steady_clock::now();
    auto added = waiter.value().add_game(make_game(core::Variant::dama, 8, 2));
    const auto waited = std::chrono::steady_clock::now() - start;
    release.join();
    ASSERT_TRUE(added) << added.error();
    EXPECT_GE(waited, 1500ms);  // it did wait for the holder, which let go after 1.8 s
    const auto told = notices();
    ASSERT_EQ(told.size(), 1u);
    EXPECT_NE(told[0].first.find("lock_wait"), std::string::npos) << told[0].first;
    EXPECT_EQ(told[0].second, 10s);
}

TEST_F(LockWait, AWaitPastTheLimitFailsWithAMessageInWordsAndWritesNothing) {
    const auto path = temp_db("lock_gives_up");
    auto holder = GameDatabase::open(path);
    ASSERT_TRUE(holder);
    ASSERT_TRUE(holder.value().add_game(make_game(core::Variant::dama, 6, 1)));
    auto waiter = GameDatabase::open(path);
    ASSERT_TRUE(waiter);
    waiter.value().set_busy_limit(300ms);
    ASSERT_TRUE(holder.value().begin_bulk());
    auto added = waiter.value().add_game(make_game(core::Variant::dama, 8, 2));
    ASSERT_FALSE(added);
    EXPECT_EQ(fault_kind(added.error()), "busy") << added.error();
    EXPECT_NE(added.error().find("another program kept"), std::string::npos) << added.error();
    EXPECT_NE(added.error().find("lock_gives_up"), std::string::npos) << added.error();
    EXPECT_TRUE(notices().empty());  // under a second: nothing to say yet
    ASSERT_TRUE(holder.value().end_bulk());
    auto count = waiter.value().count_games(GameFilter{});
    ASSERT_TRUE(count);
    EXPECT_EQ(*count, 1);
}

// An import commits every few hundred games and starts its next transaction at once: a writer
// polling for the lock must still get in between, long before the import ends.
TEST_F(LockWait, ABulkLoadLetsAWaitingWriterInBetweenItsCommits) {
    const auto path = temp_db("lock_bulk");
    auto importer = GameDatabase::open(path);
    ASSERT_TRUE(importer);
    ASSERT_TRUE(importer.value().add_game(make_game(core::Variant::dama, 6, 1)));
    auto editor = GameDatabase::open(path);
    ASSERT_TRUE(editor);
    editor.value().set_busy_limit(1500ms);

    std::atomic<bool> stop{false};
    std::atomic<int> commits{0};
    ASSERT_TRUE(importer.value().begin_bulk());
    std::thread bulk([&] {
        int seed = 100;
        // Each commit holds the lock a while, as a batch of games does.
        while (!stop) {
            for (int i = 0; i < 20; ++i)
                ASSERT_TRUE(importer.value().add_game(make_game(core::Variant::dama, 10, ++seed)));
            std::this_thread::sleep_for(20ms);
            ASSERT_TRUE(importer.value().commit_bulk());
            ++commits;
        }
        ASSERT_TRUE(importer.value().end_bulk());
    });
    while (commits < 2) std::this_thread::sleep_for(5ms);
    std::vector<std::string> failures;
    for (int edit = 0; edit < 5; ++edit) {
        auto r = editor.value().update_game(
            1, make_game(core::Variant::dama, 6, 1, "Edited " + std::to_string(edit)));
        if (!r) failures.push_back(r.error());
    }
    stop = true;
    bulk.join();
    EXPECT_TRUE(failures.empty()) << failures.front();
}

}  // namespace
}  // namespace damascope::database
