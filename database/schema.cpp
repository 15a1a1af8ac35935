#include "database/schema.hpp"

#include <string>

#include "database/game_signature.hpp"
#include "database/line_conversion.hpp"
#include "database/mark_counts.hpp"
#include "database/position_index.hpp"

namespace damascope::database::schema {

namespace {

// Version 1: games with their tags, moves and position index, and the import log.
constexpr std::string_view v1 = R"sql(
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    variant INTEGER NOT NULL,              -- 0 Dama, 1 Dhama (2 Turkish Dama: version 6)
    start_fen TEXT NOT NULL DEFAULT '',    -- '' for the standard start
    result TEXT NOT NULL DEFAULT '*',      -- PDN text: 1-0, 0-1, 1/2-1/2, *
    outcome INTEGER NOT NULL DEFAULT 0,    -- 0 ongoing, 1 White wins, 2 Black wins, 3 draw
    stopped_ply INTEGER,                   -- ply of the impossible move; NULL if replayed to the end
    stopped_reason TEXT,
    plies INTEGER NOT NULL,                -- main-line moves stored
    marks INTEGER NOT NULL,                -- main-line plies carrying a mark
    white TEXT NOT NULL DEFAULT '',
    black TEXT NOT NULL DEFAULT '',
    event TEXT NOT NULL DEFAULT '',
    date TEXT NOT NULL DEFAULT '',         -- YYYY-MM-DD with ? for unknown parts, as in the file
    site TEXT NOT NULL DEFAULT '',
    round TEXT NOT NULL DEFAULT '',
    comment TEXT NOT NULL DEFAULT '',      -- before the first move
    signature INTEGER NOT NULL             -- hash of variant, start, moves, players, result
);
CREATE INDEX games_signature ON games(signature);
-- What load_game needs beyond the summary: all tags in file order, as a JSON array of
-- [name, value] pairs (one column instead of one row per tag keeps imports fast; the view `tags`
-- below lists them as rows), and the moves (text, from, to, captured, marks, comment, NAGs,
-- variations) packed in one blob whose encoding `moves_format` names (see move_codec.hpp).
CREATE TABLE game_data (
    game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    tags TEXT NOT NULL,
    moves_format INTEGER NOT NULL,
    moves BLOB NOT NULL
);
CREATE VIEW tags (game_id, idx, name, value) AS
    SELECT d.game_id, j.key, json_extract(j.value, '$[0]'), json_extract(j.value, '$[1]')
    FROM game_data d, json_each(d.tags) j;
-- The position index (see position_index.hpp): entries (key, next key, game, ply) for the start
-- and every main-line ply, packed by the key's top 12 bits into runs.
CREATE TABLE position_runs (
    id INTEGER PRIMARY KEY,
    bucket INTEGER NOT NULL,               -- key >> 52
    data BLOB NOT NULL                     -- sorted 24-byte entries
);
CREATE INDEX position_runs_bucket ON position_runs(bucket);
CREATE TABLE import_log (
    id INTEGER PRIMARY KEY,
    file TEXT NOT NULL,
    time TEXT NOT NULL,                    -- UTC, ISO 8601
    games_imported INTEGER NOT NULL,
    duplicates INTEGER NOT NULL,
    games_with_marks INTEGER NOT NULL,
    games_stopped INTEGER NOT NULL,
    unsupported INTEGER NOT NULL,
    errors INTEGER NOT NULL
);
)sql";

// Version 2: engine analysis, per game and per ply (ply 0 = start position).
constexpr std::string_view v2 = R"sql(
CREATE TABLE analysis (
    game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    engine TEXT NOT NULL,
    depth INTEGER NOT NULL,
    time TEXT NOT NULL
);
CREATE TABLE analysis_plies (
    game_id INTEGER NOT NULL REFERENCES analysis(game_id) ON DELETE CASCADE,
    ply INTEGER NOT NULL,
    score INTEGER NOT NULL,                -- centi-men, White's point of view
    mate_in INTEGER NOT NULL,              -- >0 White wins in that many plies, <0 Black, 0 none
    best TEXT NOT NULL,
    pv TEXT NOT NULL,
    depth INTEGER NOT NULL,
    marks INTEGER NOT NULL,                -- judgement marks of the move leading here
    PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;
)sql";

// Version 3: study tools planned by PRODUCT.md (empty until the GUI writes them).
constexpr std::string_view v3 = R"sql(
CREATE TABLE annotations (
    id INTEGER PRIMARY KEY,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    ply INTEGER NOT NULL,                  -- the position after this ply (0 = start)
    kind INTEGER NOT NULL,                 -- 0 arrow, 1 coloured square
    from_square INTEGER NOT NULL,
    to_square INTEGER NOT NULL,            -- = from_square for a coloured square
    colour TEXT NOT NULL
);
CREATE INDEX annotations_game ON annotations(game_id, ply);
CREATE TABLE openings (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    variant INTEGER NOT NULL,
    description TEXT NOT NULL DEFAULT ''
);
CREATE TABLE opening_lines (
    opening_id INTEGER NOT NULL REFERENCES openings(id) ON DELETE CASCADE,
    idx INTEGER NOT NULL,
    name TEXT NOT NULL DEFAULT '',
    start_fen TEXT NOT NULL DEFAULT '',
    moves TEXT NOT NULL,                   -- PDN movetext
    PRIMARY KEY (opening_id, idx)
) WITHOUT ROWID;
CREATE TABLE players (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    rating REAL,
    long_board_date TEXT
);
)sql";

// Version 4: position index entries of 16 bytes instead of 24 (position_index.hpp); the runs are
// rewritten by PositionIndex::convert_from_v3 in the same transaction.
constexpr std::string_view v4 = "-- position_runs entries: 24 -> 16 bytes";

// Version 5: duplicates are the same record, not the same moves: the signature hashes the moves
// and the tags that name a game (Event, Site, Date, Round, White, Black, Result), and a second
// one the moves alone (games with the same moves, listed for review). Both are recomputed by
// recompute_signatures in the same transaction.
constexpr std::string_view v5 =
    "ALTER TABLE games ADD COLUMN moves_signature INTEGER NOT NULL DEFAULT 0";

// Version 6: games.variant 2 is Dama under the Turkish federation's rules. No table changes: the
// version tells an older damascope, which knows only 0 and 1, to refuse the file as newer instead
// of failing on those games one by one.
constexpr std::string_view v6 = "-- games.variant: 2 = Dama under the Turkish federation's rules";

// Version 7: damaged records (GameRecord::damaged: the reader read past damage and reported it)
// and what every import reported, game by game, line by line.
constexpr std::string_view v7 = R"sql(
ALTER TABLE games ADD COLUMN damaged INTEGER NOT NULL DEFAULT 0;  -- 1: see import_problems
ALTER TABLE import_log ADD COLUMN games_damaged INTEGER NOT NULL DEFAULT 0;
ALTER TABLE import_log ADD COLUMN not_games INTEGER NOT NULL DEFAULT 0;
CREATE TABLE import_problems (
    id INTEGER PRIMARY KEY,
    import_id INTEGER NOT NULL REFERENCES import_log(id) ON DELETE CASCADE,
    game_id INTEGER REFERENCES games(id) ON DELETE SET NULL,  -- NULL: no game was stored
    line INTEGER NOT NULL,                 -- in the file of the import_log row; 0: the whole file
    col INTEGER NOT NULL,                  -- byte column; 0: the whole line
    kind TEXT NOT NULL,                    -- problem, stopped, skipped, not_a_game, unsupported, file
    message TEXT NOT NULL
);
CREATE INDEX import_problems_game ON import_problems(game_id);
CREATE INDEX import_problems_import ON import_problems(import_id);
)sql";

// Version 8: games edited in place (GameDatabase::update_game). Move blobs of format 2 keep a
// comment before a variation's first move. Arrows and coloured squares live in the comments as
// [%cal]/[%csl] commands (core/annotation.hpp), so version 3's table for them, never written, goes.
constexpr std::string_view v8 = R"sql(
DROP TABLE annotations;
ALTER TABLE games ADD COLUMN edited TEXT;  -- UTC time of the last edit; NULL: as imported
)sql";

// Version 9: players (app/players.hpp). Points, ratings and badges are computed from the games each
// time, so version 3's `players` table, never written, goes; what the user decides is kept: the
// spellings of one person's name merged under one name.
constexpr std::string_view v9 = R"sql(
DROP TABLE players;
CREATE TABLE player_aliases (
    alias TEXT PRIMARY KEY,                -- a name as written in White or Black
    name TEXT NOT NULL                     -- the name it counts under (never itself an alias)
) WITHOUT ROWID;
)sql";

// Version 10: the database's own id, a random 128-bit value in hex made once, when the file gets
// this version. A part file of `analyze --shard` names the database it was read from by this id,
// and merge-analysis refuses a part made from another database (PRAGMA application_id is the
// same for every damascope file, so it cannot tell two databases apart).
constexpr std::string_view v10 = R"sql(
CREATE TABLE database_identity (
    id TEXT NOT NULL                       -- one row: 32 hex digits
);
INSERT INTO database_identity (id) VALUES (lower(hex(randomblob(16))));
)sql";

// Version 11: opening collections (issue 12): named collections of lines, each a start ('' for
// the variant's start) and moves in the project's notation, with an opening name, a comment and
// NAGs for its last position, and the statistics of the games that played it when it was built
// from a database (NULL when added by hand or imported without them). And each game's rating.
constexpr std::string_view v11 = R"sql(
CREATE TABLE collections (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    variant INTEGER NOT NULL,              -- as games.variant
    created TEXT NOT NULL                  -- UTC, ISO 8601
);
CREATE TABLE collection_lines (
    id INTEGER PRIMARY KEY,
    collection_id INTEGER NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
    start_fen TEXT NOT NULL DEFAULT '',
    moves TEXT NOT NULL,                   -- space-separated, project notation
    name TEXT NOT NULL DEFAULT '',         -- the opening's name ('' none)
    comment TEXT NOT NULL DEFAULT '',
    nags TEXT NOT NULL DEFAULT '',         -- space-separated numbers
    games INTEGER, white_wins INTEGER, draws INTEGER, black_wins INTEGER,
    UNIQUE (collection_id, start_fen, moves)
);
-- The opening explorer's average rating: the mean of the WhiteElo and BlackElo tags a game has
-- (whole numbers above 0), NULL without any.
ALTER TABLE games ADD COLUMN rating INTEGER;
UPDATE games SET rating = (
    SELECT CAST(round(avg(CAST(json_extract(j.value, '$[1]') AS INTEGER))) AS INTEGER)
    FROM game_data d, json_each(d.tags) j
    WHERE d.game_id = games.id AND json_extract(j.value, '$[0]') IN ('WhiteElo', 'BlackElo')
      AND CAST(json_extract(j.value, '$[1]') AS INTEGER) > 0)
WHERE id IN (SELECT game_id FROM game_data WHERE instr(tags, 'Elo"'));
)sql";

// Version 12: the opening explorer's stored answers (explorer_store.hpp). What the explorer reads
// of every game (outcome, year, rating), and the games reaching a position that a great many games
// reach, kept so that a new connection answers at once. A row is valid while the games are as they
// were when it was written: `generation` counts deletions and changes of the columns the explorer
// reads (the triggers below), `last_game` is max(id) and changes with every insertion.
constexpr std::string_view v12 = R"sql(
CREATE TABLE explorer_store (
    name TEXT PRIMARY KEY,                 -- 'facts', or 'position ' + the position key in hex
    generation INTEGER NOT NULL,
    last_game INTEGER NOT NULL,
    data BLOB NOT NULL
);
CREATE TABLE games_generation (
    n INTEGER NOT NULL                     -- one row
);
INSERT INTO games_generation (n) VALUES (0);
CREATE TRIGGER games_deleted_generation AFTER DELETE ON games
BEGIN
    UPDATE games_generation SET n = n + 1;
END;
CREATE TRIGGER games_changed_generation
AFTER UPDATE OF id, variant, start_fen, outcome, date, rating, plies ON games
BEGIN
    UPDATE games_generation SET n = n + 1;
END;
)sql";

// Version 13: the marks counted by kind, for the game list (issue 24). A game's rule marks:
// plies where a compulsory capture was missed and plies where a longer chain was available
// (recount_rule_marks fills them from the stored moves in the same transaction). An analysis's
// judgement marks: blunders, mistakes, inaccuracies, kept equal to its plies' marks by the
// triggers below whoever writes the plies (save_analysis, merge-analysis); an analysis deleted
// takes its counts with it.
constexpr std::string_view v13 = R"sql(
ALTER TABLE games ADD COLUMN missed_captures INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN longer_chains INTEGER NOT NULL DEFAULT 0;
ALTER TABLE analysis ADD COLUMN blunders INTEGER NOT NULL DEFAULT 0;
ALTER TABLE analysis ADD COLUMN mistakes INTEGER NOT NULL DEFAULT 0;
ALTER TABLE analysis ADD COLUMN inaccuracies INTEGER NOT NULL DEFAULT 0;
UPDATE analysis SET
    blunders = (SELECT count(*) FROM analysis_plies p
                WHERE p.game_id = analysis.game_id AND (p.marks & 16) <> 0),
    mistakes = (SELECT count(*) FROM analysis_plies p
                WHERE p.game_id = analysis.game_id AND (p.marks & 8) <> 0),
    inaccuracies = (SELECT count(*) FROM analysis_plies p
                    WHERE p.game_id = analysis.game_id AND (p.marks & 4) <> 0);
CREATE TRIGGER analysis_plies_added AFTER INSERT ON analysis_plies
BEGIN
    UPDATE analysis SET blunders = blunders + ((NEW.marks & 16) <> 0),
                        mistakes = mistakes + ((NEW.marks & 8) <> 0),
                        inaccuracies = inaccuracies + ((NEW.marks & 4) <> 0)
    WHERE game_id = NEW.game_id;
END;
CREATE TRIGGER analysis_plies_removed AFTER DELETE ON analysis_plies
BEGIN
    UPDATE analysis SET blunders = blunders - ((OLD.marks & 16) <> 0),
                        mistakes = mistakes - ((OLD.marks & 8) <> 0),
                        inaccuracies = inaccuracies - ((OLD.marks & 4) <> 0)
    WHERE game_id = OLD.game_id;
END;
CREATE TRIGGER analysis_plies_changed AFTER UPDATE OF marks ON analysis_plies
BEGIN
    UPDATE analysis SET blunders = blunders - ((OLD.marks & 16) <> 0) + ((NEW.marks & 16) <> 0),
                        mistakes = mistakes - ((OLD.marks & 8) <> 0) + ((NEW.marks & 8) <> 0),
                        inaccuracies = inaccuracies - ((OLD.marks & 4) <> 0)
                                       + ((NEW.marks & 4) <> 0)
    WHERE game_id = NEW.game_id;
END;
)sql";

// Version 14: training from one's own games (issue 28): exercises built from the marks (a missed
// capture, a shorter chain, a blunder or mistake the engine found) or imported from PDN, each with
// its answers and its place in the review schedule (app/exercise_schedule.hpp: Leitner boxes).
// One exercise per kind, position and player; an exercise goes with the game it was built from.
constexpr std::string_view v14 = R"sql(
CREATE TABLE exercises (
    id INTEGER PRIMARY KEY,
    kind INTEGER NOT NULL,                 -- 0 missed capture, 1 longer chain, 2 blunder, 3 mistake
    variant INTEGER NOT NULL,              -- as games.variant
    fen TEXT NOT NULL,                     -- the position to play from
    game_id INTEGER REFERENCES games(id) ON DELETE CASCADE,  -- NULL: imported
    ply INTEGER NOT NULL DEFAULT 0,        -- the game's move played here (1 = first); 0 none
    player TEXT NOT NULL DEFAULT '',       -- the side to move's name as written
    played TEXT NOT NULL DEFAULT '',       -- the move played in the game
    solutions TEXT NOT NULL,               -- space-separated full paths: every right answer
    line TEXT NOT NULL DEFAULT '',         -- the line shown after, space-separated
    score INTEGER,                         -- blunder, mistake: stored score (White's view)
    source TEXT NOT NULL DEFAULT '',       -- the game in words
    box INTEGER NOT NULL DEFAULT 0,        -- Leitner box, 0 = never answered
    due INTEGER NOT NULL DEFAULT 0,        -- next review, seconds since 1970 (UTC)
    attempts INTEGER NOT NULL DEFAULT 0,
    successes INTEGER NOT NULL DEFAULT 0,
    last_correct INTEGER NOT NULL DEFAULT -1,  -- -1 never answered, 0 wrong, 1 right
    UNIQUE (kind, fen, player)
);
CREATE INDEX exercises_game ON exercises(game_id);
)sql";

// Version 15: an analysis line is packed moves (issue 27), as a game's moves are: the column `line`
// holds move_codec's encode_line of the best line from the ply's position. convert_analysis_lines
// (line_conversion.hpp) reads every text line of `pv` from its ply's position into `line` in the
// same transaction, then drops `pv`; a line that does not read is kept up to its first word that
// is no legal move there (an empty line when the game itself no longer reads).
constexpr std::string_view v15 =
    "ALTER TABLE analysis_plies ADD COLUMN line BLOB NOT NULL DEFAULT x'00'";

constexpr std::string_view all_migrations[] = {v1, v2,  v3,  v4,  v5,  v6,  v7, v8,
                                               v9, v10, v11, v12, v13, v14, v15};

constexpr SecondaryIndex all_secondary[] = {
    {"games_white", "CREATE INDEX IF NOT EXISTS games_white ON games(white)"},
    {"games_black", "CREATE INDEX IF NOT EXISTS games_black ON games(black)"},
    {"games_date", "CREATE INDEX IF NOT EXISTS games_date ON games(date)"},
    {"games_event", "CREATE INDEX IF NOT EXISTS games_event ON games(event)"},
    {"games_result", "CREATE INDEX IF NOT EXISTS games_result ON games(result)"},
    {"games_plies", "CREATE INDEX IF NOT EXISTS games_plies ON games(plies)"},
    {"games_marks", "CREATE INDEX IF NOT EXISTS games_marks ON games(marks)"},
    {"games_moves_signature",
     "CREATE INDEX IF NOT EXISTS games_moves_signature ON games(moves_signature)"},
};

}  // namespace

std::span<const std::string_view> migrations() {
    return all_migrations;
}

std::span<const SecondaryIndex> secondary_indexes() {
    return all_secondary;
}

core::Result<bool> migrate(sqlite::Connection& c, int target) {
    if (target < 0) target = latest_version();
    // Up to date: no write transaction (another connection may be importing).
    auto before = c.query_int("PRAGMA user_version");
    if (!before) return core::Error{before.error()};
    if (*before >= target) return true;
    for (;;) {
        // The version is read inside the write transaction (BEGIN IMMEDIATE): another process
        // creating or updating the same file may have applied this migration meanwhile.
        sqlite::Transaction tx(c);
        if (!tx.ok()) return core::Error{"cannot start migration: " + tx.error()};
        auto current = c.query_int("PRAGMA user_version");
        if (!current) return core::Error{current.error()};
        const int from = static_cast<int>(*current);
        if (from >= target) return true;  // nothing to do: the transaction rolls back unused
        // A new file takes every migration in one transaction: the log then holds one copy of
        // each page, not one per migration (a new file on a nearly full disk keeps room for its
        // indexes).
        const int to = from == 0 ? target : from + 1;
        for (int v = from; v < to; ++v) {
            if (v == 0) {
                auto r = c.exec("PRAGMA application_id = " + std::to_string(application_id));
                if (!r) return r;
            }
            auto r = c.exec(all_migrations[static_cast<std::size_t>(v)]);
            if (r && v + 1 == 4) r = PositionIndex::convert_from_v3(c);
            if (r && v + 1 == 5) r = recompute_signatures(c);
            if (r && v + 1 == 13) r = recount_rule_marks(c);
            if (r && v + 1 == 15) {
                auto converted = convert_analysis_lines(c);
                if (!converted) r = core::Error{converted.error()};
            }
            if (!r)
                return core::Error{"migration to version " + std::to_string(v + 1) + ": " +
                                   r.error()};
        }
        auto r = c.exec("PRAGMA user_version = " + std::to_string(to));
        if (!r) return r;
        r = tx.commit();
        if (!r) return r;
    }
}

core::Result<bool> drop_secondary_indexes(sqlite::Connection& c) {
    for (const auto& idx : all_secondary) {
        auto r = c.exec("DROP INDEX IF EXISTS " + std::string(idx.name));
        if (!r) return r;
    }
    return true;
}

// IF NOT EXISTS: another process rebuilding the same indexes (a second import ending at the same
// time) may create one between any check and this statement.
core::Result<bool> create_secondary_indexes(sqlite::Connection& c) {
    for (const auto& idx : all_secondary) {
        auto r = c.exec(idx.create_sql);
        if (!r) return r;
    }
    return true;
}

}  // namespace damascope::database::schema
