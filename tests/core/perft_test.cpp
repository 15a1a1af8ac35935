// Perft tables. Dhama: published English-draughts counts (Aart Bik), depths 1-10, as in RULES.md.
// Dama: the counts RULES.md gives for depths 1-6. Positions with damas: checked against the naive
// reference generator in reference_rules.cpp, which shares no code with src/core.
#include "core/perft.hpp"

#include "test_support.hpp"

namespace damascope::core::testing {
namespace {

TEST(Perft, DhamaFromTheStartMatchesPublishedCounts) {
    const std::uint64_t expected[] = {7,     49,     302,    1469,    7361,
                                      36768, 179740, 845931, 3963680, 18391564};
    const Position start = Position::initial(Variant::dhama);
    for (int depth = 1; depth <= 10; ++depth)
        EXPECT_EQ(perft(start, depth), expected[depth - 1]) << "depth " << depth;
}

TEST(Perft, DamaFromTheStartMatchesRulesCounts) {
    const std::uint64_t expected[] = {8, 64, 708, 7538, 85090, 931312};
    const Position start = Position::initial(Variant::dama);
    for (int depth = 1; depth <= 6; ++depth)
        EXPECT_EQ(perft(start, depth), expected[depth - 1]) << "depth " << depth;
}

TEST(Perft, DivideSumsToPerft) {
    const Position start = Position::initial(Variant::dama);
    std::uint64_t sum = 0;
    for (const auto& [move, count] : perft_divide(start, 4)) sum += count;
    EXPECT_EQ(sum, perft(start, 4));
}

struct FenCase {
    Variant variant;
    const char* fen;
    int depth;
};

class PerftAgainstReference : public ::testing::TestWithParam<FenCase> {};

TEST_P(PerftAgainstReference, SameCountAsTheNaiveGenerator) {
    const FenCase c = GetParam();
    auto pos = parse_fen(c.variant, c.fen);
    ASSERT_TRUE(pos.ok()) << pos.error();
    EXPECT_EQ(perft(pos.value(), c.depth), reference::perft(to_reference(pos.value()), c.depth))
        << c.fen;
}

INSTANTIATE_TEST_SUITE_P(
    PositionsWithDamas, PerftAgainstReference,
    ::testing::Values(
        // Dama: damas in open play, long chains, promotion during captures.
        FenCase{Variant::dama, "W:WKd4,a2,b3,f2,g3,h3:Bc6,d6,e7,Kh8,a6,b5", 4},
        FenCase{Variant::dama, "B:WKa1,c3,d3,e2,f3:Bb6,c5,d5,Ke8,g6,h5,h6", 4},
        FenCase{Variant::dama, "W:Wc2,Kb1,d3,e3,f5:Ba3,c4,d6,e7,f7,g6,Kh8", 4},
        FenCase{Variant::dama, "W:Wa6,b6,c6,Kd1:Ba7,c7,Kh1,d5,e5,f5", 4},
        FenCase{Variant::dama, "B:WKc2,Kf6:Bb7,c7,Kd8,e6,g4,h4", 4},
        // Dhama: kings capturing in all four directions, crowning during captures.
        FenCase{Variant::dhama, "W:WK18,22,23,25,K30:B9,10,K14,15,K27", 5},
        FenCase{Variant::dhama, "B:W6,K17,21,24,26,K32:B1,K13,14,K20,23", 5},
        FenCase{Variant::dhama, "W:W9,10,K19,K28:B5,6,K15,K22,K23", 5}));

}  // namespace
}  // namespace damascope::core::testing
