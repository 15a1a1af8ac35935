#include "analysis/transposition_table.hpp"

#include <algorithm>
#include <bit>

namespace damascope::analysis {

TranspositionTable::TranspositionTable(std::size_t megabytes) {
    resize(megabytes);
}

void TranspositionTable::resize(std::size_t megabytes) {
    const std::size_t bytes = std::max<std::size_t>(megabytes, 1) << 20;
    std::size_t buckets =
        std::bit_floor(std::max<std::size_t>(bytes / (sizeof(TableEntry) * bucket_size), 1));
    entries_.assign(buckets * bucket_size, TableEntry{});
    bucket_mask_ = buckets - 1;
    generation_ = 0;
}

void TranspositionTable::clear() {
    std::fill(entries_.begin(), entries_.end(), TableEntry{});
    generation_ = 0;
}

const TableEntry* TranspositionTable::probe(std::uint64_t key) const {
    const TableEntry* bucket = &entries_[(key & bucket_mask_) * bucket_size];
    for (std::size_t i = 0; i < bucket_size; ++i)
        if (bucket[i].key == key && bucket[i].bound != Bound::none) return &bucket[i];
    return nullptr;
}

void TranspositionTable::store(std::uint64_t key, int score, int depth, Bound bound, int move) {
    TableEntry* bucket = &entries_[(key & bucket_mask_) * bucket_size];
    // Same key first; else the entry least worth keeping: old generation, then shallow.
    TableEntry* victim = &bucket[0];
    int victim_worth = 1 << 30;
    for (std::size_t i = 0; i < bucket_size; ++i) {
        TableEntry& e = bucket[i];
        if (e.key == key || e.bound == Bound::none) {
            victim = &e;
            break;
        }
        const int worth = e.depth + (e.generation == generation_ ? 256 : 0);
        if (worth < victim_worth) {
            victim = &e;
            victim_worth = worth;
        }
    }
    // Keep a deeper result for the same position unless this one is exact.
    if (victim->key == key && victim->generation == generation_ && depth < victim->depth &&
        bound != Bound::exact)
        return;
    if (move < 0 && victim->key == key) move = victim->move == 0xFFFF ? -1 : victim->move;
    victim->key = key;
    victim->score = static_cast<std::int16_t>(score);
    victim->depth = static_cast<std::int8_t>(std::clamp(depth, -100, 100));
    victim->bound = bound;
    victim->move = move < 0 ? std::uint16_t{0xFFFF} : static_cast<std::uint16_t>(move);
    victim->generation = generation_;
}

}  // namespace damascope::analysis
