#include "training_pdn.hpp"

#include <algorithm>
#include <charconv>

#include "analysis_lines.hpp"
#include "core/fen.hpp"
#include "core/notation.hpp"
#include "training.hpp"

namespace damascope::app {

using core::Error;
using core::Result;
using database::ExerciseKind;
using database::ExerciseRow;

namespace {

// The Event's first words, in English: the file is read by other programs.
const char* kind_label(ExerciseKind k) {
    switch (k) {
        case ExerciseKind::missed:
            return "Missed capture";
        case ExerciseKind::longer:
            return "Longer chain";
        case ExerciseKind::blunder:
            return "Blunder";
        case ExerciseKind::mistake:
            return "Mistake";
    }
    return "";
}

// The comment on the answer, in English.
std::string answer_comment(const ExerciseRow& r, const core::Position& pos,
                           const std::vector<core::Move>& answers) {
    std::string text;
    if (r.kind == ExerciseKind::missed || r.kind == ExerciseKind::longer) {
        int least = 99, most = 0;
        std::string moves;
        for (std::size_t i = 0; i < answers.size(); ++i) {
            least = std::min(least, answers[i].capture_count());
            most = std::max(most, answers[i].capture_count());
            if (i > 0) moves += i + 1 == answers.size() ? " or " : ", ";
            moves += core::format_move_full(pos, answers[i]);
        }
        if (answers.size() == 1)
            text = "The rules demanded " + moves + ", which takes " + std::to_string(most) + ".";
        else if (least == most)
            text = "The rules demanded a capture that takes " + std::to_string(most) + ": " +
                   moves + ".";
        else
            text = "A capture was compulsory: " + moves + ".";
    } else {
        text = "The engine's move: it keeps the evaluation.";
    }
    if (!r.played.empty())
        text += " The game went " + r.played +
                (r.kind == ExerciseKind::blunder   ? " (a blunder)."
                 : r.kind == ExerciseKind::mistake ? " (a mistake)."
                                                   : ".");
    return text;
}

}  // namespace

Result<core::GameRecord> exercise_record(const ExerciseRow& r) {
    auto start = exercise_position(r);
    if (!start) return Error{start.error()};
    const auto answers = solution_moves(r, *start);
    if (answers.empty()) return Error{"exercise " + std::to_string(r.id) + " has no answer"};
    core::GameRecord g;
    g.variant = r.variant;
    g.start = *start;
    g.start_fen = r.fen;
    const bool white = start->side_to_move() == core::Color::white;
    g.tags = {
        {"Event", std::string(kind_label(r.kind)) + (r.source.empty() ? "" : ": ") + r.source},
        {"White", white && !r.player.empty() ? r.player : "?"},
        {"Black", !white && !r.player.empty() ? r.player : "?"},
        {"Result", "*"},
        {"Exercise", std::string(database::exercise_kind_name(r.kind))}};
    if (!r.played.empty()) g.tags.emplace_back("Played", r.played);
    if (r.score) g.tags.emplace_back("ExerciseScore", std::to_string(*r.score));
    std::vector<core::Move> line = exercise_line(r, *start);
    if (line.empty() || std::find(answers.begin(), answers.end(), line.front()) == answers.end())
        line = {answers.front()};
    core::Position pos = *start;
    for (const auto& m : line) {
        core::RecordedMove rm;
        rm.move = m;
        rm.text = core::format_recorded_move(pos, m);
        g.moves.push_back(std::move(rm));
        pos.play(m);
    }
    g.moves.front().comment = answer_comment(r, *start, answers);
    for (const auto& m : answers) {
        if (m == line.front()) continue;
        core::RecordedMove alt;
        alt.move = m;
        alt.text = core::format_move_full(*start, m);
        alt.comment = "Also right.";
        g.moves.front().variations.push_back({alt});
    }
    return g;
}

Result<ExerciseRow> exercise_from_record(const core::GameRecord& g) {
    const auto kind = database::exercise_kind_from_name(g.tag("Exercise"));
    if (!kind)
        return Error{"no Exercise tag (missed, longer, blunder or mistake): not an exercise"};
    if (g.moves.empty()) return Error{"no answer: the game has no move"};
    ExerciseRow r;
    r.kind = *kind;
    r.variant = g.variant;
    r.fen = core::to_fen(g.start);
    const bool white = g.start.side_to_move() == core::Color::white;
    r.player = g.tag(white ? "White" : "Black");
    if (r.player == "?") r.player.clear();
    r.played = g.tag("Played");
    const std::string event = g.tag("Event"), label = kind_label(r.kind);
    r.source = event.starts_with(label + ": ") ? event.substr(label.size() + 2)
               : event == label                ? ""
                                               : event;
    if (const std::string score = g.tag("ExerciseScore"); !score.empty()) {
        int value = 0;
        const auto [end, ec] = std::from_chars(score.data(), score.data() + score.size(), value);
        if (ec == std::errc{} && end == score.data() + score.size()) r.score = value;
    }
    r.solutions.push_back(core::format_move_full(g.start, g.moves.front().move));
    for (const auto& variation : g.moves.front().variations)
        if (!variation.empty()) {
            const std::string text = core::format_move_full(g.start, variation.front().move);
            if (std::find(r.solutions.begin(), r.solutions.end(), text) == r.solutions.end())
                r.solutions.push_back(text);
        }
    core::Position pos = g.start;
    for (const auto& m : g.moves) {
        if (!r.line.empty()) r.line += ' ';
        r.line += core::format_recorded_move(pos, m.move);
        pos.play(m.move);
    }
    return r;
}

Result<ExerciseImport> import_exercises(database::GameDatabase& db,
                                        importers::GameFileReader& reader) {
    ExerciseImport result;
    std::vector<ExerciseRow> rows;
    while (auto read = reader.next()) {
        const std::string where = "line " + std::to_string(read->line) + ": ";
        for (const auto& p : read->problems) result.problems.push_back(p.text());
        if (!read->record) {
            if (!read->junk || !read->skip_reason.empty())
                result.problems.push_back(where + "skipped: " + read->skip_reason);
            continue;
        }
        ++result.games_read;
        auto r = exercise_from_record(*read->record);
        if (!r) {
            result.problems.push_back(where + "skipped: " + r.error());
            continue;
        }
        rows.push_back(std::move(r).value());
    }
    auto saved = db.save_exercises(rows);
    if (!saved) return Error{saved.error()};
    result.stored = *saved;
    return result;
}

}  // namespace damascope::app
