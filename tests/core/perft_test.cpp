// Perft tables. Dhama: published English-draughts counts (Aart Bik), depths 1-10, as in RULES.md.
// Dama: the counts RULES.md gives for depths 1-6. Turkish: counts derived by hand on a position
// where the two Dama rule sets part. Positions with damas: checked against the naive reference
// generator in reference_rules.cpp, which shares no code with src/core.
#include "core/perft.hpp"

#include <ostream>
#include <string>

#include "core/variant_name.hpp"

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

// White men c6, h2; Black men a5, c7, d8, f8; White to move.
//  turkish: c6 must take c7 and, on c8, goes on sideways over d8 and f8 to g8 (c6xg8, 1 move).
//           Black's lone a5 then steps to a4 or b5 (2). White's new dama on g8 then has 6 squares
//           west, 7 south, 1 east, and the h2 man steps to h3 or g2: 16 after either, 32.
//  dama:    c6xc8 stops on c8 (1). Black must take the new dama: d8xb8 (1). White's h2 man alone
//           steps to h3 or g2 (2).
constexpr const char* parting_fen = "W:Wc6,h2:Ba5,c7,d8,f8";

TEST(Perft, TurkishHandCountsWhereTheRuleSetsPart) {
    auto turkish = parse_fen(Variant::turkish, parting_fen);
    auto dama = parse_fen(Variant::dama, parting_fen);
    ASSERT_TRUE(turkish.ok() && dama.ok());
    const std::uint64_t turkish_counts[] = {1, 2, 32};
    const std::uint64_t dama_counts[] = {1, 1, 2};
    for (int depth = 1; depth <= 3; ++depth) {
        EXPECT_EQ(perft(turkish.value(), depth), turkish_counts[depth - 1]) << "depth " << depth;
        EXPECT_EQ(perft(dama.value(), depth), dama_counts[depth - 1]) << "depth " << depth;
    }
    const auto divide = perft_divide(turkish.value(), 3);
    ASSERT_EQ(divide.size(), 1u);
    EXPECT_EQ(divide[0].first, mv(Variant::turkish, "c6", "g8", {"c7", "d8", "f8"}));
}

TEST(Perft, TurkishFromTheStartEqualsDamaWhileNoManCanReachTheLastRank) {
    // The rule sets part only when a man reaches the last rank capturing: not in the first plies.
    const std::uint64_t expected[] = {8, 64, 708, 7538, 85090};
    const Position start = Position::initial(Variant::turkish);
    for (int depth = 1; depth <= 5; ++depth)
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

// Printed by gtest as the case it is, not as its bytes.
void PrintTo(const FenCase& c, std::ostream* out) {
    *out << variant_name(c.variant) << " " << c.fen << " depth " << c.depth;
}

// "dama_1", "dhama_10": the rules and the case's place in the list, the same in every build.
std::string fen_case_name(const ::testing::TestParamInfo<FenCase>& info) {
    return std::string(variant_name(info.param.variant)) + "_" + std::to_string(info.index);
}

class PerftAgainstReference : public ::testing::TestWithParam<FenCase> {};

TEST_P(PerftAgainstReference, SameCountAsTheNaiveGenerator) {
    const FenCase c = GetParam();
    auto pos = parse_fen(c.variant, c.fen);
    ASSERT_TRUE(pos.ok()) << pos.error();
    EXPECT_EQ(perft(pos.value(), c.depth), reference::perft(to_reference(pos.value()), c.depth))
        << c.fen;
}

TEST(Perft, TheTurkishCasesExerciseTheFederationsRule) {
    // Each Turkish position below counts differently under seed 003: the rule is in play.
    for (const char* fen :
         {"W:Wc6,h2:Ba5,c7,d8,f8", "W:Wb6,c6,f6,g6,Kd1,a2:Bb7,c7,a8,d8,f7,h8,Kh1,e3,d3",
          "B:Wb2,d2,e1,g1,c3,f3,Ka8:Bb3,c2,d3,f2,g2,Kh7,e6,a6",
          "W:Wa6,c6,e6,g6,b5,Kh3:Ba7,c7,e7,b8,d8,f8,h6,c5,Ka1"}) {
        auto t = parse_fen(Variant::turkish, fen);
        auto d = parse_fen(Variant::dama, fen);
        ASSERT_TRUE(t.ok() && d.ok()) << fen;
        EXPECT_NE(perft(t.value(), 3), perft(d.value(), 3)) << fen;
    }
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
        // Turkish: men about to reach the last rank with pieces to take along it, for both sides.
        FenCase{Variant::turkish, "W:Wc6,h2:Ba5,c7,d8,f8", 5},
        FenCase{Variant::turkish, "W:Wb6,c6,f6,g6,Kd1,a2:Bb7,c7,a8,d8,f7,h8,Kh1,e3,d3", 4},
        FenCase{Variant::turkish, "B:Wb2,d2,e1,g1,c3,f3,Ka8:Bb3,c2,d3,f2,g2,Kh7,e6,a6", 4},
        FenCase{Variant::turkish, "W:Wa6,c6,e6,g6,b5,Kh3:Ba7,c7,e7,b8,d8,f8,h6,c5,Ka1", 4},
        // Dhama: kings capturing in all four directions, crowning during captures.
        FenCase{Variant::dhama, "W:WK18,22,23,25,K30:B9,10,K14,15,K27", 5},
        FenCase{Variant::dhama, "B:W6,K17,21,24,26,K32:B1,K13,14,K20,23", 5},
        FenCase{Variant::dhama, "W:W9,10,K19,K28:B5,6,K15,K22,K23", 5}),
    fen_case_name);

}  // namespace
}  // namespace damascope::core::testing
