#include "importers/variant_detection.hpp"

#include <string_view>

#include "importers/message_text.hpp"

namespace damascope::importers {

namespace {

struct NotationScan {
    bool algebraic = false;
    bool numeric = false;
    int max_number = 0;
};

bool is_digit(char c) {
    return c >= '0' && c <= '9';
}

// Looks at the squares of a move or FEN text: letter+digit pairs, or numbers.
// In a FEN only lowercase letters are files ("B1" is Black's piece on square 1).
void scan_text(std::string_view s, NotationScan& scan, bool fen = false) {
    for (std::size_t i = 0; i < s.size(); ++i) {
        char c = s[i];
        char lower = fen ? c : static_cast<char>(c | 0x20);
        if (lower >= 'a' && lower <= 'h' && i + 1 < s.size() && s[i + 1] >= '1' &&
            s[i + 1] <= '8' && (i == 0 || !is_digit(s[i - 1]))) {
            scan.algebraic = true;
            ++i;
            continue;
        }
        if (is_digit(c)) {
            int n = 0;
            std::size_t j = i;
            while (j < s.size() && is_digit(s[j]) && n < 1000) n = n * 10 + (s[j++] - '0');
            scan.numeric = true;
            if (n > scan.max_number) scan.max_number = n;
            i = j - 1;
        }
    }
}

// The first moves tell the notation: a 10x10 game shows a square above 32 within a few moves
// (White's men start on 31-50), and scanning every move of every game would cost time.
constexpr std::size_t scanned_moves = 40;

void scan_moves(const std::vector<RawMove>& moves, NotationScan& scan) {
    for (std::size_t i = 0; i < moves.size() && i < scanned_moves; ++i) {
        scan_text(moves[i].text, scan);
        for (const auto& v : moves[i].variations) scan_moves(v, scan);
    }
}

// First two numbers of a move text, e.g. 32 and 28 for "32-28".
bool first_squares(std::string_view s, int& from, int& to) {
    int values[2] = {0, 0};
    int found = 0;
    std::size_t i = 0;
    while (i < s.size() && found < 2) {
        if (!is_digit(s[i])) {
            ++i;
            continue;
        }
        int n = 0;
        while (i < s.size() && is_digit(s[i]) && n < 1000) n = n * 10 + (s[i++] - '0');
        values[found++] = n;
    }
    from = values[0];
    to = values[1];
    return found == 2;
}

}  // namespace

std::string game_type_name(int t) {
    switch (t) {
        case 0:
            return "chess";
        case 20:
            return "international draughts";
        case 21:
            return "English draughts";
        case 22:
            return "Italian draughts";
        case 23:
            return "American pool checkers";
        case 24:
            return "Spanish draughts";
        case 25:
            return "Russian draughts";
        case 26:
            return "Brazilian draughts";
        case 27:
            return "Canadian draughts";
        case 28:
            return "Portuguese draughts";
        case 29:
            return "Czech draughts";
        case 30:
            return "Turkish draughts";
        case 31:
            return "Thai draughts";
        default:
            return {};
    }
}

VariantGuess detect_variant(const RawGame& game) {
    VariantGuess guess;
    if (const std::string* gt = game.tag("GameType"); gt != nullptr) {
        std::string_view s(*gt);
        std::size_t i = s.find_first_not_of(' ');
        int n = 0;
        std::size_t digits = 0;
        while (i != std::string_view::npos && i < s.size() && is_digit(s[i]) && n < 100000) {
            n = n * 10 + (s[i++] - '0');
            ++digits;
        }
        if (digits > 0) {
            if (n == 21) guess.variant = core::Variant::dhama;
            if (n == 30) guess.variant = core::Variant::dama;
            if (!guess.variant) {
                std::string name = game_type_name(n);
                guess.unsupported_reason = "GameType " + std::to_string(n) +
                                           (name.empty() ? "" : " (" + name + ")") +
                                           " is not supported (21 = Dhama, 30 = Dama)";
            }
            return guess;
        }
        // An unreadable GameType: fall through and judge from the notation.
    }
    NotationScan scan;
    std::string_view fen = game.setup_fen;
    if (const std::string* f = game.tag("FEN"); f != nullptr) fen = *f;
    scan_text(fen, scan, true);
    scan_moves(game.moves, scan);
    if (scan.algebraic) {
        guess.variant = core::Variant::dama;
        return guess;
    }
    if (scan.max_number > 32) {
        guess.unsupported_reason = "square numbers up to " + std::to_string(scan.max_number) +
                                   ": a 10x10 game (international draughts?), not supported";
        return guess;
    }
    // International draughts opens with White from 31-35 to 26-30; in English draughts Black (1-12)
    // moves first, so such a first move from the start position can only be a 10x10 game.
    int from = 0, to = 0;
    if (fen.empty() && !game.moves.empty() && first_squares(game.moves.front().text, from, to) &&
        from >= 31 && from <= 35 && to >= 26 && to <= 30) {
        guess.unsupported_reason = "first move " + shown(game.moves.front().text) +
                                   " is a White opening move of 10x10 international draughts, not"
                                   " supported";
        return guess;
    }
    guess.variant = core::Variant::dhama;
    return guess;
}

}  // namespace damascope::importers
