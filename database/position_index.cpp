#include "database/position_index.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#include <string>

namespace damascope::database {

using core::Error;
using core::Result;

namespace {

constexpr std::size_t entry_size = PositionIndex::entry_size;
constexpr std::uint64_t stored_key_mask = (std::uint64_t{1} << 48) - 1;
constexpr std::size_t bucket_count = std::size_t{1} << PositionIndex::bucket_bits;

int bucket_of_entry(const PositionEntry& e) {
    return static_cast<int>(e.key >> 48);
}

// Little-endian stores and loads of the low `bytes` of a value.
template <int bytes>
void put_le(std::uint8_t* p, std::uint64_t v) {
    if constexpr (std::endian::native == std::endian::little) {
        std::memcpy(p, &v, bytes);
    } else {
        for (int i = 0; i < bytes; ++i) p[i] = static_cast<std::uint8_t>(v >> (8 * i));
    }
}

template <int bytes>
std::uint64_t get_le(const std::uint8_t* p) {
    std::uint64_t v = 0;
    if constexpr (std::endian::native == std::endian::little) {
        std::memcpy(&v, p, bytes);
    } else {
        for (int i = 0; i < bytes; ++i) v |= static_cast<std::uint64_t>(p[i]) << (8 * i);
    }
    return v;
}

std::uint64_t stored_key_at(std::span<const std::uint8_t> run, std::size_t i) {
    return get_le<6>(run.data() + i * entry_size);
}

PositionEntry entry_at(std::span<const std::uint8_t> run, std::size_t i, int bucket) {
    const std::uint8_t* p = run.data() + i * entry_size;
    PositionEntry e;
    e.key = (static_cast<std::uint64_t>(bucket) << 48) | get_le<6>(p);
    e.next = static_cast<std::uint32_t>(get_le<4>(p + 6));
    e.game_id = static_cast<std::uint32_t>(get_le<4>(p + 10));
    e.ply = static_cast<std::uint16_t>(get_le<2>(p + 14));
    return e;
}

void put_entry(std::uint8_t* p, const PositionEntry& e) {
    put_le<6>(p, e.key);
    put_le<4>(p + 6, e.next);
    put_le<4>(p + 10, e.game_id);
    put_le<2>(p + 14, e.ply);
}

bool by_key(const PositionEntry& a, const PositionEntry& b) {
    if (a.key != b.key) return a.key < b.key;
    if (a.game_id != b.game_id) return a.game_id < b.game_id;
    return a.ply < b.ply;
}

// Writes entries (sorted, all of one bucket) as one new run.
Result<bool> write_run(sqlite::Connection& db, int bucket, std::span<const PositionEntry> entries,
                       std::vector<std::uint8_t>& buf) {
    buf.resize(entries.size() * entry_size);
    std::uint8_t* p = buf.data();
    for (const auto& e : entries) {
        put_entry(p, e);
        p += entry_size;
    }
    auto q = db.cached("INSERT INTO position_runs (bucket, data) VALUES (?1, ?2)");
    if (!q) return Error{q.error()};
    q.value()->bind(1, bucket);
    q.value()->bind_blob_ref(2, buf);
    return q.value()->run();
}

Result<bool> check_run(std::span<const std::uint8_t> run, int bucket) {
    if (run.size() % entry_size != 0)
        return Error{"damaged position index (bucket " + std::to_string(bucket) + ")"};
    return true;
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
        if (auto r = check_run(run, bucket); !r) return Error{r.error()};
        for (std::size_t i = 0; i < run.size() / entry_size; ++i) {
            PositionEntry e = entry_at(run, i, bucket);
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

void PositionIndex::add_game(std::span<const std::uint64_t> keys, std::int64_t game_id) {
    const std::size_t n = std::min(keys.size(), max_ply + 1);
    const std::size_t first = pending_.size();
    pending_.resize(first + n);
    PositionEntry* out = pending_.data() + first;
    for (std::size_t ply = 0; ply < n; ++ply) {
        out[ply].key = entry_key(keys[ply]);
        out[ply].next = ply + 1 < keys.size() ? next_tag(keys[ply + 1]) : 0;
        out[ply].game_id = static_cast<std::uint32_t>(game_id);
        out[ply].ply = static_cast<std::uint16_t>(ply);
    }
}

Result<bool> PositionIndex::flush(sqlite::Connection& db, bool compact) {
    // Both buffers keep their memory from flush to flush: a bulk load flushes megabytes each
    // time, and fresh pages cost a page fault each.
    std::vector<PositionEntry>& sorted = sorted_;
    if (pending_.size() < bucket_count) {
        sorted.swap(pending_);
        std::sort(sorted.begin(), sorted.end(), by_key);
    } else {
        // A bulk load: group by bucket with a counting sort, then sort each small group.
        std::vector<std::uint32_t> start(bucket_count + 1, 0);
        for (const auto& e : pending_) ++start[static_cast<std::size_t>(bucket_of_entry(e)) + 1];
        for (std::size_t b = 1; b < start.size(); ++b) start[b] += start[b - 1];
        sorted.resize(pending_.size());
        for (const auto& e : pending_)
            sorted[start[static_cast<std::size_t>(bucket_of_entry(e))]++] = e;
        // start[b] now ends bucket b.
        for (std::size_t b = 0, begin = 0; b < bucket_count; begin = start[b++])
            std::sort(sorted.begin() + static_cast<std::ptrdiff_t>(begin),
                      sorted.begin() + static_cast<std::ptrdiff_t>(start[b]), by_key);
    }
    pending_.clear();
    std::vector<std::uint8_t> buf;
    const std::span<const PositionEntry> all(sorted);
    for (std::size_t begin = 0; begin < all.size();) {
        const int bucket = bucket_of_entry(all[begin]);
        std::size_t end = begin + 1;
        while (end < all.size() && bucket_of_entry(all[end]) == bucket) ++end;
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
    sorted.clear();
    return true;
}

Result<bool> PositionIndex::compact_all(sqlite::Connection& db) {
    std::vector<int> buckets;
    {
        auto q = db.cached("SELECT bucket FROM position_runs GROUP BY bucket HAVING count(*) > ?1");
        if (!q) return Error{q.error()};
        auto& st = *q.value();
        st.bind(1, max_runs_per_bucket);
        auto rows = st.each_row([&] { buckets.push_back(st.column_int(0)); });
        if (!rows) return rows;
    }
    for (int b : buckets)
        if (auto r = merge_bucket(db, b, -1); !r) return r;
    return true;
}

Result<std::vector<PositionEntry>> PositionIndex::find(sqlite::Connection& db, std::uint64_t key) {
    auto q = db.cached("SELECT data FROM position_runs WHERE bucket = ?1");
    if (!q) return Error{q.error()};
    auto& st = *q.value();
    const std::uint64_t wanted = entry_key(key);
    const int bucket = static_cast<int>(wanted >> 48);
    const std::uint64_t stored = wanted & stored_key_mask;
    st.bind(1, bucket);
    std::vector<PositionEntry> out;
    for (;;) {
        auto row = st.step();
        if (!row) return Error{row.error()};
        if (!*row) break;
        const auto run = st.column_blob(0);
        if (auto r = check_run(run, bucket); !r) return Error{r.error()};
        const std::size_t n = run.size() / entry_size;
        // Binary search for the first entry with this key.
        std::size_t lo = 0, hi = n;
        while (lo < hi) {
            const std::size_t mid = lo + (hi - lo) / 2;
            if (stored_key_at(run, mid) < stored) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        for (std::size_t i = lo; i < n && stored_key_at(run, i) == stored; ++i)
            out.push_back(entry_at(run, i, bucket));
    }
    // One run (a compacted bucket) is in that order already: checking costs less than sorting.
    const auto by_game = [](const PositionEntry& a, const PositionEntry& b) {
        return a.game_id != b.game_id ? a.game_id < b.game_id : a.ply < b.ply;
    };
    if (!std::is_sorted(out.begin(), out.end(), by_game))
        std::sort(out.begin(), out.end(), by_game);
    return out;
}

Result<bool> PositionIndex::remove_game(sqlite::Connection& db, std::int64_t game_id,
                                        std::span<const std::uint64_t> keys) {
    std::vector<int> buckets;
    for (std::uint64_t k : keys) buckets.push_back(static_cast<int>(entry_key(k) >> 48));
    std::sort(buckets.begin(), buckets.end());
    buckets.erase(std::unique(buckets.begin(), buckets.end()), buckets.end());
    for (int b : buckets)
        if (auto r = merge_bucket(db, b, game_id); !r) return r;
    return true;
}

Result<bool> PositionIndex::convert_from_v3(sqlite::Connection& db) {
    // Version 3 entries: key (8), next key (8; 0 after the last ply), game id (6), ply (2).
    constexpr std::size_t old_size = 24;
    std::vector<std::int64_t> ids;
    {
        auto q = db.prepare("SELECT id FROM position_runs ORDER BY id");
        if (!q) return Error{q.error()};
        auto rows = (*q)->each_row([&] { ids.push_back((*q)->column_int64(0)); });
        if (!rows) return Error{rows.error()};
    }
    auto read = db.prepare("SELECT bucket, data FROM position_runs WHERE id = ?1");
    if (!read) return Error{read.error()};
    auto write = db.prepare("UPDATE position_runs SET data = ?2 WHERE id = ?1");
    if (!write) return Error{write.error()};
    std::vector<PositionEntry> entries;
    std::vector<std::uint8_t> buf;
    for (std::int64_t id : ids) {
        auto& rd = **read;
        rd.reset();
        rd.bind(1, id);
        auto row = rd.step();
        if (!row) return Error{row.error()};
        if (!*row) continue;
        const int bucket = rd.column_int(0);
        const auto run = rd.column_blob(1);
        if (run.size() % old_size != 0)
            return Error{"damaged position index (bucket " + std::to_string(bucket) + ")"};
        entries.clear();
        for (std::size_t i = 0; i < run.size() / old_size; ++i) {
            const std::uint8_t* p = run.data() + i * old_size;
            const std::uint64_t key = get_le<8>(p);
            const std::uint64_t next = get_le<8>(p + 8);
            const std::uint64_t game = get_le<6>(p + 16);
            if (game > static_cast<std::uint64_t>(max_game_id))
                return Error{"game id " + std::to_string(game) + " is beyond the position index"};
            PositionEntry e;
            e.key = entry_key(key);
            e.next = next != 0 ? next_tag(next) : 0;
            e.game_id = static_cast<std::uint32_t>(game);
            e.ply = static_cast<std::uint16_t>(get_le<2>(p + 22));
            entries.push_back(e);
        }
        rd.reset();
        // Keys that now agree on their stored bits sort by game and ply.
        std::sort(entries.begin(), entries.end(), by_key);
        buf.resize(entries.size() * entry_size);
        for (std::size_t i = 0; i < entries.size(); ++i)
            put_entry(buf.data() + i * entry_size, entries[i]);
        auto& wr = **write;
        wr.reset();
        wr.bind(1, id);
        wr.bind_blob_ref(2, buf);
        if (auto r = wr.run(); !r) return r;
    }
    return true;
}

}  // namespace damascope::database
