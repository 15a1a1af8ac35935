// Counts grouped by thousands, as the status bar and the game list's count show them.
#include "gui/number_text.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <limits>

namespace damascope::gui {
namespace {

TEST(GroupedNumber, ThreeDigitsAndFewerStayAsTheyAre) {
    EXPECT_EQ(grouped_number(0), "0");
    EXPECT_EQ(grouped_number(7), "7");
    EXPECT_EQ(grouped_number(361), "361");
}

TEST(GroupedNumber, ThousandsAreGrouped) {
    EXPECT_EQ(grouped_number(4361), "4,361");
    EXPECT_EQ(grouped_number(112968), "112,968");
    EXPECT_EQ(grouped_number(1000000), "1,000,000");
}

TEST(GroupedNumber, NegativeAndExtremes) {
    EXPECT_EQ(grouped_number(-4361), "-4,361");
    EXPECT_EQ(grouped_number(std::numeric_limits<std::int64_t>::min()),
              "-9,223,372,036,854,775,808");
}

}  // namespace
}  // namespace damascope::gui
