#include "importers/pdn_tokenizer.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <climits>
#include <string_view>

#include "importers/message_text.hpp"
#include "importers/move_text.hpp"
#include "importers/pdn_chars.hpp"

namespace damascope::importers {

namespace {

using namespace pdn_chars;

// PDN defines NAGs up to 255; programs use a few more. Beyond this a number is a typo.
constexpr int max_nag = 9999;
// Tag names are words like Event or WhiteElo.
constexpr std::size_t max_tag_name_bytes = 256;

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
    if (!again_.empty()) {
        current_ = std::move(again_.front());
        again_.pop_front();
    } else {
        current_.bytes_before = lines_.line_bytes();
        current_.non_text_before = lines_.non_text_bytes();
        if (!lines_.next(current_.text)) {
            have_line_ = false;
            return false;
        }
        current_.number = lines_.line_number();
        current_.column_base = lines_.column_base();
        current_.continues = lines_.continues();
        current_.bytes_after = lines_.line_bytes();
        current_.non_text_after = lines_.non_text_bytes();
        current_.problems.clear();
        for (const LineNote& note : lines_.notes())
            current_.problems.push_back({current_.number, column_at(note.offset), note.message});
    }
    // The line's problems go with the token being read (a line read again has none left).
    for (ReadProblem& p : current_.problems) line_problems_.push_back(std::move(p));
    current_.problems.clear();
    have_line_ = true;
    pos_ = 0;
    return true;
}

int PdnTokenizer::column_at(std::size_t pos) const {
    return static_cast<int>(std::min<std::size_t>(current_.column_base + pos + 1, INT_MAX));
}

bool PdnTokenizer::next(Token& t) {
    glued_to_ = std::move(glue_next_);
    glue_next_.clear();
    line_problems_ = std::move(held_problems_);
    held_problems_.clear();
    const bool more = next_token(t);
    t.line_problems = std::move(line_problems_);
    line_problems_.clear();
    if (!more) return false;
    note_context(t);
    return true;
}

void PdnTokenizer::note_context(const Token& t) {
    switch (t.kind) {
        case TokenKind::tag:
        case TokenKind::result:
            last_number_ = 0;
            moves_due_ = -1;
            break;
        case TokenKind::move_number:
            last_number_ = t.nag;
            // "12." announces the moves of both sides, "12..." the second mover's only.
            moves_due_ = t.text.find("..") != std::string::npos ? 1 : 2;
            break;
        case TokenKind::move:
            if (moves_due_ > 0) --moves_due_;
            break;
        case TokenKind::open_variation:
        case TokenKind::close_variation:
            moves_due_ = -1;
            break;
        default:
            break;
    }
}

bool PdnTokenizer::next_token(Token& t) {
    for (;;) {
        if (!have_line_ || pos_ >= current_.text.size()) {
            if (!next_line()) return false;
            // PDN escape line: '%' in the first column, ignored.
            if (current_.column_base == 0 && !current_.text.empty() && current_.text[0] == '%')
                pos_ = current_.text.size();
            continue;
        }
        const std::string& line = current_.text;
        char c = line[pos_];
        if (is_space(c)) {
            ++pos_;
            continue;
        }
        t.line = current_.number;
        t.column = column_at(pos_);
        t.bytes_before_line = current_.bytes_before;
        t.non_text_before_line = current_.non_text_before;
        t.bytes_after_line = current_.bytes_after;
        t.non_text_after_line = current_.non_text_after;
        t.text.clear();
        t.value.clear();
        t.problem.clear();
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
                t.text = line.substr(pos_ + 1);
                pos_ = line.size();
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
                while (end < line.size() && is_digit(line[end])) {
                    if (n <= max_nag) n = n * 10 + (line[end] - '0');
                    ++end;
                }
                if (end == pos_ + 1) {
                    t.kind = TokenKind::error;
                    t.text = "'$' without a number, ignored";
                } else if (n > max_nag) {
                    t.kind = TokenKind::error;
                    t.text = "NAG '" + line.substr(pos_, std::min<std::size_t>(end - pos_, 24)) +
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
                if (pos_ + 1 < line.size() && (line[pos_ + 1] == '!' || line[pos_ + 1] == '?'))
                    len = 2;
                t.kind = TokenKind::nag;
                t.nag = mark_to_nag(std::string_view(line).substr(pos_, len));
                pos_ += len;
                return true;
            }
            case '}':
            case ']':
                ++pos_;
                t.kind = TokenKind::error;
                t.text = std::string("unexpected '") + c + "', ignored";
                return true;
            default:
                if (read_word(t)) return true;
        }
    }
}

// A tag: [Name "value"], with \" and \\ escapes in the value; lenient about spacing. A tag may go
// on over the pieces of a line longer than LineReader::max_line_bytes, never over real lines.
void PdnTokenizer::read_tag(Token& t) {
    std::size_t i = pos_ + 1;
    // True when there is a character at i, taking the next piece of a cut line when needed.
    const auto more = [this, &i] {
        while (i >= current_.text.size()) {
            if (!current_.continues || !next_line()) return false;
            i = 0;
        }
        return true;
    };
    const auto at = [this, &i] { return current_.text[i]; };
    std::size_t name_bytes = 0, value_bytes = 0;
    while (more() && is_space(at())) ++i;
    while (more() && !is_space(at()) && at() != '"' && at() != ']') {
        // One byte past the limit is kept, so that a cut can see whether it splits a character.
        if (name_bytes++ <= max_tag_name_bytes) t.text += at();
        ++i;
    }
    while (more() && is_space(at())) ++i;
    bool closed_quote = true;
    if (more() && at() == '"') {
        ++i;
        closed_quote = false;
        while (more()) {
            char c = at();
            if (c == '\\' && i + 1 < current_.text.size() &&
                (current_.text[i + 1] == '"' || current_.text[i + 1] == '\\')) {
                c = current_.text[i + 1];
                ++i;
            } else if (c == '"') {
                ++i;
                closed_quote = true;
                break;
            }
            if (value_bytes++ <= max_tag_value_bytes) t.value += c;
            ++i;
        }
    }
    while (more() && at() != ']') ++i;
    const bool closed = more();
    pos_ = closed ? i + 1 : current_.text.size();
    // Keep what could be read of a malformed tag; the parser reports it and the game goes on.
    if (!closed_quote && !t.value.empty() && t.value.back() == ']') t.value.pop_back();  // [A "b]
    if (t.text.empty()) {
        t.kind = TokenKind::error;
        t.text = "tag without a name, ignored";
        t.value.clear();
        return;
    }
    t.kind = TokenKind::tag;
    std::vector<std::string> problems;
    if (name_bytes > max_tag_name_bytes) {
        t.text.resize(utf8_prefix_length(t.text, max_tag_name_bytes));
        problems.push_back("tag name of " + std::to_string(name_bytes) +
                           " bytes cut to its first " + std::to_string(t.text.size()));
    }
    if (value_bytes > max_tag_value_bytes) {
        t.value.resize(utf8_prefix_length(t.value, max_tag_value_bytes));
        problems.push_back("value of the tag " + shown(t.text) + " is " +
                           std::to_string(value_bytes) + " bytes long: cut to its first " +
                           std::to_string(t.value.size()) + " (a tag value is at most " +
                           std::to_string(max_tag_value_bytes) + " bytes)");
    }
    if (!closed || !closed_quote)
        problems.push_back("malformed tag " + shown(t.text) + " (no closing " +
                           (closed_quote ? "']'" : "'\"'") + "), read as [" + shown(t.text) +
                           " \"" + shown(t.value) + "\"]");
    for (const std::string& p : problems) {
        if (!t.problem.empty()) t.problem += "; ";
        t.problem += p;
    }
}

// A word: a move number (possibly glued to a move: "12.32-28"), a result, a move (possibly with
// text glued to it: "26-22Whiteresigns", read as the move and then the word), or a word that is
// no move.
bool PdnTokenizer::read_word(Token& t) {
    const std::string& line = current_.text;
    std::size_t end = pos_;
    while (end < line.size() && !ends_word(line[end])) ++end;
    if (end == pos_) end = pos_ + 1;  // a lone delimiter that reached here: take one char
    std::string_view word(line.data() + pos_, end - pos_);
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
        t.text.assign(line, word_pos, r);
        return true;
    }
    if (word.find_first_not_of('.') == std::string_view::npos) return false;  // "..." alone
    // Every result starts with 0, 1, 2, * or the first byte of a UTF-8 ½.
    const char first = word.front();
    const bool maybe_result =
        first == '0' || first == '1' || first == '2' || first == '*' || first == '\xC2';
    if (maybe_result && is_result_text(word)) {
        t.kind = TokenKind::result;
        t.text.assign(word);
        return true;
    }
    const std::size_t move = move_prefix_length(word);
    if (move > 0 && move < word.size()) {
        // Text glued to the move: the move now, the rest as the next token.
        pos_ = word_pos + move;
        word = word.substr(0, move);
        t.kind = TokenKind::move;
        t.text.assign(word);
        glue_next_ = t.text;
        return true;
    }
    if (move > 0 || starts_like_move(word)) {
        t.kind = TokenKind::move;
        t.text.assign(word);
        return true;
    }
    t.kind = TokenKind::word;
    t.text.assign(word);
    t.value = glued_to_;
    return true;
}

}  // namespace damascope::importers
