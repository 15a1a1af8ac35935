#include "importers/pdn_parser.hpp"

#include <iterator>
#include <list>
#include <string>

#include "importers/message_text.hpp"
#include "importers/unclosed_variation.hpp"

namespace damascope::importers {

namespace {

// No real game comes near this; it bounds the memory a broken file can take.
constexpr std::size_t max_line_moves = 10000;
// Real games nest variations a few levels deep; deeper ones are skipped, which also bounds the
// recursion of everything that walks the variations later (replay, rendering, destruction).
constexpr std::size_t max_variation_depth = 32;
// What one game may keep in memory, roughly (text plus a fixed cost per token); the largest real
// games take a few kilobytes. Past it the rest of the game is skipped up to its result or the next
// game's tags, so a hostile file cannot fill the memory with one endless game.
constexpr std::size_t max_game_bytes = std::size_t{16} << 20;
constexpr std::size_t token_cost = 64;

std::string place(std::int64_t line, int column) {
    return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

std::string trim(std::string_view s) {
    std::size_t b = s.find_first_not_of(" \t");
    if (b == std::string_view::npos) return {};
    std::size_t e = s.find_last_not_of(" \t");
    return std::string(s.substr(b, e - b + 1));
}

void append_text(std::string& to, const std::string& text) {
    if (text.empty()) return;
    if (!to.empty()) to += ' ';
    to += text;
}

// Takes a PDN setup command /FEN "..."/ out of a comment; returns the FEN or "".
std::string extract_setup(std::string& text) {
    std::size_t b = text.find("/FEN \"");
    if (b == std::string::npos) return {};
    std::size_t vb = b + 6;
    std::size_t ve = text.find('"', vb);
    if (ve == std::string::npos) return {};
    std::string fen = text.substr(vb, ve - vb);
    std::size_t end = ve + 1;
    if (end < text.size() && text[end] == '/') ++end;
    text.erase(b, end - b);
    return fen;
}

void render(const std::vector<RawMove>& moves, std::string& out) {
    for (const RawMove& m : moves) {
        if (!m.comment_before.empty()) append_text(out, "{" + m.comment_before + "}");
        append_text(out, m.text);
        for (int n : m.nags) out += " $" + std::to_string(n);
        if (!m.comment.empty()) out += " {" + m.comment + "}";
        for (const auto& v : m.variations) {
            out += " (";
            std::string inner;
            render(v, inner);
            out += inner + ")";
        }
    }
}

}  // namespace

std::string line_to_text(const std::vector<RawMove>& moves) {
    std::string out;
    render(moves, out);
    return out;
}

bool PdnParser::pull(Token& t) {
    if (has_pending_) {
        has_pending_ = false;
        t = std::move(pending_);
        return true;
    }
    return tokens_.next(t);
}

// At the end of a game, the variations still open: each is closed where the move numbers show the
// main line going on (innermost first), or else taken to run to the end of the game; either way
// it is reported.
void PdnParser::close_open_variations(RawGame& g, std::vector<std::vector<RawMove>*>& stack,
                                      std::vector<Token>& opened) {
    while (stack.size() > 1) {
        std::vector<RawMove>& variation = *stack.back();
        std::vector<RawMove>& parent = *stack[stack.size() - 2];
        const Token& open = opened.back();
        const bool attached = !parent.empty() && !parent.back().variations.empty() &&
                              &parent.back().variations.back() == &variation;
        const std::size_t resume = attached ? main_line_resumes_at(parent, variation) : 0;
        std::string message = "'(' not closed before the end of the game: ";
        if (resume > 0) {
            const RawMove& first = variation[resume];
            message += "the variation is taken to end before '" + shown(first.text) + "' at " +
                       place(first.line, first.column) +
                       ", where the move numbers show the main line going on";
            std::vector<RawMove> rest(
                std::make_move_iterator(variation.begin() + static_cast<std::ptrdiff_t>(resume)),
                std::make_move_iterator(variation.end()));
            variation.resize(resume);
            parent.insert(parent.end(), std::make_move_iterator(rest.begin()),
                          std::make_move_iterator(rest.end()));
        } else {
            message +=
                "the variation is taken to run to there (no move number shows where the "
                "main line goes on)";
        }
        add_problem(g.problems, {open.line, open.column, std::move(message)});
        stack.pop_back();
        opened.pop_back();
    }
}

std::optional<RawGame> PdnParser::next() {
    for (;;) {
        RawGame g;
        g.moves.reserve(128);
        bool started = false, movetext = false, done = false, too_long = false;
        // Words or broken syntax before any tag or move: stray text between games, reported as
        // such when tags follow, not as a problem of the game they begin.
        bool stray = false;
        std::vector<std::vector<RawMove>*> stack{&g.moves};
        std::vector<Token> opened;          // where each open variation of `stack` began
        int skipped_depth = 0;              // > 0 inside a variation nested too deep, being skipped
        std::optional<Token> skipped_open;  // where the skipping began
        std::size_t kept_bytes = 0;
        bool over_budget = false;
        std::list<RawMove> orphans;  // holders of variations written before any move
        std::string lead_comment;    // a comment opening a variation, before its first move
        // The move number read last, for the move after it (see RawMove::number).
        int number = 0;
        bool second_mover_number = false;
        // A result read inside a variation, with no move after it: the game's own result when
        // the variation turns out not to be closed.
        std::string inner_result;
        // The game's lines, from the line of its first token to that of its last (a line shared
        // with the game before or after counts for both).
        std::uint64_t first_bytes = 0, first_non_text = 0, last_bytes = 0, last_non_text = 0;
        Token t;
        while (!done && pull(t)) {
            if (!started) {
                g.line = t.line;
                first_bytes = t.bytes_before_line;
                first_non_text = t.non_text_before_line;
            }
            started = true;
            if (t.kind != TokenKind::tag || !(movetext || (stray && g.tags.empty()))) {
                g.end_line = t.line;
                last_bytes = t.bytes_after_line;
                last_non_text = t.non_text_after_line;
            }
            std::vector<RawMove>& line = *stack.back();
            const auto warn = [&g, &t](std::string text) {
                add_problem(g.problems, {t.line, t.column, std::move(text)});
            };
            const bool ends_game =
                (t.kind == TokenKind::tag && (movetext || (stray && g.tags.empty()))) ||
                (t.kind == TokenKind::result && stack.size() == 1 && skipped_depth == 0);
            kept_bytes += t.text.size() + t.value.size() + token_cost;
            // A tag that ends the game is the next game's, and so are its problems.
            if (!(t.kind == TokenKind::tag && ends_game))
                for (ReadProblem& p : t.line_problems) add_problem(g.problems, std::move(p));
            if (kept_bytes > max_game_bytes && !ends_game) {
                if (!over_budget)
                    warn("game longer than " + std::to_string(max_game_bytes >> 20) +
                         " MiB: the rest of it is skipped");
                over_budget = true;
                // Parentheses are still followed (they add nothing), so the result is found.
                if (t.kind == TokenKind::open_variation) ++skipped_depth;
                if (t.kind != TokenKind::close_variation) continue;
            }
            if (skipped_depth > 0 && t.kind != TokenKind::tag) {
                if (t.kind == TokenKind::open_variation) ++skipped_depth;
                if (t.kind == TokenKind::close_variation) --skipped_depth;
                continue;
            }
            if (!t.problem.empty() && !(t.kind == TokenKind::tag && ends_game)) warn(t.problem);
            switch (t.kind) {
                case TokenKind::tag:
                    if (ends_game) {  // the tags of the next game
                        pending_ = std::move(t);
                        has_pending_ = true;
                        done = true;
                        break;
                    }
                    g.tags.emplace_back(std::move(t.text), std::move(t.value));
                    break;
                case TokenKind::move_number:
                    movetext = true;
                    number = t.nag;
                    second_mover_number = t.text.find("..") != std::string::npos;
                    break;
                case TokenKind::move: {
                    movetext = true;
                    inner_result.clear();
                    if (line.size() >= max_line_moves) {
                        if (!too_long)
                            warn("more than " + std::to_string(max_line_moves) +
                                 " moves in a line: the rest of the line is skipped");
                        too_long = true;
                        break;
                    }
                    RawMove& m = line.emplace_back();
                    m.text = std::move(t.text);
                    m.line = t.line;
                    m.column = t.column;
                    m.number = number;
                    m.second_mover_number = second_mover_number;
                    number = 0;
                    if (!lead_comment.empty()) {
                        m.comment_before = std::move(lead_comment);
                        lead_comment.clear();
                    }
                    break;
                }
                case TokenKind::nag:
                    if (t.nag == 0) break;
                    if (!line.empty()) {
                        line.back().nags.push_back(t.nag);
                    } else if (stack.size() > 1 && !(*stack[stack.size() - 2]).empty()) {
                        // PDN 3.0 move strength, "19-23(!?)": marks of the move before the '('.
                        (*stack[stack.size() - 2]).back().nags.push_back(t.nag);
                    } else {
                        warn("NAG $" + std::to_string(t.nag) + " before any move, ignored");
                    }
                    break;
                case TokenKind::word:
                    // A word in the movetext is commentary written without braces.
                    if (!movetext && g.tags.empty()) stray = true;
                    if (!t.value.empty()) {
                        warn("'" + shown(t.text) + "' glued to the move " + shown(t.value) +
                             ": kept as the move's comment");
                    } else {
                        warn("'" + shown(t.text) + "' is not a move: kept as a comment");
                    }
                    [[fallthrough]];
                case TokenKind::comment: {
                    std::string text = trim(t.text);
                    std::string fen = extract_setup(text);
                    if (!fen.empty()) {
                        if (stack.size() == 1 && g.moves.empty()) {
                            g.setup_fen = fen;
                        } else {
                            warn("setup command after the first move, ignored");
                        }
                        text = trim(text);
                    }
                    if (!line.empty()) {
                        append_text(line.back().comment, text);
                    } else if (stack.size() == 1) {
                        append_text(g.comment, text);
                    } else {
                        append_text(lead_comment, text);
                    }
                    break;
                }
                case TokenKind::open_variation:
                    movetext = true;
                    if (stack.size() > max_variation_depth) {
                        warn("variations nested more than " + std::to_string(max_variation_depth) +
                             " deep: this one is skipped");
                        skipped_depth = 1;
                        skipped_open = t;
                        break;
                    }
                    opened.push_back(t);
                    if (line.empty()) {
                        warn("variation before any move: kept as a comment");
                        orphans.emplace_back();
                        orphans.back().variations.emplace_back();
                        stack.push_back(&orphans.back().variations.back());
                    } else {
                        line.back().variations.emplace_back();
                        stack.push_back(&line.back().variations.back());
                    }
                    number = 0;
                    break;
                case TokenKind::close_variation: {
                    if (stack.size() == 1) {
                        if (!movetext && g.tags.empty()) stray = true;
                        warn("')' without '(', ignored");
                        break;
                    }
                    std::vector<RawMove>* closed = stack.back();
                    stack.pop_back();
                    opened.pop_back();
                    std::vector<RawMove>& parent = *stack.back();
                    if (closed->empty() && !parent.empty() && !parent.back().variations.empty() &&
                        &parent.back().variations.back() == closed) {
                        parent.back().variations.pop_back();
                    }
                    lead_comment.clear();
                    inner_result.clear();
                    number = 0;
                    break;
                }
                case TokenKind::result:
                    if (stack.size() > 1) {     // a result inside a variation says nothing...
                        inner_result = t.text;  // ... unless the variation is never closed
                        break;
                    }
                    g.result = std::move(t.text);
                    done = true;
                    {
                        // A comment on the same line right after the result belongs to this game.
                        std::int64_t result_line = t.line;
                        Token c;
                        while (pull(c)) {
                            if (c.kind != TokenKind::comment || c.line != result_line) {
                                pending_ = std::move(c);
                                has_pending_ = true;
                                break;
                            }
                            g.end_line = c.line;
                            last_bytes = c.bytes_after_line;
                            last_non_text = c.non_text_after_line;
                            if (!c.problem.empty())
                                add_problem(g.problems, {c.line, c.column, c.problem});
                            for (ReadProblem& p : c.line_problems)
                                add_problem(g.problems, std::move(p));
                            std::string text = trim(c.text);
                            if (!g.moves.empty()) {
                                append_text(g.moves.back().comment, text);
                            } else {
                                append_text(g.comment, text);
                            }
                        }
                    }
                    break;
                case TokenKind::error:
                    if (!movetext && g.tags.empty()) stray = true;
                    warn(t.text);
                    break;
            }
        }
        if (!started) return std::nullopt;
        if (skipped_depth > 0 && skipped_open)
            add_problem(g.problems,
                        {skipped_open->line, skipped_open->column,
                         "the variation skipped here is not closed before the end of the game: "
                         "the moves after it were skipped with it"});
        if (!opened.empty()) {
            close_open_variations(g, stack, opened);
            if (g.result.empty() && !inner_result.empty()) g.result = inner_result;
        }
        for (const RawMove& o : orphans) {
            for (const auto& v : o.variations) {
                std::string text(1, '(');
                text += line_to_text(v);
                text += ')';
                append_text(g.comment, text);
            }
        }
        g.bytes = last_bytes - first_bytes;
        g.non_text_bytes = last_non_text - first_non_text;
        // Stray comments between games are not a game; stray syntax errors are reported as a
        // skipped "game" so that they are not lost silently.
        if (g.tags.empty() && g.moves.empty() && g.result.empty() && g.setup_fen.empty() &&
            g.problems.empty()) {
            if (!has_pending_) return std::nullopt;
            continue;
        }
        return g;
    }
}

}  // namespace damascope::importers
