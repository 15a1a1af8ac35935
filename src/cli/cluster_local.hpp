// `cluster analyze --local`: the job array's tasks as processes on this machine, then the merge.
#pragma once

#include "app/cluster_scripts.hpp"

namespace damascope::cli {

// Runs the tasks of `plan` (as many at once as there are cores), then the merge script if every
// task succeeded; the exit code. The tasks die with this process: SIGINT and SIGTERM are passed
// on to them, and each task gets SIGTERM when this process dies in any other way (SIGKILL).
int run_cluster_locally(const app::ClusterPlan& plan);

}  // namespace damascope::cli
