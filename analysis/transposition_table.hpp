// The transposition table: one per engine (one search thread), so no locking is needed.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace damascope::analysis {

enum class Bound : std::uint8_t { none, upper, lower, exact };

struct TableEntry {
    std::uint64_t key = 0;
    std::int16_t score = 0;  // relative to the node (score_to_table)
    std::int8_t depth = 0;
    Bound bound = Bound::none;
    std::uint16_t move = 0xFFFF;  // index of the best move in generate_legal's order; 0xFFFF: none
    std::uint8_t generation = 0;
};

class TranspositionTable {
  public:
    explicit TranspositionTable(std::size_t megabytes = 16);

    // Resizes (and clears); at least one bucket.
    void resize(std::size_t megabytes);
    void clear();
    // A new search: older entries become the first to be replaced.
    void new_search() { ++generation_; }

    // The entry for `key`, or nullptr.
    const TableEntry* probe(std::uint64_t key) const;
    void store(std::uint64_t key, int score, int depth, Bound bound, int move);

  private:
    static constexpr std::size_t bucket_size = 4;
    std::vector<TableEntry> entries_;
    std::size_t bucket_mask_ = 0;
    std::uint8_t generation_ = 0;
};

}  // namespace damascope::analysis
