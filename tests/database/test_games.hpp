// Helpers for the database tests: games built by playing legal moves, and temporary database files.
#pragma once

#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <string>
#include <vector>

#include "core/game_record.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"

namespace damascope::database::testing {

// A fresh path in the test's temporary folder (any old file and its WAL removed), unique to this
// process so that tests run in parallel by CTest never share a file.
inline std::string temp_db(const std::string& name) {
    const std::string path =
        ::testing::TempDir() + "damascope_" + name + "_" + std::to_string(getpid()) + ".sqlite";
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
    return path;
}

// A game of `plies` moves from the standard start; at each ply the legal move number
// (seed + ply) % count is played, so different seeds give different games.
inline core::GameRecord make_game(core::Variant v, int plies, int seed, std::string white = "White",
                                  std::string black = "Black", std::string result = "1-0") {
    core::GameRecord g;
    g.variant = v;
    g.start = core::Position::initial(v);
    g.tags = {{"Event", "Test"}, {"White", white}, {"Black", black}, {"Result", result}};
    g.result = result;
    g.outcome = result == "1-0"       ? core::Outcome::white_wins
                : result == "0-1"     ? core::Outcome::black_wins
                : result == "1/2-1/2" ? core::Outcome::draw
                                      : core::Outcome::ongoing;
    core::Position pos = g.start;
    for (int i = 0; i < plies; ++i) {
        core::MoveList legal;
        core::generate_legal(pos, legal);
        if (legal.empty()) break;
        const core::Move m = legal[static_cast<std::size_t>(seed + i) % legal.size()];
        core::RecordedMove rm;
        rm.move = m;
        rm.text = core::format_move(pos, m, std::span(legal.begin(), legal.size()));
        g.moves.push_back(rm);
        pos.play(m);
    }
    return g;
}

}  // namespace damascope::database::testing
