#include "engine_reply.hpp"

#include <charconv>

#include "core/words.hpp"

namespace damascope::match {

namespace {

using core::words_of;

std::optional<int> integer(std::string_view text) {
    if (!text.empty() && text.front() == '+') text.remove_prefix(1);
    int value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

}  // namespace

std::string position_command(const std::string& fen, const std::vector<std::string>& moves) {
    std::string line = "position fen " + fen;
    if (!moves.empty()) {
        line += " moves";
        for (const std::string& m : moves) line += " " + m;
    }
    return line;
}

std::string go_command(std::int64_t movetime_ms) {
    return "go movetime " + std::to_string(movetime_ms);
}

EngineReply parse_reply(std::string_view line) {
    const std::vector<std::string_view> w = words_of(line);
    EngineReply r;
    if (w.empty()) return r;
    if (w[0] == "bestmove") {
        // "bestmove" alone is no move at all: the runner treats it as a missing reply.
        if (w.size() < 2) return r;
        r.kind = EngineReply::Kind::bestmove;
        r.move = std::string(w[1]);
        return r;
    }
    if (w[0] == "info") {
        r.kind = EngineReply::Kind::info;
        // As in UCI, "string" makes the rest of the line free text.
        for (std::size_t k = 1; k + 1 < w.size() && w[k] != "string"; ++k) {
            if (w[k] == "score") r.score = integer(w[k + 1]);
            if (w[k] == "depth") r.depth = integer(w[k + 1]);
        }
    }
    return r;
}

}  // namespace damascope::match
