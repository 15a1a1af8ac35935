// The rules core's text input (FEN, written moves) fed mutated text the way the importers feed
// it, in both games, with positions from random play and random set-ups. Read-only use of core:
// a failure here is reported to the core's owner.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "core/fen.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"
#include "fuzz_support.hpp"

namespace damascope::importers {
namespace {

using namespace testing;

std::vector<core::Position> sample_positions(core::Variant v, std::mt19937_64& rng,
                                             std::size_t games) {
    std::vector<core::Position> out;
    for (std::size_t g = 0; g < games; ++g) {
        core::Position pos = core::Position::initial(v);
        for (int ply = 0; ply < 120; ++ply) {
            core::MoveList legal;
            core::generate_legal(pos, legal);
            if (legal.size() == 0) break;
            pos.play(legal[rng() % legal.size()]);
            if (rng() % 4 == 0) out.push_back(pos);
        }
    }
    // Random set-ups too, men on their promotion rows included.
    for (std::size_t k = 0; k < games * 4; ++k) {
        core::Position pos =
            core::Position::empty(v, rng() % 2 ? core::Color::white : core::Color::black);
        for (int n = static_cast<int>(rng() % 24); n > 0; --n)
            pos.put(static_cast<core::Square>(rng() % 64), static_cast<core::Piece>(1 + rng() % 4));
        out.push_back(pos);
    }
    return out;
}

std::string mutate_short(std::string s, std::mt19937_64& rng) {
    static const std::string alphabet = "0123456789abcdefghxX-:*Kk ,.WB\xC3";
    for (int n = 1 + static_cast<int>(rng() % 3); n > 0; --n) {
        const std::size_t p = s.empty() ? 0 : rng() % (s.size() + 1);
        const char c = alphabet[rng() % alphabet.size()];
        switch (rng() % 4) {
            case 0:
                if (p < s.size()) s[p] = c;
                break;
            case 1:
                s.insert(p, 1, c);
                break;
            case 2:
                if (p < s.size()) s.erase(p, 1);
                break;
            case 3:
                s.insert(p, std::string(1 + rng() % 300, c));
                break;
        }
    }
    return s;
}

TEST(CoreTextFuzz, WrittenMovesFromMutatedText) {
    std::mt19937_64 rng(fuzz_seed() + 3);
    const std::size_t games = std::max<std::size_t>(1, fuzz_rounds(150) / 15);
    for (core::Variant v : {core::Variant::dama, core::Variant::dhama}) {
        for (const core::Position& pos : sample_positions(v, rng, games)) {
            core::MoveList legal_list;
            core::generate_legal(pos, legal_list);
            const std::vector<core::Move> legal(legal_list.begin(), legal_list.end());
            for (std::size_t i = 0; i < legal.size() && i < 6; ++i) {
                const std::string full = core::format_move_full(pos, legal[i]);
                // The full path always names its own move.
                auto written = core::parse_written_move(v, full);
                ASSERT_TRUE(written) << full << ": " << written.error();
                auto matches = core::match_written_move(pos, *written, legal);
                EXPECT_NE(std::find(matches.begin(), matches.end(), legal[i]), matches.end())
                    << core::to_fen(pos) << " " << full;
                for (int k = 0; k < 4; ++k) {
                    const std::string text = mutate_short(full, rng);
                    auto w = core::parse_written_move(v, text);
                    if (!w) {
                        EXPECT_FALSE(w.error().empty()) << text;
                        continue;
                    }
                    EXPECT_GE(w->squares.size(), 2u) << text;
                    for (const core::Move& m : core::match_written_move(pos, *w, legal))
                        EXPECT_NE(std::find(legal.begin(), legal.end(), m), legal.end())
                            << core::to_fen(pos) << " " << text;
                }
            }
        }
    }
}

TEST(CoreTextFuzz, FenFromMutatedText) {
    std::mt19937_64 rng(fuzz_seed() + 4);
    const std::size_t games = std::max<std::size_t>(1, fuzz_rounds(150) / 15);
    for (core::Variant v : {core::Variant::dama, core::Variant::dhama}) {
        for (const core::Position& pos : sample_positions(v, rng, games)) {
            const std::string fen = core::to_fen(pos);
            auto back = core::parse_fen(v, fen);
            ASSERT_TRUE(back) << fen << ": " << back.error();
            EXPECT_EQ(core::to_fen(*back), fen);
            for (int k = 0; k < 3; ++k) {
                const std::string text = mutate_short(fen, rng);
                auto p = core::parse_fen(v, text);
                if (!p) {
                    EXPECT_FALSE(p.error().empty()) << text;
                    continue;
                }
                // Whatever the parser accepts, the move generators must survive.
                core::MoveList legal;
                core::generate_legal(*p, legal);
                (void)core::generate_possible(*p);
                EXPECT_TRUE(core::parse_fen(v, core::to_fen(*p))) << text;
            }
        }
    }
}

}  // namespace
}  // namespace damascope::importers
