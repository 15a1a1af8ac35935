// GameDatabase::stored_version: what another program's change to one game looks like from here.
#include "database/game_database_impl.hpp"

namespace damascope::database {

using core::Error;
using core::Result;

namespace {

// FNV-1a, 64 bits: only compared with itself, never stored.
void hash_bytes(std::uint64_t& h, std::span<const std::uint8_t> bytes) {
    for (std::uint8_t b : bytes) {
        h ^= b;
        h *= 0x100000001b3ULL;
    }
    h ^= bytes.size();  // "ab" + "c" and "a" + "bc" differ
    h *= 0x100000001b3ULL;
}

void hash_text(std::uint64_t& h, std::string_view text) {
    hash_bytes(h, {reinterpret_cast<const std::uint8_t*>(text.data()), text.size()});
}

}  // namespace

Result<std::optional<std::uint64_t>> GameDatabase::stored_version(std::int64_t id) const {
    auto& db = *impl_->db;
    std::uint64_t h = 0xcbf29ce484222325ULL;
    bool found = false;
    {
        auto q = db.cached("SELECT tags, moves_format, moves FROM game_data WHERE game_id = ?1");
        if (!q) return Error{q.error()};
        auto& st = **q;
        st.bind(1, id);
        auto row = st.step();
        if (!row) return Error{row.error()};
        if (*row) {
            found = true;
            hash_text(h, st.column_text(0));
            h ^= static_cast<std::uint64_t>(st.column_int64(1));
            hash_bytes(h, st.column_blob(2));
        }
    }
    if (!found) return std::optional<std::uint64_t>{};
    auto q = db.cached("SELECT engine, depth, time FROM analysis WHERE game_id = ?1");
    if (!q) return Error{q.error()};
    auto& st = **q;
    st.bind(1, id);
    auto row = st.step();
    if (!row) return Error{row.error()};
    if (*row) {
        hash_text(h, st.column_text(0));
        hash_text(h, std::to_string(st.column_int64(1)));
        hash_text(h, st.column_text(2));
    }
    return std::optional<std::uint64_t>{h};
}

void GameDatabase::set_busy_limit(std::chrono::milliseconds limit) {
    impl_->db->set_busy_limit(limit);
}

}  // namespace damascope::database
