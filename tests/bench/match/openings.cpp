#include "openings.hpp"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <random>
#include <sstream>

#include "analysis/engine.hpp"
#include "analysis/score.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"

namespace damascope::match {

namespace {

// Move numbers ("1.", "12..."), results and comments are not moves.
bool is_move_token(const std::string& token) {
    if (token.empty() || token == "*" || token == "1-0" || token == "0-1" || token == "1/2-1/2" ||
        token == "2-0" || token == "0-2" || token == "1-1")
        return false;
    return token.back() != '.';
}

// Plays `text` on `opening`; false when it is not one legal move.
bool extend(Opening& opening, core::Position& pos, const std::string& text) {
    const auto move = legal_move(pos, text);
    if (!move) return false;
    core::MoveList legal;
    core::generate_legal(pos, legal);
    opening.moves.push_back(
        core::format_move(pos, *move, std::span<const core::Move>(legal.begin(), legal.size())));
    pos.play(*move);
    return true;
}

}  // namespace

std::vector<Opening> read_pdn_openings(core::Variant v, const std::string& path,
                                       std::vector<std::string>& problems) {
    std::ifstream in(path);
    if (!in) {
        problems.push_back("cannot read " + path);
        return {};
    }
    std::vector<Opening> openings;
    Opening current{"", core::Position::initial(v), {}};
    core::Position pos = current.start;
    bool in_game = false;
    bool line_broken = false;
    const auto finish = [&] {
        if (in_game && !current.moves.empty()) openings.push_back(current);
        current = Opening{"", core::Position::initial(v), {}};
        pos = current.start;
        in_game = false;
        line_broken = false;
    };
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '%') continue;
        if (line[0] == '[') {
            if (line.rfind("[Event", 0) == 0) finish();
            if (line.rfind("[Opening \"", 0) == 0)
                current.name = line.substr(10, line.find('"', 10) - 10);
            continue;
        }
        in_game = true;
        std::istringstream words(line);
        std::string token;
        while (words >> token) {
            if (!is_move_token(token) || line_broken) continue;
            if (!extend(current, pos, token)) {
                problems.push_back(path + ": '" + token + "' is not legal in opening '" +
                                   current.name + "'");
                line_broken = true;
            }
        }
    }
    finish();
    return openings;
}

std::vector<Opening> make_openings(core::Variant v, const std::vector<Opening>& bases,
                                   const RandomOpeningOptions& options) {
    std::mt19937 random(options.seed);
    std::vector<Opening> order = bases;
    if (order.empty()) order.push_back(Opening{"start", core::Position::initial(v), {}});
    std::shuffle(order.begin(), order.end(), random);
    analysis::Engine judge;
    analysis::Limits limits;
    limits.depth = options.balance_depth;
    std::vector<Opening> openings;
    for (int k = 0; k < options.pairs; ++k) {
        const Opening& base = order[static_cast<std::size_t>(k) % order.size()];
        Opening tried;
        for (int attempt = 0; attempt < 200; ++attempt) {
            tried = base;
            core::Position pos = base.start;
            for (const std::string& m : base.moves) pos.play(*legal_move(pos, m));
            bool dead_end = false;
            for (int ply = 0; ply < options.random_plies; ++ply) {
                core::MoveList legal;
                core::generate_legal(pos, legal);
                if (legal.empty()) {
                    dead_end = true;
                    break;
                }
                std::uniform_int_distribution<std::size_t> pick(0, legal.size() - 1);
                extend(tried, pos,
                       core::format_move(pos, legal[pick(random)],
                                         std::span<const core::Move>(legal.begin(), legal.size())));
            }
            if (dead_end) continue;
            judge.new_game();
            const auto r = judge.search(pos, limits);
            if (r.has_move && std::abs(r.score) <= options.balance_cp) break;
        }
        if (tried.name.empty()) tried.name = "random";
        tried.name += " +" + std::to_string(options.random_plies) + " random plies";
        openings.push_back(tried);
    }
    return openings;
}

}  // namespace damascope::match
