// Probe cost of the endgame tables: random positions of every table in a folder, probed through
// Tables::probe (index computation and one byte read), timed over many probes.
//
//   egdb_bench --dir DIR --variant dama|turkish|dhama [--probes N]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "analysis/egdb/egdb.hpp"
#include "analysis/egdb/egdb_index.hpp"
#include "core/variant_name.hpp"

using namespace damascope;

int main(int argc, char** argv) {
    const char* dir = nullptr;
    const char* variant_text = nullptr;
    long probes = 2'000'000;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (std::strcmp(argv[i], "--dir") == 0) dir = argv[i + 1];
        if (std::strcmp(argv[i], "--variant") == 0) variant_text = argv[i + 1];
        if (std::strcmp(argv[i], "--probes") == 0) probes = std::strtol(argv[i + 1], nullptr, 10);
    }
    const auto variant = variant_text ? core::parse_variant(variant_text) : std::nullopt;
    if (!dir || !variant || probes <= 0) {
        std::fprintf(stderr, "usage: egdb_bench --dir DIR --variant V [--probes N]\n");
        return 2;
    }
    analysis::egdb::Tables tables(*variant);
    const auto load_start = std::chrono::steady_clock::now();
    const int loaded = tables.load(dir);
    const double load_s =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - load_start).count();
    if (loaded == 0) {
        std::fprintf(stderr, "egdb_bench: no %s tables in %s\n", variant_text, dir);
        return 1;
    }
    // A pool of valid positions drawn from every table, largest tables as often as small ones.
    std::vector<core::Position> pool;
    unsigned seed = 1;
    std::uint64_t bytes = 0;
    for (const auto& [m, values] : tables.all()) {
        bytes += values.size();
        const analysis::egdb::Indexer ix(*variant, m);
        for (int k = 0; k < 2000;) {
            seed = seed * 1103515245u + 12345u;
            const std::uint64_t r = (std::uint64_t{seed} << 16) ^ (seed >> 8);
            if (auto pos = ix.position_at(r % ix.size())) {
                pool.push_back(*pos);
                ++k;
            }
        }
    }
    long found = 0;
    const auto start = std::chrono::steady_clock::now();
    for (long i = 0; i < probes; ++i) {
        const auto v = tables.probe(pool[static_cast<std::size_t>(i) % pool.size()]);
        found += v ? 1 + static_cast<long>(v->plies) : 0;
    }
    const double s =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf(
        "%s: %d tables, %.1f MB, loaded in %.2f s; %ld probes in %.3f s: %.0f ns a probe "
        "(checksum %ld)\n",
        variant_text, loaded, static_cast<double>(bytes) / 1e6, load_s, probes, s,
        s * 1e9 / static_cast<double>(probes), found);
    return 0;
}
