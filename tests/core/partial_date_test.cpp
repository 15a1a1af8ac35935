// Stored PDN dates with unknown parts shown as far as they are known.
#include "core/partial_date.hpp"

#include <gtest/gtest.h>

namespace damascope::core {
namespace {

TEST(KnownDate, FullDateInIsoOrder) {
    EXPECT_EQ(known_date("1841.03.02"), "1841-03-02");
    EXPECT_EQ(known_date("1841-03-02"), "1841-03-02");
}

TEST(KnownDate, UnknownTailIsDropped) {
    EXPECT_EQ(known_date("1841.03.??"), "1841-03");
    EXPECT_EQ(known_date("1841.??.??"), "1841");
    EXPECT_EQ(known_date("1841"), "1841");
}

TEST(KnownDate, NothingKnownIsEmpty) {
    EXPECT_EQ(known_date("????.??.??"), "");
    EXPECT_EQ(known_date("\?\?\?\?-\?\?-\?\?"), "");  // escaped: "??-" is a trigraph
    EXPECT_EQ(known_date("????"), "");
}

TEST(KnownDate, UnknownYearBeforeKnownDayStaysAQuestionMark) {
    EXPECT_EQ(known_date("????.03.02"), "?-03-02");
}

TEST(KnownDate, TextThatIsNoDateIsLeftAlone) {
    EXPECT_EQ(known_date("spring 1990"), std::nullopt);
    EXPECT_EQ(known_date("1990.3.2"), std::nullopt);
    EXPECT_EQ(known_date(""), std::nullopt);
}

}  // namespace
}  // namespace damascope::core
