// Training data for the learned evaluation: fast self-play games on every core, each quiet
// position written with the game's result and the search's score.
//
//   datagen --variant dama|turkish|dhama --games N --out FILE [--nodes N] [--threads T]
//           [--seed S] [--egdb DIR] [--eval classic|learned] [--weights FILE]
//   datagen --variant V --weights FILE --evaluate RECORDS [--count N]
//           prints the network's score (White's view) of the first N records: the check that the
//           trainer's network (train_network.py --check RECORDS) and the engine's agree
//
// Openings. Dhama: a three-move opening, the way tournaments ballot them. The American Checker
// Federation's deck holds 156 of them (usacheckers.com, "The 156-Opening Three-Move Deck"); that
// list was not at hand here, so the deck is made the same way it was first made: every legal
// sequence of three plies from the start, less those a search finds lost (|score| above 1.2 men
// at depth 10; see three_move_deck()). Dama (both rule sets): 6 random plies from the start, kept
// when a depth-6 search scores them within 0.6 men. Each game then plays 2 more random plies, and
// every move is searched with a node budget drawn between 0.75 and 1.25 times --nodes, so that no
// two games are the same.
//
// Labels: the game's result for White (1, 0.5, 0) and the search's score of the position (White's
// view). Only quiet positions are written (the side to move has no capture). With --egdb, a
// position the tables hold is labelled with its exact result instead, and a game ends as soon as
// the tables decide it.
//
// FILE gets 40-byte records (appended, so that runs add up), little-endian:
//   u64 white men, u64 white kings, u64 black men, u64 black kings   (bit = rank * 8 + file)
//   i16 search score (centi-men, White's view, forced results clamped to +-3000)
//   i16 classic static evaluation (centi-men, White's view: the "before" of the training)
//   u8 result for White (0 loss, 1 draw, 2 win; + 4 when the endgame tables gave it; + 8 on a
//      game's first record)
//   u8 side to move (0 White, 1 Black), u8 variant (0 dama, 1 turkish, 2 dhama), u8 ply
// resources/learned/README.md says how the shipped networks were trained from these files.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <random>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

#include "analysis/egdb/egdb.hpp"
#include "analysis/engine.hpp"
#include "analysis/learned/network.hpp"
#include "analysis/score.hpp"
#include "core/game_state.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"
#include "core/variant_name.hpp"

using namespace damascope;

namespace {

#pragma pack(push, 1)
struct Record {
    std::uint64_t boards[4];
    std::int16_t score;
    std::int16_t classic;
    std::uint8_t result;
    std::uint8_t side;
    std::uint8_t variant;
    std::uint8_t ply;
};
#pragma pack(pop)
static_assert(sizeof(Record) == 40);

struct Options {
    core::Variant variant = core::Variant::dhama;
    int games = 100;
    std::uint64_t nodes = 4000;
    int threads = 1;
    unsigned seed = 1;
    analysis::EngineOptions engine;
};

std::uint8_t variant_code(core::Variant v) {
    return v == core::Variant::dama ? 0 : v == core::Variant::turkish ? 1 : 2;
}

Record record_of(const core::Position& pos, int score, int ply, bool from_tables) {
    Record r{};
    r.boards[0] = pos.men(core::Color::white);
    r.boards[1] = pos.kings(core::Color::white);
    r.boards[2] = pos.men(core::Color::black);
    r.boards[3] = pos.kings(core::Color::black);
    r.score = static_cast<std::int16_t>(std::clamp(score, -3000, 3000));
    r.side = pos.side_to_move() == core::Color::white ? 0 : 1;
    r.variant = variant_code(pos.variant());
    r.ply = static_cast<std::uint8_t>(std::min(ply, 255));
    r.classic = static_cast<std::int16_t>(std::clamp(analysis::evaluate(pos), -3000, 3000));
    r.result = from_tables ? 4 : 0;
    return r;
}

int search_score(analysis::Engine& engine, const core::Position& pos, int depth) {
    analysis::Limits limits;
    limits.depth = depth;
    return engine.search(pos, limits).score;
}

// Every sequence of three plies from the start that a depth-10 search does not find lost; with
// `lines`, each one's moves as written ("9-13 22-18 11-15").
std::vector<core::Position> three_move_deck(const Options& options,
                                            std::vector<std::string>* lines = nullptr) {
    analysis::Engine engine(options.engine);
    std::vector<core::Position> deck;
    int sequences = 0;
    const core::Position start = core::Position::initial(core::Variant::dhama);
    core::MoveList first;
    core::generate_legal(start, first);
    for (const core::Move& a : first) {
        core::Position pa = start;
        pa.play(a);
        core::MoveList second;
        core::generate_legal(pa, second);
        for (const core::Move& b : second) {
            core::Position pb = pa;
            pb.play(b);
            core::MoveList third;
            core::generate_legal(pb, third);
            for (const core::Move& c : third) {
                core::Position pc = pb;
                pc.play(c);
                ++sequences;
                engine.new_game();
                if (std::abs(search_score(engine, pc, 10)) > 120) continue;
                deck.push_back(pc);
                if (lines)
                    lines->push_back(core::format_move(start, a, first) + " " +
                                     core::format_move(pa, b, second) + " " +
                                     core::format_move(pb, c, third));
            }
        }
    }
    std::fprintf(stderr, "datagen: three-move deck: %zu of %d sequences kept\n", deck.size(),
                 sequences);
    return deck;
}

class Generator {
  public:
    Generator(const Options& options, std::FILE* out) : options_(options), out_(out) {
        if (options.variant == core::Variant::dhama) deck_ = three_move_deck(options);
    }

    void run() {
        std::vector<std::thread> workers;
        for (int t = 0; t < options_.threads; ++t) workers.emplace_back([this] { work(); });
        for (auto& w : workers) w.join();
    }
    long positions() const { return written_.load(); }
    int games() const { return finished_.load(); }

  private:
    void work() {
        analysis::Engine engine(options_.engine);
        for (;;) {
            const int game = next_game_++;
            if (game >= options_.games) return;
            std::mt19937_64 rng(options_.seed * 1000003ULL + static_cast<unsigned>(game));
            std::vector<Record> records;
            play(engine, rng, records);
            {
                const std::lock_guard lock(write_mutex_);
                std::fwrite(records.data(), sizeof(Record), records.size(), out_);
                std::fflush(out_);
            }
            written_ += static_cast<long>(records.size());
            const int done = ++finished_;
            if (done % 50 == 0 || done == options_.games)
                std::fprintf(stderr, "datagen: %d of %d games, %ld positions\n", done,
                             options_.games, written_.load());
        }
    }

    core::Position opening(analysis::Engine& engine, std::mt19937_64& rng) const {
        for (;;) {
            core::Position pos = core::Position::initial(options_.variant);
            int random_plies = 2;
            if (!deck_.empty()) {
                pos = deck_[rng() % deck_.size()];
            } else {
                random_plies += 6;
            }
            bool ended = false;
            for (int i = 0; i < random_plies && !ended; ++i) {
                core::MoveList legal;
                core::generate_legal(pos, legal);
                if (legal.empty())
                    ended = true;
                else
                    pos.play(legal[rng() % legal.size()]);
            }
            if (ended) continue;
            engine.new_game();
            if (std::abs(search_score(engine, pos, 6)) <= 60) return pos;
        }
    }

    void play(analysis::Engine& engine, std::mt19937_64& rng, std::vector<Record>& records) const {
        const core::Position start = opening(engine, rng);
        core::GameState state(start);
        std::vector<core::Move> moves;
        std::unordered_map<std::uint64_t, int> seen;
        std::uniform_real_distribution<double> jitter(0.75, 1.25);
        const analysis::egdb::Tables* tables =
            options_.engine.tables ? options_.engine.tables->of(options_.variant) : nullptr;
        engine.new_game();
        int white_result = 1;  // 0, 1, 2 as in Record
        for (int ply = 0; ply < 400; ++ply) {
            const core::Adjudication adj = state.adjudicate();
            if (adj.outcome != core::Outcome::ongoing) {
                white_result = adj.outcome == core::Outcome::white_wins   ? 2
                               : adj.outcome == core::Outcome::black_wins ? 0
                                                                          : 1;
                break;
            }
            if (++seen[state.position().hash()] >= 3) break;  // a draw
            const core::Position& pos = state.position();
            // Dama's quiet-move draw could overturn a table's value late in a quiet run.
            const bool tables_hold =
                tables && (!core::is_dama_family(options_.variant) || state.quiet_plies() < 100);
            if (tables_hold) {
                if (const auto v = tables->probe(pos)) {
                    const bool white_to_move = pos.side_to_move() == core::Color::white;
                    white_result = v->wdl == analysis::egdb::Wdl::draw                     ? 1
                                   : (v->wdl == analysis::egdb::Wdl::win) == white_to_move ? 2
                                                                                           : 0;
                    const int score = (white_result - 1) * 3000;
                    if (!core::has_capture(pos))
                        records.push_back(record_of(pos, score, ply, true));
                    break;
                }
            }
            analysis::Limits limits;
            limits.nodes =
                static_cast<std::uint64_t>(static_cast<double>(options_.nodes) * jitter(rng));
            const auto context = analysis::GameContext::from_moves(start, moves);
            const analysis::SearchResult r = engine.search(pos, limits, context);
            if (!r.has_move) break;
            if (!core::has_capture(pos)) records.push_back(record_of(pos, r.score, ply, false));
            moves.push_back(r.best);
            state.play(r.best);
        }
        for (Record& r : records)
            r.result = static_cast<std::uint8_t>((r.result & 4) | white_result);
        if (!records.empty()) records.front().result |= 8;
    }

    const Options& options_;
    std::FILE* out_;
    std::vector<core::Position> deck_;
    std::atomic<int> next_game_{0};
    std::atomic<int> finished_{0};
    std::atomic<long> written_{0};
    std::mutex write_mutex_;
};

const char* arg(int argc, char** argv, const char* name) {
    for (int i = 1; i + 1 < argc; ++i)
        if (std::strcmp(argv[i], name) == 0) return argv[i + 1];
    return nullptr;
}
long number(int argc, char** argv, const char* name, long fallback) {
    const char* v = arg(argc, argv, name);
    return v ? std::strtol(v, nullptr, 10) : fallback;
}

}  // namespace

int main(int argc, char** argv) {
    const char* variant_text = arg(argc, argv, "--variant");
    const auto variant = variant_text ? core::parse_variant(variant_text) : std::nullopt;
    const char* out_path = arg(argc, argv, "--out");
    if (!variant ||
        (!out_path && !arg(argc, argv, "--evaluate") && !arg(argc, argv, "--write-deck"))) {
        std::fprintf(
            stderr,
            "usage: datagen --variant dama|turkish|dhama --games N --out FILE [--nodes N]\n"
            "       [--threads T] [--seed S] [--egdb DIR] [--eval classic|learned]\n"
            "       [--weights FILE]\n");
        return 2;
    }
    if (const char* records_path = arg(argc, argv, "--evaluate")) {
        const char* weights = arg(argc, argv, "--weights");
        const auto loaded = weights ? analysis::learned::load_network(weights)
                                    : analysis::learned::load_default_network(*variant);
        if (!loaded.network) {
            std::fprintf(stderr, "datagen: %s\n", loaded.error.c_str());
            return 1;
        }
        std::FILE* in = std::fopen(records_path, "rb");
        if (!in) {
            std::fprintf(stderr, "datagen: cannot read %s\n", records_path);
            return 1;
        }
        const long count = number(argc, argv, "--count", 10);
        Record r;
        for (long i = 0; i < count && std::fread(&r, sizeof r, 1, in) == 1; ++i) {
            core::Position pos =
                core::Position::empty(*variant, r.side ? core::Color::black : core::Color::white);
            for (int b = 0; b < 4; ++b)
                for (core::Bitboard bb = r.boards[b]; bb;)
                    pos.put(core::pop_lsb(bb),
                            core::make_piece(b < 2 ? core::Color::white : core::Color::black,
                                             b % 2 == 1));
            const int own = analysis::learned::evaluate(*loaded.network, pos);
            std::printf("%ld %d\n", i, r.side ? -own : own);
        }
        std::fclose(in);
        return 0;
    }
    Options options;
    options.variant = *variant;
    // --write-deck FILE: the three-move deck as PDN, for the match runner's --openings.
    if (const char* deck_path = arg(argc, argv, "--write-deck")) {
        std::vector<std::string> lines;
        three_move_deck(options, &lines);
        std::FILE* f = std::fopen(deck_path, "w");
        if (!f) {
            std::fprintf(stderr, "datagen: cannot write %s\n", deck_path);
            return 1;
        }
        std::fprintf(
            f,
            "%% The three-move openings of English draughts (Dhama) that a depth-10 search\n"
            "%% of damascope's classic evaluation scores within 1.2 men: every legal\n"
            "%% sequence of three plies from the start, less those found lost. Written by\n"
            "%%   datagen --variant dhama --write-deck tests/bench/three_move_deck.pdn\n"
            "%% The American Checker Federation's tournament deck has 156 (usacheckers.com,\n"
            "%% \"The 156-Opening Three-Move Deck\"); its list was not at hand.\n\n");
        int n = 0;
        for (const std::string& line : lines) {
            const std::size_t first = line.find(' '), second = line.find(' ', first + 1);
            std::fprintf(f,
                         "[Event \"three-move deck\"]\n[Opening \"%s\"]\n[GameType \"21\"]\n\n1. "
                         "%s %s 2. %s *\n\n",
                         line.c_str(), line.substr(0, first).c_str(),
                         line.substr(first + 1, second - first - 1).c_str(),
                         line.substr(second + 1).c_str());
            ++n;
        }
        std::fclose(f);
        std::printf("datagen: %d openings -> %s\n", n, deck_path);
        return 0;
    }
    options.games = static_cast<int>(number(argc, argv, "--games", 100));
    options.nodes = static_cast<std::uint64_t>(number(argc, argv, "--nodes", 4000));
    options.threads = static_cast<int>(
        number(argc, argv, "--threads", std::max(1u, std::thread::hardware_concurrency())));
    options.seed = static_cast<unsigned>(number(argc, argv, "--seed", 1));
    analysis::egdb::TableSet tables;
    if (const char* dir = arg(argc, argv, "--egdb")) {
        if (tables.load(dir) == 0) {
            std::fprintf(stderr, "datagen: no endgame tables in %s\n", dir);
            return 1;
        }
        options.engine.tables = &tables;
    }
    const char* eval = arg(argc, argv, "--eval");
    if (eval && std::strcmp(eval, "learned") == 0) {
        const char* weights = arg(argc, argv, "--weights");
        auto loaded = weights ? analysis::learned::load_network(weights)
                              : analysis::learned::load_default_network(options.variant);
        if (!loaded.network) {
            std::fprintf(stderr, "datagen: %s\n", loaded.error.c_str());
            return 1;
        }
        (options.variant == core::Variant::dhama ? options.engine.networks.dhama
                                                 : options.engine.networks.dama) = loaded.network;
    } else if (eval && std::strcmp(eval, "classic") != 0) {
        std::fprintf(stderr, "datagen: --eval is classic or learned, not '%s'\n", eval);
        return 2;
    }
    std::FILE* out = std::fopen(out_path, "ab");
    if (!out) {
        std::fprintf(stderr, "datagen: cannot write %s\n", out_path);
        return 1;
    }
    const auto begin = std::chrono::steady_clock::now();
    Generator generator(options, out);
    generator.run();
    std::fclose(out);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    std::printf("datagen: %d games, %ld positions in %.0f s (%.0f positions/s) -> %s\n",
                generator.games(), generator.positions(), seconds,
                static_cast<double>(generator.positions()) / seconds, out_path);
    return 0;
}
