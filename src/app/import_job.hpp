// Importing game files into a GameDatabase: the use case behind `damascope-cli import` and the
// GUI's import command. Runs on the caller's thread; report progress and stop through the callback
// and the cancel flag.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/result.hpp"
#include "database/game_database.hpp"
#include "importers/dama_rules.hpp"

namespace damascope::app {

// Something the import reports: a problem read past in a game (kept, marked damaged), a game
// stopped or skipped, text that is no game, or a file that could not be read (line 0).
struct ImportError {
    std::string file;
    std::int64_t line = 0;  // 1-based line: of the problem, or of the game's first tag or move
    int column = 0;         // 1-based byte column of the problem; 0: the whole line
    // "problem", "stopped", "skipped", "not_a_game", "unsupported" or "file".
    std::string kind;
    std::string message;
    std::int64_t game_id = 0;  // the game stored from it; 0: none
};

struct ImportStats {
    std::int64_t games_imported = 0;    // stored (stopped games included)
    std::int64_t duplicates = 0;        // already in the database, not stored again
    std::int64_t games_with_marks = 0;  // stored games with at least one marked ply
    std::int64_t games_stopped = 0;     // stored up to an impossible move
    std::int64_t games_damaged = 0;     // stored after reading past damage (see errors)
    // Stored Dama games under the Turkish federation's rules (by their tag, the option, or because
    // a move needed the federation's rule).
    std::int64_t rules_turkish = 0;
    std::int64_t unsupported = 0;   // another game type, skipped
    std::int64_t skipped = 0;       // unreadable games of our variants, skipped
    std::int64_t not_games = 0;     // text that is no game (junk, binary data), skipped
    std::int64_t files_failed = 0;  // files that could not be opened
    bool cancelled = false;
    // Everything reported: every problem, skipped or stopped game, junk and unreadable file.
    std::vector<ImportError> errors;
};

struct ImportProgress {
    std::string file;  // the file being read
    std::size_t file_index = 0, file_count = 0;
    std::uint64_t bytes_done = 0, bytes_total = 0;  // over all files
    std::int64_t games = 0;                         // games read so far (all outcomes)
};

struct ImportOptions {
    // Games per transaction: an interrupted import keeps these. Each commit writes the position
    // index runs of its games (one per bucket; more than 8 per bucket are merged at the end of the
    // import) and lets the checkpointer copy them; 5000 measured faster than 10000 on
    // OCA_2.0.pdn (shorter stalls of the storing thread), 2500 slower (the merge).
    std::int64_t commit_every = 5000;
    std::int64_t progress_every = 500;  // games between progress calls
    // Which Dama rules the games are read under (auto: their tag, else what their moves need).
    importers::DamaRules dama_rules = importers::DamaRules::auto_detect;
};

using ImportProgressFn = std::function<void(const ImportProgress&)>;

// Reads `paths` into `db`: files, and folders as the .pdn and .csv files in them (subfolders
// included, in name order). Files that cannot be opened, and folders without game files, are
// listed in the stats and the others are still read; an error is returned only when the database
// fails (what was committed stays).
core::Result<ImportStats> run_import(database::GameDatabase& db,
                                     const std::vector<std::string>& paths,
                                     const ImportOptions& options = {},
                                     const ImportProgressFn& progress = {},
                                     const std::atomic<bool>* cancel = nullptr);

// The same into the database file at `db_path`, opened by the calling thread (a background
// job's).
core::Result<ImportStats> run_import_at(const std::string& db_path,
                                        const std::vector<std::string>& paths,
                                        const ImportOptions& options = {},
                                        const ImportProgressFn& progress = {},
                                        const std::atomic<bool>* cancel = nullptr);

}  // namespace damascope::app
