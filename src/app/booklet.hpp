// Many games as one printable HTML booklet (`export --format booklet`, File > Export > Booklet):
// a title page, a table of contents, each game as its report shows it (diagrams, graph, marks),
// and, when the games are of one event, that event's standings at the end. In English or
// Arabic, as the reports and the standings page are.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "app/standings.hpp"
#include "core/game_record.hpp"
#include "database/game_database.hpp"
#include "export/report_words.hpp"

namespace damascope::app {

struct BookletGame {
    std::int64_t id = 0;
    core::GameRecord record;
    std::optional<database::GameAnalysis> analysis;
};

struct Booklet {
    std::string title;  // "" : the games' one event, else the words' "Games"
    std::vector<BookletGame> games;
    std::optional<Standings> standings;  // printed after the games
};

std::string booklet_html(const Booklet& b, std::string_view language);

// The games `ids` (in that order) with their analyses, and the standings of their event when
// they share one (every game of that event counts, not only those chosen).
core::Result<Booklet> load_booklet(const database::GameDatabase& db,
                                   const std::vector<std::int64_t>& ids,
                                   PointsScale scale = PointsScale::seed);

}  // namespace damascope::app
