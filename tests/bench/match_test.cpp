// The match runner's own logic: Elo maths, the protocol's lines, refereeing (illegal and missing
// replies forfeit), openings and the PDN record. No external engine is needed: the players are
// scripted here or tiny shell loops.
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>

#include "core/fen.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"
#include "importers/game_file_reader.hpp"
#include "match/engine_reply.hpp"
#include "match/game_pdn.hpp"
#include "match/match_player.hpp"
#include "match/match_stats.hpp"
#include "match/openings.hpp"
#include "match/referee.hpp"

namespace damascope::match {
namespace {

TEST(MatchStats, TrinomialAgainstHandWorkedValues) {
    // 6 wins, 2 draws, 2 losses: mean 0.7; squared deviations 6·0.09 + 2·0.04 + 2·0.49 = 1.60,
    // variance 1.60/10 = 0.16, standard error sqrt(0.16/10) = 0.126491; 95%: 0.7 ± 0.247923 =
    // 0.452077 .. 0.947923. Elo(0.7) = -400·log10(3/7) = +147.19; Elo(0.452077) = -33.40;
    // Elo(0.947923) = +504.03.
    const std::vector<double> games{1, 1, 1, 1, 1, 1, 0.5, 0.5, 0, 0};
    const EloEstimate e = estimate_elo(games);
    EXPECT_EQ(e.samples, 10);
    EXPECT_NEAR(e.score, 0.7, 1e-12);
    EXPECT_NEAR(e.score_error, 0.126491, 1e-6);
    EXPECT_NEAR(e.elo, 147.19, 0.01);
    EXPECT_NEAR(e.elo_low, -33.40, 0.01);
    EXPECT_NEAR(e.elo_high, 504.03, 0.01);
    EXPECT_EQ(elo_text(e), "+147 (95%: -33 to +504)");
}

TEST(MatchStats, PentanomialAgainstHandWorkedValues) {
    // Eight pairs' mean scores summing to 5.0: mean 0.625; squared deviations 2·0.140625 +
    // 6·0.015625 = 0.375, variance 0.375/8 = 0.046875, standard error sqrt(0.046875/8) =
    // 0.0765466; 95%: 0.625 ± 0.150028 = 0.474972 .. 0.775028: Elo +88.74, -17.41 to +214.88.
    const std::vector<double> pairs{1, 0.75, 0.75, 0.5, 0.5, 0.5, 0.25, 0.75};
    const EloEstimate e = estimate_elo(pairs);
    EXPECT_NEAR(e.score_error, 0.0765466, 1e-6);
    EXPECT_NEAR(e.elo, 88.74, 0.01);
    EXPECT_NEAR(e.elo_low, -17.41, 0.01);
    EXPECT_NEAR(e.elo_high, 214.88, 0.01);
}

TEST(MatchStats, EvenAndOneSidedScores) {
    EXPECT_NEAR(elo_from_score(0.5), 0.0, 1e-12);
    EXPECT_NEAR(elo_from_score(0.75), 190.85, 0.01);  // -400·log10(1/3)
    const std::vector<double> all_won{1, 1, 1};
    const EloEstimate e = estimate_elo(all_won);
    EXPECT_TRUE(std::isinf(e.elo) && e.elo > 0);
    EXPECT_EQ(e.score_error, 0);
    EXPECT_EQ(elo_text(e), "+inf (95%: +inf to +inf)");
}

TEST(EngineReply, ReadsBestmoveAndInfo) {
    EXPECT_EQ(parse_reply("bestmove 11-15").kind, EngineReply::Kind::bestmove);
    EXPECT_EQ(parse_reply("bestmove  c3xc5xe5 \r").move, "c3xc5xe5");
    const EngineReply info = parse_reply("info depth 14 score -35 nodes 1000 time 200 pv 11-15");
    EXPECT_EQ(info.kind, EngineReply::Kind::info);
    EXPECT_EQ(info.score, -35);
    EXPECT_EQ(info.depth, 14);
    EXPECT_EQ(parse_reply("info score +12").score, 12);
    // Free text after "string" is not read, even when it looks like a field.
    const EngineReply text = parse_reply("info score 5 depth 12 string depth 12/39 score x");
    EXPECT_EQ(text.depth, 12);
    EXPECT_EQ(text.score, 5);
    EXPECT_FALSE(parse_reply("info score x depth 3").score.has_value());
    EXPECT_EQ(parse_reply("info score x depth 3").depth, 3);
    // "bestmove" with no move is not an answer; other lines are ignored.
    EXPECT_EQ(parse_reply("bestmove").kind, EngineReply::Kind::other);
    EXPECT_EQ(parse_reply("readyok").kind, EngineReply::Kind::other);
    EXPECT_EQ(parse_reply("").kind, EngineReply::Kind::other);
}

TEST(EngineReply, WritesCommands) {
    EXPECT_EQ(position_command("B:W21-32:B1-12", {}), "position fen B:W21-32:B1-12");
    EXPECT_EQ(position_command("B:W21-32:B1-12", {"11-15", "23-19"}),
              "position fen B:W21-32:B1-12 moves 11-15 23-19");
    EXPECT_EQ(go_command(200), "go movetime 200");
}

// Answers the first legal move (in our notation), or a fixed text from ply `bad_from` on.
class ScriptedPlayer : public MatchPlayer {
  public:
    ScriptedPlayer(std::string name, std::string bad_reply = "", int bad_from = 0)
        : name_(std::move(name)), bad_reply_(std::move(bad_reply)), bad_from_(bad_from) {}
    const std::string& name() const override { return name_; }
    void new_game() override { ++games_; }
    PlayerReply play(const std::string& fen, const std::vector<std::string>& moves,
                     std::int64_t) override {
        last_fen_ = fen;
        last_moves_ = moves;
        if (!bad_reply_.empty() && static_cast<int>(moves.size()) >= bad_from_)
            return {bad_reply_ == "-" ? "" : bad_reply_, std::nullopt, std::nullopt, "timeout"};
        core::Position pos = core::parse_fen(variant_, fen).value();
        for (const auto& m : moves) pos.play(*legal_move(pos, m));
        core::MoveList legal;
        core::generate_legal(pos, legal);
        return {core::format_move(pos, legal[0], {legal.begin(), legal.size()}), 7, 3, ""};
    }
    core::Variant variant_ = core::Variant::dhama;
    int games_ = 0;
    std::string last_fen_;
    std::vector<std::string> last_moves_;

  private:
    std::string name_, bad_reply_;
    int bad_from_;
};

Opening dhama_start() {
    return {"start", core::Position::initial(core::Variant::dhama), {"11-15", "23-19"}};
}

TEST(Referee, IllegalReplyForfeitsAndIsLogged) {
    ScriptedPlayer good("good");
    ScriptedPlayer bad("bad", "11-16", 4);  // 11-16 after 11-15: no piece on 11 any more
    const core::Color first = core::Position::initial(core::Variant::dhama).side_to_move();
    const bool bad_moves_first = first == core::Color::white;
    // "bad" plays the side that moves at plies 0, 2, 4... (the first mover).
    const GameRecord g = bad_moves_first ? play_game(dhama_start(), bad, good, {})
                                         : play_game(dhama_start(), good, bad, {});
    EXPECT_EQ(g.result, bad_moves_first ? GameResult::black_wins : GameResult::white_wins);
    EXPECT_EQ(g.forfeit_reply, "11-16");
    EXPECT_FALSE(g.forfeit_fen.empty());
    EXPECT_NE(g.reason.find("bad forfeits: illegal reply '11-16'"), std::string::npos);
    EXPECT_EQ(g.moves.size(), 2u);  // plies 2 and 3 were played; ply 4 was the bad reply
}

TEST(Referee, MissingReplyForfeits) {
    ScriptedPlayer good("good");
    ScriptedPlayer silent("silent", "-", 0);
    const GameRecord g = play_game(dhama_start(), good, silent, {});
    ASSERT_FALSE(g.forfeit_fen.empty());
    EXPECT_NE(g.reason.find("silent forfeits: no reply (timeout)"), std::string::npos);
    EXPECT_EQ(g.result,
              silent.last_moves_.size() % 2 == 0 ? GameResult::white_wins : GameResult::black_wins);
}

TEST(Referee, AmbiguousReplyForfeits) {
    // A written move that matches no single legal move (a square that is not on the board).
    ScriptedPlayer good("good");
    ScriptedPlayer vague("vague", "99-98", 0);
    const GameRecord g = play_game(dhama_start(), good, vague, {});
    EXPECT_EQ(g.forfeit_reply, "99-98");
}

TEST(Referee, EnginesSeeTheWholeHistoryAndTheGameEndsByTheRules) {
    ScriptedPlayer a("a");
    ScriptedPlayer b("b");
    const GameRecord g = play_game(dhama_start(), a, b, {200, 400});
    EXPECT_EQ(a.games_, 1);
    EXPECT_EQ(b.games_, 1);
    // The history starts with the opening's moves, from the opening's start position.
    ASSERT_GE(a.last_moves_.size(), 2u);
    EXPECT_EQ(a.last_moves_[0], "11-15");
    EXPECT_EQ(a.last_moves_[1], "23-19");
    EXPECT_EQ(a.last_fen_, "B:W21-32:B1-12");
    EXPECT_TRUE(g.forfeit_fen.empty());
    EXPECT_FALSE(g.reason.empty());
    EXPECT_LT(g.moves.size(), 400u);
    EXPECT_EQ(g.moves.front().score, 7);
}

TEST(Referee, PlyCapDraws) {
    ScriptedPlayer a("a");
    ScriptedPlayer b("b");
    const GameRecord g = play_game(dhama_start(), a, b, {200, 3});
    EXPECT_EQ(g.result, GameResult::draw);
    EXPECT_EQ(g.moves.size(), 3u);
    EXPECT_EQ(g.reason, "draw: ply cap of 3 reached");
}

TEST(ProtocolPlayer, TalksToAProgramAndForfeitsWhenItDies) {
    // A tiny engine: answers every "go" with an info line and 11-15, and ends on the third go.
    const std::string script =
        "n=0; while read c a; do case $c in isready) echo readyok;; go) n=$((n+1)); "
        "[ $n -ge 3 ] && exit 0; echo 'info depth 5 score -20 pv 11-15'; echo 'bestmove 11-15';; "
        "quit) exit 0;; esac; done";
    const std::string path = ::testing::TempDir() + "match_test_engine.sh";
    std::ofstream(path) << script << "\n";
    ProtocolPlayer p("shell", "sh " + path, 60'000);
    p.new_game();
    const PlayerReply r = p.play("B:W21-32:B1-12", {}, 10);
    EXPECT_EQ(r.move, "11-15");
    EXPECT_EQ(r.score, -20);
    EXPECT_EQ(r.depth, 5);
    EXPECT_EQ(p.play("B:W21-32:B1-12", {}, 10).move, "11-15");
    const PlayerReply gone = p.play("B:W21-32:B1-12", {}, 10);
    EXPECT_TRUE(gone.move.empty());
    EXPECT_NE(gone.problem.find("closed its output"), std::string::npos);
}

TEST(ProtocolPlayer, AnEngineSlowToStartDoesNotLoseItsFirstMove) {
    // Takes a second to start (as one loading endgame tables does), then answers at once. The
    // first move is given 10 ms and 200 ms of grace: the start must not count against it.
    const std::string script =
        "sleep 1; while read c a; do case $c in isready) echo readyok;; go) echo 'bestmove 9-13';; "
        "quit) exit 0;; esac; done";
    const std::string path = ::testing::TempDir() + "match_test_slow_engine.sh";
    std::ofstream(path) << script << "\n";
    ProtocolPlayer p("slow", "sh " + path, 200);
    p.new_game();
    const PlayerReply r = p.play("B:W21-32:B1-12", {}, 10);
    EXPECT_EQ(r.move, "9-13") << r.problem;
    EXPECT_LT(r.elapsed_ms, 210);
}

TEST(Openings, ReadsTheEnglishDraughtsLines) {
    std::vector<std::string> problems;
    const auto openings = read_pdn_openings(
        core::Variant::dhama, DAMASCOPE_SOURCE_DIR "/resources/openings_english_draughts.pdn",
        problems);
    EXPECT_TRUE(problems.empty()) << problems.front();
    ASSERT_EQ(openings.size(), 38u);
    EXPECT_EQ(openings[0].name, "Edinburgh");
    EXPECT_EQ(openings[0].moves, std::vector<std::string>{"9-13"});
}

TEST(Openings, SameSeedSameOpeningsAndBalanced) {
    RandomOpeningOptions o;
    o.pairs = 3;
    o.random_plies = 4;
    o.balance_depth = 4;
    o.balance_cp = 40;
    const auto a = make_openings(core::Variant::dama, {}, o);
    const auto b = make_openings(core::Variant::dama, {}, o);
    ASSERT_EQ(a.size(), 3u);
    for (std::size_t k = 0; k < a.size(); ++k) {
        EXPECT_EQ(a[k].moves, b[k].moves);
        EXPECT_EQ(a[k].moves.size(), 4u);
    }
}

TEST(GamePdn, ScoresFollowEveryEngineMove) {
    GameRecord g;
    g.white = "W";
    g.black = "B";
    g.opening = dhama_start();
    g.moves = {{"8-11", 35, 12}, {"26-23", std::nullopt, std::nullopt}};
    g.result = GameResult::black_wins;
    g.reason = "W forfeits";
    const std::string pdn = game_pdn(g, 4, "test");
    EXPECT_NE(pdn.find("[Round \"4\"]"), std::string::npos);
    // Dhama: Black moved first, so its win is written first: "1-0".
    EXPECT_NE(pdn.find("[Result \"1-0\"]"), std::string::npos);
    EXPECT_NE(pdn.find("1. 11-15 23-19 {opening ends} 2. 8-11 {+35/12} 26-23 {?}"),
              std::string::npos)
        << pdn;
    EXPECT_NE(pdn.find("{W forfeits} 1-0"), std::string::npos);
}

// The written result means the same colour to our importer, in both games.
TEST(GamePdn, TheImporterReadsTheWinnerBack) {
    for (core::Variant v : {core::Variant::dhama, core::Variant::dama}) {
        for (GameResult r : {GameResult::white_wins, GameResult::black_wins, GameResult::draw}) {
            GameRecord g;
            // One move: a record needs one to be a game.
            g.opening = {"start",
                         core::Position::initial(v),
                         {v == core::Variant::dhama ? "11-15" : "a3-a4"}};
            g.result = r;
            const auto read = importers::read_pdn_text(game_pdn(g, 1, "test"));
            ASSERT_EQ(read.size(), 1u);
            ASSERT_TRUE(read[0].record);
            const core::Outcome expected = r == GameResult::white_wins   ? core::Outcome::white_wins
                                           : r == GameResult::black_wins ? core::Outcome::black_wins
                                                                         : core::Outcome::draw;
            EXPECT_EQ(read[0].record->outcome, expected) << result_text(r, v);
        }
    }
}

}  // namespace
}  // namespace damascope::match
