// GameDatabase under faults: two connections creating one file at once, a damaged page anywhere in
// the file, and the indexes of a bulk load that fails.
#include <gtest/gtest.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <thread>

#include "database/game_database.hpp"
#include "database/schema.hpp"
#include "database/sqlite.hpp"
#include "test_games.hpp"

namespace damascope::database {
namespace {

using testing::make_game;
using testing::read_bytes;
using testing::temp_db;

void write_bytes(const std::string& path, const std::string& bytes) {
    std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
}

std::string quick_check_of(const std::string& path) {
    auto c = sqlite::Connection::open(path, sqlite::OpenMode::read_only);
    if (!c) return c.error();
    auto q = c.value()->prepare("PRAGMA integrity_check");
    if (!q) return q.error();
    auto row = (*q)->step();
    if (!row) return row.error();
    return std::string((*q)->column_text(0));
}

// Two connections (as two processes would) create the same new file at the same moment, many
// times: the migrations re-read the version inside their write transaction, so neither fails
// (before, one failed 4 times in 5 with "table games already exists").
TEST(DatabaseFaults, TwoConnectionsCreatingOneFileNeverFail) {
    constexpr int rounds = 100;
    for (int round = 0; round < rounds; ++round) {
        const auto path = temp_db("race");
        std::atomic<int> ready{0};
        std::string errors[2];
        auto create = [&](int who) {
            ++ready;
            while (ready.load() < 2) {
            }
            auto db = GameDatabase::open(path);
            if (!db) {
                errors[who] = db.error();
                return;
            }
            auto added = db.value().add_game(make_game(core::Variant::dama, 6, who));
            if (!added) errors[who] = added.error();
        };
        std::thread other(create, 1);
        create(0);
        other.join();
        ASSERT_EQ(errors[0], "") << "round " << round;
        ASSERT_EQ(errors[1], "") << "round " << round;
        auto db = GameDatabase::open_existing(path);
        ASSERT_TRUE(db.ok()) << db.error();
        EXPECT_EQ(*db.value().count_games({}), 2);
    }
}

// A page damaged anywhere in the file is found before anything is written: every write is
// refused with "damaged: ..." and the file stays as it was. Each page of a small database is
// damaged in turn (a page whose damage SQLite's own integrity check does not see, a free page
// say, may be written).
TEST(DatabaseFaults, DamagedPageAnywhereIsFoundBeforeWriting) {
    const auto path = temp_db("damaged_pages");
    {
        auto db = GameDatabase::open(path);
        ASSERT_TRUE(db.ok()) << db.error();
        ASSERT_TRUE(db.value().begin_bulk().ok());
        for (int i = 0; i < 400; ++i)
            ASSERT_TRUE(db.value()
                            .add_game(make_game(core::Variant::dhama, 30, i, std::to_string(i)))
                            .ok());
        ASSERT_TRUE(db.value().end_bulk().ok());
    }
    ASSERT_FALSE(std::filesystem::exists(path + "-wal"));  // all in the file
    const std::string pristine = read_bytes(path);
    constexpr std::size_t page = 16384;
    ASSERT_EQ(pristine.size() % page, 0u);
    const std::size_t pages = pristine.size() / page;
    ASSERT_GE(pages, 8u);
    int refused = 0;
    for (std::size_t p = 0; p < pages; ++p) {
        SCOPED_TRACE("page " + std::to_string(p + 1) + " of " + std::to_string(pages));
        std::string damaged = pristine;
        // Garbage over the page, past the file header on page 1.
        for (std::size_t i = (p == 0 ? 100 : 0); i < page; i += 7)
            damaged[p * page + i] = static_cast<char>((i * 131 + p) % 251);
        write_bytes(path, damaged);
        const bool sqlite_sees_it = quick_check_of(path) != "ok";
        write_bytes(path, damaged);
        for (const char* suffix : {"-wal", "-shm"}) std::filesystem::remove(path + suffix);

        std::string error;
        auto db = GameDatabase::open(path);
        if (!db) {
            error = db.error();
        } else {
            auto added = db.value().add_game(make_game(core::Variant::dama, 8, 1, "New"));
            if (!added) error = added.error();
            auto analysed = db.value().save_analysis(GameAnalysis{1, "x", 1, {}});
            if (!analysed && error.empty()) error = analysed.error();
        }
        if (!sqlite_sees_it) continue;
        ++refused;
        EXPECT_NE(error.find("damaged"), std::string::npos) << error;
        EXPECT_EQ(read_bytes(path), damaged);
        std::error_code ec;
        EXPECT_EQ(std::filesystem::file_size(path + "-wal", ec) > 0 && !ec, false);
    }
    // Nearly every page is in use: the damage was seen and refused on most of them.
    EXPECT_GE(refused, static_cast<int>(pages) - 2);
}

// A bulk load that fails (here a game id beyond what the position index holds, taken by a row
// another program wrote) keeps what was stored before, and the indexes it dropped come back.
TEST(DatabaseFaults, FailedBulkLoadKeepsStoredGamesAndTheIndexes) {
    const auto path = temp_db("failed_bulk");
    auto db = GameDatabase::open(path);
    ASSERT_TRUE(db.ok()) << db.error();
    for (int i = 0; i < 5; ++i)
        ASSERT_TRUE(db.value().add_game(make_game(core::Variant::dama, 10, i)).ok());
    {
        auto c = sqlite::Connection::open(path, sqlite::OpenMode::existing);
        ASSERT_TRUE(c.ok());
        ASSERT_TRUE(c.value()
                        ->exec("INSERT INTO games (id, variant, plies, marks, signature) VALUES "
                               "(4294967294, 0, 0, 0, 1)")
                        .ok());
    }
    const auto indexes = [&] {
        auto c = sqlite::Connection::open(path, sqlite::OpenMode::existing);
        return *c.value()->query_int(
            "SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name LIKE 'games_%'");
    };
    const std::int64_t all = 1 + static_cast<std::int64_t>(schema::secondary_indexes().size());
    ASSERT_EQ(indexes(), all);
    ASSERT_TRUE(db.value().begin_bulk().ok());
    ASSERT_TRUE(db.value().add_game(make_game(core::Variant::dama, 10, 11)).ok());
    ASSERT_TRUE(db.value().commit_bulk().ok());  // with the id 4294967295, the last one
    EXPECT_LT(indexes(), all);                   // dropped for the load
    auto added = db.value().add_game(make_game(core::Variant::dama, 10, 12));
    ASSERT_FALSE(added.ok());
    EXPECT_NE(added.error().find("beyond"), std::string::npos) << added.error();
    auto commit = db.value().commit_bulk();
    ASSERT_FALSE(commit.ok());
    auto end = db.value().end_bulk();
    EXPECT_TRUE(end.ok()) << end.error();
    EXPECT_FALSE(db.value().in_bulk());
    EXPECT_EQ(indexes(), all);
    EXPECT_EQ(*db.value().count_games({}), 7);
}

}  // namespace
}  // namespace damascope::database
