// Texel tuning of the evaluation weights of one game: logistic regression of game results on the
// static evaluation of quiet positions (side to move has no capture, so the static score is the
// quiescence score), minimising the mean squared error between sigmoid(K * score) and the result.
//
//   tune --variant dama|dhama [--skip-plies P] [--test-every N] [--passes N] FILE.pdn|FILE.fens...
//
// Every N-th game (default 10) is held out as the test set. Prints K, the train and test errors
// with the starting (engine's) weights and with the tuned ones, and the tuned weights table.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "analysis/evaluation.hpp"
#include "core/fen.hpp"
#include "core/movegen.hpp"
#include "importers/game_file_reader.hpp"

using namespace damascope;

namespace {

struct Sample {
    core::Position pos;
    float result;  // White's score: 1, 0.5, 0
};

struct Data {
    std::vector<Sample> train, test;
    long games = 0;
};

// A positions file of selfplay --positions: "RESULT FEN" a line, RESULT White's score. Games are
// not marked in it, so the test set is every N-th block of 200 lines (about a game).
bool load_positions(const std::string& path, core::Variant variant, int skip_plies, int test_every,
                    Data& data) {
    std::FILE* f = std::fopen(path.c_str(), "r");
    if (!f) {
        std::fprintf(stderr, "tune: cannot read %s\n", path.c_str());
        return false;
    }
    char line[512];
    long number = 0;
    while (std::fgets(line, sizeof line, f)) {
        ++number;
        char* space = std::strchr(line, ' ');
        if (!space) continue;
        *space = 0;
        std::string fen = space + 1;
        while (!fen.empty() && (fen.back() == '\n' || fen.back() == '\r')) fen.pop_back();
        auto pos = core::parse_fen(variant, fen);
        if (!pos) {
            std::fprintf(stderr, "%s:%ld: %s\n", path.c_str(), number, pos.error().c_str());
            std::fclose(f);
            return false;
        }
        core::MoveList moves;
        core::generate_legal(pos.value(), moves);
        if (moves.size() == 0 || moves[0].is_capture()) continue;
        if (core::popcount(pos.value().occupied()) > 32 - skip_plies / 4) continue;  // the opening
        auto& into = (number / 200) % test_every == 0 ? data.test : data.train;
        into.push_back({pos.value(), static_cast<float>(std::atof(line))});
    }
    std::fclose(f);
    return true;
}

bool load(const std::string& path, bool dama, int skip_plies, int test_every, Data& data) {
    auto reader = importers::GameFileReader::open(path);
    if (!reader) {
        std::fprintf(stderr, "%s\n", reader.error().c_str());
        return false;
    }
    while (auto g = reader.value()->next()) {
        if (!g->record || g->record->stopped) continue;
        const core::GameRecord& r = *g->record;
        if (core::is_dama_family(r.variant) != dama || r.outcome == core::Outcome::ongoing)
            continue;
        const float result = r.outcome == core::Outcome::white_wins   ? 1.0f
                             : r.outcome == core::Outcome::black_wins ? 0.0f
                                                                      : 0.5f;
        auto& into = (data.games++ % test_every == 0) ? data.test : data.train;
        core::Position pos = r.start;
        int ply = 0;
        for (const auto& m : r.moves) {
            pos.play(m.move);
            if (++ply < skip_plies) continue;
            core::MoveList moves;
            core::generate_legal(pos, moves);
            if (moves.size() == 0 || moves[0].is_capture()) continue;  // not quiet, or game over
            into.push_back({pos, result});
        }
    }
    return true;
}

double sigmoid(double k, int score) {
    return 1.0 / (1.0 + std::pow(10.0, -k * score / 400.0));
}

double error(const std::vector<Sample>& set, const analysis::EvalWeights& w, double k) {
    double sum = 0;
    for (const Sample& s : set) {
        const double d = s.result - sigmoid(k, analysis::evaluate(s.pos, w));
        sum += d * d;
    }
    return set.empty() ? 0 : sum / static_cast<double>(set.size());
}

// The scale K that fits the starting weights best (a scan, then a finer one).
double best_k(const std::vector<Sample>& set, const analysis::EvalWeights& w) {
    double best = 1, best_e = 1e9;
    for (double step : {0.1, 0.01}) {
        const double lo = best - 10 * step, hi = best + 10 * step;
        for (double k = lo > step ? lo : step; k <= hi; k += step) {
            const double e = error(set, w, k);
            if (e < best_e) best_e = e, best = k;
        }
    }
    return best;
}

const char* arg(int argc, char** argv, const char* name) {
    for (int i = 1; i + 1 < argc; ++i)
        if (std::strcmp(argv[i], name) == 0) return argv[i + 1];
    return nullptr;
}

}  // namespace

int main(int argc, char** argv) {
    const char* variant = arg(argc, argv, "--variant");
    if (!variant || (std::strcmp(variant, "dama") != 0 && std::strcmp(variant, "dhama") != 0)) {
        std::fprintf(stderr,
                     "usage: tune --variant dama|dhama [--skip-plies P] [--test-every N] "
                     "[--passes N] FILE.pdn...\n");
        return 2;
    }
    const bool dama = std::strcmp(variant, "dama") == 0;
    const int skip =
        arg(argc, argv, "--skip-plies") ? std::atoi(arg(argc, argv, "--skip-plies")) : 8;
    const int every =
        arg(argc, argv, "--test-every") ? std::atoi(arg(argc, argv, "--test-every")) : 10;
    const int passes = arg(argc, argv, "--passes") ? std::atoi(arg(argc, argv, "--passes")) : 4;
    Data data;
    for (int i = 1; i < argc; ++i) {
        if (argv[i][0] == '-') {
            ++i;
            continue;
        }
        const std::string file = argv[i];
        const bool positions = file.size() > 5 && file.substr(file.size() - 5) == ".fens";
        const bool ok =
            positions ? load_positions(file, dama ? core::Variant::dama : core::Variant::dhama,
                                       skip, every < 2 ? 2 : every, data)
                      : load(file, dama, skip, every < 2 ? 2 : every, data);
        if (!ok) return 1;
    }
    if (data.train.empty() || data.test.empty()) {
        std::fprintf(stderr, "tune: no %s positions with a result in the files\n", variant);
        return 2;
    }
    analysis::EvalWeights w;
    const double k = best_k(data.train, w);
    std::printf("games %ld, positions: train %zu, test %zu; K %.3f\n", data.games,
                data.train.size(), data.test.size(), k);
    std::printf("before: train %.6f test %.6f\n", error(data.train, w, k), error(data.test, w, k));
    // Coordinate descent: each weight up or down by its step while the training error falls.
    double current = error(data.train, w, k);
    for (int pass = 0; pass < passes; ++pass) {
        bool improved = false;
        for (const auto& nw : analysis::named_weights()) {
            if (nw.dama != dama) continue;
            int& value = w.*nw.field;
            const int step = std::abs(value) >= 40 ? std::abs(value) / 20 : 1;
            for (int dir : {1, -1}) {
                while (true) {
                    value += dir * step;
                    const double e = error(data.train, w, k);
                    if (e < current) {
                        current = e;
                        improved = true;
                    } else {
                        value -= dir * step;
                        break;
                    }
                }
            }
        }
        std::printf("pass %d: train %.6f test %.6f\n", pass + 1, current, error(data.test, w, k));
        std::fflush(stdout);
        if (!improved) break;
    }
    std::printf("after: train %.6f test %.6f\n", current, error(data.test, w, k));
    for (const auto& nw : analysis::named_weights())
        if (nw.dama == dama) std::printf("%s %d\n", std::string(nw.name).c_str(), w.*nw.field);
    return 0;
}
