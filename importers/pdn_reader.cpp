#include "importers/pdn_reader.hpp"

#include <algorithm>

#include "importers/game_replay.hpp"

namespace damascope::importers {

PdnReader::PdnReader(std::unique_ptr<ByteSource> source, std::uint64_t total_bytes,
                     const ReadOptions& options)
    : source_(std::move(source)),
      lines_(*source_),
      tokens_(lines_),
      parser_(tokens_),
      total_(total_bytes),
      options_(options) {}

std::optional<ReadGame> PdnReader::read_one() {
    if (held_) {
        std::optional<ReadGame> g = std::move(held_);
        held_.reset();
        return g;
    }
    std::optional<RawGame> raw = parser_.next();
    if (!raw) return std::nullopt;
    return replay_game(std::move(*raw), options_);
}

// Junk that follows junk (a binary file falls apart into many pieces) is one report.
std::optional<ReadGame> PdnReader::next() {
    std::optional<ReadGame> g = read_one();
    if (!g || !g->junk) return g;
    int pieces = 1;
    while (auto more = read_one()) {
        if (!more->junk) {
            held_ = std::move(more);
            break;
        }
        ++pieces;
        g->end_line = std::max(g->end_line, more->end_line);
    }
    if (pieces > 1) {
        std::string_view first = g->skip_reason;
        first.remove_prefix(junk_reason_prefix.size());
        first.remove_suffix(junk_reason_suffix.size());
        g->skip_reason =
            std::string(junk_reason_prefix) + "lines " + std::to_string(g->line) + " to " +
            std::to_string(g->end_line) + " are " + std::to_string(pieces) +
            " pieces of text and none of them is a game (the first: " + std::string(first) + ")" +
            std::string(junk_reason_suffix);
    }
    return g;
}

}  // namespace damascope::importers
