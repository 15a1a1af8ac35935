// Self-play match: the engine against a weaker setting of itself (shallower depth, or evaluation
// terms switched off), from varied openings with both colours, to measure strength.
//
//   selfplay --variant dama|turkish|dhama [--games N] [--depth-a D] [--depth-b D] [--nodes-a N]
//            [--nodes-b N] [--material-b] [--hand-set-b] [--positions FILE] [--off-a|--off-b
//            advancement,structure,mobility,runaways]
//            [--w-a|--w-b guard=N,wall=N,support=N,mobility=N,king=N,dhama_king=N] [--threat-b
//            PLIES] [--random-plies K] [--seed S] [--egdb-a DIR] [--egdb-b DIR]
//            [--ending-men M] [--futility-a|--futility-b CENTIMEN] [--contempt-a|--contempt-b
//            CENTIMEN]
//
// Each opening (K random legal plies from the start) is played twice, colours swapped. The score
// is reported from A's side: wins, draws, losses and an Elo estimate. --egdb-a/-b DIR: that side
// probes the endgame tables in DIR. --ending-men M: instead of openings, random endings of M men
// a side (on their own half, none on the far rank, no capture for the side to move), to measure
// the tables where they matter.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "analysis/egdb/egdb.hpp"
#include "analysis/engine.hpp"
#include "core/fen.hpp"
#include "core/game_state.hpp"
#include "core/movegen.hpp"
#include "core/variant_name.hpp"

using namespace damascope;

namespace {

struct Player {
    analysis::EngineOptions options;
    analysis::Limits limits;
};

enum class GameEnd { a_wins, b_wins, draw };

// Plays one game from `start`; A has the colour `a_color`.
// The positions of the game go into `positions` (for --positions).
GameEnd play_game(const core::Position& start, core::Color a_color, analysis::Engine& a,
                  const Player& pa, analysis::Engine& b, const Player& pb, int max_plies,
                  std::vector<core::Position>& positions) {
    core::GameState state(start);
    std::vector<core::Move> moves;
    std::unordered_map<std::uint64_t, int> seen;
    a.new_game();
    b.new_game();
    for (int ply = 0; ply < max_plies; ++ply) {
        const core::Adjudication adj = state.adjudicate();
        if (adj.outcome != core::Outcome::ongoing) {
            if (adj.outcome == core::Outcome::draw) return GameEnd::draw;
            const core::Color winner =
                adj.outcome == core::Outcome::white_wins ? core::Color::white : core::Color::black;
            return winner == a_color ? GameEnd::a_wins : GameEnd::b_wins;
        }
        // A third repetition ends the game as a draw (neither side is making progress).
        if (++seen[state.position().hash()] >= 3) return GameEnd::draw;
        const bool a_moves = state.position().side_to_move() == a_color;
        analysis::Engine& e = a_moves ? a : b;
        const Player& p = a_moves ? pa : pb;
        const auto context = analysis::GameContext::from_moves(start, moves);
        const analysis::SearchResult r = e.search(state.position(), p.limits, context);
        if (!r.has_move) return GameEnd::draw;  // cannot happen: adjudicated above
        moves.push_back(r.best);
        state.play(r.best);
        positions.push_back(state.position());
    }
    return GameEnd::draw;
}

const char* arg(int argc, char** argv, const char* name) {
    for (int i = 1; i + 1 < argc; ++i)
        if (std::strcmp(argv[i], name) == 0) return argv[i + 1];
    return nullptr;
}
bool flag(int argc, char** argv, const char* name) {
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], name) == 0) return true;
    return false;
}
long number(int argc, char** argv, const char* name, long fallback) {
    const char* v = arg(argc, argv, name);
    return v ? std::strtol(v, nullptr, 10) : fallback;
}

// "--off-a structure,mobility": evaluation term groups to switch off.
void switch_off(const char* list, analysis::EvalWeights& w) {
    if (!list) return;
    const std::string s = list;
    if (s.find("advancement") != std::string::npos) w.advancement = false;
    if (s.find("structure") != std::string::npos) w.structure = false;
    if (s.find("mobility") != std::string::npos) w.mobility = false;
    if (s.find("runaways") != std::string::npos) w.runaways = false;
}

// "--w-a guard=0,wall=4": Dama structure weights.
void set_weights(const char* list, analysis::EvalWeights& w) {
    if (!list) return;
    std::string s = list;
    std::size_t pos = 0;
    while (pos < s.size()) {
        std::size_t end = s.find(',', pos);
        if (end == std::string::npos) end = s.size();
        const std::string item = s.substr(pos, end - pos);
        const std::size_t eq = item.find('=');
        if (eq != std::string::npos) {
            const std::string name = item.substr(0, eq);
            const int value = std::atoi(item.c_str() + eq + 1);
            if (name == "guard") w.dama_guard = value;
            if (name == "wall") w.dama_wall = value;
            if (name == "support") w.dama_support = value;
            if (name == "mobility") w.dama_mobility = value;
            if (name == "king") w.dama_king = value;
            for (const auto& nw : analysis::named_weights())
                if (nw.name == name) w.*nw.field = value;
        }
        pos = end + 1;
    }
}

// M men a side, each on its own half (not on its first or last rank), White to move, no capture
// for White: a random ending.
core::Position random_ending(core::Variant v, int men, unsigned& seed) {
    for (;;) {
        core::Position pos = core::Position::empty(v, core::Color::white);
        const core::Bitboard board = core::playable_squares(v);
        for (core::Color c : {core::Color::white, core::Color::black}) {
            // White's half: ranks 2-4; Black's: ranks 5-7.
            const int low = c == core::Color::white ? 1 : 4;
            for (int placed = 0; placed < men;) {
                seed = seed * 1103515245u + 12345u;
                const int file = static_cast<int>((seed >> 16) % 8);
                seed = seed * 1103515245u + 12345u;
                const int rank = low + static_cast<int>((seed >> 16) % 3);
                const core::Square s = core::make_square(file, rank);
                if (!(board & core::bit(s)) || (pos.occupied() & core::bit(s))) continue;
                pos.put(s, core::make_piece(c, false));
                ++placed;
            }
        }
        if (!core::has_capture(pos)) return pos;
    }
}

}  // namespace

int main(int argc, char** argv) {
    const char* variant_text = arg(argc, argv, "--variant");
    const auto variant = variant_text ? core::parse_variant(variant_text) : std::nullopt;
    if (!variant) {
        std::fprintf(
            stderr,
            "usage: selfplay --variant dama|turkish|dhama [--games N] [--depth-a D] [--depth-b D]\n"
            "       [--nodes-a N] [--nodes-b N] [--material-b] [--random-plies K] [--seed S]\n");
        return 2;
    }
    const core::Variant v = *variant;
    const int games = static_cast<int>(number(argc, argv, "--games", 20));
    const int random_plies = static_cast<int>(number(argc, argv, "--random-plies", 4));
    unsigned seed = static_cast<unsigned>(number(argc, argv, "--seed", 1));
    Player pa;
    Player pb;
    pa.limits.depth = static_cast<int>(number(argc, argv, "--depth-a", 6));
    pb.limits.depth = static_cast<int>(number(argc, argv, "--depth-b", pa.limits.depth));
    pa.limits.nodes = static_cast<std::uint64_t>(number(argc, argv, "--nodes-a", 0));
    pb.limits.nodes = static_cast<std::uint64_t>(number(argc, argv, "--nodes-b", 0));
    if (pa.limits.nodes) pa.limits.depth = 0;
    if (pb.limits.nodes) pb.limits.depth = 0;
    if (flag(argc, argv, "--hand-set-b")) pb.options.eval = analysis::EvalWeights::hand_set();
    if (flag(argc, argv, "--material-b")) pb.options.eval = analysis::EvalWeights::material_only();
    switch_off(arg(argc, argv, "--off-a"), pa.options.eval);
    switch_off(arg(argc, argv, "--off-b"), pb.options.eval);
    set_weights(arg(argc, argv, "--w-a"), pa.options.eval);
    set_weights(arg(argc, argv, "--w-b"), pb.options.eval);
    pa.options.reductions = static_cast<int>(number(argc, argv, "--lmr-a", pa.options.reductions));
    pb.options.reductions = static_cast<int>(number(argc, argv, "--lmr-b", pb.options.reductions));
    pa.options.futility_margin =
        static_cast<int>(number(argc, argv, "--futility-a", pa.options.futility_margin));
    pb.options.futility_margin =
        static_cast<int>(number(argc, argv, "--futility-b", pb.options.futility_margin));
    pa.options.contempt = static_cast<int>(number(argc, argv, "--contempt-a", 0));
    pb.options.contempt = static_cast<int>(number(argc, argv, "--contempt-b", 0));
    pb.options.threat_plies =
        static_cast<int>(number(argc, argv, "--threat-b", pb.options.threat_plies));
    // Tables: each side's own, loaded once (a folder without tables is an error here).
    analysis::egdb::TableSet tables_a, tables_b;
    for (auto [name, set, player] :
         {std::tuple{"--egdb-a", &tables_a, &pa}, std::tuple{"--egdb-b", &tables_b, &pb}}) {
        const char* dir = arg(argc, argv, name);
        if (!dir) continue;
        if (set->load(dir) == 0) {
            std::fprintf(stderr, "selfplay: no endgame tables in %s\n", dir);
            return 1;
        }
        player->options.tables = set;
    }
    const int ending_men = static_cast<int>(number(argc, argv, "--ending-men", 0));
    const int max_plies = 400;
    // --positions FILE: every position played, with the game's result for White (the tuner's data).
    std::FILE* positions_out = nullptr;
    if (const char* out = arg(argc, argv, "--positions")) {
        positions_out = std::fopen(out, "a");
        if (!positions_out) {
            std::fprintf(stderr, "selfplay: cannot write %s\n", out);
            return 1;
        }
    }

    analysis::Engine a(pa.options);
    analysis::Engine b(pb.options);
    int wins = 0, draws = 0, losses = 0;
    for (int pair = 0; pair < (games + 1) / 2; ++pair) {
        // A random opening, played from both sides.
        core::Position start = core::Position::initial(v);
        if (ending_men > 0) start = random_ending(v, ending_men, seed);
        for (int ply = 0; ply < (ending_men > 0 ? 0 : random_plies); ++ply) {
            core::MoveList legal;
            core::generate_legal(start, legal);
            if (legal.empty()) break;
            seed = seed * 1103515245u + 12345u;
            start.play(legal[(seed >> 16) % legal.size()]);
        }
        for (core::Color a_color : {core::Color::white, core::Color::black}) {
            std::vector<core::Position> positions;
            const GameEnd end = play_game(start, a_color, a, pa, b, pb, max_plies, positions);
            if (positions_out) {
                const bool a_white = a_color == core::Color::white;
                const char* white_score = end == GameEnd::draw                  ? "0.5"
                                          : (end == GameEnd::a_wins) == a_white ? "1"
                                                                                : "0";
                for (const core::Position& p : positions)
                    std::fprintf(positions_out, "%s %s\n", white_score, core::to_fen(p).c_str());
                std::fflush(positions_out);
            }
            if (end == GameEnd::a_wins)
                ++wins;
            else if (end == GameEnd::b_wins)
                ++losses;
            else
                ++draws;
            std::printf("game %d (A %s): %s\n", wins + draws + losses,
                        a_color == core::Color::white ? "white" : "black",
                        end == GameEnd::a_wins   ? "A wins"
                        : end == GameEnd::b_wins ? "B wins"
                                                 : "draw");
            std::fflush(stdout);
        }
    }
    const int n = wins + draws + losses;
    const double score = n ? (wins + 0.5 * draws) / n : 0.5;
    const double elo = score <= 0   ? -999
                       : score >= 1 ? 999
                                    : -400.0 * std::log10(1.0 / score - 1.0);
    std::printf("A: +%d =%d -%d  score %.3f  elo %+.0f\n", wins, draws, losses, score, elo);
    return 0;
}
