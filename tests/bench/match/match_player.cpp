#include "match_player.hpp"

#include "engine_reply.hpp"

namespace damascope::match {

bool ProtocolPlayer::start_ready() {
    if (process_.running()) return true;
    if (!process_.start()) return false;
    // A fresh engine may take long to start (loading endgame tables): that time is not the first
    // move's. An engine that never says readyok is only given the minute.
    if (!process_.send("isready")) return false;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(ready_timeout_s);
    while (const auto line = process_.read_line(deadline))
        if (line->rfind("readyok", 0) == 0) break;
    return process_.running();
}

void ProtocolPlayer::new_game() {
    if (start_ready()) process_.send("newgame");
}

PlayerReply ProtocolPlayer::play(const std::string& fen, const std::vector<std::string>& moves,
                                 std::int64_t movetime_ms) {
    PlayerReply reply;
    if (!start_ready() || !process_.send(position_command(fen, moves)) ||
        !process_.send(go_command(movetime_ms))) {
        reply.problem = process_.error();
        process_.stop();
        return reply;
    }
    const auto sent = std::chrono::steady_clock::now();
    const auto elapsed = [&sent] {
        return std::chrono::duration_cast<std::chrono::milliseconds>(
                   std::chrono::steady_clock::now() - sent)
            .count();
    };
    const auto deadline = sent + std::chrono::milliseconds(movetime_ms + grace_ms_);
    while (const auto line = process_.read_line(deadline)) {
        const EngineReply r = parse_reply(*line);
        if (r.kind == EngineReply::Kind::info) {
            if (r.score) reply.score = r.score;
            if (r.depth) reply.depth = r.depth;
        } else if (r.kind == EngineReply::Kind::bestmove) {
            reply.move = r.move;
            reply.elapsed_ms = elapsed();
            return reply;
        }
    }
    reply.problem = process_.error();
    reply.elapsed_ms = elapsed();
    process_.stop();  // a late "bestmove" must not be read as the next move's answer
    return reply;
}

}  // namespace damascope::match
