#include "notation.hpp"

#include "movegen.hpp"

#include <algorithm>
#include <cctype>

namespace damascope::core {

namespace {

// Dhama squares are numbered 1-32 as in English draughts: from Black's back row (rank 8, number 1
// on b8) to White's (rank 1, number 32 on g1), left to right as White sees the board.
int dhama_number(Square s) {
    const int row_from_top = 7 - rank_of(s);
    return row_from_top * 4 + file_of(s) / 2 + 1;
}

Square dhama_square(int number) {
    const int row_from_top = (number - 1) / 4;
    const int rank = 7 - row_from_top;
    const int file = 2 * ((number - 1) % 4) + (rank & 1);
    return make_square(file, rank);
}

bool is_separator(char c) {
    return c == '-' || c == 'x' || c == 'X' || c == ':' || c == '*';
}

}  // namespace

std::string square_name(Variant v, Square s) {
    if (s < 0 || s >= 64) return "?";
    if (!is_dama_family(v)) return std::to_string(dhama_number(s));
    return {static_cast<char>('a' + file_of(s)), static_cast<char>('1' + rank_of(s))};
}

std::optional<Square> parse_square(Variant v, std::string_view text) {
    if (is_dama_family(v)) {
        if (text.size() != 2) return std::nullopt;
        const char f = static_cast<char>(std::tolower(static_cast<unsigned char>(text[0])));
        const char r = text[1];
        if (f < 'a' || f > 'h' || r < '1' || r > '8') return std::nullopt;
        return make_square(f - 'a', r - '1');
    }
    if (text.empty() || text.size() > 2) return std::nullopt;
    int n = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        n = n * 10 + (c - '0');
    }
    if (n < 1 || n > 32) return std::nullopt;
    return dhama_square(n);
}

Result<WrittenMove> parse_written_move(Variant v, std::string_view text) {
    WrittenMove w;
    std::size_t i = 0;
    // Trailing move marks (! ?) belong to annotation, not to the move.
    while (!text.empty() && (text.back() == '!' || text.back() == '?' || text.back() == '+'))
        text.remove_suffix(1);
    while (i < text.size()) {
        const char c = text[i];
        if (is_separator(c)) {
            if (c != '-') w.capture_separator = true;
            ++i;
            continue;
        }
        std::size_t j = i;
        if (is_dama_family(v)) {
            j = std::min(text.size(), i + 2);
        } else {
            while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) ++j;
        }
        auto sq = parse_square(v, text.substr(i, j - i));
        if (j == i || !sq) {
            // The piece quoted ends on a character boundary: never half of a UTF-8 character.
            std::size_t end = std::max(j, i + 1);
            while (end < text.size() && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80)
                ++end;
            std::string message(1, '\'');
            message.append(text).append("': '").append(text.substr(i, end - i));
            message.append("' is not a square of the ")
                .append(is_dama_family(v) ? "Dama" : "Dhama");
            return Error{message.append(" board")};
        }
        w.squares.push_back(*sq);
        i = j;
    }
    if (w.squares.size() < 2) {
        std::string message(1, '\'');
        return Error{message.append(text).append("' is not a move (it needs from and to squares)")};
    }
    return w;
}

std::vector<Move> match_written_move(const Position& pos, const WrittenMove& written,
                                     std::span<const Move> candidates) {
    std::vector<Move> out;
    if (written.squares.size() < 2) return out;
    const Square from = written.squares.front();
    const Square to = written.squares.back();
    const std::vector<Square> after_from(written.squares.begin() + 1, written.squares.end());
    for (const Move& m : candidates) {
        if (m.from != from || m.to != to) continue;
        bool matches = written.squares.size() == 2;
        if (!matches && m.is_capture()) {
            // Federation form: the squares between from and to are the captured pieces.
            Bitboard listed = 0;
            for (std::size_t k = 1; k + 1 < written.squares.size(); ++k)
                listed |= bit(written.squares[k]);
            matches = listed == m.captured &&
                      static_cast<std::size_t>(m.capture_count()) == written.squares.size() - 2;
            // Full form: every landing square in order.
            for (const CapturePath& p : capture_paths(pos, m))
                if (!matches && p.landings == after_from) matches = true;
        }
        if (matches && std::find(out.begin(), out.end(), m) == out.end()) out.push_back(m);
    }
    if (out.size() > 1 && written.squares.size() == 2) {
        // "10x1" is the whole path of a single jump and the short form of longer chains ending on
        // the same square: the whole path wins (it is how the single jump is written).
        std::vector<Move> whole;
        for (const Move& m : out)
            for (const CapturePath& p : capture_paths(pos, m))
                if (p.landings == after_from &&
                    std::find(whole.begin(), whole.end(), m) == whole.end())
                    whole.push_back(m);
        if (whole.size() == 1) return whole;
    }
    return out;
}

std::string format_move_full(const Position& pos, const Move& m) {
    const Variant v = pos.variant();
    std::string s = square_name(v, m.from);
    if (!m.is_capture()) return s + "-" + square_name(v, m.to);
    const auto paths = capture_paths(pos, m);
    if (paths.empty()) return s + "x" + square_name(v, m.to);
    for (Square l : paths.front().landings) s.append(1, 'x').append(square_name(v, l));
    return s;
}

std::string format_move(const Position& pos, const Move& m, std::span<const Move> candidates) {
    const Variant v = pos.variant();
    if (!m.is_capture()) return square_name(v, m.from) + "-" + square_name(v, m.to);
    const auto sharing = std::count_if(candidates.begin(), candidates.end(), [&](const Move& o) {
        return o.from == m.from && o.to == m.to && !(o == m);
    });
    if (sharing == 0) return square_name(v, m.from) + "x" + square_name(v, m.to);
    return format_move_full(pos, m);
}

std::string format_recorded_move(const Position& pos, const Move& m) {
    MoveList legal;
    generate_legal(pos, legal);
    if (legal.contains(m)) return format_move(pos, m, {legal.begin(), legal.size()});
    std::vector<Move> possible;
    for (const auto& p : generate_possible(pos)) possible.push_back(p.move);
    if (std::find(possible.begin(), possible.end(), m) != possible.end())
        return format_move(pos, m, possible);
    return format_move_full(pos, m);
}

std::vector<Square> move_path(const Position& before, const Move& m) {
    std::vector<Square> path{m.from};
    if (m.is_capture()) {
        const auto paths = capture_paths(before, m);
        if (!paths.empty()) {
            path.insert(path.end(), paths.front().landings.begin(), paths.front().landings.end());
            return path;
        }
    }
    path.push_back(m.to);
    return path;
}

}  // namespace damascope::core
