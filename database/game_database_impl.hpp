// GameDatabase's private state and helpers shared by its source files (not part of the API).
#pragma once

#include <cstdint>
#include <cstring>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "database/explorer_store.hpp"
#include "database/game_database.hpp"
#include "database/position_index.hpp"
#include "database/signature_set.hpp"
#include "database/space_reserve.hpp"
#include "database/sqlite.hpp"
#include "database/wal_checkpointer.hpp"

namespace damascope::database {

struct GameDatabase::Impl {
    std::string path;
    std::unique_ptr<sqlite::Connection> db;
    std::string read_only_reason;               // why the file cannot be written; "" when it can
    bool checked = false;                       // check_writable() found the file sound
    bool bulk_active = false;                   // between begin_bulk() and end_bulk()
    std::unique_ptr<sqlite::Transaction> bulk;  // its transaction (none after a failed commit)
    std::unique_ptr<SpaceReserve> reserve;      // room for the indexes it dropped
    bool bulk_failed = false;                   // a game failed halfway: roll back, never commit
    PositionIndex positions;                    // entries of the games not yet flushed
    // During a bulk load: checkpoints on their own thread (nullptr: none, SQLite's own), and the
    // signatures of every stored game while `signatures_complete` (see add_game).
    std::unique_ptr<WalCheckpointer> checkpointer;
    SignatureSet signatures;
    bool signatures_complete = false;
    std::int64_t data_version = 0;  // PRAGMA data_version when the signatures were known complete
    // Every game's GameFacts by id, read when PRAGMA data_version (other connections' commits)
    // and total_changes() (this one's) were these.
    std::vector<GameFacts> facts;
    ChangeStamp facts_stamp;
    // The explorer's summaries of the positions that most games reach (no filter), by key, and
    // the last filter's game ids (game_ids()); both valid at their stamps.
    std::map<std::uint64_t, PositionSummary> summaries;
    std::size_t store_threshold = explorer_store::min_stored_visits;
    ChangeStamp summaries_stamp;
    std::string ids_filter;
    std::vector<std::int64_t> ids;
    ChangeStamp ids_stamp;
};

// Settings of every connection. synchronous=NORMAL is safe in WAL mode: a power loss may lose the
// last commits but never corrupts the file.
inline constexpr std::string_view connection_pragmas =
    "PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL; PRAGMA temp_store = MEMORY;";

// The moves signatures that more than one game with moves has (GameFilter::only_same_moves).
inline constexpr std::string_view repeated_moves_signatures =
    "SELECT moves_signature FROM games WHERE plies > 0 GROUP BY moves_signature "
    "HAVING count(*) > 1";

// The current time, UTC, ISO 8601.
std::string now_utc();

// `message` about `context` ("game 7", "the games table"), the fault kind kept first ("damaged:
// game 7: ..."), so that a caller prints it as it is and can still tell the kind (fault_kind).
inline core::Error in_context(std::string_view context, std::string_view message) {
    const std::string_view kind = fault_kind(message);
    const std::string where = std::string(context) + ": ";
    if (kind.empty()) return core::Error{where + std::string(message)};
    return core::Error{std::string(kind) + ": " + where +
                       std::string(message.substr(kind.size() + 2))};
}

// The columns of an analysis_plies row, the database's and a part's alike (part version 3), in the
// order read_analysis_ply reads them; `line` is the best line packed (move_codec's encode_line).
inline constexpr std::string_view analysis_ply_columns =
    "ply, score, mate_in, best, line, depth, marks";
// One analysis_plies row, its columns (analysis_ply_columns) from `first` on: "damaged: ply N:
// ..." when its line does not decode.
core::Result<PlyAnalysis> read_analysis_ply(const sqlite::Statement& st, int first);

// Stores (inserts or replaces) a game's analysis made at `time` (UTC, ISO 8601) and its plies,
// inside the caller's transaction.
core::Result<bool> write_analysis(sqlite::Connection& db, const GameAnalysis& a,
                                  const std::string& time);

// games.variant: the enum's numbers (0 Dama under the seed's rules, 1 Dhama, 2 Dama under the
// Turkish federation's rules); nullopt for a number this program does not know.
inline std::optional<core::Variant> variant_from_column(std::int64_t n) {
    for (core::Variant v : core::all_variants)
        if (static_cast<std::int64_t>(v) == n) return v;
    return std::nullopt;
}

// games.outcome: 0 ongoing, 1 White wins, 2 Black wins, 3 draw.
inline core::Outcome outcome_from_column(std::int64_t n) {
    switch (n) {
        case 1:
            return core::Outcome::white_wins;
        case 2:
            return core::Outcome::black_wins;
        case 3:
            return core::Outcome::draw;
        default:
            return core::Outcome::ongoing;
    }
}

// What GameDatabase::position_key() XORs into a position's hash.
inline std::uint64_t position_key_salt(core::Variant v) {
    // A fixed random salt for Dhama keeps the two games' keys apart. Dama under either rule set
    // shares the board: a position is found in the games of both.
    constexpr std::uint64_t dhama_salt = 0x6D5A56DA2B1F0C3EULL;
    return core::is_dama_family(v) ? 0 : dhama_salt;
}

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

// GameDatabase::change_stamp() of this connection.
inline core::Result<GameDatabase::ChangeStamp> stamp_of(GameDatabase::Impl& impl) {
    auto version = impl.db->query_int("PRAGMA data_version");
    if (!version) return core::Error{version.error()};
    return GameDatabase::ChangeStamp{*version, impl.db->total_changes()};
}

}  // namespace damascope::database
