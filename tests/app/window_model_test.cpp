// The window model without a window: what the status line, the board's title, the move list and
// the analysis display say of a game stored in a real database (the same files and assertions the
// screenshot tests made through the app's printed lines), glyph typing, the analysis scope.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <mutex>
#include <optional>

#include "app/analysis_scope.hpp"
#include "app/analysis_view.hpp"
#include "app/game_document.hpp"
#include "app/game_texts.hpp"
#include "app/glyph_typing.hpp"
#include "app/import_job.hpp"
#include "app/live_analysis.hpp"
#include "app/score.hpp"
#include "app/window_texts.hpp"
#include "core/annotation.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"
#include "core/read_moves.hpp"

namespace damascope::app {
namespace {

namespace fs = std::filesystem;

// A database of `pdn` (a file of tests/data/gui) imported as the app's File > Import does, opened
// in a document.
class WindowModel : public ::testing::Test {
  protected:
    void open(const std::string& pdn) {
        dir_ = fs::temp_directory_path() /
               ("damascope_window_model_" + std::to_string(::getpid()) + "_" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
        path_ = (dir_ / "games.damascope").string();
        {
            auto db = database::GameDatabase::open(path_);
            ASSERT_TRUE(db.ok()) << db.error();
            auto stats = run_import(db.value(), {std::string(DAMASCOPE_TEST_DATA "/gui/") + pdn});
            ASSERT_TRUE(stats.ok()) << stats.error();
        }
        auto opened = doc_.open_database(path_, true);
        ASSERT_TRUE(opened.ok()) << opened.error();
    }
    // Game `id` with the cursor after `ply` moves of its main line.
    void show(std::int64_t id, int ply) {
        auto r = doc_.open_game(id);
        ASSERT_TRUE(r.ok()) << r.error();
        doc_.session().go_to_ply(ply);
        ASSERT_EQ(doc_.session().ply(), ply);
    }
    std::string message() const { return position_message(doc_, "", "(the database)"); }
    void TearDown() override { fs::remove_all(dir_); }

    fs::path dir_;
    std::string path_;
    GameDocument doc_;
};

// game_ends.pdn: 1 White takes Black's last piece, 2 Black blocked, 3 lone dama against lone
// man, 4 a Dhama game Black won (1-0) with moves left, 5 a record whose replay stopped at its
// third move (formerly gui_end_* screenshot tests).
TEST_F(WindowModel, TheStatusLineSaysHowTheGameEnds) {
    open("game_ends.pdn");
    show(1, 1);
    EXPECT_EQ(message(), "Game over: White (Amal) won: Black has no piece left.");
    EXPECT_EQ(ply_status_text(doc_), "Ply 1 of 1, game over");
    EXPECT_EQ(board_title_text(doc_), "Dama \u2014 Arab rules: White (Amal) won, 1-0");
    EXPECT_EQ(rules_outcome(doc_), core::Outcome::white_wins);

    show(2, 1);
    EXPECT_EQ(message(), "Game over: White (Amal) won: Black is blocked: no move left.");
    EXPECT_EQ(ply_status_text(doc_), "Ply 1 of 1, game over");
    // One ply before the end the game goes on: White to move, no "Game over".
    show(2, 0);
    EXPECT_EQ(ply_status_text(doc_), "Ply 0 of 1, White to move");
    EXPECT_EQ(message().find("Game over"), std::string::npos) << message();
    EXPECT_EQ(rules_outcome(doc_), core::Outcome::ongoing);

    show(3, 1);
    EXPECT_EQ(message(), "Game over: Drawn: a lone dama against a lone man.");

    // Dhama: "1-0" is Black's win (Black moves first); the record ends with moves left.
    show(4, 2);
    EXPECT_EQ(message(),
              "The record ends here: Black (Bea) won (1-0), though moves are left: a "
              "resignation or an agreement.");
    EXPECT_EQ(ply_status_text(doc_), "Ply 2 of 2, Black to move");
    EXPECT_EQ(board_title_text(doc_), "Dhama: Black (Bea) won, 1-0");

    show(5, 2);
    EXPECT_EQ(message(),
              "The record stops here: a move could not be replayed: ply 3 (2. h3-h6): "
              "square h6 is occupied (line 49, column 19)");
}

// game_end_draws.pdn: the federation's third repetition (after 8 plies, not after 4) and Dama's
// 100 moves each (after 200 plies, not after 199).
TEST_F(WindowModel, TheDrawsThatNeedTheGamesHistory) {
    open("game_end_draws.pdn");
    show(1, 8);
    EXPECT_EQ(message(),
              "Game over: Drawn: the same position for the third time (Turkish federation).");
    EXPECT_EQ(ply_status_text(doc_), "Ply 8 of 8, game over");
    show(1, 4);
    EXPECT_EQ(ply_status_text(doc_), "Ply 4 of 8, White to move");
    EXPECT_EQ(message().find("Game over"), std::string::npos) << message();
    show(2, 200);
    EXPECT_EQ(message(),
              "Game over: Drawn: 100 moves by each side without a capture or a promotion.");
    EXPECT_EQ(ply_status_text(doc_), "Ply 200 of 200, game over");
    show(2, 199);
    EXPECT_EQ(ply_status_text(doc_), "Ply 199 of 200, Black to move");
    EXPECT_EQ(message().find("Game over"), std::string::npos) << message();
}

// With nothing to say about the position, the status line names the database; off the main line
// it says so first.
TEST_F(WindowModel, AVariationIsSaidAndAQuietPositionNamesTheDatabase) {
    open("games.pdn");
    show(1, 0);
    EXPECT_EQ(message(), "(the database)");
    EXPECT_EQ(board_title_text(doc_).rfind("Dama \u2014 Arab rules", 0), 0u);
    // A move of its own at the start (b3-b4: neither the game's nor its variation's): a variation.
    const auto count_open = [&] {
        const std::string text = move_list_text(doc_.session());
        return std::count(text.begin(), text.end(), '(');
    };
    const auto before = count_open();
    core::MoveList legal;
    core::generate_legal(doc_.session().position(), legal);
    bool played = false;
    for (const core::Move& m : legal) {
        if (core::format_move_full(doc_.session().position(), m) != "b3-b4") continue;
        auto edited = doc_.edit([&](GameSession& s) { return s.play(m).ok(); });
        ASSERT_TRUE(edited.ok()) << edited.error();
        played = true;
    }
    ASSERT_TRUE(played);
    EXPECT_EQ(message().rfind("A move off the main line: a variation.", 0), 0u) << message();
    EXPECT_EQ(count_open(), before + 1) << move_list_text(doc_.session());
    EXPECT_EQ(stored_eval_text(doc_), "not analysed");
}

// The move list as text: numbers, glyphs as typed, comments in braces, variations in brackets.
TEST_F(WindowModel, TheMoveListWritesGlyphsCommentsAndVariations) {
    open("games.pdn");
    show(1, 1);
    const NodeId first = doc_.session().cursor();
    ASSERT_TRUE(doc_.edit([&](GameSession& s) { return s.set_nags(first, {1, 14}); }).ok());
    ASSERT_TRUE(doc_.edit([&](GameSession& s) {
                        return s.set_comment(
                            first, core::join_comment(s.variant(), {"a good\nstart", {}, {}}));
                    })
                    .ok());
    const std::string text = move_list_text(doc_.session());
    EXPECT_NE(text.find("} 1. c3-c4!+= {a good start} 1... f6-f5"), std::string::npos) << text;
    EXPECT_EQ(glyph_label(14), "+=");
    EXPECT_EQ(glyph_label(15), "=+");
    EXPECT_EQ(glyph_label(3), "!!");
}

// Glyph characters typed in a row make one glyph; "+" alone waits for its second character.
TEST(GlyphTyping, CharactersTypedInARowMakeOneGlyph) {
    GlyphTyping typing;
    using Kind = GlyphTyping::Outcome::Kind;
    EXPECT_EQ(typing.type('x', 3, {}, 0).kind, Kind::not_glyph);
    EXPECT_EQ(typing.type('!', root_node, {}, 0).kind, Kind::needs_move);
    auto one = typing.type('!', 3, {}, 1000);
    EXPECT_EQ(one.kind, Kind::set_nags);
    EXPECT_EQ(one.nags, std::vector<int>{1});  // "!"
    auto two = typing.type('!', 3, one.nags, 1500);
    EXPECT_EQ(two.nags, std::vector<int>{3});  // "!!" replaces "!", from the glyphs before
    // A third "!" begins a glyph of its own again: "!" toggled on the glyphs before it ("!!").
    auto three = typing.type('!', 3, two.nags, 1900);
    EXPECT_EQ(three.kind, Kind::set_nags);
    // After the pause, "!" on the same move is a new glyph: toggles "!" off the "!" it has.
    auto later = typing.type('!', 3, {1}, 5000);
    EXPECT_EQ(later.nags, std::vector<int>{});
    // "+" then "=": pending, then "+=" (NAG 14).
    EXPECT_EQ(typing.type('+', 4, {}, 6000).kind, Kind::pending);
    auto plus_equal = typing.type('=', 4, {}, 6200);
    EXPECT_EQ(plus_equal.kind, Kind::set_nags);
    EXPECT_EQ(plus_equal.nags, std::vector<int>{14});
    // On another move the typing starts again.
    auto other = typing.type('?', 5, {}, 6300);
    EXPECT_EQ(other.nags, std::vector<int>{2});
}

// One score type: a search's forced result and a stored row's mate_in say the same words.
TEST(Score, OneTextForSearchAndStoredScores) {
    EXPECT_EQ(score_text(Score::from_search(35)), "+0.35");
    EXPECT_EQ(score_text(Score::from_search(-120)), "-1.20");
    EXPECT_EQ(score_text(Score::from_search(30000 - 7)), "White wins in 7 plies");
    EXPECT_EQ(score_text(Score::from_search(-(30000 - 3))), "Black wins in 3 plies");
    EXPECT_EQ(score_text(Score::from_search(0, true)), "Draw (tables)");
    EXPECT_EQ(Score::from_stored(999, 7), Score::from_search(30000 - 7));
    EXPECT_EQ(score_text(Score::from_stored(0, -3)), "Black wins in 3 plies");
    EXPECT_DOUBLE_EQ(bar_share(Score::from_stored(0, 5)), 1.0);
    EXPECT_DOUBLE_EQ(bar_share(Score::from_stored(0, 0)), 0.5);
    EXPECT_DOUBLE_EQ(graph_men(Score::from_stored(0, -5)), -50.0);
    EXPECT_DOUBLE_EQ(graph_men(Score::from_stored(150, 0)), 1.5);
}

// The stored analysis is shown as moves, with its score and the words of the pane's title.
TEST_F(WindowModel, StoredAnalysisIsShownAsMoves) {
    open("games.pdn");
    show(1, 0);
    database::GameAnalysis a;
    a.game_id = 1;
    a.engine = "test";
    a.depth = 9;
    const core::Position start = core::Position::initial(core::Variant::dama);
    a.plies.push_back({0, 35, 0, "c3-c4", core::read_moves(start, "c3-c4 f6-f5").moves, 9, 0});
    // Ply 1's line holds a move from a square to itself, no move at all (a damaged row).
    a.plies.push_back({1, 0, -4, "f6-f5", {core::Move{0, 9, 9}}, 9, 0});
    ASSERT_TRUE(doc_.database()->save_analysis(a).ok());
    doc_.reload_analysis();
    auto view = stored_analysis_view(doc_);
    ASSERT_TRUE(view.has_value());
    EXPECT_EQ(score_text(view->score), "+0.35");
    EXPECT_EQ(view->depth, 9);
    ASSERT_EQ(view->line.size(), 2u);
    ASSERT_TRUE(view->best.has_value());
    EXPECT_EQ(*view->best, view->line.front());
    EXPECT_EQ(view->line.front(), doc_.session().node(doc_.session().main_line()[1]).move);
    EXPECT_EQ(stored_eval_text(doc_), "+0.35 (depth 9)");
    ASSERT_TRUE(doc_.session().next());
    view = stored_analysis_view(doc_);
    ASSERT_TRUE(view.has_value());
    EXPECT_EQ(view->line.size(), 1u);  // no legal stored line: the best move alone
    EXPECT_EQ(stored_eval_text(doc_), "Black wins in 4 plies (depth 9)");
    ASSERT_TRUE(doc_.session().next());
    EXPECT_FALSE(stored_analysis_view(doc_).has_value());
    EXPECT_EQ(stored_eval_text(doc_), "this position was not analysed");
}

// The scope of Analysis > Analyse...: this game, the filtered games, all games.
TEST_F(WindowModel, TheAnalysisScopeNamesItsGames) {
    open("games.pdn");
    show(2, 0);
    auto one = games_to_analyse(doc_, AnalysisScope::current_game, {});
    ASSERT_TRUE(one.ok()) << one.error();
    EXPECT_EQ(one.value(), std::vector<std::int64_t>{2});
    auto all = games_to_analyse(doc_, AnalysisScope::all_games, {});
    ASSERT_TRUE(all.ok()) << all.error();
    auto count = doc_.database()->count_games({});
    ASSERT_TRUE(count.ok());
    EXPECT_EQ(static_cast<std::int64_t>(all.value().size()), count.value());
    doc_.new_game(core::Variant::dama);
    auto none = games_to_analyse(doc_, AnalysisScope::current_game, {});
    ASSERT_TRUE(none.ok());
    EXPECT_TRUE(none.value().empty());  // a new game is not stored yet
}

}  // namespace
}  // namespace damascope::app

namespace damascope::app {
namespace {

// The engine panel's search: reports from the worker thread with the lines as moves from the
// position, stopped at once; a stopped search's generation is no longer current.
TEST(LiveAnalysis, ReportsLinesAsMovesAndStops) {
    const core::Position start = core::Position::initial(core::Variant::dama);
    LiveAnalysis live;
    std::mutex lock;
    std::condition_variable reported;
    std::optional<LiveReport> first;
    LiveAnalysis::Callbacks callbacks;
    callbacks.report = [&](int, const LiveReport& r) {
        const std::lock_guard<std::mutex> guard(lock);
        if (!first && !r.lines.empty()) first = r;
        reported.notify_all();
    };
    const int generation = live.start(start, {}, start, 2, std::move(callbacks));
    EXPECT_TRUE(live.running());
    EXPECT_TRUE(live.current(generation));
    {
        std::unique_lock<std::mutex> guard(lock);
        ASSERT_TRUE(
            reported.wait_for(guard, std::chrono::seconds(30), [&] { return first.has_value(); }));
    }
    live.stop();
    EXPECT_FALSE(live.running());
    EXPECT_FALSE(live.current(generation));
    EXPECT_FALSE(live.finish(generation));
    ASSERT_EQ(first->lines.size(), 2u);  // two lines asked
    core::MoveList legal;
    core::generate_legal(start, legal);
    for (const auto& line : first->lines) {
        ASSERT_FALSE(line.moves.empty());
        EXPECT_NE(std::find(legal.begin(), legal.end(), line.moves.front()), legal.end());
        EXPECT_EQ(line.score.forced_plies, 0);
    }
    EXPECT_GE(first->depth, 1);
}

}  // namespace
}  // namespace damascope::app

namespace damascope::app {
namespace {

// The evaluation graph's points: one per main-line position, the stored scores in men (a forced
// win at ±50), the marks of the moves.
TEST(GraphPoints, OnePointPerPositionWithTheStoredScores) {
    const auto dir = std::filesystem::temp_directory_path() /
                     ("damascope_graph_points_" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const std::string path = (dir / "games.damascope").string();
    {
        auto db = database::GameDatabase::open(path);
        ASSERT_TRUE(db.ok()) << db.error();
        ASSERT_TRUE(run_import(db.value(), {DAMASCOPE_TEST_DATA "/gui/games.pdn"}).ok());
        database::GameAnalysis a;
        a.game_id = 1;
        a.engine = "test";
        a.depth = 4;
        a.plies.push_back({0, 150, 0, "", {}, 4, 0});
        a.plies.push_back({1, 0, -3, "", {}, 4, 0});
        ASSERT_TRUE(db.value().save_analysis(a).ok());
    }
    GameDocument doc;
    ASSERT_TRUE(doc.open_database(path, true).ok());
    ASSERT_TRUE(doc.open_game(1).ok());
    const auto points = graph_points(doc);
    ASSERT_EQ(points.size(), static_cast<std::size_t>(doc.session().main_line_plies() + 1));
    EXPECT_EQ(points[0].score, std::optional<double>(1.5));
    EXPECT_EQ(points[1].score, std::optional<double>(-50.0));
    EXPECT_FALSE(points[2].score.has_value());
    EXPECT_NE(points[4].marks, 0u);  // a6-a5, a missed capture
    std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace damascope::app
