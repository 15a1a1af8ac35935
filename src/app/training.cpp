#include "training.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

#include "analysis_lines.hpp"
#include "core/fen.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"
#include "ui_text.hpp"

namespace damascope::app {

using core::Error;
using core::Result;

bool TrainingFilter::takes(ExerciseKind k) const {
    return kinds.empty() || std::find(kinds.begin(), kinds.end(), k) != kinds.end();
}

std::string counted_name(std::span<const database::PlayerAlias> aliases, const std::string& name) {
    for (const auto& a : aliases)
        if (a.alias == name) return a.name;
    return name;
}

std::string isolated(const std::string& text) {
    // FIRST STRONG ISOLATE ... POP DIRECTIONAL ISOLATE (appended: GCC 12 warns, wrongly, of a
    // literal + string).
    std::string out("\xE2\x81\xA8");
    out.append(text).append("\xE2\x81\xA9");
    return out;
}

namespace {

std::string join(const std::vector<std::string>& words, const char* sep = " ") {
    std::string out;
    for (const auto& w : words) {
        if (!out.empty()) out += sep;
        out += w;
    }
    return out;
}

// "White - Black, Event, Date": the game an exercise comes from.
std::string source_of(const core::GameRecord& g) {
    std::vector<std::string> parts;
    const std::string white = g.tag("White"), black = g.tag("Black");
    if (!white.empty() || !black.empty()) parts.push_back(white + " - " + black);
    for (const char* tag : {"Event", "Date"}) {
        const std::string v = g.tag(tag);
        if (!v.empty() && v.find_first_not_of("?.-") != std::string::npos) parts.push_back(v);
    }
    return join(parts, ", ");
}

const database::PlyAnalysis* ply_of(const database::GameAnalysis& a, int ply) {
    for (const auto& p : a.plies)
        if (p.ply == ply) return &p;
    return nullptr;
}

// The answers the rules give: the legal moves that take the most (all of them for a missed
// capture in Dhama, where any capture may be chosen).
std::vector<core::Move> rule_answers(const core::Position& pos, ExerciseKind kind) {
    core::MoveList legal;
    core::generate_legal(pos, legal);
    int most = 0;
    for (const auto& m : legal) most = std::max(most, m.capture_count());
    std::vector<core::Move> out;
    const bool all = kind == ExerciseKind::missed && !core::is_dama_family(pos.variant());
    for (const auto& m : legal)
        if (m.is_capture() && (all || m.capture_count() == most)) out.push_back(m);
    return out;
}

std::string line_text(core::Position pos, std::span<const core::Move> moves) {
    std::vector<std::string> words;
    for (const auto& m : moves) {
        words.push_back(core::format_recorded_move(pos, m));
        pos.play(m);
    }
    return join(words);
}

// The exercises of one game.
void game_exercises(const core::GameRecord& g, std::int64_t id,
                    const std::optional<database::GameAnalysis>& analysis,
                    const TrainingFilter& filter, std::span<const database::PlayerAlias> aliases,
                    const std::string& wanted, std::vector<ExerciseRow>& out) {
    core::Position pos = g.start;
    const std::string source = source_of(g);
    for (std::size_t i = 0; i < g.moves.size(); ++i) {
        const core::RecordedMove& rm = g.moves[i];
        const int ply = static_cast<int>(i) + 1;
        const std::string player =
            g.tag(pos.side_to_move() == core::Color::white ? "White" : "Black");
        if (wanted.empty() || counted_name(aliases, player) == wanted) {
            ExerciseRow base;
            base.variant = g.variant;
            base.fen = core::to_fen(pos);
            base.game_id = id;
            base.ply = ply;
            base.player = player;
            base.played = core::format_recorded_move(pos, rm.move);
            base.source = source;
            for (auto [mark, kind] : {std::pair{core::Mark::missed_capture, ExerciseKind::missed},
                                      {core::Mark::longer_chain_available, ExerciseKind::longer}}) {
                if (!core::has_mark(rm.marks, mark) || !filter.takes(kind)) continue;
                const auto answers = rule_answers(pos, kind);
                if (answers.empty()) continue;
                ExerciseRow r = base;
                r.kind = kind;
                for (const auto& m : answers) r.solutions.push_back(core::format_move_full(pos, m));
                r.line = line_text(pos, std::span<const core::Move>(answers.data(), 1));
                out.push_back(std::move(r));
            }
            const database::PlyAnalysis* before = analysis ? ply_of(*analysis, ply - 1) : nullptr;
            const database::PlyAnalysis* after = analysis ? ply_of(*analysis, ply) : nullptr;
            if (before && after) {
                const bool blunder = core::has_mark(after->marks, core::Mark::blunder);
                const bool mistake = !blunder && core::has_mark(after->marks, core::Mark::mistake);
                const ExerciseKind kind = blunder ? ExerciseKind::blunder : ExerciseKind::mistake;
                const auto best = read_line(pos, before->best);
                if ((blunder || mistake) && filter.takes(kind) && !best.empty() &&
                    !(best.front() == rm.move)) {
                    ExerciseRow r = base;
                    r.kind = kind;
                    r.solutions.push_back(core::format_move_full(pos, best.front()));
                    auto pv = stored_line(pos, before->pv);
                    if (pv.empty() || !(pv.front() == best.front())) pv = {best.front()};
                    r.line = line_text(pos, pv);
                    r.score = before->score;
                    out.push_back(std::move(r));
                }
            }
        }
        pos.play(rm.move);
    }
}

}  // namespace

Result<std::vector<ExerciseRow>> find_exercises(const database::GameDatabase& db,
                                                const TrainingFilter& filter,
                                                std::vector<std::string>* problems) {
    auto marked = db.marked_games();
    if (!marked) return Error{marked.error()};
    auto aliases = db.player_aliases();
    if (!aliases) return Error{aliases.error()};
    const std::string wanted = filter.player.empty() ? "" : counted_name(*aliases, filter.player);
    std::vector<ExerciseRow> out;
    for (const auto& mg : *marked) {
        if (!wanted.empty() && counted_name(*aliases, mg.white) != wanted &&
            counted_name(*aliases, mg.black) != wanted)
            continue;
        const bool rules = (filter.takes(ExerciseKind::missed) && mg.missed_captures > 0) ||
                           (filter.takes(ExerciseKind::longer) && mg.longer_chains > 0);
        const bool judged = (filter.takes(ExerciseKind::blunder) && mg.blunders > 0) ||
                            (filter.takes(ExerciseKind::mistake) && mg.mistakes > 0);
        if (!rules && !judged) continue;
        auto g = db.load_game(mg.id);
        if (!g) {
            if (problems) problems->push_back(g.error());
            continue;
        }
        std::optional<database::GameAnalysis> analysis;
        if (judged) {
            auto a = db.load_analysis(mg.id);
            if (!a) {
                if (problems) problems->push_back(a.error());
            } else {
                analysis = std::move(a).value();
            }
        }
        game_exercises(*g, mg.id, analysis, filter, *aliases, wanted, out);
    }
    return out;
}

Result<BuildOutcome> build_exercises(database::GameDatabase& db, const TrainingFilter& filter) {
    BuildOutcome b;
    auto found = find_exercises(db, filter, &b.problems);
    if (!found) return Error{found.error()};
    for (const auto& r : *found) ++b.found[static_cast<int>(r.kind)];
    // Stored exercises of this filter built from a game that no longer gives them.
    std::set<std::tuple<int, std::string, std::string>> kept;
    for (const auto& r : *found) kept.insert({static_cast<int>(r.kind), r.fen, r.player});
    auto stored = load_exercises(db, filter);
    if (!stored) return Error{stored.error()};
    std::vector<std::int64_t> gone;
    for (const auto& r : *stored)
        if (r.game_id && !kept.contains({static_cast<int>(r.kind), r.fen, r.player}))
            gone.push_back(r.id);
    auto saved = db.save_exercises(*found);
    if (!saved) return Error{saved.error()};
    b.stored = *saved;
    if (!gone.empty()) {
        if (auto d = db.delete_exercises(gone); !d) return Error{d.error()};
        b.removed = static_cast<std::int64_t>(gone.size());
    }
    return b;
}

Result<std::vector<ExerciseRow>> load_exercises(const database::GameDatabase& db,
                                                const TrainingFilter& filter) {
    auto all = db.exercises();
    if (!all) return Error{all.error()};
    std::string wanted;
    std::vector<database::PlayerAlias> aliases;
    if (!filter.player.empty()) {
        auto a = db.player_aliases();
        if (!a) return Error{a.error()};
        aliases = std::move(a).value();
        wanted = counted_name(aliases, filter.player);
    }
    std::vector<ExerciseRow> out;
    for (auto& r : *all)
        if (filter.takes(r.kind) && (wanted.empty() || counted_name(aliases, r.player) == wanted))
            out.push_back(std::move(r));
    return out;
}

Result<core::Position> exercise_position(const ExerciseRow& r) {
    auto pos = core::parse_fen(r.variant, r.fen);
    if (!pos) return Error{"exercise " + std::to_string(r.id) + ": " + pos.error()};
    return pos;
}

std::vector<core::Move> solution_moves(const ExerciseRow& r, const core::Position& pos) {
    std::vector<core::Move> out;
    for (const auto& text : r.solutions) {
        const auto line = read_line(pos, text);
        if (!line.empty() && std::find(out.begin(), out.end(), line.front()) == out.end())
            out.push_back(line.front());
    }
    return out;
}

std::vector<core::Move> offered_moves(const core::Position& pos) {
    std::vector<core::Move> out;
    for (const auto& p : core::generate_possible(pos))
        if (std::find(out.begin(), out.end(), p.move) == out.end()) out.push_back(p.move);
    return out;
}

std::vector<core::Move> exercise_line(const ExerciseRow& r, const core::Position& pos) {
    auto line = read_line(pos, r.line);
    if (line.empty()) {
        const auto answers = solution_moves(r, pos);
        if (!answers.empty()) line.push_back(answers.front());
    }
    return line;
}

std::string exercise_kind_text(ExerciseKind k) {
    switch (k) {
        case ExerciseKind::missed:
            return tr("Missed capture");
        case ExerciseKind::longer:
            return tr("Longer chain");
        case ExerciseKind::blunder:
            return tr("Blunder");
        case ExerciseKind::mistake:
            return tr("Mistake");
    }
    return {};
}

std::string exercise_task_text(const ExerciseRow& r, const core::Position& pos) {
    std::string text =
        pos.side_to_move() == core::Color::white ? tr("White to play.") : tr("Black to play.");
    if (!r.played.empty())
        text.append(" ").append(text_format(tr("The game went %s here."), isolated(r.played)));
    text += " ";
    switch (r.kind) {
        case ExerciseKind::missed:
            text += tr("What did the rules demand?");
            break;
        case ExerciseKind::longer:
            text += tr("Find the chain that takes the most.");
            break;
        case ExerciseKind::blunder:
        case ExerciseKind::mistake:
            text += tr("Find a move that keeps the evaluation.");
            break;
    }
    return text;
}

namespace {

// "a", "a or b", "a, b or c", each isolated.
std::string alternatives(const core::Position& pos, std::span<const core::Move> moves) {
    std::string out;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (i > 0) out += i + 1 == moves.size() ? tr(" or ") : ", ";
        out += isolated(core::format_move_full(pos, moves[i]));
    }
    return out;
}

std::string count_text(int n) {
    return isolated(std::to_string(n));
}

std::string rule_judgement(const core::Position& pos, std::span<const core::Move> answers,
                           const core::Move& tried, bool correct) {
    const std::string move = isolated(core::format_move_full(pos, tried));
    int least = 99, most = 0;
    for (const auto& m : answers) {
        least = std::min(least, m.capture_count());
        most = std::max(most, m.capture_count());
    }
    if (correct) {
        if (least == most)
            return text_format(tr("Right: %s takes %s, the most the rules allow."), move,
                               count_text(tried.capture_count()));
        return text_format(tr("Right: %s takes %s; a capture was compulsory."), move,
                           count_text(tried.capture_count()));
    }
    std::string text = least == most ? text_format(tr("The rules demanded %s, which takes %s."),
                                                   alternatives(pos, answers), count_text(most))
                                     : text_format(tr("A capture was compulsory: %s."),
                                                   alternatives(pos, answers));
    text += " ";
    if (!tried.is_capture())
        text += text_format(tr("%s takes nothing."), move);
    else
        text += text_format(tr("%s takes only %s."), move, count_text(tried.capture_count()));
    return text;
}

}  // namespace

Judgement judge_by_rules(const ExerciseRow& r, const core::Position& pos, const core::Move& tried) {
    Judgement j;
    const auto answers = solution_moves(r, pos);
    j.correct = std::find(answers.begin(), answers.end(), tried) != answers.end();
    j.line = exercise_line(r, pos);
    if (j.correct && (j.line.empty() || !(j.line.front() == tried))) j.line = {tried};
    if (r.kind == ExerciseKind::missed || r.kind == ExerciseKind::longer) {
        j.text = rule_judgement(pos, answers, tried, j.correct);
        return j;
    }
    if (j.correct) {
        j.text = text_format(tr("Right: %s is the engine's move; it keeps the evaluation."),
                             isolated(core::format_move_full(pos, tried)));
        return j;
    }
    j.needs_engine = true;
    return j;
}

}  // namespace damascope::app
