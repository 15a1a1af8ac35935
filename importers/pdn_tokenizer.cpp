#include "importers/pdn_tokenizer.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <climits>
#include <string_view>

#include "importers/message_text.hpp"
#include "importers/move_text.hpp"

namespace damascope::importers {

namespace {

// PDN defines NAGs up to 255; programs use a few more. Beyond this a number is a typo.
constexpr int max_nag = 9999;
// Tag names are words like Event or WhiteElo.
constexpr std::size_t max_tag_name_bytes = 256;

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

// A line that starts a tag pair: [Name "   (spaces allowed before the bracket and the quote).
bool starts_tag_pair(std::string_view s) {
    std::size_t i = 0;
    while (i < s.size() && is_space(s[i])) ++i;
    if (i >= s.size() || s[i] != '[') return false;
    ++i;
    const std::size_t name = i;
    while (i < s.size() && (std::isalnum(static_cast<unsigned char>(s[i])) != 0 || s[i] == '_'))
        ++i;
    if (i == name) return false;
    while (i < s.size() && is_space(s[i])) ++i;
    return i < s.size() && s[i] == '"';
}

std::string place(std::int64_t line, int column) {
    return "line " + std::to_string(line) + ", column " + std::to_string(column);
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
    }
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
    if (!next_token(t)) return false;
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

// A {...} comment, possibly over several lines (joined with a space). When no '}' comes before
// another '{', the tags of the next game, the end of the file or max_comment_bytes, the comment
// is not closed: recover_comment() decides where it ends, as a reader of the record would.
void PdnTokenizer::read_comment(Token& t, std::size_t open_pos) {
    std::vector<Line> seen;  // the lines read for this comment, from the one with the '{' on
    std::size_t start = open_pos + 1;
    std::size_t length = 0;
    for (;;) {
        const std::string& s = current_.text;
        const std::size_t close = s.find('}', start);
        const std::size_t reopen = s.find('{', start);
        if (close != std::string::npos && (reopen == std::string::npos || close < reopen)) {
            if (seen.empty()) {
                t.text.assign(s, start, close - start);
            } else {
                // Lines joined with a space; the pieces of a cut line without one.
                for (std::size_t k = 0; k < seen.size(); ++k) {
                    const std::size_t from = k == 0 ? open_pos + 1 : 0;
                    t.text.append(seen[k].text, from);
                    if (!seen[k].continues) t.text += ' ';
                }
                t.text.append(s, 0, close);
            }
            pos_ = close + 1;
            t.kind = TokenKind::comment;
            return;
        }
        seen.push_back(current_);
        if (reopen != std::string::npos) {
            recover_comment(t, seen, open_pos, seen.size() - 1, reopen,
                            "before another '{' at " + place(current_.number, column_at(reopen)));
            return;
        }
        length += s.size() - start;
        if (length > max_comment_bytes) {
            recover_comment(t, seen, open_pos, seen.size() - 1, s.size(),
                            "within " + std::to_string(max_comment_bytes >> 20) + " MiB");
            return;
        }
        const bool continues = current_.continues;
        if (!next_line()) {
            recover_comment(t, seen, open_pos, seen.size(), 0, "before the end of the file");
            return;
        }
        if (!continues && starts_tag_pair(current_.text)) {
            seen.push_back(current_);
            recover_comment(
                t, seen, open_pos, seen.size() - 1, 0,
                "before the tags of the next game at line " + std::to_string(current_.number));
            return;
        }
        start = 0;
    }
}

// Whether `word`, read inside a comment that was not closed, is where the movetext goes on: a move
// number that continues the numbering, a result, or a move when one is due.
bool PdnTokenizer::ends_unclosed_comment(std::string_view word) const {
    std::size_t d = 0;
    int n = 0;
    while (d < word.size() && is_digit(word[d])) {
        if (n < 100000) n = n * 10 + (word[d] - '0');
        ++d;
    }
    if (d > 0 && d < word.size() && word[d] == '.')
        return last_number_ == 0 || n == last_number_ || n == last_number_ + 1;
    if (is_result_text(word)) return true;
    return moves_due_ != 0 && move_prefix_length(word) > 0;
}

// A comment opened at seen[0] and not closed before (stop_line, stop_pos) (stop_line ==
// seen.size(): the end of the file). It is taken to end before the first word where the movetext
// visibly goes on (see ends_unclosed_comment); without one, at the stop. Reading goes on from
// there, the lines after it read again.
void PdnTokenizer::recover_comment(Token& t, std::vector<Line>& seen, std::size_t open_pos,
                                   std::size_t stop_line, std::size_t stop_pos,
                                   const std::string& why) {
    std::size_t end_line = stop_line, end_pos = stop_pos;
    std::string found;
    for (std::size_t k = 0; k < seen.size() && k <= stop_line && found.empty(); ++k) {
        const std::string& s = seen[k].text;
        const std::size_t limit = k == stop_line ? stop_pos : s.size();
        std::size_t i = k == 0 ? open_pos + 1 : 0;
        while (i < limit) {
            if (is_space(s[i]) || (ends_word(s[i]) && s[i] != '*')) {
                ++i;
                continue;
            }
            std::size_t e = i + 1;
            if (s[i] != '*')
                while (e < limit && !ends_word(s[e])) ++e;
            if (ends_unclosed_comment(std::string_view(s).substr(i, e - i))) {
                end_line = k;
                end_pos = i;
                found = s.substr(i, e - i);
                break;
            }
            i = e;
        }
    }
    // The comment: from after the '{' to the end found.
    t.kind = TokenKind::comment;
    t.text.clear();
    for (std::size_t k = 0; k < seen.size() && k <= end_line; ++k) {
        const std::size_t from = k == 0 ? open_pos + 1 : 0;
        const std::size_t to = k == end_line ? end_pos : seen[k].text.size();
        if (to > from) t.text.append(seen[k].text, from, to - from);
        if (k != end_line && !seen[k].continues) t.text += ' ';
    }
    while (!t.text.empty() && is_space(t.text.back())) t.text.pop_back();
    t.problem = "'{' not closed (" + why + "): ";
    if (!found.empty()) {
        t.problem +=
            "the comment is taken to end before '" + shown(found) + "' at " +
            place(seen[end_line].number, static_cast<int>(std::min<std::size_t>(
                                             seen[end_line].column_base + end_pos + 1, INT_MAX))) +
            ", where the moves go on";
    } else {
        t.problem += "the comment is taken to run up to there";
    }
    if (t.text.size() > max_comment_bytes) {
        t.text.resize(utf8_prefix_length(t.text, max_comment_bytes));
        t.problem += " (its first " + std::to_string(max_comment_bytes >> 20) + " MiB kept)";
    }
    // Read on from the end of the comment; the lines after it again.
    if (end_line >= seen.size()) {  // the end of the file
        current_ = std::move(seen.back());
        pos_ = current_.text.size();
        have_line_ = true;
        return;
    }
    for (std::size_t k = seen.size(); k-- > end_line + 1;) again_.push_front(std::move(seen[k]));
    current_ = std::move(seen[end_line]);
    pos_ = end_pos;
    have_line_ = true;
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
