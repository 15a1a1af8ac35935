// Analysing a database in shards, one per process or cluster task (`damascope-cli analyze --all
// --shard K/N --out PART`): which games a shard takes, and the store that keeps its results in a
// part file while the database is only read.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "app/analysis_job.hpp"
#include "database/analysis_part.hpp"

namespace damascope::app {

// Shard K of N (1 <= K <= N <= max_shards).
struct Shard {
    int k = 1, n = 1;
};
inline constexpr int max_shards = 100'000;

// "K/N", both whole decimal numbers, 1 <= K <= N <= max_shards; the error says what is wrong.
core::Result<Shard> parse_shard(std::string_view text);

// The fixed rule: game `id` belongs to shard ((id - 1) mod N) + 1, whatever the order or the
// number of games, so every game is in exactly one shard and stays there.
inline bool in_shard(std::int64_t id, Shard s) {
    return (id - 1) % s.n == s.k - 1;
}
std::vector<std::int64_t> shard_games(const std::vector<std::int64_t>& ids, Shard s);

// Keeps the analyses in `part`, reading the games from `source` (never written). A game counts as
// analysed (skip_analysed) when the part or the database holds it at that depth or deeper.
class PartStore final : public AnalysisStore {
  public:
    PartStore(const database::GameDatabase& source, database::AnalysisPart& part)
        : source_(source), part_(part) {}
    core::Result<bool> check_writable() override { return true; }  // the part opened for writing
    core::Result<std::vector<std::int64_t>> games_analysed(int min_depth) override;
    core::Result<bool> save(const database::GameAnalysis& a) override;

  private:
    const database::GameDatabase& source_;
    database::AnalysisPart& part_;
};

}  // namespace damascope::app
