// GameDatabase lists: filters, ordering, paging and counts.
#include <gtest/gtest.h>

#include <algorithm>

#include "database/game_database.hpp"
#include "test_games.hpp"

namespace damascope::database {
namespace {

using testing::make_game;
using testing::temp_db;

struct Spec {
    core::Variant variant;
    const char* white;
    const char* black;
    const char* result;
    const char* date;
    const char* event;
    int plies;
    bool marked;
};

// Ids are given in this order, from 1.
const Spec specs[] = {
    {core::Variant::dama, "Ahmet Yilmaz", "Mehmet Kaya", "1-0", "2021.03.04", "Istanbul Open", 10,
     false},
    {core::Variant::dama, "mehmet kaya", "Ali Demir", "0-1", "2021.05.?\?", "Istanbul Open", 14,
     true},
    {core::Variant::dhama, "Wyllie, J.", "Moorhead, W.", "0-1", "1841-?\?-?\?", "Manchester 1841",
     8, false},
    {core::Variant::dhama, "Anderson, A.", "Wyllie, J.", "1/2-1/2", "1847", "Edinburgh 1847", 12,
     true},
    {core::Variant::dama, "Ayse 50%_off", "Can", "*", "", "Online", 6, false},
    {core::Variant::dhama, "Hay, W.", "Wyllie, J.", "1-0", "1842-06-01", "Alwick 1842", 16, false},
};

class GameFilterTest : public ::testing::Test {
  protected:
    void SetUp() override {
        auto opened = GameDatabase::open(temp_db("filters"));
        ASSERT_TRUE(opened.ok()) << opened.error();
        db_.emplace(std::move(opened).value());
        int seed = 0;
        for (const Spec& s : specs) {
            auto g = make_game(s.variant, s.plies, seed++, s.white, s.black, s.result);
            g.tags.emplace_back("Date", s.date);
            for (auto& [k, v] : g.tags)
                if (k == "Event") v = s.event;
            if (s.marked) g.moves[2].marks = static_cast<core::MarkSet>(core::Mark::missed_capture);
            ASSERT_EQ(*db_->add_game(g), AddOutcome::added);
        }
    }
    std::vector<std::int64_t> ids(const GameFilter& f) {
        auto list = db_->list_games(f);
        EXPECT_TRUE(list.ok()) << list.error();
        std::vector<std::int64_t> out;
        for (const auto& g : *list) out.push_back(g.id);
        // The three queries agree.
        EXPECT_EQ(*db_->game_ids(f), out);
        GameFilter all = f;
        all.limit = -1;
        all.offset = 0;
        EXPECT_EQ(*db_->count_games(f), static_cast<std::int64_t>(db_->list_games(all)->size()));
        return out;
    }
    std::optional<GameDatabase> db_;
};

using Ids = std::vector<std::int64_t>;

TEST_F(GameFilterTest, PlayerMatchesWhiteOrBlackAsASubstringIgnoringCase) {
    GameFilter f;
    f.player = "MEHMET";
    EXPECT_EQ(ids(f), (Ids{1, 2}));
    f.player = "wyllie";
    EXPECT_EQ(ids(f), (Ids{3, 4, 6}));
    f.player = "50%_";  // wildcards are literal
    EXPECT_EQ(ids(f), (Ids{5}));
    f.player = "%";
    EXPECT_EQ(ids(f), (Ids{5}));
}

TEST_F(GameFilterTest, EventResultVariantAndMarks) {
    GameFilter f;
    f.event = "istanbul";
    EXPECT_EQ(ids(f), (Ids{1, 2}));
    f = {};
    f.result = "0-1";
    EXPECT_EQ(ids(f), (Ids{2, 3}));
    f = {};
    f.variant = core::Variant::dhama;
    EXPECT_EQ(ids(f), (Ids{3, 4, 6}));
    f = {};
    f.only_with_marks = true;
    EXPECT_EQ(ids(f), (Ids{2, 4}));
    f.variant = core::Variant::dama;
    EXPECT_EQ(ids(f), (Ids{2}));
}

TEST_F(GameFilterTest, DateRangesTreatUnknownPartsAsZeroAndSkipUndated) {
    GameFilter f;
    f.date_from = "1841";
    f.date_to = "1847";
    EXPECT_EQ(ids(f), (Ids{3, 4, 6}));
    f.date_to = "1842-05";
    EXPECT_EQ(ids(f), (Ids{3}));
    f = {};
    f.date_from = "2021.05.01";  // dots read like dashes
    EXPECT_EQ(ids(f), (Ids{}));  // 2021-05-?\? compares as 2021-05-00
    f.date_from = "2021-05";
    EXPECT_EQ(ids(f), (Ids{2}));
    f = {};
    f.date_to = "2100";
    EXPECT_EQ(ids(f), (Ids{1, 2, 3, 4, 6}));  // game 5 has no date
}

TEST_F(GameFilterTest, OrderingByEachColumnBothWays) {
    GameFilter f;
    f.order_by = "white";
    EXPECT_EQ(ids(f), (Ids{1, 4, 5, 6, 3, 2}));  // binary order: capitals first
    f.order_by = "plies";
    EXPECT_EQ(ids(f), (Ids{5, 3, 1, 4, 2, 6}));
    f.descending = true;
    EXPECT_EQ(ids(f), (Ids{6, 2, 4, 1, 3, 5}));
    f.order_by = "date";
    f.descending = false;
    EXPECT_EQ(ids(f), (Ids{5, 3, 6, 4, 1, 2}));
    f.order_by = "marks";  // ties keep id order
    EXPECT_EQ(ids(f), (Ids{1, 3, 5, 6, 2, 4}));
    f.order_by = "result";
    EXPECT_EQ(ids(f), (Ids{5, 2, 3, 1, 6, 4}));
    f.order_by = "black";
    EXPECT_EQ(ids(f), (Ids{2, 5, 1, 3, 4, 6}));
    f.order_by = "event";
    EXPECT_EQ(ids(f), (Ids{6, 4, 1, 2, 3, 5}));
    f.order_by = "id";
    f.descending = true;
    EXPECT_EQ(ids(f), (Ids{6, 5, 4, 3, 2, 1}));
    f.order_by = "elo; DROP TABLE games";
    EXPECT_FALSE(db_->list_games(f).ok());
    EXPECT_EQ(*db_->count_games({}), 6);
}

TEST_F(GameFilterTest, PagesTogetherMakeTheWholeList) {
    GameFilter f;
    f.order_by = "white";
    const Ids all = ids(f);
    Ids paged;
    for (std::int64_t offset = 0; offset < 8; offset += 4) {
        f.limit = 4;
        f.offset = offset;
        const Ids page = ids(f);
        EXPECT_LE(page.size(), 4u);
        paged.insert(paged.end(), page.begin(), page.end());
    }
    EXPECT_EQ(paged, all);
    // Summaries of a page of ids come in the order asked for.
    const Ids some{4, 1, 6};
    auto s = db_->summaries(some);
    ASSERT_TRUE(s.ok());
    ASSERT_EQ(s->size(), 3u);
    EXPECT_EQ((*s)[0].white, "Anderson, A.");
    EXPECT_EQ((*s)[1].id, 1);
    EXPECT_EQ((*s)[2].date, "1842-06-01");
    EXPECT_FALSE(db_->summaries(Ids{77}).ok());
}

}  // namespace
}  // namespace damascope::database
