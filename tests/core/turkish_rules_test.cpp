// Dama under the Turkish federation's rules (`turkish`), point by point against RULES.md ("A second
// Dama rule set"): the same position under `dama` and `turkish`, and what each rule set allows.
#include "core/game_state.hpp"
#include "core/rules.hpp"

#include "test_support.hpp"

namespace damascope::core::testing {
namespace {

constexpr Variant D = Variant::dama;
constexpr Variant T = Variant::turkish;
using Set = std::set<std::string>;

// The same diagram under both rule sets.
struct Both {
    Position dama;
    Position turkish;
};
Both both(Color to_move, const std::array<const char*, 8>& rows) {
    return {diagram(D, to_move, rows), diagram(T, to_move, rows)};
}

TEST(TurkishPromotion, ManReachingLastRankMidChainGoesOnCapturingSideways) {
    // c6 takes c7 and lands on c8. Seed 003: the chain ends there (one piece). The federation: the
    // man goes on, sideways over d8 to e8 (two pieces), and is promoted when the chain ends.
    const Both p = both(Color::white, {"...b....", "..b.....", "..w.....", "........", "........",
                                       "........", "........", "........"});
    EXPECT_EQ(legal_texts(p.dama), (Set{"c6xc8[c7]"}));
    EXPECT_EQ(legal_texts(p.turkish), (Set{"c6xe8[c7,d8]"}));
    Position after = p.turkish;
    after.play(mv(T, "c6", "e8", {"c7", "d8"}));
    EXPECT_EQ(after.piece_at(sq(T, "e8")), Piece::white_king);
    EXPECT_EQ(after.piece_at(sq(T, "d8")), Piece::none);
    EXPECT_EQ(after.piece_at(sq(T, "c8")), Piece::none);
    // The landings of the federation's chain pass through c8.
    const auto paths = capture_paths(p.turkish, mv(T, "c6", "e8", {"c7", "d8"}));
    ASSERT_EQ(paths.size(), 1u);
    EXPECT_EQ(paths[0].landings, (std::vector<Square>{sq(T, "c8"), sq(T, "e8")}));
}

TEST(TurkishPromotion, BlackManDoesTheSameOnRankOne) {
    // d3 takes d2 and lands on d1, Black's last rank; the federation's man goes on over e1 to f1.
    const Both p = both(Color::black, {"........", "........", "........", "........", "........",
                                       "...b....", "...w....", "....w..."});
    EXPECT_EQ(legal_texts(p.dama), (Set{"d3xd1[d2]"}));
    EXPECT_EQ(legal_texts(p.turkish), (Set{"d3xf1[e1,d2]"}));  // captures in square order
    Position after = p.turkish;
    after.play(mv(T, "d3", "f1", {"d2", "e1"}));
    EXPECT_EQ(after.piece_at(sq(T, "f1")), Piece::black_king);
}

TEST(TurkishPromotion, TheChainGoesOnAsAManNotAsADama) {
    // After c6xc8 the enemy on e8 is two squares away: a dama could take it from a distance, a man
    // cannot. The federation's man stops on c8 and is promoted there.
    const Both p = both(Color::white, {"....b...", "..b.....", "..w.....", "........", "........",
                                       "........", "........", "........"});
    EXPECT_EQ(legal_texts(p.dama), (Set{"c6xc8[c7]"}));
    EXPECT_EQ(legal_texts(p.turkish), (Set{"c6xc8[c7]"}));
}

TEST(TurkishPromotion, SidewaysInEitherDirectionAndOnAlongTheRank) {
    // c8 reached over c7; then west over b8 to a8, or east over d8 to e8 and on over f8 to g8.
    const Both p = both(Color::white, {".b.b.b..", "..b.....", "..w.....", "........", "........",
                                       "........", "........", "........"});
    EXPECT_EQ(legal_texts(p.dama), (Set{"c6xc8[c7]"}));
    // Maximum capture: the eastward chain takes three, the westward two.
    EXPECT_EQ(legal_texts(p.turkish), (Set{"c6xg8[c7,d8,f8]"}));
}

TEST(TurkishMaximumCapture, CountsTheFederationsLongerChain) {
    // The c6 man's chain: one piece under seed 003 (it stops on c8), three under the federation
    // (on over d8 and f8). The h1 man takes two either way. So seed 003 must take with h1, the
    // federation with c6.
    const Both p = both(Color::white, {"...b.b..", "..b.....", "..w.....", "........", ".......b",
                                       "........", ".......b", ".......w"});
    EXPECT_EQ(legal_texts(p.dama), (Set{"h1xh5[h2,h4]"}));
    EXPECT_EQ(legal_texts(p.turkish), (Set{"c6xg8[c7,d8,f8]"}));
}

TEST(TurkishMaximumCapture, EqualCountsAreBothLegal) {
    // The federation's chain takes two (c7, d8), as does h1: both are legal. Seed 003: only h1.
    const Both p = both(Color::white, {"...b....", "..b.....", "..w.....", "........", ".......b",
                                       "........", ".......b", ".......w"});
    EXPECT_EQ(legal_texts(p.dama), (Set{"h1xh5[h2,h4]"}));
    EXPECT_EQ(legal_texts(p.turkish), (Set{"c6xe8[c7,d8]", "h1xh5[h2,h4]"}));
}

TEST(TurkishMoveCheck, StoppingOnTheLastRankWhenTheChainCouldGoOnIsFlagged) {
    const Both p = both(Color::white, {"...b....", "..b.....", "..w.....", "........", "........",
                                       "........", "........", "........"});
    const Move stop = mv(D, "c6", "c8", {"c7"});
    const Move on = mv(D, "c6", "e8", {"c7", "d8"});
    EXPECT_EQ(check_move(p.dama, stop), MoveCheck::legal);
    EXPECT_EQ(check_move(p.dama, on), MoveCheck::impossible);
    EXPECT_EQ(check_move(p.turkish, stop), MoveCheck::longer_chain_available);
    EXPECT_EQ(check_move(p.turkish, on), MoveCheck::legal);
}

TEST(TurkishEverythingElse, SameMovesAsDamaWhereNoManReachesTheLastRankCapturing) {
    // Damas, men, steps and chains away from the last rank: identical move lists.
    const char* fens[] = {"W:WKd4,a2,b3,f2,g3,h3:Bc6,d6,e7,Kh8,a6,b5",
                          "B:WKa1,c3,d3,e2,f3:Bb6,c5,d5,Ke8,g6,h5,h6",
                          "W:Wc2,Kb1,d3,e3,f5:Ba3,c4,d6,e7,f7,g6,Kh8"};
    for (const char* fen : fens) {
        auto d = parse_fen(D, fen);
        auto t = parse_fen(T, fen);
        ASSERT_TRUE(d.ok() && t.ok()) << fen;
        EXPECT_EQ(legal_texts(d.value()), legal_texts(t.value())) << fen;
    }
}

// End of game under the federation.

TEST(TurkishDraws, OnePieceEachIsADrawWhateverThePieces) {
    const std::array<const char*, 8> two_damas = {"B.......", "........", "........", "........",
                                                  "........", "........", "........", ".......W"};
    const std::array<const char*, 8> two_men = {"........", "b.......", "........", "........",
                                                "........", "........", ".......w", "........"};
    const std::array<const char*, 8> dama_and_man = {"........", "........", "...b....",
                                                     "........", "........", "........",
                                                     "........", "W......."};
    for (const auto& rows : {two_damas, two_men, dama_and_man}) {
        const Adjudication a = GameState(diagram(T, Color::white, rows)).adjudicate();
        EXPECT_EQ(a.outcome, Outcome::draw);
        EXPECT_EQ(a.reason, EndReason::one_piece_each);
    }
    // Seed 003 draws only the dama against the man; two lone damas or two lone men play on.
    EXPECT_EQ(GameState(diagram(D, Color::white, two_damas)).adjudicate().outcome,
              Outcome::ongoing);
    EXPECT_EQ(GameState(diagram(D, Color::white, two_men)).adjudicate().outcome, Outcome::ongoing);
    EXPECT_EQ(GameState(diagram(D, Color::white, dama_and_man)).adjudicate().reason,
              EndReason::lone_king_vs_man);
}

TEST(TurkishDraws, TwoPiecesAgainstOneIsNoDraw) {
    const Position p = diagram(T, Color::white,
                               {"B.......", "........", "........", "........", "........",
                                "........", "W.......", ".......W"});
    EXPECT_EQ(GameState(p).adjudicate().outcome, Outcome::ongoing);
}

// Two damas each shuffle back and forth: the start position comes back every four plies.
const std::array<const char*, 8> shuffle_rows = {"B.......", "........", "........", "B.......",
                                                 "........", "........", ".......W", ".......W"};
const Move shuffle[4] = {mv(D, "h2", "g2"), mv(D, "a8", "b8"), mv(D, "g2", "h2"),
                         mv(D, "b8", "a8")};

TEST(TurkishDraws, ThirdOccurrenceOfAPositionIsADraw) {
    GameState g(diagram(T, Color::white, shuffle_rows));
    EXPECT_EQ(g.occurrence(), 1);
    for (int ply = 0; ply < 4; ++ply) g.play(shuffle[ply]);
    EXPECT_EQ(g.occurrence(), 2);  // the second time: play goes on
    EXPECT_EQ(g.adjudicate().outcome, Outcome::ongoing);
    for (int ply = 0; ply < 3; ++ply) g.play(shuffle[ply]);
    EXPECT_EQ(g.adjudicate().outcome, Outcome::ongoing);  // a position seen twice, Black to move
    g.play(shuffle[3]);
    EXPECT_EQ(g.occurrence(), 3);
    const Adjudication a = g.adjudicate();
    EXPECT_EQ(a.outcome, Outcome::draw);
    EXPECT_EQ(a.reason, EndReason::threefold_repetition);
}

TEST(TurkishDraws, SamePiecesWithTheOtherSideToMoveIsNotARepetition) {
    // White's dama goes h2-h5-h3-h2 (three moves) while Black's goes a5-a4-a5 (two): the pieces
    // stand as at the start, but with Black to move. That is a different position.
    GameState g(diagram(T, Color::white, shuffle_rows));
    for (const Move& m : {mv(T, "h2", "h5"), mv(T, "a5", "a4"), mv(T, "h5", "h3"),
                          mv(T, "a4", "a5"), mv(T, "h3", "h2")})
        g.play(m);
    EXPECT_EQ(g.position().side_to_move(), Color::black);
    EXPECT_EQ(g.occurrence(), 1);
}

TEST(TurkishDraws, ACaptureOrAManMoveStartsTheCountAfresh) {
    // Shuffle once (the start occurs twice), then a man steps forward: nothing before can repeat.
    GameState g(diagram(T, Color::white,
                        {"B.......", "........", "........", "B.......", "........", "w.......",
                         ".......W", ".......W"}));
    for (const Move& m : shuffle) g.play(m);
    EXPECT_EQ(g.occurrence(), 2);
    g.play(mv(T, "a3", "a4"));
    EXPECT_EQ(g.occurrence(), 1);
}

TEST(TurkishDraws, SeedRulesHaveNoRepetitionDraw) {
    GameState g(diagram(D, Color::white, shuffle_rows));
    for (int round = 0; round < 5; ++round)
        for (const Move& m : shuffle) g.play(m);
    EXPECT_EQ(g.occurrence(), 6);
    EXPECT_EQ(g.adjudicate().outcome, Outcome::ongoing);
}

TEST(TurkishDraws, NoHundredMovesEachRule) {
    // 200 quiet plies draw under seed 003 and not under the federation (the position never
    // repeats three times here: the damas walk up and down the board).
    const std::array<const char*, 8> rows = {"B.......", "........", "........", "........",
                                             "........", "........", "W.......", "W......."};
    for (Variant v : {D, T}) {
        GameState g(diagram(v, Color::white, rows), 199);
        g.play(mv(v, "a2", "b2"));
        EXPECT_EQ(g.quiet_plies(), 200);
        const Adjudication a = g.adjudicate();
        if (v == D) {
            EXPECT_EQ(a.reason, EndReason::quiet_move_limit);
        } else {
            EXPECT_EQ(a.outcome, Outcome::ongoing);
        }
    }
}

TEST(TurkishDraws, BlockedSideStillLoses) {
    const Position p = diagram(T, Color::black,
                               {"........", "........", "........", "bww.....", "w.......",
                                "w.......", "........", "........"});
    const Adjudication a = GameState(p).adjudicate();
    EXPECT_EQ(a.outcome, Outcome::white_wins);
    EXPECT_EQ(a.reason, EndReason::no_legal_move);
}

TEST(RuleSets, TheDifferencesAreDataInOneTable) {
    EXPECT_TRUE(rule_set(D).promotion_ends_chain);
    EXPECT_FALSE(rule_set(T).promotion_ends_chain);
    EXPECT_EQ(rule_set(D).quiet_ply_limit, 200);
    EXPECT_EQ(rule_set(T).quiet_ply_limit, 0);
    EXPECT_EQ(rule_set(D).repetition_draw, 0);
    EXPECT_EQ(rule_set(T).repetition_draw, 3);
    EXPECT_EQ(rule_set(D).material_draw, MaterialDraw::lone_king_vs_man);
    EXPECT_EQ(rule_set(T).material_draw, MaterialDraw::one_piece_each);
}

}  // namespace
}  // namespace damascope::core::testing
