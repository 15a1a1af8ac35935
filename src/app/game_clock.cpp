#include "game_clock.hpp"

#include <algorithm>
#include <cstdio>

#include "core/game_state.hpp"
#include "core/rules.hpp"

namespace damascope::app {

namespace {

std::size_t slot(core::Color c) {
    return static_cast<std::size_t>(core::index_of(c));
}

}  // namespace

std::string TimeControl::tag() const {
    if (!enabled()) return "-";
    return std::to_string(minutes) + "+" + std::to_string(increment);
}

std::optional<TimeControl> parse_time_control(const std::string& text) {
    if (text == "-") return TimeControl{};
    TimeControl tc;
    int used = 0;
    if (std::sscanf(text.c_str(), "%d+%d%n", &tc.minutes, &tc.increment, &used) == 2 &&
        used == static_cast<int>(text.size()) && tc.minutes > 0 && tc.increment >= 0)
        return tc;
    tc.increment = 0;
    if (std::sscanf(text.c_str(), "%d%n", &tc.minutes, &used) == 1 &&
        used == static_cast<int>(text.size()) && tc.minutes > 0)
        return tc;
    return std::nullopt;
}

GameClock::GameClock(TimeControl control, TimeSource now)
    : control_(control), now_(std::move(now)) {
    const Millis full = Millis{control.minutes} * 60'000;
    state_.left = {full, full};
}

void GameClock::settle() {
    if (!state_.ticking) return;
    const Millis t = now_();
    Millis& left = state_.left[slot(state_.running)];
    left = std::max<Millis>(0, left - (t - since_));
    since_ = t;
}

void GameClock::start(core::Color to_move) {
    settle();
    state_.running = to_move;
    state_.ticking = control_.enabled();
    since_ = now_();
}

void GameClock::press() {
    if (!state_.ticking) return;
    settle();
    state_.left[slot(state_.running)] += Millis{control_.increment} * 1000;
    state_.running = core::opposite(state_.running);
    since_ = now_();
}

void GameClock::stop() {
    settle();
    state_.ticking = false;
}

Millis GameClock::left(core::Color c) const {
    return state().left[slot(c)];
}

std::optional<core::Color> GameClock::flagged() const {
    const State s = state();
    if (control_.enabled() && s.left[slot(s.running)] <= 0) return s.running;
    return std::nullopt;
}

GameClock::State GameClock::state() const {
    State s = state_;
    if (s.ticking) {
        Millis& left = s.left[slot(s.running)];
        left = std::max<Millis>(0, left - (now_() - since_));
    }
    return s;
}

void GameClock::restore(const State& s) {
    state_ = s;
    since_ = now_();
}

std::string clock_text(Millis left) {
    left = std::max<Millis>(0, left);
    char text[32];
    const Millis seconds = left / 1000;
    if (seconds >= 3600)
        std::snprintf(
            text, sizeof text, "%lld:%02lld:%02lld", static_cast<long long>(seconds / 3600),
            static_cast<long long>(seconds / 60 % 60), static_cast<long long>(seconds % 60));
    else if (seconds < 10)
        std::snprintf(text, sizeof text, "0:%02lld.%lld", static_cast<long long>(seconds),
                      static_cast<long long>(left / 100 % 10));
    else
        std::snprintf(text, sizeof text, "%lld:%02lld", static_cast<long long>(seconds / 60),
                      static_cast<long long>(seconds % 60));
    return text;
}

core::Outcome flag_outcome(const core::Position& pos, core::Color flagged) {
    const core::Color other = core::opposite(flagged);
    // RULES.md, "A second Dama rule set": the federation draws any ending with exactly one piece
    // on each side. A side with one piece can win only by taking every other piece (it would
    // reach one piece each first, a draw) or by blocking them all (one piece cannot block two):
    // it cannot win, and the flag is a draw.
    if (core::rule_set(pos.variant()).material_draw == core::MaterialDraw::one_piece_each &&
        core::popcount(pos.pieces(other)) <= 1)
        return core::Outcome::draw;
    return other == core::Color::white ? core::Outcome::white_wins : core::Outcome::black_wins;
}

}  // namespace damascope::app
