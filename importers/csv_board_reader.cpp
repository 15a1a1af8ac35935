#include "importers/csv_board_reader.hpp"

#include <algorithm>
#include <cctype>
#include <limits>
#include <span>
#include <utility>
#include <vector>

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
                               std::string name, const ReadOptions& options)
    : source_(std::move(source)),
      lines_(*source_),
      total_(total_bytes),
      name_(std::move(name)),
      options_(options) {}

namespace {

// The boards of a log, one per ply after the start, and where the log could not be read on.
struct BoardLog {
    struct Row {
        Position board;
        std::int64_t line = 0;
    };
    std::vector<Row> rows;
    std::optional<std::pair<std::int64_t, std::string>> bad_row;  // its line and what is wrong
};

// The moves leading from one board to the next, under the rules of `start`'s variant; the state
// after the last one (for adjudicating the end: Dama's 100-move rule, the federation's repetition).
struct BoardReplay {
    std::vector<core::RecordedMove> moves;
    std::optional<core::StoppedAt> stopped;
    core::GameState end;
};

BoardReplay replay_boards(const Position& start, const BoardLog& log) {
    BoardReplay r{{}, std::nullopt, core::GameState(start)};
    r.moves.reserve(log.rows.size());
    for (const BoardLog::Row& row : log.rows) {
        const Position& pos = r.end.position();
        const int ply = static_cast<int>(r.moves.size()) + 1;
        core::MoveList legal;
        core::generate_legal(pos, legal);
        std::optional<core::Move> found;
        core::MarkSet marks = 0;
        for (const core::Move& m : legal) {
            Position p = pos;
            p.play(m);
            if (same_pieces(p, row.board)) found = m;
        }
        if (!found) {
            for (const core::PossibleMove& pm : core::generate_possible(pos)) {
                Position p = pos;
                p.play(pm.move);
                if (!same_pieces(p, row.board)) continue;
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
            r.stopped = core::StoppedAt{
                ply, "ply " + std::to_string(ply) + " (line " + std::to_string(row.line) +
                         "): no " + (pos.side_to_move() == core::Color::white ? "white" : "black") +
                         " move leads to this board"};
            return r;
        }
        core::RecordedMove rm;
        rm.move = *found;
        rm.text = marks == 0
                      ? core::format_move(pos, *found,
                                          std::span<const core::Move>(legal.begin(), legal.size()))
                      : core::format_move_full(pos, *found);
        rm.marks = marks;
        r.moves.push_back(std::move(rm));
        r.end.play(*found);
    }
    if (log.bad_row) {
        const int ply = static_cast<int>(r.moves.size()) + 1;
        r.stopped = core::StoppedAt{ply, "ply " + std::to_string(ply) + " (line " +
                                             std::to_string(log.bad_row->first) +
                                             "): " + log.bad_row->second};
    }
    return r;
}

// The ply a replay reached: the whole log when it did not stop.
int reach(const BoardReplay& r) {
    return r.stopped ? r.stopped->ply : std::numeric_limits<int>::max();
}

}  // namespace

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
    // Read every board first: which Dama rules explain the moves is known only once replayed.
    BoardLog log;
    Position previous = Position::initial(core::Variant::dama);
    bool first_row = true;
    while (lines_.next(line)) {
        if (log.rows.size() >= max_plies) {  // bounds the memory one log can take
            add_problem(out.problems, {lines_.line_number(), 0,
                                       "more than " + std::to_string(max_plies) +
                                           " plies: the rest of the log is skipped"});
            break;
        }
        // What the LineReader replaced (control bytes, stray bytes) is reported as in PDN.
        for (const LineNote& note : lines_.notes())
            add_problem(out.problems,
                        {lines_.line_number(), static_cast<int>(note.offset + 1), note.message});
        if (line.find_first_not_of(" \t") == std::string::npos) continue;
        auto fields = split_csv(line);
        auto target = board_col < fields.size()
                          ? parse_board(fields[board_col])
                          : core::Error{"no board: the row has " + std::to_string(fields.size()) +
                                        " fields, the BOARD column is field " +
                                        std::to_string(board_col + 1)};
        if (!target) {
            log.bad_row = {lines_.line_number(), target.error()};
            break;
        }
        if (same_pieces(*target, previous)) {  // the start position, or a repeated row
            if (!first_row)
                add_problem(out.problems,
                            {lines_.line_number(), 0, "same board as the line before, skipped"});
            first_row = false;
            continue;
        }
        first_row = false;
        previous = *target;
        log.rows.push_back({*target, lines_.line_number()});
    }
    if (log.rows.empty() && !log.bad_row) {
        out.skip_reason = "no moves: the log holds no board after the start";
        return out;
    }
    core::Variant variant =
        options_.dama_rules == DamaRules::turkish ? core::Variant::turkish : core::Variant::dama;
    BoardReplay replay = replay_boards(Position::initial(variant), log);
    if (options_.dama_rules == DamaRules::auto_detect && replay.stopped) {
        // A board only the federation's rule leads to: the whole log under the federation's rules.
        BoardReplay federation = replay_boards(Position::initial(core::Variant::turkish), log);
        if (reach(federation) > reach(replay)) {
            replay = std::move(federation);
            variant = core::Variant::turkish;
            out.rules_from_moves = true;
        }
    }
    core::GameRecord rec;
    rec.variant = variant;
    rec.start = Position::initial(variant);
    rec.moves = std::move(replay.moves);
    rec.stopped = std::move(replay.stopped);
    rec.result = rec.stopped ? "*" : result_text(replay.end.adjudicate().outcome);
    rec.outcome = outcome_of(variant, rec.result);
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
