// An event's standings as one printable HTML page (`standings --html`, View > Standings >
// Save as HTML), in English or Arabic: the table, the crosstable, the games that do not count.
// Arabic pages read right to left; names, numbers and results are isolated (<bdi>) so that a
// Latin name or a "2½" reads the same in either direction.
#pragma once

#include <string>
#include <string_view>

#include "app/standings.hpp"

namespace damascope::app {

// The words of the page. The two languages are built in (the CLI has no message catalogue).
struct StandingsWords {
    std::string lang = "en";  // the page's lang attribute
    bool right_to_left = false;
    std::string title, events, rank, player, games, wins, draws, losses, points, direct_encounter,
        sonneborn_berger, performance, crosstable, swiss_table, round, not_counted, game, result,
        reason, seed_scale, classic_scale, tie_break_note, colour_note, white, black;
    std::string counted_games;  // "{} games counted": {} is the number
    std::string why_computer, why_local, why_no_result, why_unnamed, why_same_player;
};

// "en" or "ar" (anything else: English).
StandingsWords standings_words(std::string_view language);
bool is_standings_language(std::string_view language);

std::string standings_html(const Standings& s, const StandingsWords& words);
// The same without the page around it (a booklet's last part): its heading at `heading_level`.
// Its tables have the classes standings, crosstable, rounds and not-counted.
std::string standings_section(const Standings& s, const StandingsWords& words, int heading_level);

}  // namespace damascope::app
