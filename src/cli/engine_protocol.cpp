#include "cli/engine_protocol.hpp"

#include <charconv>
#include <vector>

#include "core/words.hpp"
#include "importers/message_text.hpp"

namespace damascope::cli {

namespace {

using core::words_of;

// A whole decimal number from 1 to `max`.
bool number_in_range(std::string_view text, std::int64_t max, std::int64_t& value) {
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    return ec == std::errc() && end == text.data() + text.size() && value > 0 && value <= max;
}

EngineCommand of_kind(EngineCommandKind kind) {
    EngineCommand c;
    c.kind = kind;
    return c;
}

EngineCommand refused(EngineCommandKind kind, std::string problem) {
    EngineCommand c;
    c.kind = kind;
    c.problem = std::move(problem);
    return c;
}

EngineCommand unknown(std::string problem) {
    return refused(EngineCommandKind::unknown, std::move(problem));
}

std::string quoted(std::string_view word) {
    // Appended piece by piece: "'" + clipped(word) gives GCC 12 a false -Wrestrict.
    std::string out(1, '\'');
    out += clipped(word);
    out += '\'';
    return out;
}

// position fen FEN [moves M...] | position startpos [moves M...]
EngineCommand parse_position(const std::vector<std::string_view>& w) {
    const auto bad = [](std::string problem) {
        return refused(EngineCommandKind::position, "position: " + std::move(problem));
    };
    for (std::string_view word : w)
        if (word.size() > max_position_word_bytes)
            return bad(quoted(word) + " is no FEN and no move (those take at most " +
                       std::to_string(max_position_word_bytes) + " bytes)");
    EngineCommand c;
    c.kind = EngineCommandKind::position;
    std::size_t next = 2;
    if (w.size() >= 2 && w[1] == "startpos") {
    } else if (w.size() >= 3 && w[1] == "fen") {
        c.fen = std::string(w[2]);
        next = 3;
    } else {
        return bad("needs 'fen FEN' or 'startpos'");
    }
    if (next < w.size()) {
        if (w[next] != "moves")
            return bad("expected 'moves' after the position, not " + quoted(w[next]));
        for (std::size_t k = next + 1; k < w.size(); ++k) {
            if (!c.moves.empty()) c.moves += ' ';
            c.moves += w[k];
        }
    }
    return c;
}

// go movetime MS | go depth D | go nodes N (several may be combined), in the ranges of `search`.
EngineCommand parse_go(const std::vector<std::string_view>& w) {
    struct Limit {
        std::string_view name;
        std::int64_t max;
        std::int64_t EngineCommand::*value;
    };
    static constexpr Limit limits[] = {{"movetime", 86'400'000, &EngineCommand::movetime_ms},
                                       {"depth", 100, &EngineCommand::depth},
                                       {"nodes", 1'000'000'000'000, &EngineCommand::nodes}};
    const auto bad = [](std::string problem) {
        return refused(EngineCommandKind::go, "go: " + std::move(problem));
    };
    EngineCommand c;
    c.kind = EngineCommandKind::go;
    for (std::size_t k = 1; k < w.size(); k += 2) {
        const Limit* limit = nullptr;
        for (const Limit& l : limits)
            if (w[k] == l.name) limit = &l;
        if (!limit)
            return bad("unknown limit " + quoted(w[k]) + " (movetime MS, depth D or nodes N)");
        std::int64_t value = 0;
        if (k + 1 >= w.size() || !number_in_range(w[k + 1], limit->max, value))
            return bad(std::string(limit->name) + " needs a whole number from 1 to " +
                       std::to_string(limit->max) +
                       (k + 1 < w.size() ? ", not " + quoted(w[k + 1]) : ""));
        c.*limit->value = value;
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
    return unknown("unknown command " + quoted(w[0]));
}

std::string clipped(std::string_view text, std::size_t max_bytes) {
    if (text.size() <= max_bytes) return std::string(text);
    return std::string(text.substr(0, importers::utf8_prefix_length(text, max_bytes))) +
           "\xE2\x80\xA6 (" + std::to_string(text.size()) + " bytes)";
}

}  // namespace damascope::cli
