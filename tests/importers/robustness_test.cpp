// Broken input never crashes the reader and never loses the good games around it.
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "importers/game_file_reader.hpp"

namespace damascope::importers {
namespace {

// Pieces of PDN syntax, glued at random: every construct, also where it makes no sense.
const std::vector<std::string> pieces = {"[Event \"x\"]\n",
                                         "[GameType \"30\"]\n",
                                         "[GameType \"21\"]\n",
                                         "[FEN \"W:W21:B1\"]\n",
                                         "[FEN \"B:Wa2:Bh7\"]\n",
                                         "[Result \"1-0\"]\n",
                                         "[Bad",
                                         "\"",
                                         "]",
                                         "1.",
                                         "2...",
                                         "11-15",
                                         "23-19",
                                         "22x15x8",
                                         "d3-d4",
                                         "h7xh1",
                                         "a1xa8xh8",
                                         "{",
                                         "}",
                                         "(",
                                         ")",
                                         ";c\n",
                                         "$",
                                         "$7",
                                         "!?",
                                         "??",
                                         "1-0",
                                         "0-1",
                                         "1/2-1/2",
                                         "*",
                                         "2-0",
                                         "0-0",
                                         "/FEN \"W:W1:B2\"/",
                                         "\n",
                                         "\r\n",
                                         "\r",
                                         " ",
                                         "\t",
                                         "%esc\n",
                                         "99-100",
                                         "x",
                                         "-",
                                         "\xE9",
                                         "\xC3\xA9",
                                         "\xEF\xBB\xBF",
                                         std::string(1, '\0'),
                                         "K",
                                         ":",
                                         "."};

TEST(Robustness, RandomPdnSoupIsReadWithoutCrashing) {
    std::mt19937 rng(12345);
    for (int round = 0; round < 300; ++round) {
        std::string text;
        const int n = static_cast<int>(rng() % 200);
        for (int i = 0; i < n; ++i) {
            text += pieces[rng() % pieces.size()];
            if (rng() % 3 == 0) text += ' ';
        }
        auto games = read_pdn_text(text);
        for (const auto& g : games) {
            EXPECT_GE(g.line, 1);
            if (g.record && g.record->stopped) {
                EXPECT_GE(g.record->stopped->ply, 1);
            }
            if (!g.record) {
                EXPECT_FALSE(g.skip_reason.empty());
            }
        }
    }
}

TEST(Robustness, GoodGamesSurviveBrokenNeighbours) {
    const std::string good = "[Event \"good\"]\n1. 11-15 24-20 2. 8-11 28-24 1-0\n\n";
    const std::vector<std::string> broken = {
        "[Event \"b1\"]\n1. 11-15 {never closed\n\n",
        "[Event \"b2\"]\n1. 11-15 (24-20 (8-11\n\n",
        "[Event \"b3\"]\n1. 99-98 ]]]] }}} 1-0\n\n",
        "[Event \"b4\"]\n[FEN \"nonsense\"]\n1. 11-15 *\n\n",
        "[Event \"b5\n1. 11-15 *\n\n",
    };
    for (const auto& b : broken) {
        auto games = read_pdn_text(good + b + good);
        ASSERT_GE(games.size(), 2u) << b;
        for (const auto* g : {&games.front(), &games.back()}) {
            ASSERT_TRUE(g->record) << b;
            EXPECT_EQ(g->record->tag("Event"), "good") << b;
            EXPECT_EQ(g->record->moves.size(), 4u) << b;
            EXPECT_FALSE(g->record->stopped) << b;
        }
    }
}

}  // namespace
}  // namespace damascope::importers
