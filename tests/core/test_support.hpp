// Helpers for the rules tests: positions from diagrams, moves from square names.
#pragma once

#include <gtest/gtest.h>

#include <array>
#include <initializer_list>
#include <set>
#include <string>

#include "core/fen.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"
#include "core/position.hpp"
#include "reference_rules.hpp"

namespace damascope::core::testing {

// A position from a diagram of eight rows, rank 8 first, files a-h left to right:
// '.' empty, 'w' white man, 'W' white king, 'b' black man, 'B' black king.
inline Position diagram(Variant v, Color to_move, const std::array<const char*, 8>& rows) {
    Position p = Position::empty(v, to_move);
    for (int i = 0; i < 8; ++i) {
        const int rank = 7 - i;
        for (int file = 0; file < 8; ++file) {
            Piece piece = Piece::none;
            switch (rows[static_cast<std::size_t>(i)][file]) {
                case 'w':
                    piece = Piece::white_man;
                    break;
                case 'W':
                    piece = Piece::white_king;
                    break;
                case 'b':
                    piece = Piece::black_man;
                    break;
                case 'B':
                    piece = Piece::black_king;
                    break;
                default:
                    break;
            }
            if (piece != Piece::none) p.put(make_square(file, rank), piece);
        }
    }
    return p;
}

inline Square sq(Variant v, const std::string& name) {
    auto s = parse_square(v, name);
    EXPECT_TRUE(s.has_value()) << name;
    return s.value_or(0);
}

inline Bitboard squares(Variant v, std::initializer_list<const char*> names) {
    Bitboard b = 0;
    for (const char* n : names) b |= bit(sq(v, n));
    return b;
}

inline Move mv(Variant v, const std::string& from, const std::string& to,
               std::initializer_list<const char*> captured = {}) {
    return Move{squares(v, captured), static_cast<std::uint8_t>(sq(v, from)),
                static_cast<std::uint8_t>(sq(v, to))};
}

inline MoveList legal(const Position& p) {
    MoveList ml;
    generate_legal(p, ml);
    return ml;
}

// The legal moves as readable text ("d4-d5", "a1xa5[a3]"), sorted, for clear failure messages.
inline std::set<std::string> legal_texts(const Position& p) {
    std::set<std::string> out;
    for (const Move& m : legal(p)) {
        std::string s = square_name(p.variant(), m.from) + (m.is_capture() ? "x" : "-") +
                        square_name(p.variant(), m.to);
        if (m.is_capture()) {
            s += "[";
            bool first = true;
            for (Bitboard c = m.captured; c;) {
                if (!first) s += ",";
                first = false;
                s += square_name(p.variant(), pop_lsb(c));
            }
            s += "]";
        }
        out.insert(s);
    }
    return out;
}

inline reference::Board to_reference(const Position& p) {
    reference::Board b;
    switch (p.variant()) {
        case Variant::dama:
            b.game = reference::Game::dama;
            break;
        case Variant::turkish:
            b.game = reference::Game::turkish;
            break;
        case Variant::dhama:
            b.game = reference::Game::dhama;
            break;
    }
    b.white_to_move = p.side_to_move() == Color::white;
    for (auto& row : b.cell) row.fill('.');
    for (Square s = 0; s < 64; ++s) {
        const char c = ".wWbB"[static_cast<int>(p.piece_at(s))];
        b.cell[static_cast<std::size_t>(rank_of(s))][static_cast<std::size_t>(file_of(s))] = c;
    }
    return b;
}

inline std::set<reference::MoveKey> as_keys(const MoveList& ml) {
    std::set<reference::MoveKey> out;
    for (const Move& m : ml) {
        std::set<int> cap;
        for (Bitboard c = m.captured; c;) cap.insert(pop_lsb(c));
        out.insert({m.from, m.to, cap});
    }
    return out;
}

}  // namespace damascope::core::testing
