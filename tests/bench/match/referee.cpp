#include "referee.hpp"

#include <unordered_map>

#include "core/fen.hpp"
#include "core/game_state.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"

namespace damascope::match {

namespace {

const char* reason_text(core::EndReason reason) {
    switch (reason) {
        case core::EndReason::none:
            return "";
        case core::EndReason::no_legal_move:
            return "the side to move has no move";
        case core::EndReason::lone_king_vs_man:
            return "draw by the rules: lone dama against lone man";
        case core::EndReason::quiet_move_limit:
            return "draw by the rules: no capture or promotion for too long";
        case core::EndReason::one_piece_each:
            return "draw by the rules: one piece each";
        case core::EndReason::threefold_repetition:
            return "draw by the rules: threefold repetition";
    }
    return "";
}

GameResult win_for(core::Color c) {
    return c == core::Color::white ? GameResult::white_wins : GameResult::black_wins;
}

}  // namespace

std::optional<core::Move> legal_move(const core::Position& pos, const std::string& text) {
    const auto written = core::parse_written_move(pos.variant(), text);
    if (!written) return std::nullopt;
    core::MoveList legal;
    core::generate_legal(pos, legal);
    const auto found = core::match_written_move(
        pos, written.value(), std::span<const core::Move>(legal.begin(), legal.size()));
    if (found.size() != 1) return std::nullopt;
    return found.front();
}

GameRecord play_game(const Opening& opening, MatchPlayer& white, MatchPlayer& black,
                     const GameRules& rules) {
    GameRecord game;
    game.white = white.name();
    game.black = black.name();
    game.opening = opening;
    const std::string start_fen = core::to_fen(opening.start);
    core::GameState state(opening.start);
    std::vector<std::string> history;  // every move from the start, given to the engines
    std::unordered_map<std::uint64_t, int> seen;
    for (const std::string& text : opening.moves) {
        ++seen[state.position().hash()];
        state.play(*legal_move(state.position(), text));
        history.push_back(text);
    }
    white.new_game();
    black.new_game();
    for (int ply = 0;; ++ply) {
        const core::Position& pos = state.position();
        const core::Adjudication adj = state.adjudicate();
        if (adj.outcome != core::Outcome::ongoing) {
            game.result = adj.outcome == core::Outcome::white_wins   ? GameResult::white_wins
                          : adj.outcome == core::Outcome::black_wins ? GameResult::black_wins
                                                                     : GameResult::draw;
            game.reason = reason_text(adj.reason);
            return game;
        }
        // The third occurrence ends the game in every rule set: neither side makes progress.
        if (++seen[pos.hash()] >= 3) {
            game.reason = "draw: threefold repetition";
            return game;
        }
        if (ply >= rules.max_plies) {
            game.reason = "draw: ply cap of " + std::to_string(rules.max_plies) + " reached";
            return game;
        }
        const core::Color mover = pos.side_to_move();
        MatchPlayer& player = mover == core::Color::white ? white : black;
        const PlayerReply reply = player.play(start_fen, history, rules.movetime_ms);
        const auto move = reply.move.empty() ? std::nullopt : legal_move(pos, reply.move);
        if (!move) {
            game.result =
                win_for(mover == core::Color::white ? core::Color::black : core::Color::white);
            game.forfeit_fen = core::to_fen(pos);
            game.forfeit_reply = reply.move.empty() ? "(none: " + reply.problem + ")" : reply.move;
            game.reason = player.name() + " forfeits: " +
                          (reply.move.empty() ? "no reply (" + reply.problem + ")"
                                              : "illegal reply '" + reply.move + "'") +
                          " in " + game.forfeit_fen;
            return game;
        }
        core::MoveList legal;
        core::generate_legal(pos, legal);
        const std::string text =
            core::format_move(pos, *move, std::span<const core::Move>(legal.begin(), legal.size()));
        game.moves.push_back({text, reply.score, reply.depth, reply.elapsed_ms});
        history.push_back(text);
        state.play(*move);
    }
}

}  // namespace damascope::match
