// What File > Export and Edit > Copy FEN / Copy diagram write, without wx: games as PDN, the
// current position as FEN, an SVG or PNG diagram drawn as the board shows it, the game's HTML
// report. The dialog (export_dialog.cpp) only gathers the choices.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "app/game_document.hpp"
#include "core/result.hpp"
#include "export/diagram.hpp"

namespace damascope::gui {

enum class ExportFormat { pdn, fen, svg, png, html, booklet };
// Which games: the current one, or a list of stored ones (the selected rows, the filtered list,
// the whole database).
enum class ExportScope { this_game, selected, filtered, all };

struct ExportRequest {
    ExportFormat format = ExportFormat::pdn;
    ExportScope scope = ExportScope::this_game;
    std::vector<std::int64_t> ids;  // the games of any scope but this_game
    int size = 480;                 // diagrams: pixels
    bool coordinates = true;
    bool flip = false;
    std::string path;
    std::string language = "en";  // of an HTML report or booklet: "en" or "ar"
};

// What was written: the window says it in its language.
struct ExportDone {
    ExportFormat format = ExportFormat::pdn;
    std::size_t games = 1;  // PDN and booklets
    std::string path;
};

// "pdn", "fen", "svg", "png", "html", "booklet".
const char* export_format_name(ExportFormat f);
bool parse_export_format(const std::string& name, ExportFormat& out);
// The file's extension: the name, but "html" for a booklet.
const char* export_extension(ExportFormat f);
// PDN and booklets hold several games; the other formats are of the current game or position.
inline bool format_takes_many(ExportFormat f) {
    return f == ExportFormat::pdn || f == ExportFormat::booklet;
}

// The name File > Export proposes (without a folder): for one game "White - Black" (a move's
// number added for a position: "White - Black, ply 12"), "Event" for a booklet, the database's
// own name for a list of games; "damascope" when none of these is known. Characters a file name
// cannot hold ("/", control characters) become "_"; the extension is the format's.
std::string export_file_name(ExportFormat format, ExportScope scope, const core::GameRecord& game,
                             int ply, const std::string& database_path);

// The diagram of the current position as the board shows it: the last move, its arrows and
// coloured squares.
exporting::DiagramOptions current_diagram(const app::GameDocument& doc, int size, bool flip,
                                          bool coordinates);
// Writes the export to r.path; the result says what was written.
// The current game is written as it is on screen (with a change the database refused).
core::Result<ExportDone> write_export(app::GameDocument& doc, const ExportRequest& r);

}  // namespace damascope::gui
