// The real game files of ../shared/data read in full.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <set>

#include "core/movegen.hpp"
#include "importers/game_file_reader.hpp"
#include "shared_data.hpp"

namespace damascope::importers {
namespace {

const std::string shared = DAMASCOPE_SHARED_DATA "/";

struct FileStats {
    std::vector<ReadGame> games;
    int records = 0, skipped = 0, unsupported = 0, stopped = 0;
    int with_missed = 0, with_longer = 0;
};

// Reads a whole file; keep_games = false keeps only the counts (the OCA file is big).
FileStats read_all(const std::string& path, bool keep_games = true) {
    FileStats s;
    auto reader = GameFileReader::open(path);
    EXPECT_TRUE(reader.ok()) << (reader.ok() ? "" : reader.error());
    if (!reader.ok()) return s;
    while (auto g = reader.value()->next()) {
        if (!g->record) {
            ++s.skipped;
            s.unsupported += g->unsupported;
        } else {
            ++s.records;
            s.stopped += g->record->stopped.has_value();
            bool missed = false, longer = false;
            for (const auto& m : g->record->moves) {
                missed |= core::has_mark(m.marks, core::Mark::missed_capture);
                longer |= core::has_mark(m.marks, core::Mark::longer_chain_available);
            }
            s.with_missed += missed;
            s.with_longer += longer;
        }
        if (keep_games) s.games.push_back(std::move(*g));
    }
    EXPECT_EQ(reader.value()->bytes_read(), reader.value()->total_bytes());
    return s;
}

// Checks, with the move generator, that the move played at `ply` took fewer pieces than another
// legal capture (what the longer_chain_available mark says for Dhama).
void expect_shorter_capture(const core::GameRecord& r, int ply, const std::string& text) {
    ASSERT_LE(ply, static_cast<int>(r.moves.size()));
    core::Position pos = r.start;
    for (int i = 0; i + 1 < ply; ++i) pos.play(r.moves[static_cast<std::size_t>(i)].move);
    const auto& played = r.moves[static_cast<std::size_t>(ply - 1)];
    EXPECT_EQ(played.text, text);
    EXPECT_TRUE(core::has_mark(played.marks, core::Mark::longer_chain_available));
    core::MoveList legal;
    core::generate_legal(pos, legal);
    EXPECT_TRUE(legal.contains(played.move));
    int longest = 0;
    for (const auto& m : legal) longest = std::max(longest, m.capture_count());
    EXPECT_EQ(played.move.capture_count(), 1);
    EXPECT_EQ(longest, 2);
}

TEST(RealFiles, OpenCheckersArchive) {
    DAMASCOPE_NEEDS_SHARED_DATA();
    FileStats s;
    std::map<std::int64_t, core::GameRecord> checked;  // games checked by hand, by line
    std::set<std::vector<std::uint64_t>> sequences;
    int repeats = 0, full_paths = 0, full_path_mismatch = 0;
    auto reader = GameFileReader::open(shared + "dhama/OCA_2.0.pdn");
    ASSERT_TRUE(reader.ok()) << reader.error();
    while (auto g = reader.value()->next()) {
        ASSERT_TRUE(g->record) << g->skip_reason;
        for (const auto& p : g->problems) ADD_FAILURE() << p.text();
        EXPECT_FALSE(g->record->damaged);
        const auto& r = *g->record;
        ++s.records;
        s.stopped += r.stopped.has_value();
        bool missed = false, longer = false;
        std::vector<std::uint64_t> seq;
        for (const auto& m : r.moves) {
            missed |= core::has_mark(m.marks, core::Mark::missed_capture);
            longer |= core::has_mark(m.marks, core::Mark::longer_chain_available);
            seq.push_back(m.move.captured ^ (std::uint64_t{m.move.from} << 56) ^
                          (std::uint64_t{m.move.to} << 48));
            const auto squares = std::count_if(m.text.begin(), m.text.end(),
                                               [](char c) { return c == 'x' || c == '-'; }) +
                                 1;
            if (squares >= 3) {
                ++full_paths;
                full_path_mismatch += m.move.capture_count() != squares - 1;
            }
        }
        s.with_missed += missed;
        s.with_longer += longer;
        if (!sequences.insert(seq).second) ++repeats;
        if (g->line == 182 || g->line == 745 || g->line == 85806) checked[g->line] = r;
        if (r.stopped) ADD_FAILURE() << "line " << g->line << ": " << r.stopped->reason;
    }
    EXPECT_EQ(s.records, 22621);
    EXPECT_EQ(s.stopped, 0);
    EXPECT_EQ(s.with_missed, 0);
    // English-draughts players may take fewer pieces than another capture offers. The count is
    // pinned after checking samples on the board (below); the README says "about 2,000".
    EXPECT_EQ(s.with_longer, 1986);
    // Facts stated with the file (../shared/data/README.md).
    EXPECT_EQ(repeats, 325);
    EXPECT_EQ(full_paths, 27818);
    EXPECT_EQ(full_path_mismatch, 0);

    ASSERT_EQ(checked.size(), 3u);
    // Edinburgh 1847 game 11, 9. 5x14: 6x13x22 would have taken two.
    expect_shorter_capture(checked[182], 17, "5x14");
    // Newcastle 1849 game 22, 21... 13x6: 18x11x4 would have taken two (and crowned).
    expect_shorter_capture(checked[745], 42, "13x6");
    // US National 1924 (Gonotsky - Jordan), 3... 25x18: 26x17x10 would have taken two.
    expect_shorter_capture(checked[85806], 6, "25x18");
}

TEST(RealFiles, PayneAndTraps) {
    DAMASCOPE_NEEDS_SHARED_DATA();
    auto payne = read_all(shared + "dhama/payne.pdn");
    EXPECT_EQ(payne.records, 50);
    EXPECT_EQ(payne.stopped, 0);
    EXPECT_EQ(payne.with_missed, 0);
    for (const auto& g : payne.games) EXPECT_EQ(g.record->tag("Date").size(), 4u);
    auto traps = read_all(shared + "dhama/traps.pdn");
    EXPECT_EQ(traps.records, 15);
    EXPECT_EQ(traps.stopped, 0);
    EXPECT_EQ(traps.with_missed, 0);
    for (const auto& g : traps.games) {
        EXPECT_TRUE(g.record->tag("Result").empty());
        EXPECT_NE(g.record->result, "");
    }
}

TEST(RealFiles, Pdn3Samples) {
    DAMASCOPE_NEEDS_SHARED_DATA();
    const std::string dir = shared + "dhama/pdn3_samples/";
    auto principles = read_all(dir + "Principles_of_Strategy.pdn");
    EXPECT_EQ(principles.records, 16);
    EXPECT_EQ(principles.stopped, 0);
    auto gem = read_all(dir + "gem.pdn");
    EXPECT_EQ(gem.records, 162);
    for (const auto& g : gem.games) EXPECT_FALSE(g.record->start_fen.empty());
    auto beginner = read_all(dir + "beginner.pdn");
    // Problem #10 puts a White man on square 1, White's crowning row; the core accepts such a
    // set-up (problem files use it), so all 58 games are read.
    EXPECT_EQ(beginner.records, 58);
    EXPECT_EQ(beginner.skipped, 0);
    bool found_problem_10 = false;
    for (const auto& g : beginner.games)
        if (g.record && g.record->start_fen == "W:W18,K15,1:BK30,K26,2.") found_problem_10 = true;
    EXPECT_TRUE(found_problem_10);
    for (const char* f : {"linecomment.pdn", "movestrength.pdn", "unicode.pdn", "variation.pdn"}) {
        auto s = read_all(dir + f);
        EXPECT_EQ(s.records, 0) << f;
        EXPECT_EQ(s.unsupported, 1) << f;
    }
}

TEST(RealFiles, EngineRoundPdnAndCsvLogsAgree) {
    DAMASCOPE_NEEDS_SHARED_DATA();
    auto pdn = read_all(shared + "dama/engine_round1.pdn");
    EXPECT_EQ(pdn.records, 225);
    EXPECT_EQ(pdn.stopped, 0);
    std::map<std::pair<std::string, std::string>, const core::GameRecord*> by_players;
    for (const auto& g : pdn.games) {
        EXPECT_EQ(g.record->variant, core::Variant::dama);
        by_players[{g.record->tag("White"), g.record->tag("Black")}] =
            g.record ? &*g.record : nullptr;
    }
    EXPECT_EQ(by_players.size(), 225u);
    int compared = 0, same_result = 0;
    for (const auto& entry :
         std::filesystem::directory_iterator(shared + "dama/engine_round1_csv")) {
        auto csv = read_all(entry.path().string());
        ASSERT_EQ(csv.records, 1) << entry.path();
        const auto& c = *csv.games[0].record;
        EXPECT_FALSE(c.stopped) << entry.path();
        auto it = by_players.find({c.tag("White"), c.tag("Black")});
        ASSERT_NE(it, by_players.end()) << entry.path();
        const auto& p = *it->second;
        ASSERT_EQ(c.moves.size(), p.moves.size()) << entry.path();
        for (std::size_t i = 0; i < c.moves.size(); ++i)
            ASSERT_EQ(c.moves[i].move, p.moves[i].move) << entry.path() << " ply " << i + 1;
        ++compared;
        // The PDN results were worked out from the final position, '*' where that was not an end.
        if (p.result != "*") {
            EXPECT_EQ(c.result, p.result) << entry.path();
        }
        same_result += c.result == p.result;
    }
    EXPECT_EQ(compared, 225);
    // Three logs end on a lone dama against a lone man: a draw by our rules, '*' in the PDN.
    EXPECT_EQ(same_result, 222);
}

}  // namespace
}  // namespace damascope::importers
