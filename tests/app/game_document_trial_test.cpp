// GameDocument's trial lines: moves tried on a stored game are on the board, stepped through and
// undone, but not written into the database (read back through a second connection, as the next
// start of the app would) until they are kept: as a variation, as the main line, by a note on one
// of them, or when the game is left and the user says Keep.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "app/game_document.hpp"
#include "app/window_texts.hpp"
#include "importers/game_file_reader.hpp"
#include "session_test_support.hpp"

namespace damascope::app {
namespace {

namespace fs = std::filesystem;
using testing::find_move;

// A Dama game: 1. c3-c4 f6-f5 2. c4-c5 c6xc4.
constexpr const char* game_pdn =
    "[White \"Amal\"]\n[Black \"Bassem\"]\n[Event \"Club\"]\n[Result \"1-0\"]\n"
    "[GameType \"30\"]\n\n1. c3-c4 f6-f5 2. c4-c5 c6xc4 1-0\n\n"
    "[White \"Dina\"]\n[Black \"Emad\"]\n[Event \"Club\"]\n[Result \"*\"]\n"
    "[GameType \"30\"]\n\n1. b3-b4 *\n";

class TrialLine : public ::testing::Test {
  protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() /
               ("damascope_trial_" + std::to_string(::getpid()) + "_" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
        path_ = (dir_ / "games.damascope").string();
        {
            auto db = database::GameDatabase::open(path_);
            ASSERT_TRUE(db.ok()) << db.error();
            for (auto& g : importers::read_pdn_text(game_pdn)) {
                ASSERT_TRUE(g.record.has_value()) << g.skip_reason;
                ASSERT_TRUE(db.value().add_game(*g.record).ok());
            }
        }
        ASSERT_TRUE(doc_.open_database(path_, true).ok());
        ASSERT_TRUE(doc_.open_game(1).ok());
        version_ = version(1);
        as_imported_ = stored(1);
    }
    void TearDown() override { fs::remove_all(dir_); }

    // The game as stored, through a connection of its own.
    core::GameRecord stored(std::int64_t id) const {
        auto db = database::GameDatabase::open_existing(path_);
        EXPECT_TRUE(db.ok()) << db.error();
        auto g = db.value().load_game(id);
        EXPECT_TRUE(g.ok()) << g.error();
        return g.ok() ? g.value() : core::GameRecord{};
    }
    // The stored game's version: it moves with every write of it.
    std::uint64_t version(std::int64_t id) const {
        auto db = database::GameDatabase::open_existing(path_);
        EXPECT_TRUE(db.ok()) << db.error();
        auto v = db.value().stored_version(id);
        EXPECT_TRUE(v.ok() && v->has_value());
        return v.ok() && v->has_value() ? **v : 0;
    }
    bool unchanged() const {
        return version(1) == version_ && same_moves_and_notes(stored(1), as_imported_);
    }
    // Plays the moves (written as the notation writes them) from the cursor.
    GameDocument::Played play(const std::vector<std::string>& texts) {
        std::vector<core::Move> moves;
        core::Position pos = doc_.session().position();
        for (const auto& t : texts) {
            moves.push_back(find_move(pos, t));
            pos.play(moves.back());
        }
        auto r = doc_.play(moves);
        EXPECT_TRUE(r.ok()) << r.error();
        return r.ok() ? r.value() : GameDocument::Played{};
    }

    fs::path dir_;
    std::string path_;
    GameDocument doc_;
    std::uint64_t version_ = 0;
    core::GameRecord as_imported_;
};

TEST_F(TrialLine, AMoveTriedIsShownButNotStored) {
    doc_.session().go_to_ply(1);  // after 1. c3-c4; f6-f5 was played
    const auto played = play({"b6-b5"});
    EXPECT_TRUE(played.added);
    EXPECT_TRUE(played.illegal.empty());
    EXPECT_EQ(doc_.session().ply(), 2);
    EXPECT_TRUE(doc_.session().is_trial(doc_.session().cursor()));
    EXPECT_TRUE(doc_.on_trial_line());
    EXPECT_TRUE(doc_.has_trial_line());
    EXPECT_FALSE(doc_.unsaved());  // nothing is waiting to be saved: it is not meant to be
    EXPECT_TRUE(unchanged());
    // The move list draws it apart, and the status line says it is not saved.
    bool token_is_trial = false;
    for (const MoveToken& t : doc_.session().tokens())
        if (t.kind == MoveToken::Kind::move && t.node == doc_.session().cursor())
            token_is_trial = t.trial;
    EXPECT_TRUE(token_is_trial);
    EXPECT_NE(position_message(doc_, "", "").find("Trial line"), std::string::npos);
    // Stepping back onto the stored moves: no longer on the trial line.
    doc_.session().prev();
    doc_.session().next();  // the main continuation, f6-f5
    EXPECT_FALSE(doc_.on_trial_line());
    EXPECT_TRUE(doc_.has_trial_line());
}

TEST_F(TrialLine, MovesPastTheEndAndALineOfMovesAreNotStoredEither) {
    doc_.session().end();
    play({"h3-h4", "b6-b5"});                        // an engine line played on the board
    EXPECT_EQ(doc_.session().main_line_plies(), 6);  // shown as the game's continuation
    EXPECT_TRUE(unchanged());
    EXPECT_EQ(stored(1).moves.size(), 4u);
}

TEST_F(TrialLine, KeepAsVariationStoresTheLineAndUndoTakesItBack) {
    doc_.session().go_to_ply(1);
    play({"b6-b5", "c4-c5"});
    doc_.session().prev();  // the cursor on b6-b5: the line through it is kept, c4-c5 too
    auto kept = doc_.keep_trial_line(GameDocument::KeepAs::variation);
    ASSERT_TRUE(kept.ok()) << kept.error();
    EXPECT_TRUE(*kept);
    EXPECT_FALSE(doc_.has_trial_line());
    const core::GameRecord g = stored(1);
    ASSERT_EQ(g.moves.size(), 4u);
    EXPECT_EQ(g.moves[1].text, "f6-f5");
    ASSERT_EQ(g.moves[1].variations.size(), 1u);
    ASSERT_EQ(g.moves[1].variations[0].size(), 2u);
    EXPECT_EQ(g.moves[1].variations[0][0].text, "b6-b5");
    EXPECT_EQ(g.moves[1].variations[0][1].text, "c4-c5");
    // Undo: the game as imported in the database, the line back on the board as a trial line.
    ASSERT_TRUE(doc_.undo().ok());
    EXPECT_TRUE(same_moves_and_notes(stored(1), as_imported_));
    EXPECT_TRUE(doc_.has_trial_line());
    EXPECT_TRUE(doc_.on_trial_line());
    // Undo again takes the tried moves off the board, and writes nothing.
    const std::uint64_t v = version(1);
    ASSERT_TRUE(doc_.undo().ok());
    EXPECT_FALSE(doc_.has_trial_line());
    EXPECT_EQ(doc_.session().ply(), 1);
    EXPECT_EQ(version(1), v);
    // Redo twice: tried, then kept again.
    ASSERT_TRUE(doc_.redo().ok());
    EXPECT_TRUE(doc_.has_trial_line());
    EXPECT_EQ(version(1), v);
    ASSERT_TRUE(doc_.redo().ok());
    EXPECT_EQ(stored(1).moves[1].variations.size(), 1u);
}

TEST_F(TrialLine, KeepAsMainLineMakesItTheGame) {
    doc_.session().go_to_ply(1);
    play({"b6-b5"});
    auto kept = doc_.keep_trial_line(GameDocument::KeepAs::main_line);
    ASSERT_TRUE(kept.ok() && *kept);
    const core::GameRecord g = stored(1);
    ASSERT_EQ(g.moves.size(), 2u);  // c3-c4 b6-b5; f6-f5 and what followed it a variation
    EXPECT_EQ(g.moves[1].text, "b6-b5");
    ASSERT_EQ(g.moves[1].variations.size(), 1u);
    EXPECT_EQ(g.moves[1].variations[0].size(), 3u);
}

TEST_F(TrialLine, NothingToKeepOffATrialLine) {
    doc_.session().go_to_ply(2);
    auto kept = doc_.keep_trial_line(GameDocument::KeepAs::variation);
    ASSERT_TRUE(kept.ok());
    EXPECT_FALSE(*kept);
    EXPECT_TRUE(unchanged());
}

TEST_F(TrialLine, ACommentOrGlyphOnATrialMoveKeepsItsLine) {
    doc_.session().go_to_ply(1);
    play({"b6-b5", "c4-c5"});
    doc_.session().prev();
    const NodeId at = doc_.session().cursor();
    auto r = doc_.edit([&](GameSession& s) { return s.set_comment(at, "better"); });
    ASSERT_TRUE(r.ok() && *r);
    EXPECT_FALSE(doc_.has_trial_line());
    const core::GameRecord g = stored(1);
    ASSERT_EQ(g.moves[1].variations.size(), 1u);
    ASSERT_EQ(g.moves[1].variations[0].size(), 2u);
    EXPECT_EQ(g.moves[1].variations[0][0].comment, "better");

    // A glyph on the second of two trial moves past the end keeps both.
    doc_.session().go_to_ply(4);  // the main line's end
    play({"h3-h4", "b6-b5"});
    const NodeId last = doc_.session().cursor();
    ASSERT_TRUE(doc_.edit([&](GameSession& s) { return s.set_nags(last, {1}); }).ok());
    EXPECT_FALSE(doc_.has_trial_line());
    ASSERT_EQ(stored(1).moves.size(), 6u);
    EXPECT_EQ(stored(1).moves[5].nags, (std::vector<int>{1}));
}

TEST_F(TrialLine, ANoteOnAStoredMoveIsSavedAndLeavesTheTrialLineAlone) {
    doc_.session().go_to_ply(1);
    play({"b6-b5"});
    doc_.session().go_to_ply(2);  // f6-f5, stored
    const NodeId at = doc_.session().cursor();
    ASSERT_TRUE(doc_.edit([&](GameSession& s) { return s.set_comment(at, "played"); }).ok());
    const core::GameRecord g = stored(1);
    EXPECT_EQ(g.moves[1].comment, "played");
    EXPECT_TRUE(g.moves[1].variations.empty());
    EXPECT_TRUE(doc_.has_trial_line());
}

TEST_F(TrialLine, AChangeOfTrialMovesOnlyWritesNothing) {
    doc_.session().go_to_ply(1);
    play({"b6-b5"});
    const NodeId at = doc_.session().cursor();
    auto r = doc_.edit([&](GameSession& s) { return s.delete_variation(at); });
    ASSERT_TRUE(r.ok() && *r);
    EXPECT_FALSE(doc_.has_trial_line());
    EXPECT_TRUE(unchanged());
    ASSERT_TRUE(doc_.undo().ok());  // and undone like any change
    EXPECT_TRUE(doc_.has_trial_line());
    EXPECT_TRUE(unchanged());
}

TEST_F(TrialLine, LeavingTheGameKeepsOrDiscardsEveryTrialLine) {
    doc_.session().go_to_ply(1);
    play({"b6-b5"});
    doc_.session().go_to_ply(2);
    play({"h3-h4"});
    EXPECT_TRUE(doc_.has_trial_line());  // what the window asks about before another game opens
    auto kept = doc_.keep_all_trial_lines();
    ASSERT_TRUE(kept.ok() && *kept);
    const core::GameRecord g = stored(1);
    EXPECT_EQ(g.moves[1].variations.size(), 1u);
    EXPECT_EQ(g.moves[2].variations.size(), 1u);

    ASSERT_TRUE(doc_.open_game(2).ok());
    doc_.session().end();
    play({"f6-f5"});
    const std::uint64_t v = version(2);
    doc_.discard_trial_lines();
    EXPECT_FALSE(doc_.has_trial_line());
    EXPECT_EQ(doc_.session().ply(), 1);  // back on the last stored move
    ASSERT_TRUE(doc_.open_game(2).ok());
    EXPECT_EQ(doc_.session().main_line_plies(), 1);
    EXPECT_EQ(version(2), v);
}

TEST_F(TrialLine, TheGameReadAgainKeepsTheTrialLineOnTheBoard) {
    doc_.session().go_to_ply(1);
    play({"b6-b5"});
    ASSERT_TRUE(doc_.reload_game().ok());
    EXPECT_TRUE(doc_.has_trial_line());
    EXPECT_TRUE(doc_.on_trial_line());
    EXPECT_TRUE(unchanged());
}

TEST_F(TrialLine, ANewGamesMovesAreSavedAsPlayed) {
    doc_.new_game(core::Variant::dama);
    EXPECT_TRUE(doc_.enters_moves());
    play({"c3-c4"});
    EXPECT_FALSE(doc_.has_trial_line());
    ASSERT_NE(doc_.game_id(), 0);
    const std::int64_t id = doc_.game_id();
    play({"f6-f5"});  // still entered once it is a stored game
    EXPECT_FALSE(doc_.has_trial_line());
    EXPECT_EQ(stored(id).moves.size(), 2u);
}

}  // namespace
}  // namespace damascope::app
