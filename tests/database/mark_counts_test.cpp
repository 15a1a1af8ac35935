// The marks counted by kind for the game list (schema version 13): a game's rule marks (missed
// captures, longer chains available) and its stored analysis's judgement marks (blunders,
// mistakes, inaccuracies), kept right when the analysis is saved again, replaced or deleted, and
// filled in when an older file is opened.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "database/analysis_summary.hpp"
#include "database/game_database.hpp"
#include "database/move_codec.hpp"
#include "database/schema.hpp"
#include "database/sqlite.hpp"
#include "test_games.hpp"

namespace damascope::database {
namespace {

using core::Mark;
using testing::make_game;
using testing::open_ok;
using testing::query;
using testing::temp_db;

// 12 plies; ply 3 a missed capture, ply 5 both rule marks, ply 8 a longer chain available:
// 2 missed captures, 2 longer chains, 3 marked plies.
core::GameRecord game_with_rule_marks() {
    auto g = make_game(core::Variant::dhama, 12, 4);
    g.moves[2].marks = static_cast<core::MarkSet>(Mark::missed_capture);
    g.moves[4].marks = Mark::missed_capture | Mark::longer_chain_available;
    g.moves[7].marks = static_cast<core::MarkSet>(Mark::longer_chain_available);
    return g;
}

// An analysis "by hand" of a game of `plies` plies: every score 0 except where `marks` says.
GameAnalysis analysis_of(std::int64_t id, int plies, int depth,
                         const std::vector<std::pair<int, core::MarkSet>>& marks) {
    GameAnalysis a;
    a.game_id = id;
    a.engine = "test";
    a.depth = depth;
    for (int p = 0; p <= plies; ++p) a.plies.push_back({p, 0, 0, "", {}, depth, 0});
    for (const auto& [ply, m] : marks) a.plies[static_cast<std::size_t>(ply)].marks = m;
    return a;
}

GameSummary summary_of(const GameDatabase& db, std::int64_t id) {
    auto s = db.summaries(std::vector<std::int64_t>{id});
    EXPECT_TRUE(s.ok()) << (s ? "" : s.error());
    return s ? s->front() : GameSummary{};
}

std::vector<std::int64_t> ids_of(const GameDatabase& db, const GameFilter& f) {
    auto ids = db.game_ids(f);
    EXPECT_TRUE(ids.ok()) << (ids ? "" : ids.error());
    return ids ? *ids : std::vector<std::int64_t>{};
}

TEST(MarkCounts, RuleMarksAreCountedByKindWhenAGameIsAdded) {
    auto db = open_ok(temp_db("rule_counts"));
    std::int64_t id = 0;
    ASSERT_TRUE(db.add_game(game_with_rule_marks(), &id).ok());
    const GameSummary s = summary_of(db, id);
    EXPECT_EQ(s.marks, 3);
    EXPECT_EQ(s.missed_captures, 2);
    EXPECT_EQ(s.longer_chains, 2);
    EXPECT_FALSE(s.analysed);
    EXPECT_EQ(s.blunders + s.mistakes + s.inaccuracies, 0);
}

TEST(MarkCounts, EngineMarksFollowTheStoredAnalysisThroughReRunsAndDeletion) {
    auto db = open_ok(temp_db("engine_counts"));
    std::int64_t marked = 0, clean = 0;
    ASSERT_TRUE(db.add_game(game_with_rule_marks(), &marked).ok());
    ASSERT_TRUE(db.add_game(make_game(core::Variant::dhama, 12, 9), &clean).ok());
    GameFilter engine;
    engine.only_with_engine_marks = true;
    EXPECT_TRUE(ids_of(db, engine).empty());

    // Ply 3 a blunder (and, as the annotator stores it, the record's missed capture), ply 6 a
    // mistake, ply 9 and ply 11 inaccuracies, ply 12 a blunder: 2 ??, 1 ?, 2 ?!.
    ASSERT_TRUE(db.save_analysis(analysis_of(marked, 12, 8,
                                             {{3, Mark::blunder | Mark::missed_capture},
                                              {6, static_cast<core::MarkSet>(Mark::mistake)},
                                              {9, static_cast<core::MarkSet>(Mark::inaccuracy)},
                                              {11, static_cast<core::MarkSet>(Mark::inaccuracy)},
                                              {12, static_cast<core::MarkSet>(Mark::blunder)}}))
                    .ok());
    ASSERT_TRUE(db.save_analysis(analysis_of(clean, 12, 8, {})).ok());
    GameSummary s = summary_of(db, marked);
    EXPECT_TRUE(s.analysed);
    EXPECT_EQ(s.blunders, 2);
    EXPECT_EQ(s.mistakes, 1);
    EXPECT_EQ(s.inaccuracies, 2);
    EXPECT_EQ(s.missed_captures, 2);  // the rule marks stay the game's own
    const GameSummary c = summary_of(db, clean);
    EXPECT_TRUE(c.analysed);
    EXPECT_EQ(c.blunders + c.mistakes + c.inaccuracies, 0);
    EXPECT_EQ(ids_of(db, engine), std::vector<std::int64_t>{marked});
    EXPECT_EQ(*db.count_games(engine), 1);

    // Run again deeper: one mistake only; the counts are the new analysis', not a sum.
    ASSERT_TRUE(db.save_analysis(
                      analysis_of(marked, 12, 10, {{4, static_cast<core::MarkSet>(Mark::mistake)}}))
                    .ok());
    s = summary_of(db, marked);
    EXPECT_EQ(s.blunders, 0);
    EXPECT_EQ(s.mistakes, 1);
    EXPECT_EQ(s.inaccuracies, 0);
    // A shallower run is refused and changes nothing.
    ASSERT_FALSE(*db.save_analysis(
        analysis_of(marked, 12, 2, {{1, static_cast<core::MarkSet>(Mark::blunder)}})));
    EXPECT_EQ(summary_of(db, marked).blunders, 0);

    // Other moves: the analysis is deleted with its counts, and the filter no longer finds it.
    auto edited = make_game(core::Variant::dhama, 10, 1);
    ASSERT_TRUE(db.update_game(marked, edited).ok());
    s = summary_of(db, marked);
    EXPECT_FALSE(s.analysed);
    EXPECT_EQ(s.mistakes, 0);
    EXPECT_EQ(s.missed_captures, 0);  // the edited moves carry no rule mark
    EXPECT_TRUE(ids_of(db, engine).empty());
}

TEST(MarkCounts, AnOlderFileGetsItsCountsFilledIn) {
    const auto path = temp_db("v12_counts");
    const auto g = game_with_rule_marks();
    {
        auto c = sqlite::Connection::open(path, sqlite::OpenMode::create);
        ASSERT_TRUE(c.ok());
        ASSERT_TRUE(schema::migrate(*c.value(), 12).ok());
        ASSERT_TRUE(c.value()
                        ->exec("INSERT INTO games (variant, plies, marks, white, signature) "
                               "VALUES (1, 12, 3, 'Old', 7)")
                        .ok());
        std::vector<std::uint8_t> blob;
        encode_moves(g.variant, g.moves, blob);
        auto data = c.value()->prepare(
            "INSERT INTO game_data (game_id, tags, moves_format, moves) VALUES (1, '[]', 2, ?1)");
        ASSERT_TRUE(data.ok());
        (*data)->bind_blob(1, blob);
        ASSERT_TRUE((*data)->run().ok());
        ASSERT_TRUE(c.value()
                        ->exec("INSERT INTO analysis (game_id, engine, depth, time) VALUES "
                               "(1, 'old', 6, 'then'); INSERT INTO analysis_plies VALUES "
                               "(1, 0, 0, 0, '', '', 6, 0), (1, 1, 0, 0, '', '', 6, 16), "
                               "(1, 2, 0, 0, '', '', 6, 4), (1, 3, 0, 0, '', '', 6, 5)")
                        .ok());
    }
    auto db = open_ok(path);
    EXPECT_EQ(query(path, "PRAGMA user_version"), GameDatabase::schema_version());
    const GameSummary s = summary_of(db, 1);
    EXPECT_EQ(s.missed_captures, 2);
    EXPECT_EQ(s.longer_chains, 2);
    EXPECT_TRUE(s.analysed);
    EXPECT_EQ(s.blunders, 1);
    EXPECT_EQ(s.mistakes, 0);
    EXPECT_EQ(s.inaccuracies, 2);  // plies 2 and 3 (3 with a missed capture beside it)
}

// Worked by hand: White moves first (Dhama's start); scores from White's view.
// ply 0 +0.20, ply 1 (White) +0.10: White lost 10; ply 2 (Black) +1.30: Black lost 120, a
// blunder; ply 3 (White) +0.30: White lost 100, a mistake; ply 4 (Black) +0.50: Black lost 20;
// ply 5 (White) a forced win for White (capped at +10.00): no loss.
TEST(AnalysisSummary, CountsAndAverageLossPerSide) {
    GameAnalysis a;
    const std::vector<std::pair<int, core::MarkSet>> rows = {
        {20, 0},
        {10, 0},
        {130, static_cast<core::MarkSet>(Mark::blunder)},
        {30, static_cast<core::MarkSet>(Mark::mistake)},
        {50, 0},
        {0, 0}};
    for (std::size_t i = 0; i < rows.size(); ++i)
        a.plies.push_back({static_cast<int>(i), rows[i].first, 0, "", {}, 10, rows[i].second});
    a.plies[5].mate_in = 7;
    const AnalysisSummary s = summarise_analysis(a, core::Color::white);
    EXPECT_EQ(s.white.moves, 3);
    EXPECT_EQ(s.white.mistakes, 1);
    EXPECT_EQ(s.white.blunders, 0);
    EXPECT_EQ(s.white.average_loss, 37);  // (10 + 100 + 0) / 3 = 36.7
    EXPECT_EQ(s.black.moves, 2);
    EXPECT_EQ(s.black.blunders, 1);
    EXPECT_EQ(s.black.average_loss, 70);  // (120 + 20) / 2
    // Black to move first: the same rows, the sides swapped.
    const AnalysisSummary swapped = summarise_analysis(a, core::Color::black);
    EXPECT_EQ(swapped.black.moves, 3);
    EXPECT_EQ(swapped.white.blunders, 1);
}

}  // namespace
}  // namespace damascope::database
