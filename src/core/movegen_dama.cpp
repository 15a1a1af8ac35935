// Dama (Turkish draughts) move generation, for both rule sets (seed 003's `dama` and the
// federation's `turkish`).
//
// Men step one square forward or sideways and capture the same way; damas fly along ranks and files
// and capture from a distance, landing on any empty square behind the captured piece. Captured
// pieces leave the board at once, so a chain may cross or land on a square emptied earlier in it. A
// dama may not reverse 180 degrees between two jumps. A man reaching the last rank during a chain
// stops there (`dama`) or goes on capturing sideways as a man (`turkish`): the rule set's
// `promotion_ends_chain`. Only the chains taking the most pieces are legal.
#include "movegen_internal.hpp"
#include "rules.hpp"

namespace damascope::core::detail {

namespace {

constexpr int north = 0, east = 1, south = 2, west = 3;
constexpr Bitboard not_file_a = ~file_a;
constexpr Bitboard not_file_h = ~file_h;
constexpr Bitboard not_files_ab = ~(file_a | (file_a << 1));
constexpr Bitboard not_files_gh = ~(file_h | (file_h >> 1));

constexpr int forward(Color c) {
    return c == Color::white ? north : south;
}

// Walks every capture chain of one piece, reporting to a sink. The sink's `wants_prefixes` says
// whether chain prefixes (a chain stopped early) are reported too.
template <class Sink>
class ChainWalker {
  public:
    ChainWalker(Sink& sink, Square from, Color us, bool promotion_ends_chain)
        : sink_(sink), from_(from), us_(us), promotion_ends_chain_(promotion_ends_chain) {}

    void man(Square sq, Bitboard enemy, Bitboard empty, Bitboard captured, int depth) {
        bool extended = false;
        const int dirs[3] = {forward(us_), east, west};
        for (int d : dirs) {
            const Square n = next_square(orthogonal_rays, sq, d);
            if (n < 0 || !(enemy & bit(n))) continue;
            const Square l = next_square(orthogonal_rays, n, d);
            if (l < 0 || !(empty & bit(l))) continue;
            extended = true;
            path_[depth] = l;
            const Bitboard taken = captured | bit(n);
            if (promotion_ends_chain_ && (promotion_rank(us_) & bit(l))) {
                // Reaching the last rank ends the chain: the man is promoted and stops. (Under
                // the federation it goes on below; on the last rank only sideways is left.)
                sink_.landing(from_, l, taken, path_, depth + 1, true);
                continue;
            }
            man(l, enemy & ~bit(n), empty | bit(n), taken, depth + 1);
        }
        report(sq, captured, depth, extended);
    }

    void king(Square sq, int last_dir, Bitboard enemy, Bitboard empty, Bitboard captured,
              int depth) {
        bool extended = false;
        for (int d = 0; d < 4; ++d) {
            if (depth > 0 && d == (last_dir ^ 2)) continue;  // no 180-degree turn between jumps
            Square n = next_square(orthogonal_rays, sq, d);
            while (n >= 0 && (empty & bit(n))) n = next_square(orthogonal_rays, n, d);
            if (n < 0 || !(enemy & bit(n))) continue;
            const Bitboard taken = captured | bit(n);
            const Bitboard enemy_left = enemy & ~bit(n);
            const Bitboard empty_now = empty | bit(n);
            for (Square l = next_square(orthogonal_rays, n, d); l >= 0 && (empty & bit(l));
                 l = next_square(orthogonal_rays, l, d)) {
                extended = true;
                path_[depth] = l;
                king(l, d, enemy_left, empty_now, taken, depth + 1);
            }
        }
        report(sq, captured, depth, extended);
    }

  private:
    void report(Square sq, Bitboard captured, int depth, bool extended) {
        if (depth == 0) return;
        if (!extended) {
            sink_.landing(from_, sq, captured, path_, depth, true);
        } else if constexpr (Sink::wants_prefixes) {
            sink_.landing(from_, sq, captured, path_, depth, false);
        }
    }

    Sink& sink_;
    Square from_;
    Color us_;
    bool promotion_ends_chain_;
    Square path_[32];  // a chain captures at most 16 pieces
};

// Keeps only the complete chains taking the most pieces, one per (from, to, captured).
struct MaxCaptureSink {
    static constexpr bool wants_prefixes = false;
    MoveList& out;
    std::size_t base;
    int best = 0;

    void landing(Square from, Square to, Bitboard captured, const Square*, int, bool) {
        const int count = popcount(captured);
        if (count < best) return;
        if (count > best) {
            out.resize(base);
            best = count;
        }
        push_unique(out, base, make_move(from, to, captured));
    }
};

// Men of colour `us` with an adjacent enemy (forward or sideways) and an empty square behind it.
Bitboard men_able_to_capture(Color us, Bitboard men, Bitboard enemy, Bitboard empty) {
    Bitboard r = men & not_files_gh & (enemy >> 1) & (empty >> 2);
    r |= men & not_files_ab & (enemy << 1) & (empty << 2);
    if (us == Color::white) {
        r |= men & (enemy >> 8) & (empty >> 16);
    } else {
        r |= men & (enemy << 8) & (empty << 16);
    }
    return r;
}

bool king_can_capture(Square sq, Bitboard enemy, Bitboard empty) {
    for (int d = 0; d < 4; ++d) {
        Square n = next_square(orthogonal_rays, sq, d);
        while (n >= 0 && (empty & bit(n))) n = next_square(orthogonal_rays, n, d);
        if (n < 0 || !(enemy & bit(n))) continue;
        const Square l = next_square(orthogonal_rays, n, d);
        if (l >= 0 && (empty & bit(l))) return true;
    }
    return false;
}

Bitboard man_step_targets(Color us, Bitboard men, Bitboard empty, int dir) {
    switch (dir) {
        case east:
            return ((men & not_file_h) << 1) & empty;
        case west:
            return ((men & not_file_a) >> 1) & empty;
        default:
            return (us == Color::white ? men << 8 : men >> 8) & empty;
    }
}

int step_delta(Color us, int dir) {
    if (dir == east) return 1;
    if (dir == west) return -1;
    return us == Color::white ? 8 : -8;
}

template <class Sink>
void walk_chains(const Position& pos, Bitboard men, Bitboard kings, Sink& sink) {
    const Color us = pos.side_to_move();
    const Bitboard enemy = pos.pieces(opposite(us));
    const Bitboard empty = pos.empty_squares();
    const bool promotion_ends_chain = rule_set(pos.variant()).promotion_ends_chain;
    while (men) {
        const Square s = pop_lsb(men);
        ChainWalker<Sink>(sink, s, us, promotion_ends_chain).man(s, enemy, empty | bit(s), 0, 0);
    }
    while (kings) {
        const Square s = pop_lsb(kings);
        ChainWalker<Sink>(sink, s, us, promotion_ends_chain)
            .king(s, -1, enemy, empty | bit(s), 0, 0);
    }
}

// Generates the maximum captures into `out`; returns false when there is no capture at all.
bool generate_captures(const Position& pos, MoveList& out) {
    const Color us = pos.side_to_move();
    const Bitboard enemy = pos.pieces(opposite(us));
    const Bitboard empty = pos.empty_squares();
    const Bitboard men = men_able_to_capture(us, pos.men(us), enemy, empty);
    Bitboard kings = 0;
    for (Bitboard k = pos.kings(us); k;) {
        const Square s = pop_lsb(k);
        if (king_can_capture(s, enemy, empty)) kings |= bit(s);
    }
    if (!men && !kings) return false;
    MaxCaptureSink sink{out, out.size()};
    walk_chains(pos, men, kings, sink);
    return true;
}

}  // namespace

bool dama_has_capture(const Position& pos) {
    const Color us = pos.side_to_move();
    const Bitboard enemy = pos.pieces(opposite(us));
    const Bitboard empty = pos.empty_squares();
    if (men_able_to_capture(us, pos.men(us), enemy, empty)) return true;
    for (Bitboard k = pos.kings(us); k;)
        if (king_can_capture(pop_lsb(k), enemy, empty)) return true;
    return false;
}

void dama_generate_steps(const Position& pos, MoveList& out) {
    const Color us = pos.side_to_move();
    const Bitboard empty = pos.empty_squares();
    for (int dir : {forward(us), east, west}) {
        const int delta = step_delta(us, dir);
        for (Bitboard t = man_step_targets(us, pos.men(us), empty, dir); t;) {
            const Square to = pop_lsb(t);
            out.push(make_move(to - delta, to, 0));
        }
    }
    for (Bitboard k = pos.kings(us); k;) {
        const Square from = pop_lsb(k);
        for (int d = 0; d < 4; ++d)
            for (Square to = next_square(orthogonal_rays, from, d); to >= 0 && (empty & bit(to));
                 to = next_square(orthogonal_rays, to, d))
                out.push(make_move(from, to, 0));
    }
}

void dama_generate_legal(const Position& pos, MoveList& out) {
    if (!generate_captures(pos, out)) dama_generate_steps(pos, out);
}

std::uint64_t dama_count_legal(const Position& pos) {
    MoveList captures;
    if (generate_captures(pos, captures)) return captures.size();
    const Color us = pos.side_to_move();
    const Bitboard empty = pos.empty_squares();
    const Bitboard men = pos.men(us);
    std::uint64_t n =
        static_cast<std::uint64_t>(popcount(man_step_targets(us, men, empty, east)) +
                                   popcount(man_step_targets(us, men, empty, west)) +
                                   popcount(man_step_targets(us, men, empty, forward(us))));
    for (Bitboard k = pos.kings(us); k;) {
        const Square from = pop_lsb(k);
        for (int d = 0; d < 4; ++d)
            for (Square to = next_square(orthogonal_rays, from, d); to >= 0 && (empty & bit(to));
                 to = next_square(orthogonal_rays, to, d))
                ++n;
    }
    return n;
}

void dama_visit_chains(const Position& pos, Square only_from, ChainVisitor& visitor) {
    const Color us = pos.side_to_move();
    const Bitboard mask = only_from == no_square ? ~Bitboard{0} : bit(only_from);
    VisitorSink sink{visitor};
    walk_chains(pos, pos.men(us) & mask, pos.kings(us) & mask, sink);
}

}  // namespace damascope::core::detail
