// The transposition table. One table may serve several searches at once (the threads of an
// analysis share one): each slot is two 64-bit atomics, the entry packed into `data` and
// `check` = key ^ data, so a slot torn by two threads writing it at the same time no longer
// matches any key and is simply a miss. No locks; relaxed atomics are enough because a slot is
// only ever read whole through that check.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

namespace damascope::analysis {

enum class Bound : std::uint8_t { none, upper, lower, exact };

// An entry as probe() returns it (a copy: the slot may change right after).
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
    // Throws std::bad_alloc when the memory cannot be had.
    explicit TranspositionTable(std::size_t megabytes = 16);

    // Resizes (and clears); at least one bucket. Not while a search uses the table.
    void resize(std::size_t megabytes);
    // Empties the table. Not while a search uses the table.
    void clear();
    // A new search: older entries become the first to be replaced.
    void new_search() { generation_.fetch_add(1, std::memory_order_relaxed); }

    // The entry for `key`, copied into `out`; false when there is none.
    bool probe(std::uint64_t key, TableEntry& out) const;
    void store(std::uint64_t key, int score, int depth, Bound bound, int move);

  private:
    struct Slot {
        std::atomic<std::uint64_t> check{0};  // key ^ data
        std::atomic<std::uint64_t> data{0};   // the entry without its key (pack())
    };
    static constexpr std::size_t bucket_size = 4;

    std::unique_ptr<Slot[]> slots_;
    std::size_t slot_count_ = 0;
    std::size_t bucket_mask_ = 0;
    std::atomic<std::uint8_t> generation_{0};
};

}  // namespace damascope::analysis
