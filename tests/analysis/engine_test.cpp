// The engine: forced wins through the compulsory capture and by blocking, the end and draw rules,
// legality, limits and stop(), multi-PV and determinism.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <set>
#include <string_view>
#include <thread>

#include "analysis/bench.hpp"
#include "analysis/engine.hpp"
#include "core/fen.hpp"
#include "core/movegen.hpp"
#include "test_positions.hpp"

namespace damascope::analysis {
namespace {

using core::Color;
using core::Piece;
using core::Variant;
using test::make_position;
using test::search_depth;
using test::sq;

bool is_legal(const core::Position& pos, const core::Move& m) {
    core::MoveList legal;
    core::generate_legal(pos, legal);
    return legal.contains(m);
}

TEST(EngineTest, DamaShotThroughTheCompulsoryCapture) {
    // c4-c5 gives a man; whichever way Black must take it, White then takes all three.
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
    const SearchResult r = search_depth(pos, 6);
    ASSERT_TRUE(r.has_move);
    EXPECT_EQ(r.best.from, sq("c4"));
    EXPECT_EQ(r.best.to, sq("c5"));
    EXPECT_EQ(r.mate_in(), 3);
}

TEST(EngineTest, DhamaShotThroughTheCompulsoryCapture) {
    // e3-d4 gives a man; either capture of it lets White take two and end the game.
    const auto pos = make_position(Variant::dhama, Color::white,
                                   {{"a1", Piece::white_man},
                                    {"g1", Piece::white_man},
                                    {"b2", Piece::white_man},
                                    {"f2", Piece::white_man},
                                    {"e3", Piece::white_man},
                                    {"c5", Piece::black_man},
                                    {"e5", Piece::black_man}});
    const SearchResult r = search_depth(pos, 8);
    ASSERT_TRUE(r.has_move);
    EXPECT_EQ(r.best.from, sq("e3"));
    EXPECT_EQ(r.best.to, sq("d4"));
    EXPECT_EQ(r.mate_in(), 3);
}

TEST(EngineTest, DamaWinByBlocking) {
    // Kd1-a1 leaves the black man on a2 without a move: a loss, not a draw.
    const auto pos = make_position(Variant::dama, Color::white,
                                   {{"d1", Piece::white_king},
                                    {"b2", Piece::white_man},
                                    {"c2", Piece::white_man},
                                    {"a2", Piece::black_man}});
    const SearchResult r = search_depth(pos, 4);
    ASSERT_TRUE(r.has_move);
    EXPECT_EQ(r.best.from, sq("d1"));
    EXPECT_EQ(r.best.to, sq("a1"));
    EXPECT_EQ(r.mate_in(), 1);
}

TEST(EngineTest, DhamaWinByBlocking) {
    // a1-b2 blocks the man on a3 (c1 stops the capture); c1-b2 would let it take.
    const auto pos = make_position(
        Variant::dhama, Color::white,
        {{"a1", Piece::white_man}, {"c1", Piece::white_man}, {"a3", Piece::black_man}});
    const SearchResult r = search_depth(pos, 4);
    ASSERT_TRUE(r.has_move);
    EXPECT_EQ(r.best.from, sq("a1"));
    EXPECT_EQ(r.best.to, sq("b2"));
    EXPECT_EQ(r.mate_in(), 1);
}

TEST(EngineTest, NoLegalMoveLoses) {
    const auto pos = make_position(Variant::dama, Color::black,
                                   {{"a1", Piece::white_king},
                                    {"b2", Piece::white_man},
                                    {"c2", Piece::white_man},
                                    {"a2", Piece::black_man}});
    const SearchResult r = search_depth(pos, 3);
    EXPECT_FALSE(r.has_move);
    EXPECT_EQ(r.score, score_win);  // White has won
}

TEST(EngineTest, LoneDamaAgainstLoneManIsADraw) {
    const auto drawn = make_position(Variant::dama, Color::white,
                                     {{"d4", Piece::white_king}, {"e7", Piece::black_man}});
    const SearchResult at_root = search_depth(drawn, 4);
    EXPECT_FALSE(at_root.has_move);
    EXPECT_EQ(at_root.score, 0);

    // The compulsory capture of a5 leaves a lone dama against a lone man: worth nothing.
    const auto forced = make_position(
        Variant::dama, Color::white,
        {{"a1", Piece::white_king}, {"a5", Piece::black_man}, {"h7", Piece::black_man}});
    const SearchResult r = search_depth(forced, 6);
    ASSERT_TRUE(r.has_move);
    EXPECT_TRUE(r.best.is_capture());
    EXPECT_EQ(r.score, 0);
}

TEST(EngineTest, QuietMoveLimitDraws) {
    const auto pos = make_position(
        Variant::dama, Color::white,
        {{"a1", Piece::white_king}, {"b1", Piece::white_king}, {"h7", Piece::black_man}});
    GameContext fresh;
    EXPECT_GT(search_depth(pos, 5, fresh).score, 300);

    GameContext last_ply;
    last_ply.quiet_plies = 199;  // any quiet move makes it 200: a draw
    for (int depth : {1, 2, 5}) {
        const SearchResult r = search_depth(pos, depth, last_ply);
        ASSERT_TRUE(r.has_move);
        EXPECT_EQ(r.score, 0) << "depth " << depth;
    }

    GameContext over;
    over.quiet_plies = 200;
    const SearchResult done = search_depth(pos, 5, over);
    EXPECT_FALSE(done.has_move);
    EXPECT_EQ(done.score, 0);
}

TEST(EngineTest, GameContextKeepsOnlyRepeatablePositions) {
    // Two damas shuffle: every position since the last man move can repeat.
    core::Position pos = make_position(Variant::dama, Color::white,
                                       {{"a1", Piece::white_king},
                                        {"b3", Piece::white_man},
                                        {"h8", Piece::black_king},
                                        {"g6", Piece::black_man}});
    const core::Position start = pos;
    std::vector<core::Move> moves;
    auto play = [&](const char* from, const char* to) {
        const core::Move m = test::legal_move(pos, from, to);
        moves.push_back(m);
        pos.play(m);
    };
    play("b3", "b4");  // a man moves forward: nothing before it can come back
    play("h8", "h7");
    play("a1", "a2");
    play("h7", "h8");
    play("a2", "a1");
    const GameContext c = GameContext::from_moves(start, moves);
    EXPECT_EQ(c.quiet_plies, 5);
    ASSERT_EQ(c.history.size(), 4u);  // after b3-b4 and the three king moves before the last
    core::Position after_b4 = start;
    after_b4.play(moves[0]);
    EXPECT_EQ(c.history.front(), after_b4.hash());
}

TEST(EngineTest, NeverPlaysAnIllegalMove) {
    unsigned state = 12345;
    auto next = [&state] {
        state = state * 1103515245u + 12345u;
        return state >> 16;
    };
    Engine engine;
    for (Variant v : {Variant::dama, Variant::dhama}) {
        for (int game = 0; game < 3; ++game) {
            core::Position pos = core::Position::initial(v);
            engine.new_game();
            for (int ply = 0; ply < 60; ++ply) {
                core::MoveList legal;
                core::generate_legal(pos, legal);
                Limits limits;
                limits.nodes = 1500;
                const SearchResult r = engine.search(pos, limits);
                if (legal.empty()) {
                    EXPECT_FALSE(r.has_move);
                    break;
                }
                if (!r.has_move) break;  // a draw by the rules
                ASSERT_TRUE(legal.contains(r.best)) << core::to_fen(pos);
                for (const Line& line : r.lines) {
                    core::Position p = pos;
                    for (const core::Move& m : line.pv) {
                        ASSERT_TRUE(is_legal(p, m)) << core::to_fen(pos);
                        p.play(m);
                    }
                }
                pos.play(legal[next() % legal.size()]);
            }
        }
    }
}

TEST(EngineTest, MovetimeSearchReturns) {
    Engine engine;
    Limits limits;
    limits.movetime_ms = 50;
    const auto pos = core::Position::initial(Variant::dama);
    const SearchResult r = engine.search(pos, limits);
    ASSERT_TRUE(r.has_move);
    EXPECT_TRUE(is_legal(pos, r.best));
    EXPECT_GE(r.depth, 1);
}

TEST(EngineTest, StopFromAnotherThread) {
    Engine engine;
    std::atomic<bool> running{false};
    SearchResult result;
    const auto pos = core::Position::initial(Variant::dhama);
    std::thread worker([&] {
        result = engine.search(pos, Limits{}, {}, [&](const SearchInfo& info) {
            if (info.depth >= 3) running = true;
        });
    });
    while (!running) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    engine.stop();
    worker.join();  // an unlimited search: only stop() ends it
    ASSERT_TRUE(result.has_move);
    EXPECT_GE(result.depth, 3);
    EXPECT_TRUE(is_legal(pos, result.best));
}

TEST(EngineTest, CallersStopFlagRaisedBeforeTheSearchBeginsIsHonoured) {
    // A GUI may stop a search whose thread has not started it yet: with Limits::stop the search
    // sees the flag and returns after its first iteration instead of running without a limit.
    Engine engine;
    std::atomic<bool> stop{true};
    Limits limits;
    limits.stop = &stop;
    const auto pos = core::Position::initial(Variant::dama);
    const SearchResult r = engine.search(pos, limits);  // no depth, time or node limit
    ASSERT_TRUE(r.has_move);
    EXPECT_TRUE(is_legal(pos, r.best));
    EXPECT_LE(r.depth, 2);
}

TEST(EngineTest, NodeLimitIsDeterministic) {
    const auto pos = core::Position::initial(Variant::dama);
    Limits limits;
    limits.nodes = 20000;
    Engine a;
    Engine b;
    const SearchResult ra = a.search(pos, limits);
    const SearchResult rb = b.search(pos, limits);
    EXPECT_EQ(ra.nodes, rb.nodes);
    EXPECT_EQ(ra.best, rb.best);
    EXPECT_LE(ra.nodes, 20000u + 10u);
}

TEST(EngineTest, MultiPvGivesDistinctMovesBestFirst) {
    const auto pos = core::Position::initial(Variant::dama);
    Engine engine;
    Limits limits;
    limits.depth = 5;
    limits.multipv = 4;
    const SearchResult r = engine.search(pos, limits);
    ASSERT_EQ(r.lines.size(), 4u);
    std::set<std::pair<int, int>> seen;
    for (std::size_t i = 0; i < r.lines.size(); ++i) {
        const Line& line = r.lines[i];
        EXPECT_TRUE(is_legal(pos, line.move));
        ASSERT_FALSE(line.pv.empty());
        EXPECT_EQ(line.pv.front(), line.move);
        seen.insert({line.move.from, line.move.to});
        if (i > 0) {
            EXPECT_LE(line.score, r.lines[i - 1].score);  // White to move: best first
        }
    }
    EXPECT_EQ(seen.size(), 4u);
    EXPECT_EQ(r.best, r.lines.front().move);
}

TEST(EngineTest, FixedDepthIsDeterministic) {
    for (const BenchPosition& bp : bench_positions()) {
        auto pos = core::parse_fen(bp.variant, bp.fen);
        ASSERT_TRUE(pos.ok()) << bp.name;
        Engine a;
        Engine b;
        Limits limits;
        limits.depth = 6;
        const SearchResult ra = a.search(pos.value(), limits);
        b.search(pos.value(), limits);  // a different history first...
        b.new_game();                   // ...forgotten
        const SearchResult rb = b.search(pos.value(), limits);
        EXPECT_EQ(ra.nodes, rb.nodes) << bp.name;
        EXPECT_EQ(ra.best, rb.best) << bp.name;
        EXPECT_EQ(ra.score, rb.score) << bp.name;
    }
}

TEST(EngineTest, FutilityPruningCutsNodesInTheMiddlegames) {
    // Reverse futility pruning returns at shallow quiet nodes far above beta: the bench's two
    // middlegames reach their bench depth with fewer nodes than with the pruning off.
    int middlegames = 0;
    for (const BenchPosition& bp : bench_positions()) {
        if (std::string_view(bp.name).find("middlegame") == std::string_view::npos) continue;
        ++middlegames;
        auto pos = core::parse_fen(bp.variant, bp.fen);
        ASSERT_TRUE(pos.ok()) << bp.name;
        Limits limits;
        limits.depth = bp.depth;
        EngineOptions off;
        off.futility_margin = 0;
        Engine pruning;
        Engine full(off);
        const SearchResult with = pruning.search(pos.value(), limits);
        const SearchResult without = full.search(pos.value(), limits);
        EXPECT_LT(with.nodes, without.nodes) << bp.name;
        EXPECT_EQ(with.depth, without.depth) << bp.name;
    }
    EXPECT_EQ(middlegames, 2);  // one of each game
}

TEST(EngineTest, AnIterationCutByTheLimitStillGivesTheMovesItFinished) {
    // Node limits cut iterations at many points. The answer is always a legal move with its line;
    // where the cut iteration had already found a better move than the last complete one, that
    // move is played (it was searched a ply deeper): this happens at some of these limits.
    int changed = 0;
    for (const BenchPosition& bp : bench_positions()) {
        auto parsed = core::parse_fen(bp.variant, bp.fen);
        ASSERT_TRUE(parsed.ok()) << bp.name;
        const core::Position& pos = parsed.value();
        for (std::uint64_t nodes = 1000; nodes <= 64000; nodes += 3000) {
            Engine engine;
            Limits limits;
            limits.nodes = nodes;
            core::Move last_complete;
            const SearchResult r = engine.search(
                pos, limits, {}, [&](const SearchInfo& si) { last_complete = si.lines[0].move; });
            ASSERT_TRUE(r.has_move) << bp.name << " " << nodes;
            EXPECT_TRUE(is_legal(pos, r.best)) << bp.name << " " << nodes;
            EXPECT_EQ(r.best, r.lines.front().move);
            EXPECT_EQ(r.score, r.lines.front().score);
            if (!(r.best == last_complete)) ++changed;
        }
    }
    EXPECT_GT(changed, 0);
}

}  // namespace
}  // namespace damascope::analysis
