// Lazy SMP (EngineOptions::threads): several threads on one table find the same forced results as
// one thread, play legal moves, and stop when asked.
#include <gtest/gtest.h>

#include <atomic>

#include "analysis/engine.hpp"
#include "core/movegen.hpp"
#include "test_positions.hpp"

namespace damascope::analysis {
namespace {

using core::Color;
using core::Piece;
using core::Variant;
using test::make_position;
using test::sq;

SearchResult search_with_threads(const core::Position& pos, int threads, int depth) {
    EngineOptions options;
    options.threads = threads;
    Engine engine(options);
    Limits limits;
    limits.depth = depth;
    return engine.search(pos, limits);
}

TEST(ParallelSearchTest, DamaShotSameMoveAndMateScoreAsOneThread) {
    // c4-c5 gives a man; whichever way Black must take it, White then takes all three: a win in
    // 3 plies, whatever the number of threads.
    const auto pos = make_position(Variant::dama, Color::white,
                                   {{"c2", Piece::white_man},
                                    {"b3", Piece::white_man},
                                    {"c3", Piece::white_man},
                                    {"a4", Piece::white_man},
                                    {"b4", Piece::white_man},
                                    {"c4", Piece::white_man},
                                    {"d5", Piece::black_man},
                                    {"c6", Piece::black_man},
                                    {"e6", Piece::black_man}});
    const SearchResult one = search_with_threads(pos, 1, 8);
    ASSERT_EQ(one.mate_in(), 3);
    for (int threads : {2, 4}) {
        const SearchResult r = search_with_threads(pos, threads, 8);
        ASSERT_TRUE(r.has_move) << threads;
        EXPECT_EQ(r.best.from, sq("c4")) << threads;
        EXPECT_EQ(r.best.to, sq("c5")) << threads;
        EXPECT_EQ(r.mate_in(), one.mate_in()) << threads;
        EXPECT_EQ(r.score, one.score) << threads;
    }
}

TEST(ParallelSearchTest, DhamaShotSameMoveAndMateScoreAsOneThread) {
    // e3-d4 gives a man; either capture of it lets White take two and end the game.
    const auto pos = make_position(Variant::dhama, Color::white,
                                   {{"a1", Piece::white_man},
                                    {"g1", Piece::white_man},
                                    {"b2", Piece::white_man},
                                    {"f2", Piece::white_man},
                                    {"e3", Piece::white_man},
                                    {"c5", Piece::black_man},
                                    {"e5", Piece::black_man}});
    const SearchResult r = search_with_threads(pos, 3, 10);
    ASSERT_TRUE(r.has_move);
    EXPECT_EQ(r.best.from, sq("e3"));
    EXPECT_EQ(r.best.to, sq("d4"));
    EXPECT_EQ(r.mate_in(), 3);
}

TEST(ParallelSearchTest, LegalMoveAndHelpersNodesCounted) {
    for (Variant v : {Variant::dama, Variant::dhama}) {
        const auto pos = core::Position::initial(v);
        EngineOptions options;
        options.threads = 2;
        Engine engine(options);
        Limits limits;
        limits.depth = 7;
        std::uint64_t main_nodes = 0;
        const SearchResult r = engine.search(
            pos, limits, {}, [&](const SearchInfo& info) { main_nodes = info.nodes; });
        ASSERT_TRUE(r.has_move);
        core::MoveList legal;
        core::generate_legal(pos, legal);
        EXPECT_TRUE(legal.contains(r.best));
        EXPECT_EQ(r.depth, 7);
        // The result counts the helper's nodes too: more than the main thread reported.
        EXPECT_GT(r.nodes, main_nodes);
    }
}

TEST(ParallelSearchTest, CallersStopFlagEndsEveryThread) {
    // With no limit at all only the flag ends the search; if a helper ignored it, this would hang.
    EngineOptions options;
    options.threads = 3;
    Engine engine(options);
    std::atomic<bool> stop{true};
    Limits limits;
    limits.stop = &stop;
    const auto pos = core::Position::initial(Variant::dama);
    const SearchResult r = engine.search(pos, limits);
    ASSERT_TRUE(r.has_move);
    EXPECT_LE(r.depth, 2);
    engine.new_game();  // the engine's own shared table is cleared, and it searches again
    Limits depth_limit;
    depth_limit.depth = 4;
    EXPECT_EQ(engine.search(pos, depth_limit).depth, 4);
}

}  // namespace
}  // namespace damascope::analysis
