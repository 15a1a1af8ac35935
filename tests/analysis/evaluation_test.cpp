// The evaluation: symmetric between the colours, zero at the start, material first.
#include <gtest/gtest.h>

#include "analysis/evaluation.hpp"
#include "core/movegen.hpp"
#include "test_positions.hpp"

namespace damascope::analysis {
namespace {

using core::Color;
using core::Piece;
using core::Variant;
using test::make_position;

// The same position with the colours exchanged: Dama flips the ranks (its moves are symmetric
// left-right), Dhama turns the board half a turn (which keeps the dark squares dark).
core::Position mirrored(const core::Position& pos) {
    core::Position m = core::Position::empty(pos.variant(), core::opposite(pos.side_to_move()));
    for (core::Square s = 0; s < 64; ++s) {
        const Piece p = pos.piece_at(s);
        if (p == Piece::none) continue;
        const core::Square t = pos.variant() == Variant::dama
                                   ? core::make_square(core::file_of(s), 7 - core::rank_of(s))
                                   : 63 - s;
        m.put(t, core::make_piece(core::opposite(core::color_of(p)), core::is_king(p)));
    }
    return m;
}

TEST(EvaluationTest, StartIsEqual) {
    EXPECT_EQ(evaluate(core::Position::initial(Variant::dama)), 0);
    EXPECT_EQ(evaluate(core::Position::initial(Variant::dhama)), 0);
}

TEST(EvaluationTest, SymmetricBetweenColours) {
    unsigned state = 7;
    for (Variant v : {Variant::dama, Variant::dhama}) {
        for (int game = 0; game < 4; ++game) {
            core::Position pos = core::Position::initial(v);
            for (int ply = 0; ply < 80; ++ply) {
                core::MoveList legal;
                core::generate_legal(pos, legal);
                if (legal.empty()) break;
                EXPECT_EQ(evaluate(pos), -evaluate(mirrored(pos)));
                EXPECT_EQ(has_step(pos), has_step(mirrored(pos)));
                state = state * 1103515245u + 12345u;
                pos.play(legal[(state >> 16) % legal.size()]);
            }
        }
    }
}

TEST(EvaluationTest, MaterialComesFirst) {
    const auto even = make_position(Variant::dama, Color::white,
                                    {{"b3", Piece::white_man},
                                     {"g3", Piece::white_man},
                                     {"b6", Piece::black_man},
                                     {"g6", Piece::black_man}});
    const auto man_up = make_position(
        Variant::dama, Color::white,
        {{"b3", Piece::white_man}, {"g3", Piece::white_man}, {"b6", Piece::black_man}});
    EXPECT_GT(evaluate(man_up), evaluate(even) + 50);
    // A Dama dama is worth more than two men.
    const auto dama = make_position(
        Variant::dama, Color::white,
        {{"d4", Piece::white_king}, {"b6", Piece::black_man}, {"g6", Piece::black_man}});
    EXPECT_GT(evaluate(dama), 50);
}

TEST(EvaluationTest, BlockedSideHasNoStep) {
    const auto blocked = make_position(
        Variant::dama, Color::black,
        {{"a1", Piece::white_king}, {"b2", Piece::white_man}, {"a2", Piece::black_man}});
    EXPECT_FALSE(has_step(blocked));
    const auto free_man = make_position(Variant::dama, Color::black,
                                        {{"b2", Piece::white_man}, {"a2", Piece::black_man}});
    EXPECT_TRUE(has_step(free_man));
    const auto dhama_blocked = make_position(
        Variant::dhama, Color::black,
        {{"b2", Piece::white_man}, {"c1", Piece::white_man}, {"a3", Piece::black_man}});
    EXPECT_FALSE(has_step(dhama_blocked));
}

// The tuner and self-play set weights by name: every name must reach its own field, or a tuned
// value would silently land on another weight.
TEST(EvalWeightsTable, EveryNameSetsItsOwnField) {
    const auto table = named_weights();
    for (std::size_t i = 0; i < table.size(); ++i) {
        EvalWeights w;
        const EvalWeights before = w;
        w.*table[i].field += 1000;
        for (std::size_t j = 0; j < table.size(); ++j) {
            if (i != j) {
                EXPECT_NE(table[i].name, table[j].name);
                EXPECT_EQ(w.*table[j].field, before.*table[j].field) << table[i].name;
            }
        }
        EXPECT_EQ(table[i].dama, table[i].name.substr(0, 5) == "dama_") << table[i].name;
    }
}

}  // namespace
}  // namespace damascope::analysis
