// GameDatabase: round trips, duplicates, bulk loads, analysis, the import log (files and
// migrations: migration_test.cpp).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "core/fen.hpp"
#include "database/game_database.hpp"
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
        EXPECT_EQ(a[i].comment_before, b[i].comment_before);
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

TEST(GameDatabaseGames, ANulInATagIsNotWhereItsValueEnds) {
    // Issue 26: SQLite's JSON functions end a string at \u0000, so "Moor\0head, W." came back as
    // "Moor". The importer never stores a NUL; one from elsewhere is kept as U+FFFD.
    const auto path = temp_db("nul_tag");
    core::GameRecord g = make_game(core::Variant::dhama, 4, 1);
    g.tags.emplace_back("Annotator", std::string("Moor\0head, W.", 13));
    g.comment = std::string("a\0b", 3);
    std::int64_t id = 0;
    {
        auto db = open_ok(path);
        ASSERT_TRUE(db.add_game(g, &id).ok());
    }
    auto db = open_ok(path);
    auto loaded = db.load_game(id);
    ASSERT_TRUE(loaded.ok()) << loaded.error();
    EXPECT_EQ(loaded->tags.back().second, "Moor\xEF\xBF\xBDhead, W.");
    EXPECT_EQ(loaded->comment, g.comment);
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
    EXPECT_EQ(
        query(path,
              "SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name LIKE 'games_%'"),
        1);
    { auto db = open_ok(path); }
    EXPECT_EQ(
        query(path,
              "SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name LIKE 'games_%'"),
        1 + static_cast<std::int64_t>(schema::secondary_indexes().size()));
}

TEST(GameDatabaseAnalysis, DeeperReplacesShallowerNeverTheOtherWay) {
    auto db = open_ok(temp_db("analysis"));
    std::int64_t id = 0;
    ASSERT_TRUE(db.add_game(make_game(core::Variant::dhama, 3, 0), &id).ok());
    EXPECT_FALSE(db.load_analysis(id).value().has_value());

    GameAnalysis a{id, "damascope 0.1", 10, {}};
    // The lines are kept as moves, a capture's squares with it (not checked against the game).
    const std::vector<core::Move> line = {{0, 10, 14}, {core::bit(21) | core::bit(37), 12, 44}};
    for (int ply = 0; ply <= 3; ++ply) a.plies.push_back({ply, 10 * ply, 0, "11-15", line, 10, 0});
    a.plies[0].pv.clear();
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
    EXPECT_EQ((*loaded)->plies[1].pv, line);
    EXPECT_TRUE((*loaded)->plies[0].pv.empty());

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
