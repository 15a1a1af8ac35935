#include "analysis/transposition_table.hpp"

#include <algorithm>
#include <bit>

namespace damascope::analysis {

namespace {

// An entry without its key in 56 bits: score 16, depth 8, bound 8, move 16, generation 8.
std::uint64_t pack(const TableEntry& e) {
    return static_cast<std::uint64_t>(static_cast<std::uint16_t>(e.score)) |
           static_cast<std::uint64_t>(static_cast<std::uint8_t>(e.depth)) << 16 |
           static_cast<std::uint64_t>(e.bound) << 24 | static_cast<std::uint64_t>(e.move) << 32 |
           static_cast<std::uint64_t>(e.generation) << 48;
}

TableEntry unpack(std::uint64_t key, std::uint64_t data) {
    TableEntry e;
    e.key = key;
    e.score = static_cast<std::int16_t>(static_cast<std::uint16_t>(data & 0xFFFF));
    e.depth = static_cast<std::int8_t>(static_cast<std::uint8_t>((data >> 16) & 0xFF));
    e.bound = static_cast<Bound>((data >> 24) & 0x3);
    e.move = static_cast<std::uint16_t>((data >> 32) & 0xFFFF);
    e.generation = static_cast<std::uint8_t>((data >> 48) & 0xFF);
    return e;
}

}  // namespace

TranspositionTable::TranspositionTable(std::size_t megabytes) {
    resize(megabytes);
}

void TranspositionTable::resize(std::size_t megabytes) {
    const std::size_t bytes = std::max<std::size_t>(megabytes, 1) << 20;
    const std::size_t buckets =
        std::bit_floor(std::max<std::size_t>(bytes / (sizeof(Slot) * bucket_size), 1));
    slots_.reset();  // the old table goes before the new one is allocated
    slot_count_ = 0;
    slots_ = std::make_unique<Slot[]>(buckets * bucket_size);
    slot_count_ = buckets * bucket_size;
    bucket_mask_ = buckets - 1;
    generation_.store(0, std::memory_order_relaxed);
}

void TranspositionTable::clear() {
    for (std::size_t i = 0; i < slot_count_; ++i) {
        slots_[i].check.store(0, std::memory_order_relaxed);
        slots_[i].data.store(0, std::memory_order_relaxed);
    }
    generation_.store(0, std::memory_order_relaxed);
}

bool TranspositionTable::probe(std::uint64_t key, TableEntry& out) const {
    const Slot* bucket = &slots_[(key & bucket_mask_) * bucket_size];
    for (std::size_t i = 0; i < bucket_size; ++i) {
        const std::uint64_t data = bucket[i].data.load(std::memory_order_relaxed);
        const std::uint64_t check = bucket[i].check.load(std::memory_order_relaxed);
        if ((check ^ data) != key) continue;
        const TableEntry e = unpack(key, data);
        if (e.bound == Bound::none) continue;
        out = e;
        return true;
    }
    return false;
}

void TranspositionTable::store(std::uint64_t key, int score, int depth, Bound bound, int move) {
    Slot* bucket = &slots_[(key & bucket_mask_) * bucket_size];
    const auto generation = generation_.load(std::memory_order_relaxed);
    // Same key first; else the entry least worth keeping: old generation, then shallow.
    Slot* victim = &bucket[0];
    TableEntry old;
    int victim_worth = 1 << 30;
    for (std::size_t i = 0; i < bucket_size; ++i) {
        const std::uint64_t data = bucket[i].data.load(std::memory_order_relaxed);
        const TableEntry e = unpack(bucket[i].check.load(std::memory_order_relaxed) ^ data, data);
        if (e.key == key || e.bound == Bound::none) {
            victim = &bucket[i];
            old = e;
            break;
        }
        const int worth = e.depth + (e.generation == generation ? 256 : 0);
        if (worth < victim_worth) {
            victim = &bucket[i];
            old = e;
            victim_worth = worth;
        }
    }
    // Keep a deeper result for the same position unless this one is exact.
    if (old.key == key && old.generation == generation && depth < old.depth &&
        bound != Bound::exact)
        return;
    if (move < 0 && old.key == key) move = old.move == 0xFFFF ? -1 : old.move;
    TableEntry e;
    e.score = static_cast<std::int16_t>(score);
    e.depth = static_cast<std::int8_t>(std::clamp(depth, -100, 100));
    e.bound = bound;
    e.move = move < 0 ? std::uint16_t{0xFFFF} : static_cast<std::uint16_t>(move);
    e.generation = generation;
    const std::uint64_t data = pack(e);
    victim->data.store(data, std::memory_order_relaxed);
    victim->check.store(key ^ data, std::memory_order_relaxed);
}

}  // namespace damascope::analysis
