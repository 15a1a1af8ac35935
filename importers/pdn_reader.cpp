#include "importers/pdn_reader.hpp"

#include "importers/game_replay.hpp"

namespace damascope::importers {

PdnReader::PdnReader(std::unique_ptr<ByteSource> source, std::uint64_t total_bytes)
    : source_(std::move(source)),
      lines_(*source_),
      tokens_(lines_),
      parser_(tokens_),
      total_(total_bytes) {}

std::optional<ReadGame> PdnReader::next() {
    std::optional<RawGame> raw = parser_.next();
    if (!raw) return std::nullopt;
    return replay_game(std::move(*raw));
}

}  // namespace damascope::importers
