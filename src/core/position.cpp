#include "position.hpp"

#include "zobrist.hpp"

namespace damascope::core {

Position Position::empty(Variant v, Color to_move) {
    Position p;
    p.variant_ = v;
    p.set_side_to_move(to_move);
    return p;
}

Position Position::initial(Variant v) {
    Position p = empty(v, first_mover(v));
    if (is_dama_family(v)) {
        // Each side fills its 2nd and 3rd ranks; the 1st rank stays empty.
        for (Square s = 8; s < 24; ++s) p.put(s, Piece::white_man);
        for (Square s = 40; s < 56; ++s) p.put(s, Piece::black_man);
    } else {
        // Twelve men each on the dark squares of the three nearest rows.
        for (Square s = 0; s < 24; ++s) p.put(s, Piece::white_man);
        for (Square s = 40; s < 64; ++s) p.put(s, Piece::black_man);
    }
    return p;
}

Position Position::with_variant(Variant v) const {
    Position p = *this;
    p.variant_ = v;
    for (Bitboard off = occupied() & ~playable_squares(v); off;) p.remove(pop_lsb(off));
    return p;
}

Piece Position::piece_at(Square s) const {
    const Bitboard b = bit(s);
    if (men_[0] & b) return Piece::white_man;
    if (kings_[0] & b) return Piece::white_king;
    if (men_[1] & b) return Piece::black_man;
    if (kings_[1] & b) return Piece::black_king;
    return Piece::none;
}

void Position::put(Square s, Piece p) {
    if (s < 0 || s >= 64 || !(playable_squares(variant_) & bit(s))) return;
    remove(s);
    if (p == Piece::none) return;
    const Color c = color_of(p);
    const int kind = is_king(p) ? 1 : 0;
    (kind ? kings_ : men_)[index_of(c)] |= bit(s);
    hash_ ^= zobrist::piece_key(c, kind, s);
}

void Position::remove(Square s) {
    if (s < 0 || s >= 64) return;
    const Piece p = piece_at(s);
    if (p == Piece::none) return;
    const Color c = color_of(p);
    const int kind = is_king(p) ? 1 : 0;
    (kind ? kings_ : men_)[index_of(c)] &= ~bit(s);
    hash_ ^= zobrist::piece_key(c, kind, s);
}

void Position::set_side_to_move(Color c) {
    if (c != side_) hash_ ^= zobrist::black_to_move;
    side_ = c;
}

bool Position::promotes(const Move& m) const {
    return (men_[index_of(side_)] & bit(m.from)) && (promotion_rank(side_) & bit(m.to));
}

void Position::play(const Move& m) {
    const int us = index_of(side_);
    const int them = us ^ 1;
    const Color them_color = opposite(side_);
    std::uint64_t h = hash_ ^ zobrist::black_to_move;

    if (m.captured) {
        for (Bitboard c = m.captured & men_[them]; c;)
            h ^= zobrist::piece_key(them_color, 0, pop_lsb(c));
        for (Bitboard c = m.captured & kings_[them]; c;)
            h ^= zobrist::piece_key(them_color, 1, pop_lsb(c));
        men_[them] &= ~m.captured;
        kings_[them] &= ~m.captured;
    }

    // Move the piece, promoting a man that ends on the last rank.
    const Bitboard from = bit(m.from);
    const Bitboard to = bit(m.to);
    if (kings_[us] & from) {
        kings_[us] =
            (kings_[us] & ~from) | to;  // from == to is possible: a chain that returns home
        h ^= zobrist::piece_key(side_, 1, m.from) ^ zobrist::piece_key(side_, 1, m.to);
    } else {
        men_[us] &= ~from;
        h ^= zobrist::piece_key(side_, 0, m.from);
        const int kind = (promotion_rank(side_) & to) ? 1 : 0;
        (kind ? kings_ : men_)[us] |= to;
        h ^= zobrist::piece_key(side_, kind, m.to);
    }
    side_ = them_color;
    hash_ = h;
}

}  // namespace damascope::core
