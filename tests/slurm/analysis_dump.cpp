// analysis_dump DB: prints the stored analysis of every game of DB, in id order, one line per game
// and per ply (engine, depth; ply, score, mate_in, best, pv, depth, marks), without the time it was
// made: two databases hold the same analysis exactly when their dumps are the same bytes. Reads
// DB without writing it. Used by the Slurm test (slurm_cluster_test.sh).
#include <cstdio>
#include <string>

#include "database/game_database.hpp"

int main(int argc, char** argv) {
    using damascope::database::GameDatabase;
    if (argc != 2) {
        std::fprintf(stderr, "usage: analysis_dump DB\n");
        return 2;
    }
    auto db = GameDatabase::open_for_reading(argv[1]);
    if (!db) {
        std::fprintf(stderr, "analysis_dump: %s\n", db.error().c_str());
        return 1;
    }
    auto ids = db.value().game_ids({});
    if (!ids) {
        std::fprintf(stderr, "analysis_dump: %s\n", ids.error().c_str());
        return 1;
    }
    for (const std::int64_t id : *ids) {
        auto a = db.value().load_analysis(id);
        if (!a) {
            std::fprintf(stderr, "analysis_dump: game %lld: %s\n", static_cast<long long>(id),
                         a.error().c_str());
            return 1;
        }
        if (!*a) {
            std::printf("game %lld: none\n", static_cast<long long>(id));
            continue;
        }
        std::printf("game %lld: %s depth %d\n", static_cast<long long>(id), (*a)->engine.c_str(),
                    (*a)->depth);
        for (const auto& p : (*a)->plies)
            std::printf("  %d %d %d %s [%s] %d %u\n", p.ply, p.score, p.mate_in, p.best.c_str(),
                        p.pv.c_str(), p.depth, static_cast<unsigned>(p.marks));
    }
    return 0;
}
