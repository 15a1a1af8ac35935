#include "importers/pdn_tokenizer.hpp"

#include <algorithm>
#include <array>
#include <string_view>

namespace damascope::importers {

namespace {

// Bounds on what one token may hold, so a broken file cannot fill the memory.
constexpr std::size_t max_comment_bytes = std::size_t{1} << 20;
// PDN defines NAGs up to 255; programs use a few more. Beyond this a number is a typo.
constexpr int max_nag = 9999;

bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\f' || c == '\v';
}
bool is_digit(char c) {
    return c >= '0' && c <= '9';
}
// Characters that end a move word (they start another token), as a table: this is the innermost
// loop of reading a file.
constexpr std::array<bool, 256> make_word_ends() {
    std::array<bool, 256> t{};
    for (unsigned char c : std::string_view("{}()[];$!?* \t\f\v")) t[c] = true;
    return t;
}
constexpr std::array<bool, 256> word_ends = make_word_ends();
bool ends_word(char c) {
    return word_ends[static_cast<unsigned char>(c)];
}

}  // namespace

int mark_to_nag(std::string_view s) {
    if (s == "!") return 1;
    if (s == "?") return 2;
    if (s == "!!") return 3;
    if (s == "??") return 4;
    if (s == "!?") return 5;
    if (s == "?!") return 6;
    return 0;
}

bool is_result_text(std::string_view s) {
    return s == "1-0" || s == "0-1" || s == "1/2-1/2" || s == "2-0" || s == "0-2" || s == "1-1" ||
           s == "0-0" || s == "*" || s == "\xC2\xBD-\xC2\xBD";
}

bool PdnTokenizer::next_line() {
    if (!lines_.next(line_)) {
        have_line_ = false;
        return false;
    }
    have_line_ = true;
    pos_ = 0;
    return true;
}

bool PdnTokenizer::next(Token& t) {
    for (;;) {
        if (!have_line_ || pos_ >= line_.size()) {
            if (!next_line()) return false;
            // PDN escape line: '%' in the first column, ignored.
            if (!line_.empty() && line_[0] == '%') pos_ = line_.size();
            continue;
        }
        char c = line_[pos_];
        if (is_space(c)) {
            ++pos_;
            continue;
        }
        t.line = lines_.line_number();
        t.column = static_cast<int>(pos_) + 1;
        t.text.clear();
        t.value.clear();
        t.nag = 0;
        switch (c) {
            case '[':
                read_tag(t);
                return true;
            case '{':
                read_comment(t, pos_);
                return true;
            case ';':
                t.kind = TokenKind::comment;
                t.text = line_.substr(pos_ + 1);
                pos_ = line_.size();
                return true;
            case '(':
                ++pos_;
                t.kind = TokenKind::open_variation;
                return true;
            case ')':
                ++pos_;
                t.kind = TokenKind::close_variation;
                return true;
            case '*':
                ++pos_;
                t.kind = TokenKind::result;
                t.text.assign(1, '*');
                return true;
            case '$': {
                std::size_t end = pos_ + 1;
                int n = 0;
                // All the digits belong to the NAG; the value stops growing before it overflows.
                while (end < line_.size() && is_digit(line_[end])) {
                    if (n <= max_nag) n = n * 10 + (line_[end] - '0');
                    ++end;
                }
                if (end == pos_ + 1) {
                    t.kind = TokenKind::error;
                    t.text = "'$' without a number";
                } else if (n > max_nag) {
                    t.kind = TokenKind::error;
                    t.text = "NAG '" + line_.substr(pos_, std::min<std::size_t>(end - pos_, 24)) +
                             (end - pos_ > 24 ? "...'" : "'") + " is out of range, ignored";
                } else {
                    t.kind = TokenKind::nag;
                    t.nag = n;
                }
                pos_ = end;
                return true;
            }
            case '!':
            case '?': {
                std::size_t len = 1;
                if (pos_ + 1 < line_.size() && (line_[pos_ + 1] == '!' || line_[pos_ + 1] == '?'))
                    len = 2;
                t.kind = TokenKind::nag;
                t.nag = mark_to_nag(std::string_view(line_).substr(pos_, len));
                pos_ += len;
                return true;
            }
            case '}':
            case ']':
                ++pos_;
                t.kind = TokenKind::error;
                t.text = std::string("unexpected '") + c + "'";
                return true;
            default:
                if (read_word(t)) return true;
        }
    }
}

// A tag: [Name "value"], with \" and \\ escapes in the value; lenient about spacing.
void PdnTokenizer::read_tag(Token& t) {
    std::size_t i = pos_ + 1;
    const std::size_t n = line_.size();
    while (i < n && is_space(line_[i])) ++i;
    std::size_t name_begin = i;
    while (i < n && !is_space(line_[i]) && line_[i] != '"' && line_[i] != ']') ++i;
    t.kind = TokenKind::tag;
    t.text = line_.substr(name_begin, i - name_begin);
    while (i < n && is_space(line_[i])) ++i;
    bool closed_quote = true;
    if (i < n && line_[i] == '"') {
        ++i;
        closed_quote = false;
        while (i < n) {
            char c = line_[i];
            if (c == '\\' && i + 1 < n && (line_[i + 1] == '"' || line_[i + 1] == '\\')) {
                t.value += line_[i + 1];
                i += 2;
            } else if (c == '"') {
                ++i;
                closed_quote = true;
                break;
            } else {
                t.value += c;
                ++i;
            }
        }
    }
    while (i < n && line_[i] != ']') ++i;
    const bool closed = i < n;
    pos_ = closed ? i + 1 : n;
    // Keep what could be read of a malformed tag; the parser reports it and the game goes on.
    if (!closed_quote && !t.value.empty() && t.value.back() == ']') t.value.pop_back();  // [A "b]
    if (t.text.empty()) {
        t.kind = TokenKind::error;
        t.text = "tag without a name";
        t.value.clear();
    } else if (!closed || !closed_quote) {
        t.nag = 1;  // flags a malformed tag to the parser
    }
}

// A {...} comment, possibly over several lines (joined with a space). A line starting a new game
// ("[Event ", or "[" after a blank line) ends an unclosed comment with an error so the reader gets
// back in step.
bool PdnTokenizer::read_comment(Token& t, std::size_t open_pos) {
    std::size_t start = open_pos + 1;
    std::string text;
    for (;;) {
        std::size_t close = line_.find('}', start);
        if (close != std::string::npos) {
            text.append(line_, start, close - start);
            pos_ = close + 1;
            t.kind = TokenKind::comment;
            t.text = std::move(text);
            return true;
        }
        text.append(line_, start);
        const bool blank_before = line_.find_first_not_of(" \t", start) == std::string::npos;
        if (text.size() > max_comment_bytes) {
            pos_ = line_.size();
            t.kind = TokenKind::error;
            t.text = "comment longer than 1 MiB, taken as not closed";
            return true;
        }
        if (!next_line()) {
            t.kind = TokenKind::error;
            t.text = "comment not closed before the end of the file";
            return true;
        }
        // A new game: an [Event tag, or a tag line after a blank line.
        if (line_.rfind("[Event ", 0) == 0 || (blank_before && !line_.empty() && line_[0] == '[')) {
            t.kind = TokenKind::error;
            t.text = "comment not closed before the next game";
            return true;
        }
        text += ' ';
        start = 0;
    }
}

// A word: a move number (possibly glued to a move: "12.32-28"), a result or a move.
bool PdnTokenizer::read_word(Token& t) {
    std::size_t end = pos_;
    while (end < line_.size() && !ends_word(line_[end])) ++end;
    if (end == pos_) end = pos_ + 1;  // a lone delimiter that reached here: take one char
    std::string_view word(line_.data() + pos_, end - pos_);
    std::size_t word_pos = pos_;
    pos_ = end;
    std::size_t d = 0;
    while (d < word.size() && is_digit(word[d])) ++d;
    // "12." or "12..." (a glued move follows as the next token); a bare "12" is read the same way:
    // one number is never a move.
    if (d > 0 && (d == word.size() || word[d] == '.')) {
        int n = 0;
        for (std::size_t k = 0; k < d && k < 6; ++k) n = n * 10 + (word[k] - '0');
        std::size_t r = d;
        while (r < word.size() && word[r] == '.') ++r;
        pos_ = word_pos + r;  // a glued move is read as the next token
        t.kind = TokenKind::move_number;
        t.nag = n;
        t.text.assign(line_, word_pos, r);
        return true;
    }
    if (word.find_first_not_of('.') == std::string_view::npos) return false;  // "..." alone
    t.text.assign(word);
    // Every result starts with 0, 1, 2, * or the first byte of a UTF-8 ½.
    const char first = word.front();
    const bool maybe_result =
        first == '0' || first == '1' || first == '2' || first == '*' || first == '\xC2';
    t.kind = maybe_result && is_result_text(word) ? TokenKind::result : TokenKind::move;
    return true;
}

}  // namespace damascope::importers
