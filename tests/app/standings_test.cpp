// Standings of hand-built events; every figure below is worked out by hand in the comments.
#include "app/standings.hpp"

#include <gtest/gtest.h>

#include <cmath>

namespace damascope::app {
namespace {

using core::Outcome;
using database::PlayerGameRow;

PlayerGameRow game(std::int64_t id, std::string white, std::string black, Outcome outcome,
                   std::string round = "", std::string mode = "") {
    PlayerGameRow g;
    g.id = id;
    g.white = std::move(white);
    g.black = std::move(black);
    g.outcome = outcome;
    g.round = std::move(round);
    g.mode = std::move(mode);
    g.event = "Club 2026";
    return g;
}

Standings standings_of(const std::vector<PlayerGameRow>& games, PointsScale scale,
                       const std::vector<database::PlayerAlias>& aliases = {}) {
    return compute_standings(games, games, aliases, scale);
}

const StandingRow& row_of(const Standings& s, const std::string& name) {
    for (const auto& r : s.rows)
        if (r.name == name) return r;
    ADD_FAILURE() << "no row for " << name;
    return s.rows.front();
}

std::vector<std::string> names_in_order(const Standings& s) {
    std::vector<std::string> names;
    for (const auto& r : s.rows) names.push_back(r.name);
    return names;
}

// A round robin of four: A beats B and C and loses to D; B beats C and D; C and D draw.
//   seed:    A 26+26+4 = 56, B 4+26+26 = 56, D 26+4+9 = 39, C 4+4+9 = 17
//   classic: A 2, B 2, D 1½, C ½
// A and B are level and met: the direct encounter (A won) puts A first.
std::vector<PlayerGameRow> four_player_round_robin() {
    return {game(1, "A", "B", Outcome::white_wins), game(2, "A", "C", Outcome::white_wins),
            game(3, "D", "A", Outcome::white_wins), game(4, "B", "C", Outcome::white_wins),
            game(5, "B", "D", Outcome::white_wins), game(6, "C", "D", Outcome::draw)};
}

TEST(Standings, SeedPointsAndTheDirectEncounterInARoundRobin) {
    const auto s = standings_of(four_player_round_robin(), PointsScale::seed);
    EXPECT_EQ(names_in_order(s), (std::vector<std::string>{"A", "B", "D", "C"}));
    const auto& a = row_of(s, "A");
    EXPECT_EQ(a.rank, 1);
    EXPECT_FALSE(a.shared);
    EXPECT_EQ(a.games, 3);
    EXPECT_EQ(a.wins, 2);
    EXPECT_EQ(a.draws, 0);
    EXPECT_EQ(a.losses, 1);
    EXPECT_EQ(a.points, 56);
    EXPECT_TRUE(a.direct_encounter_used);
    EXPECT_EQ(a.direct_encounter, 26);  // A's win over B
    EXPECT_EQ(row_of(s, "B").points, 56);
    EXPECT_EQ(row_of(s, "B").direct_encounter, 4);  // B's loss to A
    EXPECT_EQ(row_of(s, "B").rank, 2);
    EXPECT_EQ(row_of(s, "D").points, 39);
    EXPECT_FALSE(row_of(s, "D").direct_encounter_used);  // alone on 39
    EXPECT_EQ(row_of(s, "C").points, 17);
    EXPECT_EQ(row_of(s, "C").rank, 4);
    // Sonneborn-Berger in seed points: A beat B (56) and C (17): 73; B beat C (17) and D (39): 56;
    // D beat A (56), drew C (½ × 17): 64.5; C drew D: ½ × 39 = 19.5.
    EXPECT_DOUBLE_EQ(a.sonneborn_berger, 73);
    EXPECT_DOUBLE_EQ(row_of(s, "B").sonneborn_berger, 56);
    EXPECT_DOUBLE_EQ(row_of(s, "D").sonneborn_berger, 64.5);
    EXPECT_DOUBLE_EQ(row_of(s, "C").sonneborn_berger, 19.5);
}

TEST(Standings, AFullRoundRobinHasEachPairsResults) {
    const auto s = standings_of(four_player_round_robin(), PointsScale::classic);
    ASSERT_EQ(s.format, EventFormat::round_robin);
    EXPECT_EQ(row_of(s, "A").points, 2);
    EXPECT_EQ(row_of(s, "D").points, 1.5);
    EXPECT_EQ(row_of(s, "C").points, 0.5);
    // Rows and columns in rank order: A, B, D, C.
    ASSERT_EQ(s.cells.size(), 4u);
    EXPECT_TRUE(s.cells[0][0].empty());
    EXPECT_EQ(s.cells[0][1], std::vector<double>{1.0});  // A beat B
    EXPECT_EQ(s.cells[0][2], std::vector<double>{0.0});  // A lost to D
    EXPECT_EQ(s.cells[2][0], std::vector<double>{1.0});  // D beat A
    EXPECT_EQ(s.cells[3][2], std::vector<double>{0.5});  // C drew D
    EXPECT_EQ(s.cells[1][3], std::vector<double>{1.0});  // B beat C
    EXPECT_TRUE(s.rounds.empty());
    EXPECT_EQ(s.events, std::vector<std::string>{"Club 2026"});
    EXPECT_EQ(s.games_counted, 6);
}

TEST(Standings, ThreeWayTieOnEverythingSharesTheRank) {
    // A beats B, B beats C, C beats A, and all three beat D. Each of A, B, C: 2 wins, 1 loss
    // (seed 56); among themselves 26 + 4 = 30 each; SB 1 × 56 + 1 × 12 = 68 each. D: 12.
    const std::vector<PlayerGameRow> games = {
        game(1, "A", "B", Outcome::white_wins), game(2, "B", "C", Outcome::white_wins),
        game(3, "C", "A", Outcome::white_wins), game(4, "A", "D", Outcome::white_wins),
        game(5, "D", "B", Outcome::black_wins), game(6, "C", "D", Outcome::white_wins)};
    const auto s = standings_of(games, PointsScale::seed);
    ASSERT_EQ(s.rows.size(), 4u);
    for (const char* name : {"A", "B", "C"}) {
        const auto& r = row_of(s, name);
        EXPECT_EQ(r.rank, 1) << name;
        EXPECT_TRUE(r.shared) << name;
        EXPECT_EQ(r.points, 56) << name;
        EXPECT_EQ(r.direct_encounter, 30) << name;
        EXPECT_DOUBLE_EQ(r.sonneborn_berger, 68) << name;
    }
    EXPECT_EQ(row_of(s, "D").rank, 4);
    EXPECT_FALSE(row_of(s, "D").shared);
    EXPECT_EQ(row_of(s, "D").points, 12);
}

TEST(Standings, WinsThenSonnebornBergerWhenNotAllLevelPlayersMet) {
    // Classic points. P beats Q, R beats P, S draws T and U.
    //   P 1 (1 win), R 1 (1 win), S 1 (no win), T ½, U ½, Q 0.
    // P, R and S are level; S met neither, so the direct encounter is not used. Wins put S last of
    // the three; SB: R beat P (1) = 1, P beat Q (0) = 0, so R before P.
    // T and U: ½ each, never met, no wins, SB ½ × S (1) = ½ each: they share 4th; Q is 6th.
    const std::vector<PlayerGameRow> games = {
        game(1, "P", "Q", Outcome::white_wins, "1"), game(2, "R", "P", Outcome::white_wins, "2"),
        game(3, "S", "T", Outcome::draw, "1"), game(4, "U", "S", Outcome::draw, "2")};
    const auto s = standings_of(games, PointsScale::classic);
    EXPECT_EQ(names_in_order(s), (std::vector<std::string>{"R", "P", "S", "T", "U", "Q"}));
    EXPECT_FALSE(row_of(s, "P").direct_encounter_used);
    EXPECT_EQ(row_of(s, "R").rank, 1);
    EXPECT_EQ(row_of(s, "P").rank, 2);
    EXPECT_EQ(row_of(s, "S").rank, 3);
    EXPECT_EQ(row_of(s, "T").rank, 4);
    EXPECT_EQ(row_of(s, "U").rank, 4);
    EXPECT_TRUE(row_of(s, "T").shared);
    EXPECT_DOUBLE_EQ(row_of(s, "T").sonneborn_berger, 0.5);
    EXPECT_EQ(row_of(s, "Q").rank, 6);
    EXPECT_EQ(s.format, EventFormat::swiss);
}

TEST(Standings, ASwissEventIsShownRoundByRoundWithColours) {
    // Round 1: A-B 1-0, C-D ½; round 2 (boards 2.1, 2.2): D-A ½, B-C ½. Classic points:
    // A 1½, C 1, D 1, B ½. C and D met (a draw: ½ each), no wins; SB: C ½×D(1) + ½×B(½) = ¾,
    // D ½×C(1) + ½×A(1½) = 1¼: D second, C third.
    const std::vector<PlayerGameRow> games = {
        game(1, "A", "B", Outcome::white_wins, "1"), game(2, "C", "D", Outcome::draw, "1"),
        game(3, "D", "A", Outcome::draw, "2.1"), game(4, "B", "C", Outcome::draw, "2.2")};
    const auto s = standings_of(games, PointsScale::classic);
    ASSERT_EQ(s.format, EventFormat::swiss);
    EXPECT_EQ(names_in_order(s), (std::vector<std::string>{"A", "D", "C", "B"}));
    EXPECT_TRUE(row_of(s, "C").direct_encounter_used);
    EXPECT_EQ(row_of(s, "C").direct_encounter, 0.5);
    EXPECT_DOUBLE_EQ(row_of(s, "C").sonneborn_berger, 0.75);
    EXPECT_DOUBLE_EQ(row_of(s, "D").sonneborn_berger, 1.25);
    EXPECT_EQ(s.rounds, (std::vector<std::string>{"1", "2"}));
    ASSERT_EQ(s.by_round.size(), 4u);
    // A (row 0): round 1 against B (row 3) with White, won; round 2 against D (row 1) with Black.
    ASSERT_EQ(s.by_round[0][0].size(), 1u);
    EXPECT_EQ(s.by_round[0][0][0].opponent, 3);
    EXPECT_TRUE(s.by_round[0][0][0].white);
    EXPECT_EQ(s.by_round[0][0][0].score, 1.0);
    EXPECT_EQ(s.by_round[0][0][0].game_id, 1);
    ASSERT_EQ(s.by_round[0][1].size(), 1u);
    EXPECT_EQ(s.by_round[0][1][0].opponent, 1);
    EXPECT_FALSE(s.by_round[0][1][0].white);
    EXPECT_EQ(s.by_round[0][1][0].score, 0.5);
    EXPECT_TRUE(s.cells.empty());
}

TEST(Standings, RoundsInNumberOrderAndGamesWithoutARoundLast) {
    const std::vector<PlayerGameRow> games = {
        game(1, "A", "B", Outcome::white_wins, "10"), game(2, "A", "C", Outcome::draw, "2"),
        game(3, "B", "D", Outcome::draw, "?"), game(4, "C", "D", Outcome::draw, "9")};
    const auto s = standings_of(games, PointsScale::classic);
    EXPECT_EQ(s.rounds, (std::vector<std::string>{"2", "9", "10", "?"}));
}

TEST(Standings, GamesThatDoNotCountAreListedApart) {
    const std::vector<PlayerGameRow> games = {
        game(1, "A", "B", Outcome::white_wins),
        game(2, "A", "Computer", Outcome::black_wins, "", "computer"),
        game(3, "B", "A", Outcome::ongoing), game(4, "A", "?", Outcome::draw),
        game(5, "A", "B", Outcome::draw, "", "local")};
    const auto s = standings_of(games, PointsScale::seed);
    ASSERT_EQ(s.rows.size(), 2u);
    EXPECT_EQ(row_of(s, "A").games, 1);
    EXPECT_EQ(row_of(s, "A").points, 26);
    EXPECT_EQ(row_of(s, "B").points, 4);
    EXPECT_EQ(s.games_counted, 1);
    ASSERT_EQ(s.not_counted.size(), 4u);
    EXPECT_EQ(s.not_counted[0].id, 2);
    EXPECT_EQ(s.not_counted[0].why, GameCount::computer);
    EXPECT_EQ(s.not_counted[0].result, "0-1");
    EXPECT_EQ(s.not_counted[1].why, GameCount::no_result);
    EXPECT_EQ(s.not_counted[2].why, GameCount::unnamed);
    EXPECT_EQ(s.not_counted[3].why, GameCount::local);
    EXPECT_EQ(not_counted_reason(GameCount::local), "two players on one device");
}

TEST(Standings, MergedSpellingsCountAsOnePlayer) {
    const std::vector<PlayerGameRow> games = {game(1, "Moorhead, W.", "B", Outcome::white_wins),
                                              game(2, "B", "W. Moorhead", Outcome::black_wins)};
    const auto s = standings_of(games, PointsScale::seed, {{"Moorhead, W.", "W. Moorhead"}});
    ASSERT_EQ(s.rows.size(), 2u);
    EXPECT_EQ(s.rows[0].name, "W. Moorhead");
    EXPECT_EQ(s.rows[0].wins, 2);
    EXPECT_EQ(s.rows[0].points, 52);
}

TEST(Standings, PerformanceFromTheOpponentsRatingsBeforeEachGame) {
    // Undated games in file order on the ladder, everyone from 1500, K = 20:
    //  1. A beats B: both 1500 before; A 1510 after.
    //  2. A draws C: A 1510, C 1500 before. A expected 1 / (1 + 10^(-10/400)) = 0.514387,
    //     so A goes to 1510 + 20 × (0.5 − 0.514387) = 1509.712.
    //  3. A beats D: D 1500, A 1509.712 before.
    // A: opponents 1500, 1500, 1500; p = 2½ / 3 = 5/6; 400 × log10(5) = 279.588 → 1779.588.
    // B: lost to A at 1500: p = 0, the limit: 1500 − 800 = 700. C: drew A at 1510: 1510.
    // D: lost to A at 1509.712: 709.712.
    const std::vector<PlayerGameRow> games = {game(1, "A", "B", Outcome::white_wins),
                                              game(2, "A", "C", Outcome::draw),
                                              game(3, "A", "D", Outcome::white_wins)};
    const auto s = standings_of(games, PointsScale::classic);
    ASSERT_TRUE(row_of(s, "A").performance);
    EXPECT_NEAR(*row_of(s, "A").performance, 1779.588, 0.001);
    EXPECT_NEAR(*row_of(s, "B").performance, 700.0, 1e-9);
    EXPECT_NEAR(*row_of(s, "C").performance, 1510.0, 1e-9);
    EXPECT_NEAR(*row_of(s, "D").performance, 709.712, 0.001);
}

TEST(Standings, TheRatingsComeFromEveryGameNotOnlyTheEvents) {
    // An earlier game outside the event lifts B to 1510 before the event's only game.
    std::vector<PlayerGameRow> all = {game(1, "B", "X", Outcome::white_wins),
                                      game(2, "A", "B", Outcome::draw)};
    all[0].event = "Earlier";
    const std::vector<PlayerGameRow> event = {all[1]};
    const auto s = compute_standings(event, all, {}, PointsScale::classic);
    ASSERT_EQ(s.rows.size(), 2u);
    EXPECT_NEAR(*row_of(s, "A").performance, 1510.0, 1e-9);
    EXPECT_EQ(s.events, std::vector<std::string>{"Club 2026"});
}

TEST(Standings, PointsAsTheTablesPrintThem) {
    EXPECT_EQ(points_text(26), "26");
    EXPECT_EQ(points_text(0), "0");
    EXPECT_EQ(points_text(0.5), "½");
    EXPECT_EQ(points_text(2.5), "2½");
    EXPECT_EQ(points_text(1.25), "1.25");
    EXPECT_EQ(points_scale_from_name("classic"), PointsScale::classic);
    EXPECT_EQ(points_scale_from_name("fide"), std::nullopt);
}

}  // namespace
}  // namespace damascope::app
