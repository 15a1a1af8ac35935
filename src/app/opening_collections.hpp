// Opening collections (issue 12): named sets of lines kept in the database
// (database/collections.hpp), added by hand, built from the games of a database, written to and
// read from PDN (one game per line: see the README), and the opening names they give to games.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/game_record.hpp"
#include "core/position.hpp"
#include "core/result.hpp"
#include "database/game_database.hpp"
#include "importers/game_file_reader.hpp"

namespace damascope::app {

// A line from its start (`start_fen`, '' for the variant's start) and moves written in the
// project's notation (space-separated; "11-15", "c3-c4", "a5xa3xc3"...): each move must be legal
// where it is played and mean one move only; the error names the move and why. The moves are
// stored as the project writes them (a short capture gets its full path where it needs one).
core::Result<database::CollectionLine> parse_line(core::Variant v, const std::string& start_fen,
                                                  std::string_view moves);

// The moves of a line, each checked legal where it is played.
core::Result<std::vector<core::Move>> line_moves(core::Variant v,
                                                 const database::CollectionLine& line);
// The start position of a line, and the positions after each of its moves.
core::Result<std::vector<core::Position>> line_positions(core::Variant v,
                                                         const database::CollectionLine& line);

struct BuildOptions {
    int plies = 8;                // lines up to this many plies
    std::int64_t min_games = 20;  // played in at least this many games
    database::GameFilter filter;  // which games count (its variant is the collection's)
    // Called every few thousand games with (games read, games to read); false cancels the build
    // (nothing is stored).
    std::function<bool(std::int64_t, std::int64_t)> progress;
};

struct BuildResult {
    std::int64_t games_read = 0;  // games of the variant (and filter) from the standard start
    std::int64_t lines = 0;       // lines found (each its longest form: see build_lines)
    database::AddLinesOutcome stored;
    bool cancelled = false;
};

// Every line of at most `plies` plies played in at least `min_games` games, each in its longest
// form: a line is kept where it reaches `plies`, or where no longer line is played often enough.
// Each carries the statistics of the games that played it.
core::Result<std::vector<database::CollectionLine>> build_lines(const database::GameDatabase& db,
                                                                core::Variant v,
                                                                const BuildOptions& options,
                                                                std::int64_t* games_read = nullptr,
                                                                bool* cancelled = nullptr);
// build_lines, stored in the collection `name` (created if needed).
core::Result<BuildResult> build_collection(database::GameDatabase& db, const std::string& name,
                                           core::Variant v, const BuildOptions& options);

// A collection as PDN games: one game per line with the tags Event (the collection's name),
// Opening (the line's name), the line's statistics (Games, WhiteWins, Draws, BlackWins) when it
// has them, its comment after its last move (before the first for a position alone) and its NAGs.
core::Result<std::vector<core::GameRecord>> collection_records(
    const database::CollectionInfo& info, const std::vector<database::CollectionLine>& lines);

// What reading a PDN file into collections did. Each game is one collection line (its Event names
// the collection: `default_name` when it has none), and each of its variations one more line
// (the moves before it and its own); whatever could not be read is said in `problems`.
struct CollectionImport {
    std::int64_t games_read = 0, lines = 0;
    std::vector<std::pair<std::string, database::AddLinesOutcome>> collections;  // by name
    std::vector<std::string> problems;  // "line 12: ...": skipped games, stops, damage
};
core::Result<CollectionImport> import_collections(database::GameDatabase& db,
                                                  importers::GameFileReader& reader,
                                                  const std::string& default_name);
// The lines a game gives (its main line and each variation), without storing them. A line stops
// before a move the rules do not allow (a record keeps it, marked); `cuts` (if given) says where.
std::vector<database::CollectionLine> lines_of_record(const core::GameRecord& g,
                                                      std::vector<std::string>* cuts = nullptr);

// The names of openings: a game follows a named line when it reaches the line's last position
// after as many plies (transpositions count). The deepest named line a game follows names it.
class OpeningNames {
  public:
    // The named lines of every collection of `v`'s board (Dama under either rule set shares one).
    static core::Result<OpeningNames> load(const database::GameDatabase& db, core::Variant v);
    void add(const std::string& name, const core::Position& end, int plies);
    bool empty() const { return by_key_.empty(); }
    int deepest() const { return deepest_; }  // plies of the longest named line
    // The name of the deepest named line that a game with these moves follows ("" if none).
    std::string name_of(const core::Position& start, std::span<const core::Move> moves) const;

  private:
    struct Named {
        std::string name;
        int plies = 0;
    };
    std::unordered_map<std::uint64_t, std::vector<Named>> by_key_;
    int deepest_ = 0;
};

// The opening name of each of `ids` (games of the database; "" where none), in their order.
core::Result<std::vector<std::string>> opening_names_of(const database::GameDatabase& db,
                                                        std::span<const std::int64_t> ids);

}  // namespace damascope::app
