// The engine protocol seen from the match runner: the commands it writes and the replies it reads
// (README.md "Engine protocol").
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace damascope::match {

// "position fen FEN moves M1 M2 ..." (no "moves" part when there are none).
std::string position_command(const std::string& fen, const std::vector<std::string>& moves);
// "go movetime MS".
std::string go_command(std::int64_t movetime_ms);

// One line from an engine: "bestmove M", "info ... score S ... depth D ...", or anything else.
struct EngineReply {
    enum class Kind : std::uint8_t { other, info, bestmove } kind = Kind::other;
    std::string move;          // bestmove: the move as written ("none" when it has none)
    std::optional<int> score;  // info: centi-men from the side to move's view
    std::optional<int> depth;  // info
};
EngineReply parse_reply(std::string_view line);

}  // namespace damascope::match
