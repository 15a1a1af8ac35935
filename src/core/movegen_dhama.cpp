// Dhama (English-draughts rules on the 32 dark squares) move generation.
//
// Men step and capture one square diagonally forward, never backward, not even inside a chain;
// kings step and capture one square diagonally in all four directions. Captured pieces stay on the
// board until the move ends, so none can be jumped twice. A man reaching the far row is crowned and
// the move ends. Capture is compulsory but any complete chain may be chosen.
#include "movegen_internal.hpp"

namespace damascope::core::detail {

namespace {

constexpr int north_east = 0, north_west = 1, south_east = 2, south_west = 3;
constexpr Bitboard not_file_a = ~file_a;
constexpr Bitboard not_file_h = ~file_h;
constexpr Bitboard not_files_ab = ~(file_a | (file_a << 1));
constexpr Bitboard not_files_gh = ~(file_h | (file_h >> 1));

template <class Sink>
class ChainWalker {
  public:
    ChainWalker(Sink& sink, Square from, Color us) : sink_(sink), from_(from), us_(us) {}

    // `first_dir`/`dir_count` select the directions: a man's two forward ones or a king's four.
    void walk(Square sq, int first_dir, int dir_count, bool is_king, Bitboard enemy, Bitboard empty,
              Bitboard captured, int depth) {
        bool extended = false;
        for (int d = first_dir; d < first_dir + dir_count; ++d) {
            const Square n = next_square(diagonal_rays, sq, d);
            if (n < 0 || !(enemy & bit(n))) continue;
            const Square l = next_square(diagonal_rays, n, d);
            if (l < 0 || !(empty & bit(l))) continue;
            extended = true;
            path_[depth] = l;
            const Bitboard taken = captured | bit(n);
            if (!is_king && (promotion_rank(us_) & bit(l))) {
                // Crowning ends the move, even where a king could capture on.
                sink_.landing(from_, l, taken, path_, depth + 1, true);
                continue;
            }
            // The captured piece stays on the board (not empty) but may not be jumped again.
            walk(l, first_dir, dir_count, is_king, enemy & ~bit(n), empty, taken, depth + 1);
        }
        if (depth == 0) return;
        if (!extended) {
            sink_.landing(from_, sq, captured, path_, depth, true);
        } else if constexpr (Sink::wants_prefixes) {
            sink_.landing(from_, sq, captured, path_, depth, false);
        }
    }

  private:
    Sink& sink_;
    Square from_;
    Color us_;
    Square path_[32];
};

// Every complete chain, one per (from, to, captured).
struct AllCapturesSink {
    static constexpr bool wants_prefixes = false;
    MoveList& out;
    std::size_t base;
    void landing(Square from, Square to, Bitboard captured, const Square*, int, bool) {
        push_unique(out, base, make_move(from, to, captured));
    }
};

Bitboard able_to_capture_north(Bitboard pieces, Bitboard enemy, Bitboard empty) {
    return (pieces & not_files_gh & (enemy >> 9) & (empty >> 18)) |
           (pieces & not_files_ab & (enemy >> 7) & (empty >> 14));
}
Bitboard able_to_capture_south(Bitboard pieces, Bitboard enemy, Bitboard empty) {
    return (pieces & not_files_gh & (enemy << 7) & (empty << 14)) |
           (pieces & not_files_ab & (enemy << 9) & (empty << 18));
}

Bitboard steps_north_east(Bitboard b, Bitboard empty) {
    return ((b & not_file_h) << 9) & empty;
}
Bitboard steps_north_west(Bitboard b, Bitboard empty) {
    return ((b & not_file_a) << 7) & empty;
}
Bitboard steps_south_east(Bitboard b, Bitboard empty) {
    return ((b & not_file_h) >> 7) & empty;
}
Bitboard steps_south_west(Bitboard b, Bitboard empty) {
    return ((b & not_file_a) >> 9) & empty;
}

int first_man_dir(Color us) {
    return us == Color::white ? north_east : south_east;
}

struct Capturers {
    Bitboard men;
    Bitboard kings;
};

Capturers capturers(const Position& pos) {
    const Color us = pos.side_to_move();
    const Bitboard enemy = pos.pieces(opposite(us));
    const Bitboard empty = pos.empty_squares();
    const Bitboard men = pos.men(us);
    const Bitboard kings = pos.kings(us);
    const Bitboard men_capturing = us == Color::white ? able_to_capture_north(men, enemy, empty)
                                                      : able_to_capture_south(men, enemy, empty);
    const Bitboard kings_capturing = kings ? able_to_capture_north(kings, enemy, empty) |
                                                 able_to_capture_south(kings, enemy, empty)
                                           : 0;
    return {men_capturing, kings_capturing};
}

template <class Sink>
void walk_chains(const Position& pos, Bitboard men, Bitboard kings, Sink& sink) {
    const Color us = pos.side_to_move();
    const Bitboard enemy = pos.pieces(opposite(us));
    const Bitboard empty = pos.empty_squares();
    while (men) {
        const Square s = pop_lsb(men);
        ChainWalker<Sink>(sink, s, us)
            .walk(s, first_man_dir(us), 2, false, enemy, empty | bit(s), 0, 0);
    }
    while (kings) {
        const Square s = pop_lsb(kings);
        ChainWalker<Sink>(sink, s, us).walk(s, 0, 4, true, enemy, empty | bit(s), 0, 0);
    }
}

// The number of complete capture chains of a man on `sq` (0 when it cannot capture), for counting
// without building moves. No two of a man's chains share (from, to, captured): each jump goes one
// row further, so the pieces taken fix the path.
template <Color us>
std::uint64_t man_chain_count(Square sq, Bitboard enemy, Bitboard empty) {
    const Bitboard b = bit(sq);
    std::uint64_t n = 0;
    const auto jump = [&](Square over, Square land) {
        if (promotion_rank(us) & bit(land)) {
            ++n;  // crowning ends the move
            return;
        }
        const std::uint64_t more = man_chain_count<us>(land, enemy & ~bit(over), empty);
        n += more ? more : 1;
    };
    if constexpr (us == Color::white) {
        if (b & not_files_gh & (enemy >> 9) & (empty >> 18)) jump(sq + 9, sq + 18);
        if (b & not_files_ab & (enemy >> 7) & (empty >> 14)) jump(sq + 7, sq + 14);
    } else {
        if (b & not_files_gh & (enemy << 7) & (empty << 14)) jump(sq - 7, sq - 14);
        if (b & not_files_ab & (enemy << 9) & (empty << 18)) jump(sq - 9, sq - 18);
    }
    return n;
}

template <class F>
void for_each_step_set(const Position& pos, F&& f) {
    const Color us = pos.side_to_move();
    const Bitboard empty = pos.empty_squares();
    const Bitboard men = pos.men(us);
    const Bitboard kings = pos.kings(us);
    const Bitboard north_movers = us == Color::white ? men | kings : kings;
    const Bitboard south_movers = us == Color::white ? kings : men | kings;
    f(steps_north_east(north_movers, empty), 9);
    f(steps_north_west(north_movers, empty), 7);
    f(steps_south_east(south_movers, empty), -7);
    f(steps_south_west(south_movers, empty), -9);
}

}  // namespace

bool dhama_has_capture(const Position& pos) {
    const Capturers c = capturers(pos);
    return (c.men | c.kings) != 0;
}

void dhama_generate_steps(const Position& pos, MoveList& out) {
    for_each_step_set(pos, [&](Bitboard targets, int delta) {
        while (targets) {
            const Square to = pop_lsb(targets);
            out.push(make_move(to - delta, to, 0));
        }
    });
}

void dhama_generate_legal(const Position& pos, MoveList& out) {
    const Capturers c = capturers(pos);
    if (c.men | c.kings) {
        AllCapturesSink sink{out, out.size()};
        walk_chains(pos, c.men, c.kings, sink);
    } else {
        dhama_generate_steps(pos, out);
    }
}

std::uint64_t dhama_count_legal(const Position& pos) {
    const Capturers c = capturers(pos);
    if (c.kings) {
        // A king may come round to the same square by two routes: build the list to merge those.
        MoveList captures;
        AllCapturesSink sink{captures, 0};
        walk_chains(pos, c.men, c.kings, sink);
        return captures.size();
    }
    if (c.men) {
        const Color us = pos.side_to_move();
        const Bitboard enemy = pos.pieces(opposite(us));
        const Bitboard empty = pos.empty_squares();
        std::uint64_t n = 0;
        for (Bitboard m = c.men; m;) {
            const Square s = pop_lsb(m);
            n += us == Color::white ? man_chain_count<Color::white>(s, enemy, empty | bit(s))
                                    : man_chain_count<Color::black>(s, enemy, empty | bit(s));
        }
        return n;
    }
    std::uint64_t n = 0;
    for_each_step_set(
        pos, [&](Bitboard targets, int) { n += static_cast<std::uint64_t>(popcount(targets)); });
    return n;
}

void dhama_visit_chains(const Position& pos, Square only_from, ChainVisitor& visitor) {
    const Color us = pos.side_to_move();
    const Bitboard mask = only_from == no_square ? ~Bitboard{0} : bit(only_from);
    VisitorSink sink{visitor};
    walk_chains(pos, pos.men(us) & mask, pos.kings(us) & mask, sink);
}

}  // namespace damascope::core::detail
