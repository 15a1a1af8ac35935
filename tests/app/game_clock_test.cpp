// The game clock on a faked time source: the running side's time goes down, a move adds the
// increment and starts the other side, the flag falls at zero, and a state taken earlier gives
// both clocks back. Every figure is worked out by hand from the minutes and seconds given.
#include <gtest/gtest.h>

#include "app/game_clock.hpp"
#include "core/fen.hpp"

namespace damascope::app {
namespace {

using core::Color;

struct FakeTime {
    Millis now = 1'000'000;
    GameClock::TimeSource source() {
        return [this] { return now; };
    }
};

TEST(GameClock, RunsForTheSideToMoveAndAddsTheIncrement) {
    FakeTime t;
    GameClock clock({.minutes = 5, .increment = 3}, t.source());
    EXPECT_EQ(clock.left(Color::white), 300'000);
    clock.start(Color::white);
    t.now += 10'000;  // White thinks 10 s
    EXPECT_EQ(clock.left(Color::white), 290'000);
    EXPECT_EQ(clock.left(Color::black), 300'000);
    clock.press();  // 290 + 3
    EXPECT_EQ(clock.left(Color::white), 293'000);
    EXPECT_EQ(clock.running(), Color::black);
    t.now += 4'500;
    EXPECT_EQ(clock.left(Color::black), 295'500);
    EXPECT_EQ(clock.left(Color::white), 293'000);  // White's stands still
}

TEST(GameClock, TheFlagFallsAtZeroOnTheRunningSideOnly) {
    FakeTime t;
    GameClock clock({.minutes = 1, .increment = 0}, t.source());
    clock.start(Color::white);
    t.now += 59'999;
    EXPECT_FALSE(clock.flagged());
    t.now += 1;
    ASSERT_TRUE(clock.flagged());
    EXPECT_EQ(*clock.flagged(), Color::white);
    t.now += 5'000;  // never below zero
    EXPECT_EQ(clock.left(Color::white), 0);
    EXPECT_EQ(clock.left(Color::black), 60'000);
}

TEST(GameClock, StoppedClocksDoNotRunAndNoClockNeverFlags) {
    FakeTime t;
    GameClock clock({.minutes = 2, .increment = 1}, t.source());
    clock.start(Color::black);
    t.now += 20'000;
    clock.stop();
    t.now += 500'000;
    EXPECT_EQ(clock.left(Color::black), 100'000);
    EXPECT_FALSE(clock.flagged());
    GameClock none({}, t.source());
    none.start(Color::white);
    t.now += 10'000'000;
    EXPECT_FALSE(none.flagged());
    EXPECT_FALSE(none.ticking());
}

TEST(GameClock, ARestoredStateGivesBothClocksBack) {
    FakeTime t;
    GameClock clock({.minutes = 3, .increment = 2}, t.source());
    clock.start(Color::white);
    t.now += 7'000;
    clock.press();  // White 180 - 7 + 2 = 175 s
    const GameClock::State before_black = clock.state();
    t.now += 30'000;
    clock.press();  // Black 180 - 30 + 2 = 152 s
    t.now += 11'000;
    EXPECT_EQ(clock.left(Color::white), 164'000);
    clock.restore(before_black);
    EXPECT_EQ(clock.left(Color::white), 175'000);
    EXPECT_EQ(clock.left(Color::black), 180'000);
    EXPECT_EQ(clock.running(), Color::black);
    t.now += 1'000;  // and Black's clock runs on from there
    EXPECT_EQ(clock.left(Color::black), 179'000);
}

TEST(GameClock, TimeControlTagsAndTexts) {
    EXPECT_EQ((TimeControl{.minutes = 5, .increment = 3}).tag(), "5+3");
    EXPECT_EQ(TimeControl{}.tag(), "-");
    ASSERT_TRUE(parse_time_control("10+0"));
    EXPECT_EQ(parse_time_control("10+0")->minutes, 10);
    EXPECT_EQ(parse_time_control("3")->minutes, 3);
    EXPECT_FALSE(parse_time_control("-")->enabled());
    EXPECT_FALSE(parse_time_control("5+"));
    EXPECT_FALSE(parse_time_control("x"));
    EXPECT_EQ(clock_text(299'000), "4:59");
    EXPECT_EQ(clock_text(7'340), "0:07.3");
    EXPECT_EQ(clock_text(3'723'000), "1:02:03");
    EXPECT_EQ(clock_text(-5), "0:00.0");
}

// The flag loses, except where the side that did not flag cannot win by the rules: under the
// federation's rules a lone piece can only draw (one piece each is a draw).
TEST(GameClock, TheFlagLosesUnlessTheOtherSideCannotWin) {
    using core::Outcome;
    using core::Variant;
    auto pos = [](Variant v, const char* fen) { return *core::parse_fen(v, fen); };
    // Black (a lone man) flags against White's two men: White can win.
    EXPECT_EQ(flag_outcome(pos(Variant::turkish, "B:Wa2,b2:Bh7"), Color::black),
              Outcome::white_wins);
    // White flags; Black has one dama: under the federation it cannot win.
    EXPECT_EQ(flag_outcome(pos(Variant::turkish, "W:Wa2,b2:BKh7"), Color::white), Outcome::draw);
    // The same under the seed's rules: a lone dama can still take both men.
    EXPECT_EQ(flag_outcome(pos(Variant::dama, "W:Wa2,b2:BKh7"), Color::white), Outcome::black_wins);
    // Dhama has no material draw.
    EXPECT_EQ(flag_outcome(pos(Variant::dhama, "B:W21,22:B1"), Color::white), Outcome::black_wins);
}

}  // namespace
}  // namespace damascope::app
