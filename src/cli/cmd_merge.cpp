// damascope-cli merge-analysis --db DB PART... [--skip-damaged] [--json]
#include <filesystem>

#include "cli/commands.hpp"
#include "cli/output.hpp"
#include "cli/output_args.hpp"
#include "database/analysis_part.hpp"
#include "database/game_database.hpp"

namespace damascope::cli {

namespace {

struct MergeOptions {
    std::string db;
    std::vector<std::string> parts;
    bool skip_damaged = false;
    bool json = false;
};

int run_merge(const MergeOptions& o) {
    if (input_clashes(o.parts, o.db)) return 2;
    auto db = database::GameDatabase::open_existing(o.db);
    if (!db) {
        error("{}", db.error());
        return 1;
    }
    if (auto w = db.value().check_writable(); !w) {
        error("{}", w.error());
        return 1;
    }
    auto id = db->database_id();
    if (!id) {
        error("{}", id.error());
        return 1;
    }
    // Checked here first for the exit code: a part that cannot be read is 1, a file that is no
    // part or a part of another database is bad input, 2. merge_analysis checks them again, and
    // checks every part whole for damage (exit 1).
    for (const auto& path : o.parts) {
        auto part = database::AnalysisPart::open(path);
        if (!part && part.error().find("damaged") != std::string::npos) continue;
        if (!part) {
            std::error_code ec;
            error("{}; nothing was merged", part.error());
            return std::filesystem::is_regular_file(path, ec) ? 2 : 1;
        }
        if (part->info().database_id != *id) {
            error(
                "'{}' was made from another database (id {}), not from '{}' (id {}); nothing "
                "was merged",
                path, part->info().database_id, o.db, *id);
            return 2;
        }
    }
    auto stats = db.value().merge_analysis(o.parts, o.skip_damaged);
    if (!stats) {
        error("{}", stats.error());
        return 1;
    }
    const database::MergeStats& s = *stats;
    for (const auto& why : s.left_out) warning("{}", why);
    for (const auto& why : s.refused) error("{}; this part was not merged", why);
    if (o.json) {
        print_json({{"parts", s.parts},
                    {"parts_refused", s.parts_refused},
                    {"games_written", s.games_written},
                    {"games_unchanged", s.games_unchanged},
                    {"games_kept", s.games_kept},
                    {"games_left_out", s.games_left_out}});
    } else {
        out("merged {} parts: {} games written, {} unchanged, {} kept (deeper in the database), {} "
            "left out{}\n",
            s.parts, s.games_written, s.games_unchanged, s.games_kept, s.games_left_out,
            s.parts_refused > 0 ? fmt::format("; {} damaged parts refused", s.parts_refused) : "");
    }
    // A refused part is a file that could not be read, even when the others were merged.
    return s.parts_refused > 0 ? 1 : 0;
}

}  // namespace

Runner setup_merge_analysis(CLI::App& cmd) {
    auto o = std::make_shared<MergeOptions>();
    add_database(cmd, o->db);
    add_files(cmd, o->parts, "part files of analyze --shard, made from DB");
    add_flag(cmd, "--skip-damaged", o->skip_damaged,
             "merge the parts that are whole even if some are damaged (still exit 1)");
    add_flag(cmd, "--json", o->json, "print the counts as one JSON object");
    return [o] { return run_merge(*o); };
}

}  // namespace damascope::cli
