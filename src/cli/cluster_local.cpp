#include "cli/cluster_local.hpp"

#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <vector>

#include "app/resource_limits.hpp"
#include "cli/output.hpp"

namespace damascope::cli {

namespace {

// Where the signal handler passes a signal on to, one slot per process running (for kill(): a
// task's process group as -pgid, the merge's pid; 0: a free slot), and the signal that asked us to
// stop (0: none).
std::unique_ptr<std::atomic<pid_t>[]> kill_targets;
std::size_t target_slots = 0;
std::atomic<int> stop_signal{0};

extern "C" void pass_on_signal(int sig) {
    stop_signal.store(sig);
    for (std::size_t k = 0; k < target_slots; ++k)
        if (const pid_t target = kill_targets[k].load(); target != 0) kill(target, sig);
}

// Starts `bash SCRIPT` with SLURM_ARRAY_TASK_ID=task (0: none) and its output in `log` ("": ours),
// getting SIGTERM when we die (the scripts `exec` damascope-cli, which keeps that). A task runs in
// a process group of its own, so that what it starts is stopped with it; the merge, which writes
// to our terminal, stays in ours.
pid_t start_script(const std::string& script, int task, const std::string& log, bool own_group) {
    const pid_t parent = getpid();
    const pid_t pid = fork();
    if (pid != 0) {
        // Made on both sides: whichever runs first, the group exists before a signal is passed on.
        if (pid > 0 && own_group) setpgid(pid, pid);
        return pid;
    }
    if (own_group) setpgid(0, 0);
    if (prctl(PR_SET_PDEATHSIG, SIGTERM) != 0 || getppid() != parent) _exit(125);
    if (task > 0) setenv("SLURM_ARRAY_TASK_ID", std::to_string(task).c_str(), 1);
    if (!log.empty()) {
        FILE* f = fopen(log.c_str(), "w");
        if (!f) _exit(127);
        dup2(fileno(f), STDOUT_FILENO);
        dup2(fileno(f), STDERR_FILENO);
    }
    execl("/bin/bash", "bash", script.c_str(), static_cast<char*>(nullptr));
    _exit(127);
}

int exit_code_of(pid_t pid) {
    int status = 0;
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR) return -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

// SIGINT and SIGTERM passed on to the processes started while this object lives.
class SignalsPassedOn {
  public:
    explicit SignalsPassedOn(std::size_t slots) : slots_(slots, 0) {
        kill_targets = std::make_unique<std::atomic<pid_t>[]>(slots);
        target_slots = slots;
        struct sigaction action {};
        action.sa_handler = pass_on_signal;
        sigemptyset(&action.sa_mask);
        sigaction(SIGINT, &action, &old_int_);
        sigaction(SIGTERM, &action, &old_term_);
    }
    ~SignalsPassedOn() {
        sigaction(SIGINT, &old_int_, nullptr);
        sigaction(SIGTERM, &old_term_, nullptr);
        target_slots = 0;
    }
    SignalsPassedOn(const SignalsPassedOn&) = delete;
    SignalsPassedOn& operator=(const SignalsPassedOn&) = delete;

    // Starts the script (see start_script) in a free slot; its pid, or -1.
    pid_t start(const std::string& script, int task, const std::string& log, bool own_group) {
        const auto free = std::find(slots_.begin(), slots_.end(), 0);
        if (free == slots_.end()) return -1;
        const pid_t pid = start_script(script, task, log, own_group);
        if (pid < 0) return -1;
        *free = pid;
        kill_targets[static_cast<std::size_t>(free - slots_.begin())].store(own_group ? -pid : pid);
        // A signal that came before the slot was filled is passed on now.
        if (const int sig = stop_signal.load(); sig != 0) kill(own_group ? -pid : pid, sig);
        return pid;
    }
    // Waits for `pid` and frees its slot; its exit code (128 + N when killed by signal N).
    int wait(pid_t pid) {
        const int code = exit_code_of(pid);
        if (const auto it = std::find(slots_.begin(), slots_.end(), pid); it != slots_.end()) {
            kill_targets[static_cast<std::size_t>(it - slots_.begin())].store(0);
            *it = 0;
        }
        return code;
    }

  private:
    std::vector<pid_t> slots_;
    struct sigaction old_int_ {};
    struct sigaction old_term_ {};
};

}  // namespace

int run_cluster_locally(const app::ClusterPlan& plan) {
    const int at_once = std::max(1, std::min(app::default_threads(), plan.tasks));
    SignalsPassedOn processes(static_cast<std::size_t>(at_once));
    const auto stopped = [] { return stop_signal.load() != 0; };
    std::vector<std::pair<pid_t, int>> running;  // pid, task; waited for in order
    std::vector<int> failed;
    int next = 1;
    while ((next <= plan.tasks && !stopped()) || !running.empty()) {
        while (next <= plan.tasks && !stopped() && static_cast<int>(running.size()) < at_once) {
            const std::string log = plan.dir + "/logs/analyze-" + std::to_string(next) + ".log";
            const pid_t pid = processes.start(app::array_script_path(plan), next, log, true);
            if (pid < 0) {
                error("cannot start task {}: {}", next, std::strerror(errno));
                failed.push_back(next);
            } else {
                running.emplace_back(pid, next);
            }
            ++next;
        }
        if (running.empty()) break;
        const auto [pid, task] = running.front();
        running.erase(running.begin());
        if (const int code = processes.wait(pid); code != 0 && !stopped()) {
            error("task {} failed (exit {}): see {}/logs/analyze-{}.log", task, code, plan.dir,
                  task);
            failed.push_back(task);
        }
    }
    if (stopped()) {
        error(
            "stopped by signal {}, and the tasks with it: nothing was merged; each task resumes "
            "its part when run again (the same cluster analyze --local)",
            stop_signal.load());
        return 128 + stop_signal.load();
    }
    if (!failed.empty()) {
        error(
            "{} of {} tasks failed; nothing was merged. Run them again (each resumes its part), "
            "then: bash {}",
            failed.size(), plan.tasks, app::merge_script_path(plan));
        return 1;
    }
    write_stderr(fmt::format("{} tasks done; merging\n", plan.tasks));
    flush_stdout();
    const pid_t merge = processes.start(app::merge_script_path(plan), 0, "", false);
    return merge < 0 ? 1 : processes.wait(merge);
}

}  // namespace damascope::cli
