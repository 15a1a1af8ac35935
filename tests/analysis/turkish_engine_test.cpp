// The engine under the Turkish federation's rules: its draws (one piece each, the third occurrence
// of a position) and no 100-moves-each rule, next to the same positions under seed 003.
#include <gtest/gtest.h>

#include <vector>

#include "analysis/engine.hpp"
#include "core/movegen.hpp"
#include "test_positions.hpp"

namespace damascope::analysis {
namespace {

using core::Color;
using core::Piece;
using core::Variant;
using test::make_position;
using test::search_depth;

TEST(TurkishEngine, OnePieceEachIsADrawAtTheRoot) {
    for (Variant v : {Variant::dama, Variant::turkish}) {
        const auto two_damas =
            make_position(v, Color::white, {{"a1", Piece::white_king}, {"h8", Piece::black_king}});
        const SearchResult r = search_depth(two_damas, 4);
        if (v == Variant::turkish) {
            EXPECT_FALSE(r.has_move);  // the game is over
            EXPECT_EQ(r.score, 0);
        } else {
            EXPECT_TRUE(r.has_move);  // seed 003: two lone damas play on
        }
    }
}

TEST(TurkishEngine, TradingDownToOnePieceEachIsScoredAsTheDrawItIs) {
    // White's c5 man must take c6, landing on c7; Black's c8 man then takes it and White has
    // nothing left: a win for Black under seed 003. Under the federation the game ended a ply
    // earlier, one piece each: a draw.
    for (Variant v : {Variant::dama, Variant::turkish}) {
        const auto pos = make_position(
            v, Color::white,
            {{"c5", Piece::white_man}, {"c6", Piece::black_man}, {"c8", Piece::black_man}});
        const SearchResult r = search_depth(pos, 4);
        ASSERT_TRUE(r.has_move);
        EXPECT_TRUE(r.best.is_capture());
        if (v == Variant::turkish) {
            EXPECT_EQ(r.score, 0);
        } else {
            EXPECT_EQ(r.mate_in(), -2);  // Black has won two plies from here
        }
    }
}

TEST(TurkishEngine, ContemptMakesTheForcedDrawCostTheSideToMoveAtTheRoot) {
    // The trade above is forced and ends one piece each: a draw worth 0 without contempt. With a
    // contempt of 30 centi-men the side to move at the root pays them: -30 from White's view when
    // White is to move, +30 when Black is (the same men, colours swapped and mirrored).
    const auto white_to_move = make_position(
        Variant::turkish, Color::white,
        {{"c5", Piece::white_man}, {"c6", Piece::black_man}, {"c8", Piece::black_man}});
    const auto black_to_move = make_position(
        Variant::turkish, Color::black,
        {{"c4", Piece::black_man}, {"c3", Piece::white_man}, {"c1", Piece::white_man}});
    for (const int contempt : {0, 30}) {
        EngineOptions options;
        options.contempt = contempt;
        Limits limits;
        limits.depth = 4;
        Engine engine(options);
        const SearchResult w = engine.search(white_to_move, limits);
        engine.new_game();
        const SearchResult b = engine.search(black_to_move, limits);
        ASSERT_TRUE(w.has_move && b.has_move);
        EXPECT_EQ(w.score, -contempt);
        EXPECT_EQ(b.score, contempt);
    }
}

TEST(TurkishEngine, NoHundredMovesEachRule) {
    // Two damas against a man, 200 quiet plies played: drawn under seed 003, not under the
    // federation, where White's material still counts.
    for (Variant v : {Variant::dama, Variant::turkish}) {
        const auto pos = make_position(
            v, Color::white,
            {{"a1", Piece::white_king}, {"b1", Piece::white_king}, {"h7", Piece::black_man}});
        GameContext context;
        context.quiet_plies = 200;
        const SearchResult r = search_depth(pos, 5, context);
        if (v == Variant::dama) {
            EXPECT_FALSE(r.has_move);
            EXPECT_EQ(r.score, 0);
        } else {
            ASSERT_TRUE(r.has_move);
            EXPECT_GT(r.score, 300);
        }
    }
}

// White's two damas and Black's dama shuffle a1-a2 / h8-h7 and back: `cycles` times round, then
// the root is the start position again.
struct Shuffle {
    core::Position root;
    std::vector<core::Move> moves;
};
Shuffle shuffle(Variant v, int cycles) {
    core::Position pos = make_position(
        v, Color::white,
        {{"a1", Piece::white_king}, {"c3", Piece::white_king}, {"h8", Piece::black_king}});
    Shuffle s{pos, {}};
    for (int c = 0; c < cycles; ++c)
        for (auto [from, to] : {std::pair{"a1", "a2"}, {"h8", "h7"}, {"a2", "a1"}, {"h7", "h8"}}) {
            const core::Move m = test::legal_move(pos, from, to);
            s.moves.push_back(m);
            pos.play(m);
        }
    return s;
}

TEST(TurkishEngine, ThirdOccurrenceOfThePositionEndsTheGame) {
    for (Variant v : {Variant::dama, Variant::turkish}) {
        const Shuffle twice = shuffle(v, 2);  // the start now occurs for the third time
        const core::Position& root = twice.root;
        core::Position now = root;
        for (const core::Move& m : twice.moves) now.play(m);
        ASSERT_TRUE(now == root);
        const GameContext context = GameContext::from_moves(root, twice.moves);
        const SearchResult r = search_depth(now, 4, context);
        if (v == Variant::turkish) {
            EXPECT_FALSE(r.has_move) << "third occurrence";
            EXPECT_EQ(r.score, 0);
        } else {
            EXPECT_TRUE(r.has_move);  // seed 003 has no repetition rule
        }
        // The second occurrence is not a draw under either rule set.
        const Shuffle once = shuffle(v, 1);
        const SearchResult second = search_depth(now, 4, GameContext::from_moves(root, once.moves));
        EXPECT_TRUE(second.has_move);
        EXPECT_GT(second.score, 300);
    }
}

}  // namespace
}  // namespace damascope::analysis
