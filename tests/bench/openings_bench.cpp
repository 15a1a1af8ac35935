// The opening explorer, position search and collection building on a big database (issue 12:
// explorer under 20 ms at any position, position search under 1 s, all 8-ply lines played at
// least 20 times collected in under 30 s, on a million games).
//
//   openings_bench DB --make PDN N            builds DB from N copies of the games of PDN (each
//                                              copy's Event gets " #k", so none is a duplicate)
//   openings_bench DB                          times explore() and find_position() at positions
//                                              taken from the stored games (the start, and after
//                                              1, 2, 4, 8, 16 and 30 plies of some games), and
//                                              build_lines(8 plies, 20 games)
// Each time is the median of 5 runs after a first (cold) run, which is printed too; the explorer
// is also timed as the first query of a new connection. It lists 500 games, as the desktop app.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "app/opening_collections.hpp"
#include "app/opening_explorer.hpp"
#include "importers/game_file_reader.hpp"

using namespace damascope;
using Clock = std::chrono::steady_clock;

namespace {

double ms_since(Clock::time_point t) {
    return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
}

int make(const std::string& db_path, const std::string& pdn, int copies) {
    std::vector<importers::ReadGame> games;
    auto reader = importers::GameFileReader::open(pdn);
    if (!reader) {
        std::fprintf(stderr, "%s: %s\n", pdn.c_str(), reader.error().c_str());
        return 1;
    }
    while (auto g = (*reader)->next())
        if (g->record) games.push_back(std::move(*g));
    auto opened = database::GameDatabase::open(db_path);
    if (!opened) {
        std::fprintf(stderr, "%s\n", opened.error().c_str());
        return 1;
    }
    database::GameDatabase db = std::move(opened).value();
    const auto start = Clock::now();
    const std::int64_t total = static_cast<std::int64_t>(games.size()) * copies;
    if (auto r = db.begin_bulk(total); !r)
        return std::fprintf(stderr, "%s\n", r.error().c_str()), 1;
    std::int64_t added = 0;
    for (int k = 0; k < copies; ++k) {
        for (const auto& g : games) {
            core::GameRecord rec = *g.record;
            bool has_event = false;
            for (auto& [name, value] : rec.tags)
                if (name == "Event") {
                    value += " #" + std::to_string(k);
                    has_event = true;
                }
            if (!has_event) rec.tags.emplace_back("Event", "#" + std::to_string(k));
            auto prepared = database::GameDatabase::prepare_game(std::move(rec), g.position_hashes);
            auto r = db.add_game(prepared);
            if (!r) return std::fprintf(stderr, "%s\n", r.error().c_str()), 1;
            added += *r == database::AddOutcome::added;
        }
        if (auto r = db.commit_bulk(); !r)
            return std::fprintf(stderr, "%s\n", r.error().c_str()), 1;
        std::fprintf(stderr, "copy %d of %d: %lld games stored (%.0f s)\n", k + 1, copies,
                     static_cast<long long>(added), ms_since(start) / 1000);
    }
    if (auto r = db.end_bulk(); !r) return std::fprintf(stderr, "%s\n", r.error().c_str()), 1;
    std::printf("%lld games stored in %.1f s\n", static_cast<long long>(added),
                ms_since(start) / 1000);
    // What an import does at its end: the explorer's answer at the start stored in the file.
    const auto stored = Clock::now();
    app::store_start_summaries(db);
    std::printf("start position's explorer answer stored in %.1f s\n", ms_since(stored) / 1000);
    return 0;
}

template <class F>
void time_it(const char* what, const std::string& where, F&& f) {
    auto t = Clock::now();
    const std::size_t n = f();
    const double cold = ms_since(t);
    std::vector<double> runs;
    for (int i = 0; i < 5; ++i) {
        t = Clock::now();
        f();
        runs.push_back(ms_since(t));
    }
    std::sort(runs.begin(), runs.end());
    std::printf("%-8s %-34s %9zu  cold %8.1f ms  median %8.1f ms\n", what, where.c_str(), n, cold,
                runs[2]);
}

// The first query of a new connection (the command line's `tree`, or the desktop app just
// opened): nothing is cached in memory, only what the file stores. Median of 5 connections.
template <class F>
void time_fresh(const char* what, const std::string& where, const std::string& db_path, F&& f) {
    std::vector<double> runs;
    std::size_t n = 0;
    for (int i = 0; i < 5; ++i) {
        auto db = database::GameDatabase::open_existing(db_path);
        if (!db) return;
        const auto t = Clock::now();
        n = f(*db);
        runs.push_back(ms_since(t));
    }
    std::sort(runs.begin(), runs.end());
    std::printf("%-8s %-34s %9zu  new connection: median %8.1f ms  worst %8.1f ms\n", what,
                where.c_str(), n, runs[2], runs[4]);
}

int measure(const std::string& db_path) {
    auto db = database::GameDatabase::open_existing(db_path);
    if (!db) {
        std::fprintf(stderr, "%s\n", db.error().c_str());
        return 1;
    }
    database::GameFilter all;
    const auto count = db->count_games(all);
    const auto bytes = std::filesystem::file_size(db_path);
    std::printf("%lld games, %.0f MB, %.0f bytes a game\n", static_cast<long long>(*count),
                static_cast<double>(bytes) / 1e6,
                static_cast<double>(bytes) / static_cast<double>(*count));
    // Positions: the start, and along games 1, 1,001 and 10,001 (when there).
    std::vector<std::pair<std::string, core::Position>> positions;
    for (std::int64_t id : {1, 1001, 10001}) {
        auto g = db->load_game(id);
        if (!g) continue;
        if (id == 1) positions.emplace_back("start", g->start);
        core::Position pos = g->start;
        int ply = 0;
        for (int at : {1, 2, 4, 8, 16, 30}) {
            while (ply < at && ply < static_cast<int>(g->moves.size()))
                pos.play(g->moves[static_cast<std::size_t>(ply++)].move);
            if (ply == at)
                positions.emplace_back("game " + std::to_string(id) + " ply " + std::to_string(at),
                                       pos);
        }
    }
    std::printf("%-8s %-34s %9s\n", "", "position", "games");
    for (const auto& [name, pos] : positions) {
        time_fresh("explore", name, db_path, [&](const database::GameDatabase& fresh) {
            return static_cast<std::size_t>(app::explore(fresh, pos, {}, 500)->games_total);
        });
        time_it("explore", name, [&] {
            return static_cast<std::size_t>(app::explore(*db, pos, {}, 500)->games_total);
        });
        time_it("find", name, [&] { return app::find_position(*db, pos)->size(); });
    }
    database::GameFilter player;
    player.player = "Tinsley";
    time_fresh("explore", "start, player Tinsley", db_path,
               [&](const database::GameDatabase& fresh) {
                   return static_cast<std::size_t>(
                       app::explore(fresh, positions.front().second, player, 500)->games_total);
               });
    time_it("explore", "start, player Tinsley", [&] {
        return static_cast<std::size_t>(
            app::explore(*db, positions.front().second, player, 500)->games_total);
    });
    app::BuildOptions b;
    b.plies = 8;
    b.min_games = 20;
    const auto t = Clock::now();
    std::int64_t read = 0;
    auto lines = app::build_lines(*db, core::Variant::dhama, b, &read);
    std::printf("build    8 plies, 20 games: %zu lines from %lld games in %.1f s\n",
                lines ? lines->size() : 0, static_cast<long long>(read), ms_since(t) / 1000);
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc == 5 && std::string(argv[2]) == "--make")
        return make(argv[1], argv[3], std::max(1, std::atoi(argv[4])));
    if (argc == 2) return measure(argv[1]);
    std::fprintf(stderr, "usage: openings_bench DB [--make PDN COPIES]\n");
    return 2;
}
