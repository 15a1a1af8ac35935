// The marks counted by kind in `games` (rule_marks, engine_marks, --engine-marks) and the
// analysis summed up per side in `show --json` ("summary"), on an analysis written by hand.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "database/game_database.hpp"
#include "json.hpp"
#include "run_cli.hpp"

namespace damascope::cli::testing {
namespace {

const std::string mixed = std::string(DAMASCOPE_TEST_DATA) + "/app/mixed.pdn";

std::string fresh_db(const std::string& name) {
    const std::string path =
        ::testing::TempDir() + "cli_" + name + "_" + std::to_string(getpid()) + ".damascope";
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
    return path;
}

// Game 1 of mixed.pdn ("Good one", 6 plies) analysed by hand: the second mover's move at ply 2
// loses 1.50 (a blunder), their move at ply 4 is a mistake that loses nothing more, the first
// mover's move at ply 5 an inaccuracy that loses nothing. By hand: first mover 3 moves, 1 ?!,
// average loss 0; second mover 3 moves, 1 ??, 1 ?, average loss 150 / 3 = 50.
class EngineMarksCli : public ::testing::Test {
  protected:
    void SetUp() override {
        db_ = fresh_db("engine_marks");
        ASSERT_EQ(run_cli("import --db " + db_ + " " + mixed).exit_code, 0);
        auto db = database::GameDatabase::open(db_);
        ASSERT_TRUE(db.ok()) << db.error();
        auto game = db->load_game(1);
        ASSERT_TRUE(game.ok()) << game.error();
        ASSERT_EQ(game->moves.size(), 6u);
        first_is_white_ = game->start.side_to_move() == core::Color::white;
        // The second mover loses 150 at ply 2: White's view falls if White is the second mover.
        const int after_blunder = first_is_white_ ? 150 : -150;
        database::GameAnalysis a;
        a.game_id = 1;
        a.engine = "by hand";
        a.depth = 5;
        for (int ply = 0; ply <= 6; ++ply)
            a.plies.push_back({ply, ply >= 2 ? after_blunder : 0, 0, "", {}, 5, 0});
        a.plies[2].marks = static_cast<core::MarkSet>(core::Mark::blunder);
        a.plies[4].marks = static_cast<core::MarkSet>(core::Mark::mistake);
        a.plies[5].marks = static_cast<core::MarkSet>(core::Mark::inaccuracy);
        ASSERT_TRUE(db.value().save_analysis(a).ok());
    }
    std::string db_;
    bool first_is_white_ = true;
};

TEST_F(EngineMarksCli, GamesJsonCountsRuleAndEngineMarksApart) {
    const CliRun r = run_cli("games --db " + db_ + " --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const Json list = parse_json(r.out);
    ASSERT_GE(list.size(), 3u);
    for (const Json& g : list) {
        const std::int64_t id = g.at("id").get<std::int64_t>();
        SCOPED_TRACE("game " + std::to_string(id));
        // The rule marks agree with the marks `show` lists move by move.
        const Json shown = parse_json(
            run_cli("show --db " + db_ + " --game " + std::to_string(id) + " --json").out);
        int missed = 0, longer = 0;
        for (const Json& m : shown.at("moves")) {
            for (const Json& mark : m.at("marks")) {
                const std::string name = mark.get<std::string>();
                missed += name == "missed_capture" ? 1 : 0;
                longer += name == "longer_chain_available" ? 1 : 0;
            }
        }
        EXPECT_EQ(g.at("rule_marks").at("missed_captures").get<int>(), missed);
        EXPECT_EQ(g.at("rule_marks").at("longer_chains").get<int>(), longer);
        if (id == 1) {
            const Json& e = g.at("engine_marks");
            EXPECT_EQ(e.at("blunders").get<int>(), 1);
            EXPECT_EQ(e.at("mistakes").get<int>(), 1);
            EXPECT_EQ(e.at("inaccuracies").get<int>(), 1);
        } else {
            EXPECT_TRUE(g.at("engine_marks").is_null());  // not analysed
        }
    }
    // "Missed capture" (the fourth game of the file) misses one: the filter --marks finds it.
    const Json marked = parse_json(run_cli("games --db " + db_ + " --marks --json").out);
    ASSERT_EQ(marked.size(), 1u);
    EXPECT_EQ(marked.at(0).at("rule_marks").at("missed_captures").get<int>(), 1);
    const Json engine = parse_json(run_cli("games --db " + db_ + " --engine-marks --json").out);
    ASSERT_EQ(engine.size(), 1u);
    EXPECT_EQ(engine.at(0).at("id").get<int>(), 1);
}

TEST_F(EngineMarksCli, GamesTextShowsBothCounts) {
    const CliRun r = run_cli("games --db " + db_);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.out.find("rules"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("engine"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(" 0/0    1/1/1"), std::string::npos) << r.out;  // game 1
    EXPECT_NE(r.out.find(" 1/0        -"), std::string::npos) << r.out;  // the missed capture
}

TEST_F(EngineMarksCli, ShowJsonSumsTheAnalysisUpPerSide) {
    const Json g = parse_json(run_cli("show --db " + db_ + " --game 1 --json").out);
    const Json& first = g.at("summary").at(first_is_white_ ? "white" : "black");
    const Json& second = g.at("summary").at(first_is_white_ ? "black" : "white");
    EXPECT_EQ(first.at("moves").get<int>(), 3);
    EXPECT_EQ(first.at("inaccuracies").get<int>(), 1);
    EXPECT_EQ(first.at("mistakes").get<int>(), 0);
    EXPECT_EQ(first.at("blunders").get<int>(), 0);
    EXPECT_EQ(first.at("average_loss").get<int>(), 0);
    EXPECT_EQ(second.at("moves").get<int>(), 3);
    EXPECT_EQ(second.at("blunders").get<int>(), 1);
    EXPECT_EQ(second.at("mistakes").get<int>(), 1);
    EXPECT_EQ(second.at("average_loss").get<int>(), 50);
    // Without an analysis: null.
    const Json other = parse_json(run_cli("show --db " + db_ + " --game 2 --json").out);
    EXPECT_TRUE(other.at("summary").is_null());
}

TEST_F(EngineMarksCli, TheHtmlReportHasTheSummary) {
    const std::string out = ::testing::TempDir() + "report_" + std::to_string(getpid()) + ".html";
    ASSERT_EQ(run_cli("export --db " + db_ + " --game 1 --format html -o " + out).exit_code, 0);
    std::ifstream in(out);
    const std::string html{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    EXPECT_NE(html.find("<table class=\"summary\">"), std::string::npos);
    // The second mover's row: 3 moves, 0 ?!, 1 ?, 1 ??, average loss 50.
    const std::string second = first_is_white_ ? "Black" : "White";
    EXPECT_NE(html.find("<tr><th>" + second +
                        "</th><td class=\"n\">3</td><td class=\"n\">0</td><td class=\"n\">1</td>"
                        "<td class=\"n\">1</td><td class=\"n\">50</td></tr>"),
              std::string::npos)
        << html;
}

}  // namespace
}  // namespace damascope::cli::testing
