// Helpers for the database tests: games built by playing legal moves, and temporary database files.
#pragma once

#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "core/game_record.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"
#include "database/game_database.hpp"
#include "database/sqlite.hpp"

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

// The whole file, byte for byte (to show that a refused file was left untouched).
inline std::string read_bytes(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// One integer from an SQL query on the file, read behind the GameDatabase's back.
inline std::int64_t query(const std::string& path, const std::string& sql) {
    auto c = sqlite::Connection::open(path, sqlite::OpenMode::existing);
    EXPECT_TRUE(c.ok()) << (c ? "" : c.error());
    auto v = c.value()->query_int(sql);
    EXPECT_TRUE(v.ok()) << (v ? "" : v.error());
    return v ? *v : -1;
}

inline GameDatabase open_ok(const std::string& path) {
    auto db = GameDatabase::open(path);
    EXPECT_TRUE(db.ok()) << db.error();
    return std::move(db).value();
}

// A game with the tags that name it: the match games of one event share moves, players and
// result and differ in their round.
inline core::GameRecord named_game(int seed, const std::string& round,
                                   const std::string& date = "1858-\?\?-\?\?",
                                   core::Variant v = core::Variant::dhama) {
    auto g = make_game(v, 20, seed, "Way, J.", "Coltherd, H.", "1/2-1/2");
    g.tags = {{"Event", "Newcastle 1858"},
              {"Date", date},
              {"Black", "Coltherd, H."},
              {"White", "Way, J."},
              {"Site", "Newcastle"},
              {"Result", "1/2-1/2"},
              {"Round", round}};
    return g;
}

}  // namespace damascope::database::testing
