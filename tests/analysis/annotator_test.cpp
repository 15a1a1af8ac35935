// The annotator: a score for every position, judgement marks where a move throws something away,
// none in a quiet game, and the importer's rule marks kept.
#include <gtest/gtest.h>

#include <atomic>

#include "analysis/annotator.hpp"
#include "core/movegen.hpp"
#include "core/read_moves.hpp"
#include "test_positions.hpp"

namespace damascope::analysis {
namespace {

using core::Variant;

// A game from the start, moves given as from/to squares.
core::GameRecord make_game(Variant v,
                           std::initializer_list<std::pair<const char*, const char*>> moves) {
    core::GameRecord g;
    g.variant = v;
    g.start = core::Position::initial(v);
    core::Position pos = g.start;
    for (const auto& [from, to] : moves) {
        core::RecordedMove rm;
        rm.move = test::legal_move(pos, from, to);
        g.moves.push_back(rm);
        pos.play(rm.move);
    }
    return g;
}

AnnotatorOptions shallow() {
    AnnotatorOptions o;
    o.limits.depth = 6;
    return o;
}

constexpr core::MarkSet judgement_marks =
    core::Mark::inaccuracy | core::Mark::mistake | static_cast<core::MarkSet>(core::Mark::blunder);

TEST(AnnotatorTest, WinningChancesCurve) {
    EXPECT_DOUBLE_EQ(winning_chances(0), 0.5);
    EXPECT_NEAR(winning_chances(100), 0.731, 0.001);
    EXPECT_NEAR(winning_chances(-100), 0.269, 0.001);
    EXPECT_EQ(winning_chances(score_win - 5), 1.0);
    EXPECT_EQ(winning_chances(-score_win + 5), 0.0);
    const Thresholds t;
    EXPECT_EQ(judge(0.01, t), 0);
    EXPECT_TRUE(core::has_mark(judge(t.inaccuracy, t), core::Mark::inaccuracy));
    EXPECT_TRUE(core::has_mark(judge(t.mistake, t), core::Mark::mistake));
    EXPECT_TRUE(core::has_mark(judge(0.5, t), core::Mark::blunder));
    // Losing a man from an equal position is a blunder; a man more or less at +3 is not.
    EXPECT_TRUE(
        core::has_mark(judge(winning_chances(0) - winning_chances(-100), t), core::Mark::blunder));
    EXPECT_FALSE(
        core::has_mark(judge(winning_chances(300) - winning_chances(200), t), core::Mark::blunder));
}

TEST(AnnotatorTest, EachVariantHasItsOwnFittedScale) {
    // The scales fitted to self-play results (annotator.cpp): Dhama 88, Dama 75, Turkish 80.
    const double dhama = winning_chance_scale(Variant::dhama);
    const double dama = winning_chance_scale(Variant::dama);
    const double turkish = winning_chance_scale(Variant::turkish);
    EXPECT_DOUBLE_EQ(dhama, 88.0);
    EXPECT_DOUBLE_EQ(dama, 75.0);
    EXPECT_DOUBLE_EQ(turkish, 80.0);
    // A score equal to the scale is 1 / (1 + e^-1) = 0.7311.
    EXPECT_NEAR(winning_chances(88, dhama), 0.7311, 0.0001);
    EXPECT_NEAR(winning_chances(75, dama), 0.7311, 0.0001);
    const Thresholds t;
    // Dhama, a man lost from equal: 0.5 - 1 / (1 + e^(100/88)) = 0.5 - 1 / (1 + 3.1154) = 0.2570,
    // a blunder (>= 0.22).
    const double man_dhama = winning_chances(0, dhama) - winning_chances(-100, dhama);
    EXPECT_NEAR(man_dhama, 0.2570, 0.0005);
    EXPECT_TRUE(core::has_mark(judge(man_dhama, t), core::Mark::blunder));
    // Dama, the same: 0.5 - 1 / (1 + e^(100/75)) = 0.5 - 1 / (1 + 3.7937) = 0.2914, a blunder
    // too; under the federation's rules 0.5 - 1 / (1 + e^(100/80)) = 0.5 - 1 / (1 + 3.4903) =
    // 0.2773, a little less of the game.
    const double man_dama = winning_chances(0, dama) - winning_chances(-100, dama);
    EXPECT_NEAR(man_dama, 0.2914, 0.0005);
    EXPECT_TRUE(core::has_mark(judge(man_dama, t), core::Mark::blunder));
    const double man_turkish = winning_chances(0, turkish) - winning_chances(-100, turkish);
    EXPECT_NEAR(man_turkish, 0.2773, 0.0005);
    EXPECT_TRUE(core::has_mark(judge(man_turkish, t), core::Mark::blunder));
    // Dhama, +3 to +2: 1 / (1 + e^(-300/88)) - 1 / (1 + e^(-200/88)) = 0.9680 - 0.9066 = 0.0614,
    // an inaccuracy.
    const double third_man = winning_chances(300, dhama) - winning_chances(200, dhama);
    EXPECT_NEAR(third_man, 0.0614, 0.0005);
    EXPECT_TRUE(core::has_mark(judge(third_man, t), core::Mark::inaccuracy));
}

TEST(AnnotatorTest, ThrowingAwayMenIsABlunder) {
    // 2... d6-d5?? walks into d4xd6xd8: two men and a dama for nothing.
    const auto game = make_game(Variant::dama, {{"d3", "d4"}, {"d6", "d5"}, {"d4", "d8"}});
    Engine engine;
    const GameAnnotation a = annotate_game(game, engine, shallow());
    ASSERT_EQ(a.plies.size(), 4u);
    for (std::size_t i = 0; i < a.plies.size(); ++i) EXPECT_EQ(a.plies[i].ply, static_cast<int>(i));
    EXPECT_TRUE(core::has_mark(a.plies[2].marks, core::Mark::blunder));
    EXPECT_EQ(a.plies[2].move, "d6-d5");
    EXPECT_FALSE(core::has_mark(a.plies[1].marks, core::Mark::blunder));
    EXPECT_FALSE(core::has_mark(a.plies[1].marks, core::Mark::mistake));
    EXPECT_GT(a.plies[2].score, 200);  // White is winning after the blunder
    EXPECT_EQ(a.plies[0].move, "");
    EXPECT_FALSE(a.plies[0].best_text.empty());
    // The line is moves, legal one after another from its position; its first is the best move.
    core::Position pos = game.start;
    for (const auto& m : game.moves) pos.play(m.move);
    const std::vector<core::Move>& line = a.plies[3].pv;
    ASSERT_FALSE(line.empty());
    EXPECT_EQ(core::legal_prefix(pos, line), line.size());
    EXPECT_EQ(line.front(), a.plies[3].best);
}

TEST(AnnotatorTest, QuietEqualGameHasNoMarks) {
    // Both sides advance on their own wings; nobody comes into range.
    const auto game = make_game(Variant::dama, {{"a3", "a4"},
                                                {"h6", "h5"},
                                                {"b3", "b4"},
                                                {"g6", "g5"},
                                                {"a2", "a3"},
                                                {"h7", "h6"},
                                                {"b2", "b3"},
                                                {"g7", "g6"}});
    Engine engine;
    const GameAnnotation a = annotate_game(game, engine, shallow());
    ASSERT_EQ(a.plies.size(), 9u);
    for (const PlyAnnotation& p : a.plies) {
        EXPECT_EQ(p.marks & judgement_marks, 0) << "ply " << p.ply << " drop " << p.drop;
        EXPECT_LT(std::abs(p.score), 100) << "ply " << p.ply;
    }
}

TEST(AnnotatorTest, KeepsTheImportersRuleMarks) {
    auto game = make_game(Variant::dhama, {{"b6", "a5"}, {"g3", "h4"}});
    core::add_mark(game.moves[1].marks, core::Mark::longer_chain_available);
    Engine engine;
    const GameAnnotation a = annotate_game(game, engine, shallow());
    ASSERT_EQ(a.plies.size(), 3u);
    EXPECT_TRUE(core::has_mark(a.plies[2].marks, core::Mark::longer_chain_available));
    EXPECT_FALSE(core::has_mark(a.plies[1].marks, core::Mark::longer_chain_available));
}

TEST(AnnotatorTest, FinishedGameEndsWithoutABestMove) {
    // The Dama block: after Kd1-a1 Black has no move.
    core::GameRecord g;
    g.variant = Variant::dama;
    g.start = test::make_position(Variant::dama, core::Color::white,
                                  {{"d1", core::Piece::white_king},
                                   {"b2", core::Piece::white_man},
                                   {"c2", core::Piece::white_man},
                                   {"a2", core::Piece::black_man}});
    core::RecordedMove rm;
    rm.move = test::legal_move(g.start, "d1", "a1");
    g.moves.push_back(rm);
    Engine engine;
    const GameAnnotation a = annotate_game(g, engine, shallow());
    ASSERT_EQ(a.plies.size(), 2u);
    EXPECT_TRUE(a.plies[1].game_over);
    EXPECT_EQ(a.plies[1].best_text, "");
    EXPECT_EQ(a.plies[1].score, score_win);
    EXPECT_EQ(a.plies[0].mate_in, 1);
    EXPECT_EQ(a.plies[1].marks & judgement_marks, 0);
}

TEST(AnnotatorTest, CancelStops) {
    const auto game = make_game(Variant::dama, {{"a3", "a4"}, {"h6", "h5"}});
    Engine engine;
    std::atomic<bool> cancel{true};
    const GameAnnotation a = annotate_game(game, engine, shallow(), {}, &cancel);
    EXPECT_TRUE(a.cancelled);
}

}  // namespace
}  // namespace damascope::analysis

namespace damascope::analysis {
namespace {

// The Dama shot of engine_test: c4-c5 gives a man, Black must take it, and White then takes all
// three black men. Black's replies are taken as generate_legal gives them (captures, compulsory).
core::GameRecord shot_game() {
    core::GameRecord g;
    g.variant = Variant::dama;
    g.start = test::make_position(Variant::dama, core::Color::white,
                                  {{"c2", core::Piece::white_man},
                                   {"b3", core::Piece::white_man},
                                   {"c3", core::Piece::white_man},
                                   {"a4", core::Piece::white_man},
                                   {"b4", core::Piece::white_man},
                                   {"c4", core::Piece::white_man},
                                   {"d5", core::Piece::black_man},
                                   {"c6", core::Piece::black_man},
                                   {"e6", core::Piece::black_man}});
    core::Position pos = g.start;
    core::RecordedMove first;
    first.move = test::legal_move(pos, "c4", "c5");
    g.moves.push_back(first);
    pos.play(first.move);
    for (int reply = 0; reply < 2; ++reply) {  // Black's capture, then White's
        core::MoveList legal;
        core::generate_legal(pos, legal);
        core::RecordedMove rm;
        rm.move = legal[0];
        g.moves.push_back(rm);
        pos.play(rm.move);
    }
    return g;
}

TEST(AnnotatorTest, ThreadsAndTimeBudgetAgreeWithOneThreadOnAForcedWin) {
    const core::GameRecord game = shot_game();
    Engine one;
    AnnotatorOptions by_depth;
    by_depth.limits.depth = 8;
    const GameAnnotation reference = annotate_game(game, one, by_depth);
    ASSERT_EQ(reference.plies.size(), 4u);
    // Worked out from the rules: White wins in 3 plies, 2 after c4-c5, 1 after Black's capture;
    // after White's capture Black has nothing left.
    EXPECT_EQ(reference.plies[0].mate_in, 3);
    EXPECT_EQ(reference.plies[1].mate_in, 2);
    EXPECT_EQ(reference.plies[2].mate_in, 1);
    EXPECT_TRUE(reference.plies[3].game_over);

    EngineOptions two_threads;
    two_threads.threads = 2;
    Engine parallel(two_threads);
    AnnotatorOptions by_time;
    by_time.time_per_game_ms = 2000;
    for (const AnnotatorOptions& options : {by_depth, by_time}) {
        const GameAnnotation a = annotate_game(game, parallel, options);
        ASSERT_EQ(a.plies.size(), reference.plies.size());
        for (std::size_t i = 0; i < a.plies.size(); ++i) {
            EXPECT_EQ(a.plies[i].mate_in, reference.plies[i].mate_in) << i;
            EXPECT_EQ(a.plies[i].marks, reference.plies[i].marks) << i;
            EXPECT_EQ(a.plies[i].game_over, reference.plies[i].game_over) << i;
            if (!a.plies[i].game_over) {
                EXPECT_EQ(a.plies[i].best, reference.plies[i].best) << i;
            }
        }
    }
}

TEST(AnnotatorTest, ADepthCapsATimedAnalysis) {
    // The default analysis: a depth, and the whole game within a time. Given far more time than
    // the depth needs, every position stops at the depth, with what a depth-only analysis finds
    // (one thread each: both deterministic).
    const auto game = make_game(Variant::dama, {{"a3", "a4"},
                                                {"h6", "h5"},
                                                {"b3", "b4"},
                                                {"g6", "g5"},
                                                {"a2", "a3"},
                                                {"h7", "h6"}});
    AnnotatorOptions by_depth = shallow();
    AnnotatorOptions capped = shallow();
    capped.time_per_game_ms = 600'000;
    Engine one, other;
    const GameAnnotation reference = annotate_game(game, one, by_depth);
    const GameAnnotation got = annotate_game(game, other, capped);
    ASSERT_EQ(got.plies.size(), reference.plies.size());
    for (std::size_t i = 0; i < got.plies.size(); ++i) {
        EXPECT_EQ(got.plies[i].depth, by_depth.limits.depth) << i;
        EXPECT_EQ(got.plies[i].score, reference.plies[i].score) << i;
        EXPECT_EQ(got.plies[i].best, reference.plies[i].best) << i;
    }
}

}  // namespace
}  // namespace damascope::analysis
