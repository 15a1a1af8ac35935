// GameDatabase: files, migrations, round trips, duplicates, bulk loads, analysis.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <map>
#include <tuple>

#include "core/fen.hpp"
#include "database/game_database.hpp"
#include "database/move_codec.hpp"
#include "database/schema.hpp"
#include "database/sqlite.hpp"
#include "test_games.hpp"

namespace damascope::database {
namespace {

using testing::make_game;
using testing::temp_db;

std::string read_bytes(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::int64_t query(const std::string& path, const std::string& sql) {
    auto c = sqlite::Connection::open(path, sqlite::OpenMode::existing);
    EXPECT_TRUE(c.ok()) << (c ? "" : c.error());
    auto v = c.value()->query_int(sql);
    EXPECT_TRUE(v.ok()) << (v ? "" : v.error());
    return v ? *v : -1;
}

GameDatabase open_ok(const std::string& path) {
    auto db = GameDatabase::open(path);
    EXPECT_TRUE(db.ok()) << db.error();
    return std::move(db).value();
}

// A game with the tags that name it: the match games of one event share moves, players and
// result and differ in their round.
core::GameRecord named_game(int seed, const std::string& round,
                            const std::string& date = "1858-\?\?-\?\?",
                            core::Variant v = core::Variant::dhama) {
    auto g = make_game(v, 20, seed, "Way, J.", "Coltherd, H.", "1/2-1/2");
    g.tags = {{"Event", "Newcastle 1858"},
              {"Date", date},
              {"Black", "Coltherd, H."},
              {"White", "Way, J."},
              {"Site", "Newcastle"},
              {"Result", "1/2-1/2"},
              {"Round", round}};
    return g;
}

TEST(GameDatabaseFile, NewFileIsMigratedToTheLatestVersionInWalMode) {
    const auto path = temp_db("new");
    { auto db = open_ok(path); }
    EXPECT_EQ(query(path, "PRAGMA user_version"), GameDatabase::schema_version());
    EXPECT_EQ(query(path, "PRAGMA application_id"), schema::application_id);
    EXPECT_EQ(query(path,
                    "SELECT count(*) FROM sqlite_master WHERE name IN ('games', "
                    "'game_data', 'position_runs', 'import_log', 'analysis', "
                    "'analysis_plies', 'annotations', 'openings', 'players')"),
              9);
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

// A game with everything a record can hold: tags, comments, NAGs, nested variations, marks,
// texts as written, a set-up start and a stop.
core::GameRecord rich_game() {
    core::GameRecord g;
    g.variant = core::Variant::dhama;
    g.start_fen = "B:W18,22,23,K30:B6,10,11,K2";
    g.start = core::parse_fen(g.variant, g.start_fen).value();
    g.tags = {{"Event", "Club \"Night\""},
              {"White", "Ali"},
              {"Black", "Brahim\\Ben"},
              {"Setup", "1"},
              {"Result", "*"},
              {"Annotator", "Zoë ☺"},
              {"Event", "repeated tag"}};
    g.comment = "Before the first move";
    g.result = "*";
    core::Position pos = g.start;
    for (int i = 0; i < 4; ++i) {
        core::MoveList legal;
        core::generate_legal(pos, legal);
        if (legal.empty()) {
            ADD_FAILURE() << "no legal move at ply " << i;
            break;
        }
        core::RecordedMove m;
        m.move = legal[legal.size() - 1];
        m.text = core::format_move_full(pos, m.move) + (i == 1 ? "!" : "");
        m.comment = i == 0 ? "first {brace} comment\nline 2" : "";
        m.nags = i == 1 ? std::vector<int>{1, 14} : std::vector<int>{};
        m.marks = i == 2 ? core::Mark::longer_chain_available | core::Mark::blunder : 0;
        if (i == 0 && legal.size() > 1) {
            core::RecordedMove alt;
            alt.move = legal[0];
            alt.text = core::format_move(pos, alt.move, std::span(legal.begin(), legal.size()));
            alt.comment = "an alternative";
            alt.nags = {2};
            core::RecordedMove deeper = alt;
            deeper.comment = "nested";
            deeper.nags.clear();
            alt.variations.push_back({deeper});
            m.variations.push_back({alt});
            m.variations.push_back({deeper, deeper});
        }
        g.moves.push_back(m);
        pos.play(m.move);
    }
    g.stopped = core::StoppedAt{5, "no piece on 17 can move to 26"};
    return g;
}

void expect_same_moves(const std::vector<core::RecordedMove>& a,
                       const std::vector<core::RecordedMove>& b) {
    ASSERT_EQ(a.size(), b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        SCOPED_TRACE("move " + std::to_string(i));
        EXPECT_EQ(a[i].move, b[i].move);
        EXPECT_EQ(a[i].text, b[i].text);
        EXPECT_EQ(a[i].marks, b[i].marks);
        EXPECT_EQ(a[i].comment, b[i].comment);
        EXPECT_EQ(a[i].nags, b[i].nags);
        ASSERT_EQ(a[i].variations.size(), b[i].variations.size());
        for (std::size_t v = 0; v < a[i].variations.size(); ++v)
            expect_same_moves(a[i].variations[v], b[i].variations[v]);
    }
}

TEST(GameDatabaseGames, RecordRoundTripsWithEverythingItHolds) {
    const auto path = temp_db("roundtrip");
    const core::GameRecord g = rich_game();
    std::int64_t id = 0;
    {
        auto db = open_ok(path);
        auto added = db.add_game(g, &id);
        ASSERT_TRUE(added.ok()) << added.error();
        EXPECT_EQ(*added, AddOutcome::added);
    }
    auto db = open_ok(path);  // read back through a new connection
    auto loaded = db.load_game(id);
    ASSERT_TRUE(loaded.ok()) << loaded.error();
    const core::GameRecord& r = *loaded;
    EXPECT_EQ(r.variant, g.variant);
    EXPECT_EQ(r.tags, g.tags);
    EXPECT_EQ(r.start_fen, g.start_fen);
    EXPECT_TRUE(r.start == g.start);
    EXPECT_EQ(r.comment, g.comment);
    EXPECT_EQ(r.result, g.result);
    EXPECT_EQ(r.outcome, g.outcome);
    ASSERT_TRUE(r.stopped.has_value());
    EXPECT_EQ(r.stopped->ply, 5);
    EXPECT_EQ(r.stopped->reason, g.stopped->reason);
    expect_same_moves(r.moves, g.moves);

    auto list = db.list_games({});
    ASSERT_TRUE(list.ok());
    ASSERT_EQ(list->size(), 1u);
    const GameSummary& s = list->front();
    EXPECT_EQ(s.id, id);
    EXPECT_EQ(s.variant, core::Variant::dhama);
    EXPECT_EQ(s.white, "Ali");
    EXPECT_EQ(s.black, "Brahim\\Ben");
    EXPECT_EQ(s.event, "Club \"Night\"");  // the first Event tag
    EXPECT_EQ(s.plies, 4);
    EXPECT_EQ(s.marks, 1);
    EXPECT_TRUE(s.stopped);
}

TEST(GameDatabaseGames, MissingGameIsAnErrorNotACrash) {
    auto db = open_ok(temp_db("missing_game"));
    auto g = db.load_game(42);
    ASSERT_FALSE(g.ok());
    EXPECT_NE(g.error().find("42"), std::string::npos);
    EXPECT_FALSE(*db.has_game(42));
}

TEST(GameDatabaseGames, DuplicatesAreTheSameRecordNotTheSameMoves) {
    auto db = open_ok(temp_db("duplicates"));
    const auto g = named_game(3, "3");
    std::int64_t first = 0, second = 0;
    EXPECT_EQ(*db.add_game(g, &first), AddOutcome::added);
    EXPECT_EQ(*db.add_game(g, &second), AddOutcome::duplicate);
    EXPECT_EQ(first, second);
    // A comment, a NAG, another tag that does not name the game or the date written with dots
    // does not make it another record...
    auto annotated = g;
    annotated.moves[3].comment = "interesting";
    annotated.moves[4].nags = {1};
    annotated.tags.emplace_back("Annotator", "Lees");
    for (auto& [name, value] : annotated.tags)
        if (name == "Date") value = "1858.\?\?.\?\?";
    EXPECT_EQ(*db.add_game(annotated), AddOutcome::duplicate);
    // ...another round, event, site, date, player or result does: the same moves in a match
    // are separate games.
    const auto changed = [&](const std::string& tag, const std::string& value) {
        auto other = g;
        for (auto& [name, v] : other.tags)
            if (name == tag) v = value;
        if (tag == "Result") other.result = value;
        return other;
    };
    EXPECT_EQ(*db.add_game(changed("Round", "17")), AddOutcome::added);
    EXPECT_EQ(*db.add_game(changed("Event", "Newcastle 1859")), AddOutcome::added);
    EXPECT_EQ(*db.add_game(changed("Site", "Glasgow")), AddOutcome::added);
    EXPECT_EQ(*db.add_game(changed("Date", "1858-06-\?\?")), AddOutcome::added);
    EXPECT_EQ(*db.add_game(changed("White", "Wyllie, J.")), AddOutcome::added);
    EXPECT_EQ(*db.add_game(changed("Black", "Martins, R.")), AddOutcome::added);
    EXPECT_EQ(*db.add_game(changed("Result", "1-0")), AddOutcome::added);
    EXPECT_EQ(*db.add_game(changed("Round", "17")), AddOutcome::duplicate);
    // One move more, another start or another variant is another game too.
    EXPECT_EQ(*db.add_game(make_game(core::Variant::dama, 21, 3)), AddOutcome::added);
    EXPECT_EQ(*db.add_game(make_game(core::Variant::dama, 20, 3)), AddOutcome::added);
    auto from_fen = make_game(core::Variant::dama, 0, 3);
    from_fen.start_fen = "W:Wa2,b2,Kd5:Bh7,Kh1";
    from_fen.start = core::parse_fen(from_fen.variant, from_fen.start_fen).value();
    EXPECT_EQ(*db.add_game(from_fen), AddOutcome::added);
    EXPECT_EQ(*db.add_game(make_game(core::Variant::dama, 0, 3)), AddOutcome::added);
    EXPECT_EQ(*db.count_games({}), 12);
}

TEST(GameDatabaseGames, GamesWithTheSameMovesAreGroupedForReview) {
    auto db = open_ok(temp_db("same_moves"));
    for (const char* round : {"3", "17", "25", "35"})
        ASSERT_TRUE(db.add_game(named_game(3, round)).ok());
    ASSERT_TRUE(db.add_game(named_game(4, "1")).ok());  // other moves, alone
    ASSERT_TRUE(db.add_game(make_game(core::Variant::dama, 12, 5, "A", "B")).ok());
    ASSERT_TRUE(db.add_game(make_game(core::Variant::dama, 12, 5, "C", "D")).ok());
    // Moves of the other game are not the same moves.
    ASSERT_TRUE(db.add_game(named_game(3, "40", "1858-\?\?-\?\?", core::Variant::dama)).ok());
    // Games without moves are not grouped.
    ASSERT_TRUE(db.add_game(make_game(core::Variant::dhama, 0, 0, "G", "H")).ok());
    ASSERT_TRUE(db.add_game(make_game(core::Variant::dhama, 0, 0, "I", "J")).ok());

    auto groups = db.same_moves_groups();
    ASSERT_TRUE(groups.ok()) << groups.error();
    ASSERT_EQ(groups->size(), 2u);
    EXPECT_EQ((*groups)[0].ids, (std::vector<std::int64_t>{1, 2, 3, 4}));
    EXPECT_EQ((*groups)[0].variant, core::Variant::dhama);
    EXPECT_EQ((*groups)[0].plies, 20);
    EXPECT_EQ((*groups)[0].start_fen, "");
    EXPECT_EQ((*groups)[1].ids, (std::vector<std::int64_t>{6, 7}));
    EXPECT_EQ((*groups)[1].variant, core::Variant::dama);

    GameFilter same;
    same.only_same_moves = true;
    EXPECT_EQ(*db.game_ids(same), (std::vector<std::int64_t>{1, 2, 3, 4, 6, 7}));
    EXPECT_EQ(*db.count_games(same), 6);
    same.player = "Way";
    EXPECT_EQ(*db.count_games(same), 4);
    // Nothing is deleted: every game is still there.
    EXPECT_EQ(*db.count_games({}), 10);
}

// A bulk load knows the stored signatures in memory and checks in SQL only the games whose
// signature it has seen: duplicates of stored games and within the load are both found.
TEST(GameDatabaseBulk, DuplicatesAreFoundAgainstStoredGamesAndWithinTheLoad) {
    auto db = open_ok(temp_db("bulk_duplicates"));
    for (int seed = 0; seed < 3; ++seed)
        ASSERT_EQ(*db.add_game(make_game(core::Variant::dama, 16, seed)), AddOutcome::added);
    ASSERT_TRUE(db.begin_bulk().ok());
    std::int64_t id = 0;
    EXPECT_EQ(*db.add_game(make_game(core::Variant::dama, 16, 1), &id), AddOutcome::duplicate);
    EXPECT_EQ(id, 2);
    EXPECT_EQ(*db.add_game(make_game(core::Variant::dama, 16, 7), &id), AddOutcome::added);
    EXPECT_EQ(id, 4);
    ASSERT_TRUE(db.commit_bulk().ok());
    EXPECT_EQ(*db.add_game(make_game(core::Variant::dama, 16, 7), &id), AddOutcome::duplicate);
    EXPECT_EQ(id, 4);
    // The same moves but other players: not a duplicate.
    EXPECT_EQ(*db.add_game(make_game(core::Variant::dama, 16, 7, "X", "Y")), AddOutcome::added);
    ASSERT_TRUE(db.end_bulk().ok());
    EXPECT_EQ(*db.count_games({}), 5);
    // After the load, the check is the SQL one again.
    EXPECT_EQ(*db.add_game(make_game(core::Variant::dama, 16, 0)), AddOutcome::duplicate);
}

TEST(GameDatabaseGames, DeletedGameIsGoneWithItsData) {
    const auto path = temp_db("delete");
    auto db = open_ok(path);
    std::int64_t id = 0;
    ASSERT_TRUE(db.add_game(rich_game(), &id).ok());
    ASSERT_TRUE(db.delete_game(id).ok());
    EXPECT_EQ(*db.count_games({}), 0);
    EXPECT_EQ(query(path, "SELECT count(*) FROM game_data"), 0);
    EXPECT_EQ(query(path, "SELECT count(*) FROM position_runs"), 0);
}

TEST(GameDatabaseBulk, CommittedGamesAreVisibleAndKeptWhateverHappensAfter) {
    const auto path = temp_db("bulk");
    auto db = open_ok(path);
    ASSERT_TRUE(db.begin_bulk().ok());
    EXPECT_TRUE(db.in_bulk());
    for (int i = 0; i < 5; ++i)
        ASSERT_TRUE(db.add_game(make_game(core::Variant::dama, 10, i)).ok());
    ASSERT_TRUE(db.commit_bulk().ok());
    for (int i = 5; i < 8; ++i)
        ASSERT_TRUE(db.add_game(make_game(core::Variant::dama, 10, i)).ok());
    // Another connection sees what was committed, not what is still in the transaction.
    EXPECT_EQ(query(path, "SELECT count(*) FROM games"), 5);
    // The secondary indexes are dropped during the load...
    EXPECT_EQ(query(path, "SELECT count(*) FROM sqlite_master WHERE name = 'games_white'"), 0);
    ASSERT_TRUE(db.end_bulk().ok());
    EXPECT_FALSE(db.in_bulk());
    EXPECT_EQ(query(path, "SELECT count(*) FROM games"), 8);
    // ...and built again at its end.
    EXPECT_EQ(query(path, "SELECT count(*) FROM sqlite_master WHERE name = 'games_white'"), 1);
    EXPECT_EQ(*db.games_with_position(core::Position::initial(core::Variant::dama)),
              (std::vector<std::int64_t>{1, 2, 3, 4, 5, 6, 7, 8}));
    // Foreign keys are on again after the load: deleting a game takes its data along.
    ASSERT_TRUE(db.delete_game(3).ok());
    EXPECT_EQ(query(path, "SELECT count(*) FROM game_data"), 7);
}

TEST(GameDatabaseBulk, AnotherConnectionOpensAndReadsDuringTheLoad) {
    const auto path = temp_db("concurrent");
    auto writer = open_ok(path);
    ASSERT_TRUE(writer.begin_bulk().ok());
    for (int i = 0; i < 3; ++i)
        ASSERT_TRUE(writer.add_game(make_game(core::Variant::dhama, 8, i)).ok());
    ASSERT_TRUE(writer.commit_bulk().ok());  // the dropped indexes are committed too
    // The reader cannot rebuild them (the writer holds the lock) and opens anyway.
    auto reader = GameDatabase::open(path);
    ASSERT_TRUE(reader.ok()) << reader.error();
    GameFilter by_white;
    by_white.order_by = "white";
    EXPECT_EQ(reader->list_games(by_white)->size(), 3u);
    ASSERT_TRUE(writer.end_bulk().ok());
    EXPECT_EQ(*reader->count_games({}), 3);
}

TEST(GameDatabaseBulk, IndexesOfAnInterruptedLoadComeBackOnOpen) {
    const auto path = temp_db("interrupted");
    { auto db = open_ok(path); }
    {
        auto c = sqlite::Connection::open(path, sqlite::OpenMode::existing);
        ASSERT_TRUE(c.ok());
        ASSERT_TRUE(schema::drop_secondary_indexes(*c.value()).ok());
    }
    EXPECT_EQ(query(path, "SELECT count(*) FROM sqlite_master WHERE name LIKE 'games_%'"), 1);
    { auto db = open_ok(path); }
    EXPECT_EQ(query(path, "SELECT count(*) FROM sqlite_master WHERE name LIKE 'games_%'"),
              1 + static_cast<std::int64_t>(schema::secondary_indexes().size()));
}

TEST(GameDatabaseAnalysis, DeeperReplacesShallowerNeverTheOtherWay) {
    auto db = open_ok(temp_db("analysis"));
    std::int64_t id = 0;
    ASSERT_TRUE(db.add_game(make_game(core::Variant::dhama, 3, 0), &id).ok());
    EXPECT_FALSE(db.load_analysis(id).value().has_value());

    GameAnalysis a{id, "damascope 0.1", 10, {}};
    for (int ply = 0; ply <= 3; ++ply)
        a.plies.push_back({ply, 10 * ply, 0, "11-15", "11-15 23-19", 10, 0});
    a.plies[3].mate_in = -7;
    a.plies[2].marks = static_cast<core::MarkSet>(core::Mark::mistake);
    ASSERT_TRUE(*db.save_analysis(a));

    GameAnalysis shallow = a;
    shallow.depth = 8;
    shallow.plies.resize(1);
    EXPECT_FALSE(*db.save_analysis(shallow));
    auto loaded = db.load_analysis(id);
    ASSERT_TRUE(loaded.ok() && loaded->has_value());
    EXPECT_EQ((*loaded)->depth, 10);
    ASSERT_EQ((*loaded)->plies.size(), 4u);
    EXPECT_EQ((*loaded)->plies[3].mate_in, -7);
    EXPECT_EQ((*loaded)->plies[2].marks, static_cast<core::MarkSet>(core::Mark::mistake));
    EXPECT_EQ((*loaded)->plies[1].pv, "11-15 23-19");

    GameAnalysis deeper = a;
    deeper.depth = 14;
    deeper.engine = "damascope 0.2";
    deeper.plies.resize(2);
    EXPECT_TRUE(*db.save_analysis(deeper));
    loaded = db.load_analysis(id);
    EXPECT_EQ((*loaded)->engine, "damascope 0.2");
    EXPECT_EQ((*loaded)->plies.size(), 2u);

    EXPECT_FALSE(db.save_analysis(GameAnalysis{999, "x", 1, {}}).ok());
}

TEST(GameDatabaseImportLog, EntriesAreKeptInOrder) {
    auto db = open_ok(temp_db("log"));
    ImportLogEntry e;
    e.file = "a.pdn";
    e.games_imported = 3;
    e.duplicates = 1;
    ASSERT_TRUE(db.log_import(e).ok());
    e.file = "b.pdn";
    ASSERT_TRUE(db.log_import(e).ok());
    auto log = db.import_log();
    ASSERT_TRUE(log.ok());
    ASSERT_EQ(log->size(), 2u);
    EXPECT_EQ((*log)[0].file, "a.pdn");
    EXPECT_EQ((*log)[1].games_imported, 3);
    EXPECT_FALSE((*log)[1].time.empty());
}

}  // namespace
}  // namespace damascope::database
