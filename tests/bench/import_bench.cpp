// Import benchmark: reads game files into memory (importer only), then stores them into a new file
// database (database only, one thread: preparing each game, inserts, index runs, commits), and
// reports games/s for each phase. The end-to-end figure (two threads) is the CLI's:
//   damascope-cli import --quiet --db NEW.sqlite FILE...
// Usage: import_bench DB FILE...   (DB is deleted first)
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <string>
#include <vector>

#include "database/game_database.hpp"
#include "importers/game_file_reader.hpp"

namespace {
double seconds_since(std::chrono::steady_clock::time_point t0) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}
// Processor time of this process: on a busy machine it says more than the wall clock.
double cpu_seconds() {
    return static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
}
}  // namespace

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fprintf(stderr, "usage: import_bench DB FILE...\n");
        return 2;
    }
    const std::string db_path = argv[1];
    std::vector<damascope::core::GameRecord> games;
    std::vector<std::vector<std::uint64_t>> hashes;  // as the replay found them
    auto t0 = std::chrono::steady_clock::now();
    const double cpu0 = cpu_seconds();
    for (int i = 2; i < argc; ++i) {
        auto reader = damascope::importers::GameFileReader::open(argv[i]);
        if (!reader) {
            std::fprintf(stderr, "%s\n", reader.error().c_str());
            return 1;
        }
        while (auto g = reader.value()->next()) {
            if (!g->record) continue;
            games.push_back(std::move(*g->record));
            hashes.push_back(std::move(g->position_hashes));
        }
    }
    const double read_s = seconds_since(t0);
    const double cpu1 = cpu_seconds();
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(db_path + suffix);
    t0 = std::chrono::steady_clock::now();
    auto db = damascope::database::GameDatabase::open(db_path);
    if (!db) {
        std::fprintf(stderr, "%s\n", db.error().c_str());
        return 1;
    }
    long added = 0;
    if (!db.value().begin_bulk()) return 1;
    const auto t_insert = std::chrono::steady_clock::now();
    for (std::size_t i = 0; i < games.size(); ++i) {
        // As the import job does it (there on the reading thread).
        auto r = db.value().add_game(
            damascope::database::GameDatabase::prepare_game(std::move(games[i]), hashes[i]));
        if (!r) {
            std::fprintf(stderr, "%s\n", r.error().c_str());
            return 1;
        }
        added += *r == damascope::database::AddOutcome::added;
    }
    const double insert_s = seconds_since(t_insert);
    const auto t_end = std::chrono::steady_clock::now();
    if (auto e = db.value().end_bulk(); !e) {
        std::fprintf(stderr, "%s\n", e.error().c_str());
        return 1;
    }
    const double end_s = seconds_since(t_end);
    const double store_s = seconds_since(t0);
    const double cpu2 = cpu_seconds();
    const double n = static_cast<double>(games.size());
    std::printf("read   %zu games in %.3f s: %.0f games/s (importer only)\n", games.size(), read_s,
                n / read_s);
    std::printf(
        "store  %ld added in %.3f s: %.0f games/s (inserts %.3f s, indexes + commit %.3f s)\n",
        added, store_s, n / store_s, insert_s, end_s);
    std::printf("total  %.0f games/s\n", n / (read_s + store_s));
    std::printf("cpu    read %.3f s, store %.3f s: %.0f games/s\n", cpu1 - cpu0, cpu2 - cpu1,
                n / (cpu2 - cpu0));
    return 0;
}
