#include "database/position_index.hpp"

#include <algorithm>
#include <tuple>

namespace damascope::database {

using core::Error;
using core::Result;

namespace {

constexpr std::size_t entry_size = 24;

int bucket_of(std::uint64_t key) {
    return static_cast<int>(key >> (64 - PositionIndex::bucket_bits));
}

void put_le(std::uint8_t* p, std::uint64_t v, int bytes) {
    for (int i = 0; i < bytes; ++i) p[i] = static_cast<std::uint8_t>(v >> (8 * i));
}

std::uint64_t get_le(const std::uint8_t* p, int bytes) {
    std::uint64_t v = 0;
    for (int i = 0; i < bytes; ++i) v |= static_cast<std::uint64_t>(p[i]) << (8 * i);
    return v;
}

std::uint64_t key_at(std::span<const std::uint8_t> run, std::size_t i) {
    return get_le(run.data() + i * entry_size, 8);
}

PositionEntry entry_at(std::span<const std::uint8_t> run, std::size_t i) {
    const std::uint8_t* p = run.data() + i * entry_size;
    PositionEntry e;
    e.key = get_le(p, 8);
    e.next = get_le(p + 8, 8);
    e.game_id = static_cast<std::int64_t>(get_le(p + 16, 6));
    e.ply = static_cast<int>(get_le(p + 22, 2));
    return e;
}

bool by_key(const PositionEntry& a, const PositionEntry& b) {
    return std::tie(a.key, a.game_id, a.ply) < std::tie(b.key, b.game_id, b.ply);
}

// Writes entries (sorted, all of one bucket) as one new run.
Result<bool> write_run(sqlite::Connection& db, int bucket, std::span<const PositionEntry> entries,
                       std::vector<std::uint8_t>& buf) {
    buf.resize(entries.size() * entry_size);
    std::uint8_t* p = buf.data();
    for (const auto& e : entries) {
        put_le(p, e.key, 8);
        put_le(p + 8, e.next, 8);
        put_le(p + 16, static_cast<std::uint64_t>(e.game_id), 6);
        put_le(p + 22, static_cast<std::uint64_t>(e.ply), 2);
        p += entry_size;
    }
    auto q = db.cached("INSERT INTO position_runs (bucket, data) VALUES (?1, ?2)");
    if (!q) return Error{q.error()};
    q.value()->bind(1, bucket);
    q.value()->bind_blob(2, buf);
    return q.value()->run();
}

// Reads every entry of a bucket (except those of `skip_game`).
Result<std::vector<PositionEntry>> read_bucket(sqlite::Connection& db, int bucket,
                                               std::int64_t skip_game) {
    auto q = db.cached("SELECT data FROM position_runs WHERE bucket = ?1");
    if (!q) return Error{q.error()};
    auto& st = *q.value();
    st.bind(1, bucket);
    std::vector<PositionEntry> out;
    for (;;) {
        auto row = st.step();
        if (!row) return Error{row.error()};
        if (!*row) break;
        const auto run = st.column_blob(0);
        if (run.size() % entry_size != 0)
            return Error{"damaged position index (bucket " + std::to_string(bucket) + ")"};
        for (std::size_t i = 0; i < run.size() / entry_size; ++i) {
            PositionEntry e = entry_at(run, i);
            if (e.game_id != skip_game) out.push_back(e);
        }
    }
    return out;
}

// Replaces the runs of a bucket by one (without `skip_game`'s entries).
Result<bool> merge_bucket(sqlite::Connection& db, int bucket, std::int64_t skip_game) {
    auto entries = read_bucket(db, bucket, skip_game);
    if (!entries) return Error{entries.error()};
    auto q = db.cached("DELETE FROM position_runs WHERE bucket = ?1");
    if (!q) return Error{q.error()};
    q.value()->bind(1, bucket);
    if (auto r = q.value()->run(); !r) return r;
    if (entries->empty()) return true;
    std::sort(entries.value().begin(), entries.value().end(), by_key);
    std::vector<std::uint8_t> buf;
    return write_run(db, bucket, *entries, buf);
}

}  // namespace

Result<bool> PositionIndex::flush(sqlite::Connection& db, bool compact) {
    const auto by_key = [](const PositionEntry& x, const PositionEntry& y) {
        return std::tie(x.key, x.game_id, x.ply) < std::tie(y.key, y.game_id, y.ply);
    };
    std::vector<PositionEntry> sorted;
    constexpr std::size_t buckets = std::size_t{1} << PositionIndex::bucket_bits;
    if (pending_.size() < buckets) {
        sorted = std::move(pending_);
        std::sort(sorted.begin(), sorted.end(), by_key);
    } else {
        // A bulk load: group by bucket with a counting sort, then sort each small group.
        std::vector<std::uint32_t> start(buckets + 1, 0);
        for (const auto& e : pending_) ++start[static_cast<std::size_t>(bucket_of(e.key)) + 1];
        for (std::size_t b = 1; b < start.size(); ++b) start[b] += start[b - 1];
        sorted.resize(pending_.size());
        for (const auto& e : pending_)
            sorted[start[static_cast<std::size_t>(bucket_of(e.key))]++] = e;
        // start[b] now ends bucket b.
        for (std::size_t b = 0, begin = 0; b < buckets; begin = start[b++])
            std::sort(sorted.begin() + static_cast<std::ptrdiff_t>(begin),
                      sorted.begin() + static_cast<std::ptrdiff_t>(start[b]), by_key);
    }
    pending_.clear();
    std::vector<std::uint8_t> buf;
    const std::span<const PositionEntry> all(sorted);
    for (std::size_t begin = 0; begin < all.size();) {
        const int bucket = bucket_of(all[begin].key);
        std::size_t end = begin + 1;
        while (end < all.size() && bucket_of(all[end].key) == bucket) ++end;
        if (auto r = write_run(db, bucket, all.subspan(begin, end - begin), buf); !r) return r;
        begin = end;
        if (!compact) continue;
        auto q = db.cached("SELECT count(*) FROM position_runs WHERE bucket = ?1");
        if (!q) return Error{q.error()};
        q.value()->bind(1, bucket);
        auto row = q.value()->step();
        if (!row) return Error{row.error()};
        if (q.value()->column_int(0) > max_runs_per_bucket) {
            if (auto r = merge_bucket(db, bucket, -1); !r) return r;
        }
    }
    return true;
}

Result<bool> PositionIndex::compact_all(sqlite::Connection& db) {
    std::vector<int> buckets;
    {
        auto q = db.cached("SELECT bucket FROM position_runs GROUP BY bucket HAVING count(*) > ?1");
        if (!q) return Error{q.error()};
        auto& st = *q.value();
        st.bind(1, max_runs_per_bucket);
        for (;;) {
            auto row = st.step();
            if (!row) return Error{row.error()};
            if (!*row) break;
            buckets.push_back(st.column_int(0));
        }
    }
    for (int b : buckets)
        if (auto r = merge_bucket(db, b, -1); !r) return r;
    return true;
}

Result<std::vector<PositionEntry>> PositionIndex::find(sqlite::Connection& db, std::uint64_t key) {
    auto q = db.cached("SELECT data FROM position_runs WHERE bucket = ?1");
    if (!q) return Error{q.error()};
    auto& st = *q.value();
    st.bind(1, bucket_of(key));
    std::vector<PositionEntry> out;
    for (;;) {
        auto row = st.step();
        if (!row) return Error{row.error()};
        if (!*row) break;
        const auto run = st.column_blob(0);
        if (run.size() % entry_size != 0) return Error{"damaged position index"};
        // Binary search for the first entry with this key.
        std::size_t lo = 0, hi = run.size() / entry_size;
        while (lo < hi) {
            const std::size_t mid = lo + (hi - lo) / 2;
            if (key_at(run, mid) < key) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        for (std::size_t i = lo; i < run.size() / entry_size && key_at(run, i) == key; ++i)
            out.push_back(entry_at(run, i));
    }
    std::sort(out.begin(), out.end(), [](const PositionEntry& a, const PositionEntry& b) {
        return std::tie(a.game_id, a.ply) < std::tie(b.game_id, b.ply);
    });
    return out;
}

Result<bool> PositionIndex::remove_game(sqlite::Connection& db, std::int64_t game_id,
                                        std::span<const std::uint64_t> keys) {
    std::vector<int> buckets;
    for (std::uint64_t k : keys) buckets.push_back(bucket_of(k));
    std::sort(buckets.begin(), buckets.end());
    buckets.erase(std::unique(buckets.begin(), buckets.end()), buckets.end());
    for (int b : buckets)
        if (auto r = merge_bucket(db, b, game_id); !r) return r;
    return true;
}

}  // namespace damascope::database
