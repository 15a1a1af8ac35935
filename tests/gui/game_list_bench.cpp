// Benchmark of the game list behind the desktop app's virtual list (app::GameList, what
// GameListModel reads): the row count and pages of 200 rows at the top, the middle and the end,
// sorted and filtered, as the virtual list asks for them while the user scrolls. Not a test: run
// it by hand on a Release build.
// Usage: game_list_bench DB                 (an existing database)
//        game_list_bench DB --create N FILE  (DB is replaced by N games cycled from FILE, each
//                                              cycle renaming White so that no game is a duplicate)
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "app/game_list.hpp"
#include "database/game_database.hpp"
#include "importers/game_file_reader.hpp"

namespace {

using namespace damascope;

double ms_since(std::chrono::steady_clock::time_point t0) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

int create(const std::string& path, long n, const std::string& file) {
    std::vector<core::GameRecord> games;
    auto reader = importers::GameFileReader::open(file);
    if (!reader) {
        std::fprintf(stderr, "%s\n", reader.error().c_str());
        return 1;
    }
    while (auto g = (*reader)->next())
        if (g->record) games.push_back(*g->record);
    if (games.empty()) return 1;
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
    auto db = database::GameDatabase::open(path);
    if (!db) return 1;
    db.value().begin_bulk();
    for (long i = 0; i < n; ++i) {
        core::GameRecord g = games[static_cast<std::size_t>(i) % games.size()];
        const long cycle = i / static_cast<long>(games.size());
        for (auto& [k, v] : g.tags)
            if (k == "White" && cycle > 0) v += " #" + std::to_string(cycle);
        if (cycle > 0 && g.tag("White").empty())
            g.tags.emplace_back("White", "#" + std::to_string(cycle));
        db.value().add_game(g);
    }
    db.value().end_bulk();
    return 0;
}

void measure(const database::GameDatabase& db, const char* what, const app::GameFilter& f) {
    app::GameList list(&db);
    auto t0 = std::chrono::steady_clock::now();
    const std::int64_t n = list.set_filter(f);
    const double count_ms = ms_since(t0);
    double page_ms[3] = {0, 0, 0};
    // A row of each page: the first, the middle one and the last (each read with its page).
    const std::int64_t rows[3] = {0, n / 2, n > 0 ? n - 1 : 0};
    for (int i = 0; i < 3; ++i) {
        t0 = std::chrono::steady_clock::now();
        list.row(rows[i]);
        page_ms[i] = ms_since(t0);
    }
    std::printf("%-28s %8lld rows  count %7.1f ms  page top %6.1f  middle %6.1f  end %6.1f ms\n",
                what, static_cast<long long>(n), count_ms, page_ms[0], page_ms[1], page_ms[2]);
}

}  // namespace

int main(int argc, char** argv) {
    if (argc == 5 && std::string(argv[2]) == "--create") {
        const int rc = create(argv[1], std::atol(argv[3]), argv[4]);
        if (rc != 0) return rc;
    } else if (argc != 2) {
        std::fprintf(stderr, "usage: game_list_bench DB [--create N FILE]\n");
        return 2;
    }
    auto db = database::GameDatabase::open_existing(argv[1]);
    if (!db) {
        std::fprintf(stderr, "%s\n", db.error().c_str());
        return 1;
    }
    database::GameFilter f;
    measure(*db, "all, by id", f);
    f.order_by = "white";
    measure(*db, "all, by white", f);
    f.order_by = "date";
    f.descending = true;
    measure(*db, "all, by date descending", f);
    database::GameFilter p;
    p.player = "tinsley";
    measure(*db, "player ~ tinsley", p);
    database::GameFilter m;
    m.only_with_marks = true;
    m.order_by = "marks";
    measure(*db, "with marks, by marks", m);
    database::GameFilter r;
    r.result = "1/2-1/2";
    r.variant = core::Variant::dhama;
    measure(*db, "draws, dhama", r);
    return 0;
}
