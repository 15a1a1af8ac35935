#include "cli/engine_protocol.hpp"

#include <charconv>
#include <vector>

#include "core/words.hpp"

namespace damascope::cli {

namespace {

using core::words_of;

bool positive_number(std::string_view text, std::int64_t& value) {
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    return ec == std::errc() && end == text.data() + text.size() && value > 0;
}

EngineCommand of_kind(EngineCommandKind kind) {
    EngineCommand c;
    c.kind = kind;
    return c;
}

EngineCommand unknown(std::string problem) {
    EngineCommand c;
    c.kind = EngineCommandKind::unknown;
    c.problem = std::move(problem);
    return c;
}

// position fen FEN [moves M...] | position startpos [moves M...]
EngineCommand parse_position(const std::vector<std::string_view>& w) {
    EngineCommand c;
    c.kind = EngineCommandKind::position;
    std::size_t next = 2;
    if (w.size() >= 2 && w[1] == "startpos") {
    } else if (w.size() >= 3 && w[1] == "fen") {
        c.fen = std::string(w[2]);
        next = 3;
    } else {
        return unknown("position needs 'fen FEN' or 'startpos'");
    }
    if (next < w.size()) {
        if (w[next] != "moves") return unknown("position: expected 'moves' after the position");
        for (std::size_t k = next + 1; k < w.size(); ++k) {
            if (!c.moves.empty()) c.moves += ' ';
            c.moves += w[k];
        }
    }
    return c;
}

// go movetime MS | go depth D | go nodes N (several may be combined)
EngineCommand parse_go(const std::vector<std::string_view>& w) {
    EngineCommand c;
    c.kind = EngineCommandKind::go;
    for (std::size_t k = 1; k < w.size(); k += 2) {
        std::int64_t value = 0;
        if (k + 1 >= w.size() || !positive_number(w[k + 1], value))
            return unknown("go: '" + std::string(w[k]) + "' needs a positive whole number");
        if (w[k] == "movetime")
            c.movetime_ms = value;
        else if (w[k] == "depth")
            c.depth = value;
        else if (w[k] == "nodes")
            c.nodes = value;
        else
            return unknown("go: unknown limit '" + std::string(w[k]) + "'");
    }
    return c;
}

}  // namespace

EngineCommand parse_engine_command(std::string_view line) {
    const std::vector<std::string_view> w = words_of(line);
    if (w.empty()) return {};
    if (w[0] == "isready") return of_kind(EngineCommandKind::isready);
    if (w[0] == "newgame") return of_kind(EngineCommandKind::newgame);
    if (w[0] == "quit") return of_kind(EngineCommandKind::quit);
    if (w[0] == "position") return parse_position(w);
    if (w[0] == "go") return parse_go(w);
    return unknown("unknown command '" + std::string(w[0]) + "'");
}

}  // namespace damascope::cli
