// The end of a game, position by position, from RULES.md ("End of game" of each game, and the
// federation's rule set): who wins or why it is drawn, and what a record says where the rules say
// nothing.
#include "app/game_end.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "app/game_session.hpp"
#include "core/fen.hpp"
#include "session_test_support.hpp"

namespace damascope::app {
namespace {

using core::EndReason;
using core::Outcome;
using core::Position;
using core::Variant;
using Kind = GameEnd::Kind;

Position from_fen(Variant v, const std::string& fen) {
    auto p = core::parse_fen(v, fen);
    EXPECT_TRUE(p.ok()) << fen;
    return p.ok() ? *p : Position::initial(v);
}

// The moves written `texts`, played from `start`.
std::vector<core::Move> line(const Position& start, const std::vector<std::string>& texts) {
    std::vector<core::Move> moves;
    Position pos = start;
    for (const auto& t : texts) {
        moves.push_back(testing::find_move(pos, t));
        pos.play(moves.back());
    }
    return moves;
}

// `cycles` times the four moves that bring both sides back where they were.
std::vector<std::string> shuffle(int cycles, const std::vector<std::string>& cycle) {
    std::vector<std::string> out;
    for (int i = 0; i < cycles; ++i) out.insert(out.end(), cycle.begin(), cycle.end());
    return out;
}

// Dama: "The side to move with no legal move loses: no pieces left ..."
TEST(GameEndDama, NoPieceLeftLoses) {
    const Position start = from_fen(Variant::dama, "W:Wd4:Bd5");
    const GameEnd end = rules_end(start, line(start, {"d4xd6"}));
    EXPECT_EQ(end.kind, Kind::by_rules);
    EXPECT_EQ(end.outcome, Outcome::white_wins);
    EXPECT_EQ(end.reason, EndReason::no_legal_move);
    EXPECT_TRUE(end.no_pieces_left);
}

// "... or all pieces blocked. Blocking is a real loss, not a draw." After d2-c2 Black's man on a2
// has a1 and b2 in front and beside it, and no empty square behind either to capture onto.
TEST(GameEndDama, BlockedLoses) {
    const Position start = from_fen(Variant::dama, "W:Wa1,a3,b2,d2:Ba2");
    EXPECT_EQ(rules_end(start, {}).kind, Kind::none);
    const GameEnd end = rules_end(start, line(start, {"d2-c2"}));
    EXPECT_EQ(end.kind, Kind::by_rules);
    EXPECT_EQ(end.outcome, Outcome::white_wins);
    EXPECT_EQ(end.reason, EndReason::no_legal_move);
    EXPECT_FALSE(end.no_pieces_left);
}

TEST(GameEndDama, BlockedWhiteLosesToo) {
    // White's man on h7 has h8 in front, g7 beside it, and f7 behind g7 taken.
    const Position start = from_fen(Variant::dama, "W:Wh7:Bh8,g7,f7,a5");
    const GameEnd end = rules_end(start, {});
    EXPECT_EQ(end.outcome, Outcome::black_wins);
    EXPECT_EQ(end.reason, EndReason::no_legal_move);
    EXPECT_FALSE(end.no_pieces_left);
}

// "A lone dama against a lone man (either side) is a draw."
TEST(GameEndDama, LoneDamaAgainstLoneManIsADraw) {
    for (const char* fen : {"W:WKa1:Bh7", "W:Wb2:BKh8", "B:WKc3:Bf6"}) {
        const GameEnd end = rules_end(from_fen(Variant::dama, fen), {});
        EXPECT_EQ(end.kind, Kind::by_rules) << fen;
        EXPECT_EQ(end.outcome, Outcome::draw) << fen;
        EXPECT_EQ(end.reason, EndReason::lone_king_vs_man) << fen;
    }
}

// The seed names lone dama vs man only: man against man, and two lone damas, play on.
TEST(GameEndDama, OtherOnePieceEndingsPlayOn) {
    EXPECT_EQ(rules_end(from_fen(Variant::dama, "W:Wb2:Bg7"), {}).kind, Kind::none);
    EXPECT_EQ(rules_end(from_fen(Variant::dama, "W:WKa1:BKh8"), {}).kind, Kind::none);
}

// "100 moves by each side (200 plies) with no capture and no promotion is a draw."
TEST(GameEndDama, HundredMovesEachWithoutCaptureDraw) {
    const Position start = from_fen(Variant::dama, "W:WKa1:BKh8");
    const auto moves = line(start, shuffle(50, {"a1-a2", "h8-h7", "a2-a1", "h7-h8"}));
    ASSERT_EQ(moves.size(), 200u);
    const GameEnd end = rules_end(start, moves);
    EXPECT_EQ(end.kind, Kind::by_rules);
    EXPECT_EQ(end.outcome, Outcome::draw);
    EXPECT_EQ(end.reason, EndReason::quiet_move_limit);
    // One ply fewer: 99 moves by Black, the game goes on.
    const std::vector<core::Move> fewer(moves.begin(), moves.end() - 1);
    EXPECT_EQ(rules_end(start, fewer).kind, Kind::none);
}

// The seed has no repetition rule: the same position a third time plays on.
TEST(GameEndDama, RepetitionIsNoDrawUnderTheSeed) {
    const Position start = from_fen(Variant::dama, "W:WKa1,Kc1:BKh8,Kf8");
    const auto moves = line(start, shuffle(2, {"a1-a2", "h8-h7", "a2-a1", "h7-h8"}));
    EXPECT_EQ(rules_end(start, moves).kind, Kind::none);
}

// The federation: "the third occurrence of the same position with the same side to move".
TEST(GameEndTurkish, ThirdOccurrenceDraws) {
    const Position start = from_fen(Variant::turkish, "W:WKa1,Kc1:BKh8,Kf8");
    const auto cycle = std::vector<std::string>{"a1-a2", "h8-h7", "a2-a1", "h7-h8"};
    EXPECT_EQ(rules_end(start, line(start, shuffle(1, cycle))).kind, Kind::none);  // the second
    const GameEnd end = rules_end(start, line(start, shuffle(2, cycle)));
    EXPECT_EQ(end.outcome, Outcome::draw);
    EXPECT_EQ(end.reason, EndReason::threefold_repetition);
}

// The federation: "any ending with exactly one piece on each side" is a draw.
TEST(GameEndTurkish, OnePieceEachDraws) {
    const GameEnd end = rules_end(from_fen(Variant::turkish, "W:Wb2:Bg7"), {});
    EXPECT_EQ(end.outcome, Outcome::draw);
    EXPECT_EQ(end.reason, EndReason::one_piece_each);
}

// Dhama: "the side to move with no legal move loses".
TEST(GameEndDhama, NoPieceLeftLoses) {
    const Position start = from_fen(Variant::dhama, "B:W14:B9");
    const GameEnd end = rules_end(start, line(start, {"9x18"}));
    EXPECT_EQ(end.outcome, Outcome::black_wins);
    EXPECT_EQ(end.reason, EndReason::no_legal_move);
    EXPECT_TRUE(end.no_pieces_left);
}

TEST(GameEndDhama, BlockedLoses) {
    // White's man on 29 (the edge) has one square forward, 25, taken by Black, and 22 behind it
    // taken too: it can neither step nor jump.
    const Position start = from_fen(Variant::dhama, "W:W29:B25,22");
    const GameEnd end = rules_end(start, {});
    EXPECT_EQ(end.kind, Kind::by_rules);
    EXPECT_EQ(end.outcome, Outcome::black_wins);
    EXPECT_EQ(end.reason, EndReason::no_legal_move);
    EXPECT_FALSE(end.no_pieces_left);
}

// Dhama has no material or move-count draw: "draws by agreement or repetition follow the record's
// own result".
TEST(GameEndDhama, NoDrawByMaterial) {
    EXPECT_EQ(rules_end(from_fen(Variant::dhama, "B:WK30:B1"), {}).kind, Kind::none);
}

core::GameRecord dhama_record(const std::string& result, Outcome outcome) {
    core::GameRecord r = testing::record_of(Variant::dhama, {"11-15", "23-19"});
    r.result = result;
    r.outcome = outcome;
    return r;
}

TEST(GameEndRecord, ResultOfAPlayablePositionIsTheRecords) {
    const auto r = dhama_record("1/2-1/2", Outcome::draw);
    std::vector<core::Move> moves;
    for (const auto& m : r.moves) moves.push_back(m.move);
    const GameEnd end = game_end(r.start, moves, r, true);
    EXPECT_EQ(end.kind, Kind::by_record);
    EXPECT_EQ(end.outcome, Outcome::draw);
    // Before the last position the record says nothing yet.
    EXPECT_EQ(game_end(r.start, {moves.data(), 1}, r, false).kind, Kind::none);
}

TEST(GameEndRecord, NoResultIsUnfinished) {
    const auto r = dhama_record("*", Outcome::ongoing);
    std::vector<core::Move> moves;
    for (const auto& m : r.moves) moves.push_back(m.move);
    EXPECT_EQ(game_end(r.start, moves, r, true).kind, Kind::unfinished);
}

TEST(GameEndRecord, StoppedReplaySaysWhereAndWhy) {
    auto r = dhama_record("*", Outcome::ongoing);
    r.stopped = core::StoppedAt{3, "no legal move 10-14"};
    r.damaged = true;
    std::vector<core::Move> moves;
    for (const auto& m : r.moves) moves.push_back(m.move);
    const GameEnd end = game_end(r.start, moves, r, true);
    EXPECT_EQ(end.kind, Kind::stopped);
    EXPECT_EQ(end.stopped_ply, 3);
    EXPECT_EQ(end.stopped_reason, "no legal move 10-14");
    EXPECT_TRUE(end.damaged);
}

TEST(GameEndRecord, RulesWinOverTheRecordAndDisagreementIsNoted) {
    const Position start = from_fen(Variant::dama, "W:Wd4:Bd5");
    core::GameRecord r;
    r.start = start;
    r.result = "1/2-1/2";
    r.outcome = Outcome::draw;
    const GameEnd end = game_end(start, line(start, {"d4xd6"}), r, true);
    EXPECT_EQ(end.kind, Kind::by_rules);
    EXPECT_EQ(end.outcome, Outcome::white_wins);
    EXPECT_TRUE(end.record_disagrees);
    r.result = "1-0";
    r.outcome = Outcome::white_wins;
    EXPECT_FALSE(game_end(start, line(start, {"d4xd6"}), r, true).record_disagrees);
}

TEST(GameEndRecord, SessionCursorAtTheEndOfTheMainLine) {
    const auto r = dhama_record("0-1", Outcome::white_wins);
    GameSession s(r);
    EXPECT_EQ(game_end(s, r).kind, Kind::none);  // at the start
    s.end();
    const GameEnd end = game_end(s, r);
    EXPECT_EQ(end.kind, Kind::by_record);
    EXPECT_EQ(end.outcome, Outcome::white_wins);
}

}  // namespace
}  // namespace damascope::app
