// GameDatabase files: creation, migrations from every older version, refusing what is not ours.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "database/game_database.hpp"
#include "database/line_conversion.hpp"
#include "database/move_codec.hpp"
#include "database/schema.hpp"
#include "database/sqlite.hpp"
#include "test_games.hpp"

namespace damascope::database {
namespace {

using testing::make_game;
using testing::named_game;
using testing::open_ok;
using testing::query;
using testing::read_bytes;
using testing::temp_db;

TEST(GameDatabaseFile, NewFileIsMigratedToTheLatestVersionInWalMode) {
    const auto path = temp_db("new");
    { auto db = open_ok(path); }
    EXPECT_EQ(query(path, "PRAGMA user_version"), GameDatabase::schema_version());
    EXPECT_EQ(query(path, "PRAGMA application_id"), schema::application_id);
    EXPECT_EQ(query(path,
                    "SELECT count(*) FROM sqlite_master WHERE name IN ('games', "
                    "'game_data', 'position_runs', 'import_log', 'analysis', "
                    "'analysis_plies', 'openings', 'player_aliases', 'import_problems')"),
              9);
    // Arrows and coloured squares live in the comments: version 8 dropped their table.
    EXPECT_EQ(query(path, "SELECT count(*) FROM sqlite_master WHERE name = 'annotations'"), 0);
    auto c = sqlite::Connection::open(path, sqlite::OpenMode::existing);
    ASSERT_TRUE(c.ok());
    auto mode = c.value()->prepare("PRAGMA journal_mode");
    ASSERT_TRUE(mode.ok());
    ASSERT_TRUE(*mode.value()->step());
    EXPECT_EQ(mode.value()->column_text(0), "wal");
}

TEST(GameDatabaseFile, EveryOlderVersionIsMigratedAndKeepsItsGames) {
    for (int from = 0; from < GameDatabase::schema_version(); ++from) {
        SCOPED_TRACE("from version " + std::to_string(from));
        const auto path = temp_db("old" + std::to_string(from));
        {
            auto c = sqlite::Connection::open(path, sqlite::OpenMode::create);
            ASSERT_TRUE(c.ok());
            ASSERT_TRUE(schema::migrate(*c.value(), from).ok());
            if (from >= 1) {
                ASSERT_TRUE(c.value()
                                ->exec("INSERT INTO games (variant, plies, marks, white, "
                                       "signature) VALUES (1, 0, 0, 'Old Player', 7)")
                                .ok());
            }
        }
        EXPECT_EQ(query(path, "PRAGMA user_version"), from);
        auto db = open_ok(path);
        EXPECT_EQ(query(path, "PRAGMA user_version"), GameDatabase::schema_version());
        auto games = db.list_games({});
        ASSERT_TRUE(games.ok()) << games.error();
        EXPECT_EQ(games->size(), from >= 1 ? 1u : 0u);
        if (from >= 1) {
            EXPECT_EQ(games->front().white, "Old Player");
        }
        // The database works after the migration.
        EXPECT_TRUE(db.add_game(make_game(core::Variant::dama, 6, 1)).ok());
    }
}

// Version 3 kept 24-byte position entries (key, next key, game id in 6 bytes, ply); version 4
// rewrites them as 16-byte ones, and position search and the explorer still find them.
TEST(GameDatabaseFile, PositionIndexOfVersion3IsConverted) {
    const auto path = temp_db("v3_positions");
    const core::Position start = core::Position::initial(core::Variant::dhama);
    core::MoveList legal;
    core::generate_legal(start, legal);
    ASSERT_GE(legal.size(), 2u);
    const auto after = [&](std::size_t i) {
        core::Position p = start;
        p.play(legal[i]);
        return p;
    };
    const std::uint64_t k0 = GameDatabase::position_key(start);
    const std::uint64_t k1 = GameDatabase::position_key(after(0));
    const std::uint64_t k2 = GameDatabase::position_key(after(1));
    {
        auto c = sqlite::Connection::open(path, sqlite::OpenMode::create);
        ASSERT_TRUE(c.ok());
        ASSERT_TRUE(schema::migrate(*c.value(), 3).ok());
        for (int i = 0; i < 3; ++i)
            ASSERT_TRUE(c.value()
                            ->exec("INSERT INTO games (variant, plies, marks, result, outcome, "
                                   "signature) VALUES (1, 1, 0, '1-0', 2, " +
                                   std::to_string(i) + ")")
                            .ok());
        // Entries (key, next, game, ply) written the version 3 way, one run per bucket.
        struct Old {
            std::uint64_t key, next;
            std::int64_t game;
            int ply;
        };
        const std::vector<Old> entries = {{k0, k1, 1, 0}, {k0, k1, 2, 0}, {k0, k2, 3, 0},
                                          {k1, 0, 1, 1},  {k1, 0, 2, 1},  {k2, 0, 3, 1}};
        std::map<std::uint64_t, std::vector<Old>> by_bucket;
        for (const Old& e : entries) by_bucket[e.key >> 52].push_back(e);
        auto insert =
            c.value()->prepare("INSERT INTO position_runs (bucket, data) VALUES (?1, ?2)");
        ASSERT_TRUE(insert.ok());
        for (auto& [bucket, run] : by_bucket) {
            std::sort(run.begin(), run.end(), [](const Old& a, const Old& b) {
                return std::tie(a.key, a.game, a.ply) < std::tie(b.key, b.game, b.ply);
            });
            std::vector<std::uint8_t> blob;
            const auto put = [&](std::uint64_t v, int bytes) {
                for (int i = 0; i < bytes; ++i)
                    blob.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
            };
            for (const Old& e : run) {
                put(e.key, 8);
                put(e.next, 8);
                put(static_cast<std::uint64_t>(e.game), 6);
                put(static_cast<std::uint64_t>(e.ply), 2);
            }
            (*insert)->reset();
            (*insert)->bind(1, static_cast<std::int64_t>(bucket));
            (*insert)->bind_blob(2, blob);
            ASSERT_TRUE((*insert)->run().ok());
        }
    }
    auto db = open_ok(path);
    EXPECT_EQ(query(path, "PRAGMA user_version"), GameDatabase::schema_version());
    EXPECT_EQ(query(path, "SELECT sum(length(data)) FROM position_runs"), 6 * 16);
    EXPECT_EQ(*db.games_with_position(start), (std::vector<std::int64_t>{1, 2, 3}));
    EXPECT_EQ(*db.games_with_position(after(0)), (std::vector<std::int64_t>{1, 2}));
    EXPECT_EQ(*db.games_with_position(after(1)), (std::vector<std::int64_t>{3}));
    auto moves = db.moves_from_position(start);
    ASSERT_TRUE(moves.ok()) << moves.error();
    ASSERT_EQ(moves->size(), 2u);
    EXPECT_EQ((*moves)[0].move, legal[0]);
    EXPECT_EQ((*moves)[0].games, 2);
    EXPECT_EQ((*moves)[0].next_hash, k1);
    EXPECT_EQ((*moves)[0].black_wins, 2);
    EXPECT_EQ((*moves)[1].move, legal[1]);
    EXPECT_EQ((*moves)[1].next_hash, k2);
}

// Version 4 signed a game by its moves, players and result: the match games that share them were
// taken for one. Version 5 signs the record (the tags that name a game too) and the moves alone;
// an old file gets both signatures recomputed, so its games are found as before.
TEST(GameDatabaseFile, Version4SignaturesAreRecomputed) {
    const auto path = temp_db("v4_signatures");
    const auto game3 = named_game(3, "3");
    {
        auto c = sqlite::Connection::open(path, sqlite::OpenMode::create);
        ASSERT_TRUE(c.ok());
        ASSERT_TRUE(schema::migrate(*c.value(), 4).ok());
        ASSERT_TRUE(c.value()
                        ->exec("INSERT INTO games (variant, result, outcome, plies, marks, white, "
                               "black, event, date, site, round, signature) VALUES (1, "
                               "'1/2-1/2', 3, 20, 0, 'Way, J.', 'Coltherd, H.', "
                               "'Newcastle 1858', '1858-\?\?-\?\?', 'Newcastle', '3', 12345)")
                        .ok());
        std::vector<std::uint8_t> blob;
        encode_moves(game3.variant, game3.moves, blob);
        auto data = c.value()->prepare(
            "INSERT INTO game_data (game_id, tags, moves_format, moves) VALUES (1, '[]', 1, ?1)");
        ASSERT_TRUE(data.ok());
        (*data)->bind_blob(1, blob);
        ASSERT_TRUE((*data)->run().ok());
    }
    auto db = open_ok(path);
    EXPECT_EQ(query(path, "PRAGMA user_version"), GameDatabase::schema_version());
    EXPECT_NE(query(path, "SELECT signature FROM games WHERE id = 1"), 12345);
    std::int64_t id = 0;
    EXPECT_EQ(*db.add_game(game3, &id), AddOutcome::duplicate);
    EXPECT_EQ(id, 1);
    EXPECT_EQ(*db.add_game(named_game(3, "17"), &id), AddOutcome::added);
    auto groups = db.same_moves_groups();
    ASSERT_TRUE(groups.ok()) << groups.error();
    ASSERT_EQ(groups->size(), 1u);
    EXPECT_EQ(groups->front().ids, (std::vector<std::int64_t>{1, 2}));
}

// A database of version 14 with one Dama game of 6 plies analysed by hand, its lines as text, the
// way analyze wrote them then: what version 15 is to read into packed moves.
struct TextLines {
    core::GameRecord game = make_game(core::Variant::dama, 6, 2);
    std::vector<core::Position> positions;  // of the game, its start first
    core::Move first[2], reply;  // the first legal move at plies 0 and 3, and the reply at ply 0
    core::Move stale;            // a legal move at ply 0 that is none at ply 4
    std::string text(std::size_t ply, const core::Move& m) const {
        const core::Position& pos = positions[ply];
        core::MoveList legal;
        core::generate_legal(pos, legal);
        return core::format_move(pos, m, std::span(legal.begin(), legal.size()));
    }
};
TextLines text_lines_v14(const std::string& path) {
    TextLines t;
    t.positions.push_back(t.game.start);
    for (const auto& m : t.game.moves) {
        t.positions.push_back(t.positions.back());
        t.positions.back().play(m.move);
    }
    const auto first_legal = [](const core::Position& pos) {
        core::MoveList legal;
        core::generate_legal(pos, legal);
        return legal[0];
    };
    t.first[0] = first_legal(t.positions[0]);
    t.first[1] = first_legal(t.positions[3]);
    core::Position after = t.positions[0];
    after.play(t.first[0]);
    t.reply = first_legal(after);
    core::MoveList at_start, at_4;
    core::generate_legal(t.positions[0], at_start);
    core::generate_legal(t.positions[4], at_4);
    for (const core::Move& m : at_start)
        if (!at_4.contains(m)) t.stale = m;
    EXPECT_FALSE(at_4.contains(t.stale));
    core::MoveList replies;
    core::generate_legal(after, replies);
    const std::string whole = t.text(0, t.first[0]) + " " +
                              core::format_move(after, t.reply, {replies.begin(), replies.size()});
    // Ply 0: a whole line; 1: none; 3: a legal move, a word that is none, a legal one again;
    // 4: a first move of another position; 9: past the game's end (6 plies).
    const std::vector<std::pair<int, std::string>> rows = {
        {0, whole},
        {1, ""},
        {3, t.text(3, t.first[1]) + " zz " + t.text(0, t.first[0])},
        {4, t.text(0, t.stale)},
        {9, t.text(0, t.first[0])}};
    auto c = sqlite::Connection::open(path, sqlite::OpenMode::create);
    EXPECT_TRUE(c.ok());
    auto& db = *c.value();
    EXPECT_TRUE(schema::migrate(db, 14).ok());
    EXPECT_TRUE(db.exec("INSERT INTO games (variant, plies, marks, signature) VALUES (0, 6, 0, 1); "
                        "INSERT INTO analysis (game_id, engine, depth, time) VALUES (1, 'e', 4, "
                        "'2026-01-01T00:00:00Z')")
                    .ok());
    std::vector<std::uint8_t> blob;
    encode_moves(t.game.variant, t.game.moves, blob);
    auto data = db.prepare(
        "INSERT INTO game_data (game_id, tags, moves_format, moves) VALUES (1, '[]', 2, ?1)");
    EXPECT_TRUE(data.ok());
    (*data)->bind_blob(1, blob);
    EXPECT_TRUE((*data)->run().ok());
    auto ply = db.prepare(
        "INSERT INTO analysis_plies (game_id, ply, score, mate_in, best, pv, depth, marks) "
        "VALUES (1, ?1, 0, 0, '', ?2, 4, ?3)");
    EXPECT_TRUE(ply.ok());
    for (const auto& [n, text] : rows) {
        (*ply)->reset();
        (*ply)->bind(1, n);
        (*ply)->bind(2, text);
        (*ply)->bind(3, n == 3 ? static_cast<int>(core::Mark::blunder) : 0);
        EXPECT_TRUE((*ply)->run().ok());
    }
    return t;
}

// Version 15 keeps each analysis line as packed moves: every text line read from its ply's
// position, cut at its first word that is no legal move there, the text column gone.
TEST(GameDatabaseFile, Version14TextLinesBecomePackedMoves) {
    const auto path = temp_db("v14_lines");
    const TextLines t = text_lines_v14(path);
    auto db = open_ok(path);
    EXPECT_EQ(query(path, "PRAGMA user_version"), GameDatabase::schema_version());
    EXPECT_EQ(query(path,
                    "SELECT count(*) FROM pragma_table_info('analysis_plies') "
                    "WHERE name = 'pv'"),
              0);
    auto a = db.load_analysis(1);
    ASSERT_TRUE(a.ok()) << a.error();
    ASSERT_TRUE(a->has_value());
    const auto& plies = (*a)->plies;
    ASSERT_EQ(plies.size(), 5u);
    EXPECT_EQ(plies[0].pv, (std::vector<core::Move>{t.first[0], t.reply}));
    EXPECT_TRUE(plies[1].pv.empty());
    EXPECT_EQ(plies[2].pv, std::vector<core::Move>{t.first[1]});  // ply 3, cut at "zz"
    EXPECT_EQ(plies[2].ply, 3);
    EXPECT_TRUE(plies[3].pv.empty());  // ply 4: a move of the start, none there
    EXPECT_TRUE(plies[4].pv.empty());  // ply 9: no such position
    // The judgement counts' triggers are still there, and still count.
    EXPECT_EQ(query(path, "SELECT blunders FROM analysis WHERE game_id = 1"), 1);
    ASSERT_TRUE(db.delete_game(1).ok());
    EXPECT_EQ(query(path, "SELECT count(*) FROM analysis_plies"), 0);
}

TEST(GameDatabaseFile, Version15CountsTheLinesItCut) {
    const auto path = temp_db("v14_count");
    text_lines_v14(path);
    auto c = sqlite::Connection::open(path, sqlite::OpenMode::existing);
    ASSERT_TRUE(c.ok());
    ASSERT_TRUE(c.value()->exec(schema::migrations()[14]).ok());
    auto done = convert_analysis_lines(*c.value());
    ASSERT_TRUE(done.ok()) << done.error();
    EXPECT_EQ(done->lines, 5);
    EXPECT_EQ(done->cut, 3);  // plies 3, 4 and 9
}

TEST(GameDatabaseFile, GarbageFileGivesAClearErrorAndIsLeftUntouched) {
    const auto path = temp_db("garbage");
    std::string garbage;
    for (int i = 0; i < 10000; ++i) garbage += static_cast<char>((i * 7919 + 13) % 251);
    { std::ofstream(path, std::ios::binary) << garbage; }
    auto db = GameDatabase::open(path);
    ASSERT_FALSE(db.ok());
    EXPECT_NE(db.error().find(path), std::string::npos) << db.error();
    EXPECT_NE(db.error().find("not a damascope database"), std::string::npos) << db.error();
    EXPECT_EQ(read_bytes(path), garbage);
    EXPECT_FALSE(std::filesystem::exists(path + "-wal"));
}

TEST(GameDatabaseFile, AnotherProgramsDatabaseIsRefusedAndLeftUntouched) {
    const auto path = temp_db("foreign");
    {
        auto c = sqlite::Connection::open(path, sqlite::OpenMode::create);
        ASSERT_TRUE(c.ok());
        ASSERT_TRUE(c.value()->exec("CREATE TABLE notes (text TEXT)").ok());
    }
    const std::string before = read_bytes(path);
    auto db = GameDatabase::open(path);
    ASSERT_FALSE(db.ok());
    EXPECT_NE(db.error().find("another program"), std::string::npos) << db.error();
    EXPECT_EQ(read_bytes(path), before);
    EXPECT_EQ(query(path, "SELECT count(*) FROM sqlite_master"), 1);
}

TEST(GameDatabaseFile, NewerSchemaIsRefused) {
    const auto path = temp_db("newer");
    { auto db = open_ok(path); }
    {
        auto c = sqlite::Connection::open(path, sqlite::OpenMode::existing);
        ASSERT_TRUE(c.ok());
        ASSERT_TRUE(c.value()->exec("PRAGMA user_version = 999").ok());
    }
    auto db = GameDatabase::open(path);
    ASSERT_FALSE(db.ok());
    EXPECT_NE(db.error().find("newer"), std::string::npos) << db.error();
}

TEST(GameDatabaseFile, OpenExistingNeverCreatesAFile) {
    const auto path = temp_db("missing");
    auto db = GameDatabase::open_existing(path);
    ASSERT_FALSE(db.ok());
    EXPECT_NE(db.error().find(path), std::string::npos);
    EXPECT_FALSE(std::filesystem::exists(path));
}

}  // namespace
}  // namespace damascope::database
