#include "importers/pdn_parser.hpp"

#include <list>
#include <string>

#include "importers/message_text.hpp"

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

std::string where(const Token& t) {
    return "line " + std::to_string(t.line) + ", column " + std::to_string(t.column) + ": ";
}

std::string line_of(const Token& t) {
    return "line " + std::to_string(t.line);
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

std::optional<RawGame> PdnParser::next() {
    for (;;) {
        RawGame g;
        g.moves.reserve(128);
        bool started = false, movetext = false, done = false, too_long = false;
        std::vector<std::vector<RawMove>*> stack{&g.moves};
        std::vector<Token> opened;  // where each open variation of `stack` began
        int skipped_depth = 0;      // > 0 inside a variation nested too deep, being skipped
        std::size_t kept_bytes = 0;
        bool over_budget = false;
        std::list<RawMove> orphans;  // holders of variations written before any move
        std::string lead_comment;    // a comment opening a variation, given to its first move
        Token t;
        while (!done && pull(t)) {
            if (!started) g.line = t.line;
            started = true;
            std::vector<RawMove>& line = *stack.back();
            const auto warn = [&g, &t](std::string text) {
                add_warning(g.warnings, where(t) + text, line_of(t));
            };
            const bool ends_game =
                (t.kind == TokenKind::tag && movetext) ||
                (t.kind == TokenKind::result && stack.size() == 1 && skipped_depth == 0);
            kept_bytes += t.text.size() + t.value.size() + token_cost;
            if (kept_bytes > max_game_bytes && !ends_game) {
                if (!over_budget)
                    warn("game longer than " + std::to_string(max_game_bytes >> 20) +
                         " MiB, the rest of it is skipped");
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
            switch (t.kind) {
                case TokenKind::tag:
                    if (movetext) {  // the tags of the next game
                        pending_ = std::move(t);
                        has_pending_ = true;
                        done = true;
                        break;
                    }
                    if (t.nag == 1) warn("malformed tag " + shown(t.text));
                    g.tags.emplace_back(std::move(t.text), std::move(t.value));
                    break;
                case TokenKind::move_number:
                    movetext = true;
                    break;
                case TokenKind::move: {
                    movetext = true;
                    if (line.size() >= max_line_moves) {
                        if (!too_long)
                            warn("more than " + std::to_string(max_line_moves) +
                                 " moves in a line, the rest is ignored");
                        too_long = true;
                        break;
                    }
                    RawMove& m = line.emplace_back();
                    m.text = std::move(t.text);
                    m.line = t.line;
                    m.column = t.column;
                    if (!lead_comment.empty()) {
                        m.comment = std::move(lead_comment);
                        lead_comment.clear();
                    }
                    break;
                }
                case TokenKind::nag:
                    if (t.nag == 0) break;
                    if (!line.empty()) {
                        line.back().nags.push_back(t.nag);
                    } else {
                        warn("NAG before any move, ignored");
                    }
                    break;
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
                             " deep, this one is skipped");
                        skipped_depth = 1;
                        break;
                    }
                    opened.push_back(t);
                    if (line.empty()) {
                        warn("variation before any move, kept as a comment");
                        orphans.emplace_back();
                        orphans.back().variations.emplace_back();
                        stack.push_back(&orphans.back().variations.back());
                    } else {
                        line.back().variations.emplace_back();
                        stack.push_back(&line.back().variations.back());
                    }
                    break;
                case TokenKind::close_variation: {
                    if (stack.size() == 1) {
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
                    break;
                }
                case TokenKind::result:
                    if (stack.size() > 1) break;  // a result inside a variation says nothing
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
                    warn(t.text);
                    break;
            }
        }
        if (!started) return std::nullopt;
        if (!opened.empty())
            add_warning(g.warnings,
                        where(opened.front()) + "variation not closed at the end of the game",
                        line_of(opened.front()));
        for (const RawMove& o : orphans) {
            for (const auto& v : o.variations) {
                std::string text(1, '(');
                text += line_to_text(v);
                text += ')';
                append_text(g.comment, text);
            }
        }
        // Stray comments between games are not a game; stray syntax errors are reported as a
        // skipped "game" so that they are not lost silently.
        if (g.tags.empty() && g.moves.empty() && g.result.empty() && g.setup_fen.empty() &&
            g.warnings.empty()) {
            if (!has_pending_) return std::nullopt;
            continue;
        }
        return g;
    }
}

}  // namespace damascope::importers
