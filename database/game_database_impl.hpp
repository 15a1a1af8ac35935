// GameDatabase's private state and helpers shared by its source files (not part of the API).
#pragma once

#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "database/game_database.hpp"
#include "database/position_index.hpp"
#include "database/sqlite.hpp"

namespace damascope::database {

struct GameDatabase::Impl {
    std::string path;
    std::unique_ptr<sqlite::Connection> db;
    std::unique_ptr<sqlite::Transaction> bulk;  // open while a bulk load runs
    bool bulk_failed = false;                   // a game failed halfway: roll back, never commit
    PositionIndex positions;                    // entries of the games not yet flushed
};

// The current time, UTC, ISO 8601.
std::string now_utc();

// The position keys of a game's start and main line.
std::vector<std::uint64_t> game_position_keys(const core::GameRecord& g);

// SQLite integers are signed: 64-bit keys are stored bit for bit.
inline std::int64_t to_sql(std::uint64_t v) {
    std::int64_t s;
    std::memcpy(&s, &v, sizeof s);
    return s;
}
inline std::uint64_t from_sql(std::int64_t v) {
    std::uint64_t u;
    std::memcpy(&u, &v, sizeof u);
    return u;
}

// PDN dates are written 1841.03.02, 1841-??-?? or 1841: stored with '-' between the parts.
inline std::string normalize_date(std::string d) {
    for (char& c : d)
        if (c == '.' || c == '/') c = '-';
    return d;
}

}  // namespace damascope::database
