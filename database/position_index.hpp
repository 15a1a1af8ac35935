// The position index: for every stored game, the key of the start position and of the position
// after each main-line ply, searchable by key (position search, opening explorer).
//
// One SQL row per position would cost more than the whole rest of an import (a 22,000-game file has
// 1.2 million positions), so entries are packed: a key's top 12 bits choose one of 4,096 buckets,
// and each write adds one row per bucket it touches (a "run": the bucket's new entries, sorted).
// A lookup reads the runs of one bucket (1/4096 of the index) and binary-searches each. Runs of a
// bucket are merged when they pile up.
//   position_runs(id INTEGER PRIMARY KEY, bucket INTEGER, data BLOB), index on bucket;
//   data = entries of 16 bytes, little-endian (schema version 4; version 3 had 24):
//          key bits 4..51 (6; bits 52..63 are the bucket, bits 0..3 are dropped: positions are
//          told apart by 60 bits), next tag (4: the low 32 bits of the key after the next ply,
//          0 after the last ply; the explorer finds the move among those possible in the
//          position), game id (4), ply (2); sorted by key, then game, then ply.
// 16 bytes instead of 24 make the index, two thirds of a database file, a third smaller, and an
// import that much faster.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "core/result.hpp"
#include "database/sqlite.hpp"

namespace damascope::database {

struct PositionEntry {
    std::uint64_t key = 0;   // the position key's top 60 bits (key >> 4): bucket and stored key
    std::uint32_t next = 0;  // next_tag() of the position after the next ply; 0 if none
    std::uint32_t game_id = 0;
    std::uint16_t ply = 0;
};

class PositionIndex {
  public:
    static constexpr int bucket_bits = 12;
    static constexpr int max_runs_per_bucket = 8;  // more are merged into one
    static constexpr std::size_t entry_size = 16;
    // Games and plies the entries can hold; positions beyond are not indexed.
    static constexpr std::int64_t max_game_id = 0xFFFFFFFF;
    static constexpr std::size_t max_ply = 0xFFFF;

    // The 60 bits of a key that are stored, as PositionEntry::key.
    static constexpr std::uint64_t entry_key(std::uint64_t key) { return key >> 4; }
    // What an entry keeps of the key of the next position (never 0, which means "none").
    static constexpr std::uint32_t next_tag(std::uint64_t key) {
        const auto low = static_cast<std::uint32_t>(key);
        return low != 0 ? low : 1;
    }

    // Buffers the entries of a game: `keys` are its position keys (start, then after each ply).
    // Nothing is written before flush().
    void add_game(std::span<const std::uint64_t> keys, std::int64_t game_id);
    // Writes the buffered entries (inside the caller's transaction). `compact` merges the buckets
    // that now hold too many runs (skip it during a bulk load; compact_all() at its end).
    core::Result<bool> flush(sqlite::Connection& db, bool compact);
    // Forgets the buffered entries (their transaction was rolled back).
    void discard() { pending_.clear(); }
    // Gives back the memory kept for the next flush (at the end of a bulk load).
    void release() {
        std::vector<PositionEntry>().swap(pending_);
        std::vector<PositionEntry>().swap(sorted_);
    }
    std::size_t pending() const { return pending_.size(); }
    core::Result<bool> compact_all(sqlite::Connection& db);

    // Every entry with this key, sorted by game and ply.
    static core::Result<std::vector<PositionEntry>> find(sqlite::Connection& db, std::uint64_t key);
    // Removes a game's entries; `keys` are the game's position keys (which buckets to rewrite).
    static core::Result<bool> remove_game(sqlite::Connection& db, std::int64_t game_id,
                                          std::span<const std::uint64_t> keys);
    // Schema migration 3 -> 4: rewrites the runs from 24-byte entries to 16-byte ones.
    static core::Result<bool> convert_from_v3(sqlite::Connection& db);

  private:
    std::vector<PositionEntry> pending_;
    std::vector<PositionEntry> sorted_;  // flush()'s work space
};

}  // namespace damascope::database
