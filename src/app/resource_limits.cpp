#include "app/resource_limits.hpp"

#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <thread>

namespace damascope::app {

int core_count() {
    return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

int max_threads() {
    return 4 * core_count();
}

std::size_t physical_memory_mb() {
    const long pages = sysconf(_SC_PHYS_PAGES);
    const long page_size = sysconf(_SC_PAGE_SIZE);
    if (pages <= 0 || page_size <= 0) return 0;
    const auto bytes = static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(page_size);
    return static_cast<std::size_t>(bytes >> 20);
}

std::size_t max_hash_mb() {
    const std::size_t memory = physical_memory_mb();
    // Unknown memory: 1 GB, a table any machine running this program can hold.
    return memory == 0 ? 1024 : std::max<std::size_t>(memory / 2, 1);
}

}  // namespace damascope::app
