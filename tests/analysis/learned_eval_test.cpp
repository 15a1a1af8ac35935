// The learned evaluation: the integer, incremental network against a plain floating-point forward
// pass written here from the layer description in network.hpp, on positions of real games; the
// accumulator kept move by move against a fresh one; colour symmetry; the weights file's checks;
// the search with it.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <random>

#include "analysis/engine.hpp"
#include "analysis/learned/network.hpp"
#include "core/fen.hpp"
#include "importers/game_file_reader.hpp"

using namespace damascope;
using namespace damascope::analysis::learned;
using core::Color;
using core::Position;

namespace {

// A network with random weights in the ranges a trained one has (so that the clipped ReLUs are
// sometimes 0, sometimes 1, sometimes between).
std::shared_ptr<Network> random_network(core::Variant v, unsigned seed) {
    std::mt19937 rng(seed);
    auto net = std::make_shared<Network>();
    net->variant = v;
    std::uniform_int_distribution<int> feature(-40, 40), bias(-20, 60), hidden(-40, 40),
        hidden_bias(-4000, 4000), out(-300, 300);
    for (auto& row : net->feature_weights)
        for (auto& w : row) w = static_cast<std::int16_t>(feature(rng));
    for (auto& b : net->feature_bias) b = static_cast<std::int16_t>(bias(rng));
    for (auto& row : net->layer1_weights)
        for (auto& w : row) w = static_cast<std::int16_t>(hidden(rng));
    for (auto& b : net->layer1_bias) b = hidden_bias(rng);
    for (auto& row : net->layer2_weights)
        for (auto& w : row) w = static_cast<std::int16_t>(hidden(rng));
    for (auto& b : net->layer2_bias) b = hidden_bias(rng);
    for (auto& w : net->output_weights) w = static_cast<std::int16_t>(out(rng));
    net->output_bias = hidden_bias(rng);
    return net;
}

// The network in floating point, from the description: inputs (own man, own king, their man,
// their king) x 64 squares, Black's board turned half a turn; layer 0 for both sides; clipped
// ReLUs; no rounding anywhere. The weights are the integers over their scales.
double float_forward(const Network& net, const Position& pos) {
    const Color us = pos.side_to_move();
    auto layer0 = [&](Color perspective) {
        std::vector<double> h(hidden_count);
        for (int i = 0; i < hidden_count; ++i) h[i] = net.feature_bias[i] / 127.0;
        for (core::Square s = 0; s < 64; ++s) {
            const core::Piece p = pos.piece_at(s);
            if (p == core::Piece::none) continue;
            const int kind =
                (core::color_of(p) == perspective ? 0 : 2) + (core::is_king(p) ? 1 : 0);
            const int square = perspective == Color::white ? s : 63 - s;
            for (int i = 0; i < hidden_count; ++i)
                h[i] += net.feature_weights[kind * 64 + square][i] / 127.0;
        }
        for (double& x : h) x = std::clamp(x, 0.0, 1.0);
        return h;
    };
    std::vector<double> in = layer0(us);
    const std::vector<double> theirs = layer0(core::opposite(us));
    in.insert(in.end(), theirs.begin(), theirs.end());
    auto dense = [](const std::vector<double>& x, const auto& w, const auto& b, std::size_t n) {
        std::vector<double> y(n);
        for (std::size_t i = 0; i < n; ++i) {
            double sum = b[i] / (127.0 * 64.0);
            for (std::size_t j = 0; j < x.size(); ++j) sum += x[j] * (w[i][j] / 64.0);
            y[i] = std::clamp(sum, 0.0, 1.0);
        }
        return y;
    };
    const auto h1 = dense(in, net.layer1_weights, net.layer1_bias, layer1_count);
    const auto h2 = dense(h1, net.layer2_weights, net.layer2_bias, layer2_count);
    double v = net.output_bias / (127.0 * 64.0);
    for (std::size_t j = 0; j < h2.size(); ++j) v += h2[j] * (net.output_weights[j] / 64.0);
    return v * 100.0;  // centi-men
}

// The positions of the first `games` games of a real game file, in game order.
std::vector<std::vector<Position>> games_of(const std::string& file, int games) {
    std::vector<std::vector<Position>> out;
    auto reader = importers::GameFileReader::open(file);
    if (!reader) return out;
    while (static_cast<int>(out.size()) < games) {
        auto g = (*reader)->next();
        if (!g) break;
        if (!g->record) continue;
        std::vector<Position> line{g->record->start};
        for (const auto& m : g->record->moves) {
            line.push_back(line.back());
            line.back().play(m.move);
        }
        out.push_back(std::move(line));
    }
    return out;
}

const std::string oca = DAMASCOPE_SHARED_DATA "/dhama/OCA_2.0.pdn";
const std::string dama_games = DAMASCOPE_SHARED_DATA "/dama/engine_round1.pdn";

// The same men and kings with the colours swapped and the board turned half a turn.
Position colour_flipped(const Position& pos) {
    Position f = Position::empty(pos.variant(), core::opposite(pos.side_to_move()));
    for (core::Square s = 0; s < 64; ++s) {
        const core::Piece p = pos.piece_at(s);
        if (p == core::Piece::none) continue;
        f.put(63 - s, core::make_piece(core::opposite(core::color_of(p)), core::is_king(p)));
    }
    return f;
}

}  // namespace

TEST(LearnedEval, IntegerNetworkMatchesTheFloatingPointPassOnRealGames) {
    for (const auto& [file, variant] :
         {std::pair{oca, core::Variant::dhama}, std::pair{dama_games, core::Variant::dama}}) {
        const auto net = random_network(variant, 7);
        const auto games = games_of(file, 60);
        ASSERT_GE(games.size(), 50u) << file;
        int positions = 0;
        double worst = 0;
        for (const auto& game : games)
            for (const Position& pos : game) {
                const double exact = float_forward(*net, pos);
                const int got = evaluate(*net, pos);
                // Rounding: each activation is cut to a 127th (layer 0 is exact in integers), and
                // each sum of layers 1 and 2 floored to a 127th; through 32 output weights of at
                // most 300/64 that is at most 32 * 4.7 / 127 * 100 = 118 centi-men in the worst
                // case, a few centi-men in practice. The test allows 40.
                worst = std::max(worst, std::abs(exact - got));
                ++positions;
                // The vector kernel and the plain loops compute the same integers.
                Accumulator acc;
                refresh(*net, pos, acc);
                ASSERT_EQ(evaluate(*net, acc, pos.side_to_move(), Kernel::portable), got);
            }
        EXPECT_GT(positions, 2000) << file;
        EXPECT_LT(worst, 40.0) << file;
    }
}

TEST(LearnedEval, AccumulatorKeptMoveByMoveEqualsAFreshOne) {
    for (const auto& [file, variant] :
         {std::pair{oca, core::Variant::dhama}, std::pair{dama_games, core::Variant::dama}}) {
        const auto net = random_network(variant, 11);
        for (const auto& game : games_of(file, 80)) {
            Accumulator kept;
            refresh(*net, game.front(), kept);
            for (std::size_t i = 1; i < game.size(); ++i) {
                Accumulator next;
                update(*net, kept, game[i - 1], game[i], next);
                Accumulator fresh;
                refresh(*net, game[i], fresh);
                ASSERT_EQ(next.values, fresh.values) << file << " ply " << i;
                // And back: the parent's accumulator from the child's (an unmade move).
                Accumulator back;
                update(*net, next, game[i], game[i - 1], back);
                ASSERT_EQ(back.values, kept.values) << file << " ply " << i;
                kept = next;
            }
        }
    }
}

TEST(LearnedEval, ColourFlippedPositionGetsTheSameScoreForItsSideToMove) {
    for (const auto& [file, variant] :
         {std::pair{oca, core::Variant::dhama}, std::pair{dama_games, core::Variant::dama}}) {
        const auto net = random_network(variant, 3);
        int checked = 0;
        for (const auto& game : games_of(file, 30))
            for (const Position& pos : game) {
                // Side to move's view: equal; so White's view is negated.
                EXPECT_EQ(evaluate(*net, pos), evaluate(*net, colour_flipped(pos)));
                ++checked;
            }
        EXPECT_GT(checked, 500);
    }
}

TEST(LearnedEval, FeatureIndexTurnsTheBoardForBlack) {
    // a1 (square 0) is White's corner: its own man there is input 0 for White; for Black the same
    // square is its far corner, h8 of its turned board (63), and the man is "theirs" (+128).
    EXPECT_EQ(feature_index(Color::white, Color::white, false, 0), 0);
    EXPECT_EQ(feature_index(Color::black, Color::white, false, 0), 2 * 64 + 63);
    EXPECT_EQ(feature_index(Color::black, Color::black, true, 63), 64 + 0);
    EXPECT_EQ(feature_index(Color::white, Color::black, true, 9), 3 * 64 + 9);
}

TEST(LearnedEval, SearchWithTheNetworkIsDeterministicAtFixedDepth) {
    analysis::EngineOptions options;
    options.networks.dhama = random_network(core::Variant::dhama, 5);
    analysis::Limits limits;
    limits.depth = 9;
    const Position start = Position::initial(core::Variant::dhama);
    analysis::Engine a(options), b(options);
    const auto ra = a.search(start, limits);
    const auto rb = b.search(start, limits);
    EXPECT_EQ(ra.best, rb.best);
    EXPECT_EQ(ra.score, rb.score);
    EXPECT_EQ(ra.nodes, rb.nodes);
    // And it is the network that scores: the classic evaluation searches another tree.
    analysis::Engine classic{analysis::EngineOptions{}};
    EXPECT_NE(classic.search(start, limits).nodes, ra.nodes);
}

namespace {

// A network whose weights are all 0 scores every position 0, so a search's score tells who judged:
// 0 is the network, anything else the classic evaluation.
int depth_one_score_with_a_zero_network(core::Variant v, const char* fen) {
    analysis::EngineOptions options;
    auto zero = std::make_shared<Network>();
    zero->variant = v;
    (core::is_dama_family(v) ? options.networks.dama : options.networks.dhama) = zero;
    const auto pos = core::parse_fen(v, fen);
    EXPECT_TRUE(pos.ok()) << fen;
    analysis::Limits limits;
    limits.depth = 1;
    return analysis::Engine(options).search(pos.value(), limits).score;
}

}  // namespace

TEST(LearnedEval, TheClassicEvaluationJudgesADamaLeadOfTwoMen) {
    // White to move, no capture within reach of either side, every man far from promotion.
    // One man up (3 against 2): the network judges, and it says level.
    for (auto v : {core::Variant::dama, core::Variant::turkish})
        EXPECT_EQ(depth_one_score_with_a_zero_network(v, "W:Wa2,c2,e2:Bb7,h7"), 0);
    // Two men up (4 against 2), or a dama and a man against a man (300 + 100 - 100): the network
    // is not asked, and the classic evaluation gives White at least the two men it leads by.
    for (auto v : {core::Variant::dama, core::Variant::turkish}) {
        EXPECT_GE(depth_one_score_with_a_zero_network(v, "W:Wa2,c2,e2,g2:Bb7,h7"), 200);
        EXPECT_GE(depth_one_score_with_a_zero_network(v, "W:WKa1,c2:Bh7"), 200);
    }
    // Dhama's network is asked whatever the material: four men against two, and still 0.
    EXPECT_EQ(depth_one_score_with_a_zero_network(core::Variant::dhama, "W:W29,30,31,32:B1,2"), 0);
}

TEST(LearnedEval, ADamaNetworkServesTheTurkishRulesAndNotDhama) {
    NetworkSet set;
    set.dama = random_network(core::Variant::dama, 1);
    EXPECT_EQ(set.of(core::Variant::turkish), set.dama.get());
    EXPECT_EQ(set.of(core::Variant::dhama), nullptr);
}

namespace {

std::filesystem::path scratch_copy(const std::filesystem::path& from, const std::string& name) {
    const auto dir = std::filesystem::temp_directory_path() / "damascope_learned_test";
    std::filesystem::create_directories(dir);
    const auto to = dir / name;
    std::filesystem::copy_file(from, to, std::filesystem::copy_options::overwrite_existing);
    return to;
}

}  // namespace

TEST(LearnedEval, ShippedNetworksLoadAndDamagedFilesAreRefusedWithTheReason) {
    for (core::Variant v : {core::Variant::dhama, core::Variant::dama}) {
        const auto path = default_network_path(v);
        const LoadedNetwork loaded = load_network(path);
        ASSERT_TRUE(loaded.network) << loaded.error;
        EXPECT_EQ(loaded.network->variant, v);
        EXPECT_FALSE(loaded.network->name.empty());

        // A byte flipped in the middle: the checksum finds it.
        const auto flipped = scratch_copy(path, "flipped.dmnet");
        {
            std::fstream f(flipped, std::ios::in | std::ios::out | std::ios::binary);
            f.seekg(40000);
            char c = 0;
            f.read(&c, 1);
            c = static_cast<char>(c ^ 0x10);
            f.seekp(40000);
            f.write(&c, 1);
        }
        const LoadedNetwork bad = load_network(flipped);
        EXPECT_FALSE(bad.network);
        EXPECT_NE(bad.error.find("damaged"), std::string::npos) << bad.error;
        EXPECT_NE(bad.error.find("flipped.dmnet"), std::string::npos) << bad.error;

        // Cut short.
        const auto cut = scratch_copy(path, "cut.dmnet");
        std::filesystem::resize_file(cut, 5000);
        EXPECT_FALSE(load_network(cut).network);

        // Not a network at all, and no file.
        const auto text =
            std::filesystem::temp_directory_path() / "damascope_learned_test" / "x.dmnet";
        std::ofstream(text) << "[Event \"not weights\"]\n";
        EXPECT_NE(load_network(text).error.find("not a damascope network file"), std::string::npos);
        EXPECT_NE(load_network(text.string() + ".missing").error.find("cannot be read"),
                  std::string::npos);
    }
}
