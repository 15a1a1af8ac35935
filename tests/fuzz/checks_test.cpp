// The targets' checks find what they are meant to find: a replay the rules reject, wrong marks,
// broken text, two readings that differ. (Without this, a check that never fires would pass the
// replay of the corpus just the same.)
#include <gtest/gtest.h>

#include <set>

#include "checks.hpp"
#include "core/notation.hpp"
#include "importers/game_file_reader.hpp"

namespace damascope::fuzz {
namespace {

importers::ReadGame read_one(std::string_view pdn) {
    std::vector<importers::ReadGame> games = importers::read_pdn_text(pdn);
    EXPECT_EQ(games.size(), 1u);
    return games.empty() ? importers::ReadGame{} : std::move(games.front());
}

bool mentions(const Findings& findings, std::string_view what) {
    for (const std::string& f : findings)
        if (f.find(what) != std::string::npos) return true;
    return false;
}

const char* const good_game = "[Event \"e\"]\n1. 11-15 24-20 2. 8-11 28-24 1-0\n";

TEST(FuzzChecks, AGoodGamePasses) {
    Findings f;
    check_read_game(f, read_one(good_game));
    EXPECT_TRUE(f.empty()) << f.front();
    EXPECT_TRUE(pdn_reader_target(good_game).empty());
}

TEST(FuzzChecks, AnImpossibleReplayedMoveIsFound) {
    importers::ReadGame g = read_one(good_game);
    ASSERT_TRUE(g.record);
    std::swap(g.record->moves[0], g.record->moves[1]);  // White's move first: impossible
    Findings f;
    check_read_game(f, g);
    EXPECT_TRUE(mentions(f, "is impossible")) << (f.empty() ? "" : f.front());
}

TEST(FuzzChecks, MarksOtherThanTheRulesGiveAreFound) {
    importers::ReadGame g = read_one(good_game);
    ASSERT_TRUE(g.record);
    core::add_mark(g.record->moves[2].marks, core::Mark::missed_capture);
    Findings f;
    check_read_game(f, g);
    EXPECT_TRUE(mentions(f, "rule marks")) << (f.empty() ? "" : f.front());
}

TEST(FuzzChecks, HashesOfAnotherLineAreFound) {
    importers::ReadGame g = read_one(good_game);
    ASSERT_EQ(g.position_hashes.size(), 5u);
    std::swap(g.position_hashes[1], g.position_hashes[2]);
    Findings f;
    check_read_game(f, g);
    EXPECT_TRUE(mentions(f, "position hash 1")) << (f.empty() ? "" : f.front());
}

TEST(FuzzChecks, HalfACharacterAndSilentSkipsAreFound) {
    importers::ReadGame g = read_one(good_game);
    ASSERT_TRUE(g.record);
    g.record->tags.emplace_back("White", "Ba\xE2\x80");  // an en-dash cut after two bytes
    Findings f;
    check_read_game(f, g);
    EXPECT_TRUE(mentions(f, "not valid UTF-8: Ba\\xE2\\x80"));

    g.record->tags.pop_back();
    g.problems.push_back({2, 3, "something read past"});  // reported, but not marked damaged
    f.clear();
    check_read_game(f, g);
    EXPECT_TRUE(mentions(f, "damaged is false with 1 problems")) << (f.empty() ? "" : f.front());

    importers::ReadGame skipped;
    skipped.line = 1;
    f.clear();
    check_read_game(f, skipped);
    EXPECT_TRUE(mentions(f, "skipped without a reason"));
}

TEST(FuzzChecks, ReadingsThatDifferAreFound) {
    std::vector<importers::ReadGame> a = importers::read_pdn_text(good_game);
    std::vector<importers::ReadGame> b = a;
    Findings f;
    compare_readings(f, a, b, 1);
    EXPECT_TRUE(f.empty());
    b.front().problems.push_back({1, 0, "something"});
    compare_readings(f, a, b, 1);
    EXPECT_TRUE(mentions(f, "game 1 differs when read in pieces of 1 bytes"));
    b.push_back(a.front());
    f.clear();
    compare_readings(f, a, b, 1);
    EXPECT_TRUE(mentions(f, "1 games read whole, 2 read in pieces"));
}

TEST(FuzzChecks, PiecesAreAtMostThePieceSize) {
    PieceByteSource source("abcdefg", 3);
    char buf[16];
    EXPECT_EQ(source.read(buf, sizeof buf), 3u);
    EXPECT_EQ(source.read(buf, 2), 2u);
    EXPECT_EQ(source.read(buf, sizeof buf), 2u);
    EXPECT_EQ(std::string(buf, 2), "fg");
    EXPECT_EQ(source.read(buf, sizeof buf), 0u);
}

TEST(FuzzChecks, AFreshHashIsTheKeptHash) {
    for (core::Variant v : {core::Variant::dama, core::Variant::dhama}) {
        core::Position pos = core::Position::initial(v);
        EXPECT_EQ(fresh_hash(pos), pos.hash());
        core::Position other = pos;
        other.set_side_to_move(core::opposite(pos.side_to_move()));
        EXPECT_NE(fresh_hash(other), pos.hash());
    }
}

TEST(FuzzChecks, EscapedShowsBytesAndCuts) {
    EXPECT_EQ(escaped("a\x01\xFF"), "a\\x01\\xFF");
    EXPECT_EQ(escaped("abcdef", 3), "abc...(6 bytes)");
}

TEST(FuzzChecks, TheFirstByteChoosesTheVariant) {
    EXPECT_EQ(variant_of_byte('d'), core::Variant::dama);
    EXPECT_EQ(variant_of_byte('h'), core::Variant::dhama);
    EXPECT_EQ(variant_of_byte('t'), core::Variant::turkish);
    // Any other byte: every variant is reached.
    std::set<core::Variant> reached;
    for (unsigned char b = 0; b < 3; ++b) reached.insert(variant_of_byte(b));
    EXPECT_EQ(reached.size(), std::size(core::all_variants));
    // A move target input: Dhama from the start, two moves read and played.
    EXPECT_TRUE(move_target("h\n11-15 24-20").empty());
    EXPECT_TRUE(fen_target("dW:Wa2,b2,Kd5:Bh7,Kh1").empty());
}

}  // namespace
}  // namespace damascope::fuzz
