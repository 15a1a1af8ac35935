// app::find_pieces (partial position search): a game is found, with its first matching ply, exactly
// when one of its positions has the pattern's pieces on their squares. Checked against replaying
// every position of every game with no shortcut (find_pieces gives a game up early when a colour
// has fewer pieces or men left than the pattern).
#include "app/piece_search.hpp"

#include <gtest/gtest.h>

#include <bit>
#include <random>

#include "../database/test_games.hpp"
#include "core/variant_name.hpp"

namespace damascope::app {
namespace {

using database::testing::make_game;
using database::testing::temp_db;

// Two to four pieces taken from `pos`, chosen by `rng`: a pattern that `pos` matches.
PiecePattern pattern_from(const core::Position& pos, std::mt19937& rng) {
    PiecePattern p;
    p.variant = pos.variant();
    std::vector<std::pair<core::Color, int>> squares;
    for (core::Color c : {core::Color::white, core::Color::black})
        for (core::Bitboard b = pos.pieces(c); b; b &= b - 1)
            squares.emplace_back(c, std::countr_zero(b));
    std::shuffle(squares.begin(), squares.end(), rng);
    const std::size_t n = std::min<std::size_t>(squares.size(), 2 + rng() % 3);
    for (std::size_t i = 0; i < n; ++i) {
        const auto [c, sq] = squares[i];
        const core::Bitboard bit = core::Bitboard{1} << sq;
        const int ci = core::index_of(c);
        if (pos.kings(c) & bit) {
            p.kings[ci] |= bit;
        } else {
            p.men[ci] |= bit;
        }
    }
    return p;
}

TEST(PieceSearch, FindsExactlyTheGamesWithThesePiecesOnTheseSquares) {
    for (core::Variant v : {core::Variant::dhama, core::Variant::dama}) {
        auto db = database::GameDatabase::open(
            temp_db("piece_search_" + std::string(core::variant_name(v))));
        ASSERT_TRUE(db.ok());
        std::vector<core::GameRecord> games;  // kept ones: the i-th has id i + 1
        for (int seed = 0; seed < 30; ++seed) {
            std::string white = "W";  // (not "W" + ...: GCC 12 warns falsely, -Wrestrict)
            white += std::to_string(seed);
            auto g = make_game(v, 60, seed, white, "B");
            auto added = db.value().add_game(g);
            ASSERT_TRUE(added.ok());
            if (*added == database::AddOutcome::added) games.push_back(g);
        }
        std::mt19937 rng(7);
        for (int trial = 0; trial < 40; ++trial) {
            // A pattern taken from a position of some game, deep enough to have had captures.
            const auto& source = games[rng() % games.size()];
            core::Position pos = source.start;
            const std::size_t at = rng() % (source.moves.size() + 1);
            for (std::size_t i = 0; i < at; ++i) pos.play(source.moves[i].move);
            const PiecePattern pattern = pattern_from(pos, rng);
            std::vector<std::pair<std::int64_t, int>> expected;
            for (std::size_t gi = 0; gi < games.size(); ++gi) {
                core::Position p = games[gi].start;
                for (std::size_t ply = 0;; ++ply) {
                    if (matches(pattern, p)) {
                        expected.emplace_back(static_cast<std::int64_t>(gi + 1),
                                              static_cast<int>(ply));
                        break;
                    }
                    if (ply == games[gi].moves.size()) break;
                    p.play(games[gi].moves[ply].move);
                }
            }
            auto found = find_pieces(*db, pattern);
            ASSERT_TRUE(found.ok()) << found.error();
            std::vector<std::pair<std::int64_t, int>> got;
            for (const auto& g : *found) got.emplace_back(g.id, g.ply);
            EXPECT_EQ(got, expected) << std::string(core::variant_name(v)) << " trial " << trial;
            EXPECT_FALSE(expected.empty());  // the source game itself matches
        }
    }
}

TEST(PieceSearch, APatternFenNeedsAPieceAndAValidSquare) {
    EXPECT_FALSE(pattern_from_fen(core::Variant::dhama, "W:W:B").ok());
    EXPECT_FALSE(pattern_from_fen(core::Variant::dhama, "W:W33:B").ok());
    auto p = pattern_from_fen(core::Variant::dhama, "B:WK19:B15");
    ASSERT_TRUE(p.ok()) << p.error();
    EXPECT_EQ(std::popcount(p->kings[core::index_of(core::Color::white)]), 1);
    EXPECT_EQ(std::popcount(p->men[core::index_of(core::Color::black)]), 1);
    EXPECT_EQ(p->men[core::index_of(core::Color::white)], 0u);
}

}  // namespace
}  // namespace damascope::app
