#include "importers/move_resolver.hpp"

#include <algorithm>
#include <array>
#include <optional>
#include <span>
#include <string>

#include "core/movegen.hpp"
#include "core/notation.hpp"
#include "importers/move_text.hpp"

namespace damascope::importers {

namespace {

using core::Move;
using core::MoveList;
using core::Position;

const char* color_name(core::Color c) {
    return c == core::Color::white ? "white" : "black";
}

struct Candidates {
    static constexpr std::size_t capacity = 12;  // readings kept; more only in absurd positions
    std::array<Move, capacity> moves;
    std::size_t count = 0;
    bool legal = true;
    std::string error;

    void reset() {
        count = 0;
        legal = true;
        error.clear();
    }
    void add(const Move& m) {
        for (std::size_t k = 0; k < count; ++k)
            if (moves[k] == m) return;
        if (count < capacity) moves[count++] = m;
    }
    std::span<const Move> list() const { return {moves.data(), count}; }
};

// core::parse_square, looked up in a table built from it (this is the hot path of reading).
// Index [0] Dama by file * 10 + rank, [1] Dhama by number.
using SquareTable = std::array<std::array<core::Square, 100>, 2>;
SquareTable build_square_table() {
    SquareTable t{};
    for (auto& row : t) row.fill(core::no_square);
    for (std::size_t n = 1; n < 100; ++n) {
        if (auto s = core::parse_square(core::Variant::dhama, std::to_string(n))) t[1][n] = *s;
    }
    for (char f = 'a'; f <= 'h'; ++f) {
        for (char r = '1'; r <= '8'; ++r) {
            if (auto s = core::parse_square(core::Variant::dama, std::string{f, r}))
                t[0][static_cast<std::size_t>((f - 'a') * 10 + (r - '1'))] = *s;
        }
    }
    return t;
}
const SquareTable square_table = build_square_table();

// no_square when `text` is not a square (a plain value: cheaper than an optional on this hot path).
core::Square square_of(core::Variant v, std::string_view text) {
    std::size_t key = 0;
    const bool dama = core::is_dama_family(v);
    if (!dama) {
        if (text.empty() || text.size() > 2) return core::no_square;
        for (char c : text) {
            if (c < '0' || c > '9') return core::no_square;
            key = key * 10 + static_cast<std::size_t>(c - '0');
        }
    } else {
        if (text.size() != 2) return core::no_square;
        const char f = static_cast<char>(text[0] | 0x20);
        if (f < 'a' || f > 'h' || text[1] < '1' || text[1] > '8') return core::no_square;
        key = static_cast<std::size_t>(f - 'a') * 10 + static_cast<std::size_t>(text[1] - '1');
    }
    return square_table[dama ? 0 : 1][key];
}

// The two squares of a plain "from-to" / "fromxto" text, without allocating (the common case).
bool two_squares(core::Variant v, std::string_view text, core::Square& from, core::Square& to) {
    // One separator - x or :, and no other separator (nor X or *) after it.
    std::size_t sep = std::string_view::npos;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        const bool separator = c == '-' || c == 'x' || c == ':';
        if (sep == std::string_view::npos) {
            if (separator) sep = i;
        } else if (separator || c == 'X' || c == '*') {
            return false;
        }
    }
    if (sep == std::string_view::npos) return false;
    from = square_of(v, text.substr(0, sep));
    to = square_of(v, text.substr(sep + 1));
    return from != core::no_square && to != core::no_square;
}

// Every move `text` can mean in `pos`: the matching legal moves, else the matching possible ones.
// `legal` receives the legal moves. A two-square text is matched here by from and to, which is
// what core::match_written_move does for two squares, without its allocations (hot path).
void candidates_for(const Position& pos, const std::string& written_text, MoveList& legal,
                    Candidates& c) {
    // Dashes and crosses of word processors ("11–15") read as '-' and 'x'.
    std::string ascii;
    if (has_non_ascii(written_text)) ascii = ascii_move_text(written_text);
    const std::string& text = ascii.empty() ? written_text : ascii;
    c.reset();
    legal.clear();
    core::generate_legal(pos, legal);
    core::Square from = 0, to = 0;
    if (two_squares(pos.variant(), text, from, to)) {
        for (const Move& m : legal)
            if (m.from == from && m.to == to) c.add(m);
        if (c.count > 0) return;
        c.legal = false;
        for (const core::PossibleMove& p : core::generate_possible(pos))
            if (p.move.from == from && p.move.to == to) c.add(p.move);
        if (c.count == 0) c.error = explain_impossible(pos, {from, to});
        return;
    }
    auto written = core::parse_written_move(pos.variant(), text);
    if (!written) {
        c.error = written.error();
        return;
    }
    for (const Move& m : core::match_written_move(
             pos, *written, std::span<const Move>(legal.begin(), legal.size())))
        c.add(m);
    if (c.count > 0) return;
    c.legal = false;
    std::vector<Move> possible;  // generate_possible gives each (from, to, captured) once
    for (const core::PossibleMove& p : core::generate_possible(pos)) possible.push_back(p.move);
    for (const Move& m : core::match_written_move(pos, *written, possible)) c.add(m);
    if (c.count == 0) c.error = explain_impossible(pos, written->squares);
}

// How far the look-ahead goes: two readings that both survive this many plies are called ambiguous
// (it also bounds the work on a file full of ambiguous moves).
constexpr std::size_t lookahead_plies = 200;

// How many of the moves from line[from] on can be played after `pos` (taking the first reading of
// each), stopping at the first that cannot.
std::size_t playable_after(Position pos, const std::vector<RawMove>& line, std::size_t from) {
    std::size_t count = 0;
    MoveList legal;
    Candidates c;
    for (std::size_t j = from; j < line.size() && count < lookahead_plies; ++j) {
        candidates_for(pos, line[j].text, legal, c);
        if (c.count == 0) break;
        pos.play(c.moves.front());
        ++count;
    }
    return count;
}

std::string describe(const Position& pos, const Move& m) {
    std::string s = core::format_move_full(pos, m);
    if (!m.is_capture()) return s;
    s += " (takes ";
    bool first = true;
    for (core::Bitboard b = m.captured; b != 0;) {
        if (!first) s += ", ";
        s += core::square_name(pos.variant(), core::pop_lsb(b));
        first = false;
    }
    return s + ")";
}

}  // namespace

std::string explain_impossible(const Position& pos, const std::vector<core::Square>& squares) {
    const core::Variant v = pos.variant();
    const core::Color side = pos.side_to_move();
    const core::Square from = squares.front(), to = squares.back();
    const std::string f = core::square_name(v, from), t = core::square_name(v, to);
    if ((pos.pieces(side) & core::bit(from)) == 0) {
        if ((pos.pieces(core::opposite(side)) & core::bit(from)) != 0)
            return std::string("the piece on ") + f + " is " + color_name(core::opposite(side)) +
                   "'s, " + color_name(side) + " is to move";
        return std::string("no ") + color_name(side) + " piece on " + f;
    }
    const char* kind = (pos.kings(side) & core::bit(from)) != 0 ? "king" : "man";
    if (from != to && (pos.occupied() & core::bit(to)) != 0) return "square " + t + " is occupied";
    std::string why =
        std::string("the ") + color_name(side) + " " + kind + " on " + f + " cannot reach " + t;
    if (squares.size() > 2) why += " along that path";
    return why;
}

Resolution resolve_move(const Position& pos, const std::vector<RawMove>& line, std::size_t index) {
    Resolution r;
    // Reused from call to call: building them is a measurable part of reading a file.
    thread_local MoveList legal;
    thread_local Candidates c;
    candidates_for(pos, line[index].text, legal, c);
    if (c.count == 0) {
        r.error = c.error;
        return r;
    }
    Move chosen = c.moves.front();
    if (c.count > 1) {
        // Keep the readings that let the game go on furthest; more than one left is ambiguous.
        std::vector<std::size_t> reach;
        for (const Move& m : c.list()) {
            Position next = pos;
            next.play(m);
            reach.push_back(playable_after(next, line, index + 1));
        }
        std::size_t best = *std::max_element(reach.begin(), reach.end());
        std::vector<Move> kept;
        for (std::size_t k = 0; k < c.count; ++k)
            if (reach[k] == best) kept.push_back(c.moves[k]);
        if (kept.size() > 1) {
            r.error = "ambiguous, it can mean ";
            for (std::size_t k = 0; k < kept.size(); ++k) {
                if (k > 0) r.error += k + 1 == kept.size() ? " or " : ", ";
                r.error += describe(pos, kept[k]);
            }
            return r;
        }
        chosen = kept.front();
    }
    r.move = chosen;
    if (c.legal) {
        // Dhama lets a player choose a shorter capture; flagged, as check_move's
        // legal_shorter_capture.
        if (!core::is_dama_family(pos.variant()) && chosen.is_capture()) {
            int longest = 0;
            for (const Move& m : legal) longest = std::max(longest, m.capture_count());
            if (chosen.capture_count() < longest)
                core::add_mark(r.marks, core::Mark::longer_chain_available);
        }
        return r;
    }
    switch (core::check_move(pos, chosen)) {
        case core::MoveCheck::missed_capture:
            core::add_mark(r.marks, core::Mark::missed_capture);
            break;
        case core::MoveCheck::longer_chain_available:
        case core::MoveCheck::legal_shorter_capture:
            core::add_mark(r.marks, core::Mark::longer_chain_available);
            break;
        case core::MoveCheck::impossible:
            r.move.reset();
            r.error = explain_impossible(pos, {chosen.from, chosen.to});
            break;
        case core::MoveCheck::legal:
            break;
    }
    return r;
}

}  // namespace damascope::importers
