// The endgame tables in the search and the annotator, on Dhama endings counted by hand from
// spec/RULES.md (English draughts: men step diagonally forward, kings one step either way, a
// capture is a jump over an adjacent piece, compulsory, and the side to move with no move loses).
#include <gtest/gtest.h>

#include "analysis/annotator.hpp"
#include "analysis/egdb/egdb.hpp"
#include "analysis/egdb/egdb_probe.hpp"
#include "analysis/engine.hpp"
#include "core/movegen.hpp"
#include "test_positions.hpp"

namespace damascope::analysis {
namespace {

using core::Color;
using core::Piece;
using core::Variant;
using test::make_position;

// Dhama's tables of up to three pieces, built once in memory (a few seconds).
const egdb::TableSet& dhama_tables() {
    static const egdb::TableSet set = [] {
        egdb::Tables t(Variant::dhama);
        EXPECT_TRUE(t.build(3));
        egdb::TableSet s;
        s.add(std::move(t));
        return s;
    }();
    return set;
}

SearchResult search_with_tables(const core::Position& pos, int depth, int multipv = 1) {
    EngineOptions o;
    o.tables = &dhama_tables();
    Engine engine(o);
    Limits limits;
    limits.depth = depth;
    limits.multipv = multipv;
    return engine.search(pos, limits);
}

// Black man a7 (its only step is b6), White king c5, Black to move: a7-b6 is forced and the king
// jumps c5xa7; Black has no piece left and loses. A loss in 2 plies, no longer, no shorter.
core::Position man_walks_into_the_king() {
    return make_position(Variant::dhama, Color::black,
                         {{"c5", Piece::white_king}, {"a7", Piece::black_man}});
}

// White kings c3 and a1 against the Black king e5, White to move: two kings against one win.
core::Position two_kings_against_one() {
    return make_position(
        Variant::dhama, Color::white,
        {{"c3", Piece::white_king}, {"a1", Piece::white_king}, {"e5", Piece::black_king}});
}

TEST(EgdbSearchTest, ProbeCountsTheForcedCaptureByHand) {
    const auto v = dhama_tables().of(Variant::dhama)->probe(man_walks_into_the_king());
    ASSERT_TRUE(v);
    EXPECT_EQ(v->wdl, egdb::Wdl::loss);
    EXPECT_EQ(v->plies, 2);
}

TEST(EgdbSearchTest, ProbeCountsAHungKingByHand) {
    // After c3-d4?? in two_kings_against_one: Black must jump e5xc3; White's a1 king has only b2,
    // where c3xa1 takes it: Black wins in 3 plies, White to move after the first one loses in 2.
    core::Position pos = two_kings_against_one();
    pos.play(test::legal_move(pos, "c3", "d4"));
    const auto v = dhama_tables().of(Variant::dhama)->probe(pos);
    ASSERT_TRUE(v);
    EXPECT_EQ(v->wdl, egdb::Wdl::win);
    EXPECT_EQ(v->plies, 3);
}

TEST(EgdbSearchTest, WinInThreeFoundByTheTables) {
    // White king d6, Black man a7, White to move: no capture now; Kc5 (or Kc7) leaves a7-b6 as
    // Black's only move, and the king takes it. A win in 3 plies, shown as #+3 from the tables.
    const auto pos = make_position(Variant::dhama, Color::white,
                                   {{"d6", Piece::white_king}, {"a7", Piece::black_man}});
    const SearchResult r = search_with_tables(pos, 4);
    ASSERT_TRUE(r.has_move);
    EXPECT_TRUE(r.from_tables);
    EXPECT_EQ(r.mate_in(), 3);
    // The line the tables give ends with Black out of pieces.
    ASSERT_EQ(r.lines.front().pv.size(), 3u);
    core::Position end = pos;
    for (const core::Move& m : r.lines.front().pv) end.play(m);
    EXPECT_EQ(end.pieces(Color::black), 0u);
}

TEST(EgdbSearchTest, TheTablesNeverHangAKingInAWonEnding) {
    const auto pos = two_kings_against_one();
    const SearchResult r = search_with_tables(pos, 1, 4);
    ASSERT_TRUE(r.has_move);
    EXPECT_TRUE(r.from_tables);
    EXPECT_GT(r.mate_in(), 0);
    EXPECT_FALSE(r.best == test::legal_move(pos, "c3", "d4"));
    // Every line shown is scored by the tables; c3-d4 (a loss in 4 for White) comes last if shown.
    for (const Line& line : r.lines) EXPECT_TRUE(line.from_tables);
    // The chosen move keeps the win: the position after it is a loss for Black.
    core::Position after = pos;
    after.play(r.best);
    const auto v = dhama_tables().of(Variant::dhama)->probe(after);
    ASSERT_TRUE(v);
    EXPECT_EQ(v->wdl, egdb::Wdl::loss);
    EXPECT_EQ(v->plies + 1, r.mate_in());
}

TEST(EgdbSearchTest, ADrawnEndingIsNotLost) {
    // King d4 against king f6 in the middle, White to move: a draw (one king cannot corner
    // another there). d4-e5 would be jumped at once (f6xd4): a loss in 2 plies for White. The
    // tables keep the draw and score it 0. (Near an edge one king can trap the other: b2 against
    // d4 is a loss, the tables say, which is why this test stays in the middle.)
    const auto pos = make_position(Variant::dhama, Color::white,
                                   {{"d4", Piece::white_king}, {"f6", Piece::black_king}});
    const egdb::Tables& t = *dhama_tables().of(Variant::dhama);
    ASSERT_TRUE(t.probe(pos));
    ASSERT_EQ(t.probe(pos)->wdl, egdb::Wdl::draw);
    core::Position hung = pos;
    hung.play(test::legal_move(pos, "d4", "e5"));
    ASSERT_TRUE(t.probe(hung));
    EXPECT_EQ(t.probe(hung)->wdl, egdb::Wdl::win);
    EXPECT_EQ(t.probe(hung)->plies, 1);

    const SearchResult r = search_with_tables(pos, 6);
    ASSERT_TRUE(r.has_move);
    EXPECT_TRUE(r.from_tables);
    EXPECT_EQ(r.score, 0);
    core::Position after = pos;
    after.play(r.best);
    ASSERT_TRUE(t.probe(after));
    EXPECT_EQ(t.probe(after)->wdl, egdb::Wdl::draw);
}

TEST(EgdbSearchTest, InteriorNodesScoreTheTablesExactValue) {
    // Four pieces (no table): White must jump c3xe5 and reaches two kings against one, a table
    // win. At depth 1 only the tables can see that it is a forced win.
    const auto pos = make_position(Variant::dhama, Color::white,
                                   {{"c3", Piece::white_king},
                                    {"a1", Piece::white_king},
                                    {"d4", Piece::black_man},
                                    {"h8", Piece::black_king}});
    const SearchResult with = search_with_tables(pos, 1);
    EXPECT_FALSE(with.from_tables);
    EXPECT_GT(with.mate_in(), 0);
    core::Position after = pos;
    after.play(with.best);
    const auto v = dhama_tables().of(Variant::dhama)->probe(after);
    ASSERT_TRUE(v);
    EXPECT_EQ(v->plies + 1, with.mate_in());
    EXPECT_EQ(test::search_depth(pos, 1).mate_in(), 0);  // without tables: an evaluation
}

TEST(EgdbSearchTest, AnnotatorMarksAThrownAwayTableWin) {
    core::GameRecord g;
    g.variant = Variant::dhama;
    g.start = two_kings_against_one();
    core::Position pos = g.start;
    for (const auto& [from, to] : {std::pair{"c3", "d4"}, {"e5", "c3"}}) {
        core::RecordedMove rm;
        rm.move = test::legal_move(pos, from, to);
        g.moves.push_back(rm);
        pos.play(rm.move);
    }
    EngineOptions eo;
    eo.tables = &dhama_tables();
    Engine engine(eo);
    AnnotatorOptions ao;
    ao.limits.depth = 4;
    const GameAnnotation a = annotate_game(g, engine, ao);
    ASSERT_EQ(a.plies.size(), 3u);
    ASSERT_TRUE(a.plies[0].table);
    EXPECT_EQ(a.plies[0].table->wdl, egdb::Wdl::win);
    ASSERT_TRUE(a.plies[1].table);
    EXPECT_EQ(a.plies[1].table->wdl, egdb::Wdl::win);  // Black's, to move
    EXPECT_EQ(a.plies[1].table->plies, 3);
    EXPECT_TRUE(core::has_mark(a.plies[1].marks, core::Mark::blunder));
    EXPECT_EQ(a.plies[1].table_reason, "throws away a table win (a win in " +
                                           std::to_string(a.plies[0].table->plies) +
                                           " plies before, a loss in 4 plies after)");
    // Black's only capture is judged by nothing.
    EXPECT_TRUE(a.plies[2].table_reason.empty());
}

TEST(EgdbSearchTest, TableJudgementByHand) {
    using egdb::Value;
    using egdb::Wdl;
    // Win in 5 before; the opponent then to move in a loss in 4: the win kept.
    EXPECT_EQ(table_judgement(Value{Wdl::win, 5}, Value{Wdl::loss, 4}), "");
    EXPECT_EQ(table_judgement(Value{Wdl::win, 5}, Value{}),
              "throws away a table win (a win in 5 plies before, a draw after)");
    EXPECT_EQ(table_judgement(Value{}, Value{Wdl::win, 1}),
              "throws away a table draw (a draw before, a loss in 2 plies after)");
    EXPECT_EQ(table_judgement(Value{}, Value{}), "");
}

TEST(EgdbSearchTest, DamaQuietRuleLimitsTheTables) {
    // The tables do not count Dama's 100-moves-each rule: a win too far from the next capture or
    // promotion is no table value there (the search decides instead); a draw stays a draw.
    egdb::Tables t(Variant::dama);
    ASSERT_TRUE(t.build(2));
    const auto pos = make_position(Variant::dama, Color::white,
                                   {{"a1", Piece::white_king}, {"a3", Piece::black_king}});
    ASSERT_TRUE(egdb::probe_in_game(t, pos, 0));
    EXPECT_TRUE(egdb::probe_in_game(t, pos, 198));
    EXPECT_FALSE(egdb::probe_in_game(t, pos, 199));
    EXPECT_EQ(egdb::value_to_score(egdb::Value{egdb::Wdl::win, 1}, 3), score_win - 4);
    EXPECT_EQ(egdb::value_to_score(egdb::Value{egdb::Wdl::loss, 2}, 3), -score_win + 5);
}

}  // namespace
}  // namespace damascope::analysis
