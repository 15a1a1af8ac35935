// The position index: for every stored game, the key of the start position and of the position
// after each main-line ply, searchable by key (position search, opening explorer).
//
// One SQL row per position would cost more than the whole rest of an import (a 22,000-game file has
// 1.2 million positions), so entries are packed: a key's top 12 bits choose one of 4,096 buckets,
// and each write adds one row per bucket it touches (a "run": the bucket's new entries, sorted).
// A lookup reads the runs of one bucket (1/4096 of the index) and binary-searches each. Runs of a
// bucket are merged when they pile up.
//   position_runs(id INTEGER PRIMARY KEY, bucket INTEGER, data BLOB), index on bucket;
//   data = entries of 24 bytes, little-endian: key (8), next key (8; 0 after the last ply),
//          game id (6), ply (2); sorted by key, then game, then ply.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "core/result.hpp"
#include "database/sqlite.hpp"

namespace damascope::database {

struct PositionEntry {
    std::uint64_t key = 0;
    std::uint64_t next = 0;  // key of the position after the next ply; 0 if none
    std::int64_t game_id = 0;
    int ply = 0;
};

class PositionIndex {
  public:
    static constexpr int bucket_bits = 12;
    static constexpr int max_runs_per_bucket = 8;  // more are merged into one

    // Buffers an entry; nothing is written before flush().
    void add(const PositionEntry& e) { pending_.push_back(e); }
    // Writes the buffered entries (inside the caller's transaction). `compact` merges the buckets
    // that now hold too many runs (skip it during a bulk load; compact_all() at its end).
    core::Result<bool> flush(sqlite::Connection& db, bool compact);
    // Forgets the buffered entries (their transaction was rolled back).
    void discard() { pending_.clear(); }
    core::Result<bool> compact_all(sqlite::Connection& db);

    // Every entry with this key, sorted by game and ply.
    static core::Result<std::vector<PositionEntry>> find(sqlite::Connection& db, std::uint64_t key);
    // Removes a game's entries; `keys` are the game's position keys (which buckets to rewrite).
    static core::Result<bool> remove_game(sqlite::Connection& db, std::int64_t game_id,
                                          std::span<const std::uint64_t> keys);

  private:
    std::vector<PositionEntry> pending_;
};

}  // namespace damascope::database
