#include "importers/line_reader.hpp"

#include "importers/message_text.hpp"

#include <array>
#include <cstring>

namespace damascope::importers {

namespace {

std::string hex_byte(unsigned char c) {
    static constexpr char digits[] = "0123456789ABCDEF";
    return std::string("0x") + digits[c >> 4] + digits[c & 0xF];
}

}  // namespace

FileByteSource::~FileByteSource() {
    if (file_ != nullptr) std::fclose(file_);
}

std::size_t FileByteSource::read(char* buf, std::size_t n) {
    return std::fread(buf, 1, n, file_);
}

std::size_t MemoryByteSource::read(char* buf, std::size_t n) {
    std::size_t k = std::min(n, text_.size() - pos_);
    std::memcpy(buf, text_.data() + pos_, k);
    pos_ += k;
    return k;
}

LineReader::LineReader(ByteSource& source)
    : source_(source), in_(&source), buf_(new char[chunk_size]), capacity_(chunk_size) {}

// Moves the unread bytes to the front and reads more; false when nothing more could be read.
bool LineReader::fill() {
    if (eof_) return false;
    if (begin_ > 0) {
        std::memmove(buf_.get(), buf_.get() + begin_, end_ - begin_);
        end_ -= begin_;
        begin_ = 0;
    }
    if (end_ == capacity_) {  // a line longer than a chunk
        std::unique_ptr<char[]> bigger(new char[capacity_ * 2]);
        std::memcpy(bigger.get(), buf_.get(), end_);
        buf_ = std::move(bigger);
        capacity_ *= 2;
    }
    std::size_t n = in_->read(buf_.get() + end_, capacity_ - end_);
    if (n == 0) {
        eof_ = true;
        return false;
    }
    const bool first_chunk_bytes = first_chunk_;
    if (first_chunk_) {
        first_chunk_ = false;
        // A byte order mark: make sure the first four bytes are there to look at.
        for (std::size_t more = n; n < 4 && more > 0; n += more)
            more = source_.read(buf_.get() + end_ + n, capacity_ - end_ - n);
        const auto* b = reinterpret_cast<const unsigned char*>(buf_.get());
        const bool le_bom = n >= 2 && b[0] == 0xFF && b[1] == 0xFE;
        const bool be_bom = n >= 2 && b[0] == 0xFE && b[1] == 0xFF;
        // Without a BOM, ASCII text in UTF-16 shows a zero byte in every other place.
        const bool le_text = n >= 4 && b[0] != 0 && b[1] == 0 && b[2] != 0 && b[3] == 0;
        const bool be_text = n >= 4 && b[0] == 0 && b[1] != 0 && b[2] == 0 && b[3] != 0;
        if (n >= 3 && std::memcmp(buf_.get(), "\xEF\xBB\xBF", 3) == 0) {
            begin_ = 3;
            bytes_consumed_ += 3;
        } else if (le_bom || be_bom || le_text || be_text) {
            const std::size_t bom = (le_bom || be_bom) ? 2 : 0;
            utf16_ = std::make_unique<Utf16Source>(source_, be_bom || be_text,
                                                   std::string(buf_.get() + bom, n - bom), n);
            in_ = utf16_.get();
            n = in_->read(buf_.get(), capacity_);
            if (n == 0) {
                eof_ = true;
                return false;
            }
        }
    }
    if (first_chunk_bytes && !utf16_) {
        // The first chunk tells how much of the file is UTF-8 before its first line is decoded.
        // It is read whole, so that the answer does not depend on how the bytes arrive (a pipe
        // gives them in pieces).
        for (std::size_t more = 1; end_ + n < capacity_ && more > 0; n += more)
            more = in_->read(buf_.get() + end_ + n, capacity_ - end_ - n);
        // A sequence cut at the end of a full chunk is left to the line that holds it.
        const std::size_t tail = end_ + n == capacity_ ? 3 : 0;
        const std::size_t counted = n - begin_ > tail ? n - begin_ - tail : 0;
        census_ += utf8_census(std::string_view(buf_.get() + begin_, counted));
        census_end_ = bytes_consumed_ + counted;
    }
    end_ += n;
    return true;
}

bool LineReader::next(std::string& line) {
    const std::uint64_t line_start = bytes_consumed_;
    const bool continuation = continues_;
    continues_ = false;
    std::size_t scan = begin_;
    for (;;) {
        // The first LF or CR: eight bytes at a time while none of them is one, then byte by byte.
        const char* base = buf_.get();
        std::size_t i = scan;
        constexpr std::uint64_t ones = 0x0101010101010101ULL, highs = 0x8080808080808080ULL;
        const auto has_byte = [](std::uint64_t v, std::uint64_t pattern) {
            const std::uint64_t x = v ^ pattern;  // a zero byte where v has the pattern's byte
            return ((x - ones) & ~x & highs) != 0;
        };
        for (std::uint64_t v = 0; i + 8 <= end_; i += 8) {
            std::memcpy(&v, base + i, 8);
            if (has_byte(v, ones * '\n') || has_byte(v, ones * '\r')) break;
        }
        while (i < end_ && base[i] != '\n' && base[i] != '\r') ++i;
        if (i < end_) {
            // A CR at the very end of the buffer may be the first half of CRLF: read on first.
            if (buf_[i] == '\r' && i + 1 == end_ && !eof_) {
                std::size_t offset = i - begin_;
                fill();
                scan = begin_ + offset;
                continue;
            }
            std::size_t stop = i + 1;
            if (buf_[i] == '\r' && stop < end_ && buf_[stop] == '\n') ++stop;
            line.assign(buf_.get() + begin_, i - begin_);
            bytes_consumed_ += stop - begin_;
            begin_ = stop;
            break;
        }
        std::size_t offset = i - begin_;
        if (offset >= max_line_bytes) {  // no line end in sight (a binary file?): cut here
            // ... but not inside a UTF-8 character: its bytes go to the next piece.
            for (std::size_t back = 1; back <= 3; ++back) {
                const auto b = static_cast<unsigned char>(buf_[begin_ + offset - back]);
                if ((b & 0xC0) == 0x80) continue;
                const std::size_t need = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1;
                if (need > back) offset -= back;
                break;
            }
            continues_ = true;
            line.assign(buf_.get() + begin_, offset);
            bytes_consumed_ += offset;
            begin_ += offset;
            break;
        }
        if (!fill()) {
            if (begin_ == end_) return false;
            line.assign(buf_.get() + begin_, end_ - begin_);
            bytes_consumed_ += end_ - begin_;
            begin_ = end_;
            break;
        }
        scan = begin_ + offset;
    }
    if (continuation) {
        column_base_ += last_size_;
    } else {
        ++line_number_;
        column_base_ = 0;
    }
    bool ascii = true;
    std::size_t controls = 0;
    for (char ch : line) {  // no early exit, no branch: vectorises
        const auto c = static_cast<unsigned char>(ch);
        ascii &= c < 0x80;
        controls += static_cast<std::size_t>((c < 0x20 && c != '\t' && c != '\f' && c != '\v') ||
                                             c == 0x7F);
    }
    line_bytes_ += line.size();
    non_text_bytes_ += controls;
    notes_.clear();
    decode(line, ascii, line_start + line.size() <= census_end_);
    if (controls > 0) {
        const ControlBytes found = replace_control_bytes(line);
        std::string message = "control byte " + hex_byte(found.first) +
                              " in the text: replaced by U+FFFD, the text around it kept";
        if (found.count > 1)
            message += " (and " + std::to_string(found.count - 1) + " more on this line)";
        notes_.push_back({found.first_offset, std::move(message)});
    }
    last_size_ = line.size();
    return true;
}

// A line with bytes above ASCII to UTF-8; `counted`: its bytes are in the census already.
void LineReader::decode(std::string& line, bool ascii, bool counted) {
    if (ascii) return;
    const Utf8Census census = utf8_census(line);
    if (!counted) census_ += census;
    if (census.invalid_bytes == 0) return;
    if (!mostly_utf8()) {
        for (char ch : line) non_text_bytes_ += static_cast<unsigned char>(ch) >= 0x80;
        line = cp1252_to_utf8(line);
        ++converted_lines_;
        return;
    }
    non_text_bytes_ += census.invalid_bytes;
    Utf8Decoded decoded = decode_utf8_replacing(line);
    line = std::move(decoded.text);
    if (invalid_utf8_reported_) return;
    invalid_utf8_reported_ = true;
    notes_.push_back({decoded.first_invalid,
                      "byte " + hex_byte(decoded.first_invalid_byte) +
                          " is not UTF-8, in a file that is mostly UTF-8: replaced by U+FFFD, "
                          "as is every such byte of this file (only the first is reported)"});
}

bool is_valid_utf8(std::string_view s) {
    std::size_t i = 0;
    while (i < s.size()) {
        if (static_cast<unsigned char>(s[i]) < 0x80) {
            ++i;
            continue;
        }
        const std::size_t len = utf8_char_length(s.substr(i));
        if (len == 0) return false;
        i += len;
    }
    return true;
}

namespace {

// Unicode code points of Windows-1252 bytes 0x80-0x9F (0 where the byte is undefined).
constexpr std::array<char16_t, 32> cp1252_high = {
    0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0,      0x017D, 0,      0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178};

void append_utf8(std::string& out, unsigned cp) {
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

constexpr unsigned replacement_char = 0xFFFD;

}  // namespace

std::string cp1252_to_utf8(std::string_view s) {
    std::string out;
    out.reserve(s.size() + s.size() / 4);
    for (char ch : s) {
        auto c = static_cast<unsigned char>(ch);
        unsigned cp = c;
        if (c >= 0x80 && c <= 0x9F && cp1252_high[c - 0x80u] != 0) cp = cp1252_high[c - 0x80u];
        append_utf8(out, cp);
    }
    return out;
}

Utf16Source::Utf16Source(ByteSource& raw, bool big_endian, std::string pending,
                         std::uint64_t raw_bytes)
    : raw_(raw), big_endian_(big_endian), in_(std::move(pending)), raw_bytes_(raw_bytes) {}

std::size_t Utf16Source::read(char* buf, std::size_t n) {
    std::size_t k = 0;
    while (k < n) {
        if (out_pos_ == out_.size()) {
            out_.clear();
            out_pos_ = 0;
            if (!decode_more()) break;
            continue;
        }
        const std::size_t take = std::min(n - k, out_.size() - out_pos_);
        std::memcpy(buf + k, out_.data() + out_pos_, take);
        k += take;
        out_pos_ += take;
    }
    return k;
}

// Reads more raw bytes and decodes every complete code unit (or pair) into out_; false at the end.
bool Utf16Source::decode_more() {
    if (!eof_) {
        // One buffer for every read: a source that hands out a few bytes at a time must not
        // cost a fresh 64 KiB each (that made reading UTF-16 byte by byte quadratic).
        if (!chunk_) chunk_.reset(new char[chunk_size]);
        const std::size_t r = raw_.read(chunk_.get(), chunk_size);
        if (r == 0) eof_ = true;
        in_.append(chunk_.get(), r);
        raw_bytes_ += r;
    }
    const auto unit = [this](std::size_t at) {
        const auto a = static_cast<unsigned char>(in_[at]);
        const auto b = static_cast<unsigned char>(in_[at + 1]);
        return big_endian_ ? (unsigned{a} << 8) | b : (unsigned{b} << 8) | a;
    };
    std::size_t i = 0;
    while (i + 1 < in_.size()) {
        const unsigned u = unit(i);
        if (u >= 0xD800 && u <= 0xDBFF) {  // a high surrogate: its pair follows
            if (i + 3 >= in_.size() && !eof_) break;
            const unsigned low = i + 3 < in_.size() ? unit(i + 2) : 0;
            if (low >= 0xDC00 && low <= 0xDFFF) {
                append_utf8(out_, 0x10000 + ((u - 0xD800) << 10) + (low - 0xDC00));
                i += 4;
                continue;
            }
            append_utf8(out_, replacement_char);
        } else {
            append_utf8(out_, (u >= 0xDC00 && u <= 0xDFFF) ? replacement_char : u);
        }
        i += 2;
    }
    in_.erase(0, i);
    if (eof_ && !in_.empty()) {  // an odd byte at the end
        append_utf8(out_, replacement_char);
        in_.clear();
    }
    return !out_.empty() || !eof_;
}

}  // namespace damascope::importers
