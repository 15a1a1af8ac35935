#include "app/booklet.hpp"

#include <fmt/format.h>

#include <set>

#include "app/standings_html.hpp"
#include "export/game_report.hpp"
#include "export/html_escape.hpp"

namespace damascope::app {

namespace {

using exporting::html_escape;

// The report's style, the standings' tables, and a page break before each game when printed.
constexpr std::string_view booklet_css = R"css(
.title-page { text-align: center; margin: 6em 0; }
.title-page h1 { font-size: 2.2em; }
nav.contents ol { line-height: 1.7; }
section.game { margin-top: 2.5em; }
table.standings th, table.standings td, table.crosstable th, table.crosstable td,
table.rounds th, table.rounds td, table.not-counted th, table.not-counted td {
    border: 1px solid #bbb; padding: 0.25em 0.6em; }
table.standings th, table.crosstable th, table.rounds th, table.not-counted th {
    background: #eee; }
td.n { text-align: center; }
td.self { background: #ccc; }
p.note { color: #555; font-size: 0.9em; }
@media print { section.game, section.standings { break-before: page; }
               .title-page { break-after: page; } }
)css";

std::string contents_entry(const BookletGame& g, std::size_t index) {
    std::string line = exporting::game_title_html(g.record);
    if (const std::string round = g.record.tag("Round"); !round.empty() && round != "?")
        line += " (<bdi>" + html_escape(round) + "</bdi>)";
    return fmt::format("<li><a href=\"#g{}-title\">{}</a></li>\n", index + 1, line);
}

}  // namespace

std::string booklet_html(const Booklet& b, std::string_view language) {
    const exporting::ReportWords words = exporting::report_words(language);
    const std::string title = b.title.empty() ? words.booklet_title : b.title;
    std::string html = fmt::format(
        "<!DOCTYPE html>\n<html lang=\"{}\" dir=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n"
        "<title>{}</title>\n<style>{}{}</style>\n</head>\n<body>\n",
        words.lang, words.right_to_left ? "rtl" : "ltr", html_escape(title),
        exporting::report_css(), booklet_css);
    html += "<div class=\"title-page\">\n<h1><bdi>" + html_escape(title) + "</bdi></h1>\n<p>" +
            html_escape(exporting::with_value(words.games_count, std::to_string(b.games.size()))) +
            "</p>\n</div>\n";
    html += "<nav class=\"contents\">\n<h2>" + html_escape(words.contents) + "</h2>\n<ol>\n";
    for (std::size_t i = 0; i < b.games.size(); ++i) html += contents_entry(b.games[i], i);
    if (b.standings)
        html += "<li><a href=\"#standings\">" + html_escape(words.standings) + "</a></li>\n";
    html += "</ol>\n</nav>\n";
    for (std::size_t i = 0; i < b.games.size(); ++i) {
        html += "<section class=\"game\">\n";
        html += exporting::game_report_section(b.games[i].record, b.games[i].analysis, words,
                                               fmt::format("g{}-", i + 1), 2);
        html += "</section>\n";
    }
    if (b.standings) {
        html += "<section class=\"standings\" id=\"standings\">\n";
        html += standings_section(*b.standings, standings_words(language), 2);
        html += "</section>\n";
    }
    html += "</body>\n</html>\n";
    return html;
}

core::Result<Booklet> load_booklet(const database::GameDatabase& db,
                                   const std::vector<std::int64_t>& ids, PointsScale scale) {
    Booklet b;
    std::set<std::string> events;
    for (std::int64_t id : ids) {
        auto record = db.load_game(id);
        if (!record) return core::Error{record.error()};
        auto analysis = db.load_analysis(id);
        if (!analysis) return core::Error{analysis.error()};
        const std::string event = record->tag("Event");
        events.insert(event == "?" ? std::string() : event);
        b.games.push_back({id, std::move(record).value(), std::move(analysis).value()});
    }
    if (events.size() == 1 && !events.begin()->empty()) {
        b.title = *events.begin();
        auto standings = load_event_standings(db, b.title, scale);
        if (!standings) return core::Error{standings.error()};
        if (!standings->rows.empty()) b.standings = std::move(standings).value();
    }
    return b;
}

}  // namespace damascope::app
