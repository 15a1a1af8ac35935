// Plays one game between two players under our rules: every reply is checked against our legal
// moves, the game is ended by our adjudication, threefold repetition or a ply cap.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/position.hpp"
#include "match_player.hpp"

namespace damascope::match {

// Where a game starts: a position and the moves of the opening played from it (the engines are
// given them as the game's history).
struct Opening {
    std::string name;
    core::Position start;
    std::vector<std::string> moves;  // in our notation, each legal
};

struct PlayedMove {
    std::string text;          // our notation, unambiguous among the legal moves
    std::optional<int> score;  // the mover's score for it, the mover's view
    std::optional<int> depth;
    std::int64_t elapsed_ms = 0;  // the mover's wall time for it
};

enum class GameResult : std::uint8_t { white_wins, black_wins, draw };

struct GameRecord {
    std::string white, black;  // player names
    Opening opening;
    std::vector<PlayedMove> moves;  // after the opening
    GameResult result = GameResult::draw;
    std::string reason;  // how it ended, for people
    // Set when a player lost by an illegal or missing reply: the position (FEN) and the reply.
    std::string forfeit_fen, forfeit_reply;
};

struct GameRules {
    std::int64_t movetime_ms = 200;
    int max_plies = 300;  // after the opening; then a draw
};

// Plays `opening` with `white` and `black` (the players of core::Color::white and ::black).
GameRecord play_game(const Opening& opening, MatchPlayer& white, MatchPlayer& black,
                     const GameRules& rules);

// The legal move of `pos` that `text` means, or nullopt when it means none or more than one.
std::optional<core::Move> legal_move(const core::Position& pos, const std::string& text);

}  // namespace damascope::match
