#include "position_check.hpp"

namespace damascope::core {

std::optional<SetupProblem> find_setup_problem(Variant v, const SetupBoard& board) {
    int count[2] = {0, 0};
    for (Square s = 0; s < 64; ++s) {
        const Piece p = board[static_cast<std::size_t>(s)];
        if (p == Piece::none) continue;
        const Color c = color_of(p);
        ++count[index_of(c)];
        if (!(playable_squares(v) & bit(s))) return SetupProblem{SetupFault::light_square, c, s};
        if (is_king(p)) continue;
        if (promotion_rank(c) & bit(s)) return SetupProblem{SetupFault::man_on_last_rank, c, s};
        if (is_dama_family(v) && (promotion_rank(opposite(c)) & bit(s)))
            return SetupProblem{SetupFault::man_on_own_back_rank, c, s};
    }
    for (Color c : {Color::white, Color::black})
        if (count[index_of(c)] > starting_pieces(v))
            return SetupProblem{SetupFault::too_many_pieces, c, no_square};
    for (Color c : {Color::white, Color::black})
        if (count[index_of(c)] == 0) return SetupProblem{SetupFault::no_pieces, c, no_square};
    return std::nullopt;
}

std::optional<SetupProblem> find_setup_problem(const Position& pos) {
    SetupBoard board{};
    for (Square s = 0; s < 64; ++s) board[static_cast<std::size_t>(s)] = pos.piece_at(s);
    return find_setup_problem(pos.variant(), board);
}

}  // namespace damascope::core
