// Which Dama rules a record is read under: told by its moves (auto), named by a [Rules] tag, or
// forced for a whole import; and a board log the same way. `rule_sets.pdn` (tests/data/importers)
// holds two federation games and two seed-rule games, the last two with a tag that contradicts
// them.
#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "core/movegen.hpp"
#include "importers/game_file_reader.hpp"

namespace damascope::importers {
namespace {

using core::Variant;

const std::string data = DAMASCOPE_TEST_DATA "/importers/";

std::string file_text(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::vector<ReadGame> read_rule_sets(DamaRules rules) {
    auto games = read_pdn_text(file_text(data + "rule_sets.pdn"), ReadOptions{rules});
    EXPECT_EQ(games.size(), 4u);
    for (const ReadGame& g : games) EXPECT_TRUE(g.record.has_value()) << g.skip_reason;
    return games;
}

// The plies carrying a rule mark.
std::vector<int> marked_plies(const core::GameRecord& r) {
    std::vector<int> out;
    for (std::size_t i = 0; i < r.moves.size(); ++i)
        if (r.moves[i].marks != 0) out.push_back(static_cast<int>(i) + 1);
    return out;
}

// Every stored move, replayed under the record's own rules, is legal or carries its mark, and the
// position hashes follow the moves.
void expect_replays_under_its_rules(const ReadGame& g) {
    const core::GameRecord& r = *g.record;
    core::Position pos = r.start;
    EXPECT_EQ(pos.variant(), r.variant);
    ASSERT_EQ(g.position_hashes.size(), r.moves.size() + 1);
    for (std::size_t i = 0; i < r.moves.size(); ++i) {
        EXPECT_EQ(g.position_hashes[i], pos.hash());
        const core::MoveCheck check = core::check_move(pos, r.moves[i].move);
        EXPECT_NE(check, core::MoveCheck::impossible) << "ply " << i + 1;
        EXPECT_EQ(check == core::MoveCheck::legal, r.moves[i].marks == 0) << "ply " << i + 1;
        pos.play(r.moves[i].move);
    }
}

TEST(DamaRulesOnImport, AutoTellsTheRulesFromTheMovesUnlessATagNamesThem) {
    const auto games = read_rule_sets(DamaRules::auto_detect);
    ASSERT_EQ(games.size(), 4u);
    // 1: no tag, 26. g4xc8 needs the federation's rule: the whole game under it, nothing lost.
    EXPECT_EQ(games[0].record->variant, Variant::turkish);
    EXPECT_TRUE(games[0].rules_from_moves);
    EXPECT_FALSE(games[0].record->stopped);
    EXPECT_EQ(games[0].record->moves.size(), 67u);
    EXPECT_EQ(games[0].record->moves[50].move.capture_count(), 4);  // g4xg6xg8xe8xc8
    EXPECT_TRUE(marked_plies(*games[0].record).empty());
    EXPECT_FALSE(games[0].record->damaged);
    // 2: no tag, fits the seed's rules (and the federation's only with a rule break): stays dama.
    EXPECT_EQ(games[1].record->variant, Variant::dama);
    EXPECT_FALSE(games[1].rules_from_moves);
    EXPECT_FALSE(games[1].record->stopped);
    EXPECT_TRUE(marked_plies(*games[1].record).empty());
    // 3: tagged arab: read under the seed's rules as asked, so it stops at 26. g4xc8, with the
    // rest kept as text and a hint that the federation's rules would read it.
    EXPECT_EQ(games[2].record->variant, Variant::dama);
    ASSERT_TRUE(games[2].record->stopped);
    EXPECT_EQ(games[2].record->stopped->ply, 51);
    EXPECT_NE(games[2].record->stopped->reason.find("Turkish federation"), std::string::npos);
    EXPECT_NE(games[2].record->moves.back().comment.find("[not replayed: g4xc8"),
              std::string::npos);
    // 4: tagged "Federation": under the federation's rules, where 27... f5xb1 stops on the last
    // rank while the man could go on: marked, not stopped.
    EXPECT_EQ(games[3].record->variant, Variant::turkish);
    EXPECT_FALSE(games[3].rules_from_moves);
    EXPECT_EQ(marked_plies(*games[3].record), (std::vector<int>{54}));
    EXPECT_EQ(games[3].record->moves[53].marks,
              static_cast<core::MarkSet>(core::Mark::longer_chain_available));
    for (const ReadGame& g : games) expect_replays_under_its_rules(g);
}

TEST(DamaRulesOnImport, ArabForcesTheSeedRulesOnEveryGame) {
    const auto games = read_rule_sets(DamaRules::arab);
    ASSERT_EQ(games.size(), 4u);
    for (const ReadGame& g : games) {
        EXPECT_EQ(g.record->variant, Variant::dama);
        EXPECT_FALSE(g.rules_from_moves);
        expect_replays_under_its_rules(g);
    }
    ASSERT_TRUE(games[0].record->stopped);
    EXPECT_EQ(games[0].record->stopped->ply, 51);
    EXPECT_FALSE(games[1].record->stopped);
    ASSERT_TRUE(games[2].record->stopped);
    EXPECT_FALSE(games[3].record->stopped);
    EXPECT_TRUE(marked_plies(*games[3].record).empty());
}

TEST(DamaRulesOnImport, TurkishForcesTheFederationRulesOnEveryGame) {
    const auto games = read_rule_sets(DamaRules::turkish);
    ASSERT_EQ(games.size(), 4u);
    for (const ReadGame& g : games) {
        EXPECT_EQ(g.record->variant, Variant::turkish);
        EXPECT_FALSE(g.rules_from_moves);
        EXPECT_FALSE(g.record->stopped);
        EXPECT_EQ(g.record->moves.size(), 67u);
        expect_replays_under_its_rules(g);
    }
    EXPECT_TRUE(marked_plies(*games[0].record).empty());
    EXPECT_EQ(marked_plies(*games[1].record), (std::vector<int>{54}));
}

// A federation game written from a position: the man on c6 reaches c8 and goes on over d8 and f8.
std::string with_tag(const std::string& tag) {
    return "[GameType \"30\"]\n[FEN \"W:Wc6,h2:Ba5,c7,d8,f8\"]\n" + tag +
           "\n1. c6xc8xe8xg8 a5-a4 2. g8-g1 *\n";
}

TEST(DamaRulesOnImport, RulesTagValuesAreReadInAnyCase) {
    for (const char* tag : {"[Rules \"turkish\"]", "[Rules \"Turkish\"]", "[Rules \"FEDERATION\"]",
                            "[Rules \" federation \"]"}) {
        auto games = read_pdn_text(with_tag(tag));
        ASSERT_EQ(games.size(), 1u);
        ASSERT_TRUE(games[0].record) << tag;
        EXPECT_EQ(games[0].record->variant, Variant::turkish) << tag;
        EXPECT_FALSE(games[0].rules_from_moves) << tag;
        EXPECT_FALSE(games[0].record->damaged) << tag;
        EXPECT_EQ(games[0].record->moves.size(), 3u) << tag;
    }
    auto arab = read_pdn_text(with_tag("[Rules \"Arab\"]"));
    ASSERT_TRUE(arab[0].record);
    EXPECT_EQ(arab[0].record->variant, Variant::dama);
    ASSERT_TRUE(arab[0].record->stopped);
    EXPECT_EQ(arab[0].record->stopped->ply, 1);
}

TEST(DamaRulesOnImport, AnUnknownRulesTagIsReportedAndTheMovesDecide) {
    auto games = read_pdn_text(with_tag("[Rules \"international\"]"));
    ASSERT_EQ(games.size(), 1u);
    ASSERT_TRUE(games[0].record);
    EXPECT_EQ(games[0].record->variant, Variant::turkish);
    EXPECT_TRUE(games[0].rules_from_moves);
    ASSERT_EQ(games[0].problems.size(), 1u);
    EXPECT_NE(games[0].problems[0].message.find("\"international\""), std::string::npos);
    EXPECT_EQ(games[0].problems[0].line, 1);
}

TEST(DamaRulesOnImport, ARulesTagOnADhamaGameIsReportedAndIgnored) {
    auto games = read_pdn_text("[GameType \"21\"]\n[Rules \"turkish\"]\n1. 11-15 24-20 *\n");
    ASSERT_EQ(games.size(), 1u);
    ASSERT_TRUE(games[0].record);
    EXPECT_EQ(games[0].record->variant, Variant::dhama);
    ASSERT_EQ(games[0].problems.size(), 1u);
    EXPECT_NE(games[0].problems[0].message.find("Dhama"), std::string::npos);
}

TEST(DamaRulesOnImport, AGameNeitherRuleSetExplainsStaysDamaAndStopsWhereTheSeedStops) {
    // 1. c6xc8xe8xg8 is the federation's, then 2. a1-a2 has no piece: under the seed's rules the
    // game stops at ply 1, under the federation's at ply 3, so the federation's are taken.
    auto further = read_pdn_text(
        "[GameType \"30\"]\n[FEN \"W:Wc6,h2:Ba5,c7,d8,f8\"]\n"
        "1. c6xc8xe8xg8 a5-a4 2. a1-a2 *\n");
    ASSERT_TRUE(further[0].record);
    EXPECT_EQ(further[0].record->variant, Variant::turkish);
    ASSERT_TRUE(further[0].record->stopped);
    EXPECT_EQ(further[0].record->stopped->ply, 3);
    // A first move no rule set explains: the seed's rules, stopped at ply 1.
    auto neither = read_pdn_text("[GameType \"30\"]\n1. a1-a2 *\n");
    ASSERT_TRUE(neither[0].record);
    EXPECT_EQ(neither[0].record->variant, Variant::dama);
    EXPECT_FALSE(neither[0].rules_from_moves);
    ASSERT_TRUE(neither[0].record->stopped);
}

TEST(DamaRulesOnImport, BoardLogUnderEachRuleSet) {
    const std::string log = data + "federation_board_log.csv";
    struct Case {
        DamaRules rules;
        Variant variant;
        bool from_moves;
        int stopped_ply;  // 0: not stopped
    };
    for (const Case& c : {Case{DamaRules::auto_detect, Variant::turkish, true, 0},
                          Case{DamaRules::arab, Variant::dama, false, 51},
                          Case{DamaRules::turkish, Variant::turkish, false, 0}}) {
        auto reader = GameFileReader::open(log, ReadOptions{c.rules});
        ASSERT_TRUE(reader.ok()) << reader.error();
        auto g = reader.value()->next();
        ASSERT_TRUE(g && g->record);
        EXPECT_EQ(g->record->variant, c.variant);
        EXPECT_EQ(g->record->start.variant(), c.variant);
        EXPECT_EQ(g->rules_from_moves, c.from_moves);
        EXPECT_EQ(g->record->stopped ? g->record->stopped->ply : 0, c.stopped_ply);
        EXPECT_EQ(g->record->moves.size(), c.stopped_ply ? 50u : 67u);
    }
    // The same moves as the PDN record of the game.
    auto pdn = read_pdn_text(file_text(data + "rule_sets.pdn"));
    auto csv = GameFileReader::open(log).value()->next();
    ASSERT_TRUE(csv && csv->record && pdn[0].record);
    ASSERT_EQ(csv->record->moves.size(), pdn[0].record->moves.size());
    for (std::size_t i = 0; i < pdn[0].record->moves.size(); ++i)
        EXPECT_EQ(csv->record->moves[i].move, pdn[0].record->moves[i].move) << "ply " << i + 1;
}

TEST(DamaRulesOnImport, OptionNames) {
    EXPECT_EQ(parse_dama_rules("auto"), DamaRules::auto_detect);
    EXPECT_EQ(parse_dama_rules("arab"), DamaRules::arab);
    EXPECT_EQ(parse_dama_rules("turkish"), DamaRules::turkish);
    EXPECT_FALSE(parse_dama_rules("federation").has_value());
    EXPECT_EQ(rules_tag_variant("federation"), Variant::turkish);
    EXPECT_EQ(rules_tag_variant("ARAB"), Variant::dama);
    EXPECT_FALSE(rules_tag_variant("").has_value());
    EXPECT_FALSE(rules_tag_variant("dhama").has_value());
}

}  // namespace
}  // namespace damascope::importers
