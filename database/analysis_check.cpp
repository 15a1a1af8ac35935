// The checks of a game's analysis read from a part file (analysis_part.hpp): its checksum, its
// values, and its moves against the game, so that damage is refused before it is merged.
#include <cstdlib>

#include "core/fnv1a.hpp"
#include "core/notation.hpp"
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
    auto written = core::parse_written_move(pos.variant(), text);
    if (!written) return std::nullopt;
    core::MoveList legal;
    core::generate_legal(pos, legal);
    const auto matches = core::match_written_move(
        pos, *written, std::span<const core::Move>(legal.begin(), legal.size()));
    if (matches.size() != 1) return std::nullopt;
    return matches.front();
}

// The first word of `line` that is no legal move where it is played, "" when all are.
std::string bad_move_in_line(core::Position pos, std::string_view line) {
    std::size_t start = 0;
    while (start < line.size()) {
        std::size_t end = line.find(' ', start);
        if (end == std::string_view::npos) end = line.size();
        const std::string_view word = line.substr(start, end - start);
        if (!word.empty()) {
            const auto m = legal_move(pos, word);
            if (!m) return std::string(word);
            pos.play(*m);
        }
        start = end + 1;
    }
    return {};
}

}  // namespace

std::uint64_t part_game_checksum(const GameAnalysis& a, std::uint64_t moves_signature,
                                 std::string_view time) {
    core::Fnv1a h;
    h.i64(a.game_id);
    h.u64(moves_signature);
    h.text(a.engine);
    h.i64(a.depth);
    h.text(time);
    h.u64(a.plies.size());
    for (const PlyAnalysis& p : a.plies) {
        h.i64(p.ply);
        h.i64(p.score);
        h.i64(p.mate_in);
        h.text(p.best);
        h.text(p.pv);
        h.i64(p.depth);
        h.u64(p.marks);
    }
    return h.value();
}

std::string part_game_problem(const PartGame& g) {
    const GameAnalysis& a = g.analysis;
    const std::string game = "game " + std::to_string(a.game_id) + ": ";
    if (g.checksum && *g.checksum != part_game_checksum(a, g.moves_signature, g.time))
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

std::string analysis_problem_in_game(const GameAnalysis& a, const core::GameRecord& game) {
    core::Position pos = game.start;
    std::size_t played = 0;  // main-line moves played on pos so far
    for (const PlyAnalysis& p : a.plies) {
        if (p.ply < 0 || static_cast<std::size_t>(p.ply) > game.moves.size())
            return at_ply(a, p.ply) + "past the end of the game (" +
                   std::to_string(game.moves.size()) + " plies)";
        while (played < static_cast<std::size_t>(p.ply)) pos.play(game.moves[played++].move);
        if (!p.best.empty() && !legal_move(pos, p.best))
            return at_ply(a, p.ply) + "the best move '" + p.best + "' is no legal move there";
        if (const std::string bad = bad_move_in_line(pos, p.pv); !bad.empty())
            return at_ply(a, p.ply) + "the line '" + p.pv + "' holds '" + bad +
                   "', no legal move there";
    }
    return {};
}

}  // namespace damascope::database
