// The database's own id, part files of a sharded analysis and merging them back (merge_analysis),
// on real files. The analyses are written by hand: what is merged is known without the engine.
#include <gtest/gtest.h>

#include "database/analysis_part.hpp"
#include "database/game_database.hpp"
#include "database/schema.hpp"
#include "test_games.hpp"

namespace damascope::database {
namespace {

using testing::make_game;
using testing::open_ok;
using testing::query;
using testing::read_bytes;
using testing::temp_db;

// An analysis of `plies` + 1 positions whose numbers tell where they came from. No best moves or
// lines: merge_analysis checks them against the game's positions, which these do not follow.
GameAnalysis analysis_of(std::int64_t game, int depth, int plies, int tag) {
    GameAnalysis a;
    a.game_id = game;
    a.engine = "test engine";
    a.depth = depth;
    for (int p = 0; p <= plies; ++p)
        a.plies.push_back({p, tag * 100 + p, 0, "", "", depth, static_cast<core::MarkSet>(p % 2)});
    return a;
}

// Two games (ids 1 and 2) in a fresh database.
GameDatabase two_games(const std::string& path) {
    auto db = open_ok(path);
    EXPECT_TRUE(db.add_game(make_game(core::Variant::dama, 6, 1)).ok());
    EXPECT_TRUE(db.add_game(make_game(core::Variant::dhama, 4, 2)).ok());
    return db;
}

PartInfo info_of(const GameDatabase& db, int k, int n) {
    auto id = db.database_id();
    EXPECT_TRUE(id.ok()) << (id ? "" : id.error());
    return PartInfo{id ? *id : "", k, n, 1, ""};
}

TEST(DatabaseId, IsRandomPerDatabaseAndKeptWhenReopened) {
    const auto a = temp_db("id_a"), b = temp_db("id_b");
    std::string first;
    {
        auto db = open_ok(a);
        auto id = db.database_id();
        ASSERT_TRUE(id.ok()) << id.error();
        first = *id;
    }
    EXPECT_EQ(first.size(), 32u);  // 128 bits in hex
    EXPECT_EQ(first.find_first_not_of("0123456789abcdef"), std::string::npos) << first;
    EXPECT_EQ(open_ok(a).database_id().value(), first);
    EXPECT_NE(open_ok(b).database_id().value(), first);
}

TEST(DatabaseId, ADatabaseOfVersion8GetsOneWhenMigrated) {
    const auto path = temp_db("id_v8");
    {
        auto c = sqlite::Connection::open(path, sqlite::OpenMode::create);
        ASSERT_TRUE(c.ok());
        ASSERT_TRUE(schema::migrate(*c.value(), 8).ok());
    }
    EXPECT_EQ(query(path, "SELECT count(*) FROM sqlite_master WHERE name = 'database_identity'"),
              0);
    // Reading only: the file is not migrated, and says how to get it updated.
    auto reading = GameDatabase::open_for_reading(path);
    ASSERT_FALSE(reading.ok());
    EXPECT_NE(reading.error().find("schema version 8"), std::string::npos) << reading.error();
    auto db = open_ok(path);
    EXPECT_EQ(query(path, "PRAGMA user_version"), GameDatabase::schema_version());
    EXPECT_EQ(db.database_id().value().size(), 32u);
}

TEST(DatabaseForReading, RefusesEveryWrite) {
    const auto path = temp_db("reading");
    { two_games(path); }
    const std::string before = read_bytes(path);
    auto db = GameDatabase::open_for_reading(path);
    ASSERT_TRUE(db.ok()) << db.error();
    EXPECT_EQ(db.value().game_ids({}).value().size(), 2u);
    auto saved = db.value().save_analysis(analysis_of(1, 4, 6, 1));
    ASSERT_FALSE(saved.ok());
    EXPECT_EQ(fault_kind(saved.error()), "read-only");
    EXPECT_EQ(read_bytes(path), before);
}

TEST(AnalysisPartFile, ResumesItsOwnShardAndRefusesAnotherOrADatabase) {
    const auto path = temp_db("src"), part_path = temp_db("part");
    auto db = two_games(path);
    const PartInfo info = info_of(db, 1, 2);
    {
        auto part = AnalysisPart::create_or_open(part_path, info);
        ASSERT_TRUE(part.ok()) << part.error();
        EXPECT_TRUE(part.value().save(analysis_of(1, 4, 6, 1), 77).value());
        // A shallower analysis does not replace a deeper one.
        EXPECT_FALSE(part.value().save(analysis_of(1, 3, 6, 2), 77).value());
    }
    auto again = AnalysisPart::create_or_open(part_path, info);
    ASSERT_TRUE(again.ok()) << again.error();
    EXPECT_EQ(again.value().games_analysed(4).value(), std::vector<std::int64_t>{1});
    EXPECT_TRUE(again.value().games_analysed(5).value().empty());
    EXPECT_EQ(again.value().info().shard, 1);
    EXPECT_EQ(again.value().info().shards, 2);

    auto other_shard = AnalysisPart::create_or_open(part_path, info_of(db, 2, 2));
    ASSERT_FALSE(other_shard.ok());
    EXPECT_NE(other_shard.error().find("shard 1/2, not 2/2"), std::string::npos)
        << other_shard.error();
    PartInfo other_db = info;
    other_db.database_id = "0123456789abcdef0123456789abcdef";
    auto wrong = AnalysisPart::create_or_open(part_path, other_db);
    ASSERT_FALSE(wrong.ok());
    EXPECT_NE(wrong.error().find("another database"), std::string::npos) << wrong.error();
    // The database itself given as a part: refused, untouched.
    const std::string before = read_bytes(path);
    auto not_part = AnalysisPart::create_or_open(path, info);
    ASSERT_FALSE(not_part.ok());
    EXPECT_NE(not_part.error().find("is a damascope database"), std::string::npos)
        << not_part.error();
    EXPECT_EQ(read_bytes(path), before);
}

TEST(MergeAnalysis, CopiesThePartsOnceAndAMergeAgainChangesNothing) {
    const auto path = temp_db("merge"), p1 = temp_db("merge_p1"), p2 = temp_db("merge_p2");
    auto db = two_games(path);
    {
        auto a = AnalysisPart::create_or_open(p1, info_of(db, 1, 2)).value();
        ASSERT_TRUE(a.save(analysis_of(1, 4, 6, 1), db.game_moves_signature(1).value()).ok());
        auto b = AnalysisPart::create_or_open(p2, info_of(db, 2, 2)).value();
        ASSERT_TRUE(b.save(analysis_of(2, 4, 4, 2), db.game_moves_signature(2).value(),
                           "2026-01-02T03:04:05Z")
                        .ok());
    }
    const std::vector<std::string> parts = {p1, p2};
    auto first = db.merge_analysis(parts);
    ASSERT_TRUE(first.ok()) << first.error();
    EXPECT_EQ(first.value().parts, 2);
    EXPECT_EQ(first.value().games_written, 2);
    auto stored = db.load_analysis(2).value();
    ASSERT_TRUE(stored.has_value());
    EXPECT_EQ(stored->depth, 4);
    // The part's time, not the merge's.
    EXPECT_EQ(query(path, "SELECT time = '2026-01-02T03:04:05Z' FROM analysis WHERE game_id = 2"),
              1);
    ASSERT_EQ(stored->plies.size(), 5u);
    EXPECT_EQ(stored->plies[3].score, 203);
    EXPECT_EQ(stored->plies[3].marks, 1);

    auto second = db.merge_analysis(parts);
    ASSERT_TRUE(second.ok()) << second.error();
    EXPECT_EQ(second.value().games_written, 0);
    EXPECT_EQ(second.value().games_unchanged, 2);
    EXPECT_EQ(query(path, "SELECT count(*) FROM analysis_plies"), 7 + 5);
    EXPECT_EQ(query(path, "SELECT sum(score) FROM analysis_plies WHERE game_id = 1"),
              100 * 7 + (0 + 1 + 2 + 3 + 4 + 5 + 6));
}

TEST(MergeAnalysis, ADeeperAnalysisReplacesAShallowerOneNeverTheOtherWay) {
    const auto path = temp_db("deeper"), shallow = temp_db("deeper_p4"),
               deep = temp_db("deeper_p6");
    auto db = two_games(path);
    const std::uint64_t sig = db.game_moves_signature(1).value();
    {
        auto a = AnalysisPart::create_or_open(shallow, info_of(db, 1, 1)).value();
        ASSERT_TRUE(a.save(analysis_of(1, 4, 6, 4), sig).ok());
        auto b = AnalysisPart::create_or_open(deep, info_of(db, 1, 1)).value();
        ASSERT_TRUE(b.save(analysis_of(1, 6, 6, 6), sig, "2026-02-02T00:00:00Z").ok());
    }
    // Stored at depth 4: the depth-6 part replaces it; then the depth-4 part leaves it.
    ASSERT_TRUE(db.save_analysis(analysis_of(1, 4, 6, 9)).ok());
    auto replaced = db.merge_analysis(std::vector<std::string>{deep});
    ASSERT_TRUE(replaced.ok()) << replaced.error();
    EXPECT_EQ(replaced.value().games_written, 1);
    EXPECT_EQ(db.load_analysis(1).value()->plies[0].score, 600);
    auto kept = db.merge_analysis(std::vector<std::string>{shallow});
    ASSERT_TRUE(kept.ok()) << kept.error();
    EXPECT_EQ(kept.value().games_kept, 1);
    EXPECT_EQ(kept.value().games_written, 0);
    EXPECT_EQ(db.load_analysis(1).value()->depth, 6);
    EXPECT_EQ(db.load_analysis(1).value()->plies[0].score, 600);
    EXPECT_EQ(query(path, "SELECT time = '2026-02-02T00:00:00Z' FROM analysis WHERE game_id = 1"),
              1);
}

TEST(MergeAnalysis, APartOfAnotherDatabaseIsRefusedAndNothingIsWritten) {
    const auto path = temp_db("refuse"), other = temp_db("refuse_other"),
               good = temp_db("refuse_good"), bad = temp_db("refuse_bad");
    auto db = two_games(path);
    auto db_other = two_games(other);  // the same games, but another database
    {
        auto a = AnalysisPart::create_or_open(good, info_of(db, 1, 2)).value();
        ASSERT_TRUE(a.save(analysis_of(1, 4, 6, 1), db.game_moves_signature(1).value()).ok());
        auto b = AnalysisPart::create_or_open(bad, info_of(db_other, 2, 2)).value();
        ASSERT_TRUE(b.save(analysis_of(2, 4, 4, 2), db_other.game_moves_signature(2).value()).ok());
    }
    auto r = db.merge_analysis(std::vector<std::string>{good, bad});
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error().find("made from another database"), std::string::npos) << r.error();
    EXPECT_NE(r.error().find(bad), std::string::npos) << r.error();
    EXPECT_EQ(query(path, "SELECT count(*) FROM analysis"), 0);  // not even the good part
    // The database itself as a part.
    auto self = db.merge_analysis(std::vector<std::string>{path});
    ASSERT_FALSE(self.ok());
    EXPECT_NE(self.error().find("is a damascope database"), std::string::npos) << self.error();
}

TEST(MergeAnalysis, AGameWhoseMovesChangedSinceThePartIsLeftOutAndNamed) {
    const auto path = temp_db("stale"), part_path = temp_db("stale_p");
    auto db = two_games(path);
    {
        auto a = AnalysisPart::create_or_open(part_path, info_of(db, 1, 1)).value();
        ASSERT_TRUE(a.save(analysis_of(1, 4, 6, 1), db.game_moves_signature(1).value()).ok());
        ASSERT_TRUE(a.save(analysis_of(2, 4, 4, 2), db.game_moves_signature(2).value()).ok());
    }
    // Game 1 gets other moves after the part was made.
    ASSERT_TRUE(db.update_game(1, make_game(core::Variant::dama, 6, 5)).ok());
    auto r = db.merge_analysis(std::vector<std::string>{part_path});
    ASSERT_TRUE(r.ok()) << r.error();
    EXPECT_EQ(r.value().games_written, 1);
    EXPECT_EQ(r.value().games_left_out, 1);
    ASSERT_EQ(r.value().left_out.size(), 1u);
    EXPECT_NE(r.value().left_out[0].find("game 1: its moves changed"), std::string::npos)
        << r.value().left_out[0];
    EXPECT_FALSE(db.load_analysis(1).value().has_value());
    EXPECT_TRUE(db.load_analysis(2).value().has_value());
}

TEST(MergeAnalysis, ADamagedPartIsRefusedWholeAndSkipDamagedMergesTheOthers) {
    const auto path = temp_db("merge_damaged"), good = temp_db("merge_damaged_good"),
               bad = temp_db("merge_damaged_bad");
    auto db = two_games(path);
    // Game 1 with real lines: a legal move of each of its positions.
    GameAnalysis a = analysis_of(1, 4, 6, 1);
    const core::GameRecord g = db.load_game(1).value();
    core::Position pos = g.start;
    for (int p = 0; p <= 6; ++p) {
        core::MoveList legal;
        core::generate_legal(pos, legal);
        if (!legal.empty()) {
            a.plies[p].best =
                core::format_move(pos, legal[0], std::span(legal.begin(), legal.size()));
            a.plies[p].pv = a.plies[p].best;
        }
        if (p < 6) pos.play(g.moves[p].move);
    }
    GameAnalysis garbage = analysis_of(2, 4, 4, 2);
    garbage.plies[2].pv = "22-18 zz";
    {
        auto pa = AnalysisPart::create_or_open(good, info_of(db, 1, 2)).value();
        ASSERT_TRUE(pa.save(a, db.game_moves_signature(1).value()).ok());
        auto pb = AnalysisPart::create_or_open(bad, info_of(db, 2, 2)).value();
        ASSERT_TRUE(pb.save(garbage, db.game_moves_signature(2).value()).ok());
    }
    const std::vector<std::string> parts = {good, bad};
    auto refused = db.merge_analysis(parts);
    ASSERT_FALSE(refused.ok());
    EXPECT_NE(refused.error().find("damaged: '" + bad + "': game 2, ply 2: the line '22-18 zz'"),
              std::string::npos)
        << refused.error();
    EXPECT_NE(refused.error().find("nothing was merged"), std::string::npos);
    EXPECT_FALSE(db.load_analysis(1).value().has_value());

    auto skipped = db.merge_analysis(parts, true);
    ASSERT_TRUE(skipped.ok()) << skipped.error();
    EXPECT_EQ(skipped.value().parts, 1);
    EXPECT_EQ(skipped.value().parts_refused, 1);
    ASSERT_EQ(skipped.value().refused.size(), 1u);
    EXPECT_EQ(db.load_analysis(1).value()->plies[0].best, a.plies[0].best);
    EXPECT_FALSE(db.load_analysis(2).value().has_value());
}

}  // namespace
}  // namespace damascope::database
