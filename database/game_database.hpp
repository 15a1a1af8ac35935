// GameDatabase: one collection of games in one SQLite file (WAL mode, migrated on open). Its rows
// are declared by area (game_rows, analysis_rows, explorer_rows, import_rows, player_rows,
// collections.hpp): a user of one area includes that header, not this facade.
// A GameDatabase is used by one thread at a time; open one per thread to work in parallel (WAL lets
// readers run beside a writer; writers wait for each other up to the busy timeout of 5 s). A list
// page (order_by + limit/offset) takes a few milliseconds on 100,000 games: every order_by column
// has an index.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/game_record.hpp"
#include "core/result.hpp"
#include "database/analysis_rows.hpp"
#include "database/collections.hpp"
#include "database/exercise_rows.hpp"
#include "database/explorer_rows.hpp"
#include "database/game_rows.hpp"
#include "database/import_rows.hpp"
#include "database/player_rows.hpp"

namespace damascope::database {

class AnalysisPart;  // analysis_part.hpp

// The kind of fault an error message starts with: "disk full", "read-only", "damaged",
// "I/O error" or "busy" (followed by ": " in the message); "" for any other message.
std::string_view fault_kind(std::string_view message);

// Two programs on one database: while another program holds the file's lock (it is writing), a
// connection waits up to `limit` (then fails with a "busy: " message that says so); once a wait
// has lasted a second, `notice` is told the file and the limit, once per wait, from the thread
// that waits. For every connection this process opens from now on.
using LockWaitNotice =
    std::function<void(const std::string& path, std::chrono::milliseconds limit)>;
void wait_for_other_programs(std::chrono::milliseconds limit, LockWaitNotice notice);
inline constexpr std::chrono::milliseconds default_lock_wait{60'000};

class GameDatabase {
  public:
    // The schema version this build creates and understands (PRAGMA user_version).
    static int schema_version();
    // Opens (creating and migrating as needed) the database at `path`. A file that is not a
    // damascope database, or is damaged, gives an error and is left untouched.
    static core::Result<GameDatabase> open(const std::string& path);
    // Opens an existing database only: a missing file is an error (commands that only read).
    // Both open a file that this process cannot write (a read-only file, folder or disk) for
    // reading: read_only() tells, and every write gives an error that starts with "read-only: ".
    static core::Result<GameDatabase> open_existing(const std::string& path);
    bool read_only() const;
    // Whether this connection may write: an error "read-only: ..." for a file that cannot be
    // written, "damaged: ..." for a file that fails PRAGMA quick_check (a damaged page anywhere).
    // The check runs once per connection; every write (add_game, begin_bulk, save_analysis,
    // delete_game, log_import) makes it first, so a damaged file is never written.
    core::Result<bool> check_writable();

    GameDatabase(GameDatabase&&) noexcept;
    GameDatabase& operator=(GameDatabase&&) noexcept;
    GameDatabase(const GameDatabase&) = delete;
    GameDatabase& operator=(const GameDatabase&) = delete;
    ~GameDatabase();

    // Stores a game unless the same record is stored already: the same variant, start, main-line
    // moves and the tags that name a game (Event, Site, Date, Round, White, Black, Result).
    // Games with the same moves but other names are all kept (see same_moves_groups()).
    // `id_out` receives the new id, or the id of the game it duplicates.
    core::Result<AddOutcome> add_game(const core::GameRecord& g, std::int64_t* id_out = nullptr);
    // The same in two steps; prepare_game() is thread-safe and needs no database.
    static PreparedGame prepare_game(core::GameRecord g);
    // The same, given core::Position::hash() of the start and after each move (as a replay found
    // them): spares replaying the game once more. Other hashes than moves + 1 are ignored.
    static PreparedGame prepare_game(core::GameRecord g,
                                     std::span<const std::uint64_t> position_hashes);
    core::Result<AddOutcome> add_game(const PreparedGame& g, std::int64_t* id_out = nullptr);
    // A bulk load: one transaction; the secondary indexes are dropped until end_bulk() rebuilds
    // them when `expected_games` (-1: unknown, taken as many) is big next to what is stored.
    // commit_bulk() commits what was added so far and stays in bulk mode (for long imports).
    core::Result<bool> begin_bulk(std::int64_t expected_games = -1);
    core::Result<bool> commit_bulk();
    core::Result<bool> end_bulk();
    bool in_bulk() const;

    // The columns GameFilter::order_by accepts.
    static std::span<const std::string_view> order_columns();
    core::Result<std::vector<GameSummary>> list_games(const GameFilter& f) const;
    core::Result<std::int64_t> count_games(const GameFilter& f) const;
    core::Result<std::vector<std::int64_t>> game_ids(const GameFilter& f) const;
    // Summaries of the given games, in the order of `ids` (a page of a virtual list).
    core::Result<std::vector<GameSummary>> summaries(std::span<const std::int64_t> ids) const;
    core::Result<bool> has_game(std::int64_t id) const;
    // Every group of games with the same start and moves, ordered by their first id.
    core::Result<std::vector<SameMovesGroup>> same_moves_groups() const;
    core::Result<core::GameRecord> load_game(std::int64_t id) const;
    core::Result<bool> delete_game(std::int64_t id);
    // Deletes the games in one transaction, with all that belongs to them (their analysis and
    // its plies, their position index entries; what the import log said of them stays, without
    // the game). An id that is no stored game is an error and nothing is deleted.
    core::Result<bool> delete_games(std::span<const std::int64_t> ids);
    // Replaces a stored game by an edited version of it (comments, NAGs, arrows, variations, tags,
    // a promoted line), keeping its id, in one transaction. The position index follows the new
    // main line; a stored analysis stays when the start and the main-line moves are unchanged and
    // is removed otherwise (its scores belong to other positions). No duplicate check: an edit
    // never merges two games.
    core::Result<bool> update_game(std::int64_t id, const core::GameRecord& g);

    // Replaces the stored analysis only if a.depth >= the stored depth; returns whether it did.
    core::Result<bool> save_analysis(const GameAnalysis& a);
    core::Result<std::optional<GameAnalysis>> load_analysis(std::int64_t game_id) const;
    // Ids of the games with a stored analysis of depth `min_depth` or deeper, ascending.
    core::Result<std::vector<std::int64_t>> games_analysed(int min_depth) const;

    // Analysing on many machines (analysis_part.hpp). The database's own id (schema version 10):
    // a part file names the database it was made from by it.
    core::Result<std::string> database_id() const;
    // The signature of a game's start and main-line moves (what its analysis depends on).
    core::Result<std::uint64_t> game_moves_signature(std::int64_t game_id) const;
    // Opens an existing database for reading only, as `analyze --shard` does on every host at
    // once: nothing is written (no migration, no index repair), every write gives "read-only: ";
    // a file at an older schema version is refused (any command that writes updates it).
    static core::Result<GameDatabase> open_for_reading(const std::string& path);
    // Writes everything of the write-ahead log back into the database file and empties the log,
    // so that hosts reading the file over a network file system need no shared memory index.
    core::Result<bool> checkpoint();
    // Copies the analyses of the part files into this database in one transaction: a part made
    // from another database is refused (nothing is written); per game a deeper analysis replaces
    // a shallower one (as save_analysis) and the part's time is kept, so merging a part twice
    // changes nothing. Every part is checked whole first (part_damage); a damaged one is refused
    // and nothing is merged (an error naming each damaged part and what is wrong), unless
    // `skip_damaged`: then the other parts are merged and the refused ones listed in the stats.
    core::Result<MergeStats> merge_analysis(std::span<const std::string> part_paths,
                                            bool skip_damaged = false);
    // What is wrong with a part of this database ("" when nothing): AnalysisPart::verify, every
    // game's checksum and values (part_game_problem) and, for the games unchanged since, its moves
    // and lines against the game (analysis_for_game). The text starts "damaged: 'PART'".
    // An error only when this database cannot be read.
    core::Result<std::string> part_damage(const AnalysisPart& part) const;

    // Position search. A position key is the Zobrist hash salted with the variant, so that a Dama
    // and a Dhama position never meet.
    static std::uint64_t position_key(const core::Position& pos);
    // Ids of the games in which `pos` occurs (start or after any ply), ascending, at most `limit`.
    core::Result<std::vector<std::int64_t>> games_with_position(const core::Position& pos,
                                                                std::int64_t limit = -1) const;
    // The moves played from `pos` in the collection, most played first (opening explorer).
    core::Result<std::vector<ExplorerMove>> moves_from_position(const core::Position& pos) const;
    // The same, counting only the games in `only_games` (ascending ids, e.g. game_ids(filter)).
    core::Result<std::vector<ExplorerMove>> moves_from_position(
        const core::Position& pos, std::span<const std::int64_t> only_games) const;
    // What changed the games last, as this connection can tell: PRAGMA data_version (other
    // connections' commits) and its own total of changed rows. Caches compare it.
    struct ChangeStamp {
        std::int64_t data_version = -1, changes = -1;
        bool operator==(const ChangeStamp&) const = default;
    };
    core::Result<ChangeStamp> change_stamp() const;
    // A number that changes whenever the stored game `id` changes (its tags, moves, annotations
    // or analysis), whoever changed it; nullopt when there is no such game (deleted). For a
    // program that shows a game to tell whether another program changed it.
    core::Result<std::optional<std::uint64_t>> stored_version(std::int64_t id) const;
    // How long this connection waits for another program's lock (see wait_for_other_programs).
    void set_busy_limit(std::chrono::milliseconds limit);
    // Both at once, from one read of the index; `only_games` (ascending ids) restricts both.
    // The outcome, year and rating of every game are kept per connection (a few bytes a game),
    // read again after any change to the games.
    // `max_listed` bounds the games listed in `occurrences` (the start has a million).
    core::Result<PositionSummary> explore_position(
        const core::Position& pos, const std::span<const std::int64_t>* only_games,
        std::size_t max_listed = static_cast<std::size_t>(-1)) const;
    // The explorer stores its answer for a position reached by this many visits or more, and the
    // facts of every game once there are this many (explorer_store.hpp: 10,000 by default, where
    // reading the index starts to cost more than reading a stored answer). Tests lower it.
    void set_explorer_store_threshold(std::size_t visits);
    // Each game in which `pos` occurs, with the first ply at which it does (0 = the start),
    // ascending by game id.
    core::Result<std::vector<std::pair<std::int64_t, int>>> position_occurrences(
        const core::Position& pos) const;

    // Opening collections (collections.cpp). Every collection, by name.
    core::Result<std::vector<CollectionInfo>> collections() const;
    core::Result<std::optional<CollectionInfo>> find_collection(const std::string& name) const;
    // Creates a collection, or gives the one of that name (an error if it is of another variant).
    core::Result<CollectionInfo> ensure_collection(const std::string& name, core::Variant v);
    // Adds or updates lines of a collection, in one transaction.
    core::Result<AddLinesOutcome> add_collection_lines(std::int64_t collection_id,
                                                       const std::vector<CollectionLine>& lines);
    // The lines of a collection in the order they were added.
    core::Result<std::vector<CollectionLine>> collection_lines(std::int64_t collection_id) const;
    core::Result<bool> delete_collection(std::int64_t collection_id);
    core::Result<bool> rename_collection(std::int64_t collection_id, const std::string& name);
    // Removes one line (same start and moves); returns whether it was there.
    core::Result<bool> delete_collection_line(std::int64_t collection_id,
                                              const std::string& start_fen,
                                              const std::vector<std::string>& moves);
    // For each game of `v` (standard start only; `only_games`, ascending ids, if given): its id,
    // outcome and first `max_plies` main-line moves, in id order. Reads the packed moves without
    // replaying them: what building a collection from a million games needs.
    using OpeningVisitor =
        std::function<void(std::int64_t id, core::Outcome, std::span<const core::Move>)>;
    core::Result<std::int64_t> for_each_game_opening(core::Variant v, int max_plies,
                                                     const std::vector<std::int64_t>* only_games,
                                                     const OpeningVisitor& visit) const;
    // For each game of `v`, whatever its start (`only_games`, ascending ids, if given): its id,
    // its start FEN ('' = the standard start) and its whole main line, in id order (partial
    // position search).
    using MainLineVisitor = std::function<void(std::int64_t id, std::string_view start_fen,
                                               std::span<const core::Move>)>;
    core::Result<std::int64_t> for_each_main_line(core::Variant v,
                                                  const std::vector<std::int64_t>* only_games,
                                                  const MainLineVisitor& visit) const;

    // Logs the import of one file with what it reported; returns the log entry's id.
    core::Result<std::int64_t> log_import(const ImportLogEntry& e,
                                          std::span<const ImportProblem> problems = {});
    core::Result<std::vector<ImportLogEntry>> import_log() const;
    // What the imports reported about a game (in file order), or about one import.
    core::Result<std::vector<ImportProblem>> game_problems(std::int64_t game_id) const;
    core::Result<std::vector<ImportProblem>> import_problems(std::int64_t import_id) const;

    // Players (players.cpp). Every game, in id order (the order of the files imported).
    core::Result<std::vector<PlayerGameRow>> player_games() const;
    // Whether a game has this name as White or Black, exactly.
    core::Result<bool> has_player(const std::string& name) const;
    core::Result<std::vector<PlayerAlias>> player_aliases() const;
    // Counts each of `names` (and the names already merged into them) under `into` from now on,
    // in one transaction. When `into` is itself merged into another name, the names go there too,
    // unless that name is one of `names`: then `into` becomes the name they all count under.
    core::Result<bool> merge_players(const std::string& into, std::span<const std::string> names);
    // Counts each of `names` under its own spelling again; returns how many were aliases.
    core::Result<std::int64_t> unmerge_players(std::span<const std::string> names);

    // Training exercises (exercises.cpp, schema 14). The games with rule or judgement marks.
    core::Result<std::vector<MarkedGame>> marked_games() const;
    // Stores exercises in one transaction: a new (kind, fen, player) is added; a known one gets the
    // row's content and keeps its schedule.
    core::Result<ExerciseSaveOutcome> save_exercises(std::span<const ExerciseRow> rows);
    // Every stored exercise, by id.
    core::Result<std::vector<ExerciseRow>> exercises() const;
    core::Result<bool> delete_exercises(std::span<const std::int64_t> ids);
    // The schedule of one exercise after an answer.
    core::Result<bool> save_exercise_schedule(std::int64_t id, const ExerciseSchedule& s);

    const std::string& path() const;

    struct Impl;  // the SQLite connection and caches, private to database/

  private:
    explicit GameDatabase(std::unique_ptr<Impl> impl);
    static core::Result<GameDatabase> open_file(const std::string& path, bool create,
                                                bool reading_only = false);
    std::unique_ptr<Impl> impl_;
};

}  // namespace damascope::database
