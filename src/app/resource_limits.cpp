#include "app/resource_limits.hpp"

#include <sched.h>
#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <optional>
#include <string>
#include <thread>

namespace damascope::app {
namespace {

// The path of this process's cgroup in the unified (v2) hierarchy ("0::/path"), or "" at the root.
std::string unified_cgroup_path() {
    std::ifstream in("/proc/self/cgroup");
    std::string line;
    while (std::getline(in, line))
        if (line.starts_with("0::")) return line.substr(3) == "/" ? "" : line.substr(3);
    return "";
}

// The first file of the candidates that opens, read as two numbers ("max" reads as none).
std::optional<double> quota_in_cores(const std::string& v2_file, const std::string& v1_quota,
                                     const std::string& v1_period) {
    if (std::ifstream v2(v2_file); v2) {
        std::string quota;
        double period = 0;
        if (v2 >> quota >> period && quota != "max" && period > 0) return std::stod(quota) / period;
        return std::nullopt;
    }
    std::ifstream q(v1_quota), p(v1_period);
    double quota = 0, period = 0;
    if (q >> quota && p >> period && quota > 0 && period > 0) return quota / period;
    return std::nullopt;
}

// A CPU quota on this process's cgroup (containers, CI runners), in cores rounded up.
std::optional<int> cgroup_cores() {
    const std::string v2_own = "/sys/fs/cgroup" + unified_cgroup_path() + "/cpu.max";
    for (const std::string& v2 : {v2_own, std::string("/sys/fs/cgroup/cpu.max")})
        if (auto cores = quota_in_cores(v2, "/sys/fs/cgroup/cpu/cpu.cfs_quota_us",
                                        "/sys/fs/cgroup/cpu/cpu.cfs_period_us"))
            return std::max(1, static_cast<int>(std::ceil(*cores)));
    return std::nullopt;
}

}  // namespace

// What the process may really run on: the CPUs online, fewer when its affinity mask or its
// cgroup's quota says so. A CI runner that shows 64 CPUs but grants 2 would otherwise get 64
// threads per command, each taking turns on two cores.
int core_count() {
    int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    cpu_set_t mask;
    CPU_ZERO(&mask);
    if (sched_getaffinity(0, sizeof mask, &mask) == 0) cores = std::min(cores, CPU_COUNT(&mask));
    if (auto quota = cgroup_cores()) cores = std::min(cores, *quota);
    return std::max(1, cores);
}

int max_threads() {
    return 4 * core_count();
}

namespace {

// $DAMASCOPE_THREADS as a count, or nothing when unset, not a number or out of bounds.
std::optional<int> threads_from_environment() {
    const char* text = std::getenv("DAMASCOPE_THREADS");
    if (text == nullptr || *text == '\0') return std::nullopt;
    int value = 0;
    const char* end = text + std::strlen(text);
    const auto [at, ec] = std::from_chars(text, end, value);
    if (ec != std::errc{} || at != end || value < 1 || value > max_threads()) return std::nullopt;
    return value;
}

}  // namespace

int default_threads() {
    return threads_from_environment().value_or(core_count());
}

std::string default_threads_problem() {
    const char* text = std::getenv("DAMASCOPE_THREADS");
    if (text == nullptr || *text == '\0' || threads_from_environment()) return "";
    return "DAMASCOPE_THREADS=" + std::string(text) + " is not a number of threads from 1 to " +
           std::to_string(max_threads()) + " (four per core): using every core";
}

std::size_t physical_memory_mb() {
    const long pages = sysconf(_SC_PHYS_PAGES);
    const long page_size = sysconf(_SC_PAGE_SIZE);
    if (pages <= 0 || page_size <= 0) return 0;
    auto bytes = static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(page_size);
    // A memory limit on the cgroup is the machine this process has.
    for (const std::string& file : {"/sys/fs/cgroup" + unified_cgroup_path() + "/memory.max",
                                    std::string("/sys/fs/cgroup/memory/memory.limit_in_bytes")}) {
        std::ifstream in(file);
        std::uint64_t limit = 0;
        if (in >> limit && limit > 0) bytes = std::min(bytes, limit);
    }
    return static_cast<std::size_t>(bytes >> 20);
}

std::size_t max_hash_mb() {
    const std::size_t memory = physical_memory_mb();
    // Unknown memory: 1 GB, a table any machine running this program can hold.
    return memory == 0 ? 1024 : std::max<std::size_t>(memory / 2, 1);
}

}  // namespace damascope::app
