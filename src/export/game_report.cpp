#include "export/game_report.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <utility>

#include "core/annotation.hpp"
#include "core/fen.hpp"
#include "core/notation.hpp"
#include "database/analysis_summary.hpp"
#include "export/diagram.hpp"
#include "export/evaluation_graph.hpp"
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
    std::string ReportWords::*words;
};
constexpr MarkLook mark_looks[] = {
    {Mark::missed_capture, "\u2298", "missed", &ReportWords::missed_capture},
    {Mark::longer_chain_available, "\u226b", "longer", &ReportWords::longer_chain},
    {Mark::inaccuracy, "?!", "inaccuracy", &ReportWords::inaccuracy},
    {Mark::mistake, "?", "mistake", &ReportWords::mistake},
    {Mark::blunder, "??", "blunder", &ReportWords::blunder},
};

// What one page (or one game of a booklet) is written with: its words, the prefix of its
// element ids (a booklet holds many games), the marks of each main-line ply.
struct Page {
    const ReportWords& words;
    std::string ids;
    std::vector<core::MarkSet> marks;
    std::string id(std::string_view kind, int n) const {
        return fmt::format("{}{}-{}", ids, kind, n);
    }
};

std::string marks_html(const Page& page, core::MarkSet marks) {
    std::string out;
    for (const auto& look : mark_looks)
        if (core::has_mark(marks, look.mark))
            out += fmt::format("<span class=\"mark {}\" title=\"{}\">{}</span>", look.css,
                               escape(page.words.*look.words), look.symbol);
    return out;
}

std::string marks_words(const Page& page, core::MarkSet marks) {
    std::string out;
    for (const auto& look : mark_looks) {
        if (!core::has_mark(marks, look.mark)) continue;
        if (!out.empty()) out += page.words.right_to_left ? "، " : ", ";
        out += fmt::format("<span class=\"mark {}\">{}</span> {}", look.css, look.symbol,
                           escape(page.words.*look.words));
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

// A move drawn as a diagram: the position after it, the move's path, its comment's arrows and
// squares. Main-line moves are found by their ply; a variation's by their order in the text.
struct Figure {
    std::string id, back_id;  // the figure's id, and the move's in the text
    core::Position before, after;
    core::Move move;
    int number = 1;
    bool first_side = true;
    core::MarkSet marks = 0;
    std::string comment;
    bool variation = false;
    std::string best;  // the engine's move instead, for a marked main-line move
};

// Whether a comment draws arrows or squares.
bool draws(core::Variant v, const std::string& comment) {
    const auto parts = core::split_comment(v, comment);
    return !parts.arrows.empty() || !parts.squares.empty();
}

void write_variation(std::string& out, std::vector<Figure>& figures, const Page& page,
                     core::Position pos, int number, const std::vector<core::RecordedMove>& moves) {
    bool need_number = true;
    const core::Variant v = pos.variant();
    for (const auto& m : moves) {
        out += comment_html(v, m.comment_before);
        if (!m.comment_before.empty()) need_number = true;
        const std::string n = number_text(pos, number, need_number);
        const std::string text =
            (n.empty() ? "" : n + " ") + escape(core::format_recorded_move(pos, m.move));
        const bool first_side = pos.side_to_move() == core::first_mover(v);
        core::Position after = pos;
        after.play(m.move);
        if (draws(v, m.comment)) {
            // An arrow or a square drawn in a variation gets its own diagram.
            const int k = static_cast<int>(figures.size()) + 1;
            figures.push_back({page.id("variation-diagram", k),
                               page.id("variation-move", k),
                               pos,
                               after,
                               m.move,
                               number,
                               first_side,
                               m.marks,
                               m.comment,
                               true,
                               {}});
            out += fmt::format(" <span class=\"var-move\"><a id=\"{}\" href=\"#{}\">{}</a></span>",
                               figures.back().back_id, figures.back().id, text);
        } else {
            out += " <span class=\"var-move\">" + text + "</span>";
        }
        out += marks_html(page, m.marks) + nags_html(m.nags);
        need_number = false;
        if (!m.comment.empty()) {
            out += comment_html(v, m.comment);
            need_number = true;
        }
        for (const auto& sub : m.variations) {
            out += " <span class=\"variation\">(";
            write_variation(out, figures, page, pos, number, sub);
            out += ")</span>";
            need_number = true;
        }
        pos = after;
        if (!first_side) ++number;
    }
}

// The main line, its variations and comments; `figures` receives the moves drawn as diagrams
// (a marked move, a comment that draws arrows or squares, in the main line or a variation), in
// the order of the text.
std::string moves_html(const core::GameRecord& g, const Page& page,
                       const std::map<int, const database::PlyAnalysis*>& scores,
                       std::vector<Figure>& figures) {
    std::vector<Figure> variation_figures;
    std::string out = "<p class=\"moves\" dir=\"ltr\">";
    out += comment_html(g.variant, g.comment);
    core::Position pos = g.start;
    int number = 1;
    bool need_number = true;
    for (std::size_t i = 0; i < g.moves.size(); ++i) {
        const auto& m = g.moves[i];
        const int ply = static_cast<int>(i + 1);
        const core::MarkSet marks = page.marks[i + 1];
        const bool drawn = marks != 0 || draws(g.variant, m.comment);
        const std::string n = number_text(pos, number, need_number);
        const bool first_side = pos.side_to_move() == core::first_mover(g.variant);
        core::Position after = pos;
        after.play(m.move);
        if (drawn) {
            Figure f{page.id("diagram", ply),
                     page.id("ply", ply),
                     pos,
                     after,
                     m.move,
                     number,
                     first_side,
                     marks,
                     m.comment,
                     false,
                     {}};
            if (auto it = scores.find(ply - 1);
                it != scores.end() && !it->second->best.empty() &&
                (core::has_mark(marks, Mark::blunder) || core::has_mark(marks, Mark::mistake) ||
                 core::has_mark(marks, Mark::missed_capture)))
                f.best = it->second->best;
            figures.push_back(std::move(f));
        }
        out += fmt::format(" <a class=\"move\" id=\"{}\"{}>", page.id("ply", ply),
                           drawn ? fmt::format(" href=\"#{}\"", page.id("diagram", ply)) : "");
        out +=
            (n.empty() ? "" : n + " ") + escape(core::format_recorded_move(pos, m.move)) + "</a>";
        out += marks_html(page, marks) + nags_html(m.nags);
        need_number = false;
        if (!m.comment.empty()) {
            out += comment_html(g.variant, m.comment);
            need_number = true;
        }
        for (const auto& v : m.variations) {
            out += " <span class=\"variation\">(";
            write_variation(out, variation_figures, page, pos, number, v);
            out += ")</span>";
            need_number = true;
        }
        pos = after;
        if (!first_side) ++number;
    }
    out += " <span class=\"result\">" + escape(g.result) + "</span></p>\n";
    figures.insert(figures.end(), variation_figures.begin(), variation_figures.end());
    return out;
}

std::string figure_html(const core::GameRecord& g, const Page& page, const Figure& f) {
    DiagramOptions o;
    o.size = diagram_size;
    o.highlight = core::move_path(f.before, f.move);
    const auto parts = core::split_comment(g.variant, f.comment);
    o.arrows = parts.arrows;
    o.squares = parts.squares;
    std::string out = "<figure id=\"" + f.id + "\">\n";
    out += diagram_svg_element(f.after, o, f.id);
    out += fmt::format("<figcaption dir=\"ltr\"><a href=\"#{}\">{}{} {}</a>{}", f.back_id, f.number,
                       f.first_side ? "." : "...",
                       escape(core::format_recorded_move(f.before, f.move)),
                       marks_html(page, f.marks));
    if (f.variation)
        out += " <span class=\"in-variation\" dir=\"auto\">(" + escape(page.words.variation) +
               ")</span>";
    if (!f.best.empty())
        out += " <span class=\"best\" dir=\"auto\">" + escape(page.words.engine_prefix) + " " +
               escape(f.best) + "</span>";
    out += comment_html(g.variant, f.comment) + "</figcaption>\n</figure>\n";
    return out;
}

std::string score_text(const ReportWords& w, const database::PlyAnalysis& p) {
    if (p.mate_in != 0)
        return with_value(p.mate_in > 0 ? w.white_wins_in : w.black_wins_in,
                          std::to_string(std::abs(p.mate_in)));
    return fmt::format("{:+.2f}", p.score / 100.0);
}

constexpr std::string_view css = R"(
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
.moves a.move { color: #111; text-decoration: none; white-space: nowrap; }
.moves { font-size: 1.05em; }
.var-move { color: #444; white-space: nowrap; }
.var-move a { color: inherit; }
.variation { color: #555; font-size: 0.93em; }
.comment { color: #2a5d7c; font-style: italic; }
.nag { color: #6a1b9a; margin-left: 1px; }
.mark { margin-left: 2px; font-weight: bold; direction: ltr; unicode-bidi: isolate; }
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
table td.n { text-align: center; }
td.n, .ltr { direction: ltr; unicode-bidi: isolate; }
@media print { body { margin: 0; max-width: none; } a { color: inherit; } }
)";

// The analysis summed up per side: a row each for White and Black.
std::string summary_html(const core::GameRecord& g, const database::GameAnalysis& analysis,
                         const ReportWords& w) {
    const database::AnalysisSummary s =
        database::summarise_analysis(analysis, g.start.side_to_move());
    std::string out = "<table class=\"summary\">\n<tr><th></th>";
    for (const std::string* h : {&w.summary_moves, &w.summary_inaccuracies, &w.summary_mistakes,
                                 &w.summary_blunders, &w.summary_average_loss})
        out += "<th>" + escape(*h) + "</th>";
    out += "</tr>\n";
    for (const auto& [side, row] : {std::pair{&w.white, s.white}, std::pair{&w.black, s.black}})
        out += fmt::format(
            "<tr><th>{}</th><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td>"
            "<td class=\"n\">{}</td><td class=\"n\">{}</td></tr>\n",
            escape(*side), row.moves, row.inaccuracies, row.mistakes, row.blunders,
            row.average_loss);
    return out + "</table>\n";
}

std::string marks_table(const core::GameRecord& g, const Page& page,
                        const std::map<int, const database::PlyAnalysis*>& scores,
                        const std::string& heading) {
    const ReportWords& w = page.words;
    std::string rows;
    core::Position pos = g.start;
    for (std::size_t i = 0; i < g.moves.size(); ++i) {
        const core::Position before = pos;
        pos.play(g.moves[i].move);
        if (page.marks[i + 1] == 0) continue;
        const int ply = static_cast<int>(i + 1);
        std::string evaluation, best;
        auto b = scores.find(ply - 1), a = scores.find(ply);
        if (b != scores.end() && a != scores.end())
            evaluation = score_text(w, *b->second) + " \u2192 " + score_text(w, *a->second);
        if (b != scores.end()) best = b->second->best;
        rows += fmt::format(
            "<tr><td class=\"n\">{}</td><td class=\"n\"><a href=\"#{}\">{}</a></td><td>{}</td>"
            "<td class=\"n\">{}</td><td class=\"n\">{}</td></tr>\n",
            ply, page.id("ply", ply), escape(core::format_recorded_move(before, g.moves[i].move)),
            marks_words(page, page.marks[i + 1]), escape(evaluation), escape(best));
    }
    std::string out = fmt::format("<{0}>{1}</{0}>\n", heading, escape(w.marks));
    if (rows.empty()) {
        out += "<p>" + escape(w.no_move_marked) + "</p>\n";
    } else {
        out += "<table class=\"marks\">\n<tr>";
        for (const std::string* h :
             {&w.ply, &w.move, &w.marks_column, &w.evaluation_column, &w.engine_move})
            out += "<th>" + escape(*h) + "</th>";
        out += "</tr>\n" + rows + "</table>\n";
    }
    return out + "<p class=\"legend\">" + w.legend + "</p>\n";
}

}  // namespace

std::string game_title(const core::GameRecord& g) {
    auto name = [&](const char* tag) {
        const std::string v = g.tag(tag);
        return v.empty() ? std::string("?") : v;
    };
    return name("White") + " \u2013 " + name("Black");
}

std::string game_title_html(const core::GameRecord& g) {
    auto name = [&](const char* tag) {
        const std::string v = g.tag(tag);
        return "<bdi>" + escape(v.empty() ? std::string("?") : v) + "</bdi>";
    };
    return name("White") + " \u2013 " + name("Black");
}

std::string_view report_css() {
    return css;
}

std::string game_report_section(const core::GameRecord& g,
                                const std::optional<database::GameAnalysis>& analysis,
                                const ReportWords& w, std::string_view id_prefix,
                                int heading_level) {
    std::map<int, const database::PlyAnalysis*> scores;
    if (analysis)
        for (const auto& p : analysis->plies) scores[p.ply] = &p;
    const Page page{w, std::string(id_prefix), ply_marks(g, scores)};
    const std::string h = fmt::format("h{}", heading_level),
                      h2 = fmt::format("h{}", heading_level + 1);

    // The names isolated: the heading reads in the page's direction whatever their script.
    std::string out = fmt::format(
        "<{0}{1}>{2}</{0}>\n", h,
        id_prefix.empty() ? "" : fmt::format(" id=\"{}title\"", id_prefix), game_title_html(g));
    // Each part isolated: an Arabic event or a date keeps its order in either page.
    std::string subtitle = escape(variant_words(w, g.variant));
    if (const std::string e = g.tag("Event"); !e.empty() && e != "?")
        subtitle += " \u00b7 <bdi>" + escape(e) + "</bdi>";
    if (const std::string d = g.tag("Date"); !d.empty())
        subtitle += " \u00b7 <bdi dir=\"ltr\">" + escape(date_words(w, d)) + "</bdi>";
    out += "<p class=\"subtitle\">" + subtitle + " \u00b7 <bdi dir=\"ltr\">" + escape(g.result) +
           "</bdi></p>\n";

    out += fmt::format("<{0}>{1}</{0}>\n<table class=\"tags\">\n", h2, escape(w.tags));
    for (const auto& [k, v] : g.tags) {
        const std::string value = k == "Date" ? date_words(w, v) : v;
        out += "<tr><th dir=\"auto\">" + escape(tag_label(w, k)) + "</th><td dir=\"auto\">" +
               escape(value) + "</td></tr>\n";
    }
    if (!g.start_fen.empty())
        out += "<tr><th>" + escape(w.start) + "</th><td class=\"ltr\">" +
               escape(core::to_fen(g.start)) + "</td></tr>\n";
    out += "</table>\n";
    if (g.stopped)
        out += "<p class=\"stopped\">" +
               escape(with_value(w.stops_at_ply, std::to_string(g.stopped->ply))) + ": " +
               escape(g.stopped->reason) + "</p>\n";

    std::vector<Figure> figures;
    out +=
        fmt::format("<{0}>{1}</{0}>\n", h2, escape(w.moves)) + moves_html(g, page, scores, figures);

    if (analysis && !analysis->plies.empty()) {
        out += fmt::format("<{0}>{1}</{0}>\n", h2, escape(w.evaluation)) +
               evaluation_graph_svg(*analysis, page.marks, w.evaluation);
        // The engine's name isolated, so that the line reads in the page's direction.
        out += "<p class=\"engine\"><bdi>" + escape(analysis->engine) + "</bdi>" +
               (w.right_to_left ? "\u060c " : ", ") + escape(w.depth) + " " +
               std::to_string(analysis->depth) + "</p>\n";
        out += summary_html(g, *analysis, w);
    }

    // A diagram after every marked move, and after every move whose comment draws (variations
    // too).
    if (!figures.empty()) {
        out += fmt::format("<{0}>{1}</{0}>\n<div class=\"diagrams\">\n", h2, escape(w.diagrams));
        for (const auto& f : figures) out += figure_html(g, page, f);
        out += "</div>\n";
    }
    return out + marks_table(g, page, scores, h2);
}

std::string game_report_html(const core::GameRecord& g,
                             const std::optional<database::GameAnalysis>& analysis,
                             const ReportWords& words) {
    std::string out = fmt::format(
        "<!DOCTYPE html>\n<html lang=\"{}\" dir=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n",
        words.lang, words.right_to_left ? "rtl" : "ltr");
    out += "<title>" + escape(game_title(g)) + "</title>\n<style>" + std::string(css) +
           "</style>\n</head>\n<body>\n";
    out += game_report_section(g, analysis, words, "", 1);
    out += "</body>\n</html>\n";
    return out;
}

}  // namespace damascope::exporting
