// Replay of hand-built games: the rule-break marks, stopped games, ambiguity, variations, results.
#include "importers/game_replay.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/fen.hpp"
#include "core/notation.hpp"
#include "importers/game_file_reader.hpp"

namespace damascope::importers {
namespace {

using core::Mark;

ReadGame only_game(std::string_view text) {
    auto games = read_pdn_text(text);
    EXPECT_EQ(games.size(), 1u);
    return games.empty() ? ReadGame{} : games.front();
}

std::vector<core::MarkSet> marks_of(const core::GameRecord& r) {
    std::vector<core::MarkSet> out;
    for (const auto& m : r.moves) out.push_back(m.marks);
    return out;
}

constexpr core::MarkSet none = 0;
constexpr auto missed = static_cast<core::MarkSet>(Mark::missed_capture);
constexpr auto longer = static_cast<core::MarkSet>(Mark::longer_chain_available);

TEST(Replay, LegalGameHasNoMarks) {
    // The opening of the first OCA game.
    auto g =
        only_game("[GameType \"21\"]\n1. 11-15 24-20 2. 8-11 28-24 3. 9-13 22-18 4. 15x22 25x18 *");
    ASSERT_TRUE(g.record);
    EXPECT_FALSE(g.record->stopped);
    EXPECT_EQ(g.record->variant, core::Variant::dhama);
    EXPECT_EQ(marks_of(*g.record), (std::vector<core::MarkSet>(8, none)));
    EXPECT_EQ(g.record->moves[6].move.capture_count(), 1);
    EXPECT_EQ(g.record->moves[5].move.capture_count(), 0);
}

// Dhama: after 1. 11-15 22-18 Black's man on 15 can take 18 (15x22), so the step 9-13 breaks the
// compulsory-capture rule; White then takes 18x11 and Black 8x15.
TEST(Replay, DhamaStepWhileACaptureExistsIsMissedCapture) {
    auto g = only_game("[GameType \"21\"]\n1. 11-15 22-18 2. 9-13 18x11 3. 8x15 *");
    ASSERT_TRUE(g.record);
    EXPECT_FALSE(g.record->stopped);
    EXPECT_EQ(marks_of(*g.record), (std::vector<core::MarkSet>{none, none, missed, none, none}));
}

// Dhama (OCA, Edinburgh 1847 game 11, ply 17): Black may take one man with 5x14 or two with
// 6x13x22. Both are legal in Dhama; the shorter one is flagged. Stopping 6x13 halfway is not legal.
TEST(Replay, DhamaShorterCaptureAndStoppedChain) {
    const std::string setup =
        "[GameType \"21\"]\n[FEN \"B:W9,17,21,26,28-32:B1,2,4-6,10,12,16\"]\n";
    auto shorter = only_game(setup + "5x14 *");
    ASSERT_TRUE(shorter.record);
    EXPECT_EQ(marks_of(*shorter.record), (std::vector<core::MarkSet>{longer}));
    auto longest = only_game(setup + "6x22 *");
    ASSERT_TRUE(longest.record);
    EXPECT_EQ(marks_of(*longest.record), (std::vector<core::MarkSet>{none}));
    EXPECT_EQ(longest.record->moves[0].move.capture_count(), 2);
    auto stopped_early = only_game(setup + "6x13 *");
    ASSERT_TRUE(stopped_early.record);
    EXPECT_FALSE(stopped_early.record->stopped);
    EXPECT_EQ(marks_of(*stopped_early.record), (std::vector<core::MarkSet>{longer}));
    EXPECT_EQ(stopped_early.record->moves[0].move.capture_count(), 1);
}

// Dama: White's man on d3 can take d4 and then d6 (d3xd5xd7, two pieces), or e3 alone (d3xf3).
// The maximum-capture rule makes only the first legal.
TEST(Replay, DamaCaptureOfFewerThanTheMaximum) {
    const std::string setup = "[GameType \"30\"]\n[FEN \"W:Wd3,a2:Bd4,d6,e3,h8\"]\n";
    auto max = only_game(setup + "1. d3xd5xd7 *");
    ASSERT_TRUE(max.record);
    EXPECT_EQ(max.record->variant, core::Variant::dama);
    EXPECT_EQ(marks_of(*max.record), (std::vector<core::MarkSet>{none}));
    auto fewer = only_game(setup + "1. d3xf3 *");
    ASSERT_TRUE(fewer.record);
    EXPECT_EQ(marks_of(*fewer.record), (std::vector<core::MarkSet>{longer}));
    auto halfway = only_game(setup + "1. d3xd5 *");
    ASSERT_TRUE(halfway.record);
    EXPECT_EQ(marks_of(*halfway.record), (std::vector<core::MarkSet>{longer}));
    auto step = only_game(setup + "1. a2-a3 *");
    ASSERT_TRUE(step.record);
    EXPECT_EQ(marks_of(*step.record), (std::vector<core::MarkSet>{missed}));
}

TEST(Replay, ImpossibleMoveStopsTheGameAndTheNextGamesAreRead) {
    auto games = read_pdn_text(
        "[Event \"good 1\"]\n1. 11-15 22-18 2. 15x22 25x18 1-0\n\n"
        "[Event \"bad\"]\n1. 11-15 22-18\n2. 14x23 25x18 0-1\n\n"
        "[Event \"good 2\"]\n1. 9-14 22-17 0-1\n");
    ASSERT_EQ(games.size(), 3u);
    ASSERT_TRUE(games[0].record && games[1].record && games[2].record);
    EXPECT_FALSE(games[0].record->stopped);
    EXPECT_EQ(games[0].record->moves.size(), 4u);
    const auto& bad = *games[1].record;
    ASSERT_TRUE(bad.stopped);
    EXPECT_EQ(bad.stopped->ply, 3);
    EXPECT_EQ(bad.moves.size(), 2u);
    EXPECT_EQ(bad.stopped->reason, "ply 3 (2. 14x23): no black piece on 14 (line 6, column 4)");
    EXPECT_EQ(bad.result, "0-1");
    // The moves from the impossible one on are kept as text, not lost.
    EXPECT_EQ(bad.moves.back().comment, "[not replayed: 14x23 25x18]");
    EXPECT_FALSE(games[2].record->stopped);
    EXPECT_EQ(games[2].record->tag("Event"), "good 2");
    EXPECT_EQ(games[2].line, 8);
}

TEST(Replay, StopReasonsNameTheProblem) {
    auto wrong_side = only_game("[Event \"x\"]\n1. 22-18 *");
    ASSERT_TRUE(wrong_side.record && wrong_side.record->stopped);
    EXPECT_EQ(wrong_side.record->stopped->ply, 1);
    EXPECT_EQ(wrong_side.record->comment, "[not replayed: 22-18]");
    auto with_comment = only_game("[Event \"x\"]\n1. 22-18 {why} 11-15 *");
    ASSERT_TRUE(with_comment.record);
    EXPECT_EQ(with_comment.record->comment, "[not replayed: 22-18 <why> 11-15]");
    EXPECT_NE(
        wrong_side.record->stopped->reason.find("the piece on 22 is white's, black is to move"),
        std::string::npos);
    auto no_path = only_game("1. 11-15 23-19 2. 15-24 *");
    ASSERT_TRUE(no_path.record && no_path.record->stopped);
    EXPECT_EQ(no_path.record->stopped->ply, 3);
    EXPECT_NE(no_path.record->stopped->reason.find("ply 3 (2. 15-24)"), std::string::npos);
    auto garbage = only_game("1. 11-15 22x 2. 8-11 *");
    ASSERT_TRUE(garbage.record && garbage.record->stopped);
    EXPECT_EQ(garbage.record->stopped->ply, 2);
    EXPECT_NE(garbage.record->stopped->reason.find("1... 22x"), std::string::npos);
}

TEST(Replay, WithoutTagsAGameNeedsAMoveThatPlays) {
    // No tags and the first move impossible: nothing a person would call a game.
    auto g = only_game("1. 22-18 *");
    EXPECT_FALSE(g.record);
    EXPECT_TRUE(g.junk);
    EXPECT_EQ(g.skip_reason,
              "not a game: no tags and no move that can be read (1. 22-18: the piece on 22 is "
              "white's, black is to move); skipped");
    auto words = only_game("Nothing to see here.");
    EXPECT_FALSE(words.record);
    EXPECT_TRUE(words.junk);
    EXPECT_EQ(words.skip_reason,
              "not a game: no tags and no moves, only the text 'Nothing to see here.'; skipped");
}

TEST(Replay, StopReasonsNumberMovesForEitherFirstMover) {
    auto dama = only_game("[GameType \"30\"]\n1. c3-c4 f6-f5 2. a1-a2 *");
    ASSERT_TRUE(dama.record && dama.record->stopped);
    EXPECT_EQ(dama.record->stopped->reason,
              "ply 3 (2. a1-a2): no white piece on a1 (line 2, column 19)");
    auto second = only_game("[FEN \"W:W21:B1\"]\n22-18 *");  // Dhama, White (second mover) to play
    ASSERT_TRUE(second.record && second.record->stopped);
    EXPECT_EQ(second.record->stopped->reason,
              "ply 1 (1... 22-18): no white piece on 22 (line 2, column 1)");
}

TEST(Replay, SeparatorsAreNotTrusted) {
    // traps.pdn writes captures with '-'; some files write steps with 'x'.
    auto g = only_game("1. 11-15 22-18 2. 15-22 25-18 3. 8x11 *");
    ASSERT_TRUE(g.record);
    EXPECT_FALSE(g.record->stopped);
    EXPECT_TRUE(g.record->moves[2].move.is_capture());
    EXPECT_FALSE(g.record->moves[4].move.is_capture());
}

// A white man on 22 can reach 6 by 22x13x6 (taking 17 and 9) or 22x15x6 (taking 18 and 10).
TEST(Replay, AmbiguousShortCaptureResolvedByTheNextMove) {
    const std::string setup = "[GameType \"21\"]\n[FEN \"W:W22:B9,10,17,18\"]\n";
    auto via_left = only_game(setup + "1. 22x6 18-23 *");  // only possible if 18 is still there
    ASSERT_TRUE(via_left.record);
    EXPECT_FALSE(via_left.record->stopped);
    auto sq = [](int n) { return *core::parse_square(core::Variant::dhama, std::to_string(n)); };
    EXPECT_EQ(via_left.record->moves[0].move.captured, core::bit(sq(17)) | core::bit(sq(9)));
    auto via_right = only_game(setup + "1. 22x6 9-13 *");
    ASSERT_TRUE(via_right.record);
    EXPECT_EQ(via_right.record->moves[0].move.captured, core::bit(sq(18)) | core::bit(sq(10)));
    auto unresolved = only_game(setup + "1. 22x6 *");
    ASSERT_TRUE(unresolved.record && unresolved.record->stopped);
    EXPECT_EQ(unresolved.record->stopped->ply, 1);
    EXPECT_NE(unresolved.record->stopped->reason.find("ambiguous"), std::string::npos);
    EXPECT_NE(unresolved.record->stopped->reason.find("22x13x6 (takes 17, 9)"), std::string::npos);
    EXPECT_NE(unresolved.record->stopped->reason.find("22x15x6 (takes 18, 10)"), std::string::npos);
    auto full_path = only_game(setup + "1. 22x15x6 *");
    ASSERT_TRUE(full_path.record);
    EXPECT_FALSE(full_path.record->stopped);
}

TEST(Replay, VariationsAreReplayedOrKeptAsText) {
    auto g = only_game("1. 11-15 22-18 (23-19 9-14 (8-11 22-17)) (24-20 14x23) 2. 15x22 *");
    ASSERT_TRUE(g.record);
    ASSERT_EQ(g.record->moves.size(), 3u);
    const auto& m = g.record->moves[1];
    ASSERT_EQ(m.variations.size(), 1u);
    ASSERT_EQ(m.variations[0].size(), 2u);
    EXPECT_EQ(m.variations[0][0].text, "23-19");
    ASSERT_EQ(m.variations[0][1].variations.size(), 1u);
    EXPECT_EQ(m.variations[0][1].variations[0][0].text, "8-11");
    EXPECT_EQ(m.comment, "(24-20 14x23)");
    ASSERT_EQ(g.problems.size(), 1u);
    EXPECT_NE(g.problems[0].message.find("ply 3 (2. 14x23): no black piece on 14"),
              std::string::npos);
    EXPECT_TRUE(g.record->damaged);
}

TEST(Replay, VariationMovesAreMarkedToo) {
    auto g = only_game("[GameType \"21\"]\n1. 11-15 22-18 2. 15x22 (9-13 18x11 8x15) 25x18 *");
    ASSERT_TRUE(g.record);
    ASSERT_EQ(g.record->moves.size(), 4u);
    ASSERT_EQ(g.record->moves[2].variations.size(), 1u);
    const auto& v = g.record->moves[2].variations[0];
    ASSERT_EQ(v.size(), 3u);
    EXPECT_EQ(v[0].marks, missed);
    EXPECT_EQ(v[1].marks, none);
    EXPECT_TRUE(v[2].move.is_capture());
    EXPECT_EQ(g.record->moves[2].marks, none);
}

TEST(Replay, ResultsAndOutcomes) {
    struct Case {
        std::string game;
        std::string result;
        core::Outcome outcome;
    };
    const std::vector<Case> cases = {
        {"[Result \"1-0\"]\n11-15 *", "1-0",
         core::Outcome::black_wins},  // English draughts: Black first
        {"[Result \"2-0\"]\n11-15", "1-0", core::Outcome::black_wins},
        {"[Result \"0-2\"]\n11-15", "0-1", core::Outcome::white_wins},
        {"[Result \"1-1\"]\n11-15", "1/2-1/2", core::Outcome::draw},
        {"[Result \"0-0\"]\n11-15", "*", core::Outcome::ongoing},
        {"[Result \" 1/2-1/2 \"]\n11-15", "1/2-1/2", core::Outcome::draw},
        {"[Result \"?\"]\n11-15 1-0", "1-0", core::Outcome::black_wins},  // unreadable tag
        {"11-15 0-1", "0-1", core::Outcome::white_wins},  // no tag: the movetext result
        {"11-15", "*", core::Outcome::ongoing},
        {"[GameType \"21\"]\n[Result \"1-0\"]\n11-15", "1-0", core::Outcome::black_wins},
        {"[GameType \"30\"]\n[Result \"1-0\"]\nc3-c4", "1-0", core::Outcome::white_wins},
        {"[GameType \"30\"]\n[Result \"0-1\"]\nc3-c4", "0-1", core::Outcome::black_wins},
    };
    for (const auto& c : cases) {
        auto g = only_game(c.game);
        ASSERT_TRUE(g.record) << c.game;
        EXPECT_EQ(g.record->result, c.result) << c.game;
        EXPECT_EQ(g.record->outcome, c.outcome) << c.game;
    }
}

TEST(Replay, DisagreeingResultsAreReported) {
    auto g = only_game("[Result \"1-0\"]\n11-15 0-1");
    ASSERT_TRUE(g.record);
    EXPECT_EQ(g.record->result, "1-0");
    ASSERT_EQ(g.problems.size(), 1u);
    EXPECT_NE(g.problems[0].message.find("disagree"), std::string::npos);
}

TEST(Replay, SetupPositions) {
    auto tag = only_game("[Setup \"1\"]\n[FEN \"B:W21,K5:BK17,K14.\"]\n1-0");
    ASSERT_TRUE(tag.record);
    EXPECT_EQ(tag.record->start_fen, "B:W21,K5:BK17,K14.");
    EXPECT_EQ(tag.record->start.side_to_move(), core::Color::black);
    EXPECT_EQ(core::popcount(tag.record->start.kings(core::Color::black)), 2);
    EXPECT_TRUE(tag.record->moves.empty());
    auto command = only_game("{/FEN \"W:W18:B14,15\"/ White wins} 18x11 1-0");
    ASSERT_TRUE(command.record);
    EXPECT_EQ(command.record->start_fen, "W:W18:B14,15");
    EXPECT_EQ(command.record->comment, "White wins");
    ASSERT_EQ(command.record->moves.size(), 1u);
    EXPECT_FALSE(command.record->stopped);
    auto bad = only_game("[FEN \"W:Wz:B1\"]\n1-0");
    EXPECT_FALSE(bad.record);
    EXPECT_FALSE(bad.unsupported);
    EXPECT_NE(bad.skip_reason.find("FEN"), std::string::npos);
}

TEST(Replay, PlayOkDamaExport) {
    // The shape of a PlayOK single-game export (written here: no public human Dama collection).
    auto g = only_game(
        "[Event \"PlayOK\"]\n[Site \"PlayOK\"]\n[Date \"2024.03.01\"]\n[White \"ali\"]\n[Black "
        "\"omar\"]\n"
        "[Result \"0-1\"]\n[WhiteElo \"1620\"]\n[BlackElo \"1575\"]\n[GameType \"30\"]\n\n"
        "1. g3-g4 c6-c5 2. a3-a4 e6-e5 3. b3-a3 d6-d5 0-1\n");
    ASSERT_TRUE(g.record);
    EXPECT_EQ(g.record->variant, core::Variant::dama);
    EXPECT_EQ(g.record->tag("WhiteElo"), "1620");
    EXPECT_EQ(g.record->tag("BlackElo"), "1575");
    EXPECT_EQ(g.record->moves.size(), 6u);
    EXPECT_EQ(g.record->outcome, core::Outcome::black_wins);
    EXPECT_FALSE(g.record->stopped);
}

TEST(Replay, GameWithoutMovesOrPositionIsSkipped) {
    auto g = only_game("[Event \"empty\"]\n[Result \"*\"]\n");
    EXPECT_FALSE(g.record);
    EXPECT_NE(g.skip_reason.find("no moves"), std::string::npos);
}

}  // namespace
}  // namespace damascope::importers
