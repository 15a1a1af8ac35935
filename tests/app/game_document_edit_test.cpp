// GameDocument's editing: every change saved at once to a real SQLite file (read back through a
// second connection, as the next start of the app would), undo and redo per game, new games
// stored on their first move, and a database that refuses the write.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>

#include "app/game_document.hpp"
#include "core/annotation.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"
#include "importers/game_file_reader.hpp"

namespace damascope::app {
namespace {

namespace fs = std::filesystem;

// Two Dama games: 1. c3-c4 f6-f5 2. c4-c5 c6xc4 (Black takes the man on c5 from c6, landing on
// c4), and a shorter one.
constexpr const char* games_pdn =
    "[White \"Amal\"]\n[Black \"Bassem\"]\n[Event \"Club\"]\n[Result \"1-0\"]\n"
    "[GameType \"30\"]\n\n1. c3-c4 f6-f5 2. c4-c5 c6xc4 1-0\n\n"
    "[White \"Dina\"]\n[Black \"Emad\"]\n[Event \"Club\"]\n[Result \"*\"]\n"
    "[GameType \"30\"]\n\n1. b3-b4 *\n";

// The value of a result, or `fallback` (with a failure naming the error) when there is none.
template <class T>
T or_else(const core::Result<T>& r, T fallback) {
    EXPECT_TRUE(r.ok()) << r.error();
    return r.ok() ? r.value() : fallback;
}

class GameDocumentEdit : public ::testing::Test {
  protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() /
               ("damascope_doc_edit_" + std::to_string(::getpid()) + "_" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
        path_ = (dir_ / "games.damascope").string();
        auto db = database::GameDatabase::open(path_);
        ASSERT_TRUE(db.ok()) << db.error();
        for (auto& g : importers::read_pdn_text(games_pdn)) {
            ASSERT_TRUE(g.record.has_value()) << g.skip_reason;
            ASSERT_TRUE(db.value().add_game(*g.record).ok());
        }
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
    std::int64_t stored_count() const {
        auto db = database::GameDatabase::open_existing(path_);
        return db.ok() ? or_else(db.value().count_games({}), std::int64_t{-1}) : -1;
    }

    fs::path dir_;
    std::string path_;
};

// The one legal move written `text` in the position.
core::Move move_named(const core::Position& pos, const std::string& text) {
    auto written = core::parse_written_move(pos.variant(), text);
    EXPECT_TRUE(written.ok()) << text;
    if (!written.ok()) return {};
    core::MoveList legal;
    core::generate_legal(pos, legal);
    const std::vector<core::Move> candidates(legal.begin(), legal.end());
    const auto found = core::match_written_move(pos, written.value(), candidates);
    EXPECT_EQ(found.size(), 1u) << text;
    return found.empty() ? core::Move{} : found.front();
}

TEST_F(GameDocumentEdit, AVariationPlayedIsStoredAtOnceAndUndone) {
    GameDocument doc;
    ASSERT_TRUE(doc.open_database(path_, true).ok());
    ASSERT_TRUE(doc.open_game(1).ok());
    doc.session().go_to_ply(1);  // after 1. c3-c4: Black to move, f6-f5 was played
    const core::Move b6b5 = move_named(doc.session().position(), "b6-b5");
    auto r = doc.edit([&](GameSession& s) { return s.play(b6b5).ok(); });
    ASSERT_TRUE(r.ok()) << r.error();
    EXPECT_TRUE(*r);
    EXPECT_FALSE(doc.unsaved());
    EXPECT_EQ(doc.session().ply(), 2);  // the cursor stays on the new move
    // Stored: the main line is unchanged and its second move has b6-b5 as a variation.
    core::GameRecord g = stored(1);
    ASSERT_EQ(g.moves.size(), 4u);
    ASSERT_EQ(g.moves[1].variations.size(), 1u);
    ASSERT_EQ(g.moves[1].variations[0].size(), 1u);
    EXPECT_EQ(g.moves[1].variations[0][0].move, b6b5);
    EXPECT_EQ(g.moves[1].text, "f6-f5");
    // Undo takes it out of the database too, and the cursor back to where it was (ply 1).
    ASSERT_TRUE(doc.can_undo());
    ASSERT_TRUE(or_else(doc.undo(), false));
    EXPECT_TRUE(stored(1).moves[1].variations.empty());
    EXPECT_EQ(doc.session().ply(), 1);
    EXPECT_FALSE(doc.can_undo());
    // Redo brings it back, cursor on it.
    ASSERT_TRUE(or_else(doc.redo(), false));
    EXPECT_EQ(stored(1).moves[1].variations.size(), 1u);
    EXPECT_EQ(doc.session().ply(), 2);
    EXPECT_EQ(doc.session().last_move(), b6b5);
}

TEST_F(GameDocumentEdit, CommentsGlyphsAndArrowsSurviveAReopen) {
    {
        GameDocument doc;
        ASSERT_TRUE(doc.open_database(path_, true).ok());
        ASSERT_TRUE(doc.open_game(1).ok());
        doc.session().go_to_ply(3);  // 2. c4-c5
        const NodeId at = doc.session().cursor();
        const core::Variant v = core::Variant::dama;
        const core::Arrow c6c4{*core::parse_square(v, "c6"), *core::parse_square(v, "c4"),
                               core::MarkColour::red};
        ASSERT_TRUE(or_else(doc.edit([&](GameSession& s) {
            return s.set_comment(at, "a man given away {really} — خطأ");
        }),
                            false));
        ASSERT_TRUE(or_else(doc.edit([&](GameSession& s) {
            return s.set_comment(at, core::toggle_arrow(v, s.node(at).comment, c6c4));
        }),
                            false));
        ASSERT_TRUE(or_else(doc.edit([&](GameSession& s) {
            std::vector<int> nags = s.node(at).nags;
            core::toggle_nag(nags, 4);  // ??
            return s.set_nags(at, nags);
        }),
                            false));
        // An edit that changes nothing is no step of the history.
        EXPECT_FALSE(or_else(
            doc.edit([&](GameSession& s) { return s.set_nags(at, s.node(at).nags); }), true));
    }
    const core::GameRecord g = stored(1);
    ASSERT_EQ(g.moves.size(), 4u);
    EXPECT_EQ(g.moves[2].comment, "a man given away {really} — خطأ [%cal Rc6c4]");
    EXPECT_EQ(g.moves[2].nags, (std::vector<int>{4}));
    // The analysis-free game keeps its other moves as they were.
    EXPECT_TRUE(g.moves[3].comment.empty());
    EXPECT_EQ(g.tag("White"), "Amal");
}

TEST_F(GameDocumentEdit, EachGameHasItsOwnHistory) {
    GameDocument doc;
    ASSERT_TRUE(doc.open_database(path_, true).ok());
    ASSERT_TRUE(doc.open_game(1).ok());
    ASSERT_TRUE(doc.edit([](GameSession& s) { return s.set_comment(root_node, "one"); }).ok());
    ASSERT_TRUE(doc.open_game(2).ok());
    EXPECT_FALSE(doc.can_undo());
    ASSERT_TRUE(doc.edit([](GameSession& s) { return s.set_comment(root_node, "two"); }).ok());
    ASSERT_TRUE(doc.open_game(1).ok());
    EXPECT_EQ(doc.session().node(root_node).comment, "one");
    ASSERT_TRUE(or_else(doc.undo(), false));
    EXPECT_EQ(stored(1).comment, "");
    EXPECT_EQ(stored(2).comment, "two");
}

TEST_F(GameDocumentEdit, VariationCommandsAreSaved) {
    GameDocument doc;
    ASSERT_TRUE(doc.open_database(path_, true).ok());
    ASSERT_TRUE(doc.open_game(1).ok());
    doc.session().go_to_ply(1);
    const core::Move b6b5 = move_named(doc.session().position(), "b6-b5");
    ASSERT_TRUE(doc.edit([&](GameSession& s) { return s.play(b6b5).ok(); }).ok());
    // Promoted one place: b6-b5 is now the main line's second move, f6-f5 its variation.
    ASSERT_TRUE(or_else(doc.edit([](GameSession& s) { return s.promote_one(s.cursor()); }), false));
    core::GameRecord g = stored(1);
    ASSERT_EQ(g.moves.size(), 2u);  // c3-c4 b6-b5: the rest went with f6-f5
    EXPECT_EQ(g.moves[1].move, b6b5);
    ASSERT_EQ(g.moves[1].variations.size(), 1u);
    EXPECT_EQ(g.moves[1].variations[0].size(), 3u);
    // Truncated after the first move: nothing after c3-c4, variations gone too.
    doc.session().go_to_ply(1);
    ASSERT_TRUE(
        or_else(doc.edit([](GameSession& s) { return s.truncate_after(s.cursor()); }), false));
    g = stored(1);
    ASSERT_EQ(g.moves.size(), 1u);
    EXPECT_TRUE(g.moves[0].variations.empty());
    // Both undone: the game is back as imported.
    ASSERT_TRUE(or_else(doc.undo(), false));
    ASSERT_TRUE(or_else(doc.undo(), false));
    ASSERT_TRUE(or_else(doc.undo(), false));
    g = stored(1);
    ASSERT_EQ(g.moves.size(), 4u);
    EXPECT_TRUE(g.moves[1].variations.empty());
}

TEST_F(GameDocumentEdit, ANewGameIsStoredOnItsFirstMove) {
    GameDocument doc;
    ASSERT_TRUE(doc.open_database(path_, true).ok());
    for (int round = 1; round <= 2; ++round) {
        doc.new_game(core::Variant::dhama);
        EXPECT_EQ(doc.game_id(), 0);
        const core::Move m = move_named(doc.session().position(), "11-15");
        ASSERT_TRUE(doc.edit([&](GameSession& s) { return s.play(m).ok(); }).ok());
        // Each new game is a game of its own, even with the same move as the one before.
        EXPECT_EQ(doc.game_id(), 2 + round);
        EXPECT_EQ(stored_count(), 2 + round);
        const core::GameRecord g = stored(doc.game_id());
        EXPECT_EQ(g.variant, core::Variant::dhama);
        ASSERT_EQ(g.moves.size(), 1u);
        EXPECT_EQ(g.moves[0].move, m);
        // Its history followed it to its id: the move can be undone.
        EXPECT_TRUE(doc.can_undo());
    }
    ASSERT_TRUE(or_else(doc.undo(), false));
    EXPECT_TRUE(stored(4).moves.empty());
    EXPECT_EQ(stored_count(), 4);  // undone to no moves, the game stays
}

// A database this process may not write: the edit says so, stays on screen, and is not lost
// silently. Run as another user when the tests run as root (who may write any file).
TEST_F(GameDocumentEdit, ARefusedSaveIsReportedAndKept) {
    if (::geteuid() == 0 && std::system("setpriv --reuid=65534 true 2>/dev/null") != 0)
        GTEST_SKIP() << "running as root without a user who cannot write";
    // Readable by everyone, writable by none but its owner.
    fs::permissions(dir_, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                              fs::perms::others_read | fs::perms::others_exec);
    fs::permissions(path_, fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read |
                               fs::perms::others_read);
    if (::geteuid() != 0) fs::permissions(path_, fs::perms::owner_write, fs::perm_options::remove);
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        if (::geteuid() == 0 && (::setgid(65534) != 0 || ::setuid(65534) != 0)) ::_exit(10);
        GameDocument doc;
        if (!doc.open_database(path_, true).ok()) ::_exit(11);
        if (!doc.open_game(1).ok()) ::_exit(12);
        auto r = doc.edit([](GameSession& s) { return s.set_comment(root_node, "x"); });
        if (r.ok()) ::_exit(13);
        if (r.error().rfind("read-only", 0) != 0) ::_exit(14);
        if (!doc.unsaved()) ::_exit(15);
        if (doc.session().node(root_node).comment != "x") ::_exit(16);  // still shown
        if (doc.save().ok()) ::_exit(17);                               // and still refused
        ::_exit(0);
    }
    int status = 0;
    ASSERT_EQ(::waitpid(child, &status, 0), child);
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 0) << "the check that failed: exit code " << WEXITSTATUS(status);
    EXPECT_EQ(stored(1).comment, "");  // the file is unchanged
}

}  // namespace
}  // namespace damascope::app
