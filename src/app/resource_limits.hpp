// How much of the machine the engine may take: the bounds of the hash and thread options, the
// same for the CLI and the desktop app.
#pragma once

#include <cstddef>
#include <string>

namespace damascope::app {

// The cores this process may run on (at least 1): the CPUs online, fewer under an affinity mask or
// a cgroup CPU quota.
int core_count();
// Analysis threads: up to four per core. More than one per core only take turns (each game is
// still searched by one thread), and far more would spend the memory on thread stacks.
int max_threads();
// The threads an analysis uses when it is not told: $DAMASCOPE_THREADS when it holds a number from
// 1 to max_threads() (a shared machine, a test run: like OMP_NUM_THREADS), else every core.
int default_threads();
// What is wrong with $DAMASCOPE_THREADS ("" when it is unset or good), for a warning.
std::string default_threads_problem();
// The machine's memory in MB (0 when it cannot be told).
std::size_t physical_memory_mb();
// The transposition table may take at most half the machine's memory (at least 1 MB); the rest
// is for the system, the database and the other programs.
std::size_t max_hash_mb();

}  // namespace damascope::app
