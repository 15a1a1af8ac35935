// The explorer's stored answers (explorer_store.hpp): the row formats, when a row is valid, and
// that a connection answering from stored rows gives exactly what the index gives, before and
// after games are added, edited and deleted.
#include "database/explorer_store.hpp"

#include <gtest/gtest.h>

#include "database/game_database.hpp"
#include "test_games.hpp"

namespace damascope::database {
namespace {

using testing::make_game;
using testing::temp_db;

TEST(ExplorerStore, FactsRoundTripAndDamagedRowsAreRefused) {
    const std::vector<GameFacts> facts = {{0, 0, 0}, {1, 1858, 0}, {3, 2024, 2150}, {2, 65535, 1}};
    const auto data = explorer_store::encode_facts(facts);
    // Format byte, the count (one varint byte) and five bytes a game.
    EXPECT_EQ(data.size(), 1u + 1u + 5u * 4u);
    auto back = explorer_store::decode_facts(data);
    ASSERT_TRUE(back);
    ASSERT_EQ(back->size(), 4u);
    EXPECT_EQ((*back)[2].outcome, 3);
    EXPECT_EQ((*back)[2].year, 2024);
    EXPECT_EQ((*back)[2].rating, 2150);
    EXPECT_EQ((*back)[3].year, 65535);

    auto truncated = data;
    truncated.pop_back();
    EXPECT_FALSE(explorer_store::decode_facts(truncated));
    auto other_format = data;
    other_format[0] = 99;
    EXPECT_FALSE(explorer_store::decode_facts(other_format));
    EXPECT_FALSE(explorer_store::decode_facts({}));
}

TEST(ExplorerStore, SummaryRoundTripAndDamagedRowsAreRefused) {
    StoredSummary sum;
    sum.moves = {{0x01020304, 10, 5, 3, 2, 4, 8800, 2024}, {9, 1, 0, 1, 0, 0, 0, 0}};
    sum.games = 11;
    sum.first_games = {{4, 0}, {7, 2}};
    const auto data = explorer_store::encode_summary(sum);
    auto back = explorer_store::decode_summary(data);
    ASSERT_TRUE(back);
    EXPECT_EQ(back->games, 11);
    ASSERT_EQ(back->moves.size(), 2u);
    EXPECT_EQ(back->moves[0].next_tag, 0x01020304u);
    EXPECT_EQ(back->moves[0].rating_sum, 8800);
    EXPECT_EQ(back->moves[0].last_year, 2024);
    EXPECT_EQ(back->moves[1].draws, 1);
    EXPECT_EQ(back->first_games, sum.first_games);
    auto truncated = data;
    truncated.pop_back();
    EXPECT_FALSE(explorer_store::decode_summary(truncated));
    auto more_listed_than_games = sum;
    more_listed_than_games.games = 1;
    EXPECT_FALSE(
        explorer_store::decode_summary(explorer_store::encode_summary(more_listed_than_games)));
}

TEST(ExplorerStore, VisitsRoundTripAndDamagedRowsAreRefused) {
    PositionVisits v;
    v.next_tags = {0xDEADBEEF, 7};
    v.visits = {{3, 0, 1}, {3, 4, 0}, {9, 2, PositionVisit::no_move}, {300, 0, 0}};
    const auto data = explorer_store::encode_visits(v);
    // 1 format + 1 count + 2 × 4 tags + 1 count; visits: id delta, ply, slot + 1: 3 bytes each,
    // but 300 - 9 = 291 takes two varint bytes.
    EXPECT_EQ(data.size(), 1u + 1u + 8u + 1u + 4u * 3u + 1u);
    auto back = explorer_store::decode_visits(data);
    ASSERT_TRUE(back);
    EXPECT_EQ(back->next_tags, v.next_tags);
    ASSERT_EQ(back->visits.size(), 4u);
    for (std::size_t i = 0; i < 4; ++i) {
        EXPECT_EQ(back->visits[i].game_id, v.visits[i].game_id);
        EXPECT_EQ(back->visits[i].ply, v.visits[i].ply);
        EXPECT_EQ(back->visits[i].slot, v.visits[i].slot);
    }
    auto truncated = data;
    truncated.pop_back();
    EXPECT_FALSE(explorer_store::decode_visits(truncated));
    auto longer = data;
    longer.push_back(0);
    EXPECT_FALSE(explorer_store::decode_visits(longer));
    auto bad_slot = data;
    bad_slot.back() = 3;  // slot + 1 = 3: a third move, but there are two
    EXPECT_FALSE(explorer_store::decode_visits(bad_slot));
}

std::string answer_text(const PositionSummary& s) {
    std::string out;
    for (const auto& m : s.moves)
        out += m.text + ":" + std::to_string(m.games) + "/" + std::to_string(m.white_wins) + "/" +
               std::to_string(m.draws) + "/" + std::to_string(m.black_wins) + "/" +
               std::to_string(m.last_year) + " ";
    out += "|";
    for (const auto& [id, ply] : s.occurrences)
        out += " " + std::to_string(id) + "@" + std::to_string(ply);
    return out;
}

// A fresh connection with stored answers for every position (threshold 1). Listing one game, the
// answer comes from the stored summary; listing all, from the stored visits.
PositionSummary explore_fresh(const std::string& path, const core::Position& pos,
                              std::size_t max_listed = static_cast<std::size_t>(-1)) {
    auto db = GameDatabase::open(path);
    EXPECT_TRUE(db.ok());
    db.value().set_explorer_store_threshold(1);
    auto r = db.value().explore_position(pos, nullptr, max_listed);
    EXPECT_TRUE(r.ok());
    return r.ok() ? *r : PositionSummary{};
}

std::int64_t stored_rows(const std::string& path) {
    auto c = sqlite::Connection::open(path, sqlite::OpenMode::read_only);
    EXPECT_TRUE(c.ok());
    auto n = c.value()->query_int("SELECT count(*) FROM explorer_store");
    return n.ok() ? *n : -1;
}

TEST(ExplorerStore, StoredAnswersMatchTheIndexAndFollowEveryChange) {
    const std::string path = temp_db("explorer_store_changes");
    const auto start = core::Position::initial(core::Variant::dhama);
    std::int64_t first = 0, second = 0;
    {
        auto db = GameDatabase::open(path);
        ASSERT_TRUE(db.ok());
        ASSERT_TRUE(db.value()
                        .add_game(make_game(core::Variant::dhama, 8, 1, "A", "B", "1-0"), &first)
                        .ok());
        ASSERT_TRUE(db.value()
                        .add_game(make_game(core::Variant::dhama, 8, 2, "C", "D", "0-1"), &second)
                        .ok());
    }
    // The index's answer (nothing stored: the default threshold is far above two games).
    PositionSummary from_index;
    {
        auto db = GameDatabase::open(path);
        ASSERT_TRUE(db.ok());
        auto r = db.value().explore_position(start, nullptr);
        ASSERT_TRUE(r.ok());
        from_index = *r;
    }
    EXPECT_EQ(stored_rows(path), 0);
    ASSERT_EQ(from_index.occurrences.size(), 2u);

    EXPECT_EQ(from_index.games, 2);
    PositionSummary first_only = from_index;
    first_only.occurrences.resize(1);

    // The first connection with a threshold of 1 computes and stores (the facts, the position's
    // visits and its summary); the next ones answer from the stored rows, and all agree with
    // the index.
    EXPECT_EQ(answer_text(explore_fresh(path, start)), answer_text(from_index));
    EXPECT_EQ(stored_rows(path), 3);
    EXPECT_EQ(answer_text(explore_fresh(path, start)), answer_text(from_index));
    const PositionSummary from_summary = explore_fresh(path, start, 1);
    EXPECT_EQ(answer_text(from_summary), answer_text(first_only));
    EXPECT_EQ(from_summary.games, 2);

    // A game added: the stored rows are stale (max(id) changed) and the answer counts it.
    std::int64_t third = 0;
    {
        auto db = GameDatabase::open(path);
        ASSERT_TRUE(
            db.value()
                .add_game(make_game(core::Variant::dhama, 8, 3, "E", "F", "1/2-1/2"), &third)
                .ok());
    }
    EXPECT_EQ(explore_fresh(path, start, 1).games, 3);
    PositionSummary s = explore_fresh(path, start);
    ASSERT_EQ(s.occurrences.size(), 3u);
    std::int64_t draws = 0;
    for (const auto& m : s.moves) draws += m.draws;
    EXPECT_EQ(draws, 1);

    // The first game's result edited to a loss for White (an UPDATE: the generation moves).
    {
        auto db = GameDatabase::open(path);
        auto g = db.value().load_game(first);
        ASSERT_TRUE(g.ok());
        core::GameRecord edited = *g;
        edited.result = "0-1";
        edited.outcome = core::Outcome::black_wins;
        for (auto& [k, v] : edited.tags)
            if (k == "Result") v = "0-1";
        ASSERT_TRUE(db.value().update_game(first, edited).ok());
    }
    for (std::size_t listed : {std::size_t{1}, static_cast<std::size_t>(-1)}) {
        s = explore_fresh(path, start, listed);
        std::int64_t white = 0, black = 0;
        for (const auto& m : s.moves) {
            white += m.white_wins;
            black += m.black_wins;
        }
        EXPECT_EQ(white, 0) << "listing " << listed;
        EXPECT_EQ(black, 2) << "listing " << listed;
    }
    s = explore_fresh(path, start);
    std::int64_t white = 0, black = 0;
    for (const auto& m : s.moves) {
        white += m.white_wins;
        black += m.black_wins;
    }
    EXPECT_EQ(white, 0);
    EXPECT_EQ(black, 2);

    // The second game deleted: the generation moves, max(id) does not (the third game is last).
    {
        auto db = GameDatabase::open(path);
        ASSERT_TRUE(db.value().delete_game(second).ok());
    }
    EXPECT_EQ(explore_fresh(path, start, 1).games, 2);
    s = explore_fresh(path, start);
    ASSERT_EQ(s.occurrences.size(), 2u);
    EXPECT_EQ(s.occurrences[0].first, first);
    EXPECT_EQ(s.occurrences[1].first, third);
}

TEST(ExplorerStore, ADamagedStoredRowIsIgnored) {
    const std::string path = temp_db("explorer_store_damaged");
    {
        auto db = GameDatabase::open(path);
        ASSERT_TRUE(db.ok());
        ASSERT_TRUE(db.value().add_game(make_game(core::Variant::dhama, 8, 1)).ok());
    }
    const auto start = core::Position::initial(core::Variant::dhama);
    const std::string expected = answer_text(explore_fresh(path, start));
    {
        auto c = sqlite::Connection::open(path, sqlite::OpenMode::existing);
        ASSERT_TRUE(c.ok());
        ASSERT_TRUE(c.value()->exec("UPDATE explorer_store SET data = x'01FFFF'").ok());
    }
    EXPECT_EQ(answer_text(explore_fresh(path, start)), expected);
    EXPECT_EQ(answer_text(explore_fresh(path, start, 5)), expected);
}

}  // namespace
}  // namespace damascope::database
