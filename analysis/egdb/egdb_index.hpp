// Position <-> index within one material's table: each kind of piece is a combination of squares
// of its domain (men never stand on their promotion rank), ranked in the combinatorial number
// system; the side to move is the top digit. Overlapping placements get an index but are skipped.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "egdb.hpp"

namespace damascope::analysis::egdb {

class Indexer {
  public:
    Indexer(core::Variant v, const Material& m);
    std::uint64_t size() const { return size_; }
    std::uint64_t index_of(const core::Position& pos) const;
    // The position at `index`, or nullopt when two pieces would share a square.
    std::optional<core::Position> position_at(std::uint64_t index) const;

  private:
    struct Kind {
        core::Piece piece;
        int count;
        std::vector<core::Square> domain;
        std::vector<int> slot_of;  // square -> place in domain (-1 outside)
        std::uint64_t combinations;
    };
    core::Variant variant_;
    std::vector<Kind> kinds_;
    std::uint64_t size_ = 0;
};

}  // namespace damascope::analysis::egdb
