#include "fen.hpp"

#include <algorithm>
#include <cctype>
#include <vector>

#include "notation.hpp"

namespace damascope::core {

namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && (std::isspace(static_cast<unsigned char>(s.front())) || s.front() == '"'))
        s.remove_prefix(1);
    while (!s.empty() && (std::isspace(static_cast<unsigned char>(s.back())) || s.back() == '"'))
        s.remove_suffix(1);
    return s;
}

std::vector<std::string_view> split(std::string_view s, char sep) {
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= s.size(); ++i) {
        if (i == s.size() || s[i] == sep) {
            parts.push_back(s.substr(start, i - start));
            start = i + 1;
        }
    }
    return parts;
}

const char* color_word(Color c) {
    return c == Color::white ? "White" : "Black";
}

bool is_number(std::string_view s) {
    return !s.empty() &&
           std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// Reads one side's list ("Wa2,b2,Kd5" or "W21-32,K9") onto the board.
std::optional<Error> read_side(Variant v, Color c, std::string_view list, Position& pos,
                               Bitboard& seen) {
    if (trim(list).empty()) return std::nullopt;  // a side may have no pieces
    for (std::string_view raw : split(list, ',')) {
        std::string_view item = trim(raw);
        if (item.empty()) continue;
        bool king = false;
        if (item.front() == 'K' || item.front() == 'k') {
            king = true;
            item = trim(item.substr(1));
        }
        std::vector<Square> squares;
        const auto dash = item.find('-');
        if (dash != std::string_view::npos && !is_dama_family(v)) {
            const std::string_view a = trim(item.substr(0, dash)), b = trim(item.substr(dash + 1));
            auto first = parse_square(v, a), last = parse_square(v, b);
            if (!is_number(a) || !is_number(b) || !first || !last)
                return Error{std::string("bad range '") + std::string(item) + "' in " +
                             color_word(c) + "'s pieces (squares are 1-32)"};
            const int lo = std::stoi(std::string(a)), hi = std::stoi(std::string(b));
            if (lo > hi)
                return Error{std::string("range '") + std::string(item) + "' runs backwards"};
            for (int n = lo; n <= hi; ++n) squares.push_back(*parse_square(v, std::to_string(n)));
        } else {
            auto sq = parse_square(v, item);
            if (!sq)
                return Error{std::string("'") + std::string(item) + "' in " + color_word(c) +
                             "'s pieces is not a square of the " +
                             (is_dama_family(v) ? "Dama board (a1-h8)" : "Dhama board (1-32)")};
            squares.push_back(*sq);
        }
        for (Square s : squares) {
            if (seen & bit(s)) return Error{"square " + square_name(v, s) + " is given twice"};
            seen |= bit(s);
            pos.put(s, make_piece(c, king));
        }
    }
    return std::nullopt;
}

}  // namespace

Result<Position> parse_fen(Variant v, std::string_view fen) {
    fen = trim(fen);
    while (!fen.empty() &&
           (fen.back() == '.' || std::isspace(static_cast<unsigned char>(fen.back()))))
        fen.remove_suffix(1);
    if (fen.empty()) return Error{"empty FEN"};
    const auto fields = split(fen, ':');
    const std::string_view side = trim(fields[0]);
    if (side != "W" && side != "B" && side != "w" && side != "b")
        return Error{"FEN must start with the side to move, W or B, not '" + std::string(side) +
                     "'"};
    Position pos = Position::empty(v, (side == "W" || side == "w") ? Color::white : Color::black);
    Bitboard seen = 0;
    bool sides[2] = {false, false};
    for (std::size_t i = 1; i < fields.size(); ++i) {
        const std::string_view field = trim(fields[i]);
        if (field.empty()) return Error{"empty field " + std::to_string(i + 1) + " in FEN"};
        const char tag = static_cast<char>(std::toupper(static_cast<unsigned char>(field.front())));
        if (tag == 'H' || tag == 'F') continue;  // move counters some writers add; not needed
        if (tag != 'W' && tag != 'B')
            return Error{"FEN field " + std::to_string(i + 1) + " '" + std::string(field) +
                         "' should start with W or B"};
        const Color c = tag == 'W' ? Color::white : Color::black;
        if (sides[index_of(c)])
            return Error{std::string(color_word(c)) + "'s pieces are listed twice in the FEN"};
        sides[index_of(c)] = true;
        if (auto err = read_side(v, c, field.substr(1), pos, seen)) return *err;
    }
    if (!sides[0] || !sides[1])
        return Error{"FEN must list both White's (W) and Black's (B) pieces"};
    return pos;
}

std::string to_fen(const Position& pos) {
    const Variant v = pos.variant();
    std::string out(1, pos.side_to_move() == Color::white ? 'W' : 'B');
    for (Color c : {Color::white, Color::black}) {
        out += c == Color::white ? ":W" : ":B";
        // Squares in notation order (a1, b1, ... for Dama; 1, 2, ... for Dhama), kings marked with
        // K.
        std::vector<std::pair<int, Square>> items;
        for (Bitboard b = pos.pieces(c); b;) {
            const Square s = pop_lsb(b);
            items.emplace_back(is_dama_family(v) ? s : std::stoi(square_name(v, s)), s);
        }
        std::sort(items.begin(), items.end());
        bool first = true;
        for (std::size_t i = 0; i < items.size();) {
            const Square s = items[i].second;
            const bool king = pos.kings(c) & bit(s);
            std::size_t j = i;
            // Dhama men on consecutive numbers are written as a range.
            while (!is_dama_family(v) && !king && j + 1 < items.size() &&
                   items[j + 1].first == items[j].first + 1 &&
                   !(pos.kings(c) & bit(items[j + 1].second)))
                ++j;
            if (!first) out += ',';
            first = false;
            if (king) out += 'K';
            out += square_name(v, s);
            if (j > i + 1) {
                out += '-' + square_name(v, items[j].second);
            } else if (j == i + 1) {
                out += ',' + square_name(v, items[j].second);
            }
            i = j + 1;
        }
    }
    return out;
}

}  // namespace damascope::core
