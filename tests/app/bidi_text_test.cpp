// The isolates that keep numbers, signs, dates and names whole in right-to-left text.
#include <gtest/gtest.h>

#include <string>

#include "app/bidi_text.hpp"

namespace damascope::app {
namespace {

// The marks made visible: LRI "<", FSI "{", PDI ">", RLM "|".
std::string shown(std::string text) {
    for (const auto& [mark, sign] :
         {std::pair{lri, "<"}, std::pair{fsi, "{"}, std::pair{pdi, ">"}, std::pair{rlm, "|"}}) {
        for (std::size_t at = text.find(mark); at != std::string::npos; at = text.find(mark, at))
            text.replace(at, mark.size(), sign);
    }
    return text;
}

TEST(BidiText, IsolatesKeepTheirTextWhole) {
    EXPECT_EQ(shown(ltr_isolated("/tmp/a b.png")), "</tmp/a b.png>");
    EXPECT_EQ(shown(name_isolated("سعد Al-Otaibi")), "{سعد Al-Otaibi>");
    EXPECT_EQ(ltr_isolated(""), "");
    EXPECT_EQ(name_isolated(""), "");
}

TEST(BidiText, ScoresKeepTheirSignInFront) {
    // The engine pane's and the board's score: the sign isolated with its number.
    EXPECT_EQ(shown(numbers_isolated("+0.05")), "<+0.05>");
    EXPECT_EQ(shown(numbers_isolated("التقييم المخزن: -4.63 (العمق 12)")),
              "التقييم المخزن: <-4.63> (العمق <12>)");
    EXPECT_EQ(shown(numbers_isolated("الأسود يفوز في 43 نقلة")), "الأسود يفوز في <43> نقلة");
    // The minus sign U+2212 too.
    EXPECT_EQ(shown(numbers_isolated("أفضل (\u22122.06)")), "أفضل (<\u22122.06>)");
}

TEST(BidiText, DatesFractionsAndUnitsStayOneRun) {
    EXPECT_EQ(shown(numbers_isolated("1946-03-02")), "<1946-03-02>");
    EXPECT_EQ(shown(numbers_isolated("العمق 12/20  1.5M عقدة  45%")),
              "العمق <12/20>  <1.5M> عقدة  <45%>");
    EXPECT_EQ(shown(numbers_isolated("1,250.5 x")), "<1,250.5> x");
    // A number that ends a sentence leaves the full stop outside.
    EXPECT_EQ(shown(numbers_isolated("سنة 1946.")), "سنة <1946>.");
    // A year whose month is unknown: the question marks are not part of the number.
    EXPECT_EQ(shown(numbers_isolated("1946-?\?-?\?")), "<1946>-?\?-?\?");
}

TEST(BidiText, DigitsInsideAWordAreLeftAlone) {
    EXPECT_EQ(numbers_isolated("c3-c4 f6xd4"), "c3-c4 f6xd4");
    EXPECT_EQ(numbers_isolated("x86"), "x86");
    // A word that starts with a digit is one run: a move of the numbered notation.
    EXPECT_EQ(shown(numbers_isolated("11. 1-5 18x9")), "<11>. <1-5> <18x9>");
}

TEST(BidiText, WhatIsIsolatedAlreadyIsNotIsolatedTwice) {
    const std::string once = numbers_isolated("depth 7, +1.25");
    EXPECT_EQ(numbers_isolated(once), once);
    EXPECT_EQ(shown(numbers_isolated(name_isolated("Player 2") + " 3")), "{Player 2> <3>");
}

TEST(BidiText, ARightToLeftLabelStartsWithItsMark) {
    EXPECT_EQ(shown(rtl_label("Saad 65")), "|Saad <65>");
    EXPECT_EQ(shown(rtl_label("")), "|");
}

TEST(BidiText, TheMarksComeOffForReading) {
    const std::string label = rtl_label(name_isolated("Ali, K.") + " 8 +0.5");
    EXPECT_NE(label, "Ali, K. 8 +0.5");
    EXPECT_EQ(without_bidi_marks(label), "Ali, K. 8 +0.5");
    EXPECT_EQ(without_bidi_marks("سعد"), "سعد");
}

}  // namespace
}  // namespace damascope::app
