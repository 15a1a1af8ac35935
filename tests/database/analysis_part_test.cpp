// The database's own id, part files of a sharded analysis and merging them back (merge_analysis),
// on real files. The analyses are written by hand: what is merged is known without the engine.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/movegen.hpp"
#include "core/notation.hpp"
#include "database/analysis_part.hpp"
#include "database/game_database.hpp"
#include "database/schema.hpp"
#include "database/sqlite.hpp"
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
        a.plies.push_back({p, tag * 100 + p, 0, "", {}, depth, static_cast<core::MarkSet>(p % 2)});
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
            a.plies[p].pv = {legal[0]};
        }
        if (p < 6) pos.play(g.moves[p].move);
    }
    // Game 2's line at ply 2: a move from a square to itself, no move of any position.
    GameAnalysis garbage = analysis_of(2, 4, 4, 2);
    garbage.plies[2].pv = {core::Move{0, 9, 9}};
    {
        auto pa = AnalysisPart::create_or_open(good, info_of(db, 1, 2)).value();
        ASSERT_TRUE(pa.save(a, db.game_moves_signature(1).value()).ok());
        auto pb = AnalysisPart::create_or_open(bad, info_of(db, 2, 2)).value();
        ASSERT_TRUE(pb.save(garbage, db.game_moves_signature(2).value()).ok());
    }
    const std::vector<std::string> parts = {good, bad};
    auto refused = db.merge_analysis(parts);
    ASSERT_FALSE(refused.ok());
    // Square 9 (rank 1, file 1) of the Dhama board is 25 in its numbers: (7 - 1) * 4 + 1 / 2 + 1.
    EXPECT_NE(refused.error().find("damaged: '" + bad +
                                   "': game 2, ply 2: move 1 of the line, 25-25, is no legal move"),
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

// A part as damascope wrote it before part version 3 (the lines as text): version 2's tables, or
// version 1's without the checksum column. Written by hand, as that code is gone.
void write_text_part(const std::string& path, int version, const PartInfo& info,
                     const GameAnalysis& a, const std::vector<std::string>& lines,
                     std::uint64_t moves_signature) {
    auto c = sqlite::Connection::open(path, sqlite::OpenMode::create);
    ASSERT_TRUE(c.ok()) << c.error();
    auto& db = *c.value();
    const std::string checksum_column = version >= 2 ? ", checksum INTEGER" : "";
    ASSERT_TRUE(db.exec("CREATE TABLE part (database_id TEXT NOT NULL, shard INTEGER NOT NULL, "
                        "shards INTEGER NOT NULL, games_total INTEGER NOT NULL, created TEXT NOT "
                        "NULL); CREATE TABLE analysis (game_id INTEGER PRIMARY KEY, "
                        "moves_signature INTEGER NOT NULL DEFAULT 0, engine TEXT NOT NULL, depth "
                        "INTEGER NOT NULL, time TEXT NOT NULL" +
                        checksum_column +
                        "); CREATE TABLE analysis_plies (game_id INTEGER NOT NULL REFERENCES "
                        "analysis(game_id) ON DELETE CASCADE, ply INTEGER NOT NULL, score INTEGER "
                        "NOT NULL, mate_in INTEGER NOT NULL, best TEXT NOT NULL, pv TEXT NOT "
                        "NULL, depth INTEGER NOT NULL, marks INTEGER NOT NULL, PRIMARY KEY "
                        "(game_id, ply)) WITHOUT ROWID; PRAGMA application_id = " +
                        std::to_string(AnalysisPart::application_id) +
                        "; PRAGMA user_version = " + std::to_string(version))
                    .ok());
    const std::string time = "2026-01-01T00:00:00Z";
    auto part = db.prepare("INSERT INTO part VALUES (?1, ?2, ?3, 1, ?4)");
    ASSERT_TRUE(part.ok());
    (*part)->bind(1, info.database_id);
    (*part)->bind(2, info.shard);
    (*part)->bind(3, info.shards);
    (*part)->bind(4, time);
    ASSERT_TRUE((*part)->run().ok());
    auto game = db.prepare(version >= 2 ? "INSERT INTO analysis VALUES (?1, ?2, ?3, ?4, ?5, ?6)"
                                        : "INSERT INTO analysis VALUES (?1, ?2, ?3, ?4, ?5)");
    ASSERT_TRUE(game.ok());
    (*game)->bind(1, a.game_id);
    (*game)->bind(2, static_cast<std::int64_t>(moves_signature));
    (*game)->bind(3, a.engine);
    (*game)->bind(4, a.depth);
    (*game)->bind(5, time);
    if (version >= 2)
        (*game)->bind(
            6, static_cast<std::int64_t>(part_game_checksum(a, moves_signature, time, &lines)));
    ASSERT_TRUE((*game)->run().ok());
    auto ply = db.prepare("INSERT INTO analysis_plies VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)");
    ASSERT_TRUE(ply.ok());
    for (std::size_t i = 0; i < a.plies.size(); ++i) {
        const PlyAnalysis& p = a.plies[i];
        (*ply)->reset();
        (*ply)->bind(1, a.game_id);
        (*ply)->bind(2, p.ply);
        (*ply)->bind(3, p.score);
        (*ply)->bind(4, p.mate_in);
        (*ply)->bind(5, p.best);
        (*ply)->bind(6, lines[i]);
        (*ply)->bind(7, p.depth);
        (*ply)->bind(8, static_cast<int>(p.marks));
        ASSERT_TRUE((*ply)->run().ok());
    }
}

// Game 1's analysis with each position's first legal move as its best move, and as text lines
// that move and the first legal reply (what a part of version 1 or 2 held).
struct TextAnalysis {
    GameAnalysis analysis;
    std::vector<std::string> lines;
    std::vector<std::vector<core::Move>> moves;  // the lines as moves
};
TextAnalysis text_analysis_of_game(const core::GameRecord& g, std::int64_t id) {
    TextAnalysis t;
    t.analysis = analysis_of(id, 4, static_cast<int>(g.moves.size()), 3);
    core::Position pos = g.start;
    for (std::size_t p = 0; p <= g.moves.size(); ++p) {
        std::vector<core::Move> line;
        std::string text;
        core::Position at = pos;
        for (int k = 0; k < 2; ++k) {
            core::MoveList legal;
            core::generate_legal(at, legal);
            if (legal.empty()) break;
            if (!text.empty()) text += ' ';
            text += core::format_move(at, legal[0], std::span(legal.begin(), legal.size()));
            line.push_back(legal[0]);
            at.play(legal[0]);
        }
        t.analysis.plies[p].best = text.substr(0, text.find(' '));
        t.lines.push_back(text);
        t.moves.push_back(line);
        if (p < g.moves.size()) pos.play(g.moves[p].move);
    }
    return t;
}

TEST(MergeAnalysis, PartsOfVersions1And2HaveTheirTextLinesReadAsMoves) {
    const auto path = temp_db("merge_text"), v1 = temp_db("merge_text_v1"),
               v2 = temp_db("merge_text_v2");
    auto db = two_games(path);
    const TextAnalysis one = text_analysis_of_game(db.load_game(1).value(), 1);
    const TextAnalysis two = text_analysis_of_game(db.load_game(2).value(), 2);
    ASSERT_EQ(one.lines[0].find(' ') != std::string::npos, true) << one.lines[0];
    write_text_part(v2, 2, info_of(db, 1, 2), one.analysis, one.lines,
                    db.game_moves_signature(1).value());
    write_text_part(v1, 1, info_of(db, 2, 2), two.analysis, two.lines,
                    db.game_moves_signature(2).value());
    const std::vector<std::string> parts = {v2, v1};
    auto merged = db.merge_analysis(parts);
    ASSERT_TRUE(merged.ok()) << merged.error();
    EXPECT_EQ(merged->games_written, 2);
    for (const TextAnalysis* t : {&one, &two}) {
        auto stored = db.load_analysis(t->analysis.game_id).value();
        ASSERT_TRUE(stored.has_value());
        ASSERT_EQ(stored->plies.size(), t->moves.size());
        for (std::size_t p = 0; p < t->moves.size(); ++p) {
            EXPECT_EQ(stored->plies[p].pv, t->moves[p]) << "ply " << p << ": " << t->lines[p];
            EXPECT_EQ(stored->plies[p].best, t->analysis.plies[p].best);
        }
    }
    // An old part is merged, never resumed: its shard runs again into a new part.
    auto resumed = AnalysisPart::create_or_open(v2, info_of(db, 1, 2));
    ASSERT_FALSE(resumed.ok());
    EXPECT_NE(resumed.error().find("part of version 2 (lines as text)"), std::string::npos)
        << resumed.error();
}

TEST(MergeAnalysis, AnOldPartWithALineThatDoesNotReadIsRefused) {
    const auto path = temp_db("merge_text_bad"), v2 = temp_db("merge_text_bad_v2");
    auto db = two_games(path);
    TextAnalysis one = text_analysis_of_game(db.load_game(1).value(), 1);
    one.lines[3] += " zz";  // its checksum covers it: the part is whole, its line is not
    write_text_part(v2, 2, info_of(db, 1, 1), one.analysis, one.lines,
                    db.game_moves_signature(1).value());
    const std::vector<std::string> parts = {v2};
    auto refused = db.merge_analysis(parts);
    ASSERT_FALSE(refused.ok());
    EXPECT_NE(refused.error().find("damaged: '" + v2 + "': game 1, ply 3: the line '" +
                                   one.lines[3] + "' holds 'zz', no legal move there"),
              std::string::npos)
        << refused.error();
    EXPECT_FALSE(db.load_analysis(1).value().has_value());
}

// The columns of a table: name, declared type, NOT NULL, place in the primary key.
std::vector<std::string> columns_of(const std::string& path, const std::string& table) {
    auto c = sqlite::Connection::open(path, sqlite::OpenMode::read_only);
    EXPECT_TRUE(c.ok());
    std::vector<std::string> out;
    if (!c) return out;
    auto q = c.value()->prepare("PRAGMA table_info(" + table + ")");
    EXPECT_TRUE(q.ok());
    if (!q) return out;
    auto& st = **q;
    auto rows = st.each_row([&] {
        out.push_back(std::string(st.column_text(1)) + " " + std::string(st.column_text(2)) + " " +
                      std::to_string(st.column_int(3)) + " " + std::to_string(st.column_int(5)));
    });
    EXPECT_TRUE(rows.ok());
    return out;
}

// One analysis table: a part's analysis_plies has the database's columns (one writer and one
// row reader serve both), the line a BLOB of packed moves.
TEST(AnalysisPartFile, ItsPliesTableHasTheDatabasesColumns) {
    const auto path = temp_db("same_columns"), part_path = temp_db("same_columns_part");
    auto db = two_games(path);
    { ASSERT_TRUE(AnalysisPart::create_or_open(part_path, info_of(db, 1, 1)).ok()); }
    const auto in_database = columns_of(path, "analysis_plies");
    EXPECT_EQ(columns_of(part_path, "analysis_plies"), in_database);
    EXPECT_NE(std::find(in_database.begin(), in_database.end(), "line BLOB 1 0"),
              in_database.end());
    EXPECT_EQ(query(part_path, "PRAGMA user_version"), 3);
}

}  // namespace
}  // namespace damascope::database
