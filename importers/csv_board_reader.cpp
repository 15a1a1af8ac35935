#include "importers/csv_board_reader.hpp"

#include <algorithm>
#include <cctype>
#include <span>

#include "core/game_state.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"
#include "importers/game_replay.hpp"
#include "importers/message_text.hpp"

namespace damascope::importers {

namespace {

using core::Position;

// No real game comes near this (the PDN reader has the same bound per line of moves).
constexpr std::size_t max_plies = 10000;

std::vector<std::string_view> split_csv(std::string_view line) {
    std::vector<std::string_view> out;
    std::size_t start = 0;
    for (;;) {
        std::size_t comma = line.find(',', start);
        out.push_back(
            line.substr(start, comma == std::string_view::npos ? line.npos : comma - start));
        if (comma == std::string_view::npos) return out;
        start = comma + 1;
    }
}

std::string upper_trimmed(std::string_view s) {
    std::string out;
    for (char c : s)
        if (c != ' ' && c != '\t' && c != '"')
            out += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

// "-------- bbbbbbbb ..." : 8 groups of 8 squares from rank 8 down to rank 1, files a-h.
core::Result<Position> parse_board(std::string_view text) {
    std::string squares;
    for (char c : text)
        if (c != ' ' && c != '"') squares += c;
    if (squares.size() != 64)
        return core::Error{"board has " + std::to_string(squares.size()) + " squares, not 64"};
    Position pos = Position::empty(core::Variant::dama, core::Color::white);
    for (int i = 0; i < 64; ++i) {
        const core::Square s = core::make_square(i % 8, 7 - i / 8);
        switch (squares[static_cast<std::size_t>(i)]) {
            case '-':
                break;
            case 'w':
                pos.put(s, core::Piece::white_man);
                break;
            case 'W':
                pos.put(s, core::Piece::white_king);
                break;
            case 'b':
                pos.put(s, core::Piece::black_man);
                break;
            case 'B':
                pos.put(s, core::Piece::black_king);
                break;
            default: {
                // The whole character, never the first byte of a UTF-8 sequence alone.
                auto end = static_cast<std::size_t>(i) + 1;
                while (end < squares.size() &&
                       (static_cast<unsigned char>(squares[end]) & 0xC0) == 0x80)
                    ++end;
                const std::string_view piece = std::string_view(squares).substr(
                    static_cast<std::size_t>(i), end - static_cast<std::size_t>(i));
                return core::Error{"unknown piece '" + shown(piece, piece.size()) + "' on " +
                                   core::square_name(core::Variant::dama, s)};
            }
        }
    }
    return pos;
}

bool same_pieces(const Position& a, const Position& b) {
    using core::Color;
    return a.men(Color::white) == b.men(Color::white) &&
           a.men(Color::black) == b.men(Color::black) &&
           a.kings(Color::white) == b.kings(Color::white) &&
           a.kings(Color::black) == b.kings(Color::black);
}

std::string result_text(core::Outcome o) {
    switch (o) {
        case core::Outcome::white_wins:
            return "1-0";
        case core::Outcome::black_wins:
            return "0-1";
        case core::Outcome::draw:
            return "1/2-1/2";
        case core::Outcome::ongoing:
            break;
    }
    return "*";
}

}  // namespace

bool is_board_log_header(std::string_view first_line) {
    if (first_line.substr(0, 3) == "\xEF\xBB\xBF") first_line.remove_prefix(3);
    auto fields = split_csv(first_line);
    return std::any_of(fields.begin(), fields.end(),
                       [](std::string_view f) { return upper_trimmed(f) == "BOARD"; }) &&
           fields.size() >= 2;
}

CsvBoardReader::CsvBoardReader(std::unique_ptr<ByteSource> source, std::uint64_t total_bytes,
                               std::string name)
    : source_(std::move(source)), lines_(*source_), total_(total_bytes), name_(std::move(name)) {}

std::optional<ReadGame> CsvBoardReader::next() {
    if (done_) return std::nullopt;
    done_ = true;
    ReadGame out;
    out.line = 1;
    std::string line;
    if (!lines_.next(line)) return std::nullopt;
    auto header = split_csv(line);
    std::size_t board_col = header.size();
    for (std::size_t i = 0; i < header.size(); ++i)
        if (upper_trimmed(header[i]) == "BOARD") board_col = i;
    if (board_col == header.size()) {
        out.skip_reason = "no BOARD column in the header";
        return out;
    }
    core::GameRecord rec;
    rec.variant = core::Variant::dama;
    rec.start = Position::initial(core::Variant::dama);
    Position pos = rec.start;
    int quiet_plies = 0;  // for adjudicating the final position (Dama's 100-move rule)
    bool first_row = true;
    while (!rec.stopped && lines_.next(line)) {
        const std::string where = "line " + std::to_string(lines_.line_number());
        if (rec.moves.size() >= max_plies) {  // bounds the memory one log can take
            add_problem(out.problems, {lines_.line_number(), 0,
                                       "more than " + std::to_string(max_plies) +
                                           " plies: the rest of the log is skipped"});
            break;
        }
        if (line.find_first_not_of(" \t") == std::string::npos) continue;
        auto fields = split_csv(line);
        const int ply = static_cast<int>(rec.moves.size()) + 1;
        auto target = board_col < fields.size()
                          ? parse_board(fields[board_col])
                          : core::Error{"no board: the row has " + std::to_string(fields.size()) +
                                        " fields, the BOARD column is field " +
                                        std::to_string(board_col + 1)};
        if (!target) {
            rec.stopped = core::StoppedAt{
                ply, "ply " + std::to_string(ply) + " (" + where + "): " + target.error()};
            break;
        }
        if (same_pieces(*target, pos)) {  // the start position, or a repeated row
            if (!first_row)
                add_problem(out.problems,
                            {lines_.line_number(), 0, "same board as the line before, skipped"});
            first_row = false;
            continue;
        }
        first_row = false;
        core::MoveList legal;
        core::generate_legal(pos, legal);
        std::optional<core::Move> found;
        core::MarkSet marks = 0;
        for (const core::Move& m : legal) {
            Position p = pos;
            p.play(m);
            if (same_pieces(p, *target)) found = m;
        }
        if (!found) {
            for (const core::PossibleMove& pm : core::generate_possible(pos)) {
                Position p = pos;
                p.play(pm.move);
                if (!same_pieces(p, *target)) continue;
                found = pm.move;
                auto check = core::check_move(pos, pm.move);
                if (check == core::MoveCheck::missed_capture)
                    core::add_mark(marks, core::Mark::missed_capture);
                if (check == core::MoveCheck::longer_chain_available ||
                    check == core::MoveCheck::legal_shorter_capture)
                    core::add_mark(marks, core::Mark::longer_chain_available);
                break;
            }
        }
        if (!found) {
            rec.stopped = core::StoppedAt{
                ply, "ply " + std::to_string(ply) + " (" + where + "): no " +
                         (pos.side_to_move() == core::Color::white ? "white" : "black") +
                         " move leads to this board"};
            break;
        }
        core::RecordedMove rm;
        rm.move = *found;
        rm.text = marks == 0
                      ? core::format_move(pos, *found,
                                          std::span<const core::Move>(legal.begin(), legal.size()))
                      : core::format_move_full(pos, *found);
        rm.marks = marks;
        rec.moves.push_back(std::move(rm));
        const bool resets = found->is_capture() || pos.promotes(*found);
        quiet_plies = resets ? 0 : quiet_plies + 1;
        pos.play(*found);
    }
    if (rec.moves.empty() && !rec.stopped) {
        out.skip_reason = "no moves: the log holds no board after the start";
        return out;
    }
    rec.result =
        rec.stopped ? "*" : result_text(core::GameState(pos, quiet_plies).adjudicate().outcome);
    rec.outcome = outcome_of(core::Variant::dama, rec.result);
    std::string stem = name_;
    if (auto slash = stem.find_last_of("/\\"); slash != std::string::npos) stem.erase(0, slash + 1);
    if (auto dot = stem.rfind('.'); dot != std::string::npos) stem.erase(dot);
    rec.tags.emplace_back("Event", stem);
    if (auto vs = stem.find("_vs_"); vs != std::string::npos) {
        rec.tags.emplace_back("White", stem.substr(0, vs));
        rec.tags.emplace_back("Black", stem.substr(vs + 4));
    }
    rec.tags.emplace_back("Result", rec.result);
    rec.tags.emplace_back("GameType", "30");
    rec.damaged = !out.problems.empty();
    out.record = std::move(rec);
    return out;
}

}  // namespace damascope::importers
