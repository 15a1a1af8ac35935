// A part file: the analyses of one shard of a database's games, written by `damascope-cli analyze
// --all --shard K/N --out PART` and copied into the database by GameDatabase::merge_analysis.
// Each task of a cluster writes its own part, so that no SQLite file is ever written by many hosts
// at once over a network file system; the database itself is only read meanwhile.
//
// A part is an SQLite file of its own (PRAGMA application_id "DAMP", rollback journal rather than
// WAL, which a network file system cannot share): the id of the database it was read from, its
// shard, and per game the analysis as the database stores it plus the game's moves signature
// (merge_analysis leaves out a game whose moves changed since) and a checksum of it all (part
// version 2). Version 3 keeps each line as packed moves, as the database does since its schema
// version 15; versions 1 and 2 kept them as text, which merge_analysis still reads (from each
// ply's position, analysis_for_game). A part travels over networks and disks the database never
// sees, so merge_analysis checks every byte of it (verify, part_game_problem, analysis_for_game)
// before using any.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.hpp"
#include "database/game_database.hpp"

namespace damascope::database {

struct PartInfo {
    std::string database_id;    // GameDatabase::database_id() of the database read
    int shard = 1, shards = 1;  // shard K of N: the games with (id - 1) mod N = K - 1
    // The games the shard had to analyse when it last started (filters applied, games analysed as
    // deep in the database left out); `cluster status` shows the games stored against it.
    std::int64_t games_total = 0;
    std::string created;  // UTC, ISO 8601 (set when the file is made)
};

// One game's analysis as a part holds it.
struct PartGame {
    GameAnalysis analysis;  // its plies' lines empty in a part of version 1 or 2 (text_lines)
    // Parts of versions 1 and 2: each ply's line as written there (moves in the project's
    // notation, separated by spaces), in the order of analysis.plies; nullopt in version 3.
    std::optional<std::vector<std::string>> text_lines;
    // Version 3: the first line that does not decode ("ply 3: damaged line ..."), "" when none.
    std::string unreadable;
    std::string time;  // when it was made (UTC, ISO 8601): merge_analysis stores it as it is
    std::uint64_t moves_signature = 0;
    // part_game_checksum as it was stored (part versions 2 and 3); none in a part of version 1.
    std::optional<std::uint64_t> checksum;
};

// FNV-1a over every field of a game's analysis in a part, its time and moves signature included.
// The lines are hashed as moves (from, to, captured squares), or, given `text_lines` (a part of
// version 2), as those texts in their place, as version 2 hashed them.
std::uint64_t part_game_checksum(const GameAnalysis& a, std::uint64_t moves_signature,
                                 std::string_view time,
                                 const std::vector<std::string>* text_lines = nullptr);
// What is wrong with a game read from a part, "" when nothing is: a line that does not decode, a
// checksum that does not match, positions that are not plies 0, 1, 2... , a score, mate, depth or
// mark out of range.
std::string part_game_problem(const PartGame& g);
// The analysis of `g` checked against `game` and ready to store: an error when a ply is past the
// game's end, or a best move or a line is no legal move (or line of legal moves) in the position
// at its ply. A part of version 1 or 2 has its text lines read into moves here.
core::Result<GameAnalysis> analysis_for_game(const PartGame& g, const core::GameRecord& game);

class AnalysisPart {
  public:
    // PRAGMA application_id of a part file ("DAMP").
    static constexpr int application_id = 0x44414D50;

    // Opens the part at `path` to add to it, creating it with `info` when there is no such file
    // (or an empty one). An existing part must be of the same database and shard (resuming a
    // task); its games_total becomes info's. A damascope database or any other file is refused.
    static core::Result<AnalysisPart> create_or_open(const std::string& path, const PartInfo& info);
    // Opens an existing part for reading (merge, status).
    static core::Result<AnalysisPart> open(const std::string& path);

    AnalysisPart(AnalysisPart&&) noexcept;
    AnalysisPart& operator=(AnalysisPart&&) noexcept;
    ~AnalysisPart();

    const PartInfo& info() const;
    const std::string& path() const;
    // Ids of the games stored with an analysis of `min_depth` or deeper, ascending.
    core::Result<std::vector<std::int64_t>> games_analysed(int min_depth) const;
    // How many games the part holds.
    core::Result<std::int64_t> game_count() const;
    // Stores a game's analysis (committed at once) unless one deeper is stored; returns whether
    // it did. `time` empty: now.
    core::Result<bool> save(const GameAnalysis& a, std::uint64_t moves_signature,
                            const std::string& time = "");
    // Checks the whole file: PRAGMA integrity_check (every page, every index), the type of every
    // column of every row, and positions without their game. The error names the file and says
    // what is wrong. It reads the whole file, about as long as merging it.
    core::Result<bool> verify() const;
    // Every game in id order; the first error (the callback's included) ends the walk.
    core::Result<bool> each_game(const std::function<core::Result<bool>(const PartGame&)>& f) const;

    struct Impl;

  private:
    explicit AnalysisPart(std::unique_ptr<Impl> impl);
    std::unique_ptr<Impl> impl_;
};

}  // namespace damascope::database
