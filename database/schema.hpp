// The database schema: an append-only list of migrations applied under PRAGMA user_version, and the
// secondary indexes that a bulk load drops and rebuilds.
#pragma once

#include <span>
#include <string_view>

#include "core/result.hpp"
#include "database/sqlite.hpp"

namespace damascope::database::schema {

// PRAGMA application_id of a damascope database ("DAMA").
inline constexpr int application_id = 0x44414D41;

// Migration i (0-based) takes the schema from user_version i to i + 1. Never edit a released
// migration: append a new one.
std::span<const std::string_view> migrations();
inline int latest_version() {
    return static_cast<int>(migrations().size());
}

// Applies the migrations after the current user_version up to `target` (default: all), each in its
// own transaction together with the new user_version. Safe against another connection migrating
// the same file at once: each transaction reads the version again before it changes anything.
core::Result<bool> migrate(sqlite::Connection& c, int target = -1);

struct SecondaryIndex {
    std::string_view name;
    std::string_view create_sql;
};
// Indexes for sorting, filtering and position search; not needed while games are added.
std::span<const SecondaryIndex> secondary_indexes();
core::Result<bool> drop_secondary_indexes(sqlite::Connection& c);
// Creates those that are missing (after a bulk load, or an import that was interrupted).
core::Result<bool> create_secondary_indexes(sqlite::Connection& c);

}  // namespace damascope::database::schema
