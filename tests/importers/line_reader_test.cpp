#include "importers/line_reader.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace damascope::importers {
namespace {

// Hands out a few bytes per read, so lines and CRLF pairs straddle buffer refills.
class TrickleSource : public ByteSource {
  public:
    TrickleSource(std::string text, std::size_t step) : text_(std::move(text)), step_(step) {}
    std::size_t read(char* buf, std::size_t n) override {
        std::size_t k = std::min({n, step_, text_.size() - pos_});
        text_.copy(buf, k, pos_);
        pos_ += k;
        return k;
    }

  private:
    std::string text_;
    std::size_t step_;
    std::size_t pos_ = 0;
};

std::vector<std::string> lines_of(ByteSource& src) {
    LineReader reader(src);
    std::vector<std::string> out;
    std::string line;
    while (reader.next(line)) out.push_back(line);
    return out;
}

std::vector<std::string> lines_of(std::string_view text) {
    MemoryByteSource src(text);
    return lines_of(src);
}

TEST(LineReader, SplitsOnLfCrlfAndCr) {
    EXPECT_EQ(lines_of("a\nb\r\nc\rd"), (std::vector<std::string>{"a", "b", "c", "d"}));
    EXPECT_EQ(lines_of("a\n\nb\n"), (std::vector<std::string>{"a", "", "b"}));
    EXPECT_EQ(lines_of("a\r\n\r\nb"), (std::vector<std::string>{"a", "", "b"}));
    EXPECT_TRUE(lines_of("").empty());
}

TEST(LineReader, CrlfSplitAcrossReadsIsOneLineEnd) {
    const std::string text = "[Event \"x\"]\r\n1. 11-15 22-18\r\n\r\n*\r\n";
    for (std::size_t step = 1; step <= 5; ++step) {
        TrickleSource src(text, step);
        EXPECT_EQ(lines_of(src),
                  (std::vector<std::string>{"[Event \"x\"]", "1. 11-15 22-18", "", "*"}))
            << "step " << step;
    }
}

TEST(LineReader, DropsUtf8ByteOrderMark) {
    auto lines = lines_of("\xEF\xBB\xBF[Event \"x\"]\n");
    ASSERT_EQ(lines.size(), 1u);
    EXPECT_EQ(lines[0], "[Event \"x\"]");
}

TEST(LineReader, KeepsValidUtf8) {
    auto lines = lines_of("[White \"\xD0\xA1\xD0\xB5\xD1\x80\xD0\xB3\xD0\xB5\xD0\xB9\"]\n");
    EXPECT_EQ(lines[0], "[White \"Сергей\"]");
}

TEST(LineReader, ConvertsWindows1252Lines) {
    MemoryByteSource src("[White \"Ren\xE9\"]\r\n[Black \"\x80 \x93x\x94\"]\r\n");
    LineReader reader(src);
    std::string line;
    ASSERT_TRUE(reader.next(line));
    EXPECT_EQ(line, "[White \"René\"]");
    ASSERT_TRUE(reader.next(line));
    EXPECT_EQ(line, "[Black \"€ “x”\"]");
    EXPECT_EQ(reader.converted_lines(), 2);
}

TEST(LineReader, CountsLinesAndBytes) {
    MemoryByteSource src("ab\r\ncd\n");
    LineReader reader(src);
    std::string line;
    ASSERT_TRUE(reader.next(line));
    EXPECT_EQ(reader.line_number(), 1);
    EXPECT_EQ(reader.bytes_read(), 4u);
    ASSERT_TRUE(reader.next(line));
    EXPECT_EQ(reader.line_number(), 2);
    EXPECT_EQ(reader.bytes_read(), 7u);
    EXPECT_FALSE(reader.next(line));
}

TEST(LineReader, LineLongerThanAChunk) {
    std::string big(LineReader::chunk_size * 2 + 123, 'x');
    auto lines = lines_of("a\n" + big + "\nb");
    ASSERT_EQ(lines.size(), 3u);
    EXPECT_EQ(lines[1].size(), big.size());
    EXPECT_EQ(lines[2], "b");
}

TEST(LineReader, BomSeenEvenWhenReadByteByByte) {
    TrickleSource src(
        "\xEF\xBB\xBF"
        "ab\ncd",
        1);
    EXPECT_EQ(lines_of(src), (std::vector<std::string>{"ab", "cd"}));
}

TEST(LineReader, MostlyUtf8DecidedAlikeWhateverTheBytesArriveIn) {
    // Line 1 has a stray 0xD9 (a lead byte followed by a space, not a continuation); lines 2 and 3
    // hold four valid two-byte characters. The first chunk counts 4 valid against 1 invalid: the
    // file is mostly UTF-8, so the stray byte is U+FFFD, not the Windows-1252 letter U+00D9.
    // Read a byte at a time (a pipe), the count once saw only line 1 and chose Windows-1252.
    const std::string text = "10-\xD9 27-23\n\xC3\xA9\xC3\xA9\n\xC3\xA9\xC3\xA9\n";
    TrickleSource whole(text, text.size()), bytes(text, 1);
    const std::vector<std::string> expected{"10-\xEF\xBF\xBD 27-23", "\xC3\xA9\xC3\xA9",
                                            "\xC3\xA9\xC3\xA9"};
    EXPECT_EQ(lines_of(whole), expected);
    EXPECT_EQ(lines_of(bytes), expected);
}

TEST(LineReader, Utf16ReadByteByByteDecodesAlikeAndQuickly) {
    // "ab", U+00D6 and U+1F600 (a surrogate pair) on a line, in UTF-16LE with its BOM, 8,192
    // times: 128 KiB. Each byte read used to cost a fresh 64 KiB buffer (8 GiB of zeroes here).
    const std::string line("a\0b\0\xD6\0\x3D\xD8\x00\xDE\n\0", 12);
    std::string text = "\xFF\xFE";
    for (int i = 0; i < 8192; ++i) text += line;
    TrickleSource whole(text, text.size()), bytes(text, 1);
    const std::vector<std::string> lines = lines_of(bytes);
    ASSERT_EQ(lines.size(), 8192u);
    EXPECT_EQ(lines.front(), "ab\xC3\x96\xF0\x9F\x98\x80");
    EXPECT_EQ(lines, lines_of(whole));
}

TEST(LineReader, InputWithoutLineEndsIsCutIntoBoundedPieces) {
    // (Not control bytes: each of those would come out as a U+FFFD of three bytes.)
    std::string blob(LineReader::max_line_bytes + 10, 'x');
    auto lines = lines_of(blob);
    ASSERT_EQ(lines.size(), 2u);
    EXPECT_EQ(lines[0].size(), LineReader::max_line_bytes);
    EXPECT_EQ(lines[1].size(), 10u);
}

TEST(Utf8, Validation) {
    EXPECT_TRUE(is_valid_utf8("plain"));
    EXPECT_TRUE(is_valid_utf8("\xC3\xA9"));
    EXPECT_FALSE(is_valid_utf8("\xE9"));
    EXPECT_FALSE(is_valid_utf8("\xC0\xAF"));      // overlong '/'
    EXPECT_FALSE(is_valid_utf8("\xED\xA0\x80"));  // surrogate
    EXPECT_FALSE(is_valid_utf8("\xE2\x82"));      // truncated
    EXPECT_EQ(cp1252_to_utf8("caf\xE9"), "café");
}

}  // namespace
}  // namespace damascope::importers
