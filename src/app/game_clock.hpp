// A game's two clocks (minutes each, plus an increment after every move), driven by a time source
// the caller gives, so that tests can fake the time. The side to move's clock runs; a move stops
// it, adds the increment and starts the other. A state can be taken and given back (a move
// taken back restores both clocks as they were). No wx here.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "core/game_state.hpp"
#include "core/position.hpp"
#include "core/types.hpp"

namespace damascope::app {

using Millis = std::int64_t;

struct TimeControl {
    int minutes = 0;    // each side's time; 0: no clock
    int increment = 0;  // seconds added after each move
    bool enabled() const { return minutes > 0; }
    // As the TimeControl tag writes it: "5+3" ("-": no clock).
    std::string tag() const;
};

// "5+3", "5" (no increment) or "-" read back; nullopt for anything else.
std::optional<TimeControl> parse_time_control(const std::string& text);

class GameClock {
  public:
    // Milliseconds from some fixed moment (steady: a wall clock set back must not give time).
    using TimeSource = std::function<Millis()>;

    struct State {
        std::array<Millis, 2> left{};  // by core::Color
        core::Color running = core::Color::white;
        bool ticking = false;  // stopped before the first move and after the end
    };

    GameClock(TimeControl control, TimeSource now);

    // Starts the clock of the side to move.
    void start(core::Color to_move);
    // The side whose clock runs has moved: its time is taken, the increment added, and the other
    // side's clock starts. Nothing when the clock is stopped.
    void press();
    // Stops both clocks (the game ended, or a window closed).
    void stop();
    // The time left on a side's clock now (never below 0).
    Millis left(core::Color c) const;
    // The side whose time ran out, if any (only the running clock can run out).
    std::optional<core::Color> flagged() const;
    bool ticking() const { return state_.ticking; }
    core::Color running() const { return state_.running; }
    const TimeControl& control() const { return control_; }

    // The clocks as they are now (times counted to this moment), and back: the clock runs on from
    // the state given.
    State state() const;
    void restore(const State& s);

  private:
    void settle();  // charges the time since the last look to the running side
    TimeControl control_;
    TimeSource now_;
    State state_;
    Millis since_ = 0;  // when the running side's time was last charged
};

// "4:59", "0:07.3" (tenths under ten seconds), "1:02:03" (hours).
std::string clock_text(Millis left);

// The outcome when `flagged`'s time has run out in `pos` (RULES.md has no clock; the flag is the
// arbiter's, read as chess reads it): the side that did not flag wins, unless the rules give it no
// way to win. Under the federation's rules (`turkish`) one piece on each side is a draw, so a side
// left with one piece can only ever draw: the flag is then a draw. Under the seed's rules and in
// Dhama a single piece can still win (a lone dama takes the rest, a lone man promotes), so the
// flag loses.
core::Outcome flag_outcome(const core::Position& pos, core::Color flagged);

}  // namespace damascope::app
