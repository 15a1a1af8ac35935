// The endgame tables as the window shows them: every legal move of a position the tables hold,
// with its verdict from the mover's view, best first; building tables with progress and a cancel
// that writes nothing; what a folder holds. Tables of up to 3 pieces are built in a temporary
// folder (a second or so); the verdicts are worked out by hand from the rules.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "app/endgame_tables.hpp"

namespace damascope::app {
namespace {

namespace fs = std::filesystem;
using core::Color;
using core::Piece;
using core::Variant;
using Verdict = TableMove::Verdict;

core::Square sq(const char* name) {
    return core::make_square(name[0] - 'a', name[1] - '1');
}

core::Position position(Variant v, Color to_move,
                        std::initializer_list<std::pair<const char*, Piece>> pieces) {
    core::Position pos = core::Position::empty(v, to_move);
    for (const auto& [square, piece] : pieces) pos.put(sq(square), piece);
    return pos;
}

const TableMove& row(const TableMoves& t, const char* from, const char* to) {
    auto it = std::find_if(t.moves.begin(), t.moves.end(), [&](const TableMove& m) {
        return m.move.from == sq(from) && m.move.to == sq(to);
    });
    EXPECT_NE(it, t.moves.end()) << from << "-" << to << " is not listed";
    return it == t.moves.end() ? t.moves.front() : *it;
}

fs::path fresh_dir(const std::string& name) {
    const fs::path dir =
        fs::temp_directory_path() / ("damascope_tables_" + std::to_string(::getpid()) + "_" + name);
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

// Dhama and Dama tables up to 3 pieces, built once for the suite.
class Tables3 : public ::testing::Test {
  protected:
    static void SetUpTestSuite() {
        dir_ = fresh_dir("built").string();
        const std::atomic<bool> no_cancel{false};
        for (Variant v : {Variant::dhama, Variant::dama}) {
            TableBuildProgress last;
            auto r = build_tables(
                dir_, v, 3, [&](const TableBuildProgress& p) { last = p; }, no_cancel);
            ASSERT_TRUE(r.ok()) << r.error();
            EXPECT_FALSE(r->cancelled);
            // 2 pieces: 2 x 2 materials; 3 pieces: a side of 2 (men, kings or one of each: 3) and
            // a side of 1 (2), either way round: 12. All of them new.
            EXPECT_EQ(r->tables_built, 16);
            EXPECT_EQ(last.tables_done, 16);
            EXPECT_EQ(last.done, last.total);
        }
    }
    static void TearDownTestSuite() { fs::remove_all(dir_); }
    static std::string dir_;
};
std::string Tables3::dir_;

TEST_F(Tables3, TheFolderListsEveryTableOfTheBuiltVariants) {
    EXPECT_EQ(table_count_up_to(3), 16);
    EndgameTables tables(dir_);
    const TablesInventory& inv = tables.inventory();
    EXPECT_EQ(inv.folder, fs::path(dir_));
    ASSERT_EQ(inv.variants.size(), 3u);
    for (const VariantTables& v : inv.variants) {
        const bool built = v.variant != Variant::turkish;
        EXPECT_EQ(v.tables, built ? 16 : 0);
        EXPECT_EQ(v.complete_pieces, built ? 3 : 0);
        EXPECT_EQ(v.positions > 0, built);
    }
    EXPECT_TRUE(inv.unusable.empty());
}

// Dhama, White to move: kings c3 and g1 against a king on e5, no capture for anyone. Six moves:
// c3 to b2, d2, b4, d4 and g1 to f2, h2. c3-d4 gives a king away (e5xc3 is compulsory) and
// leaves one king each, g1 far from c3: a draw. Every other move keeps two kings against one:
// a win, on White's own move (an odd number of plies).
TEST_F(Tables3, DhamaTwoKingsWinExceptTheMoveThatGivesOneAway) {
    EndgameTables tables(dir_);
    const auto pos =
        position(Variant::dhama, Color::white,
                 {{"c3", Piece::white_king}, {"g1", Piece::white_king}, {"e5", Piece::black_king}});
    const auto t = tables.moves(pos);
    ASSERT_TRUE(t.has_value());
    ASSERT_EQ(t->moves.size(), 6u);
    EXPECT_EQ(row(*t, "c3", "d4").verdict, Verdict::draw);
    EXPECT_EQ(t->moves.back().move.to, sq("d4"));  // the draw comes after every win
    for (std::size_t i = 0; i + 1 < t->moves.size(); ++i) {
        EXPECT_EQ(t->moves[i].verdict, Verdict::win) << t->moves[i].text;
        EXPECT_EQ(t->moves[i].plies % 2, 1) << t->moves[i].text;
        if (i > 0) {
            EXPECT_LE(t->moves[i - 1].plies, t->moves[i].plies);  // fastest first
        }
    }
    // The position's own value is its best move's.
    EXPECT_EQ(t->verdict, Verdict::win);
    EXPECT_EQ(t->plies, t->moves.front().plies);
    EXPECT_EQ(position_verdict_text(pos, *t),
              "White wins in " + std::to_string(t->plies) + " plies (tables)");
}

// The same with Black to move: e5 to d4, f4, d6 or f6, all lost. e5-d4 stands next to c3 with
// e5 empty behind: c3xe5 takes the last black piece, a loss in 2 plies, the fastest, so listed
// last (the slowest loss first); no other move can be taken at once.
TEST_F(Tables3, DhamaTheLoneKingLosesFastestNextToAKing) {
    EndgameTables tables(dir_);
    const auto pos =
        position(Variant::dhama, Color::black,
                 {{"c3", Piece::white_king}, {"g1", Piece::white_king}, {"e5", Piece::black_king}});
    const auto t = tables.moves(pos);
    ASSERT_TRUE(t.has_value());
    ASSERT_EQ(t->moves.size(), 4u);
    EXPECT_EQ(t->moves.back().move.to, sq("d4"));
    EXPECT_EQ(t->moves.back().verdict, Verdict::loss);
    EXPECT_EQ(t->moves.back().plies, 2);
    for (std::size_t i = 0; i < t->moves.size(); ++i) {
        EXPECT_EQ(t->moves[i].verdict, Verdict::loss) << t->moves[i].text;
        EXPECT_EQ(t->moves[i].plies % 2, 0) << t->moves[i].text;
        if (i + 1 < t->moves.size()) {
            EXPECT_GT(t->moves[i].plies, 2) << t->moves[i].text;
        }
        if (i > 0) {
            EXPECT_GE(t->moves[i - 1].plies, t->moves[i].plies);  // slowest first
        }
    }
    EXPECT_EQ(t->verdict, Verdict::loss);
    EXPECT_EQ(verdict_text(Verdict::loss, 2), "Loss in 2 plies");
}

// Dama, White to move: a dama on d4 and a man on a2 against a man on d6. The dama must take
// d6 (landing on d7 or d8, the only two moves) and Black has no piece left: a win in 1 ply
// each.
TEST_F(Tables3, DamaTheDamaTakesTheLastMan) {
    EndgameTables tables(dir_);
    const auto pos =
        position(Variant::dama, Color::white,
                 {{"d4", Piece::white_king}, {"a2", Piece::white_man}, {"d6", Piece::black_man}});
    const auto t = tables.moves(pos);
    ASSERT_TRUE(t.has_value());
    ASSERT_EQ(t->moves.size(), 2u);
    for (const TableMove& m : t->moves) {
        EXPECT_EQ(m.verdict, Verdict::win);
        EXPECT_EQ(m.plies, 1);
    }
    EXPECT_EQ(verdict_text(Verdict::win, 1), "Win in 1 ply");
}

// Black to move there: d6-d5 (forward), d6-c6, d6-e6 (sideways). d6-d5 stands next to the
// dama with d6 empty behind: taken at once, a loss in 2 plies, listed last; the sideways
// moves cannot be taken at once (the dama on d4 reaches neither c6 nor e6).
TEST_F(Tables3, DamaTheManStepsIntoTheDamaLast) {
    EndgameTables tables(dir_);
    const auto pos =
        position(Variant::dama, Color::black,
                 {{"d4", Piece::white_king}, {"a2", Piece::white_man}, {"d6", Piece::black_man}});
    const auto t = tables.moves(pos);
    ASSERT_TRUE(t.has_value());
    ASSERT_EQ(t->moves.size(), 3u);
    EXPECT_EQ(t->moves.back().move.to, sq("d5"));
    EXPECT_EQ(t->moves.back().verdict, Verdict::loss);
    EXPECT_EQ(t->moves.back().plies, 2);
    for (std::size_t i = 0; i + 1 < t->moves.size(); ++i)
        EXPECT_FALSE(t->moves[i].verdict == Verdict::loss && t->moves[i].plies <= 2)
            << t->moves[i].text;
}

// Dama (Arab rules): a lone dama against a lone man is drawn by the rules, even where the
// dama takes the man at once (d4 over d6 to d7 or d8): every move is a draw.
TEST_F(Tables3, DamaLoneDamaAgainstLoneManDrawsEveryMove) {
    EndgameTables tables(dir_);
    const auto pos = position(Variant::dama, Color::white,
                              {{"d4", Piece::white_king}, {"d6", Piece::black_man}});
    const auto t = tables.moves(pos);
    ASSERT_TRUE(t.has_value());
    EXPECT_EQ(t->verdict, Verdict::draw);
    ASSERT_EQ(t->moves.size(), 2u);
    for (const TableMove& m : t->moves) EXPECT_EQ(m.verdict, Verdict::draw);
    EXPECT_EQ(position_verdict_text(pos, *t), "Draw with best play (tables)");
}

TEST_F(Tables3, PositionsBeyondTheTablesAreNotHeld) {
    EndgameTables tables(dir_);
    // Four pieces: no table of 4 was built.
    EXPECT_FALSE(tables.moves(position(Variant::dhama, Color::white,
                                       {{"a1", Piece::white_king},
                                        {"c1", Piece::white_king},
                                        {"e1", Piece::white_king},
                                        {"h8", Piece::black_king}})));
    // Turkish Dama: no table at all.
    EXPECT_FALSE(tables.moves(position(Variant::turkish, Color::white,
                                       {{"d4", Piece::white_king}, {"d6", Piece::black_man}})));
    EXPECT_FALSE(tables.moves(core::Position::initial(Variant::dama)));
}

// A build cancelled as its first table starts writes nothing: no table, no temporary file,
// and the folder then loads no table and reports no unusable file.
TEST(EndgameTablesBuild, CancelledBuildLeavesNothing) {
    const fs::path dir = fresh_dir("cancelled");
    std::atomic<bool> cancel{false};
    int reports = 0;
    auto r = build_tables(
        dir, Variant::dhama, 3,
        [&](const TableBuildProgress&) {
            ++reports;
            cancel = true;
        },
        cancel);
    ASSERT_TRUE(r.ok()) << r.error();
    EXPECT_TRUE(r->cancelled);
    EXPECT_EQ(r->tables_built, 0);
    EXPECT_EQ(reports, 1);
    int files = 0;
    for (const auto& e : fs::recursive_directory_iterator(dir))
        if (e.is_regular_file()) ++files;
    EXPECT_EQ(files, 0);
    EndgameTables tables(dir);
    EXPECT_EQ(tables.inventory().variants[2].tables, 0);
    EXPECT_TRUE(tables.inventory().unusable.empty());
    fs::remove_all(dir);
}

// A stopped build's temporary file (a killed process) is listed as unusable, and the next
// build removes it.
TEST(EndgameTablesBuild, ALeftoverIsListedThenRemovedByTheNextBuild) {
    const fs::path dir = fresh_dir("leftover");
    fs::create_directories(dir / "dhama");
    { std::ofstream(dir / "dhama" / "wm1wk0bm0bk1.egdb.tmp") << "half"; }
    EndgameTables tables(dir);
    ASSERT_EQ(tables.inventory().unusable.size(), 1u);
    EXPECT_TRUE(tables.inventory().unusable[0].leftover);
    const std::atomic<bool> no_cancel{false};
    auto r = build_tables(dir, Variant::dhama, 2, {}, no_cancel);
    ASSERT_TRUE(r.ok()) << r.error();
    EXPECT_EQ(r->tables_built, 4);
    EXPECT_FALSE(fs::exists(dir / "dhama" / "wm1wk0bm0bk1.egdb.tmp"));
    EXPECT_TRUE(tables.reload().unusable.empty());
    EXPECT_EQ(tables.inventory().variants[2].complete_pieces, 2);
    // A second build up to 2 pieces finds every table there: nothing new.
    auto again = build_tables(dir, Variant::dhama, 2, {}, no_cancel);
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(again->tables_built, 0);
    fs::remove_all(dir);
}

}  // namespace
}  // namespace damascope::app
