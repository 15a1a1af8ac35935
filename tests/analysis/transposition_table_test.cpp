// The transposition table: what is stored comes back whole, and a table shared by threads that
// store and probe at the same time never hands out an entry torn between two writes.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>
#include <vector>

#include "analysis/engine.hpp"
#include "analysis/transposition_table.hpp"
#include "core/movegen.hpp"
#include "core/position.hpp"

namespace damascope::analysis {
namespace {

TEST(TranspositionTableTest, StoresAndProbesEveryField) {
    TranspositionTable tt(1);
    const std::uint64_t key = 0x0123'4567'89AB'CDEFull;
    TableEntry e;
    EXPECT_FALSE(tt.probe(key, e));
    tt.store(key, -29'990, -7, Bound::lower, 41);
    ASSERT_TRUE(tt.probe(key, e));
    EXPECT_EQ(e.key, key);
    EXPECT_EQ(e.score, -29'990);
    EXPECT_EQ(e.depth, -7);
    EXPECT_EQ(e.bound, Bound::lower);
    EXPECT_EQ(e.move, 41);
    // No move given: the one stored for the position stays.
    tt.store(key, 120, 9, Bound::exact, -1);
    ASSERT_TRUE(tt.probe(key, e));
    EXPECT_EQ(e.score, 120);
    EXPECT_EQ(e.depth, 9);
    EXPECT_EQ(e.bound, Bound::exact);
    EXPECT_EQ(e.move, 41);
    // A shallower bound does not replace a deeper result of the same search.
    tt.store(key, 5, 3, Bound::upper, 2);
    ASSERT_TRUE(tt.probe(key, e));
    EXPECT_EQ(e.depth, 9);
    // Another key in the same bucket is another entry; key 0 is found like any other.
    tt.store(0, 77, 1, Bound::exact, 0);
    ASSERT_TRUE(tt.probe(0, e));
    EXPECT_EQ(e.score, 77);
    tt.clear();
    EXPECT_FALSE(tt.probe(key, e));
    EXPECT_FALSE(tt.probe(0, e));
}

// Every entry's fields are a function of its key; threads store and probe keys that all fall in
// one bucket, so its four slots are overwritten all the time. A probe that finds a key must see
// that key's fields: an entry torn by two writers would pair one key with another's fields.
TEST(TranspositionTableTest, SharedByThreadsAnEntryIsNeverTorn) {
    TranspositionTable tt(1);
    const auto mix = [](std::uint64_t k) { return k * 0x9E37'79B9'7F4A'7C15ull; };
    const auto score_of = [&](std::uint64_t k) {
        return static_cast<int>(mix(k) % 20'001) - 10'000;
    };
    const auto depth_of = [&](std::uint64_t k) { return static_cast<int>((mix(k) >> 20) % 60); };
    const auto move_of = [&](std::uint64_t k) { return static_cast<int>((mix(k) >> 30) % 300); };
    std::atomic<long> hits{0}, torn{0};
    std::atomic<int> ready{0};
    constexpr int thread_count = 4;
    auto work = [&](std::uint64_t seed) {
        // All start together, so that they really write the same slots at the same time.
        ++ready;
        while (ready.load() < thread_count) std::this_thread::yield();
        std::uint64_t x = seed;
        for (int i = 0; i < 2'000'000; ++i) {
            x = x * 6364136223846793005ull + 1442695040888963407ull;
            const std::uint64_t key = ((x >> 33) % 12 + 1) << 32;  // low bits 0: bucket 0
            TableEntry e;
            if (tt.probe(key, e)) {
                ++hits;
                if (e.score != score_of(key) || e.depth != depth_of(key) ||
                    e.move != move_of(key) || e.bound != Bound::exact)
                    ++torn;
            }
            tt.store(key, score_of(key), depth_of(key), Bound::exact, move_of(key));
        }
    };
    std::vector<std::thread> threads;
    for (std::uint64_t t = 0; t < thread_count; ++t) threads.emplace_back(work, t + 1);
    for (auto& t : threads) t.join();
    EXPECT_GT(hits.load(), 100'000);
    EXPECT_EQ(torn.load(), 0);
}

// Engines searching at the same time on one table each find a legal move with a sane score.
TEST(TranspositionTableTest, EnginesShareOneTable) {
    auto table = std::make_shared<TranspositionTable>(4);
    std::vector<SearchResult> results(4);
    std::vector<std::thread> threads;
    for (std::size_t t = 0; t < results.size(); ++t) {
        threads.emplace_back([&, t] {
            EngineOptions options;
            options.shared_table = table;
            Engine engine(options);
            Limits limits;
            limits.depth = 7;
            const auto variant = t % 2 == 0 ? core::Variant::dama : core::Variant::dhama;
            results[t] = engine.search(core::Position::initial(variant), limits);
            engine.new_game();  // leaves the shared table to the others
        });
    }
    for (auto& t : threads) t.join();
    for (std::size_t t = 0; t < results.size(); ++t) {
        const auto pos =
            core::Position::initial(t % 2 == 0 ? core::Variant::dama : core::Variant::dhama);
        core::MoveList legal;
        core::generate_legal(pos, legal);
        ASSERT_TRUE(results[t].has_move);
        EXPECT_TRUE(legal.contains(results[t].lines.front().pv.front()));
        EXPECT_LT(std::abs(results[t].score), 1000);
        EXPECT_EQ(results[t].depth, 7);
    }
}

}  // namespace
}  // namespace damascope::analysis
