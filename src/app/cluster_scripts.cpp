#include "app/cluster_scripts.hpp"

#include <regex>

namespace damascope::app {

std::string default_cluster_dir(const std::string& db) {
    return db + ".parts";
}

std::string part_path(const ClusterPlan& plan, int k) {
    return plan.dir + "/part-" + std::to_string(k) + "-of-" + std::to_string(plan.tasks) +
           ".damascope";
}

std::string array_script_path(const ClusterPlan& plan) {
    return plan.dir + "/analyze.sbatch";
}

std::string merge_script_path(const ClusterPlan& plan) {
    return plan.dir + "/merge.sbatch";
}

std::string shell_quote(std::string_view text) {
    std::string out = "'";
    for (char c : text) {
        if (c == '\'')
            out += "'\\''";
        else
            out += c;
    }
    return out + "'";
}

namespace {

std::string common_header(const ClusterPlan& plan, std::string_view name) {
    std::string s = "#!/bin/bash\n";
    s += "#SBATCH --job-name=" + std::string(name) + "\n";
    s += "#SBATCH --ntasks=1\n#SBATCH --cpus-per-task=1\n";
    if (!plan.partition.empty()) s += "#SBATCH --partition=" + plan.partition + "\n";
    return s;
}

}  // namespace

std::string array_script(const ClusterPlan& plan) {
    const std::string n = std::to_string(plan.tasks);
    std::string s = common_header(plan, "damascope-analyze");
    s += "#SBATCH --array=1-" + n + "\n";
    if (!plan.time_limit.empty()) s += "#SBATCH --time=" + plan.time_limit + "\n";
    // Slurm takes the log paths as they are (no quoting): the folder must have no spaces.
    s += "#SBATCH --output=" + plan.dir + "/logs/analyze-%a.log\n";
    s += "# Written by damascope-cli cluster analyze. Task K analyses shard K of " + n +
         " of the database\n"
         "# (the games with (id - 1) mod " +
         n +
         " = K - 1) into its own part file, reading the database only.\n"
         "# A failed task resumes where it stopped: sbatch --array=K " +
         shell_quote(array_script_path(plan)) +
         "\n"
         "set -euo pipefail\n"
         ": \"${SLURM_ARRAY_TASK_ID:?run by sbatch as a job array, or with SLURM_ARRAY_TASK_ID "
         "set}\"\n";
    s += "exec " + shell_quote(plan.cli) + " analyze --db " + shell_quote(plan.db) +
         " --all --depth " + std::to_string(plan.depth) +
         " --threads 1 --shard \"${SLURM_ARRAY_TASK_ID}/" + n + "\" --out " +
         shell_quote(plan.dir) + "\"/part-${SLURM_ARRAY_TASK_ID}-of-" + n + ".damascope\"\n";
    return s;
}

std::string merge_script(const ClusterPlan& plan) {
    std::string s = common_header(plan, "damascope-merge");
    s += "#SBATCH --output=" + plan.dir + "/logs/merge.log\n";
    s += "# Written by damascope-cli cluster analyze: copies the " + std::to_string(plan.tasks) +
         " parts into the database in one\n# transaction (submitted to run after every task of "
         "the array succeeded).\nset -euo pipefail\n";
    s += "exec " + shell_quote(plan.cli) + " merge-analysis --db " + shell_quote(plan.db);
    for (int k = 1; k <= plan.tasks; ++k) s += " \\\n  " + shell_quote(part_path(plan, k));
    return s + "\n";
}

core::Result<bool> check_partition(std::string_view name) {
    static const std::regex valid("[A-Za-z0-9_.-]+(,[A-Za-z0-9_.-]+)*");
    if (std::regex_match(name.begin(), name.end(), valid)) return true;
    return core::Error{"'" + std::string(name) +
                       "' is not a partition name (letters, digits, _ . -; several with commas)"};
}

core::Result<bool> check_time_limit(std::string_view limit) {
    static const std::regex valid(
        "[0-9]+|[0-9]+:[0-9]{1,2}|[0-9]+:[0-9]{1,2}:[0-9]{1,2}|[0-9]+-[0-9]{1,2}|"
        "[0-9]+-[0-9]{1,2}:[0-9]{1,2}|[0-9]+-[0-9]{1,2}:[0-9]{1,2}:[0-9]{1,2}");
    if (std::regex_match(limit.begin(), limit.end(), valid)) return true;
    return core::Error{"'" + std::string(limit) +
                       "' is not a time limit: MINUTES, MM:SS, HH:MM:SS, DAYS-HH, DAYS-HH:MM or "
                       "DAYS-HH:MM:SS"};
}

}  // namespace damascope::app
