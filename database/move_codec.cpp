#include "database/move_codec.hpp"

#include <array>
#include <string>

#include "core/movegen.hpp"
#include "core/notation.hpp"

namespace damascope::database {

namespace {

enum Flag : std::uint8_t {
    has_captured = 1,
    has_marks = 2,
    has_text = 4,
    has_comment = 8,
    has_nags = 16,
    has_variations = 32,
    has_comment_before = 64,  // format 2
};

// Square names of both variants ("d3", "22"), computed once.
struct SquareNames {
    std::array<std::array<std::string, 64>, 2> names;
    SquareNames() {
        for (int s = 0; s < 64; ++s) {
            names[0][static_cast<std::size_t>(s)] = core::square_name(core::Variant::dama, s);
            names[1][static_cast<std::size_t>(s)] = core::square_name(core::Variant::dhama, s);
        }
    }
    const std::array<std::string, 64>& of(core::Variant v) const {
        return names[core::is_dama_family(v) ? 0 : 1];
    }
};
const SquareNames& square_names() {
    static const SquareNames names;
    return names;
}

// The text most moves are written with; stored texts are only those that differ.
std::string plain_text(const std::array<std::string, 64>& names, const core::Move& m) {
    return names[m.from] + (m.is_capture() ? 'x' : '-') + names[m.to];
}

bool is_plain_text(const std::array<std::string, 64>& names, const core::Move& m,
                   const std::string& text) {
    // Square names have one or two characters: compared in place (once per stored move).
    const std::string& from = names[m.from];
    const std::string& to = names[m.to];
    const std::size_t f = from.size(), t = to.size();
    if (text.size() != f + 1 + t) return false;
    const char* p = text.data();
    for (std::size_t i = 0; i < f; ++i)
        if (p[i] != from[i]) return false;
    if (p[f] != (m.is_capture() ? 'x' : '-')) return false;
    for (std::size_t i = 0; i < t; ++i)
        if (p[f + 1 + i] != to[i]) return false;
    return true;
}

void put_varint(std::vector<std::uint8_t>& out, std::uint64_t v) {
    if (v < 0x80) {  // nearly always
        out.push_back(static_cast<std::uint8_t>(v));
        return;
    }
    while (v >= 0x80) {
        out.push_back(static_cast<std::uint8_t>(v | 0x80));
        v >>= 7;
    }
    out.push_back(static_cast<std::uint8_t>(v));
}

void put_string(std::vector<std::uint8_t>& out, const std::string& s) {
    put_varint(out, s.size());
    out.insert(out.end(), s.begin(), s.end());
}

void put_list(const std::array<std::string, 64>& names, std::vector<std::uint8_t>& out,
              const std::vector<core::RecordedMove>& moves) {
    put_varint(out, moves.size());
    for (const auto& m : moves) {
        const bool text = !is_plain_text(names, m.move, m.text);
        std::uint8_t flags = 0;
        if (m.move.captured) flags |= has_captured;
        if (m.marks) flags |= has_marks;
        if (text) flags |= has_text;
        if (!m.comment.empty()) flags |= has_comment;
        if (!m.nags.empty()) flags |= has_nags;
        if (!m.variations.empty()) flags |= has_variations;
        if (!m.comment_before.empty()) flags |= has_comment_before;
        // The fixed part (from, to, flags, captured squares) in one append.
        std::uint8_t head[3 + 1 + 64];
        std::size_t len = 0;
        head[len++] = m.move.from;
        head[len++] = m.move.to;
        head[len++] = flags;
        if (m.move.captured) {
            head[len++] = static_cast<std::uint8_t>(m.move.capture_count());
            for (core::Bitboard b = m.move.captured; b;)
                head[len++] = static_cast<std::uint8_t>(core::pop_lsb(b));
        }
        out.insert(out.end(), head, head + len);
        if (m.marks) put_varint(out, m.marks);
        if (text) put_string(out, m.text);
        if (!m.comment.empty()) put_string(out, m.comment);
        if (!m.nags.empty()) {
            put_varint(out, m.nags.size());
            for (int n : m.nags) put_varint(out, static_cast<std::uint64_t>(n));
        }
        if (!m.variations.empty()) {
            put_varint(out, m.variations.size());
            for (const auto& var : m.variations) put_list(names, out, var);
        }
        if (!m.comment_before.empty()) put_string(out, m.comment_before);
    }
}

// Reads with bounds checks; any failure sets `bad` and yields zeros from then on.
class Reader {
  public:
    explicit Reader(std::span<const std::uint8_t> d) : d_(d) {}
    bool bad() const { return bad_; }
    bool at_end() const { return pos_ == d_.size(); }

    std::uint8_t byte() {
        if (pos_ >= d_.size()) {
            bad_ = true;
            return 0;
        }
        return d_[pos_++];
    }
    std::uint64_t varint() {
        std::uint64_t v = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            const std::uint8_t b = byte();
            if (bad_) return 0;
            v |= static_cast<std::uint64_t>(b & 0x7F) << shift;
            if (!(b & 0x80)) return v;
        }
        bad_ = true;
        return 0;
    }
    // A count that cannot exceed the bytes left (each element takes at least one byte).
    std::size_t count() {
        const std::uint64_t n = varint();
        if (n > d_.size() - pos_) bad_ = true;
        return bad_ ? 0 : static_cast<std::size_t>(n);
    }
    std::string string() {
        const std::size_t n = count();
        if (bad_) return {};
        std::string s(reinterpret_cast<const char*>(d_.data() + pos_), n);
        pos_ += n;
        return s;
    }

  private:
    std::span<const std::uint8_t> d_;
    std::size_t pos_ = 0;
    bool bad_ = false;
};

// Variations nest only as deep as the file did; a deeper blob is damaged.
constexpr int max_depth = 200;

bool get_list(const std::array<std::string, 64>& names, Reader& r,
              std::vector<core::RecordedMove>& moves, int depth) {
    if (depth > max_depth) return false;
    const std::size_t n = r.count();
    moves.reserve(n);
    for (std::size_t i = 0; i < n && !r.bad(); ++i) {
        core::RecordedMove m;
        const std::uint8_t from = r.byte();
        const std::uint8_t to = r.byte();
        const std::uint8_t flags = r.byte();
        if (from > 63 || to > 63 || flags >= 128) return false;
        m.move.from = from;
        m.move.to = to;
        if (flags & has_captured) {
            const int k = r.byte();
            for (int j = 0; j < k; ++j) {
                const std::uint8_t sq = r.byte();
                if (sq > 63) return false;
                m.move.captured |= core::bit(sq);
            }
        }
        if (flags & has_marks) m.marks = static_cast<core::MarkSet>(r.varint());
        m.text = (flags & has_text) ? r.string() : plain_text(names, m.move);
        if (flags & has_comment) m.comment = r.string();
        if (flags & has_nags) {
            const std::size_t nags = r.count();
            for (std::size_t k = 0; k < nags; ++k) m.nags.push_back(static_cast<int>(r.varint()));
        }
        if (flags & has_variations) {
            m.variations.resize(r.count());
            for (auto& var : m.variations)
                if (!get_list(names, r, var, depth + 1)) return false;
        }
        if (flags & has_comment_before) m.comment_before = r.string();
        moves.push_back(std::move(m));
    }
    return !r.bad();
}

// One move of a list, its squares only: what follows them (marks, text, comments, NAGs, the
// variations nested in it) is skipped. False on damage.
bool read_move_squares(Reader& r, core::Move& m, int depth);

// Skips a list (and the lists nested in it) without building it.
bool skip_list(Reader& r, int depth) {
    if (depth > max_depth) return false;
    const std::size_t n = r.count();
    core::Move m;
    for (std::size_t i = 0; i < n && !r.bad(); ++i)
        if (!read_move_squares(r, m, depth)) return false;
    return !r.bad();
}

bool read_move_squares(Reader& r, core::Move& m, int depth) {
    m = core::Move{};
    m.from = r.byte();
    m.to = r.byte();
    const std::uint8_t flags = r.byte();
    if (m.from > 63 || m.to > 63 || flags >= 128) return false;
    if (flags & has_captured) {
        const int k = r.byte();
        for (int j = 0; j < k; ++j) {
            const std::uint8_t sq = r.byte();
            if (sq > 63) return false;
            m.captured |= core::bit(sq);
        }
    }
    if (flags & has_marks) r.varint();
    if (flags & has_text) r.string();
    if (flags & has_comment) r.string();
    if (flags & has_nags) {
        const std::size_t nags = r.count();
        for (std::size_t k = 0; k < nags; ++k) r.varint();
    }
    if (flags & has_variations) {
        const std::size_t vars = r.count();
        for (std::size_t k = 0; k < vars; ++k)
            if (!skip_list(r, depth + 1)) return false;
    }
    if (flags & has_comment_before) r.string();
    return !r.bad();
}

}  // namespace

void encode_moves(core::Variant v, const std::vector<core::RecordedMove>& moves,
                  std::vector<std::uint8_t>& out) {
    out.clear();
    out.reserve(moves.size() * 6 + 16);
    put_list(square_names().of(v), out, moves);
}

core::Result<std::vector<core::RecordedMove>> decode_moves(core::Variant v,
                                                           std::span<const std::uint8_t> data) {
    Reader r(data);
    std::vector<core::RecordedMove> moves;
    if (!get_list(square_names().of(v), r, moves, 0) || !r.at_end())
        return core::Error{"damaged move data (" + std::to_string(data.size()) + " bytes)"};
    return moves;
}

std::vector<std::uint8_t> encode_line(std::span<const core::Move> moves) {
    std::vector<std::uint8_t> out;
    out.reserve(1 + moves.size() * 4);
    put_varint(out, moves.size());
    for (const core::Move& m : moves) {
        out.push_back(m.from);
        out.push_back(m.to);
        out.push_back(m.captured ? has_captured : 0);
        if (m.captured) {
            out.push_back(static_cast<std::uint8_t>(m.capture_count()));
            for (core::Bitboard b = m.captured; b;)
                out.push_back(static_cast<std::uint8_t>(core::pop_lsb(b)));
        }
    }
    return out;
}

core::Result<std::vector<core::Move>> decode_line(std::span<const std::uint8_t> data) {
    Reader r(data);
    std::vector<core::Move> moves;
    const std::size_t n = r.count();
    for (std::size_t i = 0; i < n && !r.bad(); ++i) {
        core::Move m;
        m.from = r.byte();
        m.to = r.byte();
        const std::uint8_t flags = r.byte();
        if (m.from > 63 || m.to > 63 || (flags & ~has_captured) != 0) break;
        bool squares_ok = true;
        if (flags & has_captured) {
            const int k = r.byte();
            for (int j = 0; j < k && squares_ok; ++j) {
                const std::uint8_t sq = r.byte();
                squares_ok = sq <= 63;
                if (squares_ok) m.captured |= core::bit(sq);
            }
            squares_ok = squares_ok && m.captured != 0;
        }
        if (!squares_ok) break;
        moves.push_back(m);
    }
    if (r.bad() || moves.size() != n || !r.at_end())
        return core::Error{"damaged line of moves (" + std::to_string(data.size()) + " bytes)"};
    return moves;
}

core::Result<std::vector<core::Move>> decode_main_line(std::span<const std::uint8_t> data,
                                                       std::size_t max_plies) {
    Reader r(data);
    std::vector<core::Move> moves;
    const std::size_t n = r.count();
    core::Move m;
    for (std::size_t i = 0; i < n && i < max_plies; ++i) {
        if (!read_move_squares(r, m, 0))
            return core::Error{"damaged move data (" + std::to_string(data.size()) + " bytes)"};
        moves.push_back(m);
    }
    if (r.bad())
        return core::Error{"damaged move data (" + std::to_string(data.size()) + " bytes)"};
    return moves;
}

std::optional<std::size_t> first_impossible_move(const core::Position& start,
                                                 std::span<const core::RecordedMove> moves) {
    core::Position pos = start;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const core::Move& m = moves[i].move;
        core::MoveList legal;
        core::generate_legal(pos, legal);
        // Most moves are legal; a move marked as breaking a rule is only physically possible.
        bool possible = legal.contains(m);
        if (!possible)
            for (const auto& p : core::generate_possible(pos))
                if (p.move == m) possible = true;
        if (!possible) return i;
        pos.play(m);
    }
    return std::nullopt;
}

}  // namespace damascope::database
