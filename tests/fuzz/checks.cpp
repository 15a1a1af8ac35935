#include "checks.hpp"

#include <algorithm>
#include <cstring>

#include "core/fen.hpp"
#include "core/movegen.hpp"
#include "core/variant_name.hpp"
#include "importers/game_replay.hpp"
#include "importers/message_text.hpp"

namespace damascope::fuzz {

namespace {

using core::Position;
using importers::ReadGame;

std::string move_fields(const core::Move& m) {
    return std::to_string(m.from) + ">" + std::to_string(m.to) + "/" + std::to_string(m.captured);
}

}  // namespace

core::MarkSet expected_marks(core::MoveCheck check) {
    switch (check) {
        case core::MoveCheck::missed_capture:
            return static_cast<core::MarkSet>(core::Mark::missed_capture);
        case core::MoveCheck::longer_chain_available:
        case core::MoveCheck::legal_shorter_capture:
            return static_cast<core::MarkSet>(core::Mark::longer_chain_available);
        case core::MoveCheck::legal:
        case core::MoveCheck::impossible:
            break;
    }
    return 0;
}

std::uint64_t fresh_hash(const Position& pos) {
    Position p = Position::empty(pos.variant(), pos.side_to_move());
    for (core::Square s = 0; s < 64; ++s)
        if (pos.piece_at(s) != core::Piece::none) p.put(s, pos.piece_at(s));
    return p.hash();
}

namespace {

// Checks a replayed line from `pos`; `hashes` (may be null) are the position hashes of the main
// line, start included.
void check_line(Findings& f, Position pos, const std::vector<core::RecordedMove>& moves,
                const std::vector<std::uint64_t>* hashes, const std::string& where) {
    if (hashes != nullptr && !hashes->empty() && hashes->front() != pos.hash())
        add_finding(f, where + ": the first position hash is not the start's");
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const core::RecordedMove& m = moves[i];
        const std::string at = where + " ply " + std::to_string(i + 1) + " " + quoted(m.text);
        const core::MoveCheck check = core::check_move(pos, m.move);
        if (check == core::MoveCheck::impossible) {
            add_finding(f, at + ": the replayed move " + move_fields(m.move) +
                               " is impossible in " + core::to_fen(pos));
            return;  // the rest of the line cannot be followed
        }
        if ((m.marks & rule_marks) != expected_marks(check))
            add_finding(f, at + ": rule marks " + std::to_string(m.marks & rule_marks) +
                               ", the rules core says " + std::to_string(expected_marks(check)) +
                               " in " + core::to_fen(pos));
        check_utf8(f, at + " text", m.text);
        check_utf8(f, at + " comment", m.comment);
        for (std::size_t k = 0; k < m.variations.size(); ++k)
            check_line(f, pos, m.variations[k], nullptr,
                       at + " variation " + std::to_string(k + 1));
        pos.play(m.move);
        if (fresh_hash(pos) != pos.hash())
            add_finding(f, at + ": the position hash after the move differs from a fresh one");
        if (hashes != nullptr && !hashes->empty() && (*hashes)[i + 1] != pos.hash())
            add_finding(f, at + ": position hash " + std::to_string(i + 1) +
                               " is not the replayed position's");
    }
}

void append_line(std::string& out, const std::vector<core::RecordedMove>& moves) {
    for (const core::RecordedMove& m : moves) {
        out += ' ' + m.text + '=' + move_fields(m.move) + '#' + std::to_string(m.marks);
        for (int n : m.nags) out += '$' + std::to_string(n);
        if (!m.comment.empty()) out += '{' + m.comment + '}';
        for (const auto& v : m.variations) {
            out += " (";
            append_line(out, v);
            out += ')';
        }
    }
}

}  // namespace

void add_finding(Findings& findings, std::string finding) {
    if (findings.size() < max_findings) findings.push_back(std::move(finding));
}

std::string escaped(std::string_view text, std::size_t max_bytes) {
    std::string out;
    for (std::size_t i = 0; i < text.size() && i < max_bytes; ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c >= 0x20 && c < 0x7F) {
            out += static_cast<char>(c);
        } else {
            static const char hex[] = "0123456789ABCDEF";
            out += "\\x";
            out += hex[c >> 4];
            out += hex[c & 15];
        }
    }
    if (text.size() > max_bytes) out += "...(" + std::to_string(text.size()) + " bytes)";
    return out;
}

std::string quoted(std::string_view text) {
    std::string out(1, '\'');
    out += escaped(text);
    out += '\'';
    return out;
}

void check_utf8(Findings& findings, std::string_view what, std::string_view text) {
    if (!importers::is_valid_utf8(text))
        add_finding(findings, std::string(what) + " is not valid UTF-8: " + escaped(text));
}

std::uint64_t input_hash(std::string_view input) {
    std::uint64_t h = 0xCBF29CE484222325ULL;
    for (const char c : input) h = (h ^ static_cast<unsigned char>(c)) * 0x100000001B3ULL;
    return h;
}

core::Variant variant_of_byte(unsigned char byte) {
    if (byte == 'd') return core::Variant::dama;
    if (byte == 'h') return core::Variant::dhama;
    if (byte == 't') return core::Variant::turkish;
    return core::all_variants[byte % std::size(core::all_variants)];
}

void check_read_game(Findings& f, const ReadGame& g) {
    const std::string where = "game at line " + std::to_string(g.line);
    if (g.line < 1) add_finding(f, where + ": a game starts on line " + std::to_string(g.line));
    if (!g.record && g.skip_reason.empty()) add_finding(f, where + ": skipped without a reason");
    if (g.unsupported && g.record) add_finding(f, where + ": unsupported but kept");
    check_utf8(f, where + " skip reason", g.skip_reason);
    if (g.problems.size() > importers::max_problems_per_game + 1)
        add_finding(f, where + ": " + std::to_string(g.problems.size()) + " problems");
    for (const auto& p : g.problems) {
        check_utf8(f, where + " problem", p.message);
        if (p.line < 1 || p.column < 0 || p.message.empty())
            add_finding(f,
                        where + ": a problem without its place or message: " + escaped(p.text()));
    }
    if (g.junk && g.record) add_finding(f, where + ": junk but kept");
    if (!g.record) return;
    if (g.record->damaged != !g.problems.empty())
        add_finding(f, where + ": damaged is " + (g.record->damaged ? "true" : "false") + " with " +
                           std::to_string(g.problems.size()) + " problems");

    const core::GameRecord& r = *g.record;
    if (r.result != "1-0" && r.result != "0-1" && r.result != "1/2-1/2" && r.result != "*")
        add_finding(f, where + ": result " + quoted(r.result));
    for (const auto& [name, value] : r.tags) {
        check_utf8(f, where + " tag name", name);
        check_utf8(f, where + " tag " + escaped(name, 40), value);
    }
    check_utf8(f, where + " comment", r.comment);
    check_utf8(f, where + " FEN", r.start_fen);
    if (r.start.variant() != r.variant) add_finding(f, where + ": start of another variant");
    if (!r.start_fen.empty()) {
        auto fen = core::parse_fen(r.variant, r.start_fen);
        if (!fen || !(*fen == r.start))
            add_finding(
                f, where + ": the start is not the position of its FEN " + escaped(r.start_fen));
    }
    if (!g.position_hashes.empty() && g.position_hashes.size() != r.moves.size() + 1)
        add_finding(f, where + ": " + std::to_string(g.position_hashes.size()) +
                           " position hashes for " + std::to_string(r.moves.size()) + " moves");
    const bool hashes_usable = g.position_hashes.size() == r.moves.size() + 1;
    check_line(f, r.start, r.moves, hashes_usable ? &g.position_hashes : nullptr, where);
    if (r.stopped) {
        if (r.stopped->ply < 1 || static_cast<std::size_t>(r.stopped->ply) != r.moves.size() + 1)
            add_finding(f, where + ": stopped at ply " + std::to_string(r.stopped->ply) +
                               " after " + std::to_string(r.moves.size()) + " moves");
        if (r.stopped->reason.empty()) add_finding(f, where + ": stopped without a reason");
        check_utf8(f, where + " stop reason", r.stopped->reason);
    }
}

std::string summary(const ReadGame& g) {
    std::string out = "lines " + std::to_string(g.line) + "-" + std::to_string(g.end_line) +
                      "\nskip " + g.skip_reason + (g.unsupported ? " (unsupported)" : "") +
                      (g.junk ? " (junk)" : "") + "\n";
    for (const auto& p : g.problems) out += "problem " + p.text() + "\n";
    out += "hashes " + std::to_string(g.position_hashes.size()) + "\n";
    if (!g.record) return out;
    const core::GameRecord& r = *g.record;
    for (const auto& [name, value] : r.tags) out += "tag " + name + "=" + value + "\n";
    out += "variant " + std::string(core::variant_name(r.variant)) +
           (r.damaged ? " (damaged)" : "") + "\nstart " + core::to_fen(r.start) + " (" +
           r.start_fen + ")\ncomment " + r.comment + "\nresult " + r.result + "\nmoves";
    append_line(out, r.moves);
    if (r.stopped)
        out += "\nstopped " + std::to_string(r.stopped->ply) + " " + r.stopped->reason + "\n";
    return out;
}

void compare_readings(Findings& f, const std::vector<ReadGame>& whole,
                      const std::vector<ReadGame>& pieces, std::size_t piece_size) {
    const std::string how = "read in pieces of " + std::to_string(piece_size) + " bytes";
    if (whole.size() != pieces.size()) {
        add_finding(f, std::to_string(whole.size()) + " games read whole, " +
                           std::to_string(pieces.size()) + " " + how);
        return;
    }
    for (std::size_t i = 0; i < whole.size(); ++i) {
        const std::string a = summary(whole[i]), b = summary(pieces[i]);
        if (a == b) continue;
        const auto diff = static_cast<std::size_t>(
            std::mismatch(a.begin(), a.end(), b.begin(), b.end()).first - a.begin());
        const std::size_t from = diff > 60 ? diff - 60 : 0;
        add_finding(f, "game " + std::to_string(i + 1) + " differs when " + how + ": whole '" +
                           escaped(a.substr(from, 160)) + "', in pieces '" +
                           escaped(b.substr(from, 160)) + "'");
        return;
    }
}

std::size_t PieceByteSource::read(char* buf, std::size_t n) {
    const std::size_t k = std::min({n, piece_, text_.size() - pos_});
    std::memcpy(buf, text_.data() + pos_, k);
    pos_ += k;
    return k;
}

}  // namespace damascope::fuzz
