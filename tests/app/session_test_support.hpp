// Helpers for the game session tests: moves found by their text, records of given moves.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/game_record.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"

namespace damascope::app::testing {

// The legal move of `pos` written `text` (fails the test when there is none).
inline core::Move find_move(const core::Position& pos, const std::string& text) {
    core::MoveList legal;
    core::generate_legal(pos, legal);
    for (const core::Move& m : legal)
        if (core::format_move(pos, m, {legal.begin(), legal.size()}) == text) return m;
    ADD_FAILURE() << "no legal move " << text;
    return legal[0];
}

// A record of the given moves from the start of `v`.
inline core::GameRecord record_of(core::Variant v, const std::vector<std::string>& moves) {
    core::GameRecord r;
    r.variant = v;
    r.start = core::Position::initial(v);
    core::Position pos = r.start;
    for (const auto& text : moves) {
        core::RecordedMove rm;
        rm.move = find_move(pos, text);
        rm.text = text;
        r.moves.push_back(rm);
        pos.play(rm.move);
    }
    return r;
}

}  // namespace damascope::app::testing
