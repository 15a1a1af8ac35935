#include "reference_rules.hpp"

#include <vector>

namespace reference {

namespace {

bool on_board(int r, int f) {
    return r >= 0 && r < 8 && f >= 0 && f < 8;
}
bool is_white(char c) {
    return c == 'w' || c == 'W';
}
bool is_black(char c) {
    return c == 'b' || c == 'B';
}
bool is_enemy(const Board& b, char c) {
    return b.white_to_move ? is_black(c) : is_white(c);
}
bool is_own(const Board& b, char c) {
    return b.white_to_move ? is_white(c) : is_black(c);
}
int last_rank(const Board& b) {
    return b.white_to_move ? 7 : 0;
}

struct Chain {
    int from;
    int to;
    std::set<int> captured;
};

// Dama: captured pieces are removed from `cells` at once (the recursion works on a copy).
void dama_chains(Board cells, int from, int r, int f, bool king, int last_dr, int last_df,
                 std::set<int> captured, std::vector<Chain>& out) {
    bool extended = false;
    const int fwd = cells.white_to_move ? 1 : -1;
    const int dirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    for (const auto& d : dirs) {
        const int dr = d[0], df = d[1];
        if (!king && dr == -fwd) continue;  // men never go back
        if (king && !captured.empty() && dr == -last_dr && df == -last_df) continue;  // no 180 turn
        int rr = r + dr, ff = f + df;
        if (king)
            while (on_board(rr, ff) && cells.cell[rr][ff] == '.') rr += dr, ff += df;
        if (!on_board(rr, ff) || !is_enemy(cells, cells.cell[rr][ff])) continue;
        const int cr = rr, cf = ff;
        int lr = cr + dr, lf = cf + df;
        while (on_board(lr, lf) && cells.cell[lr][lf] == '.') {
            extended = true;
            Board next = cells;
            const char piece = next.cell[r][f];
            next.cell[r][f] = '.';
            next.cell[cr][cf] = '.';
            next.cell[lr][lf] = piece;
            auto cap = captured;
            cap.insert(cr * 8 + cf);
            if (!king && lr == last_rank(cells) && cells.game == Game::dama) {
                out.push_back({from, lr * 8 + lf, cap});  // promotion stops the chain
            } else {  // a dama, or a man going on (under the federation: sideways on the last rank)
                dama_chains(next, from, lr, lf, king, dr, df, cap, out);
            }
            if (!king) break;  // a man lands right behind
            lr += dr, lf += df;
        }
    }
    if (!extended && !captured.empty()) out.push_back({from, r * 8 + f, captured});
}

// Dhama: captured pieces stay until the move ends; `captured` forbids jumping them again.
void dhama_chains(const Board& cells, int from, int r, int f, bool king, std::set<int> captured,
                  std::vector<Chain>& out) {
    bool extended = false;
    const int fwd = cells.white_to_move ? 1 : -1;
    const int dirs[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    for (const auto& d : dirs) {
        const int dr = d[0], df = d[1];
        if (!king && dr != fwd) continue;  // men never capture backward
        const int cr = r + dr, cf = f + df, lr = r + 2 * dr, lf = f + 2 * df;
        if (!on_board(lr, lf) || !is_enemy(cells, cells.cell[cr][cf])) continue;
        if (captured.count(cr * 8 + cf) || cells.cell[lr][lf] != '.') continue;
        extended = true;
        Board next = cells;
        next.cell[lr][lf] = next.cell[r][f];
        next.cell[r][f] = '.';
        auto cap = captured;
        cap.insert(cr * 8 + cf);
        if (!king && lr == last_rank(cells)) {
            out.push_back({from, lr * 8 + lf, cap});  // crowning ends the move
        } else {
            dhama_chains(next, from, lr, lf, king, cap, out);
        }
    }
    if (!extended && !captured.empty()) out.push_back({from, r * 8 + f, captured});
}

}  // namespace

std::set<MoveKey> legal_moves(const Board& b) {
    std::vector<Chain> chains;
    for (int r = 0; r < 8; ++r)
        for (int f = 0; f < 8; ++f) {
            const char c = b.cell[r][f];
            if (!is_own(b, c)) continue;
            const bool king = c == 'W' || c == 'B';
            if (b.game != Game::dhama) {
                dama_chains(b, r * 8 + f, r, f, king, 0, 0, {}, chains);
            } else {
                dhama_chains(b, r * 8 + f, r, f, king, {}, chains);
            }
        }
    std::set<MoveKey> moves;
    if (!chains.empty()) {
        std::size_t most = 0;
        for (const auto& ch : chains) most = std::max(most, ch.captured.size());
        for (const auto& ch : chains)
            if (b.game == Game::dhama || ch.captured.size() == most)
                moves.insert({ch.from, ch.to, ch.captured});
        return moves;
    }
    const int fwd = b.white_to_move ? 1 : -1;
    for (int r = 0; r < 8; ++r)
        for (int f = 0; f < 8; ++f) {
            const char c = b.cell[r][f];
            if (!is_own(b, c)) continue;
            const bool king = c == 'W' || c == 'B';
            std::vector<std::pair<int, int>> dirs;
            if (b.game != Game::dhama) {
                dirs = {{fwd, 0}, {0, 1}, {0, -1}};
                if (king) dirs.push_back({-fwd, 0});
            } else {
                dirs = {{fwd, 1}, {fwd, -1}};
                if (king) dirs.insert(dirs.end(), {{-fwd, 1}, {-fwd, -1}});
            }
            for (auto [dr, df] : dirs) {
                int rr = r + dr, ff = f + df;
                while (on_board(rr, ff) && b.cell[rr][ff] == '.') {
                    moves.insert({r * 8 + f, rr * 8 + ff, {}});
                    if (!(king && b.game != Game::dhama)) break;  // only damas fly
                    rr += dr, ff += df;
                }
            }
        }
    return moves;
}

Board play(const Board& b, const MoveKey& m) {
    Board next = b;
    const auto& [from, to, captured] = m;
    char piece = next.cell[from / 8][from % 8];
    next.cell[from / 8][from % 8] = '.';
    for (int s : captured) next.cell[s / 8][s % 8] = '.';
    if (to / 8 == last_rank(b)) piece = b.white_to_move ? 'W' : 'B';
    next.cell[to / 8][to % 8] = piece;
    next.white_to_move = !b.white_to_move;
    return next;
}

unsigned long long perft(const Board& b, int depth) {
    if (depth == 0) return 1;
    unsigned long long n = 0;
    for (const auto& m : legal_moves(b)) n += perft(play(b, m), depth - 1);
    return n;
}

}  // namespace reference
