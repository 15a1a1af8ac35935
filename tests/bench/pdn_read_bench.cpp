// Reads and replays game files (no database) and reports games/s and what was found.
// Usage: pdn_read_bench FILE... [--repeat N] [--list-marked]
#include <chrono>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

#include "core/game_record.hpp"
#include "importers/game_file_reader.hpp"

using damascope::core::Mark;
using damascope::importers::GameFileReader;

int main(int argc, char** argv) {
    std::vector<std::string> files;
    int repeat = 1;
    bool list_marked = false;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--repeat") == 0 && i + 1 < argc) {
            repeat = std::atoi(argv[++i]);
        } else if (std::strcmp(argv[i], "--list-marked") == 0) {
            list_marked = true;
        } else {
            files.emplace_back(argv[i]);
        }
    }
    if (files.empty()) {
        std::fprintf(stderr, "usage: pdn_read_bench FILE... [--repeat N] [--list-marked]\n");
        return 2;
    }
    long games = 0, plies = 0, stopped = 0, skipped = 0, unsupported = 0, missed = 0, longer = 0;
    std::uint64_t bytes = 0;
    auto t0 = std::chrono::steady_clock::now();
    const std::clock_t c0 = std::clock();
    for (int r = 0; r < repeat; ++r) {
        for (const std::string& path : files) {
            auto reader = GameFileReader::open(path);
            if (!reader) {
                std::fprintf(stderr, "%s\n", reader.error().c_str());
                return 1;
            }
            while (auto g = reader.value()->next()) {
                if (!g->record) {
                    ++skipped;
                    if (g->unsupported) ++unsupported;
                    if (r == 0 && list_marked)
                        std::printf("skipped %s:%lld %s\n", path.c_str(),
                                    static_cast<long long>(g->line), g->skip_reason.c_str());
                    continue;
                }
                ++games;
                plies += static_cast<long>(g->record->moves.size());
                bool has_missed = false, has_longer = false;
                for (const auto& m : g->record->moves) {
                    has_missed |= damascope::core::has_mark(m.marks, Mark::missed_capture);
                    has_longer |= damascope::core::has_mark(m.marks, Mark::longer_chain_available);
                }
                missed += has_missed;
                longer += has_longer;
                if (g->record->stopped) {
                    ++stopped;
                    if (r == 0 && list_marked)
                        std::printf("stopped %s:%lld %s\n", path.c_str(),
                                    static_cast<long long>(g->line),
                                    g->record->stopped->reason.c_str());
                }
                if (r == 0 && list_marked && (has_missed || has_longer))
                    std::printf("marked %s:%lld%s%s\n", path.c_str(),
                                static_cast<long long>(g->line),
                                has_missed ? " missed_capture" : "",
                                has_longer ? " longer_chain_available" : "");
            }
            bytes += reader.value()->bytes_read();
        }
    }
    double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    // CPU time as well: on a busy machine the wall clock says more about the neighbours.
    double cpu = static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC;
    std::printf("games %ld (per pass %ld), plies %ld, stopped %ld, skipped %ld (unsupported %ld)\n",
                games, games / repeat, plies, stopped, skipped, unsupported);
    std::printf("games with missed_capture %ld, with longer_chain_available %ld (all passes)\n",
                missed, longer);
    std::printf("wall %.3f s, %.0f games/s, %.1f MB/s; cpu %.3f s, %.0f games/s\n", s,
                static_cast<double>(games) / s, static_cast<double>(bytes) / s / 1e6, cpu,
                static_cast<double>(games) / cpu);
    return 0;
}
