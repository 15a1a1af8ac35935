#include "core/read_moves.hpp"

#include <span>

#include "core/fen.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"

namespace damascope::core {

std::string MoveReadError::message(const Position& pos) const {
    switch (kind) {
        case Kind::unreadable:
            return why;
        case Kind::illegal:
            return std::string("not a legal move for ") +
                   (pos.side_to_move() == Color::white ? "White" : "Black") + " in " + to_fen(pos);
        case Kind::ambiguous:
            return "could be " + readings + ": write its whole path";
    }
    return why;
}

std::variant<Move, MoveReadError> read_move_in(const Position& pos, std::string_view text) {
    const auto written = parse_written_move(pos.variant(), text);
    if (!written) return MoveReadError{MoveReadError::Kind::unreadable, written.error(), {}};
    MoveList legal;
    generate_legal(pos, legal);
    const auto found = match_written_move(pos, written.value(),
                                          std::span<const Move>(legal.begin(), legal.size()));
    if (found.empty()) return MoveReadError{MoveReadError::Kind::illegal, {}, {}};
    if (found.size() > 1) {
        std::string readings;
        for (const Move& m : found) {
            if (!readings.empty()) readings += " or ";
            readings += format_move_full(pos, m);
        }
        return MoveReadError{MoveReadError::Kind::ambiguous, {}, readings};
    }
    return found.front();
}

Result<Move> read_move(const Position& pos, std::string_view text) {
    auto read = read_move_in(pos, text);
    if (auto* e = std::get_if<MoveReadError>(&read)) return Error{e->message(pos)};
    return std::get<Move>(read);
}

MovesRead read_moves(const Position& start, std::string_view text) {
    MovesRead out{{}, start, 0, {}, {}};
    std::size_t i = 0;
    std::size_t number = 0;
    while (i < text.size()) {
        const std::size_t begin = text.find_first_not_of(" \t\n", i);
        if (begin == std::string_view::npos) break;
        const std::size_t end = std::min(text.find_first_of(" \t\n", begin), text.size());
        const std::string_view word = text.substr(begin, end - begin);
        i = end;
        ++number;
        auto read = read_move_in(out.end, word);
        if (auto* e = std::get_if<MoveReadError>(&read)) {
            out.failed_number = number;
            out.failed_text = std::string(word);
            out.error = std::move(*e);
            return out;
        }
        out.moves.push_back(std::get<Move>(read));
        out.end.play(out.moves.back());
    }
    return out;
}

std::size_t legal_prefix(const Position& start, std::span<const Move> line) {
    Position pos = start;
    for (std::size_t i = 0; i < line.size(); ++i) {
        MoveList legal;
        generate_legal(pos, legal);
        if (!legal.contains(line[i])) return i;
        pos.play(line[i]);
    }
    return line.size();
}

}  // namespace damascope::core
