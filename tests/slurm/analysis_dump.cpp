// analysis_dump DB: prints the stored analysis of every game of DB, in id order, one line per game
// and per ply (engine, depth; ply, score, mate_in, best, line, depth, marks), without the time it
// was made: two databases hold the same analysis exactly when their dumps are the same bytes. A
// line is written as it is stored, each move as its square numbers (from-to, or fromxto:captured
// squares in hex for a capture). Reads
// DB without writing it. Used by the Slurm test (slurm_cluster_test.sh).
#include <cstdio>
#include <string>
#include <vector>

#include "database/game_database.hpp"

namespace {

std::string line_text(const std::vector<damascope::core::Move>& line) {
    std::string out;
    char buf[64];
    for (const auto& m : line) {
        if (m.captured)
            std::snprintf(buf, sizeof buf, "%s%dx%d:%llx", out.empty() ? "" : " ", m.from, m.to,
                          static_cast<unsigned long long>(m.captured));
        else
            std::snprintf(buf, sizeof buf, "%s%d-%d", out.empty() ? "" : " ", m.from, m.to);
        out += buf;
    }
    return out;
}

}  // namespace

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
                        line_text(p.pv).c_str(), p.depth, static_cast<unsigned>(p.marks));
    }
    return 0;
}
