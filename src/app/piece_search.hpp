// Partial position search (issue 12): the games in which, at some ply, these pieces stand on these
// squares, whatever stands elsewhere and whoever is to move.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

#include "app/opening_explorer.hpp"
#include "core/position.hpp"
#include "core/result.hpp"
#include "database/game_database.hpp"

namespace damascope::app {

// The pieces asked for: a man or a king of a colour on each of some squares.
struct PiecePattern {
    core::Variant variant = core::Variant::dama;
    core::Bitboard men[2] = {0, 0}, kings[2] = {0, 0};  // by core::index_of(colour)
};

// The pieces of a FEN (its side to move is not compared): e.g. "W:W12,K5:B20" in Dhama.
core::Result<PiecePattern> pattern_from_fen(core::Variant v, std::string_view fen);

// Whether every piece of the pattern stands on its square in `pos`.
bool matches(const PiecePattern& pattern, const core::Position& pos);

// The games of `filter` (of the pattern's variant) in which a position matches, with the first ply
// at which one does, ascending by id. Every game is replayed — the index cannot help, as the rest
// of the board is free — but a game is given up as soon as a colour has fewer pieces, or fewer
// men, than the pattern asks: pieces only leave the board and men never come back. `progress`
// (games read, games in all) may stop the search by returning false (then `*cancelled`).
struct PieceSearchOptions {
    database::GameFilter filter;
    std::function<bool(std::int64_t read, std::int64_t total)> progress;
};
core::Result<std::vector<GameAtPly>> find_pieces(const database::GameDatabase& db,
                                                 const PiecePattern& pattern,
                                                 const PieceSearchOptions& options = {},
                                                 bool* cancelled = nullptr);

}  // namespace damascope::app
