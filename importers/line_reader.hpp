// Streaming text input: reads bytes in chunks and hands out lines decoded to UTF-8.
#pragma once

#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "importers/text_decoding.hpp"

namespace damascope::importers {

// Where the bytes come from: a file read in chunks (LineReader::chunk_size), or text already in
// memory.
class ByteSource {
  public:
    virtual ~ByteSource() = default;
    // Fills `buf` with up to `n` bytes; returns how many (0 at the end).
    virtual std::size_t read(char* buf, std::size_t n) = 0;
};

class FileByteSource : public ByteSource {
  public:
    explicit FileByteSource(std::FILE* f) : file_(f) {}
    ~FileByteSource() override;
    FileByteSource(const FileByteSource&) = delete;
    FileByteSource& operator=(const FileByteSource&) = delete;
    std::size_t read(char* buf, std::size_t n) override;

  private:
    std::FILE* file_;
};

class MemoryByteSource : public ByteSource {
  public:
    explicit MemoryByteSource(std::string_view text) : text_(text) {}
    std::size_t read(char* buf, std::size_t n) override;

  private:
    std::string_view text_;
    std::size_t pos_ = 0;
};

// Decodes UTF-16 (little or big endian) from another source into UTF-8; an unpaired surrogate or
// an odd last byte becomes U+FFFD. `pending` holds bytes already read from `raw` (after the BOM).
class Utf16Source : public ByteSource {
  public:
    Utf16Source(ByteSource& raw, bool big_endian, std::string pending, std::uint64_t raw_bytes);
    std::size_t read(char* buf, std::size_t n) override;
    // Bytes taken from `raw` so far, BOM included.
    std::uint64_t raw_bytes() const { return raw_bytes_; }

  private:
    bool decode_more();

    static constexpr std::size_t chunk_size = std::size_t{1} << 16;  // raw bytes per read
    ByteSource& raw_;
    bool big_endian_;
    std::unique_ptr<char[]> chunk_;  // raw bytes as read (not zero-filled)
    std::string in_;   // undecoded bytes (at most one incomplete code unit or surrogate pair)
    std::string out_;  // decoded, not yet handed out
    std::size_t out_pos_ = 0;
    bool eof_ = false;
    std::uint64_t raw_bytes_;
};

// What LineReader replaced in the line it handed out last, for a problem report: where (0-based
// byte offset in that line) and what.
struct LineNote {
    std::size_t offset = 0;
    std::string message;
};

// Splits the byte stream into lines (LF, CRLF or CR), drops a UTF-8 byte order mark, and hands out
// every line as UTF-8 (UTF-16, with a BOM or recognised by the zero bytes of ASCII text, is decoded
// first). A line that is not valid UTF-8 is read as UTF-8 with U+FFFD for each byte that is not
// (the first reported, once per file) when the file is mostly UTF-8: at least as many well-formed
// multi-byte characters as bytes that belong to none, counted over the first chunk (the whole of
// most files) and every line read after it; otherwise it is read as Windows-1252 (a superset of
// Latin-1). Control bytes (C0 but tab, VT and FF; DEL) become U+FFFD, reported per line.
// Memory stays constant: one chunk plus the longest line (at most max_line_bytes).
class LineReader {
  public:
    // 64 KiB reads are as fast as larger ones, and a reader costs no more than a small allocation:
    // at 1 MiB, every reader made (one per pasted game, each fuzz input) mapped fresh pages.
    static constexpr std::size_t chunk_size = std::size_t{1} << 16;
    // A longer "line" is handed out in pieces of this size, so memory stays bounded on any input.
    static constexpr std::size_t max_line_bytes = std::size_t{4} << 20;

    explicit LineReader(ByteSource& source);

    // The next line without its line end; false at the end of the input. A line longer than
    // max_line_bytes comes in pieces, each cut on a character boundary (see continues()).
    bool next(std::string& line);
    // 1-based number of the line last returned (the pieces of a long line share its number).
    std::int64_t line_number() const { return line_number_; }
    // True when the line last returned was cut at max_line_bytes: the next one is its next piece.
    bool continues() const { return continues_; }
    // Bytes of the same line before the piece last returned (0 for a whole line or a first piece).
    std::size_t column_base() const { return column_base_; }
    // Bytes consumed so far (up to the end of the line last returned).
    std::uint64_t bytes_read() const { return utf16_ ? utf16_->raw_bytes() : bytes_consumed_; }
    // Bytes of the lines handed out so far (as read, before any conversion), and how many of them
    // are no text: control characters other than tab, form feed and vertical tab, DEL, and the
    // bytes above ASCII of lines that are not UTF-8. Random bytes come out at about 60%, text
    // in any of the encodings read here at a few percent.
    std::uint64_t line_bytes() const { return line_bytes_; }
    std::uint64_t non_text_bytes() const { return non_text_bytes_; }
    // Lines converted from Windows-1252 so far.
    std::int64_t converted_lines() const { return converted_lines_; }
    // What was replaced in the line last returned (empty for nearly every line).
    const std::vector<LineNote>& notes() const { return notes_; }

  private:
    bool fill();
    // True when a line that is not valid UTF-8 is read as UTF-8 (see the class comment).
    bool mostly_utf8() const {
        return census_.multibyte_chars > 0 && census_.invalid_bytes <= census_.multibyte_chars;
    }
    void decode(std::string& line, bool ascii, bool counted);

    ByteSource& source_;
    std::unique_ptr<Utf16Source> utf16_;  // set when the input is UTF-16
    ByteSource* in_;                      // source_, or utf16_ reading from it
    std::unique_ptr<char[]> buf_;         // not zero-filled: only bytes read are looked at
    std::size_t capacity_ = 0;
    std::size_t begin_ = 0, end_ = 0;
    bool eof_ = false;
    bool first_chunk_ = true;
    std::int64_t line_number_ = 0;
    bool continues_ = false;
    std::size_t column_base_ = 0, last_size_ = 0;
    std::uint64_t bytes_consumed_ = 0;
    std::int64_t converted_lines_ = 0;
    std::uint64_t line_bytes_ = 0, non_text_bytes_ = 0;
    // How much of the file is UTF-8: the first chunk, then each line that ends after census_end_.
    Utf8Census census_;
    std::uint64_t census_end_ = 0;
    bool invalid_utf8_reported_ = false;
    std::vector<LineNote> notes_;
};

// True when `s` is well-formed UTF-8 (no overlongs, no surrogates).
bool is_valid_utf8(std::string_view s);
// Converts Windows-1252 bytes to UTF-8 (undefined 0x81, 0x8D, 0x8F, 0x90, 0x9D map as Latin-1).
std::string cp1252_to_utf8(std::string_view s);

}  // namespace damascope::importers
