// Diagrams: the SVG parsed by libxml2 and its pieces found where the board puts them (the
// coordinates derived by hand from the layout: a 480-pixel picture with coordinates has a margin
// of half a square, so a square is 480 / 9 pixels); the PNG decoded and its pixels looked at.
#include <gtest/gtest.h>

#include <cstdlib>

#include "core/fen.hpp"
#include "core/notation.hpp"
#include "export/board_style.hpp"
#include "export/diagram.hpp"
#include "export_test_support.hpp"
#include "xml_support.hpp"

namespace damascope::exporting {
namespace {

using testing::Picture;
using testing::Rgb;
using testing::XmlDocument;

core::Square sq(const char* name) {
    return *core::parse_square(core::Variant::dama, name);
}

Rgb rgb(const style::Rgba& c) {
    return {c.r, c.g, c.b};
}

// The centre of the piece drawn on `square`.
std::pair<double, double> piece_centre(const XmlDocument& doc, const std::string& square) {
    const auto found =
        doc.find("//s:g[@class='piece'][@data-square='" + square + "']/s:circle[@class='body']");
    EXPECT_EQ(found.size(), 1u) << square;
    if (found.empty()) return {-1, -1};
    return {XmlDocument::number(found[0], "cx"), XmlDocument::number(found[0], "cy")};
}

TEST(DiagramSvg, IsWellFormedAndPutsEachPieceOnItsSquare) {
    const auto pos = core::Position::initial(core::Variant::dama);
    const auto doc = XmlDocument::xml(diagram_svg(pos, {}));
    ASSERT_TRUE(doc.ok());
    EXPECT_EQ(doc.root_name(), "svg");
    const auto svg = doc.find("/s:svg");
    ASSERT_EQ(svg.size(), 1u);
    EXPECT_EQ(XmlDocument::attr(svg[0], "width"), "480");
    EXPECT_EQ(XmlDocument::attr(svg[0], "height"), "480");
    // Dama's start: 16 men a side on ranks 2-3 and 6-7, on a board ruled with 7 + 7 lines.
    EXPECT_EQ(doc.find("//s:g[@data-piece='white-man']").size(), 16u);
    EXPECT_EQ(doc.find("//s:g[@data-piece='black-man']").size(), 16u);
    EXPECT_EQ(doc.find("//s:line").size(), 14u);
    EXPECT_TRUE(doc.find("//s:rect[@class='dark']").empty()) << "Dama's board is one colour";
    // c3 is the third file and the sixth row from the top: (26.67 + 2.5 sq, 26.67 + 5.5 sq).
    auto [x, y] = piece_centre(doc, "c3");
    EXPECT_NEAR(x, 160.0, 0.02);
    EXPECT_NEAR(y, 320.0, 0.02);
    std::tie(x, y) = piece_centre(doc, "f6");
    EXPECT_NEAR(x, 320.0, 0.02);
    EXPECT_NEAR(y, 160.0, 0.02);
}

TEST(DiagramSvg, FlippingTurnsTheBoardAndItsCoordinatesRound) {
    const auto pos = core::Position::initial(core::Variant::dama);
    DiagramOptions o;
    const auto plain = XmlDocument::xml(diagram_svg(pos, o));
    o.flip = true;
    const auto flipped = XmlDocument::xml(diagram_svg(pos, o));
    ASSERT_TRUE(flipped.ok());
    // A rotation: c3 goes where f6 was (a mirror would keep one of the two coordinates).
    auto [x, y] = piece_centre(flipped, "c3");
    EXPECT_NEAR(x, 320.0, 0.02);
    EXPECT_NEAR(y, 160.0, 0.02);
    std::tie(x, y) = piece_centre(flipped, "a2");  // near the top right corner now
    EXPECT_NEAR(x, 26.667 + 7.5 * 53.333, 0.05);
    EXPECT_NEAR(y, 26.667 + 1.5 * 53.333, 0.05);
    auto label_x = [](const XmlDocument& d, const char* cls, const char* content) {
        for (auto* n : d.find(std::string("//s:text[@class='") + cls + "']"))
            if (XmlDocument::text(n) == content) return XmlDocument::number(n, "x");
        return -1.0;
    };
    auto label_y = [](const XmlDocument& d, const char* content) {
        for (auto* n : d.find("//s:text[@class='rank']"))
            if (XmlDocument::text(n) == content) return XmlDocument::number(n, "y");
        return -1.0;
    };
    // File a under the first column, then under the last; rank 1 at the bottom, then the top.
    EXPECT_NEAR(label_x(plain, "file", "a"), 53.33, 0.05);
    EXPECT_NEAR(label_x(flipped, "file", "a"), 426.67, 0.05);
    EXPECT_NEAR(label_x(plain, "file", "h"), 426.67, 0.05);
    EXPECT_GT(label_y(plain, "1"), 400);
    EXPECT_LT(label_y(flipped, "1"), 80);
    EXPECT_LT(label_y(plain, "8"), 80);
}

TEST(DiagramSvg, WithoutCoordinatesTheBoardIsBiggerAndUnlabelled) {
    DiagramOptions o;
    o.coordinates = false;
    const auto doc = XmlDocument::xml(diagram_svg(core::Position::initial(core::Variant::dama), o));
    EXPECT_TRUE(doc.find("//s:text").empty());
    // A margin of a quarter square: a square is 480 / 8.5 pixels.
    auto [x, y] = piece_centre(doc, "c3");
    EXPECT_NEAR(x, 14.118 + 2.5 * 56.471, 0.05);
    EXPECT_NEAR(y, 14.118 + 5.5 * 56.471, 0.05);
}

TEST(DiagramSvg, DhamaIsCheckeredAndNumbered) {
    const auto doc =
        XmlDocument::xml(diagram_svg(core::Position::initial(core::Variant::dhama), {}));
    ASSERT_TRUE(doc.ok());
    EXPECT_EQ(doc.find("//s:rect[@class='dark']").size(), 32u);
    EXPECT_TRUE(doc.find("//s:line").empty()) << "no ruled lines on a checkered board";
    EXPECT_EQ(doc.find("//s:text[@class='number']").size(), 32u);
    EXPECT_EQ(doc.find("//s:g[@data-piece='black-man']").size(), 12u);
    // a1 is a dark square, bottom left: its rect starts one margin in and seven squares down.
    const auto a1 = doc.find("//s:rect[@class='dark'][@data-square='" +
                             core::square_name(core::Variant::dhama, 0) + "']");
    ASSERT_EQ(a1.size(), 1u);
    EXPECT_NEAR(XmlDocument::number(a1[0], "x"), 26.67, 0.01);
    EXPECT_NEAR(XmlDocument::number(a1[0], "y"), 26.667 + 7 * 53.333, 0.01);
    // Black's men (squares 1-12, moving first) are at the top; flipped, at the bottom.
    DiagramOptions o;
    o.flip = true;
    const auto flipped =
        XmlDocument::xml(diagram_svg(core::Position::initial(core::Variant::dhama), o));
    int top = 0, bottom = 0;
    for (auto* n : flipped.find("//s:g[@data-piece='black-man']/s:circle[@class='body']"))
        ++(XmlDocument::number(n, "cy") > 240 ? bottom : top);
    EXPECT_EQ(bottom, 12);
    EXPECT_EQ(top, 0);
}

TEST(DiagramSvg, KingsArrowsSquaresAndTheLastMove) {
    const auto pos = core::parse_fen(core::Variant::dama, "B:WKd4,c3:Bh7").value();
    DiagramOptions o;
    o.highlight = {sq("c2"), sq("c3")};
    o.arrows = {{sq("c3"), sq("c5"), core::MarkColour::green}};
    o.squares = {{sq("e5"), core::MarkColour::red}};
    const auto doc = XmlDocument::xml(diagram_svg(pos, o));
    ASSERT_TRUE(doc.ok());
    EXPECT_EQ(
        doc.find("//s:g[@data-square='d4'][@data-piece='white-king']/s:polygon[@class='crown']")
            .size(),
        1u);
    EXPECT_TRUE(doc.find("//s:g[@data-square='c3']/s:polygon").empty()) << "a man has no crown";
    const auto arrow = doc.find("//s:g[@class='arrow'][@data-from='c3'][@data-to='c5']/s:line");
    ASSERT_EQ(arrow.size(), 1u);
    EXPECT_NEAR(XmlDocument::number(arrow[0], "x1"), 160.0, 0.02);
    EXPECT_NEAR(XmlDocument::number(arrow[0], "y1"), 320.0, 0.02);
    EXPECT_EQ(
        doc.find("//s:rect[@class='marked-square'][@data-square='e5'][@data-colour='red']").size(),
        1u);
    EXPECT_EQ(doc.find("//s:rect[@class='highlight']").size(), 2u);
    EXPECT_EQ(doc.find("//s:polyline[@class='last-move']").size(), 1u);
    // Black to move: the turn disc is beside Black's side, at the top.
    const auto turn = doc.find("//s:circle[@class='turn'][@data-side='black']");
    ASSERT_EQ(turn.size(), 1u);
    EXPECT_LT(XmlDocument::number(turn[0], "cy"), 240);
}

class DiagramPng : public ::testing::Test {
  protected:
    // Rendering needs no display: the tests run without one.
    void SetUp() override {
        unsetenv("DISPLAY");
        unsetenv("WAYLAND_DISPLAY");
    }
};

TEST_F(DiagramPng, HasTheAskedSizeAndTheBoardsColours) {
    const auto pos = core::Position::initial(core::Variant::dama);
    for (int size : {16, 100, 480, 1000}) {
        DiagramOptions o;
        o.size = size;
        auto png = diagram_png(pos, o);
        ASSERT_TRUE(png.ok()) << png.error();
        Picture pic(*png);
        ASSERT_TRUE(pic.ok());
        EXPECT_EQ(pic.width(), size);
        EXPECT_EQ(pic.height(), size);
    }
    auto png = diagram_png(pos, {});
    ASSERT_TRUE(png.ok());
    Picture pic(*png);
    // The frame, an empty square (d4's centre), the white man on c3 and the black man on c6.
    EXPECT_TRUE(Picture::near(pic.at(8, 240), rgb(style::frame_wood), 3));
    EXPECT_TRUE(Picture::near(pic.at(213, 267), rgb(style::dama_square), 3));
    const Rgb white = pic.at(160, 320), black = pic.at(160, 160);
    EXPECT_GT(white.r, 200);
    EXPECT_GT(white.g, 190);
    EXPECT_LT(black.r, 120);
    EXPECT_LT(black.g, 120);
    // Flipped, the black man of f6 is where the white man of c3 was.
    DiagramOptions flip;
    flip.flip = true;
    Picture flipped(diagram_png(pos, flip).value());
    EXPECT_LT(flipped.at(160, 320).r, 120);
    EXPECT_GT(flipped.at(160, 160).r, 200);
}

TEST_F(DiagramPng, DhamaSquaresArrowsAndColouredSquares) {
    DiagramOptions o;
    o.size = 400;
    o.coordinates = false;
    Picture dhama(diagram_png(core::Position::initial(core::Variant::dhama), o).value());
    // Square = 400 / 8.5, margin a quarter of it; rank 4 is empty at the start: b4 is a dark
    // square, a4 a light one.
    EXPECT_TRUE(Picture::near(dhama.at(82, 224), rgb(style::dhama_dark), 3));
    EXPECT_TRUE(Picture::near(dhama.at(35, 224), rgb(style::dhama_light), 3));

    const auto pos = core::Position::initial(core::Variant::dama);
    DiagramOptions marks;
    marks.arrows = {{sq("c3"), sq("c5"), core::MarkColour::green}};
    marks.squares = {{sq("d4"), core::MarkColour::red}};
    Picture pic(diagram_png(pos, marks).value());
    const Rgb on_arrow = pic.at(160, 267);  // c4, under the arrow's shaft
    EXPECT_GT(on_arrow.g, on_arrow.r + 40);
    const Rgb red = pic.at(213, 267);  // d4, coloured red
    EXPECT_GT(red.r, red.g + 70);
    const Rgb plain = pic.at(320, 267);  // f4, untouched
    EXPECT_TRUE(Picture::near(plain, rgb(style::dama_square), 3));
}

TEST_F(DiagramPng, RefusesSizesOutOfRange) {
    const auto pos = core::Position::initial(core::Variant::dama);
    for (int size : {0, 15, 4097, 100000}) {
        DiagramOptions o;
        o.size = size;
        auto png = diagram_png(pos, o);
        ASSERT_FALSE(png.ok()) << size;
        EXPECT_NE(png.error().find(std::to_string(size)), std::string::npos) << png.error();
    }
}

}  // namespace
}  // namespace damascope::exporting
