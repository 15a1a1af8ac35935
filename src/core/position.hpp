// A position of either game: four bitboards, the side to move and an incrementally kept Zobrist
// hash.
#pragma once

#include <cstdint>

#include "move.hpp"
#include "types.hpp"

namespace damascope::core {

enum class Piece : std::uint8_t { none, white_man, white_king, black_man, black_king };

constexpr bool is_king(Piece p) {
    return p == Piece::white_king || p == Piece::black_king;
}
constexpr Color color_of(Piece p) {
    return p == Piece::white_man || p == Piece::white_king ? Color::white : Color::black;
}
constexpr Piece make_piece(Color c, bool king) {
    if (c == Color::white) return king ? Piece::white_king : Piece::white_man;
    return king ? Piece::black_king : Piece::black_man;
}

class Position {
  public:
    // The standard starting position of the variant.
    static Position initial(Variant v);
    // An empty board with the given side to move.
    static Position empty(Variant v, Color to_move);

    Variant variant() const { return variant_; }
    // The same pieces and side to move under another variant's rules (the same hash); pieces off
    // that variant's board are dropped. Used between Dama's two rule sets.
    Position with_variant(Variant v) const;
    Color side_to_move() const { return side_; }

    Bitboard men(Color c) const { return men_[index_of(c)]; }
    Bitboard kings(Color c) const { return kings_[index_of(c)]; }
    Bitboard pieces(Color c) const { return men_[index_of(c)] | kings_[index_of(c)]; }
    Bitboard occupied() const { return pieces(Color::white) | pieces(Color::black); }
    Bitboard empty_squares() const { return playable_squares(variant_) & ~occupied(); }
    Piece piece_at(Square s) const;

    // Board editing (setting up positions); a square outside the variant's board is ignored.
    void put(Square s, Piece p);
    void remove(Square s);
    void set_side_to_move(Color c);

    std::uint64_t hash() const { return hash_; }

    // True when the move's piece is a man that ends on its promotion rank.
    bool promotes(const Move& m) const;
    // Plays a move that came from the move generator (legal or physically possible).
    void play(const Move& m);

    friend bool operator==(const Position& a, const Position& b) {
        return a.variant_ == b.variant_ && a.side_ == b.side_ && a.men_[0] == b.men_[0] &&
               a.men_[1] == b.men_[1] && a.kings_[0] == b.kings_[0] && a.kings_[1] == b.kings_[1];
    }

  private:
    Bitboard men_[2] = {0, 0};
    Bitboard kings_[2] = {0, 0};
    std::uint64_t hash_ = 0;
    Color side_ = Color::white;
    Variant variant_ = Variant::dama;
};

}  // namespace damascope::core
