// Basic vocabulary of the rules core: squares, bitboards, colours, variants.
#pragma once

#include <bit>
#include <cstdint>

namespace damascope::core {

// One bit per square. Square 0 is a1, 7 is h1, 63 is h8 (rank * 8 + file), for both games.
using Bitboard = std::uint64_t;
using Square = int;

inline constexpr Square no_square = -1;

// The stored numbers (0, 1, 2) are part of the database format: never renumber.
enum class Variant : std::uint8_t {
    dama,     // Dama (Turkish draughts) under the seed's rules, "Arab rules": 64 squares,
              // orthogonal moves, flying damas, maximum capture
    dhama,    // Maghrebi diagonal game: English draughts on the 32 dark squares
    turkish,  // Dama under the Turkish Draughts Federation's rules (rules.hpp: what differs)
};

inline constexpr Variant all_variants[] = {Variant::dama, Variant::turkish, Variant::dhama};

// Dama under either rule set: the same board, pieces, moves, notation and FEN. Code that tells the
// games apart asks this, never `v == Variant::dama` (which would put `turkish` with Dhama).
constexpr bool is_dama_family(Variant v) {
    switch (v) {
        case Variant::dama:
        case Variant::turkish:
            return true;
        case Variant::dhama:
            return false;
    }
    return false;
}

// White starts on the low ranks and moves up; Black starts on the high ranks and moves down.
// In Dama White moves first; in Dhama Black (PDN squares 1-12) moves first.
enum class Color : std::uint8_t { white, black };

constexpr Color opposite(Color c) {
    return c == Color::white ? Color::black : Color::white;
}
constexpr int index_of(Color c) {
    return static_cast<int>(c);
}

constexpr Bitboard bit(Square s) {
    return Bitboard{1} << s;
}
constexpr int file_of(Square s) {
    return s & 7;
}
constexpr int rank_of(Square s) {
    return s >> 3;
}
constexpr Square make_square(int file, int rank) {
    return rank * 8 + file;
}

constexpr int popcount(Bitboard b) {
    return std::popcount(b);
}
constexpr Square lsb(Bitboard b) {
    return std::countr_zero(b);
}
inline Square pop_lsb(Bitboard& b) {
    Square s = lsb(b);
    b &= b - 1;
    return s;
}

inline constexpr Bitboard file_a = 0x0101010101010101ULL;
inline constexpr Bitboard file_h = file_a << 7;
inline constexpr Bitboard rank_1 = 0xFFULL;
inline constexpr Bitboard rank_8 = rank_1 << 56;
// a1 is a dark square; the dark squares are those with file + rank even.
inline constexpr Bitboard dark_squares = 0xAA55AA55AA55AA55ULL;

// The rank a side's men promote on.
constexpr Bitboard promotion_rank(Color c) {
    return c == Color::white ? rank_8 : rank_1;
}

// Squares a variant plays on.
constexpr Bitboard playable_squares(Variant v) {
    return is_dama_family(v) ? ~Bitboard{0} : dark_squares;
}

constexpr Color first_mover(Variant v) {
    return is_dama_family(v) ? Color::white : Color::black;
}

}  // namespace damascope::core
