// The players' table over a whole database, timed: reading every game's names, outcome and counting
// tags, the aliases, the ladder, points and badges, and the sort by points — what
// `damascope-cli players` and the desktop app's players view do before they show anything.
//
//   players_bench DB [RUNS]      (RUNS 20 by default; the first run warms the page cache)
//
// Prints the players and games, then the fastest, median and slowest run in milliseconds.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "app/players.hpp"

int main(int argc, char** argv) {
    using namespace damascope;
    if (argc < 2 || argc > 3) {
        std::fprintf(stderr, "usage: players_bench DB [RUNS]\n");
        return 2;
    }
    const int runs = argc == 3 ? std::atoi(argv[2]) : 20;
    if (runs < 1) {
        std::fprintf(stderr, "players_bench: RUNS must be 1 or more\n");
        return 2;
    }
    auto db = database::GameDatabase::open_existing(argv[1]);
    if (!db) {
        std::fprintf(stderr, "players_bench: %s\n", db.error().c_str());
        return 1;
    }
    std::vector<double> ms;
    std::size_t players = 0;
    std::int64_t games = 0;
    for (int i = 0; i < runs + 1; ++i) {
        const auto start = std::chrono::steady_clock::now();
        auto table = app::load_players(*db);
        if (!table) {
            std::fprintf(stderr, "players_bench: %s\n", table.error().c_str());
            return 1;
        }
        auto sorted = std::move(table.value().players);
        app::sort_players(sorted, app::PlayerOrder::points);
        const auto end = std::chrono::steady_clock::now();
        players = sorted.size();
        games = table->games_counted + table->games_not_counted;
        if (i > 0) ms.push_back(std::chrono::duration<double, std::milli>(end - start).count());
    }
    std::sort(ms.begin(), ms.end());
    std::printf("%zu players, %lld games\n", players, static_cast<long long>(games));
    std::printf("players table: fastest %.1f ms, median %.1f ms, slowest %.1f ms (%d runs)\n",
                ms.front(), ms[ms.size() / 2], ms.back(), runs);
    return 0;
}
