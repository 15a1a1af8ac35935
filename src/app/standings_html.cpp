#include "app/standings_html.hpp"

#include <cmath>

#include <fmt/format.h>

#include "export/html_escape.hpp"

namespace damascope::app {

namespace {

using exporting::html_escape;

StandingsWords english() {
    StandingsWords w;
    w.lang = "en";
    w.title = "Standings";
    w.events = "Event";
    w.rank = "Rank";
    w.player = "Player";
    w.games = "Games";
    w.wins = "Won";
    w.draws = "Drawn";
    w.losses = "Lost";
    w.points = "Points";
    w.direct_encounter = "Direct encounter";
    w.sonneborn_berger = "Sonneborn-Berger";
    w.performance = "Performance";
    w.crosstable = "Crosstable";
    w.swiss_table = "Round by round";
    w.round = "Round";
    w.not_counted = "Games that do not count";
    w.game = "Game";
    w.result = "Result";
    w.reason = "Why";
    w.seed_scale = "Points: win 26, draw 9, loss 4 (the seed's ladder)";
    w.classic_scale = "Points: win 1, draw ½, loss 0";
    w.tie_break_note =
        "Level players are ordered by the direct encounter (when all of them met), then the "
        "number of wins, then Sonneborn-Berger; the performance is the opponents' mean rating "
        "plus what the score is worth.";
    w.colour_note = "○ White, ● Black; the number is the opponent's row.";
    w.counted_games = "{} games counted";
    w.white = "White";
    w.black = "Black";
    w.why_computer = "against the computer";
    w.why_local = "two players on one device";
    w.why_no_result = "no result";
    w.why_unnamed = "a side without a name";
    w.why_same_player = "one player on both sides";
    return w;
}

StandingsWords arabic() {
    StandingsWords w;
    w.lang = "ar";
    w.right_to_left = true;
    w.title = "جدول الترتيب";
    w.events = "البطولة";
    w.rank = "المركز";
    w.player = "اللاعب";
    w.games = "المباريات";
    w.wins = "فوز";
    w.draws = "تعادل";
    w.losses = "خسارة";
    w.points = "النقاط";
    w.direct_encounter = "المواجهة المباشرة";
    w.sonneborn_berger = "سونبورن-برغر";
    w.performance = "تقييم الأداء";
    w.crosstable = "الجدول المتقاطع";
    w.swiss_table = "جولة بجولة";
    w.round = "الجولة";
    w.not_counted = "مباريات لا تُحتسب";
    w.game = "المباراة";
    w.result = "النتيجة";
    w.reason = "السبب";
    w.seed_scale = "النقاط: الفوز 26، التعادل 9، الخسارة 4 (سلّم النقاط في القواعد)";
    w.classic_scale = "النقاط: الفوز 1، التعادل ½، الخسارة 0";
    w.tie_break_note =
        "يُرتَّب المتساوون في النقاط بالمواجهة المباشرة (إن تقابلوا جميعًا)، ثم بعدد مرات الفوز، ثم "
        "بمعامل سونبورن-برغر؛ وتقييم الأداء هو متوسط تقييم المنافسين مضافًا إليه ما تساويه النتيجة.";
    w.colour_note = "○ الأبيض، ● الأسود؛ والرقم هو سطر المنافس.";
    w.counted_games = "المباريات المحتسبة: {}";
    w.white = "الأبيض";
    w.black = "الأسود";
    w.why_computer = "ضد الحاسوب";
    w.why_local = "لاعبان على جهاز واحد";
    w.why_no_result = "بلا نتيجة";
    w.why_unnamed = "جانب بلا اسم";
    w.why_same_player = "اللاعب نفسه في الجانبين";
    return w;
}

// Text that keeps its own direction inside the page's (a Latin name in Arabic, "2½", "1-0").
std::string isolated(std::string_view text) {
    return "<bdi>" + html_escape(text) + "</bdi>";
}

// Numbers, scores and results read left to right in either page ("1=", "3○½", "1-0").
std::string number_cell(std::string_view text) {
    return "<td class=\"n\"><bdi dir=\"ltr\">" + html_escape(text) + "</bdi></td>";
}

std::string score_text(double score) {
    return score == 1.0 ? "1" : score == 0.0 ? "0" : "½";
}

std::string why_text(const StandingsWords& w, GameCount why) {
    switch (why) {
        case GameCount::computer:
            return w.why_computer;
        case GameCount::local:
            return w.why_local;
        case GameCount::no_result:
            return w.why_no_result;
        case GameCount::unnamed:
            return w.why_unnamed;
        case GameCount::same_player:
            return w.why_same_player;
        case GameCount::counted:
            break;
    }
    return "";
}

std::string tie_break_text(double value) {
    if (std::fabs(value - std::round(value)) < 1e-9)
        return std::to_string(static_cast<long long>(std::llround(value)));
    return points_text(value);
}

// "6 games counted": the words' "{}" replaced by the number, isolated.
std::string counted_text(const StandingsWords& w, int games) {
    const std::string& words = w.counted_games;
    const auto at = words.find("{}");
    if (at == std::string::npos) return html_escape(words);
    return html_escape(words.substr(0, at)) + isolated(std::to_string(games)) +
           html_escape(words.substr(at + 2));
}

constexpr std::string_view css = R"css(
body { font-family: "DejaVu Sans", Arial, sans-serif; margin: 2em auto; max-width: 60em;
       color: #222; }
h1 { font-size: 1.6em; margin-bottom: 0.2em; }
h2 { font-size: 1.2em; margin-top: 1.6em; }
p.note { color: #555; font-size: 0.9em; }
table { border-collapse: collapse; margin: 0.6em 0; }
th, td { border: 1px solid #bbb; padding: 0.25em 0.6em; }
td { white-space: nowrap; }
th { background: #eee; }
td.n { text-align: center; font-variant-numeric: tabular-nums; }
td.self { background: #ccc; }
@media print { body { margin: 0; max-width: none; } }
)css";

}  // namespace

bool is_standings_language(std::string_view language) {
    return language == "en" || language == "ar";
}

StandingsWords standings_words(std::string_view language) {
    return language == "ar" ? arabic() : english();
}

std::string standings_section(const Standings& s, const StandingsWords& w, int heading_level) {
    const std::string h = fmt::format("h{}", heading_level),
                      h2 = fmt::format("h{}", heading_level + 1);
    std::string events;
    for (const auto& e : s.events) {
        if (!events.empty()) events += " · ";
        events += e;
    }
    std::string html;
    html += "<" + h + ">" + html_escape(w.title) + "</" + h + ">\n";
    if (!events.empty()) html += "<p>" + html_escape(w.events) + ": " + isolated(events) + "</p>\n";
    html += "<p class=\"note\">" +
            html_escape(s.scale == PointsScale::seed ? w.seed_scale : w.classic_scale) + " · " +
            counted_text(w, s.games_counted) + "</p>\n";

    html += "<table class=\"standings\">\n<tr>";
    for (const std::string* heading :
         {&w.rank, &w.player, &w.games, &w.wins, &w.draws, &w.losses, &w.points,
          &w.direct_encounter, &w.sonneborn_berger, &w.performance})
        html += "<th>" + html_escape(*heading) + "</th>";
    html += "</tr>\n";
    for (const auto& r : s.rows) {
        html += "<tr>" + number_cell(std::to_string(r.rank) + (r.shared ? "=" : "")) + "<td>" +
                isolated(r.name) + "</td>" + number_cell(std::to_string(r.games)) +
                number_cell(std::to_string(r.wins)) + number_cell(std::to_string(r.draws)) +
                number_cell(std::to_string(r.losses)) + number_cell(points_text(r.points)) +
                number_cell(r.direct_encounter_used ? points_text(r.direct_encounter) : "—") +
                number_cell(tie_break_text(r.sonneborn_berger)) +
                number_cell(r.performance ? std::to_string(std::llround(*r.performance)) : "—") +
                "</tr>\n";
    }
    html += "</table>\n<p class=\"note\">" + html_escape(w.tie_break_note) + "</p>\n";

    if (s.format == EventFormat::round_robin && !s.rows.empty()) {
        html += "<" + h2 + ">" + html_escape(w.crosstable) + "</" + h2 +
                ">\n<table class=\"crosstable\">\n<tr>";
        html += "<th></th><th>" + html_escape(w.player) + "</th>";
        for (std::size_t j = 0; j < s.rows.size(); ++j)
            html += "<th>" + isolated(std::to_string(j + 1)) + "</th>";
        html += "<th>" + html_escape(w.points) + "</th></tr>\n";
        for (std::size_t i = 0; i < s.rows.size(); ++i) {
            html += "<tr>" + number_cell(std::to_string(i + 1)) + "<td>" +
                    isolated(s.rows[i].name) + "</td>";
            for (std::size_t j = 0; j < s.rows.size(); ++j) {
                if (i == j) {
                    html += "<td class=\"self\"></td>";
                    continue;
                }
                std::string cell;
                for (double score : s.cells[i][j]) {
                    if (!cell.empty()) cell += " ";
                    cell += score_text(score);
                }
                html += number_cell(cell);
            }
            html += number_cell(points_text(s.rows[i].points)) + "</tr>\n";
        }
        html += "</table>\n";
    } else if (s.format == EventFormat::swiss && !s.rows.empty()) {
        html += "<" + h2 + ">" + html_escape(w.swiss_table) + "</" + h2 +
                ">\n<table class=\"rounds\">\n<tr>";
        html += "<th></th><th>" + html_escape(w.player) + "</th>";
        for (const auto& round : s.rounds)
            html += "<th>" + html_escape(w.round) + " " + isolated(round) + "</th>";
        html += "<th>" + html_escape(w.points) + "</th></tr>\n";
        for (std::size_t i = 0; i < s.rows.size(); ++i) {
            html += "<tr>" + number_cell(std::to_string(i + 1)) + "<td>" +
                    isolated(s.rows[i].name) + "</td>";
            for (const auto& games : s.by_round[i]) {
                std::string cell;
                for (const auto& g : games) {
                    if (!cell.empty()) cell += " ";
                    cell += std::to_string(g.opponent + 1) + (g.white ? "○" : "●") +
                            score_text(g.score);
                }
                html += number_cell(cell);
            }
            html += number_cell(points_text(s.rows[i].points)) + "</tr>\n";
        }
        html += "</table>\n<p class=\"note\">" + html_escape(w.colour_note) + "</p>\n";
    }

    if (!s.not_counted.empty()) {
        html += "<" + h2 + ">" + html_escape(w.not_counted) + "</" + h2 +
                ">\n<table class=\"not-counted\">\n";
        html += "<tr><th>" + html_escape(w.game) + "</th><th>" + html_escape(w.white) +
                "</th><th>" + html_escape(w.black) + "</th><th>" + html_escape(w.result) +
                "</th><th>" + html_escape(w.reason) + "</th></tr>\n";
        for (const auto& g : s.not_counted)
            html += "<tr>" + number_cell(std::to_string(g.id)) + "<td>" + isolated(g.white) +
                    "</td><td>" + isolated(g.black) + "</td>" + number_cell(g.result) + "<td>" +
                    html_escape(why_text(w, g.why)) + "</td></tr>\n";
        html += "</table>\n";
    }
    return html;
}

std::string standings_html(const Standings& s, const StandingsWords& w) {
    std::string title = w.title;
    std::string events;
    for (const auto& e : s.events) {
        if (!events.empty()) events += " · ";
        events += e;
    }
    if (!events.empty()) title += " — " + events;
    std::string html = fmt::format(
        "<!DOCTYPE html>\n<html lang=\"{}\" dir=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n"
        "<title>{}</title>\n<style>{}</style>\n</head>\n<body>\n",
        w.lang, w.right_to_left ? "rtl" : "ltr", html_escape(title), css);
    html += standings_section(s, w, 1);
    html += "</body>\n</html>\n";
    return html;
}

}  // namespace damascope::app
