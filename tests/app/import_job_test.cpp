// The import job end to end: real files into real database files.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>
#include <tuple>

#include "app/import_job.hpp"
#include "core/position.hpp"
#include "importers/game_file_reader.hpp"
#include "shared_data.hpp"

namespace damascope::app {
namespace {

const std::string oca = std::string(DAMASCOPE_SHARED_DATA) + "/dhama/OCA_2.0.pdn";
const std::string mixed = std::string(DAMASCOPE_TEST_DATA) + "/app/mixed.pdn";

database::GameDatabase fresh_db(const std::string& name) {
    const std::string path =
        ::testing::TempDir() + "import_" + name + "_" + std::to_string(getpid()) + ".damascope";
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
    auto db = database::GameDatabase::open(path);
    EXPECT_TRUE(db.ok()) << db.error();
    return std::move(db).value();
}

using MoveSeq = std::vector<std::tuple<int, int, core::Bitboard>>;

MoveSeq moves_of(const core::GameRecord& g) {
    MoveSeq m;
    for (const auto& rm : g.moves) m.emplace_back(rm.move.from, rm.move.to, rm.move.captured);
    return m;
}

TEST(ImportJob, WholeOpenCheckersArchive) {
    DAMASCOPE_NEEDS_SHARED_DATA();
    auto db = fresh_db("oca");
    std::vector<ImportProgress> reports;
    auto stats = run_import(db, {oca}, {}, [&](const ImportProgress& p) { reports.push_back(p); });
    ASSERT_TRUE(stats.ok()) << stats.error();
    // Every game is imported: OCA holds no record twice. Its 325 repeats of another game's moves
    // are games of their own (match games with the same moves, players and result, in another
    // round); none stopped, none skipped.
    EXPECT_EQ(stats->games_imported, 22621);
    EXPECT_EQ(stats->duplicates, 0);
    EXPECT_EQ(stats->games_stopped, 0);
    EXPECT_EQ(stats->unsupported, 0);
    EXPECT_EQ(stats->skipped, 0);
    EXPECT_EQ(stats->games_damaged, 0);  // nothing read past: nothing lost
    EXPECT_EQ(stats->not_games, 0);
    EXPECT_TRUE(stats->errors.empty());
    EXPECT_EQ(*db.count_games({}), stats->games_imported);

    // Counted independently here from the file: repeats of the moves, and of the moves with the
    // tags that name a game (none).
    using Names = std::vector<std::string>;
    std::set<std::pair<MoveSeq, Names>> records;
    std::map<MoveSeq, std::int64_t> games_with_moves;
    std::int64_t same_moves = 0, same_record = 0;
    auto reader = importers::GameFileReader::open(oca);
    ASSERT_TRUE(reader.ok());
    while (auto read = reader.value()->next()) {
        ASSERT_TRUE(read->record.has_value());
        const auto& g = *read->record;
        same_moves += ++games_with_moves[moves_of(g)] > 1;
        Names names;
        for (const char* tag : {"Event", "Site", "Date", "Round", "White", "Black"})
            names.emplace_back(g.tag(tag));
        names.push_back(g.result);
        same_record += !records.insert({moves_of(g), names}).second;
    }
    EXPECT_EQ(same_moves, 325);
    EXPECT_EQ(same_record, 0);

    // The games with the same moves are listed for review, in groups: every game of the file
    // whose moves another game has too.
    auto groups = db.same_moves_groups();
    ASSERT_TRUE(groups.ok()) << groups.error();
    std::int64_t grouped = 0, expected_grouped = 0, expected_groups = 0;
    for (const auto& group : *groups) grouped += static_cast<std::int64_t>(group.ids.size());
    for (const auto& [moves, n] : games_with_moves) {
        if (n < 2 || moves.empty()) continue;
        expected_grouped += n;
        ++expected_groups;
    }
    EXPECT_EQ(grouped, expected_grouped);
    EXPECT_EQ(static_cast<std::int64_t>(groups->size()), expected_groups);
    database::GameFilter same;
    same.only_same_moves = true;
    EXPECT_EQ(*db.count_games(same), grouped);

    // Newcastle 1858: games 3, 17, 25 and 35 have the same moves, players and result; all four are
    // kept, in one group (the database once kept 31 of the match's 36 games).
    database::GameFilter newcastle;
    newcastle.event = "Newcastle 1858";
    const auto match = db.list_games(newcastle);
    ASSERT_TRUE(match.ok());
    EXPECT_EQ(match->size(), 36u);
    std::vector<std::int64_t> ids;
    for (const char* event : {"Newcastle 1858, game 3", "Newcastle 1858, game 17",
                              "Newcastle 1858, game 25", "Newcastle 1858, game 35"})
        for (const auto& s : *match)
            if (s.event == event) ids.push_back(s.id);
    ASSERT_EQ(ids.size(), 4u);
    const auto in_group = std::find_if(groups->begin(), groups->end(), [&](const auto& group) {
        return std::find(group.ids.begin(), group.ids.end(), ids[0]) != group.ids.end();
    });
    ASSERT_NE(in_group, groups->end());
    EXPECT_EQ(in_group->ids, ids);

    // No compulsory capture is missed in these master games; shorter captures (legal in
    // English draughts) are marked.
    database::GameFilter marked;
    marked.only_with_marks = true;
    EXPECT_EQ(*db.count_games(marked), stats->games_with_marks);
    EXPECT_GT(stats->games_with_marks, 1500);
    const auto marked_ids = db.game_ids(marked);
    ASSERT_TRUE(marked_ids.ok());
    for (std::int64_t id : *marked_ids) {
        auto g = db.load_game(id);
        ASSERT_TRUE(g.ok()) << g.error();
        for (const auto& m : g->moves)
            ASSERT_FALSE(core::has_mark(m.marks, core::Mark::missed_capture)) << "game " << id;
    }

    // The opening explorer over every game: each game counted once under its first move, with
    // its result in colours (Dhama "1-0" is a win for Black, who moves first).
    auto first_moves = db.moves_from_position(core::Position::initial(core::Variant::dhama));
    ASSERT_TRUE(first_moves.ok()) << first_moves.error();
    std::int64_t counted = 0, black = 0, white = 0, draws = 0;
    for (const auto& m : *first_moves) {
        EXPECT_FALSE(m.text.empty());
        counted += m.games;
        black += m.black_wins;
        white += m.white_wins;
        draws += m.draws;
    }
    auto count_result = [&](const char* result) {
        database::GameFilter f;
        f.result = result;
        return *db.count_games(f);
    };
    EXPECT_EQ(counted, stats->games_imported);
    EXPECT_EQ(black, count_result("1-0"));
    EXPECT_EQ(white, count_result("0-1"));
    EXPECT_EQ(draws, count_result("1/2-1/2"));

    // Progress went forward to the whole file.
    ASSERT_FALSE(reports.empty());
    for (std::size_t i = 1; i < reports.size(); ++i)
        EXPECT_GE(reports[i].bytes_done, reports[i - 1].bytes_done);
    EXPECT_EQ(reports.back().bytes_done, reports.back().bytes_total);
    EXPECT_EQ(reports.back().games, 22621);
    auto log = db.import_log();
    ASSERT_EQ(log->size(), 1u);
    EXPECT_EQ((*log)[0].games_imported, stats->games_imported);

    // Importing the file again adds nothing: every game is found as the same record.
    auto again = run_import(db, {oca});
    ASSERT_TRUE(again.ok()) << again.error();
    EXPECT_EQ(again->games_imported, 0);
    EXPECT_EQ(again->duplicates, 22621);
    EXPECT_EQ(*db.count_games({}), 22621);
}

TEST(ImportJob, ReimportAddsNothingEvenWithSmallTransactions) {
    auto db = fresh_db("reimport");
    ImportOptions small;
    small.commit_every = 1;
    auto first = run_import(db, {mixed}, small);
    ASSERT_TRUE(first.ok()) << first.error();
    EXPECT_EQ(first->games_imported, 4);
    EXPECT_EQ(first->games_stopped, 1);
    EXPECT_EQ(first->unsupported, 1);
    EXPECT_EQ(first->games_with_marks, 1);
    auto second = run_import(db, {mixed});
    ASSERT_TRUE(second.ok());
    EXPECT_EQ(second->games_imported, 0);
    EXPECT_EQ(second->duplicates, 4);
    EXPECT_EQ(*db.count_games({}), 4);
}

TEST(ImportJob, UnreadableFileIsListedAndTheOthersImported) {
    auto db = fresh_db("unreadable");
    const std::string missing = ::testing::TempDir() + "missing.pdn";
    auto stats = run_import(db, {missing, mixed});
    ASSERT_TRUE(stats.ok());
    EXPECT_EQ(stats->files_failed, 1);
    ASSERT_FALSE(stats->errors.empty());
    EXPECT_EQ(stats->errors[0].file, missing);
    EXPECT_EQ(stats->errors[0].line, 0);
    EXPECT_EQ(stats->games_imported, 4);
}

TEST(ImportJob, CancelledImportKeepsWhatItStored) {
    DAMASCOPE_NEEDS_SHARED_DATA();
    auto db = fresh_db("cancel");
    std::atomic<bool> cancel{false};
    ImportOptions options;
    options.commit_every = 1000;
    options.progress_every = 2000;
    auto stats = run_import(
        db, {oca}, options, [&](const ImportProgress&) { cancel = true; }, &cancel);
    ASSERT_TRUE(stats.ok()) << stats.error();
    EXPECT_TRUE(stats->cancelled);
    EXPECT_GE(stats->games_imported, 1500);
    EXPECT_LT(stats->games_imported, 22000);
    EXPECT_EQ(*db.count_games({}), stats->games_imported);
    EXPECT_EQ(db.import_log()->size(), 1u);
}

}  // namespace
}  // namespace damascope::app

namespace damascope::app {
namespace {

// A file mixing games under both Dama rule sets: nothing stopped under auto, each game under the
// rules its moves or its tag say, and the count of federation games.
TEST(ImportJob, DamaRulesPerGameOrForcedForTheWholeImport) {
    const std::string file = std::string(DAMASCOPE_TEST_DATA) + "/importers/rule_sets.pdn";
    struct Case {
        importers::DamaRules rules;
        std::int64_t turkish, stopped;
    };
    for (const Case& c :
         {Case{importers::DamaRules::auto_detect, 2, 1}, Case{importers::DamaRules::arab, 0, 2},
          Case{importers::DamaRules::turkish, 4, 0}}) {
        auto db =
            fresh_db(std::string("rules_") + std::string(importers::dama_rules_name(c.rules)));
        ImportOptions options;
        options.dama_rules = c.rules;
        auto stats = run_import(db, {file}, options);
        ASSERT_TRUE(stats.ok()) << stats.error();
        EXPECT_EQ(stats->games_imported, 4);
        EXPECT_EQ(stats->rules_turkish, c.turkish);
        EXPECT_EQ(stats->games_stopped, c.stopped);
        database::GameFilter f;
        f.variant = core::Variant::turkish;
        EXPECT_EQ(*db.count_games(f), c.turkish);
    }
}

}  // namespace
}  // namespace damascope::app
