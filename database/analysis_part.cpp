// Part files of a sharded analysis (see analysis_part.hpp).
#include "database/analysis_part.hpp"

#include <filesystem>

#include "database/game_database_impl.hpp"
#include "database/schema.hpp"

namespace damascope::database {

using core::Error;
using core::Result;

namespace {

namespace fs = std::filesystem;

// Version 3 of a part file. analysis_plies has the database's columns (analysis_ply_columns: its
// schema since version 15, a line as packed moves), analysis the database's plus the game's moves
// signature and a checksum of the game's analysis. Version 2 kept the lines as text (column `pv`,
// between best and depth), version 1 had no checksum either: merge_analysis reads both.
constexpr std::string_view part_schema = R"sql(
CREATE TABLE part (
    database_id TEXT NOT NULL,             -- database_identity.id of the database read
    shard INTEGER NOT NULL,                -- K of K/N
    shards INTEGER NOT NULL,               -- N
    games_total INTEGER NOT NULL,          -- games the shard had to analyse at its last start
    created TEXT NOT NULL                  -- UTC, ISO 8601
);
CREATE TABLE analysis (
    game_id INTEGER PRIMARY KEY,
    moves_signature INTEGER NOT NULL DEFAULT 0,  -- games.moves_signature when analysed
    engine TEXT NOT NULL,
    depth INTEGER NOT NULL,
    time TEXT NOT NULL,
    checksum INTEGER                       -- part_game_checksum (NULL: written as version 1)
);
CREATE TABLE analysis_plies (
    game_id INTEGER NOT NULL REFERENCES analysis(game_id) ON DELETE CASCADE,
    ply INTEGER NOT NULL,
    score INTEGER NOT NULL,
    mate_in INTEGER NOT NULL,
    best TEXT NOT NULL,
    depth INTEGER NOT NULL,
    marks INTEGER NOT NULL,
    line BLOB NOT NULL DEFAULT x'00',      -- move_codec's encode_line
    PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;
)sql";
constexpr int part_version = 3;
// The first version that keeps its lines packed.
constexpr int packed_lines_version = 3;

// The file's application id and version, read first: a file that is not SQLite fails here.
Result<std::pair<std::int64_t, std::int64_t>> read_ids(sqlite::Connection& c,
                                                       const std::string& path) {
    auto app = c.query_int("PRAGMA application_id");
    if (!app) return Error{"'" + path + "' is not a part file or is damaged: " + app.error()};
    auto version = c.query_int("PRAGMA user_version");
    if (!version)
        return Error{"'" + path + "' is not a part file or is damaged: " + version.error()};
    return std::pair{*app, *version};
}

Result<bool> check_is_part(sqlite::Connection& c, const std::string& path) {
    auto ids = read_ids(c, path);
    if (!ids) return Error{ids.error()};
    const auto [app, version] = *ids;
    if (app == schema::application_id)
        return Error{"'" + path + "' is a damascope database, not a part file of analyze --shard"};
    if (app != AnalysisPart::application_id)
        return Error{"'" + path + "' is not a part file of damascope-cli analyze --shard"};
    if (version > part_version)
        return Error{"'" + path + "' was written by a newer damascope (part version " +
                     std::to_string(version) + ")"};
    return true;
}

Result<PartInfo> read_info(sqlite::Connection& c, const std::string& path) {
    auto q = c.prepare("SELECT database_id, shard, shards, games_total, created FROM part");
    if (!q) return Error{"'" + path + "': " + q.error()};
    auto row = (*q)->step();
    if (!row) return Error{"'" + path + "': " + row.error()};
    if (!*row) return Error{"'" + path + "' is a part file without its header row (damaged)"};
    PartInfo info;
    info.database_id = (*q)->column_text(0);
    info.shard = (*q)->column_int(1);
    info.shards = (*q)->column_int(2);
    info.games_total = (*q)->column_int64(3);
    info.created = (*q)->column_text(4);
    return info;
}

std::string shard_text(const PartInfo& i) {
    return std::to_string(i.shard) + "/" + std::to_string(i.shards);
}

// "ply, score" as "p.ply, p.score": the columns of a list named by their table.
std::string qualified(std::string_view table, std::string_view columns) {
    std::string out;
    for (std::size_t at = 0; at < columns.size();) {
        std::size_t end = columns.find(", ", at);
        if (end == std::string_view::npos) end = columns.size();
        out += (out.empty() ? "" : ", ") + std::string(table) +
               std::string(columns.substr(at, end - at));
        at = end + 2;
    }
    return out;
}

// A part of an older version is not resumed: its lines are text, which only merging reads (each
// from the database's game). It is merged as it is, and the shard run again into a new part.
Result<bool> check_resumable(sqlite::Connection& c, const std::string& path) {
    auto version = c.query_int("PRAGMA user_version");
    if (!version) return Error{"'" + path + "': " + version.error()};
    if (*version >= packed_lines_version) return true;
    return Error{"'" + path + "' is a part of version " + std::to_string(*version) +
                 " (lines as text), written by an older damascope: merge it with merge-analysis, "
                 "then give this shard another --out file"};
}

}  // namespace

struct AnalysisPart::Impl {
    std::string path;
    std::unique_ptr<sqlite::Connection> db;
    PartInfo info;
    int version = part_version;  // PRAGMA user_version: 1, 2 or 3
};

AnalysisPart::AnalysisPart(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
AnalysisPart::AnalysisPart(AnalysisPart&&) noexcept = default;
AnalysisPart& AnalysisPart::operator=(AnalysisPart&&) noexcept = default;
AnalysisPart::~AnalysisPart() = default;

const PartInfo& AnalysisPart::info() const {
    return impl_->info;
}

const std::string& AnalysisPart::path() const {
    return impl_->path;
}

Result<AnalysisPart> AnalysisPart::create_or_open(const std::string& path, const PartInfo& info) {
    std::error_code ec;
    const bool fresh =
        !fs::exists(path, ec) || (fs::is_regular_file(path, ec) && fs::file_size(path, ec) == 0);
    auto c = sqlite::Connection::open(path, sqlite::OpenMode::create);
    if (!c) return Error{"cannot open the part '" + path + "': " + c.error()};
    auto impl = std::make_unique<Impl>();
    impl->path = path;
    impl->db = std::move(c).value();
    auto& db = *impl->db;
    if (auto r = db.exec("PRAGMA foreign_keys = ON"); !r)
        return Error{"'" + path + "': " + r.error()};
    if (fresh) {
        sqlite::Transaction tx(db);
        if (!tx.ok()) return Error{"cannot create the part '" + path + "': " + tx.error()};
        // Another task may have made it meanwhile (the same --out twice): checked inside.
        auto version = db.query_int("PRAGMA user_version");
        if (!version) return Error{"'" + path + "': " + version.error()};
        if (*version == 0) {
            auto r = db.exec(std::string(part_schema) +
                             "PRAGMA application_id = " + std::to_string(application_id) +
                             "; PRAGMA user_version = " + std::to_string(part_version) + ";");
            if (!r) return Error{"cannot create the part '" + path + "': " + r.error()};
            auto q = db.prepare(
                "INSERT INTO part (database_id, shard, shards, games_total, created) "
                "VALUES (?1, ?2, ?3, ?4, ?5)");
            if (!q) return Error{q.error()};
            (*q)->bind(1, info.database_id);
            (*q)->bind(2, info.shard);
            (*q)->bind(3, info.shards);
            (*q)->bind(4, info.games_total);
            (*q)->bind(5, now_utc());
            if (auto w = (*q)->run(); !w) return Error{"'" + path + "': " + w.error()};
        }
        if (auto r = tx.commit(); !r)
            return Error{"cannot create the part '" + path + "': " + r.error()};
    }
    if (auto r = check_is_part(db, path); !r) return Error{r.error()};
    if (auto r = check_resumable(db, path); !r) return Error{r.error()};
    auto read = read_info(db, path);
    if (!read) return Error{read.error()};
    PartInfo stored_info = std::move(read).value();
    PartInfo* stored = &stored_info;
    if (stored->database_id != info.database_id)
        return Error{"'" + path + "' is a part made from another database (id " +
                     stored->database_id + ", not " + info.database_id +
                     "): give another --out file"};
    if (stored->shard != info.shard || stored->shards != info.shards)
        return Error{"'" + path + "' is the part of shard " + shard_text(*stored) + ", not " +
                     shard_text(info) + ": give another --out file"};
    if (stored->games_total != info.games_total) {
        auto q = db.prepare("UPDATE part SET games_total = ?1");
        if (!q) return Error{q.error()};
        (*q)->bind(1, info.games_total);
        if (auto r = (*q)->run(); !r) return Error{"'" + path + "': " + r.error()};
        stored->games_total = info.games_total;
    }
    impl->info = std::move(stored_info);
    AnalysisPart part(std::move(impl));
    // Resuming trusts the games stored (they are skipped): a damaged part is not resumed.
    if (!fresh)
        if (auto v = part.verify(); !v)
            return Error{v.error() + ": remove it and run the shard again"};
    return part;
}

Result<AnalysisPart> AnalysisPart::open(const std::string& path) {
    std::error_code ec;
    if (!fs::is_regular_file(path, ec)) return Error{"no part file '" + path + "'"};
    if (fs::file_size(path, ec) == 0 && !ec)
        return Error{"'" + path + "' is empty, not a part file (its task never stored a game?)"};
    auto c = sqlite::Connection::open(path, sqlite::OpenMode::read_only);
    if (!c) return Error{"cannot open the part '" + path + "': " + c.error()};
    auto impl = std::make_unique<Impl>();
    impl->path = path;
    impl->db = std::move(c).value();
    if (auto r = check_is_part(*impl->db, path); !r) return Error{r.error()};
    auto version = impl->db->query_int("PRAGMA user_version");
    if (!version) return Error{"'" + path + "' is damaged: " + version.error()};
    impl->version = static_cast<int>(*version);
    auto info = read_info(*impl->db, path);
    if (!info) return Error{info.error()};
    impl->info = std::move(info).value();
    return AnalysisPart(std::move(impl));
}

Result<std::vector<std::int64_t>> AnalysisPart::games_analysed(int min_depth) const {
    auto q = impl_->db->cached("SELECT game_id FROM analysis WHERE depth >= ?1 ORDER BY game_id");
    if (!q) return Error{q.error()};
    auto& st = *q.value();
    st.bind(1, min_depth);
    std::vector<std::int64_t> out;
    auto rows = st.each_row([&] { out.push_back(st.column_int64(0)); });
    if (!rows) return Error{"'" + impl_->path + "': " + rows.error()};
    return out;
}

Result<std::int64_t> AnalysisPart::game_count() const {
    auto n = impl_->db->query_int("SELECT count(*) FROM analysis");
    if (!n) return Error{"'" + impl_->path + "': " + n.error()};
    return *n;
}

Result<bool> AnalysisPart::save(const GameAnalysis& a, std::uint64_t moves_signature,
                                const std::string& time) {
    auto& db = *impl_->db;
    sqlite::Transaction tx(db);
    if (!tx.ok()) return Error{"'" + impl_->path + "': " + tx.error()};
    {
        auto q = db.cached("SELECT depth FROM analysis WHERE game_id = ?1");
        if (!q) return Error{q.error()};
        q.value()->bind(1, a.game_id);
        auto row = q.value()->step();
        if (!row) return Error{"'" + impl_->path + "': " + row.error()};
        if (*row && q.value()->column_int(0) > a.depth) return false;
    }
    // The database's own writer, then the signature beside it.
    const std::string written_time = time.empty() ? now_utc() : time;
    if (auto r = write_analysis(db, a, written_time); !r)
        return Error{"'" + impl_->path + "': " + r.error()};
    auto q =
        db.cached("UPDATE analysis SET moves_signature = ?2, checksum = ?3 WHERE game_id = ?1");
    if (!q) return Error{q.error()};
    q.value()->bind(1, a.game_id);
    q.value()->bind(2, to_sql(moves_signature));
    q.value()->bind(3, to_sql(part_game_checksum(a, moves_signature, written_time)));
    if (auto r = q.value()->run(); !r) return Error{"'" + impl_->path + "': " + r.error()};
    if (auto r = tx.commit(); !r) return Error{"'" + impl_->path + "': " + r.error()};
    return true;
}

Result<bool> AnalysisPart::each_game(const std::function<Result<bool>(const PartGame&)>& f) const {
    const bool packed = impl_->version >= packed_lines_version;
    // The plies' columns from 5 on: the database's (analysis_ply_columns), or, in the older
    // versions, the same with the text line `pv` in the place of `line`.
    const std::string ply_columns =
        packed ? std::string(analysis_ply_columns)
               : std::string("ply, score, mate_in, best, pv, depth, marks");
    std::string sql = "SELECT a.game_id, a.moves_signature, a.engine, a.depth, a.time, " +
                      qualified("p.", ply_columns) + ", " +
                      (impl_->version >= 2 ? "a.checksum" : "NULL");
    sql +=
        " FROM analysis a LEFT JOIN analysis_plies p ON p.game_id = a.game_id "
        "ORDER BY a.game_id, p.ply";
    auto q = impl_->db->prepare(sql);
    if (!q) return Error{"'" + impl_->path + "': " + q.error()};
    auto& st = **q;
    PartGame game;
    bool have = false;
    Result<bool> status = true;
    auto rows = st.each_row([&] {
        if (!status) return;
        const std::int64_t id = st.column_int64(0);
        if (!have || id != game.analysis.game_id) {
            if (have) status = f(game);
            game = PartGame{};
            game.analysis.game_id = id;
            game.moves_signature = from_sql(st.column_int64(1));
            game.analysis.engine = st.column_text(2);
            game.analysis.depth = st.column_int(3);
            game.time = st.column_text(4);
            if (!st.column_is_null(12)) game.checksum = from_sql(st.column_int64(12));
            if (!packed) game.text_lines.emplace();
            have = true;
        }
        if (st.column_is_null(5)) return;
        if (!packed) {
            PlyAnalysis p;
            p.ply = st.column_int(5);
            p.score = st.column_int(6);
            p.mate_in = st.column_int(7);
            p.best = st.column_text(8);
            game.text_lines->emplace_back(st.column_text(9));
            p.depth = st.column_int(10);
            p.marks = static_cast<core::MarkSet>(st.column_int(11));
            game.analysis.plies.push_back(std::move(p));
            return;
        }
        auto p = read_analysis_ply(st, 5);
        if (p) {
            game.analysis.plies.push_back(std::move(p).value());
        } else {
            if (game.unreadable.empty()) {
                const std::string_view kind = fault_kind(p.error());
                game.unreadable = p.error().substr(kind.empty() ? 0 : kind.size() + 2);
            }
            PlyAnalysis unread;
            unread.ply = st.column_int(5);
            game.analysis.plies.push_back(std::move(unread));
        }
    });
    if (!rows) return Error{"'" + impl_->path + "': " + rows.error()};
    if (!status) return status;
    if (have) return f(game);
    return true;
}

Result<bool> AnalysisPart::verify() const {
    auto& db = *impl_->db;
    const std::string& path = impl_->path;
    auto damaged = [&](std::string what) {
        // An SQLite error inside says "damaged: " too: said once.
        for (std::string_view kind = fault_kind(what); !kind.empty(); kind = fault_kind(what))
            what.erase(0, kind.size() + 2);
        for (auto at = what.find(": damaged: "); at != std::string::npos;
             at = what.find(": damaged: "))
            what.erase(at + 2, 9);
        return Error{"damaged: '" + path + "' " + what};
    };
    // Every page and every index, not only the first problems: quick_check does not compare the
    // indexes with their tables.
    std::string problems;
    auto q = db.prepare("PRAGMA integrity_check(5)");
    if (!q) return damaged("cannot be checked: " + q.error());
    auto rows = (*q)->each_row([&] {
        const std::string_view line = (*q)->column_text(0);
        if (line == "ok") return;
        problems += problems.empty() ? "" : "; ";
        problems += line;
    });
    if (!rows) return damaged("cannot be read: " + rows.error());
    if (!problems.empty()) return damaged("failed its integrity check (" + problems + ")");
    // SQLite keeps any value in any column: a damaged byte can turn a number into text or a blob,
    // which the readers would take as 0.
    const std::string checksum_type =
        impl_->version >= 2 ? " OR typeof(checksum) NOT IN ('integer', 'null')" : "";
    const std::string line_type =
        impl_->version >= packed_lines_version ? "typeof(line) <> 'blob'" : "typeof(pv) <> 'text'";
    const std::string game_rows =
        "SELECT game_id FROM analysis WHERE typeof(moves_signature) <> 'integer' OR "
        "typeof(engine) <> 'text' OR typeof(depth) <> 'integer' OR typeof(time) <> 'text'" +
        checksum_type + " LIMIT 1";
    const std::string ply_rows =
        "SELECT game_id, ply FROM analysis_plies WHERE typeof(game_id) <> 'integer' OR "
        "typeof(ply) <> 'integer' OR typeof(score) <> 'integer' OR typeof(mate_in) <> 'integer' "
        "OR typeof(best) <> 'text' OR " +
        line_type + " OR typeof(depth) <> 'integer' OR typeof(marks) <> 'integer' LIMIT 1";
    const char* orphans =
        "SELECT game_id, ply FROM analysis_plies WHERE game_id NOT IN (SELECT game_id FROM "
        "analysis) LIMIT 1";
    for (const std::string& sql : {game_rows, ply_rows, std::string(orphans)}) {
        auto check = db.prepare(sql);
        if (!check) return damaged("cannot be read: " + check.error());
        auto row = (*check)->step();
        if (!row) return damaged("cannot be read: " + row.error());
        if (!*row) continue;
        std::string where = "game " + std::to_string((*check)->column_int64(0));
        if (sql != game_rows) where += ", ply " + std::to_string((*check)->column_int64(1));
        return damaged(sql == orphans ? "holds a position without its game (" + where + ")"
                                      : "holds a value of the wrong type (" + where + ")");
    }
    std::string problem;
    auto walked = each_game([&](const PartGame& g) -> Result<bool> {
        problem = part_game_problem(g);
        if (!problem.empty()) return Error{problem};
        return true;
    });
    if (!problem.empty()) return damaged("holds a damaged analysis: " + problem);
    if (!walked) return damaged("cannot be read: " + walked.error());
    return true;
}

}  // namespace damascope::database
