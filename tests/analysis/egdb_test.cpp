// Endgame tables: values derived by hand from spec/RULES.md, the rule sets' draws, and the
// retrograde invariants checked over every position of the small tables built here.
#include <gtest/gtest.h>

#include "analysis/egdb/egdb.hpp"
#include "analysis/egdb/egdb_index.hpp"
#include "core/movegen.hpp"
#include "test_positions.hpp"

namespace damascope::analysis::egdb {
namespace {

using core::Color;
using core::Piece;
using core::Variant;
using test::make_position;

const Tables& built(Variant v, int pieces) {
    static std::map<std::pair<Variant, int>, Tables> cache;
    auto it = cache.find({v, pieces});
    if (it == cache.end()) {
        Tables t(v);
        EXPECT_TRUE(t.build(pieces));
        it = cache.emplace(std::make_pair(v, pieces), std::move(t)).first;
    }
    return it->second;
}

TEST(EgdbTest, IndexRoundTrips) {
    const Material m{1, 1, 0, 1};
    const Indexer ix(Variant::dama, m);
    int valid = 0;
    for (std::uint64_t i = 0; i < ix.size(); i += 97) {
        auto pos = ix.position_at(i);
        if (!pos) continue;
        ++valid;
        EXPECT_EQ(ix.index_of(*pos), i);
        EXPECT_EQ(material_of(*pos), m);
    }
    EXPECT_GT(valid, 0);
}

TEST(EgdbTest, DamaFlyingDamaTakesTheLoneDama) {
    // Seed rules: a1 dama, a3 dama, a4 empty: White's dama jumps a3 and Black has no piece left.
    const auto pos = make_position(Variant::dama, Color::white,
                                   {{"a1", Piece::white_king}, {"a3", Piece::black_king}});
    const auto v = built(Variant::dama, 2).probe(pos);
    ASSERT_TRUE(v);
    EXPECT_EQ(v->wdl, Wdl::win);
    EXPECT_EQ(v->plies, 1);
}

TEST(EgdbTest, TurkishDrawsEveryOnePieceEachEnding) {
    // The federation draws any one piece each: the same position is a draw under `turkish`.
    const auto pos = make_position(Variant::turkish, Color::white,
                                   {{"a1", Piece::white_king}, {"a3", Piece::black_king}});
    const auto v = built(Variant::turkish, 2).probe(pos);
    ASSERT_TRUE(v);
    EXPECT_EQ(v->wdl, Wdl::draw);
}

TEST(EgdbTest, DamaLoneDamaAgainstLoneManIsADraw) {
    // Even where the dama takes the man at once (a1 takes a3), the rule draws the ending.
    const auto pos = make_position(Variant::dama, Color::white,
                                   {{"a1", Piece::white_king}, {"a3", Piece::black_man}});
    const auto v = built(Variant::dama, 2).probe(pos);
    ASSERT_TRUE(v);
    EXPECT_EQ(v->wdl, Wdl::draw);
}

TEST(EgdbTest, DhamaTwoKingsBeatOne) {
    // English draughts: two kings against one win (the lone king is driven to a corner). The
    // side with one king to move loses whatever the distance; with the kings far apart, no
    // capture is possible in one move so it is not a one-ply result.
    const auto pos = make_position(
        Variant::dhama, Color::black,
        {{"a1", Piece::white_king}, {"c1", Piece::white_king}, {"h8", Piece::black_king}});
    const auto v = built(Variant::dhama, 3).probe(pos);
    ASSERT_TRUE(v);
    EXPECT_EQ(v->wdl, Wdl::loss);
    EXPECT_GT(v->plies, 2);
}

TEST(EgdbTest, DhamaBlockedSideLoses) {
    // A white man on a1 with black men on b2 and c3 behind it (c3 guards the jump): White has no
    // legal move, and with no legal move the side to move loses now.
    const auto pos = make_position(
        Variant::dhama, Color::white,
        {{"a1", Piece::white_man}, {"b2", Piece::black_man}, {"c3", Piece::black_man}});
    const auto v = built(Variant::dhama, 3).probe(pos);
    ASSERT_TRUE(v);
    EXPECT_EQ(v->wdl, Wdl::loss);
    EXPECT_EQ(v->plies, 0);
}

TEST(EgdbTest, MissingTableMeansNoProbe) {
    const auto pos = make_position(Variant::dhama, Color::white,
                                   {{"a1", Piece::white_king},
                                    {"c1", Piece::white_king},
                                    {"e1", Piece::white_king},
                                    {"h8", Piece::black_king}});
    EXPECT_FALSE(built(Variant::dhama, 3).probe(pos));
}

// Every win has a move to a loss in plies-1 and none shorter; no win or draw has every move
// losing... the retrograde invariants, over every valid position of every table.
int check_consistency(const Tables& tables) {
    int checked = 0;
    for (const auto& [m, values] : tables.all()) {
        const Indexer ix(tables.variant(), m);
        for (std::uint64_t i = 0; i < ix.size(); ++i) {
            auto pos = ix.position_at(i);
            if (!pos) continue;
            const Value v = decode(values[i]);
            if (is_rule_draw(tables.variant(), m)) {
                EXPECT_EQ(v.wdl, Wdl::draw);
                continue;
            }
            core::MoveList moves;
            core::generate_legal(*pos, moves);
            int best_win = 1 << 20, longest_loss = -1;
            bool all_win_for_opponent = true;
            for (const core::Move& mv : moves) {
                core::Position child = *pos;
                child.play(mv);
                const auto cv = tables.probe(child);
                if (!cv) {
                    ADD_FAILURE() << "a child without a value";
                    return checked;
                }
                if (cv->wdl != Wdl::win) all_win_for_opponent = false;
                if (cv->wdl == Wdl::loss) best_win = std::min(best_win, cv->plies + 1);
                if (cv->wdl == Wdl::win) longest_loss = std::max(longest_loss, cv->plies + 1);
            }
            ++checked;
            if (moves.empty()) {
                EXPECT_EQ(v.wdl, Wdl::loss);
                EXPECT_EQ(v.plies, 0);
            } else if (v.wdl == Wdl::win) {
                EXPECT_EQ(best_win, v.plies) << material_name(m) << " index " << i;
                EXPECT_FALSE(all_win_for_opponent);
            } else if (v.wdl == Wdl::loss) {
                EXPECT_TRUE(all_win_for_opponent) << material_name(m) << " index " << i;
                EXPECT_EQ(longest_loss, v.plies);
            } else {
                EXPECT_EQ(best_win, 1 << 20) << "a draw with a winning move";
                EXPECT_FALSE(all_win_for_opponent) << "a draw where every move loses";
            }
            if (::testing::Test::HasFailure()) return checked;
        }
    }
    return checked;
}

TEST(EgdbTest, DhamaThreePiecesConsistent) {
    EXPECT_GT(check_consistency(built(Variant::dhama, 3)), 10000);
}
// Dama's three-piece tables with their check take 10-13 s each on the shared machine (70 s and
// 42 s with the old pass-based builder): two pieces in the suite, three (passed) with
// --gtest_also_run_disabled_tests.
TEST(EgdbTest, DamaTwoPiecesConsistent) {
    check_consistency(built(Variant::dama, 2));
}
TEST(EgdbTest, TurkishTwoPiecesConsistent) {
    check_consistency(built(Variant::turkish, 2));
}
TEST(EgdbTest, DISABLED_DamaThreePiecesConsistent) {
    check_consistency(built(Variant::dama, 3));
}
TEST(EgdbTest, DISABLED_TurkishThreePiecesConsistent) {
    check_consistency(built(Variant::turkish, 3));
}

TEST(EgdbTest, SaveAndLoadGiveTheSameTables) {
    const Tables& t = built(Variant::dhama, 3);
    const auto dir = std::filesystem::temp_directory_path() / "damascope-egdb-test";
    std::filesystem::remove_all(dir);
    t.save(dir);
    Tables loaded(Variant::dhama);
    EXPECT_EQ(loaded.load(dir), static_cast<int>(t.all().size()));
    EXPECT_EQ(loaded.all(), t.all());
    std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace damascope::analysis::egdb
