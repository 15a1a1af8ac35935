// The checks of a game's analysis read from a part file (analysis_part.hpp): its checksum, its
// values, and its moves against the game, so that damage is refused before it is merged.
#include <cstdlib>
#include <optional>
#include <variant>

#include "core/fnv1a.hpp"
#include "core/notation.hpp"
#include "core/read_moves.hpp"
#include "database/analysis_part.hpp"

namespace damascope::database {

namespace {

// Bounds no analysis can pass: the engine's scores stay within ±32000 (a forced result is
// ±(30000 − n)), its depths under 256; marks are the five of core::Mark.
constexpr int max_score = 32000;
constexpr int max_depth = 255;
constexpr core::MarkSet all_marks = 0x1F;

std::string at_ply(const GameAnalysis& a, int ply) {
    return "game " + std::to_string(a.game_id) + ", ply " + std::to_string(ply) + ": ";
}

// The legal move `text` names in `pos`, if exactly one.
std::optional<core::Move> legal_move(const core::Position& pos, std::string_view text) {
    auto m = core::read_move_in(pos, text);
    if (const core::Move* found = std::get_if<core::Move>(&m)) return *found;
    return std::nullopt;
}

// A move that may be garbage (a damaged part) in words: its squares, "a1-h8" or "22x15".
std::string squares_text(core::Variant v, const core::Move& m) {
    return core::square_name(v, m.from) + (m.is_capture() ? "x" : "-") + core::square_name(v, m.to);
}

}  // namespace

std::uint64_t part_game_checksum(const GameAnalysis& a, std::uint64_t moves_signature,
                                 std::string_view time,
                                 const std::vector<std::string>* text_lines) {
    core::Fnv1a h;
    h.i64(a.game_id);
    h.u64(moves_signature);
    h.text(a.engine);
    h.i64(a.depth);
    h.text(time);
    h.u64(a.plies.size());
    for (std::size_t i = 0; i < a.plies.size(); ++i) {
        const PlyAnalysis& p = a.plies[i];
        h.i64(p.ply);
        h.i64(p.score);
        h.i64(p.mate_in);
        h.text(p.best);
        if (text_lines) {
            h.text(i < text_lines->size() ? std::string_view((*text_lines)[i]) : "");
        } else {
            h.u64(p.pv.size());
            for (const core::Move& m : p.pv) {
                h.i64(m.from);
                h.i64(m.to);
                h.u64(m.captured);
            }
        }
        h.i64(p.depth);
        h.u64(p.marks);
    }
    return h.value();
}

std::string part_game_problem(const PartGame& g) {
    const GameAnalysis& a = g.analysis;
    const std::string game = "game " + std::to_string(a.game_id) + ": ";
    if (!g.unreadable.empty()) return game + g.unreadable;
    if (g.text_lines && g.text_lines->size() != a.plies.size())
        return game + "its lines do not match its positions";
    const std::vector<std::string>* texts = g.text_lines ? &*g.text_lines : nullptr;
    if (g.checksum && *g.checksum != part_game_checksum(a, g.moves_signature, g.time, texts))
        return game + "its analysis does not match its checksum (changed bytes)";
    if (a.engine.empty()) return game + "no engine name";
    if (a.depth < 0 || a.depth > max_depth)
        return game + "depth " + std::to_string(a.depth) + " out of range";
    if (a.plies.empty()) return game + "no position analysed";
    for (std::size_t i = 0; i < a.plies.size(); ++i) {
        const PlyAnalysis& p = a.plies[i];
        if (p.ply != static_cast<int>(i))
            return game + "ply " + std::to_string(i) + " is missing (the next stored is " +
                   std::to_string(p.ply) + ")";
        if (std::abs(p.score) > max_score)
            return at_ply(a, p.ply) + "score " + std::to_string(p.score) + " out of range";
        const bool forced = std::abs(p.score) >= 29000;
        if (p.mate_in != 0 && (!forced || (p.mate_in > 0) != (p.score > 0)))
            return at_ply(a, p.ply) + "a forced result in " + std::to_string(p.mate_in) +
                   " plies with score " + std::to_string(p.score);
        if (p.depth < 0 || p.depth > max_depth)
            return at_ply(a, p.ply) + "depth " + std::to_string(p.depth) + " out of range";
        if ((p.marks & ~all_marks) != 0)
            return at_ply(a, p.ply) + "unknown marks " + std::to_string(p.marks);
    }
    return {};
}

core::Result<GameAnalysis> analysis_for_game(const PartGame& g, const core::GameRecord& game) {
    GameAnalysis a = g.analysis;
    core::Position pos = game.start;
    std::size_t played = 0;  // main-line moves played on pos so far
    for (std::size_t i = 0; i < a.plies.size(); ++i) {
        PlyAnalysis& p = a.plies[i];
        if (p.ply < 0 || static_cast<std::size_t>(p.ply) > game.moves.size())
            return core::Error{at_ply(a, p.ply) + "past the end of the game (" +
                               std::to_string(game.moves.size()) + " plies)"};
        while (played < static_cast<std::size_t>(p.ply)) pos.play(game.moves[played++].move);
        if (!p.best.empty() && !legal_move(pos, p.best))
            return core::Error{at_ply(a, p.ply) + "the best move '" + p.best +
                               "' is no legal move there"};
        if (g.text_lines) {
            const std::string& text = i < g.text_lines->size() ? (*g.text_lines)[i] : "";
            core::MovesRead read = core::read_moves(pos, text);
            if (!read.ok())
                return core::Error{at_ply(a, p.ply) + "the line '" + text + "' holds '" +
                                   read.failed_text + "', no legal move there"};
            p.pv = std::move(read.moves);
        } else if (const std::size_t legal = core::legal_prefix(pos, p.pv); legal < p.pv.size()) {
            return core::Error{at_ply(a, p.ply) + "move " + std::to_string(legal + 1) +
                               " of the line, " + squares_text(pos.variant(), p.pv[legal]) +
                               ", is no legal move there"};
        }
    }
    return a;
}

}  // namespace damascope::database
