#include "egdb_index.hpp"

#include <array>

namespace damascope::analysis::egdb {

using core::Bitboard;
using core::Color;
using core::Piece;
using core::Position;
using core::Square;

namespace {

// Binomial coefficients for n <= 64, k <= max_table_pieces: looked up, not computed, since every
// probe of the search ranks each piece with them.
constexpr int max_k = max_table_pieces;
constexpr auto binomials = [] {
    std::array<std::array<std::uint64_t, max_k + 1>, 65> t{};
    for (int n = 0; n <= 64; ++n) {
        t[n][0] = 1;
        for (int k = 1; k <= max_k && k <= n; ++k)
            t[n][k] = t[n - 1][k - 1] + (k <= n - 1 ? t[n - 1][k] : 0);
    }
    return t;
}();

std::uint64_t choose(int n, int k) {
    if (k < 0 || n < k || n > 64 || k > max_k) return 0;
    return binomials[static_cast<std::size_t>(n)][static_cast<std::size_t>(k)];
}

}  // namespace

Indexer::Indexer(core::Variant v, const Material& m) : variant_(v) {
    const Bitboard board = core::playable_squares(v);
    auto add = [&](Piece p, int count, Bitboard squares) {
        Kind k{p, count, {}, std::vector<int>(64, -1), 0};
        for (Bitboard b = squares; b;) {
            Square s = core::pop_lsb(b);
            k.slot_of[s] = static_cast<int>(k.domain.size());
            k.domain.push_back(s);
        }
        k.combinations = choose(static_cast<int>(k.domain.size()), count);
        kinds_.push_back(std::move(k));
    };
    add(Piece::white_man, m.white_men, board & ~core::promotion_rank(Color::white));
    add(Piece::white_king, m.white_kings, board);
    add(Piece::black_man, m.black_men, board & ~core::promotion_rank(Color::black));
    add(Piece::black_king, m.black_kings, board);
    size_ = 2;
    for (const Kind& k : kinds_) size_ *= k.combinations;
}

std::uint64_t Indexer::index_of(const Position& pos) const {
    std::uint64_t index = pos.side_to_move() == Color::white ? 0 : 1;
    for (const Kind& k : kinds_) {
        const Color c = core::color_of(k.piece);
        Bitboard b = core::is_king(k.piece) ? pos.kings(c) : pos.men(c);
        std::uint64_t rank = 0;
        for (int i = 1; b; ++i) rank += choose(k.slot_of[core::pop_lsb(b)], i);
        index = index * k.combinations + rank;
    }
    return index;
}

std::optional<Position> Indexer::position_at(std::uint64_t index) const {
    std::uint64_t digits[4];
    for (int i = 3; i >= 0; --i) {
        digits[i] = index % kinds_[i].combinations;
        index /= kinds_[i].combinations;
    }
    Position pos = Position::empty(variant_, index == 0 ? Color::white : Color::black);
    Bitboard used = 0;
    for (int i = 0; i < 4; ++i) {
        const Kind& k = kinds_[i];
        std::uint64_t rank = digits[i];
        int top = static_cast<int>(k.domain.size());
        for (int j = k.count; j >= 1; --j) {
            int c = top - 1;
            while (choose(c, j) > rank) --c;
            rank -= choose(c, j);
            top = c;
            const Square s = k.domain[c];
            if (used & core::bit(s)) return std::nullopt;
            used |= core::bit(s);
            pos.put(s, k.piece);
        }
    }
    return pos;
}

}  // namespace damascope::analysis::egdb
