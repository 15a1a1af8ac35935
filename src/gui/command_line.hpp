// The desktop app's command line: which database and game to open, and the screenshot mode.
// GUI-free so that it is tested without a display.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/result.hpp"

namespace damascope::gui {

// Something a user does in the window, replayed in command-line order by the screenshot mode.
struct GuiAction {
    enum class Kind {
        click,            // --click SQUARE
        key,              // --keys "KEY..." (one action per key)
        comment,          // --comment TEXT: typed into the comment box
        comment_before,   // --comment-before TEXT: the box before a variation's first move
        nag,              // --nag GLYPH: the glyph's button
        arrow,            // --arrow FROM-TO[:COLOUR]: a right-drag on the board
        square,           // --square SQ[:COLOUR]: a right-click on the board
        switch_game,      // --switch-game ID: another game opened from the list
        undo,             // --undo
        redo,             // --redo
        edit,             // --edit promote|main-line|demote|delete-variation|truncate
        new_game,         // --new-game dama|turkish|dhama
        export_file,      // --export FORMAT:PATH: File > Export of this game or position
        explorer_play,    // --explorer-play N: a click on the explorer's Nth move (1 = first)
        collection_add,   // --collection-add NAME: the board's line added to a collection
        collection_file,  // --collection-import FILE: the openings pane's Import of FILE
        collection_play,  // --collection-play N: a click on the shown collection's Nth line
        play_line,        // --play-line N: a click on the engine panel's Nth line
        games_height,     // --games-height N: the game list's sash dragged to N pixels
    };
    Kind kind = Kind::click;
    std::string value;
    bool operator==(const GuiAction&) const = default;
};

struct GuiOptions {
    std::optional<std::string> db;      // --db DB
    std::optional<std::int64_t> game;   // --game ID
    std::optional<int> ply;             // --ply N
    bool flip = false;                  // --flip
    bool engine = false;                // --engine: start the engine panel
    bool endgame_tables = false;        // --endgame-tables: Analysis > Endgame tables drawn
    std::optional<std::string> select;  // --select SQUARE|auto
    std::vector<std::string> clicks;    // --click SQUARE (repeatable): clicks on the board
    std::optional<int> choose;          // --choose N: the Nth chain when two end on one square
    std::vector<std::string> keys;      // --keys "N N F": navigation keys pressed in order
    std::vector<GuiAction> actions;     // clicks, keys and edits, in command-line order
    std::vector<std::string> probes;    // --probe SQUARE: print where the square is drawn
    std::vector<std::string> imports;   // --import FILE (repeatable): import in the background
    // FILE... without an option, as a file manager passes them (the .desktop entry's %F): a
    // .damascope file is opened as --db; game files are offered for import (open_files.hpp).
    std::vector<std::string> offered;
    bool show_problems = false;  // --show-problems: the screenshot is of the import's problems list
    bool file_dialog = false;    // --file-dialog: the screenshot is of File > Import's dialog
    std::optional<std::string> screenshot;      // --screenshot OUT.png
    std::optional<std::string> lang;            // --lang en|ar
    std::optional<std::string> player;          // --player NAME: filter the game list
    bool same_moves = false;                    // --same-moves: only games with repeated moves
    std::optional<std::string> sort;            // --sort COLUMN[:desc]: order the game list
    bool players = false;                       // --players: the screenshot is of the players view
    std::optional<std::string> players_select;  // --players-select NAME (implies --players)
    std::optional<std::string> players_sort;    // --players-sort COLUMN[:desc]
    std::optional<std::string> players_games;   // --players-games NAME: a double-click on NAME
    std::optional<std::string> standings;       // --standings EVENT: the standings of EVENT
    std::optional<std::string> standings_points;  // --standings-points seed|classic
    std::optional<std::string> standings_html;    // --standings-html FILE: Save as HTML
    std::optional<std::string> training;          // --training PLAYER|all: Training > My mistakes
    std::vector<std::string> training_clicks;     // --training-click SQUARE: on its board
    bool openings = false;                        // --openings: show the openings pane
    std::optional<std::string> collection;        // --collection NAME: shown in that pane
    int width = 1280, height = 800;               // --size WxH (the window's size)
    bool size_given = false;                      // --size was given (else a --config's size)
    // --config FILE: the settings file (window size, panes, view options), read and written as a
    // user's run does; without it a screenshot uses no settings.
    std::optional<std::string> config;
    // --play SPEC: a game played in its own window, drawn instead (play_automation.hpp).
    std::optional<std::string> play;
    bool help = false;     // --help
    bool version = false;  // --version
};

// Parses the arguments after the program name. A bad argument gives an error naming it.
core::Result<GuiOptions> parse_gui_options(const std::vector<std::string>& args);

// The usage text printed for --help and after a bad argument.
std::string gui_usage();

}  // namespace damascope::gui
