#include "analysis/evaluation.hpp"

#include <cstdlib>

#include "analysis/score.hpp"

namespace damascope::analysis {

namespace {

using core::Bitboard;
using core::Color;
using core::file_a;
using core::file_h;
using core::popcount;

constexpr Bitboard not_a = ~file_a;
constexpr Bitboard not_h = ~file_h;

// Orthogonal neighbours (Dama).
constexpr Bitboard north(Bitboard b) {
    return b << 8;
}
constexpr Bitboard south(Bitboard b) {
    return b >> 8;
}
constexpr Bitboard west(Bitboard b) {
    return (b & not_a) >> 1;
}
constexpr Bitboard east(Bitboard b) {
    return (b & not_h) << 1;
}
// Diagonal neighbours (Dhama).
constexpr Bitboard north_west(Bitboard b) {
    return (b & not_a) << 7;
}
constexpr Bitboard north_east(Bitboard b) {
    return (b & not_h) << 9;
}
constexpr Bitboard south_west(Bitboard b) {
    return (b & not_a) >> 9;
}
constexpr Bitboard south_east(Bitboard b) {
    return (b & not_h) >> 7;
}

template <Color C>
constexpr Bitboard forward(Bitboard b) {
    return C == Color::white ? north(b) : south(b);
}
template <Color C>
constexpr Bitboard backward(Bitboard b) {
    return C == Color::white ? south(b) : north(b);
}
template <Color C>
constexpr Bitboard forward_diagonals(Bitboard b) {
    return C == Color::white ? north_west(b) | north_east(b) : south_west(b) | south_east(b);
}
// Ranks counted from the side's own first rank (0) to its promotion rank (7).
template <Color C>
constexpr int relative_rank(core::Square s) {
    return C == Color::white ? core::rank_of(s) : 7 - core::rank_of(s);
}
constexpr Bitboard relative_rank_mask(Color c, int rr) {
    return core::rank_1 << (8 * (c == Color::white ? rr : 7 - rr));
}

// Squares from which an enemy man could stop (block or take) a man on `s` before it promotes:
// the enemy men ahead within as many files as they have ranks to come down, and beside it.
struct Cones {
    Bitboard dama[2][64] = {};
    Bitboard dhama[2][64] = {};
};
Cones make_cones() {
    Cones c;
    for (int s = 0; s < 64; ++s) {
        for (int t = 0; t < 64; ++t) {
            const int df = std::abs(core::file_of(t) - core::file_of(s));
            for (int ci = 0; ci < 2; ++ci) {
                const int ahead = ci == 0 ? core::rank_of(t) - core::rank_of(s)
                                          : core::rank_of(s) - core::rank_of(t);
                if (ahead >= 0 && df <= ahead + 1 && t != s) c.dama[ci][s] |= core::bit(t);
                if (ahead > 0 && df <= ahead) c.dhama[ci][s] |= core::bit(t);
            }
        }
    }
    return c;
}
const Cones cones = make_cones();

// By relative rank of a man.
constexpr int dama_advance[8] = {0, 0, 2, 5, 10, 18, 30, 0};
constexpr int dhama_advance[8] = {0, 2, 4, 7, 11, 16, 24, 0};
// By steps left to promote (index 1-7) of a man nobody can stop.
constexpr int dama_runaway[8] = {0, 150, 110, 80, 55, 35, 20, 10};
constexpr int dhama_runaway[8] = {0, 36, 30, 24, 18, 12, 8, 4};

constexpr Bitboard dhama_center = core::bit(27) | core::bit(29) | core::bit(34) | core::bit(36);

// Squares a Dama dama reaches by sliding from `s` over empty squares.
int rook_reach(core::Square s, Bitboard empty) {
    int n = 0;
    const int f = core::file_of(s);
    const int r = core::rank_of(s);
    for (int x = f + 1; x < 8 && (empty & core::bit(core::make_square(x, r))); ++x) ++n;
    for (int x = f - 1; x >= 0 && (empty & core::bit(core::make_square(x, r))); --x) ++n;
    for (int y = r + 1; y < 8 && (empty & core::bit(core::make_square(f, y))); ++y) ++n;
    for (int y = r - 1; y >= 0 && (empty & core::bit(core::make_square(f, y))); --y) ++n;
    return n;
}

// Everything but material, for one side of a Dama position.
template <Color C>
int dama_side(const core::Position& pos, const EvalWeights& w, int total) {
    constexpr Color them = core::opposite(C);
    const Bitboard men = pos.men(C);
    const Bitboard own = pos.pieces(C);
    const Bitboard empty = pos.empty_squares();
    int score = 0;
    if (w.advancement) {
        int adv = 0;
        for (Bitboard b = men; b;) adv += dama_advance[relative_rank<C>(core::pop_lsb(b))];
        score += adv * (40 - total) * w.dama_advance / 2400;
    }
    if (w.structure) {
        // Guard of the rank in front of our empty first rank, while the enemy has men to stop.
        const int enemy_men = popcount(pos.men(them));
        const int guards = popcount(men & relative_rank_mask(C, 1));
        score += w.dama_guard * guards * (enemy_men < 8 ? enemy_men : 8) / 8;
        // Walls: side by side men cannot be taken sideways; a piece behind stops a frontal take.
        score += w.dama_wall * popcount(men & east(men));
        score += w.dama_support * popcount(men & forward<C>(own));
    }
    if (w.mobility) {
        int steps = popcount(forward<C>(men) & empty) + popcount(west(men) & empty) +
                    popcount(east(men) & empty);
        int king_steps = 0;
        for (Bitboard k = pos.kings(C); k;) king_steps += rook_reach(core::pop_lsb(k), empty);
        score += w.dama_mobility * steps + w.dama_king_mobility * king_steps;
    }
    if (w.runaways) {
        const Bitboard promo = core::promotion_rank(C);
        for (Bitboard b = men; b;) {
            const core::Square s = core::pop_lsb(b);
            const int steps = 7 - relative_rank<C>(s);
            if (pos.kings(them) == 0 && (cones.dama[core::index_of(C)][s] & pos.men(them)) == 0)
                score += dama_runaway[steps] * w.dama_runaway / 100;
            else if (steps == 1 && (forward<C>(core::bit(s)) & empty & promo))
                score += w.dama_promote_next;
        }
    }
    return score;
}

// Everything but material, for one side of a Dhama position.
template <Color C>
int dhama_side(const core::Position& pos, const EvalWeights& w, int total) {
    constexpr Color them = core::opposite(C);
    const Bitboard men = pos.men(C);
    const Bitboard own = pos.pieces(C);
    const Bitboard empty = pos.empty_squares();
    int score = 0;
    if (w.advancement) {
        int adv = 0;
        for (Bitboard b = men; b;) adv += dhama_advance[relative_rank<C>(core::pop_lsb(b))];
        score += adv * (32 - total) * w.dhama_advance / 2000;
    }
    if (w.structure) {
        const int enemy_men = popcount(pos.men(them));
        score += w.dhama_back_rank * popcount(men & relative_rank_mask(C, 0)) *
                 (enemy_men < 6 ? enemy_men : 6) / 6;
        score += w.dhama_center * popcount(men & dhama_center);
        // A back diagonal held by our own piece (or the board's edge) stops a take from the front.
        const Bitboard back_rank = relative_rank_mask(C, 0);
        if constexpr (C == Color::white) {
            score +=
                w.dhama_back_diagonal * (popcount(men & (north_east(own) | file_a | back_rank)) +
                                         popcount(men & (north_west(own) | file_h | back_rank)));
        } else {
            score +=
                w.dhama_back_diagonal * (popcount(men & (south_east(own) | file_a | back_rank)) +
                                         popcount(men & (south_west(own) | file_h | back_rank)));
        }
        score += w.dhama_king_center *
                 popcount(pos.kings(C) & ~(file_a | file_h | core::rank_1 | core::rank_8));
    }
    if (w.mobility) {
        score += w.dhama_mobility * popcount(forward_diagonals<C>(men) & empty);
        const Bitboard k = pos.kings(C);
        score += w.dhama_king_mobility *
                 (popcount(north_west(k) & empty) + popcount(north_east(k) & empty) +
                  popcount(south_west(k) & empty) + popcount(south_east(k) & empty));
    }
    if (w.runaways && pos.kings(them) == 0) {
        for (Bitboard b = men; b;) {
            const core::Square s = core::pop_lsb(b);
            if ((cones.dhama[core::index_of(C)][s] & pos.men(them)) == 0)
                score += dhama_runaway[7 - relative_rank<C>(s)] * w.dhama_runaway / 100;
        }
    }
    return score;
}

}  // namespace

int material(const core::Position& pos, const EvalWeights& w) {
    const int king = core::is_dama_family(pos.variant()) ? w.dama_king : w.dhama_king;
    const auto side = [&](Color c) {
        return popcount(pos.men(c)) * man_value + popcount(pos.kings(c)) * king;
    };
    return side(Color::white) - side(Color::black);
}

int evaluate(const core::Position& pos, const EvalWeights& w) {
    const bool dama = core::is_dama_family(pos.variant());
    const int lead = material(pos, w);
    const int total = popcount(pos.occupied());
    int score = lead;
    // Trading down helps the side that is ahead.
    score += lead * ((dama ? 32 : 24) - total) * (dama ? w.dama_trade : w.dhama_trade) / 4096;
    if (dama) {
        score += dama_side<Color::white>(pos, w, total) - dama_side<Color::black>(pos, w, total);
    } else {
        score += dhama_side<Color::white>(pos, w, total) - dhama_side<Color::black>(pos, w, total);
    }
    return score;
}

bool has_step(const core::Position& pos) {
    const Color c = pos.side_to_move();
    const Bitboard empty = pos.empty_squares();
    const Bitboard men = pos.men(c);
    const Bitboard kings = pos.kings(c);
    if (core::is_dama_family(pos.variant())) {
        const Bitboard all = men | kings;
        if ((west(all) | east(all)) & empty) return true;
        const Bitboard fwd = c == Color::white ? north(men) : south(men);
        return ((fwd | north(kings) | south(kings)) & empty) != 0;
    }
    Bitboard targets =
        north_west(kings) | north_east(kings) | south_west(kings) | south_east(kings);
    targets |= c == Color::white ? forward_diagonals<Color::white>(men)
                                 : forward_diagonals<Color::black>(men);
    return (targets & empty) != 0;
}

}  // namespace damascope::analysis
