#include "perft.hpp"

#include "movegen.hpp"

namespace damascope::core {

std::uint64_t perft(const Position& pos, int depth) {
    if (depth <= 0) return 1;
    if (depth == 1) return count_legal(pos);  // bulk counting at the last ply
    MoveList moves;
    generate_legal(pos, moves);
    std::uint64_t total = 0;
    for (const Move& m : moves) {
        Position next = pos;
        next.play(m);
        total += perft(next, depth - 1);
    }
    return total;
}

std::vector<std::pair<Move, std::uint64_t>> perft_divide(const Position& pos, int depth) {
    std::vector<std::pair<Move, std::uint64_t>> out;
    if (depth <= 0) return out;
    MoveList moves;
    generate_legal(pos, moves);
    for (const Move& m : moves) {
        Position next = pos;
        next.play(m);
        out.emplace_back(m, perft(next, depth - 1));
    }
    return out;
}

}  // namespace damascope::core
