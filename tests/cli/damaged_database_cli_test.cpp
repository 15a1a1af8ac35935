// Read commands on a damaged database: a move blob that cannot be read, a value no damascope
// writes, a page of game data overwritten. Each command says which game it could not read and
// exits with 1; none stops in silence or exits 0.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "database/sqlite.hpp"
#include "run_cli.hpp"

namespace damascope::cli::testing {
namespace {

namespace fs = std::filesystem;

const std::string mixed = std::string(DAMASCOPE_TEST_DATA) + "/app/mixed.pdn";

// mixed.pdn imported: games 1 to 4 (1 to 3 Dhama, 4 Dama).
std::string imported(const std::string& name) {
    const std::string path =
        ::testing::TempDir() + "damaged_db_" + name + "_" + std::to_string(getpid()) + ".damascope";
    for (const char* suffix : {"", "-wal", "-shm"}) fs::remove(path + suffix);
    const CliRun r = run_cli("import --db " + path + " --quiet " + mixed);
    EXPECT_EQ(r.exit_code, 0) << r.err;
    return path;
}

std::unique_ptr<database::sqlite::Connection> connect(const std::string& path) {
    auto c = database::sqlite::Connection::open(path, database::sqlite::OpenMode::existing);
    EXPECT_TRUE(c.ok()) << (c ? "" : c.error());
    return c ? std::move(c).value() : nullptr;
}

void run_sql(const std::string& path, const std::string& sql) {
    auto c = connect(path);
    ASSERT_TRUE(c);
    auto r = c->exec(sql);
    ASSERT_TRUE(r.ok()) << r.error();
}

std::size_t count(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
}

TEST(DamagedDatabase, AnUnreadableMoveBlobNamesTheGameAndExitsWithOne) {
    const std::string db = imported("blob");
    run_sql(db, "UPDATE game_data SET moves = x'ffffffff0102' WHERE game_id = 2");
    const CliRun show = run_cli("show --db " + db + " --game 2");
    EXPECT_EQ(show.exit_code, 1);
    EXPECT_NE(show.err.find("damaged: game 2: "), std::string::npos) << show.err;
    const CliRun other = run_cli("show --db " + db + " --game 1");
    EXPECT_EQ(other.exit_code, 0) << other.err;

    const CliRun exported = run_cli("export --db " + db + " --all --format pdn");
    EXPECT_EQ(exported.exit_code, 1);
    EXPECT_EQ(count(exported.err, "game 2:"), 1u) << "named once: " << exported.err;
    EXPECT_NE(exported.err.find("standard output is partial, it ends after game 1"),
              std::string::npos)
        << exported.err;
    EXPECT_NE(exported.out.find("[Event"), std::string::npos) << "game 1 came before it";
}

TEST(DamagedDatabase, MovesThatReadButCannotBePlayedAreDamage) {
    // Game 4's packed moves (Dama) under game 1 (Dhama): the bytes decode, the moves are no moves
    // of Dhama's positions.
    const std::string db = imported("moves");
    run_sql(db,
            "UPDATE game_data SET moves = (SELECT moves FROM game_data WHERE game_id = 4) WHERE "
            "game_id = 1");
    const CliRun show = run_cli("show --db " + db + " --game 1 --json");
    EXPECT_EQ(show.exit_code, 1) << show.out;
    EXPECT_NE(show.err.find("damaged: game 1: "), std::string::npos) << show.err;
    EXPECT_EQ(show.out, "");
}

TEST(DamagedDatabase, AValueNoDamascopeWritesStopsGamesNamingTheGame) {
    const std::string db = imported("variant");
    run_sql(db, "UPDATE games SET variant = 77 WHERE id = 3");
    for (const char* args : {" --json", "", " --order white"}) {
        const CliRun games = run_cli("games --db " + db + args);
        EXPECT_EQ(games.exit_code, 1) << args << games.out;
        EXPECT_NE(games.err.find("damaged: game 3: unknown variant 77"), std::string::npos)
            << games.err;
    }
    const CliRun show = run_cli("show --db " + db + " --game 3");
    EXPECT_EQ(show.exit_code, 1);
    EXPECT_NE(show.err.find("game 3"), std::string::npos) << show.err;
}

TEST(DamagedDatabase, AnOverwrittenPageOfGameDataStopsExportNamingTheGame) {
    const std::string db = imported("page");
    std::int64_t page = 0, page_size = 0;
    {
        auto c = connect(db);
        ASSERT_TRUE(c);
        auto p = c->query_int(
            "SELECT pageno FROM dbstat WHERE name = 'game_data' AND pagetype = 'leaf' LIMIT 1");
        if (!p) GTEST_SKIP() << "no dbstat table in this SQLite: " << p.error();
        page = *p;
        page_size = c->query_int("PRAGMA page_size").value();
    }
    ASSERT_FALSE(fs::exists(db + "-wal") && fs::file_size(db + "-wal") > 0);
    {
        std::fstream f(db, std::ios::in | std::ios::out | std::ios::binary);
        f.seekp((page - 1) * page_size + 8);  // past the page header: the cells are garbage
        for (std::int64_t i = 8; i < page_size; ++i) f.put(static_cast<char>(0xA5));
    }
    const CliRun exported = run_cli("export --db " + db + " --all --format pdn");
    EXPECT_EQ(exported.exit_code, 1) << exported.err;
    EXPECT_NE(exported.err.find("game "), std::string::npos) << exported.err;
    EXPECT_NE(exported.err.find("damaged"), std::string::npos) << exported.err;
}

}  // namespace
}  // namespace damascope::cli::testing
