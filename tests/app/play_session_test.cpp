// A played game as it is stored: its tags (Mode, the rule set, the level, the time control, the
// players' names), its moves saved as played, the end by the rules, by resignation, by agreement
// and by the flag, a move taken back with both clocks restored; and the players view, which never
// counts such a game for points or rating.
#include <gtest/gtest.h>

#include <filesystem>

#include "app/engine_level.hpp"
#include "app/play_session.hpp"
#include "app/players.hpp"
#include "core/fen.hpp"
#include "session_test_support.hpp"

namespace damascope::app {
namespace {

namespace fs = std::filesystem;
using core::Color;
using core::Variant;
using testing::find_move;

class PlaySessionTest : public ::testing::Test {
  protected:
    void SetUp() override {
        path_ = fs::path(::testing::TempDir()) /
                ("play_session_" + std::to_string(getpid()) + "_" +
                 ::testing::UnitTest::GetInstance()->current_test_info()->name() + ".damascope");
        fs::remove(path_);
        ASSERT_TRUE(database::GameDatabase::open(path_.string()));
    }
    void TearDown() override { fs::remove(path_); }

    std::unique_ptr<PlaySession> start(const PlaySetup& setup) {
        auto s = PlaySession::start(
            path_.string(), setup, [this] { return now_; }, "2026.12.06", "16:40:00");
        EXPECT_TRUE(s) << s.error();
        return s ? std::move(s).value() : nullptr;
    }
    core::GameRecord stored(std::int64_t id) {
        auto db = database::GameDatabase::open_existing(path_.string());
        auto g = db->load_game(id);
        EXPECT_TRUE(g) << g.error();
        return *g;
    }
    void play(PlaySession& s, const std::string& text) {
        auto played = s.play(find_move(s.position(), text));
        ASSERT_TRUE(played) << played.error();
    }

    fs::path path_;
    Millis now_ = 0;
};

TEST_F(PlaySessionTest, AGameAgainstTheEngineIsStoredWithItsTagsAsItIsPlayed) {
    PlaySetup setup;
    setup.mode = PlayMode::computer;
    setup.start = core::Position::initial(Variant::turkish);
    setup.user = Color::black;
    setup.level = 2;
    setup.clock = {.minutes = 5, .increment = 3};
    setup.user_name = "Huda";
    auto s = start(setup);
    ASSERT_TRUE(s);
    // Nothing stored before the first move: a game opened and closed leaves no empty game.
    EXPECT_EQ(s->game_id(), 0);
    EXPECT_TRUE(s->engine_to_move());  // White moves first in Dama
    play(*s, "c3-c4");
    ASSERT_NE(s->game_id(), 0);
    core::GameRecord g = stored(s->game_id());
    EXPECT_EQ(g.tag("Mode"), "computer");
    EXPECT_EQ(g.tag("Rules"), "turkish");
    EXPECT_EQ(g.variant, Variant::turkish);
    EXPECT_EQ(g.tag("Level"), "2");
    EXPECT_EQ(g.tag("TimeControl"), "5+3");
    EXPECT_EQ(g.tag("White"), "damascope level 2");
    EXPECT_EQ(g.tag("Black"), "Huda");
    EXPECT_EQ(g.tag("Date"), "2026.12.06");
    EXPECT_EQ(g.result, "*");
    EXPECT_FALSE(s->engine_to_move());
    play(*s, "f6-f5");
    g = stored(s->game_id());
    ASSERT_EQ(g.moves.size(), 2u);
    EXPECT_EQ(g.moves[0].text, "c3-c4");
    EXPECT_EQ(g.moves[1].text, "f6-f5");
    ASSERT_TRUE(s->resign(Color::black));
    g = stored(s->game_id());
    EXPECT_EQ(g.result, "1-0");
    EXPECT_EQ(g.tag("Termination"), "resignation");
    EXPECT_FALSE(s->play(find_move(s->position(), "c4-c5")));  // over
}

TEST_F(PlaySessionTest, TwoPlayersOnOneDeviceFromASetUpPosition) {
    PlaySetup setup;
    setup.mode = PlayMode::local;
    setup.start = *core::parse_fen(Variant::dama, "W:Wd4,a2:Bd6,h7");
    setup.white_name = "Ali";
    setup.black_name = "Omar";
    auto s = start(setup);
    ASSERT_TRUE(s);
    EXPECT_FALSE(s->engine_to_move());
    // d4-d5 walks into d6's capture; Black takes (compulsory), and the draw is agreed.
    play(*s, "d4-d5");
    core::GameRecord g = stored(s->game_id());
    EXPECT_EQ(g.tag("Mode"), "local");
    EXPECT_EQ(g.tag("Rules"), "arab");
    EXPECT_EQ(g.tag("Level"), "");
    EXPECT_EQ(g.tag("TimeControl"), "-");
    EXPECT_EQ(g.tag("White"), "Ali");
    EXPECT_FALSE(g.start_fen.empty());
    play(*s, "d6xd4");
    ASSERT_TRUE(s->agree_draw());
    g = stored(s->game_id());
    EXPECT_EQ(g.result, "1/2-1/2");
    ASSERT_EQ(g.moves.size(), 2u);
}

TEST_F(PlaySessionTest, TheRulesEndTheGame) {
    PlaySetup setup;
    setup.mode = PlayMode::local;
    // White's man takes Black's last piece: Black has no piece left and loses.
    setup.start = *core::parse_fen(Variant::dama, "W:Wd4,a2:Bd5");
    auto s = start(setup);
    play(*s, "d4xd6");
    EXPECT_TRUE(s->over());
    EXPECT_EQ(s->end(), PlayEnd::rules);
    EXPECT_EQ(stored(s->game_id()).result, "1-0");
}

TEST_F(PlaySessionTest, TheFlagEndsTheGame) {
    PlaySetup setup;
    setup.mode = PlayMode::local;
    setup.clock = {.minutes = 1, .increment = 0};
    auto s = start(setup);
    now_ += 20'000;
    play(*s, "c3-c4");
    now_ += 59'999;  // Black's minute almost gone
    EXPECT_FALSE(*s->check_flag());
    now_ += 1;
    EXPECT_TRUE(*s->check_flag());
    EXPECT_EQ(s->end(), PlayEnd::flag);
    const core::GameRecord g = stored(s->game_id());
    EXPECT_EQ(g.result, "1-0");  // White had 16 men: it can win
    EXPECT_EQ(g.tag("Termination"), "time forfeit");
}

TEST_F(PlaySessionTest, ATakebackRestoresThePositionAndBothClocks) {
    PlaySetup setup;
    setup.mode = PlayMode::computer;
    setup.user = Color::white;
    setup.clock = {.minutes = 3, .increment = 2};
    auto s = start(setup);
    const core::Position start_pos = s->position();
    now_ += 10'000;
    play(*s, "c3-c4");  // White: 180 - 10 + 2 = 172 s
    now_ += 5'000;
    play(*s, "f6-f5");  // the engine's reply: Black 180 - 5 + 2 = 177 s
    const core::Position after_two = s->position();
    now_ += 8'000;
    play(*s, "h3-h4");  // White: 172 - 8 + 2 = 166 s
    now_ += 4'000;
    play(*s, "a6-a5");  // Black: 177 - 4 + 2 = 175 s
    now_ += 6'000;      // the user thinks, then takes back
    EXPECT_EQ(s->clock().left(Color::white), 160'000);
    ASSERT_TRUE(*s->take_back());  // the engine's reply and the user's move
    EXPECT_EQ(s->position(), after_two);
    EXPECT_EQ(s->moves().size(), 2u);
    EXPECT_EQ(s->clock().left(Color::white), 172'000);
    EXPECT_EQ(s->clock().left(Color::black), 177'000);
    EXPECT_EQ(s->clock().running(), Color::white);
    EXPECT_EQ(stored(s->game_id()).moves.size(), 2u);  // saved
    now_ += 2'000;                                     // White's clock runs on from 172 s
    EXPECT_EQ(s->clock().left(Color::white), 170'000);
    ASSERT_TRUE(*s->take_back());
    EXPECT_EQ(s->position(), start_pos);
    EXPECT_EQ(s->clock().left(Color::white), 180'000);
    EXPECT_EQ(s->clock().left(Color::black), 180'000);
    EXPECT_FALSE(s->can_take_back());
    EXPECT_TRUE(stored(s->game_id()).moves.empty());
}

TEST_F(PlaySessionTest, TwoPlayersTakeBackOneMove) {
    PlaySetup setup;
    setup.mode = PlayMode::local;
    auto s = start(setup);
    play(*s, "c3-c4");
    play(*s, "f6-f5");
    ASSERT_TRUE(*s->take_back());
    EXPECT_EQ(s->moves().size(), 1u);
    EXPECT_EQ(s->to_move(), Color::black);
}

// RULES.md: games against the computer and on one device give no points and move no rating.
TEST_F(PlaySessionTest, PlayedGamesNeverCountForPointsOrRating) {
    for (PlayMode mode : {PlayMode::computer, PlayMode::local}) {
        PlaySetup setup;
        setup.mode = mode;
        setup.user_name = "Huda";
        setup.white_name = "Huda";
        setup.black_name = "Omar";
        auto s = start(setup);
        ASSERT_TRUE(s);
        play(*s, "c3-c4");
        ASSERT_TRUE(s->resign(Color::black));  // a win for Huda (White)
    }
    auto db = database::GameDatabase::open_existing(path_.string());
    auto table = load_players(*db);
    ASSERT_TRUE(table) << table.error();
    EXPECT_EQ(table->games_counted, 0);
    EXPECT_EQ(table->games_not_counted, 2);
    for (const PlayerStanding& p : table->players) {
        EXPECT_EQ(p.games, 0) << p.name;
        EXPECT_EQ(p.points, 0) << p.name;
        EXPECT_FALSE(p.rating) << p.name;
        EXPECT_TRUE(p.badges.empty()) << p.name;
    }
}

}  // namespace
}  // namespace damascope::app
