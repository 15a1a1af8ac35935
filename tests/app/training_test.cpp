// Training from one's own games, on tests/data/training/mistakes.pdn imported into a real
// database. Every answer below is worked out by hand from the rules (RULES.md):
//
// Game 1, Dama, "W:Wd3,h2:Bd4,d6,a7", White (Ali Kaya) played 1. h2-h3: a missed capture. The
// white man on d3 must jump d4 to d5 and then d6 to d7 (forward both times; c5/e5 and c7/e7 are
// empty, so no sideways jump goes on): d3xd5xd7 takes 2, the only maximum capture.
// Game 2, Dama, "W:Wc3,h2:Bc4,c6,d5", White (A. Kaya, merged into Ali Kaya) played 1. c3xc5,
// stopping after one piece. From c5 the chain goes on over c6 to c7 or over d5 to e5, and stops
// there (c8, b7, d7 and e6, f5 are empty; d5 taken once only): c3xc5xc7 and c3xc5xe5 both take
// 2, and both are right.
// Game 3, Dhama from the start, 1. 11-15 22-18: Black (Bob Smith) must take 15x22 (e5 over d4 to
// c3, the only capture) and played 2. 12-16: a missed capture, at ply 3.
// Game 4, Dhama, "B:W14,16,23:B9,12", Black (Bob Smith) played 1. 12x19, stopping on f4 where
// the chain goes on over 23 to 26. 9x18x27 (b6 over c5 to d4, over e3 to f2) and 12x19x26 (h6
// over g5 to f4, over e3 to d2) each take 2; neither goes on (no man moves backwards).
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <set>

#include "analysis/engine.hpp"
#include "analysis/search_types.hpp"
#include "app/exercise_schedule.hpp"
#include "app/import_job.hpp"
#include "app/training.hpp"
#include "app/training_judge.hpp"
#include "app/training_pdn.hpp"
#include "core/fen.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"
#include "core/read_moves.hpp"
#include "export/pdn_writer.hpp"
#include "importers/game_file_reader.hpp"

namespace damascope::app {
namespace {

namespace fs = std::filesystem;
using database::ExerciseKind;

class Training : public ::testing::Test {
  protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() /
               ("damascope_training_" + std::to_string(::getpid()) + "_" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
        path_ = (dir_ / "games.damascope").string();
        auto db = database::GameDatabase::open(path_);
        ASSERT_TRUE(db.ok()) << db.error();
        auto stats =
            run_import(db.value(), {std::string(DAMASCOPE_TEST_DATA "/training/mistakes.pdn")});
        ASSERT_TRUE(stats.ok()) << stats.error();
        const std::string merged[] = {"A. Kaya"};
        ASSERT_TRUE(db.value().merge_players("Ali Kaya", merged).ok());
        db_.emplace(std::move(db).value());
    }
    void TearDown() override {
        db_.reset();
        fs::remove_all(dir_);
    }
    fs::path dir_;
    std::string path_;
    std::optional<database::GameDatabase> db_;
};

// The isolates around moves and numbers (U+2068 FIRST STRONG ISOLATE, U+2069 POP DIRECTIONAL
// ISOLATE), as bytes: a literal holding one alone draws GCC's -Wbidi-chars.
#define FSI "\xE2\x81\xA8"
#define PDI "\xE2\x81\xA9"

std::string same_fen(core::Variant v, const std::string& fen) {
    auto pos = core::parse_fen(v, fen);
    EXPECT_TRUE(pos.ok()) << fen;
    return pos ? core::to_fen(*pos) : "";
}

std::set<std::string> set_of(const std::vector<std::string>& v) {
    return {v.begin(), v.end()};
}

core::Position dhama_after(const std::string& moves) {
    const auto read = core::read_moves(core::Position::initial(core::Variant::dhama), moves);
    EXPECT_TRUE(read.ok()) << moves;
    return read.end;
}

bool exporting_write(const std::string& file, const std::vector<core::GameRecord>& records) {
    auto written = exporting::write_pdn_file(file, records);
    EXPECT_TRUE(written.ok()) << (written ? "" : written.error());
    return written.ok();
}

TEST_F(Training, TheExercisesAreExactlyTheMarkedPositionsWithTheirAnswers) {
    auto built = build_exercises(*db_, {});
    ASSERT_TRUE(built.ok()) << built.error();
    EXPECT_EQ(built->found[0], 2);  // missed: games 1 and 3
    EXPECT_EQ(built->found[1], 2);  // longer: games 2 and 4
    EXPECT_EQ(built->found[2] + built->found[3], 0);
    EXPECT_EQ(built->stored.added, 4);
    auto rows = load_exercises(*db_, {});
    ASSERT_TRUE(rows.ok()) << rows.error();
    ASSERT_EQ(rows->size(), 4u);
    const auto& r = *rows;

    EXPECT_EQ(r[0].kind, ExerciseKind::missed);
    EXPECT_EQ(r[0].variant, core::Variant::dama);
    EXPECT_EQ(r[0].fen, same_fen(core::Variant::dama, "W:Wd3,h2:Bd4,d6,a7"));
    EXPECT_EQ(r[0].game_id, 1);
    EXPECT_EQ(r[0].ply, 1);
    EXPECT_EQ(r[0].player, "Ali Kaya");
    EXPECT_EQ(r[0].played, "h2-h3");
    EXPECT_EQ(set_of(r[0].solutions), (std::set<std::string>{"d3xd5xd7"}));

    EXPECT_EQ(r[1].kind, ExerciseKind::longer);
    EXPECT_EQ(r[1].fen, same_fen(core::Variant::dama, "W:Wc3,h2:Bc4,c6,d5"));
    EXPECT_EQ(r[1].player, "A. Kaya");
    EXPECT_EQ(r[1].played, "c3xc5");
    EXPECT_EQ(set_of(r[1].solutions), (std::set<std::string>{"c3xc5xc7", "c3xc5xe5"}));

    EXPECT_EQ(r[2].kind, ExerciseKind::missed);
    EXPECT_EQ(r[2].variant, core::Variant::dhama);
    EXPECT_EQ(r[2].fen, core::to_fen(dhama_after("11-15 22-18")));
    EXPECT_EQ(r[2].ply, 3);
    EXPECT_EQ(r[2].player, "Bob Smith");
    EXPECT_EQ(r[2].played, "12-16");
    EXPECT_EQ(set_of(r[2].solutions), (std::set<std::string>{"15x22"}));

    EXPECT_EQ(r[3].kind, ExerciseKind::longer);
    EXPECT_EQ(r[3].fen, same_fen(core::Variant::dhama, "B:W14,16,23:B9,12"));
    EXPECT_EQ(r[3].played, "12x19");
    EXPECT_EQ(set_of(r[3].solutions), (std::set<std::string>{"9x18x27", "12x19x26"}));
}

TEST_F(Training, BuildingAgainChangesNothingAndOnePlayerTakesEverySpelling) {
    ASSERT_TRUE(build_exercises(*db_, {}).ok());
    auto again = build_exercises(*db_, {});
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(again->stored.added, 0);
    EXPECT_EQ(again->stored.updated, 0);
    EXPECT_EQ(again->stored.unchanged, 4);
    EXPECT_EQ(again->removed, 0);
    TrainingFilter ali{"Ali Kaya", {}};
    auto rows = load_exercises(*db_, ali);
    ASSERT_TRUE(rows.ok());
    ASSERT_EQ(rows->size(), 2u);  // "Ali Kaya" and "A. Kaya"
    TrainingFilter smith_missed{"Bob Smith", {ExerciseKind::missed}};
    rows = load_exercises(*db_, smith_missed);
    ASSERT_TRUE(rows.ok());
    ASSERT_EQ(rows->size(), 1u);
    EXPECT_EQ(rows->front().ply, 3);
    // Nobody made a mistake as White in the Dhama games.
    auto jones = find_exercises(*db_, {"Carl Jones", {}});
    ASSERT_TRUE(jones.ok());
    EXPECT_TRUE(jones->empty());
}

TEST_F(Training, TheRulesJudgeTheAnswerAndSayWhy) {
    ASSERT_TRUE(build_exercises(*db_, {}).ok());
    auto rows = load_exercises(*db_, {});
    ASSERT_TRUE(rows.ok());
    const auto& longer = (*rows)[1];
    auto pos = exercise_position(longer);
    ASSERT_TRUE(pos.ok());
    const auto answers = solution_moves(longer, *pos);
    ASSERT_EQ(answers.size(), 2u);
    for (const auto& m : answers) {
        const auto j = judge_by_rules(longer, *pos, m);
        EXPECT_TRUE(j.correct);
        EXPECT_EQ(j.text, "Right: " FSI "" + core::format_move_full(*pos, m) +
                              "" PDI " takes " FSI "2" PDI ", the most the rules allow.");
        ASSERT_FALSE(j.line.empty());
        EXPECT_EQ(j.line.front(), m);
    }
    // The move played in the game, offered by the board as a stopped chain, is wrong.
    const auto offered = offered_moves(*pos);
    core::Move stopped{};
    for (const auto& m : offered)
        if (core::format_move_full(*pos, m) == "c3xc5") stopped = m;
    ASSERT_EQ(stopped.capture_count(), 1);
    const auto wrong = judge_by_rules(longer, *pos, stopped);
    EXPECT_FALSE(wrong.correct);
    EXPECT_NE(wrong.text.find("The rules demanded"), std::string::npos);
    EXPECT_NE(wrong.text.find("" FSI "c3xc5" PDI " takes only " FSI "1" PDI "."),
              std::string::npos);

    const auto& missed = (*rows)[0];
    auto dama = exercise_position(missed);
    ASSERT_TRUE(dama.ok());
    core::Move step{};
    for (const auto& m : offered_moves(*dama))
        if (core::format_move_full(*dama, m) == "h2-h3") step = m;
    const auto j = judge_by_rules(missed, *dama, step);
    EXPECT_FALSE(j.correct);
    EXPECT_EQ(j.text, "The rules demanded " FSI "d3xd5xd7" PDI ", which takes " FSI "2" PDI ". " FSI
                      "h2-h3" PDI
                      " "
                      "takes nothing.");
    ASSERT_EQ(j.line.size(), 1u);
    EXPECT_EQ(core::format_move_full(*dama, j.line.front()), "d3xd5xd7");
}

TEST_F(Training, AStoredBlunderAsksForTheStoredBestMove) {
    // Game 3's analysis by hand: the position after 1. 11-15 (ply 1) has best move 22-18 and
    // 2... 12-16 (ply 3) is marked a blunder, the stored best there 15x22.
    database::GameAnalysis a;
    a.game_id = 3;
    a.engine = "by hand";
    a.depth = 1;
    for (int ply = 0; ply <= 5; ++ply) {
        database::PlyAnalysis p;
        p.ply = ply;
        p.depth = 1;
        if (ply == 2) {
            p.best = "15x22";
            p.pv = core::read_moves(dhama_after("11-15 22-18"), "15x22 25x18").moves;
            ASSERT_EQ(p.pv.size(), 2u);
            p.score = -120;
        }
        if (ply == 3) p.marks = static_cast<core::MarkSet>(core::Mark::blunder);
        a.plies.push_back(p);
    }
    ASSERT_TRUE(db_->save_analysis(a).ok());
    auto found = find_exercises(*db_, {"", {ExerciseKind::blunder}});
    ASSERT_TRUE(found.ok()) << found.error();
    ASSERT_EQ(found->size(), 1u);
    const auto& r = found->front();
    EXPECT_EQ(r.ply, 3);
    EXPECT_EQ(r.fen, core::to_fen(dhama_after("11-15 22-18")));
    EXPECT_EQ(r.solutions, std::vector<std::string>{"15x22"});
    EXPECT_EQ(r.line, "15x22 25x18");
    EXPECT_EQ(r.score, -120);
    auto pos = exercise_position(r);
    ASSERT_TRUE(pos.ok());
    const auto best = solution_moves(r, *pos);
    ASSERT_EQ(best.size(), 1u);
    const auto j = judge_by_rules(r, *pos, best.front());
    EXPECT_TRUE(j.correct);
    EXPECT_EQ(j.line.size(), 2u);
}

// The engine's verdict from scores worked out by hand. Dama's curve has a scale of 75 centi-men:
// from +50 (0.661) to -100 (0.209) the mover loses 0.452 of its winning chances, far past the
// mistake threshold (0.12): "loses 1.5 men". From +50 to +30 (0.599) it loses 0.062: kept.
TEST(TrainingJudgement, TheEngineJudgesByTheMistakeThreshold) {
    auto pos = core::parse_fen(core::Variant::dama, "W:Wd3,h2:Bd6,a7");
    ASSERT_TRUE(pos.ok());
    core::MoveList legal;
    core::generate_legal(*pos, legal);
    core::Move best{}, other{};
    for (const auto& m : legal) {
        if (core::format_move_full(*pos, m) == "d3-d4") best = m;
        if (core::format_move_full(*pos, m) == "h2-h3") other = m;
    }
    const auto lost = engine_verdict(*pos, other, -100, best, 50);
    EXPECT_FALSE(lost.correct);
    EXPECT_EQ(lost.text,
              "" FSI "h2-h3" PDI " loses " FSI "1.5" PDI " men: " FSI "d3-d4" PDI " was better.");
    const auto kept = engine_verdict(*pos, other, 30, best, 50);
    EXPECT_TRUE(kept.correct);
    EXPECT_EQ(kept.text, "Right: " FSI "h2-h3" PDI " keeps the evaluation.");
    // Black's view is the other way round: -50 is Black's +50.
    pos = core::parse_fen(core::Variant::dama, "B:Wd3,h2:Bd6,a7");
    ASSERT_TRUE(pos.ok());
    EXPECT_FALSE(engine_verdict(*pos, other, 100, best, -50).correct);
}

TEST_F(Training, TheEngineJudgesAnotherMoveAtABlunder) {
    // Dama, "W:Wc3,f3:Bc5,f5", White to move: the position is its own mirror image (files a-h
    // swapped), so a move and its mirror score alike. c3-c4 walks into c5xc3: a man lost. The
    // stored best is the engine's own choice; its mirror image is another move, as good.
    const auto pos = core::parse_fen(core::Variant::dama, "W:Wc3,f3:Bc5,f5");
    ASSERT_TRUE(pos.ok());
    analysis::Engine engine;
    const auto best = engine.search(*pos, analysis::Limits{.depth = 6});
    ASSERT_TRUE(best.has_move);
    const auto mirror = [](core::Square s) {
        return core::make_square(7 - core::file_of(s), core::rank_of(s));
    };
    core::Move mirrored{};
    mirrored.from = static_cast<std::uint8_t>(mirror(best.best.from));
    mirrored.to = static_cast<std::uint8_t>(mirror(best.best.to));
    ASSERT_FALSE(mirrored == best.best) << "the best move is its own mirror";
    database::ExerciseRow r;
    r.kind = ExerciseKind::blunder;
    r.variant = core::Variant::dama;
    r.fen = core::to_fen(*pos);
    r.solutions = {core::format_move_full(*pos, best.best)};
    core::Move blunder{};
    for (const auto& m : offered_moves(*pos))
        if (core::format_move_full(*pos, m) == "c3-c4") blunder = m;
    ASSERT_EQ(core::format_move_full(*pos, blunder), "c3-c4");
    TrainingJudge judge(analysis::Limits{.depth = 6}, true);
    const auto bad = judge.judge(r, *pos, blunder);
    EXPECT_FALSE(bad.correct);
    EXPECT_FALSE(bad.needs_engine);
    EXPECT_NE(bad.text.find("" FSI "c3-c4" PDI " loses"), std::string::npos) << bad.text;
    const auto good = judge.judge(r, *pos, mirrored);
    EXPECT_TRUE(good.correct) << good.text;
    EXPECT_EQ(good.text, "Right: " FSI "" + core::format_move_full(*pos, mirrored) +
                             "" PDI " keeps the evaluation.");
}

// Leitner boxes: a missed exercise comes back (in ten minutes, box 1) before a solved one (a day,
// box 1 -> the next day), and the next exercise asked at the same hour is the missed one.
TEST(ExerciseSchedule, AMissedExerciseComesBackBeforeASolvedOne) {
    const std::int64_t now = 1'800'000'000;
    std::vector<database::ExerciseRow> rows(3);
    for (std::size_t i = 0; i < rows.size(); ++i) rows[i].id = static_cast<std::int64_t>(i) + 1;
    ASSERT_EQ(next_exercise(rows, now), 0u);  // all new: in the order built
    rows[0].schedule = after_answer(rows[0].schedule, true, now);
    rows[1].schedule = after_answer(rows[1].schedule, false, now);
    EXPECT_EQ(rows[0].schedule.box, 1);
    EXPECT_EQ(rows[0].schedule.due, now + 24 * 3600);
    EXPECT_EQ(rows[1].schedule.box, 1);
    EXPECT_EQ(rows[1].schedule.due, now + 600);
    EXPECT_LT(rows[1].schedule.due, rows[0].schedule.due);
    EXPECT_EQ(next_exercise(rows, now), 2u);  // the new one, while the others wait
    rows[2].schedule = after_answer(rows[2].schedule, true, now);
    EXPECT_FALSE(next_exercise(rows, now).has_value());
    EXPECT_EQ(next_exercise(rows, now, true), 1u);        // ahead: the missed one first
    EXPECT_EQ(next_exercise(rows, now + 600), 1u);        // due again ten minutes later
    EXPECT_EQ(next_exercise(rows, now + 24 * 3600), 1u);  // answered before, due earlier
    // Right again: box 2, three days.
    rows[0].schedule = after_answer(rows[0].schedule, true, now + 24 * 3600);
    EXPECT_EQ(rows[0].schedule.box, 2);
    EXPECT_EQ(rows[0].schedule.due, now + 24 * 3600 + 3 * 24 * 3600);
    const auto progress = progress_by_kind(rows, now);
    EXPECT_EQ(progress[0].total, 3);
    EXPECT_EQ(progress[0].solved, 2);
    EXPECT_EQ(progress[0].due, 0);
}

TEST_F(Training, TheScheduleIsKeptInTheDatabaseAndABuildKeepsIt) {
    ASSERT_TRUE(build_exercises(*db_, {}).ok());
    auto rows = load_exercises(*db_, {});
    ASSERT_TRUE(rows.ok());
    const auto s = after_answer((*rows)[2].schedule, false, 1000);
    ASSERT_TRUE(db_->save_exercise_schedule((*rows)[2].id, s).ok());
    ASSERT_TRUE(build_exercises(*db_, {}).ok());
    rows = load_exercises(*db_, {});
    ASSERT_TRUE(rows.ok());
    EXPECT_EQ((*rows)[2].schedule, s);
}

TEST_F(Training, AnExerciseSetRoundTripsThroughPdn) {
    ASSERT_TRUE(build_exercises(*db_, {}).ok());
    auto rows = load_exercises(*db_, {});
    ASSERT_TRUE(rows.ok());
    std::vector<core::GameRecord> records;
    for (const auto& r : *rows) {
        auto g = exercise_record(r);
        ASSERT_TRUE(g.ok()) << g.error();
        records.push_back(*g);
    }
    const std::string file = (dir_ / "set.pdn").string();
    ASSERT_TRUE(exporting_write(file, records));
    std::ifstream in(file);
    const std::string text((std::istreambuf_iterator<char>(in)), {});
    EXPECT_NE(text.find("[SetUp \"1\"]"), std::string::npos);
    EXPECT_NE(text.find("[FEN \"" + same_fen(core::Variant::dama, "W:Wd3,h2:Bd4,d6,a7") + "\"]"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("[Event \"Missed capture: Ali Kaya - Veli Demir, Training test 1\"]"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("{The rules demanded d3xd5xd7, which takes 2."), std::string::npos) << text;

    auto fresh = database::GameDatabase::open((dir_ / "fresh.damascope").string());
    ASSERT_TRUE(fresh.ok());
    auto reader = importers::GameFileReader::open(file);
    ASSERT_TRUE(reader.ok()) << reader.error();
    auto imported = import_exercises(fresh.value(), **reader);
    ASSERT_TRUE(imported.ok()) << imported.error();
    EXPECT_TRUE(imported->problems.empty());
    EXPECT_EQ(imported->stored.added, 4);
    auto back = load_exercises(fresh.value(), {});
    ASSERT_TRUE(back.ok());
    ASSERT_EQ(back->size(), rows->size());
    for (std::size_t i = 0; i < rows->size(); ++i) {
        const auto& a = (*rows)[i];
        const auto& b = (*back)[i];
        EXPECT_EQ(a.kind, b.kind);
        EXPECT_EQ(a.variant, b.variant);
        EXPECT_EQ(a.fen, b.fen);
        EXPECT_EQ(a.player, b.player);
        EXPECT_EQ(a.played, b.played);
        EXPECT_EQ(set_of(a.solutions), set_of(b.solutions));
        EXPECT_EQ(a.source, b.source);
        EXPECT_FALSE(b.game_id.has_value());
    }
    // Imported into the database it came from, it changes nothing and keeps the games.
    auto again = importers::GameFileReader::open(file);
    ASSERT_TRUE(again.ok());
    auto same = import_exercises(*db_, **again);
    ASSERT_TRUE(same.ok());
    EXPECT_EQ(same->stored.unchanged, 4);
    rows = load_exercises(*db_, {});
    EXPECT_EQ((*rows)[0].game_id, 1);
}

}  // namespace
}  // namespace damascope::app
