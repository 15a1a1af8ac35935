// damascope-cli cluster analyze --db DB --tasks N [--depth D] [--partition P] [--time LIMIT]
//                               [--dir DIR] [--dry-run | --local]
// damascope-cli cluster status --db DB [--dir DIR] [--json]
#include <sys/wait.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>

#include "app/analysis_shard.hpp"
#include "app/cluster_scripts.hpp"
#include "cli/cluster_local.hpp"
#include "cli/commands.hpp"
#include "cli/output.hpp"
#include "cli/output_args.hpp"
#include "core/atomic_file.hpp"
#include "database/analysis_part.hpp"
#include "database/game_database.hpp"

namespace damascope::cli {

namespace {

namespace fs = std::filesystem;

struct ClusterOptions {
    std::string db, dir, partition, time_limit;
    std::optional<std::int64_t> tasks, depth;
    bool dry_run = false, local = false, json = false;
};

std::string absolute(const std::string& path) {
    std::error_code ec;
    const fs::path p = fs::absolute(path, ec);
    return ec ? path : p.lexically_normal().string();
}

// A script, written whole or not at all and executable; false with the message printed.
bool write_script(const std::string& path, const std::string& text) {
    auto created = core::AtomicFile::create(path);
    if (!created) {
        error("{}", created.error());
        return false;
    }
    core::AtomicFile& file = created.value();
    file.set_mode(0755);
    core::Result<bool> written = file.write(text);
    if (written) written = file.commit();
    if (!written) error("{}", written.error());
    return written.ok();
}

// True (with the message printed) when a file the run writes in DIR (the scripts, the parts, the
// logs) would be the database or one of its -wal, -shm or -journal files.
bool outputs_clash(const app::ClusterPlan& plan, const std::string& db) {
    std::vector<std::string> outputs{app::array_script_path(plan), app::merge_script_path(plan),
                                     plan.dir + "/logs/merge.log"};
    for (int k = 1; k <= plan.tasks; ++k) {
        outputs.push_back(app::part_path(plan, k));
        outputs.push_back(plan.dir + "/logs/analyze-" + std::to_string(k) + ".log");
    }
    return std::any_of(outputs.begin(), outputs.end(), [&](const std::string& path) {
        return output_clashes("--dir", path, {app::database_input(db)});
    });
}

// Runs `command` through the shell; its standard output, and whether it exited 0.
std::pair<std::string, bool> capture(const std::string& command) {
    std::string text;
    FILE* pipe = popen(command.c_str(), "r");
    if (!pipe) return {"", false};
    std::array<char, 4096> buf{};
    std::size_t n = 0;
    while ((n = fread(buf.data(), 1, buf.size(), pipe)) > 0) text.append(buf.data(), n);
    const int status = pclose(pipe);
    return {text, WIFEXITED(status) && WEXITSTATUS(status) == 0};
}

// At most one task per game (more would only make empty part files), and at least one.
int bounded_tasks(std::int64_t requested, std::size_t games) {
    const auto most = static_cast<std::int64_t>(std::max<std::size_t>(games, 1));
    if (requested <= most) return static_cast<int>(requested);
    warning("--tasks {} is more than the {} games: {} tasks, one game each", requested, games,
            most);
    return static_cast<int>(most);
}

int submit(const app::ClusterPlan& plan) {
    if (!capture("command -v sbatch >/dev/null 2>&1").second) {
        error(
            "sbatch is not on the PATH: this machine is no Slurm submit host (--local runs the "
            "tasks here, --dry-run prints the scripts); the scripts are in {}",
            plan.dir);
        return 1;
    }
    auto [array_out, array_ok] =
        capture("sbatch --parsable " + app::shell_quote(app::array_script_path(plan)) + " 2>&1");
    const std::string array_id = array_out.substr(0, array_out.find_first_of(";\n"));
    if (!array_ok || array_id.empty() || !std::all_of(array_id.begin(), array_id.end(), [](char c) {
            return c >= '0' && c <= '9';
        })) {
        error("sbatch refused the job array: {}", array_out);
        return 1;
    }
    auto [merge_out, merge_ok] =
        capture("sbatch --parsable --dependency=afterok:" + array_id + " " +
                app::shell_quote(app::merge_script_path(plan)) + " 2>&1");
    const std::string merge_id = merge_out.substr(0, merge_out.find_first_of(";\n"));
    if (!merge_ok || merge_id.empty()) {
        error(
            "job array {} is submitted, but sbatch refused the merge job: {}; merge by hand "
            "when the array is done: sbatch {}",
            array_id, merge_out, app::merge_script_path(plan));
        return 1;
    }
    out("submitted job array {} ({} tasks) and merge job {} (runs when every task succeeded)\n",
        array_id, plan.tasks, merge_id);
    out("parts and logs in {}; progress: damascope-cli cluster status --db {}\n", plan.dir,
        plan.db);
    return 0;
}

int run_cluster_analyze(const ClusterOptions& o) {
    if (o.dry_run && o.local) {
        error("cluster analyze: --dry-run and --local exclude each other");
        return 2;
    }
    if (!o.partition.empty())
        if (auto r = app::check_partition(o.partition); !r) {
            error("--partition: {}", r.error());
            return 2;
        }
    if (!o.time_limit.empty())
        if (auto r = app::check_time_limit(o.time_limit); !r) {
            error("--time: {}", r.error());
            return 2;
        }
    app::ClusterPlan plan;
    plan.db = absolute(o.db);
    plan.dir = absolute(o.dir.empty() ? app::default_cluster_dir(o.db) : o.dir);
    if (std::any_of(plan.dir.begin(), plan.dir.end(), [](char c) { return c <= ' '; })) {
        error("--dir: '{}' has a space or control character, which #SBATCH --output cannot take",
              plan.dir);
        return 2;
    }
    std::error_code ec;
    plan.cli = fs::read_symlink("/proc/self/exe", ec).string();
    if (ec) {
        error("cannot tell where damascope-cli is: {}", ec.message());
        return 1;
    }
    plan.tasks = static_cast<int>(*o.tasks);
    plan.depth = static_cast<int>(o.depth.value_or(12));
    plan.partition = o.partition;
    plan.time_limit = o.time_limit;
    auto db = database::GameDatabase::open_existing(o.db);
    if (!db) {
        error("{}", db.error());
        return 1;
    }
    auto ids = db->game_ids(database::GameFilter{});
    if (!ids) {
        error("{}", ids.error());
        return 1;
    }
    // Bounded before the outputs are checked: --tasks 100000 would mean 200,000 paths to check.
    plan.tasks = bounded_tasks(*o.tasks, ids->size());
    if (outputs_clash(plan, o.db)) return 2;
    if (o.dry_run) {
        out("# {}\n{}\n# {}\n{}\n# submitted as:\n#   sbatch --parsable {}\n#   sbatch "
            "--dependency=afterok:ARRAY_JOB_ID {}\n",
            app::array_script_path(plan), app::array_script(plan), app::merge_script_path(plan),
            app::merge_script(plan), app::array_script_path(plan), app::merge_script_path(plan));
        return 0;
    }
    // The database is brought to the latest schema and its write-ahead log emptied here, once:
    // the tasks then only read the file.
    if (auto r = db.value().checkpoint(); !r) {
        error("{}", r.error());
        return 1;
    }
    auto id = db->database_id();
    auto in_db = db->games_analysed(plan.depth);
    if (!id || !in_db) {
        error("{}", !id ? id.error() : in_db.error());
        return 1;
    }
    fs::create_directories(plan.dir + "/logs", ec);
    if (ec) {
        error("cannot create '{}/logs': {}", plan.dir, ec.message());
        return 1;
    }
    // Every part made now, so that `cluster status` counts every shard from the start.
    for (int k = 1; k <= plan.tasks; ++k) {
        const auto games = app::shard_games(*ids, app::Shard{k, plan.tasks});
        database::PartInfo info{*id, k, plan.tasks, 0, ""};
        info.games_total = std::count_if(games.begin(), games.end(), [&](std::int64_t g) {
            return !std::binary_search(in_db->begin(), in_db->end(), g);
        });
        const std::string path = app::part_path(plan, k);
        if (auto existing = database::AnalysisPart::open(path);
            existing && existing->info().database_id != *id) {
            error("--dir: '{}' is a part made from another database: give another --dir", path);
            return 2;
        }
        if (auto part = database::AnalysisPart::create_or_open(path, info); !part) {
            error("{}", part.error());
            return 1;
        }
    }
    if (!write_script(app::array_script_path(plan), app::array_script(plan)) ||
        !write_script(app::merge_script_path(plan), app::merge_script(plan)))
        return 1;
    return o.local ? run_cluster_locally(plan) : submit(plan);
}

int run_cluster_status(const ClusterOptions& o) {
    const std::string dir = o.dir.empty() ? app::default_cluster_dir(o.db) : o.dir;
    auto db = database::GameDatabase::open_for_reading(o.db);
    if (!db) {
        error("{}", db.error());
        return 1;
    }
    auto id = db->database_id();
    if (!id) {
        error("{}", id.error());
        return 1;
    }
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) {
        error("no folder '{}': start with damascope-cli cluster analyze --db {}", dir, o.db);
        return 1;
    }
    std::vector<std::string> files;
    for (const auto& entry : fs::directory_iterator(dir, ec))
        if (entry.path().extension() == ".damascope") files.push_back(entry.path().string());
    struct Row {
        std::string file;
        database::PartInfo info;
        std::int64_t done = 0;
    };
    std::vector<Row> rows;
    // A part that cannot be read whole is damaged: said, never left out of the total in silence.
    std::vector<std::pair<std::string, std::string>> damaged;  // file, what is wrong
    for (const auto& file : files) {
        auto part = database::AnalysisPart::open(file);
        if (!part && part.error().find("damaged") != std::string::npos) {
            damaged.emplace_back(file, part.error());
            continue;
        }
        if (!part) {
            warning("{}", part.error());  // no part (the database itself, another file)
            continue;
        }
        if (part->info().database_id != *id) {
            warning("'{}' is a part of another database; not counted", file);
            continue;
        }
        auto damage = db->part_damage(*part);
        if (!damage) {
            error("{}", damage.error());
            return 1;
        }
        if (!damage->empty()) {
            damaged.emplace_back(file, *damage);
            continue;
        }
        auto done = part->game_count();
        if (!done) {
            error("{}", done.error());
            return 1;
        }
        rows.push_back({file, part->info(), *done});
    }
    std::sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) {
        return std::pair(a.info.shards, a.info.shard) < std::pair(b.info.shards, b.info.shard);
    });
    std::int64_t done = 0, total = 0;
    Json list = Json::array();
    for (const auto& r : rows) {
        done += r.done;
        total += std::max(r.info.games_total, r.done);
        list.push_back({{"file", r.file},
                        {"shard", r.info.shard},
                        {"shards", r.info.shards},
                        {"games_done", r.done},
                        {"games_total", r.info.games_total}});
        if (!o.json)
            out("shard {}/{}: {} of {} games  {}\n", r.info.shard, r.info.shards, r.done,
                r.info.games_total, r.file);
    }
    Json damaged_list = Json::array();
    for (const auto& [file, why] : damaged) {
        error("{}", why);
        damaged_list.push_back({{"file", file}, {"problem", why}});
        if (!o.json) out("damaged: {}\n", file);
    }
    if (o.json) {
        print_json({{"parts", list},
                    {"parts_damaged", damaged_list},
                    {"games_done", done},
                    {"games_total", total}});
    } else {
        out("{} parts: {} of {} games analysed{}\n", rows.size(), done, total,
            damaged.empty() ? ""
                            : fmt::format("; {} damaged parts not counted (run their shards "
                                          "again after removing them)",
                                          damaged.size()));
    }
    return damaged.empty() ? 0 : 1;
}

}  // namespace

Runner setup_cluster(CLI::App& cmd) {
    auto o = std::make_shared<ClusterOptions>();
    cmd.require_subcommand(1, 1);
    CLI::App* analyze =
        cmd.add_subcommand("analyze", "submit the analysis of every game as a Slurm job array");
    add_database(*analyze, o->db);
    add_integer(*analyze, "--tasks", o->tasks, 1, app::max_shards,
                "array tasks, one shard of the games each")
        ->required();
    add_integer(*analyze, "--depth", o->depth, 1, 60, "depth per position (default 12)");
    add_text(*analyze, "--partition", o->partition, "the Slurm partition (default: the cluster's)",
             "P");
    add_text(*analyze, "--time", o->time_limit,
             "time limit per task, as sbatch --time (default: the partition's)", "LIMIT");
    add_text(*analyze, "--dir", o->dir,
             "folder of the scripts, parts and logs, seen by every node (default DB.parts)", "DIR");
    add_flag(*analyze, "--dry-run", o->dry_run, "print the scripts instead of submitting them");
    add_flag(*analyze, "--local", o->local,
             "run the tasks and the merge here as plain processes, without Slurm");
    CLI::App* status =
        cmd.add_subcommand("status", "games done per shard, read from the part files");
    add_database(*status, o->db);
    add_text(*status, "--dir", o->dir, "the folder given to cluster analyze (default DB.parts)",
             "DIR");
    add_flag(*status, "--json", o->json,
             "print {\"parts\": [...], \"games_done\", \"games_total\"}");
    return [o, analyze] {
        return analyze->parsed() ? run_cluster_analyze(*o) : run_cluster_status(*o);
    };
}

}  // namespace damascope::cli
