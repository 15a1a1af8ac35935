// The Slurm batch scripts of `damascope-cli cluster analyze`: a job array whose task K analyses
// shard K of N into its own part file, and a merge job (submitted to run after the array
// succeeded) that copies the parts into the database. Plain bash: `cluster analyze --local` runs
// the same scripts on this machine, task by task, with SLURM_ARRAY_TASK_ID set by hand.
#pragma once

#include <string>
#include <string_view>

#include "core/result.hpp"

namespace damascope::app {

struct ClusterPlan {
    std::string cli;  // absolute path of damascope-cli (the same on every node)
    std::string db;   // absolute path of the database (on a file system every node sees)
    std::string dir;  // absolute: the scripts, the part files and logs/
    int tasks = 1;    // N: shards, one per array task
    int depth = 12;
    std::string partition;   // "" : the cluster's default
    std::string time_limit;  // per task, in Slurm's format; "" : the partition's default
};

// The default folder of a database's cluster run: DB.parts beside it.
std::string default_cluster_dir(const std::string& db);
// DIR/part-K-of-N.damascope
std::string part_path(const ClusterPlan& plan, int k);
std::string array_script_path(const ClusterPlan& plan);  // DIR/analyze.sbatch
std::string merge_script_path(const ClusterPlan& plan);  // DIR/merge.sbatch
std::string array_script(const ClusterPlan& plan);
std::string merge_script(const ClusterPlan& plan);

// `text` quoted for bash as one word.
std::string shell_quote(std::string_view text);
// Checks of the values that go into #SBATCH lines (no spaces, quotes or newlines get through):
// a partition name or a comma-separated list of them; a time limit as sbatch --time takes it
// (MINUTES, MM:SS, HH:MM:SS, DAYS-HH, DAYS-HH:MM, DAYS-HH:MM:SS).
core::Result<bool> check_partition(std::string_view name);
core::Result<bool> check_time_limit(std::string_view limit);

}  // namespace damascope::app
