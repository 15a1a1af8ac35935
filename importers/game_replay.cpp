#include "importers/game_replay.hpp"

#include <limits>
#include <string>

#include "core/fen.hpp"
#include "importers/message_text.hpp"
#include "importers/move_resolver.hpp"
#include "importers/variant_detection.hpp"

namespace damascope::importers {

namespace {

using core::Position;

// "19. 14x23" or "19... 14x23": the move as a reader of the score sheet would find it.
std::string numbered(const Position& start, int ply, const std::string& text) {
    const int offset = start.side_to_move() == core::first_mover(start.variant()) ? 0 : 1;
    const int k = ply - 1 + offset;
    return std::to_string(k / 2 + 1) + (k % 2 == 0 ? ". " : "... ") + text;
}

struct LineReplay {
    std::vector<core::RecordedMove> moves;
    std::optional<core::StoppedAt> stopped;
    std::string unread;  // when stopped: the movetext from the impossible move on, as written
};

LineReplay replay_line(const Position& game_start, Position pos, std::vector<RawMove>& raw,
                       int first_ply, bool take, std::vector<ReadProblem>& problems,
                       std::vector<std::uint64_t>* hashes = nullptr);

// Replays the alternatives to a move from the position before it; a variation that cannot be
// replayed to its end is kept as text in the move's comment.
void add_variations(const Position& game_start, const Position& before, RawMove& raw, int ply,
                    core::RecordedMove& out, std::vector<ReadProblem>& problems) {
    for (auto& variation : raw.variations) {
        if (variation.empty()) continue;
        LineReplay v = replay_line(game_start, before, variation, ply, false, problems);
        if (!v.stopped) {
            out.variations.push_back(std::move(v.moves));
            continue;
        }
        add_problem(problems, {variation.front().line, variation.front().column,
                               "variation kept as a comment: " + v.stopped->reason});
        if (!out.comment.empty()) out.comment += ' ';
        out.comment += '(';
        out.comment += line_to_text(variation);
        out.comment += ')';
    }
}

// With `take`, the texts, comments and NAGs of `raw` are moved into the result as they are
// replayed (the look-ahead of resolve_move only reads the moves after the current one); a
// variation is copied, as its text is still needed when it cannot be replayed.
// `hashes`, if given, receives the hash of every position of the line (start included).
LineReplay replay_line(const Position& game_start, Position pos, std::vector<RawMove>& raw,
                       int first_ply, bool take, std::vector<ReadProblem>& problems,
                       std::vector<std::uint64_t>* hashes) {
    LineReplay out;
    out.moves.reserve(raw.size());
    if (hashes) {
        hashes->reserve(raw.size() + 1);
        hashes->push_back(pos.hash());
    }
    for (std::size_t i = 0; i < raw.size(); ++i) {
        const int ply = first_ply + static_cast<int>(i);
        Resolution r = resolve_move(pos, raw, i);
        if (!r.move) {
            out.stopped = core::StoppedAt{ply, "ply " + std::to_string(ply) + " (" +
                                                   numbered(game_start, ply, shown(raw[i].text)) +
                                                   "): " + shown(r.error, 200) + " (line " +
                                                   std::to_string(raw[i].line) + ", column " +
                                                   std::to_string(raw[i].column) + ")"};
            out.unread = line_to_text(
                std::vector<RawMove>(raw.begin() + static_cast<std::ptrdiff_t>(i), raw.end()));
            break;
        }
        core::RecordedMove& m = out.moves.emplace_back();
        m.move = *r.move;
        m.marks = r.marks;
        if (take) {
            m.text = std::move(raw[i].text);
            m.comment = std::move(raw[i].comment);
            m.comment_before = std::move(raw[i].comment_before);
            m.nags = std::move(raw[i].nags);
        } else {
            m.text = raw[i].text;
            m.comment = raw[i].comment;
            m.comment_before = raw[i].comment_before;
            m.nags = raw[i].nags;
        }
        // A variation kept as text goes into the comment, after the move's own.
        add_variations(game_start, pos, raw[i], ply, m, problems);
        pos.play(*r.move);
        if (hashes) hashes->push_back(pos.hash());
    }
    return out;
}

// The main line (with its variations) replayed under one rule set.
struct Attempt {
    LineReplay main;
    std::vector<ReadProblem> problems;  // variations that could not be replayed
    std::vector<std::uint64_t> hashes;
};

Attempt replay_under(const Position& start, std::vector<RawMove>& moves, bool take) {
    Attempt a;
    a.main = replay_line(start, start, moves, 1, take, a.problems, &a.hashes);
    return a;
}

// True when `a` replays more of the record than `b`: further along the main line, or as far with
// fewer variations left as text.
bool replays_more(const Attempt& a, const Attempt& b) {
    const auto reach = [](const Attempt& x) {
        return x.main.stopped ? x.main.stopped->ply : std::numeric_limits<int>::max();
    };
    if (reach(a) != reach(b)) return reach(a) > reach(b);
    return a.problems.size() < b.problems.size();
}

// Whether the move at which a replay under the seed's rules stopped (the one after `played`) can be
// played under the federation's rules: a hint for a game whose rules were given, not told by its
// moves.
bool federation_plays(const Position& start, const std::vector<core::RecordedMove>& played,
                      const std::vector<RawMove>& raw) {
    Position pos = start.with_variant(core::Variant::turkish);
    for (const core::RecordedMove& m : played) pos.play(m.move);
    return played.size() < raw.size() && resolve_move(pos, raw, played.size()).move.has_value();
}

// The Dama rule set a record's [Rules] tag names, if any; a value this program does not know, or
// a Rules tag on a Dhama record, is reported and left aside.
std::optional<core::Variant> tagged_rules(const RawGame& raw, core::Variant v,
                                          std::vector<ReadProblem>& problems) {
    const std::string* tag = raw.tag("Rules");
    if (tag == nullptr) return std::nullopt;
    const auto named = rules_tag_variant(*tag);
    if (!core::is_dama_family(v)) {
        add_problem(problems, {raw.line, 0,
                               "Rules tag \"" + shown(*tag) +
                                   "\" names Dama rules and this is a Dhama game: ignored"});
        return std::nullopt;
    }
    if (!named)
        add_problem(problems, {raw.line, 0,
                               "Rules tag \"" + shown(*tag) +
                                   "\" is no rule set this program knows (arab, turkish or "
                                   "federation): the rules are told by the moves"});
    return named;
}

// The game's lines are largely no text (LineReader::non_text_bytes): random bytes, a database or
// an image read as PDN. Text in any encoding read here has at most a few percent of such bytes,
// random bytes about 60%; a short piece of random bytes varies, so the line is drawn at 25%.
bool mostly_no_text(const RawGame& raw) {
    return raw.bytes > 0 && raw.non_text_bytes * 4 > raw.bytes;
}

// "" when the first move of `moves` can be played (as a move or a marked rule break), else why not.
std::string first_move_error(const Position& start, const std::vector<RawMove>& moves) {
    if (moves.empty()) return "no moves";
    Resolution r = resolve_move(start, moves, 0);
    if (r.move) return {};
    return numbered(start, 1, shown(moves.front().text)) + ": " + shown(r.error, 200);
}

// Not a game: skipped with what it holds, its problems left out (the reason says it all).
void mark_junk(ReadGame& out, const RawGame& raw, const std::string& what,
               const std::string& first_move = {}) {
    out.junk = true;
    out.skip_reason = std::string(junk_reason_prefix) + what;
    if (mostly_no_text(raw)) {
        out.skip_reason += ", " + std::to_string(raw.non_text_bytes * 100 / raw.bytes) +
                           "% of its bytes are no text (binary data?)";
    } else if (!first_move.empty()) {
        out.skip_reason += " (" + first_move + ")";
    } else if (!raw.comment.empty()) {
        out.skip_reason += ", only the text '" + shown(raw.comment) + "'";
    } else if (!out.problems.empty()) {
        out.skip_reason += ", only " + out.problems.front().message;
    }
    out.skip_reason += junk_reason_suffix;
    out.problems.clear();
}

}  // namespace

std::string normalize_result(std::string_view t) {
    while (!t.empty() && (t.front() == ' ' || t.front() == '\t')) t.remove_prefix(1);
    while (!t.empty() && (t.back() == ' ' || t.back() == '\t')) t.remove_suffix(1);
    if (t == "1-0" || t == "2-0") return "1-0";
    if (t == "0-1" || t == "0-2") return "0-1";
    if (t == "1/2-1/2" || t == "1-1" || t == "\xC2\xBD-\xC2\xBD") return "1/2-1/2";
    // 0-0 appears in PDN's list without a meaning of its own (no score for either): unfinished.
    if (t == "*" || t == "0-0") return "*";
    return {};
}

core::Outcome outcome_of(core::Variant v, std::string_view r) {
    const core::Color first = core::first_mover(v);
    const auto wins = [](core::Color c) {
        return c == core::Color::white ? core::Outcome::white_wins : core::Outcome::black_wins;
    };
    if (r == "1-0") return wins(first);
    if (r == "0-1") return wins(core::opposite(first));
    if (r == "1/2-1/2") return core::Outcome::draw;
    return core::Outcome::ongoing;
}

ReadGame replay_game(RawGame raw, const ReadOptions& options) {
    ReadGame out;
    out.line = raw.line;
    out.end_line = raw.end_line;
    out.problems = std::move(raw.problems);
    if (raw.tags.empty() && raw.moves.empty() && raw.setup_fen.empty()) {
        // Words or broken syntax between games (the parser reports them rather than lose them).
        mark_junk(out, raw, "no tags and no moves");
        return out;
    }
    // Random bytes, a database or an image read as PDN: whatever it would be skipped for, it is
    // no game at all.
    const bool binary = mostly_no_text(raw);
    VariantGuess guess = detect_variant(raw);
    if (!guess.variant) {
        if (binary) {
            mark_junk(out, raw, "no move that can be read");
            return out;
        }
        out.unsupported = true;
        out.skip_reason = guess.unsupported_reason;  // the line is in out.line
        return out;
    }
    core::Variant v = *guess.variant;
    // Dama's rule set: forced by the reader, else named by the tag, else told by the moves.
    bool by_moves = false;
    if (const auto tagged = tagged_rules(raw, v, out.problems); core::is_dama_family(v)) {
        if (options.dama_rules == DamaRules::arab) {
            v = core::Variant::dama;
        } else if (options.dama_rules == DamaRules::turkish) {
            v = core::Variant::turkish;
        } else if (tagged) {
            v = *tagged;
        } else {
            v = core::Variant::dama;
            by_moves = true;
        }
    }
    core::GameRecord rec;
    rec.variant = v;
    rec.start = Position::initial(v);
    std::string fen = raw.setup_fen;
    if (const std::string* f = raw.tag("FEN"); f != nullptr && !f->empty()) fen = *f;
    if (!fen.empty()) {
        auto pos = core::parse_fen(v, fen);
        if (!pos) {
            if (binary) {
                mark_junk(out, raw, "no position and no move that can be read");
                return out;
            }
            out.skip_reason = "FEN \"" + shown(fen, 80) + "\": " + shown(pos.error(), 200);
            return out;
        }
        rec.start = *pos;
        rec.start_fen = fen;
    }
    // A game is something a person can read: tags with a position or a move, or moves.
    if (binary || (raw.tags.empty() && fen.empty())) {
        if (std::string error = first_move_error(rec.start, raw.moves); !error.empty()) {
            mark_junk(out, raw,
                      raw.tags.empty() ? "no tags and no move that can be read"
                                       : "no move that can be read",
                      error);
            return out;
        }
    }
    if (fen.empty() && raw.moves.empty()) {
        out.skip_reason = "no moves and no position";
        return out;
    }
    Attempt attempt;
    if (!by_moves) {
        attempt = replay_under(rec.start, raw.moves, true);
    } else {
        // The seed's rules first, keeping the record intact (`take` false) in case the federation's
        // have to be tried; a game that fits both stays `dama`.
        attempt = replay_under(rec.start, raw.moves, false);
        if (attempt.main.stopped || !attempt.problems.empty()) {
            const Position start = rec.start.with_variant(core::Variant::turkish);
            Attempt federation = replay_under(start, raw.moves, true);
            if (replays_more(federation, attempt)) {
                attempt = std::move(federation);
                rec.variant = core::Variant::turkish;
                rec.start = start;
                out.rules_from_moves = true;
            }
        }
    }
    for (ReadProblem& p : attempt.problems) add_problem(out.problems, std::move(p));
    out.position_hashes = std::move(attempt.hashes);
    LineReplay& main = attempt.main;
    if (main.stopped && rec.variant == core::Variant::dama && !by_moves &&
        federation_plays(rec.start, main.moves, raw.moves))
        main.stopped->reason +=
            " (the move is possible under the Turkish federation's rules: a Rules tag or "
            "--rules turkish would read it)";
    rec.moves = std::move(main.moves);
    rec.stopped = std::move(main.stopped);
    rec.comment = std::move(raw.comment);
    if (rec.stopped && !main.unread.empty()) {
        // Nothing the file holds is lost: the moves that could not be replayed stay as text, in
        // the comment of the last move replayed (or of the game, when the first move failed).
        std::string& comment = rec.moves.empty() ? rec.comment : rec.moves.back().comment;
        if (!comment.empty()) comment += ' ';
        // Braces of comments inside would end the PDN comment this becomes: write them as < >.
        for (char& c : main.unread) {
            if (c == '{') c = '<';
            if (c == '}') c = '>';
        }
        comment += "[not replayed: " + main.unread + "]";
    }

    std::string result;
    const std::string movetext_result = normalize_result(raw.result);
    if (const std::string* r = raw.tag("Result"); r != nullptr) result = normalize_result(*r);
    if (!result.empty() && !movetext_result.empty() && result != movetext_result)
        add_problem(out.problems, {raw.line, 0,
                                   "Result tag " + result + " and the result " + movetext_result +
                                       " after the moves disagree: the tag is used"});
    if (result.empty()) result = movetext_result;
    rec.result = result.empty() ? "*" : result;
    rec.outcome = outcome_of(rec.variant, rec.result);
    rec.tags = std::move(raw.tags);
    rec.damaged = !out.problems.empty();
    out.record = std::move(rec);
    return out;
}

}  // namespace damascope::importers
