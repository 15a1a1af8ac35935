// The real generator against the naive one (reference_rules.cpp), on random positions and on random
// games from the start: the same legal moves, move for move.
#include <random>

#include "core/perft.hpp"

#include "test_support.hpp"

namespace damascope::core::testing {
namespace {

Position random_position(Variant v, std::mt19937_64& rng) {
    Position p = Position::empty(v, rng() % 2 ? Color::white : Color::black);
    const Bitboard playable = playable_squares(v);
    const int count = 2 + static_cast<int>(rng() % 14);
    for (int i = 0; i < count; ++i) {
        const Square s = static_cast<Square>(rng() % 64);
        if (!(playable & bit(s))) continue;
        const Color c = rng() % 2 ? Color::white : Color::black;
        // Men never stand on their own promotion row; a third of the pieces are kings.
        const bool king = rng() % 3 == 0 || (promotion_rank(c) & bit(s));
        p.put(s, make_piece(c, king));
    }
    return p;
}

void expect_same_moves(const Position& p) {
    EXPECT_EQ(as_keys(legal(p)), reference::legal_moves(to_reference(p))) << to_fen(p);
}

TEST(ReferenceComparison, RandomDamaPositions) {
    std::mt19937_64 rng(2026);
    for (int i = 0; i < 3000; ++i) expect_same_moves(random_position(Variant::dama, rng));
}

TEST(ReferenceComparison, RandomDhamaPositions) {
    std::mt19937_64 rng(1841);
    for (int i = 0; i < 3000; ++i) expect_same_moves(random_position(Variant::dhama, rng));
}

// A man of the side to move in front of an enemy with its last-rank square free behind it, pieces
// of the other side on that last rank, and random pieces elsewhere: the federation's rule (a man
// reaching the last rank mid-chain goes on) is often in play.
Position random_promotion_fight(Variant v, std::mt19937_64& rng) {
    const Color us = rng() % 2 ? Color::white : Color::black;
    const Color them = opposite(us);
    Position p = Position::empty(v, us);
    const int file = static_cast<int>(rng() % 8);
    const bool white = us == Color::white;
    const Square man = make_square(file, white ? 5 : 2);
    const Square enemy = make_square(file, white ? 6 : 1);
    const Square landing = make_square(file, white ? 7 : 0);
    p.put(man, make_piece(us, false));
    p.put(enemy, make_piece(them, rng() % 4 == 0));
    const int on_last_rank = 1 + static_cast<int>(rng() % 4);
    for (int i = 0; i < on_last_rank; ++i) {
        const Square s = make_square(static_cast<int>(rng() % 8), white ? 7 : 0);
        if (s != landing) p.put(s, make_piece(them, rng() % 4 == 0));
    }
    const int others = static_cast<int>(rng() % 10);
    for (int i = 0; i < others; ++i) {
        const Square s = static_cast<Square>(rng() % 64);
        if (s == man || s == enemy || s == landing) continue;
        const Color c = rng() % 2 ? Color::white : Color::black;
        const bool king = rng() % 3 == 0 || (promotion_rank(c) & bit(s));
        p.put(s, make_piece(c, king));
    }
    return p;
}

TEST(ReferenceComparison, RandomTurkishPositions) {
    std::mt19937_64 rng(1923);
    int parting = 0;  // positions whose legal moves differ under seed 003
    for (int i = 0; i < 6000; ++i) {
        const Position p = i % 2 ? random_position(Variant::turkish, rng)
                                 : random_promotion_fight(Variant::turkish, rng);
        expect_same_moves(p);
        Position as_dama = Position::empty(Variant::dama, p.side_to_move());
        for (Square s = 0; s < 64; ++s) as_dama.put(s, p.piece_at(s));
        if (as_keys(legal(as_dama)) != as_keys(legal(p))) ++parting;
    }
    EXPECT_GE(parting, 500);  // the comparison did exercise the rule
}

TEST(ReferenceComparison, RandomGamesFromTheStart) {
    std::mt19937_64 rng(7);
    for (Variant v : {Variant::dama, Variant::turkish, Variant::dhama}) {
        for (int game = 0; game < 60; ++game) {
            Position p = Position::initial(v);
            for (int ply = 0; ply < 150; ++ply) {
                expect_same_moves(p);
                const MoveList moves = legal(p);
                if (moves.empty()) break;
                p.play(moves[rng() % moves.size()]);
            }
        }
    }
}

TEST(ReferenceComparison, CountLegalAgreesWithGenerateLegal) {
    std::mt19937_64 rng(99);
    for (Variant v : {Variant::dama, Variant::turkish, Variant::dhama})
        for (int i = 0; i < 2000; ++i) {
            const Position p = random_position(v, rng);
            EXPECT_EQ(count_legal(p), legal(p).size()) << to_fen(p);
            EXPECT_EQ(has_capture(p), !legal(p).empty() && legal(p)[0].is_capture()) << to_fen(p);
        }
}

}  // namespace
}  // namespace damascope::core::testing

namespace damascope::core::testing {
namespace {

// Positions from random games once damas are on the board: perft 3 against the naive generator.
TEST(ReferenceComparison, PerftInRandomPositionsWithDamas) {
    std::mt19937_64 rng(31);
    int compared = 0;
    for (Variant v : {Variant::dama, Variant::turkish, Variant::dhama}) {
        const int wanted = 40 * (v == Variant::dhama ? 3 : v == Variant::turkish ? 2 : 1);
        for (int game = 0; game < 200 && compared < wanted; ++game) {
            Position p = Position::initial(v);
            for (int ply = 0; ply < 300; ++ply) {
                const MoveList moves = legal(p);
                if (moves.empty()) break;
                p.play(moves[rng() % moves.size()]);
                if (p.kings(Color::white) && p.kings(Color::black) && popcount(p.occupied()) >= 8) {
                    EXPECT_EQ(perft(p, 3), reference::perft(to_reference(p), 3)) << to_fen(p);
                    ++compared;
                    break;
                }
            }
        }
    }
    EXPECT_GE(compared, 120);
}

// Turkish perft against the naive generator from the start (depth 5) and from middlegames of
// random games (depth 4) in which a man has come within two ranks of promotion.
TEST(ReferenceComparison, TurkishPerftFromTheStartAndMiddlegames) {
    const Position start = Position::initial(Variant::turkish);
    EXPECT_EQ(perft(start, 5), reference::perft(to_reference(start), 5));
    std::mt19937_64 rng(1924);
    int compared = 0;
    for (int game = 0; game < 100 && compared < 6; ++game) {
        Position p = Position::initial(Variant::turkish);
        for (int ply = 0; ply < 200; ++ply) {
            const MoveList moves = legal(p);
            if (moves.empty()) break;
            p.play(moves[rng() % moves.size()]);
            const Bitboard near_white = rank_8 | (rank_8 >> 8) | (rank_8 >> 16);
            const Bitboard near_black = rank_1 | (rank_1 << 8) | (rank_1 << 16);
            if ((p.men(Color::white) & near_white & ~rank_8) &&
                (p.men(Color::black) & near_black & ~rank_1) && popcount(p.occupied()) >= 14) {
                EXPECT_EQ(perft(p, 4), reference::perft(to_reference(p), 4)) << to_fen(p);
                ++compared;
                break;
            }
        }
    }
    EXPECT_GE(compared, 6);
}

}  // namespace
}  // namespace damascope::core::testing
