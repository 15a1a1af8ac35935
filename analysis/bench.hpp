// The bench: fixed positions of both games searched at fixed depths. The total node count is the
// signature that pins search behaviour (any change to search or evaluation moves it).
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "analysis/learned/network.hpp"
#include "core/types.hpp"

namespace damascope::analysis {

struct BenchPosition {
    const char* name;
    core::Variant variant;
    const char* fen;
    int depth;
};

// Start and middlegame positions of Dama and Dhama.
std::span<const BenchPosition> bench_positions();

struct BenchEntry {
    std::string name;
    int depth = 0;
    std::uint64_t nodes = 0;
    std::int64_t time_ms = 0;
    int score = 0;  // White's view
};

struct BenchResult {
    std::vector<BenchEntry> entries;
    std::uint64_t nodes = 0;
    std::int64_t time_ms = 0;
    std::uint64_t nps = 0;
    std::uint64_t signature = 0;  // the total node count: deterministic
};

// Searches every bench position on one thread with a fresh engine state each time, with the
// learned evaluation of `networks` where they have the variant's (the classic one elsewhere) and
// no endgame tables. `depth_offset` adds to every position's depth (negative for a quick run).
BenchResult run_bench(int depth_offset = 0,
                      const std::function<void(const BenchEntry&)>& on_entry = {},
                      const learned::NetworkSet& networks = {});

}  // namespace damascope::analysis
