// Engine mistakes as marks in the window model: the move that should have been played at a
// judged move, the game list's Marks column, N / Shift+N over marks of either kind, and the
// players window's search.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "app/better_move.hpp"
#include "app/game_document.hpp"
#include "app/import_job.hpp"
#include "app/mark_counts_text.hpp"
#include "app/player_search.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"

namespace damascope::app {
namespace {

namespace fs = std::filesystem;

class EngineMarks : public ::testing::Test {
  protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() /
               ("damascope_engine_marks_" + std::to_string(::getpid()) + "_" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
        const std::string path = (dir_ / "games.damascope").string();
        {
            auto db = database::GameDatabase::open(path);
            ASSERT_TRUE(db.ok()) << db.error();
            auto stats =
                run_import(db.value(), {std::string(DAMASCOPE_TEST_DATA "/gui/games.pdn")});
            ASSERT_TRUE(stats.ok()) << stats.error();
        }
        ASSERT_TRUE(doc_.open_database(path, true).ok());
        ASSERT_TRUE(doc_.open_game(1).ok());
    }
    void TearDown() override { fs::remove_all(dir_); }
    fs::path dir_;
    GameDocument doc_;
};

// games.pdn's first game opens 1. c3-c4; the analysis by hand says another first move was best
// and that c3-c4 lost 1.50 for the side that played it: a blunder.
TEST_F(EngineMarks, AtABlunderTheBetterMoveIsTheBestOfThePositionBefore) {
    const core::Position start = doc_.session().start();
    core::MoveList legal;
    core::generate_legal(start, legal);
    const core::Move played = doc_.session().node(doc_.session().main_line()[1]).move;
    core::Move better = legal[0];
    for (const core::Move& m : legal)
        if (!(m == played)) better = m;
    ASSERT_FALSE(better == played);
    const std::string better_text = core::format_recorded_move(start, better);
    const bool white_first = start.side_to_move() == core::Color::white;

    EXPECT_FALSE(better_move_at_cursor(doc_).has_value());  // not analysed
    database::GameAnalysis a;
    a.game_id = 1;
    a.engine = "by hand";
    a.depth = 6;
    a.plies.push_back({0, 0, 0, better_text, {better}, 6, 0});
    a.plies.push_back({1,
                       white_first ? -150 : 150,
                       0,
                       "",
                       {},
                       6,
                       static_cast<core::MarkSet>(core::Mark::blunder)});
    a.plies.push_back({2, white_first ? -150 : 150, 0, "", {}, 6, 0});
    ASSERT_TRUE(doc_.database()->save_analysis(a).ok());
    doc_.reload_analysis();

    doc_.session().go_to_ply(0);
    EXPECT_FALSE(better_move_at_cursor(doc_).has_value());  // the start: no move
    doc_.session().go_to_ply(1);
    const auto b = better_move_at_cursor(doc_);
    ASSERT_TRUE(b.has_value());
    EXPECT_EQ(b->mark, core::Mark::blunder);
    EXPECT_EQ(b->move, better);
    EXPECT_EQ(b->path.front(), better.from);
    EXPECT_EQ(b->path.back(), better.to);
    EXPECT_EQ(b->loss, 150);
    EXPECT_EQ(better_move_text(*b),
              "?? blunder \u2014 " + better_text + " was better (\u22121.50)");
    doc_.session().go_to_ply(2);
    EXPECT_FALSE(better_move_at_cursor(doc_).has_value());  // ply 2 is not judged
}

TEST(MarksColumn, RuleAndEngineMarksApart) {
    database::GameSummary g;
    EXPECT_EQ(marks_column_text(g), "");  // neither marked nor analysed
    g.marks = 1;
    g.missed_captures = 1;
    EXPECT_EQ(marks_column_text(g), "\u22981");  // no longer chain: left out
    g.analysed = true;
    g.blunders = 2;
    g.mistakes = 1;
    g.inaccuracies = 3;
    EXPECT_EQ(marks_column_text(g), "\u22981 \u00b7 ??2 ?1 ?!3");
    g.longer_chains = 4;
    g.mistakes = 0;
    EXPECT_EQ(marks_column_text(g), "\u22981 \u226b4 \u00b7 ??2 ?!3");
    database::GameSummary clean;
    clean.analysed = true;
    EXPECT_EQ(marks_column_text(clean), "??0 ?0 ?!0");  // analysed, nothing found
}

// A 7-ply game with marks at plies 2 and 5: N and Shift+N go between them, wrapping.
TEST(MarkJumps, NextAndPreviousMarkWrapAlongTheMainLine) {
    core::GameRecord g;
    g.variant = core::Variant::dama;
    g.start = core::Position::initial(g.variant);
    core::Position pos = g.start;
    for (int i = 0; i < 7; ++i) {
        core::MoveList legal;
        core::generate_legal(pos, legal);
        ASSERT_FALSE(legal.empty());
        core::RecordedMove rm;
        rm.move = legal[0];
        g.moves.push_back(rm);
        pos.play(legal[0]);
    }
    g.moves[1].marks = static_cast<core::MarkSet>(core::Mark::missed_capture);  // ply 2
    g.moves[4].marks = static_cast<core::MarkSet>(core::Mark::blunder);         // ply 5
    GameSession s(g);
    const auto ply_of = [&](std::optional<NodeId> id) { return id ? s.node(*id).ply : -1; };
    s.go_to_ply(3);
    EXPECT_EQ(ply_of(s.next_marked()), 5);
    EXPECT_EQ(ply_of(s.previous_marked()), 2);
    s.go_to_ply(2);
    EXPECT_EQ(ply_of(s.previous_marked()), 5);  // none before: the last of the main line
    s.go_to_ply(7);
    EXPECT_EQ(ply_of(s.previous_marked()), 5);
    EXPECT_EQ(ply_of(s.next_marked()), 2);
    GameSession unmarked(core::GameRecord{});
    EXPECT_FALSE(unmarked.previous_marked().has_value());
}

std::vector<PlayerStanding> players_for_search() {
    std::vector<PlayerStanding> players(4);
    players[0].name = "Smith, J.";
    players[1].name = "José Ruiz";
    players[1].aliases = {"RUIZ, JOSÉ"};
    players[2].name = "محمد علي";
    players[3].name = "Ödön Ürge";
    return players;
}

TEST(PlayerSearch, AnyCaseForLatinLetterForLetterForArabic) {
    const auto players = players_for_search();
    using Rows = std::vector<std::size_t>;
    EXPECT_EQ(matching_players(players, ""), (Rows{0, 1, 2, 3}));
    EXPECT_EQ(matching_players(players, "  "), (Rows{0, 1, 2, 3}));
    EXPECT_EQ(matching_players(players, "smith"), (Rows{0}));
    EXPECT_EQ(matching_players(players, "SMI"), (Rows{0}));
    EXPECT_EQ(matching_players(players, "josé"), (Rows{1}));
    EXPECT_EQ(matching_players(players, "JOSÉ R"), (Rows{1}));
    EXPECT_EQ(matching_players(players, "ruiz, j"), (Rows{1}));  // by the merged spelling
    EXPECT_EQ(matching_players(players, "ödön"), (Rows{3}));
    EXPECT_EQ(matching_players(players, "ÜRGE"), (Rows{3}));
    EXPECT_EQ(matching_players(players, "علي"), (Rows{2}));
    EXPECT_EQ(matching_players(players, "محمد"), (Rows{2}));
    EXPECT_EQ(matching_players(players, "xyz"), (Rows{}));
    EXPECT_EQ(fold_case("ÀÉÎ Ĳ Ž x"), "àéî ĳ ž x");
}

TEST(PlayerSearch, TheRowOfAPlayerIsFoundByNameOrByAMergedSpelling) {
    const auto players = players_for_search();
    const std::vector<std::size_t> rows = {3, 1, 0};  // sorted otherwise, Arabic filtered out
    EXPECT_EQ(row_of_player(players, rows, "José Ruiz"), std::optional<std::size_t>(1));
    EXPECT_EQ(row_of_player(players, rows, "RUIZ, JOSÉ"), std::optional<std::size_t>(1));
    EXPECT_EQ(row_of_player(players, rows, "Smith, J."), std::optional<std::size_t>(2));
    EXPECT_FALSE(row_of_player(players, rows, "محمد علي").has_value());
}

}  // namespace
}  // namespace damascope::app
