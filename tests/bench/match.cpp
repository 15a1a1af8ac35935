// Match runner: engine A against engine B, both external programs speaking the engine protocol
// (README.md "Engine protocol"; ours is `damascope-cli engine`), refereed by our rules.
//
//   match --rules dama|turkish|dhama --engine-a CMD --engine-b CMD [--name-a N] [--name-b N]
//         [--games N] [--movetime MS] [--openings FILE.pdn] [--random-plies K] [--balance CP]
//         [--balance-depth D] [--seed S] [--max-plies N] [--pdn OUT] [--concurrency N]
//
// Each opening is played twice, colours swapped, with the same time per move for both sides. A
// reply that is not exactly one legal move (checked by our move generator), or none in time, loses
// the game; the position is logged. Result from A's side: W–D–L, score, Elo with its 95% interval
// from the spread of the pairs' scores (pentanomial), and from the games' (trinomial) as a check.
#include <CLI/CLI.hpp>
#include <atomic>
#include <cstdio>
#include <fstream>
#include <mutex>
#include <thread>

#include "core/variant_name.hpp"
#include "match/game_pdn.hpp"
#include "match/match_player.hpp"
#include "match/match_stats.hpp"
#include "match/openings.hpp"
#include "match/referee.hpp"

using namespace damascope;

namespace {

struct MatchOptions {
    std::string rules, engine_a, engine_b, name_a = "A", name_b = "B", openings_file;
    std::string pdn_out = "match.pdn";
    int games = 100, concurrency = 1, max_plies = 300;
    std::int64_t movetime_ms = 200, grace_ms = 2000;
    match::RandomOpeningOptions random;
};

// A's score in a game where A had `a_white`.
double score_for_a(match::GameResult r, bool a_white) {
    if (r == match::GameResult::draw) return 0.5;
    return (r == match::GameResult::white_wins) == a_white ? 1.0 : 0.0;
}

struct Standing {
    std::mutex lock;
    std::vector<double> game_scores;  // by game number; -1 until played
    int wins = 0, draws = 0, losses = 0, forfeits_a = 0, forfeits_b = 0;
    // Wall time per move, each side: equal time is checked, not assumed.
    std::int64_t ms_a = 0, ms_b = 0, moves_a = 0, moves_b = 0;
};

void report(const MatchOptions& o, Standing& s) {
    std::vector<double> played, pairs;
    for (std::size_t k = 0; k < s.game_scores.size(); ++k) {
        if (s.game_scores[k] >= 0) played.push_back(s.game_scores[k]);
        if (k % 2 == 1 && s.game_scores[k] >= 0 && s.game_scores[k - 1] >= 0)
            pairs.push_back((s.game_scores[k] + s.game_scores[k - 1]) / 2);
    }
    const auto tri = match::estimate_elo(played);
    const auto penta = match::estimate_elo(pairs);
    std::printf(
        "%s vs %s: +%d =%d -%d (%zu games)  score %.3f  Elo %s pentanomial (%d pairs); "
        "trinomial %s; forfeits A %d, B %d; ms a move A %.0f, B %.0f\n",
        o.name_a.c_str(), o.name_b.c_str(), s.wins, s.draws, s.losses, played.size(), tri.score,
        match::elo_text(penta).c_str(), penta.samples, match::elo_text(tri).c_str(), s.forfeits_a,
        s.forfeits_b,
        s.moves_a ? static_cast<double>(s.ms_a) / static_cast<double>(s.moves_a) : 0.0,
        s.moves_b ? static_cast<double>(s.ms_b) / static_cast<double>(s.moves_b) : 0.0);
    std::fflush(stdout);
}

int run_match(const MatchOptions& o) {
    const auto variant = core::parse_variant(o.rules);
    if (!variant) {
        std::fprintf(stderr, "match: unknown --rules '%s' (dama, turkish or dhama)\n",
                     o.rules.c_str());
        return 2;
    }
    std::vector<match::Opening> bases;
    if (!o.openings_file.empty()) {
        std::vector<std::string> problems;
        bases = match::read_pdn_openings(*variant, o.openings_file, problems);
        for (const auto& p : problems) std::fprintf(stderr, "match: %s\n", p.c_str());
        if (bases.empty()) {
            std::fprintf(stderr, "match: no opening read from %s\n", o.openings_file.c_str());
            return 1;
        }
    }
    match::RandomOpeningOptions random = o.random;
    random.pairs = (o.games + 1) / 2;
    const std::vector<match::Opening> openings = match::make_openings(*variant, bases, random);
    std::ofstream pdn(o.pdn_out);
    if (!pdn) {
        std::fprintf(stderr, "match: cannot write %s\n", o.pdn_out.c_str());
        return 1;
    }
    Standing standing;
    standing.game_scores.assign(static_cast<std::size_t>(o.games), -1.0);
    std::atomic<int> next_game{0};
    const match::GameRules rules{o.movetime_ms, o.max_plies};
    const std::string event = o.name_a + " vs " + o.name_b + ", " + o.rules + ", " +
                              std::to_string(o.movetime_ms) + " ms a move";
    // Each worker has its own pair of engine processes and takes the next game.
    const auto worker = [&] {
        match::ProtocolPlayer a(o.name_a, o.engine_a, o.grace_ms);
        match::ProtocolPlayer b(o.name_b, o.engine_b, o.grace_ms);
        for (int k = next_game++; k < o.games; k = next_game++) {
            const bool a_white = k % 2 == 0;
            const match::Opening& opening = openings[static_cast<std::size_t>(k / 2)];
            const match::GameRecord game = a_white ? match::play_game(opening, a, b, rules)
                                                   : match::play_game(opening, b, a, rules);
            const double score = score_for_a(game.result, a_white);
            const std::lock_guard<std::mutex> guard(standing.lock);
            standing.game_scores[static_cast<std::size_t>(k)] = score;
            (score == 1 ? standing.wins : score == 0 ? standing.losses : standing.draws)++;
            if (!game.forfeit_fen.empty())
                (score == 0 ? standing.forfeits_a : standing.forfeits_b)++;
            // Moves alternate from the side to move after the opening.
            const bool start_white = opening.start.side_to_move() == core::Color::white;
            const bool white_first = (opening.moves.size() % 2 == 0) == start_white;
            const bool a_first = white_first == a_white;
            for (std::size_t m = 0; m < game.moves.size(); ++m) {
                const bool by_a = (m % 2 == 0) == a_first;
                (by_a ? standing.ms_a : standing.ms_b) += game.moves[m].elapsed_ms;
                (by_a ? standing.moves_a : standing.moves_b)++;
            }
            pdn << match::game_pdn(game, k + 1, event) << std::flush;
            std::printf("game %d (%s white, %s): %s, %s\n", k + 1, a_white ? "A" : "B",
                        opening.name.c_str(),
                        match::result_text(game.result, opening.start.variant()),
                        game.reason.c_str());
            report(o, standing);
        }
    };
    std::vector<std::thread> workers;
    for (int t = 0; t < o.concurrency; ++t) workers.emplace_back(worker);
    for (auto& t : workers) t.join();
    std::printf("final: ");
    report(o, standing);
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    MatchOptions o;
    CLI::App app{"match: engine A against engine B through the engine protocol"};
    app.add_option("--rules", o.rules, "dama, turkish or dhama: the rules that referee")
        ->required();
    app.add_option("--engine-a", o.engine_a, "engine A's command line (run by /bin/sh)")
        ->required();
    app.add_option("--engine-b", o.engine_b, "engine B's command line")->required();
    app.add_option("--name-a", o.name_a, "engine A's name in the PDN");
    app.add_option("--name-b", o.name_b, "engine B's name in the PDN");
    app.add_option("--games", o.games, "games (two per opening)")->check(CLI::Range(1, 100000));
    app.add_option("--movetime", o.movetime_ms, "milliseconds a move, both sides")
        ->check(CLI::Range(1, 3'600'000));
    app.add_option("--grace", o.grace_ms, "extra milliseconds before a reply counts as missing")
        ->check(CLI::Range(0, 3'600'000));
    app.add_option("--openings", o.openings_file, "PDN file of opening lines (default: none)");
    app.add_option("--random-plies", o.random.random_plies, "random plies after each opening")
        ->check(CLI::Range(0, 40));
    app.add_option("--balance", o.random.balance_cp, "keep openings with |score| <= CP")
        ->check(CLI::Range(0, 10000));
    app.add_option("--balance-depth", o.random.balance_depth, "depth of that check")
        ->check(CLI::Range(1, 30));
    app.add_option("--seed", o.random.seed, "seed of the random openings");
    app.add_option("--max-plies", o.max_plies, "plies after the opening before a draw")
        ->check(CLI::Range(1, 10000));
    app.add_option("--pdn", o.pdn_out, "where the games are written");
    app.add_option("--concurrency", o.concurrency, "games played at once (default 1)")
        ->check(CLI::Range(1, 64));
    CLI11_PARSE(app, argc, argv);
    return run_match(o);
}
