// A deliberately naive move generator written straight from RULES.md on an 8x8 grid, with no
// bitboards and no shared code with src/core: the tests compare the real generator against it.
#pragma once

#include <array>
#include <set>
#include <string>
#include <tuple>

namespace reference {

// dama: seed 003; turkish: the same but a man reaching the last rank mid-chain goes on capturing
// (RULES.md, "A second Dama rule set"); dhama: English draughts.
enum class Game { dama, turkish, dhama };
// Cell contents: '.' empty, 'w' white man, 'W' white king, 'b' black man, 'B' black king.
struct Board {
    Game game = Game::dama;
    std::array<std::array<char, 8>, 8> cell{};  // [rank][file], rank 0 = White's side
    bool white_to_move = true;
};

// (from, to, captured squares) with squares as rank * 8 + file.
using MoveKey = std::tuple<int, int, std::set<int>>;

std::set<MoveKey> legal_moves(const Board& b);
Board play(const Board& b, const MoveKey& m);
unsigned long long perft(const Board& b, int depth);

}  // namespace reference
