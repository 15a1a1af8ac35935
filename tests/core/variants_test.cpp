// Every variant, one by one: start position, board, first mover, names, notation, FEN and perft.
// A new variant that some code still tells apart with `v == Variant::dama` shows up here.
#include <algorithm>

#include "core/perft.hpp"
#include "core/variant_name.hpp"

#include "test_support.hpp"

namespace damascope::core::testing {
namespace {

struct Expected {
    Variant variant;
    const char* name;
    bool dama_board;  // 64 squares, algebraic notation
    Color first;
    int men_each;
    const char* start_fen;
    const char* a1_name;  // the name of square a1 (rank 0, file 0)
    int game_type;
    std::uint64_t perft3;
};

const Expected expected[] = {
    {Variant::dama, "dama", true, Color::white, 16,
     "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,"
     "f7,g7,h7",
     "a1", 30, 708},
    {Variant::turkish, "turkish", true, Color::white, 16,
     "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,"
     "f7,g7,h7",
     "a1", 30, 708},
    {Variant::dhama, "dhama", false, Color::black, 12, "B:W21-32:B1-12", "29", 21, 302},
};

TEST(Variants, EveryVariantIsListedOnce) {
    ASSERT_EQ(std::size(all_variants), std::size(expected));
    for (const Expected& e : expected)
        EXPECT_EQ(std::count(std::begin(all_variants), std::end(all_variants), e.variant), 1);
}

TEST(Variants, StartBoardFirstMoverNamesNotationFenAndPerft) {
    for (const Expected& e : expected) {
        SCOPED_TRACE(e.name);
        const Variant v = e.variant;
        EXPECT_EQ(is_dama_family(v), e.dama_board);
        EXPECT_EQ(variant_name(v), e.name);
        EXPECT_EQ(parse_variant(e.name), v);
        EXPECT_EQ(pdn_game_type(v), e.game_type);
        EXPECT_EQ(popcount(playable_squares(v)), e.dama_board ? 64 : 32);
        EXPECT_EQ(first_mover(v), e.first);

        const Position start = Position::initial(v);
        EXPECT_EQ(start.variant(), v);
        EXPECT_EQ(start.side_to_move(), e.first);
        EXPECT_EQ(popcount(start.men(Color::white)), e.men_each);
        EXPECT_EQ(popcount(start.men(Color::black)), e.men_each);
        EXPECT_EQ(start.occupied() & ~playable_squares(v), 0u);

        EXPECT_EQ(to_fen(start), e.start_fen);
        auto parsed = parse_fen(v, e.start_fen);
        ASSERT_TRUE(parsed.ok()) << parsed.error();
        EXPECT_TRUE(parsed.value() == start);

        EXPECT_EQ(square_name(v, make_square(0, 0)), e.a1_name);
        EXPECT_EQ(parse_square(v, e.a1_name), make_square(0, 0));
        // Every legal first move is written and read back as itself.
        const MoveList moves = legal(start);
        for (const Move& m : moves) {
            const std::string text =
                format_move(start, m, std::span<const Move>(moves.begin(), moves.size()));
            auto written = parse_written_move(v, text);
            ASSERT_TRUE(written.ok()) << text;
            EXPECT_EQ(written.value().squares.front(), m.from) << text;
            EXPECT_EQ(written.value().squares.back(), m.to) << text;
        }
        EXPECT_EQ(perft(start, 3), e.perft3);
    }
}

TEST(Variants, UnknownNamesAreRefused) {
    EXPECT_FALSE(parse_variant("Dama").has_value());
    EXPECT_FALSE(parse_variant("federation").has_value());
    EXPECT_FALSE(parse_variant("").has_value());
}

TEST(Variants, TitlesNameTheRules) {
    EXPECT_EQ(variant_title(Variant::dama), "Dama \u2014 Arab rules");
    EXPECT_EQ(variant_title(Variant::turkish), "Dama \u2014 Turkish federation");
    EXPECT_EQ(variant_title(Variant::dhama), "Dhama");
}

}  // namespace
}  // namespace damascope::core::testing
