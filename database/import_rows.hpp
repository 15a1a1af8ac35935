// The import log of the database (GameDatabase, game_database.hpp): the counts of each import and
// the problems it reported. Included alone by a user of these rows, without the facade.
#pragma once

#include <cstdint>
#include <string>

namespace damascope::database {

// Counts of one import, kept in the import_log table.
struct ImportLogEntry {
    std::int64_t id = 0;  // set when logged
    std::string file;
    std::string time;  // UTC, set when logged
    std::int64_t games_imported = 0, duplicates = 0, games_with_marks = 0, games_stopped = 0,
                 unsupported = 0, errors = 0;  // errors: games skipped
    std::int64_t games_damaged = 0;            // stored games marked damaged
    std::int64_t not_games = 0;                // pieces of text that are no game (junk)
};

// One thing an import reported about a file, kept in the import_problems table.
struct ImportProblem {
    std::int64_t import_id = 0;  // the ImportLogEntry of the file (set when logged)
    std::int64_t game_id = 0;    // the stored game it is about; 0: none (skipped, not stored)
    std::string file;            // from the import log
    std::int64_t line = 0;       // 0: the whole file
    int column = 0;              // 0: the whole line
    // "problem" (read past damage, the game kept), "stopped", "skipped", "not_a_game",
    // "unsupported" or "file" (the file could not be read).
    std::string kind;
    std::string message;
};

}  // namespace damascope::database
