#include "export/game_report.hpp"
#include "core/notation.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>
#include <utility>

#include "core/annotation.hpp"
#include "core/fen.hpp"
#include "core/variant_name.hpp"
#include "database/analysis_summary.hpp"
#include "export/diagram.hpp"
#include "export/html_escape.hpp"
#include "export/move_notation.hpp"

namespace damascope::exporting {

namespace {

using core::Mark;

constexpr int diagram_size = 280;

std::string escape(std::string_view s) {
    return html_escape(s);
}

// The rule marks and the annotator's judgement as the app shows them after a move.
struct MarkLook {
    Mark mark;
    const char* symbol;
    const char* css;
    const char* words;
};
constexpr MarkLook mark_looks[] = {
    {Mark::missed_capture, "\u2298", "missed", "missed capture"},
    {Mark::longer_chain_available, "\u226b", "longer", "longer chain available"},
    {Mark::inaccuracy, "?!", "inaccuracy", "inaccuracy"},
    {Mark::mistake, "?", "mistake", "mistake"},
    {Mark::blunder, "??", "blunder", "blunder"},
};

std::string marks_html(core::MarkSet marks) {
    std::string out;
    for (const auto& look : mark_looks)
        if (core::has_mark(marks, look.mark))
            out += fmt::format("<span class=\"mark {}\" title=\"{}\">{}</span>", look.css,
                               look.words, look.symbol);
    return out;
}

std::string marks_words(core::MarkSet marks) {
    std::string out;
    for (const auto& look : mark_looks) {
        if (!core::has_mark(marks, look.mark)) continue;
        if (!out.empty()) out += ", ";
        out +=
            fmt::format("<span class=\"mark {}\">{}</span> {}", look.css, look.symbol, look.words);
    }
    return out;
}

std::string nags_html(const std::vector<int>& nags) {
    std::string out;
    for (int n : nags) out += "<span class=\"nag\">" + escape(core::nag_symbol(n)) + "</span>";
    return out;
}

// A comment's words (its [%cal]/[%csl] commands are drawn in the diagrams instead).
std::string comment_html(core::Variant v, std::string_view comment) {
    const auto parts = core::split_comment(v, comment);
    if (parts.text.empty()) return {};
    return " <span class=\"comment\" dir=\"auto\">" + escape(parts.text) + "</span>";
}

std::string number_text(const core::Position& pos, int number, bool need_number) {
    if (pos.side_to_move() == core::first_mover(pos.variant())) return fmt::format("{}.", number);
    return need_number ? fmt::format("{}...", number) : std::string();
}

// The marks on each main-line ply: the importer's rule marks and the annotator's judgement.
std::vector<core::MarkSet> ply_marks(const core::GameRecord& g,
                                     const std::map<int, const database::PlyAnalysis*>& scores) {
    std::vector<core::MarkSet> marks(g.moves.size() + 1, 0);
    for (std::size_t i = 0; i < g.moves.size(); ++i) {
        marks[i + 1] = g.moves[i].marks;
        if (auto it = scores.find(static_cast<int>(i + 1)); it != scores.end())
            marks[i + 1] = static_cast<core::MarkSet>(marks[i + 1] | it->second->marks);
    }
    return marks;
}

void write_variation(std::string& out, core::Position pos, int number,
                     const std::vector<core::RecordedMove>& moves) {
    bool need_number = true;
    const core::Variant v = pos.variant();
    for (const auto& m : moves) {
        out += comment_html(v, m.comment_before);
        if (!m.comment_before.empty()) need_number = true;
        const std::string n = number_text(pos, number, need_number);
        out += " <span class=\"var-move\">" + (n.empty() ? "" : n + " ") +
               escape(core::format_recorded_move(pos, m.move)) + "</span>" + marks_html(m.marks) +
               nags_html(m.nags);
        need_number = false;
        if (!m.comment.empty()) {
            out += comment_html(v, m.comment);
            need_number = true;
        }
        for (const auto& sub : m.variations) {
            out += " <span class=\"variation\">(";
            write_variation(out, pos, number, sub);
            out += ")</span>";
            need_number = true;
        }
        const bool first_side = pos.side_to_move() == core::first_mover(v);
        pos.play(m.move);
        if (!first_side) ++number;
    }
}

// Whether the report draws a diagram after each main-line ply: a marked move (the rule marks and
// the annotator's), or a comment that draws arrows or squares.
std::vector<bool> diagram_plies(const core::GameRecord& g,
                                const std::vector<core::MarkSet>& marks) {
    std::vector<bool> drawn(g.moves.size() + 1, false);
    for (std::size_t i = 0; i < g.moves.size(); ++i) {
        const auto parts = core::split_comment(g.variant, g.moves[i].comment);
        drawn[i + 1] = marks[i + 1] != 0 || !parts.arrows.empty() || !parts.squares.empty();
    }
    return drawn;
}

std::string moves_html(const core::GameRecord& g, const std::vector<core::MarkSet>& marks,
                       const std::vector<bool>& diagrams) {
    std::string out = "<p class=\"moves\" dir=\"ltr\">";
    out += comment_html(g.variant, g.comment);
    core::Position pos = g.start;
    int number = 1;
    bool need_number = true;
    for (std::size_t i = 0; i < g.moves.size(); ++i) {
        const auto& m = g.moves[i];
        const std::string n = number_text(pos, number, need_number);
        out += fmt::format(" <a class=\"move\" id=\"ply-{0}\"{1}>", i + 1,
                           diagrams[i + 1] ? fmt::format(" href=\"#diagram-{}\"", i + 1) : "");
        out +=
            (n.empty() ? "" : n + " ") + escape(core::format_recorded_move(pos, m.move)) + "</a>";
        out += marks_html(marks[i + 1]) + nags_html(m.nags);
        need_number = false;
        if (!m.comment.empty()) {
            out += comment_html(g.variant, m.comment);
            need_number = true;
        }
        for (const auto& v : m.variations) {
            out += " <span class=\"variation\">(";
            write_variation(out, pos, number, v);
            out += ")</span>";
            need_number = true;
        }
        const bool first_side = pos.side_to_move() == core::first_mover(g.variant);
        pos.play(m.move);
        if (!first_side) ++number;
    }
    out += " <span class=\"result\">" + escape(g.result) + "</span></p>\n";
    return out;
}

std::string score_text(const database::PlyAnalysis& p) {
    if (p.mate_in != 0)
        return fmt::format("{} wins in {} plies", p.mate_in > 0 ? "White" : "Black",
                           std::abs(p.mate_in));
    return fmt::format("{:+.2f}", p.score / 100.0);
}

// The evaluation over the game, as the app's graph: White's advantage is the light area, a
// score of one man a third of the way from the middle (tanh(men / 3)), marked plies as bars.
std::string graph_svg(const database::GameAnalysis& a, const std::vector<core::MarkSet>& marks) {
    const double width = 760, height = 170, pad = 6;
    int last = 0;
    for (const auto& p : a.plies) last = std::max(last, p.ply);
    const double n = std::max(1, last);
    auto x_of = [&](int ply) { return pad + (width - 2 * pad) * ply / n; };
    auto y_of = [&](const database::PlyAnalysis& p) {
        const double men = p.mate_in != 0 ? (p.mate_in > 0 ? 100.0 : -100.0) : p.score / 100.0;
        return height / 2 - std::tanh(men / 3.0) * (height / 2 - 4);
    };
    std::string out = fmt::format(
        "<svg class=\"graph\" xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" "
        "viewBox=\"0 0 {0} {1}\" role=\"img\" aria-label=\"evaluation graph\">\n"
        "<rect width=\"{0}\" height=\"{1}\" fill=\"#3c3c40\"/>\n",
        width, height);
    // The area reaches both edges: the first and the last score held out to them.
    std::string points = fmt::format("0,{}", height);
    if (!a.plies.empty()) points += fmt::format(" 0,{:.1f}", y_of(a.plies.front()));
    for (const auto& p : a.plies) points += fmt::format(" {:.1f},{:.1f}", x_of(p.ply), y_of(p));
    if (!a.plies.empty()) points += fmt::format(" {},{:.1f}", width, y_of(a.plies.back()));
    points += fmt::format(" {},{}", width, height);
    out += "<polygon class=\"white-area\" points=\"" + points + "\" fill=\"#f0eee6\"/>\n";
    out += fmt::format("<line x1=\"0\" y1=\"{0}\" x2=\"{1}\" y2=\"{0}\" stroke=\"#969696\"/>\n",
                       height / 2, width);
    for (const auto& p : a.plies) {
        const core::MarkSet m =
            p.ply > 0 && static_cast<std::size_t>(p.ply) < marks.size() ? marks[p.ply] : 0;
        if (m == 0) continue;
        const char* colour = core::has_mark(m, Mark::missed_capture)           ? "#d32f2f"
                             : core::has_mark(m, Mark::longer_chain_available) ? "#ef6c00"
                             : core::has_mark(m, Mark::blunder)                ? "#c62828"
                             : core::has_mark(m, Mark::mistake)                ? "#e65100"
                                                                               : "#1565c0";
        out += fmt::format(
            "<line x1=\"{0:.1f}\" y1=\"0\" x2=\"{0:.1f}\" y2=\"{1}\" stroke=\"{2}\" "
            "stroke-opacity=\"0.45\" stroke-width=\"2\"/><circle class=\"graph-mark\" "
            "data-ply=\"{3}\" cx=\"{0:.1f}\" cy=\"{4:.1f}\" r=\"4\" fill=\"{2}\"/>\n",
            x_of(p.ply), height, colour, p.ply, y_of(p));
    }
    for (int ply = 10; ply < last; ply += 10)
        out += fmt::format(
            "<text x=\"{:.1f}\" y=\"{}\" font-size=\"10\" fill=\"#888\" "
            "text-anchor=\"middle\">{}</text>\n",
            x_of(ply), height - 3, ply);
    out += "</svg>\n";
    return out;
}

const char* css = R"(
body { font-family: "DejaVu Sans", Arial, sans-serif; margin: 2em auto; max-width: 60em;
       color: #222; line-height: 1.45; }
h1 { font-size: 1.6em; margin-bottom: 0.2em; }
h2 { font-size: 1.2em; border-bottom: 1px solid #ccc; margin-top: 1.6em; }
.subtitle { color: #555; margin-top: 0; }
table { border-collapse: collapse; }
table.tags td, table.tags th { padding: 1px 12px 1px 0; text-align: start; vertical-align: top; }
table.tags th { color: #666; font-weight: normal; }
table.marks th, table.marks td, table.summary th, table.summary td { border: 1px solid #ccc; padding: 3px 8px; text-align: start; }
table.marks th, table.summary tr:first-child th { background: #f2f2f2; }
.moves a.move { color: #111; text-decoration: none; }
.moves { font-size: 1.05em; }
.var-move { color: #444; }
.variation { color: #555; font-size: 0.93em; }
.comment { color: #2a5d7c; font-style: italic; }
.nag { color: #6a1b9a; margin-left: 1px; }
.mark { margin-left: 2px; font-weight: bold; }
.mark.missed { color: #d32f2f; }
.mark.longer { color: #ef6c00; }
.mark.inaccuracy { color: #1565c0; }
.mark.mistake { color: #e65100; }
.mark.blunder { color: #c62828; }
.result { font-weight: bold; }
.diagrams { display: flex; flex-wrap: wrap; gap: 18px; }
figure { margin: 0; break-inside: avoid; page-break-inside: avoid; }
figcaption { font-size: 0.9em; max-width: 280px; }
svg.graph { max-width: 100%; height: auto; }
@media print { body { margin: 0; max-width: none; } a { color: inherit; } }
)";

std::string title_of(const core::GameRecord& g) {
    auto name = [&](const char* tag) {
        const std::string v = g.tag(tag);
        return v.empty() ? std::string("?") : v;
    };
    return name("White") + " \u2013 " + name("Black");
}

// The analysis summed up per side: a row each for White and Black.
std::string summary_html(const core::GameRecord& g, const database::GameAnalysis& analysis) {
    const database::AnalysisSummary s =
        database::summarise_analysis(analysis, g.start.side_to_move());
    std::string out =
        "<table class=\"summary\">\n<tr><th></th><th>Moves</th><th>Inaccuracies ?!</th>"
        "<th>Mistakes ?</th><th>Blunders ?\?</th><th>Average loss (centi-men)</th></tr>\n";
    for (const auto& [side, row] : {std::pair{"White", s.white}, std::pair{"Black", s.black}})
        out += fmt::format(
            "<tr><th>{}</th><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>\n", side,
            row.moves, row.inaccuracies, row.mistakes, row.blunders, row.average_loss);
    return out + "</table>\n";
}

}  // namespace

std::string game_report_html(const core::GameRecord& g,
                             const std::optional<database::GameAnalysis>& analysis) {
    std::map<int, const database::PlyAnalysis*> scores;
    if (analysis)
        for (const auto& p : analysis->plies) scores[p.ply] = &p;
    const auto marks = ply_marks(g, scores);
    const auto diagrams = diagram_plies(g, marks);

    std::string out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n";
    out +=
        "<title>" + escape(title_of(g)) + "</title>\n<style>" + css + "</style>\n</head>\n<body>\n";
    out += "<h1 dir=\"auto\">" + escape(title_of(g)) + "</h1>\n";
    std::string subtitle = std::string(core::variant_title(g.variant));
    for (const char* tag : {"Event", "Date"}) {
        const std::string v = g.tag(tag);
        if (!v.empty() && v != "?") subtitle += " \u00b7 " + v;
    }
    out += "<p class=\"subtitle\" dir=\"auto\">" + escape(subtitle) + " \u00b7 " +
           escape(g.result) + "</p>\n";

    out += "<h2>Tags</h2>\n<table class=\"tags\">\n";
    for (const auto& [k, v] : g.tags)
        out += "<tr><th dir=\"auto\">" + escape(k) + "</th><td dir=\"auto\">" + escape(v) +
               "</td></tr>\n";
    if (!g.start_fen.empty())
        out += "<tr><th>Start</th><td>" + escape(core::to_fen(g.start)) + "</td></tr>\n";
    out += "</table>\n";
    if (g.stopped)
        out += "<p class=\"stopped\">The record stops at ply " + std::to_string(g.stopped->ply) +
               ": " + escape(g.stopped->reason) + "</p>\n";

    out += "<h2>Moves</h2>\n" + moves_html(g, marks, diagrams);

    if (analysis && !analysis->plies.empty()) {
        out += "<h2>Evaluation</h2>\n" + graph_svg(*analysis, marks);
        out += "<p class=\"engine\">" + escape(analysis->engine) + ", depth " +
               std::to_string(analysis->depth) + "</p>\n";
        out += summary_html(g, *analysis);
    }

    // A diagram after every marked move, every blunder, and every move whose comment draws.
    std::string figures;
    int count = 0, move_number = 1;
    core::Position pos = g.start;
    for (std::size_t i = 0; i < g.moves.size(); ++i) {
        const auto& m = g.moves[i];
        const int ply = static_cast<int>(i + 1);
        const auto parts = core::split_comment(g.variant, m.comment);
        const core::Position before = pos;
        const bool first_side = before.side_to_move() == core::first_mover(g.variant);
        const int number = move_number;
        pos.play(m.move);
        if (!first_side) ++move_number;
        if (!diagrams[i + 1]) continue;
        DiagramOptions o;
        o.size = diagram_size;
        o.highlight = core::move_path(before, m.move);
        o.arrows = parts.arrows;
        o.squares = parts.squares;
        figures += fmt::format("<figure id=\"diagram-{}\">\n", ply);
        figures += diagram_svg_element(pos, o, fmt::format("d{}", ply));
        figures += fmt::format(
            "<figcaption><a href=\"#ply-{}\">{}{} {}</a>{}", ply, number, first_side ? "." : "...",
            escape(core::format_recorded_move(before, m.move)), marks_html(marks[i + 1]));
        if (auto it = scores.find(ply - 1); it != scores.end() && !it->second->best.empty() &&
                                            (core::has_mark(marks[i + 1], Mark::blunder) ||
                                             core::has_mark(marks[i + 1], Mark::mistake) ||
                                             core::has_mark(marks[i + 1], Mark::missed_capture)))
            figures += " <span class=\"best\">engine: " + escape(it->second->best) + "</span>";
        figures += comment_html(g.variant, m.comment) + "</figcaption>\n</figure>\n";
        ++count;
    }
    if (count > 0) out += "<h2>Diagrams</h2>\n<div class=\"diagrams\">\n" + figures + "</div>\n";

    std::string rows;
    pos = g.start;
    for (std::size_t i = 0; i < g.moves.size(); ++i) {
        const core::Position before = pos;
        pos.play(g.moves[i].move);
        if (marks[i + 1] == 0) continue;
        const int ply = static_cast<int>(i + 1);
        std::string evaluation, best;
        auto b = scores.find(ply - 1), a = scores.find(ply);
        if (b != scores.end() && a != scores.end())
            evaluation = score_text(*b->second) + " \u2192 " + score_text(*a->second);
        if (b != scores.end()) best = b->second->best;
        rows += fmt::format(
            "<tr><td>{}</td><td><a href=\"#ply-{}\">{}</a></td><td>{}</td><td>{}</td>"
            "<td>{}</td></tr>\n",
            ply, ply, escape(core::format_recorded_move(before, g.moves[i].move)),
            marks_words(marks[i + 1]), escape(evaluation), escape(best));
    }
    out += "<h2>Marks</h2>\n";
    if (rows.empty()) {
        out += "<p>No move is marked.</p>\n";
    } else {
        out +=
            "<table class=\"marks\">\n<tr><th>Ply</th><th>Move</th><th>Marks</th>"
            "<th>Evaluation</th><th>Engine's move</th></tr>\n" +
            rows + "</table>\n";
    }
    out +=
        "<p class=\"legend\"><span class=\"mark missed\">\u2298</span> a compulsory capture "
        "was missed \u00b7 <span class=\"mark longer\">\u226b</span> a longer capture chain was "
        "available \u00b7 <span class=\"mark inaccuracy\">?!</span> inaccuracy \u00b7 "
        "<span class=\"mark mistake\">?</span> mistake \u00b7 <span class=\"mark "
        "blunder\">?\?</span> blunder (the engine's judgement)</p>\n";
    out += "</body>\n</html>\n";
    return out;
}

}  // namespace damascope::exporting
