// The tokenizer's {comments}: read over lines, and when one is not closed, ended where the
// movetext visibly goes on (see PdnTokenizer::recover_comment).
#include <algorithm>
#include <climits>

#include "importers/message_text.hpp"
#include "importers/move_text.hpp"
#include "importers/pdn_chars.hpp"
#include "importers/pdn_tokenizer.hpp"

namespace damascope::importers {

using namespace pdn_chars;

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
    give_back_problems(seen, end_line, end_pos);
    for (std::size_t k = seen.size(); k-- > end_line + 1;) again_.push_front(std::move(seen[k]));
    current_ = std::move(seen[end_line]);
    pos_ = end_pos;
    have_line_ = true;
}

// The problems found in the lines read for a comment that turned out to end at (end_line, end_pos)
// of `seen`: those after that end go with the tokens read from there (on a line read again, with
// that line), so that a problem on the next game's tag line is that game's.
void PdnTokenizer::give_back_problems(std::vector<Line>& seen, std::size_t end_line,
                                      std::size_t end_pos) {
    const auto column_of = [](const Line& l, std::size_t pos) {
        return static_cast<int>(std::min<std::size_t>(l.column_base + pos + 1, INT_MAX));
    };
    const Line& end = seen[end_line];
    const auto after_end = [&](const ReadProblem& p) {
        return p.line > end.number || (p.line == end.number && p.column >= column_of(end, end_pos));
    };
    for (ReadProblem& p : line_problems_) {
        if (!after_end(p)) continue;
        Line* holder = nullptr;  // the line read again that the problem was found in
        for (std::size_t k = end_line + 1; k < seen.size() && !holder; ++k)
            if (seen[k].number == p.line && p.column > column_of(seen[k], 0) - 1 &&
                p.column <= column_of(seen[k], seen[k].text.size()))
                holder = &seen[k];
        (holder ? holder->problems : held_problems_).push_back(std::move(p));
    }
    std::erase_if(line_problems_, after_end);
}

}  // namespace damascope::importers
