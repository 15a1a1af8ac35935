#include "board_line.hpp"

#include <span>

#include "core/fen.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"
#include "game_document.hpp"
#include "opening_collections.hpp"

namespace damascope::app {

namespace {

// The session's start as a line writes it: '' for the variant's start.
std::string start_fen_of(const GameSession& s) {
    return s.start() == core::Position::initial(s.variant()) ? std::string()
                                                             : core::to_fen(s.start());
}

}  // namespace

BoardLine line_to_cursor(const GameSession& s) {
    BoardLine line;
    line.variant = s.variant();
    line.start_fen = start_fen_of(s);
    core::Position pos = s.start();
    for (NodeId id : s.path_to(s.cursor())) {
        if (id == root_node) continue;
        const core::Move m = s.node(id).move;
        core::MoveList legal;
        core::generate_legal(pos, legal);
        line.moves.push_back(
            core::format_move(pos, m, std::span<const core::Move>(legal.begin(), legal.size())));
        pos.play(m);
    }
    return line;
}

std::optional<std::vector<core::Move>> line_from_start(const GameSession& s,
                                                       const std::string& start_fen,
                                                       const std::vector<std::string>& moves) {
    if (start_fen_of(s) != start_fen) return std::nullopt;
    database::CollectionLine line;
    line.start_fen = start_fen;
    line.moves = moves;
    auto played = line_moves(s.variant(), line);
    if (!played) return std::nullopt;
    return std::move(*played);
}

std::string opening_name(const GameDocument& doc) {
    if (doc.database() == nullptr || doc.game_id() == 0) return {};
    const std::int64_t id = doc.game_id();
    auto names = opening_names_of(*doc.database(), std::span<const std::int64_t>(&id, 1));
    return names && !names->empty() ? names->front() : std::string();
}

}  // namespace damascope::app
