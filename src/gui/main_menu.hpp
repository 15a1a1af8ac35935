// The main window's commands: their ids, the menu bar and the toolbar that offer them.
#pragma once

#include <wx/defs.h>

class wxFrame;
class wxMenu;
class wxMenuBar;
class wxWindow;

namespace damascope::gui {

enum CommandId : int {
    cmd_open_database = wxID_HIGHEST + 100,
    cmd_new_database,
    cmd_import,
    cmd_import_problems,
    cmd_new_dama_game,
    cmd_new_turkish_game,
    cmd_new_dhama_game,
    cmd_prev_game,
    cmd_next_game,
    cmd_first_ply,
    cmd_prev_ply,
    cmd_next_ply,
    cmd_last_ply,
    cmd_next_mark,
    cmd_promote_variation,
    cmd_prev_variation,
    cmd_next_variation,
    cmd_flip,
    cmd_side_to_move_near,
    cmd_square_numbers,
    cmd_analyse_game,
    cmd_analyse_all,
    cmd_analyse_filtered,
    cmd_engine_toggle,
    cmd_keys,
    // Editing the game (edit_commands.cpp); undo and redo are wxID_UNDO and wxID_REDO.
    cmd_promote_one,
    cmd_demote_variation,
    cmd_delete_variation,
    cmd_truncate,
    // Export (export_commands.cpp).
    cmd_export,
    cmd_copy_fen,
    cmd_copy_diagram,
    cmd_players,
    cmd_standings,        // View > Standings (player_views.cpp)
    cmd_openings,         // the openings pane (openings_pane.cpp)
    cmd_analysis_arrows,  // View > Analysis arrows (analysis_commands.cpp)
    // View > Evaluation graph range: automatic, 10, 5, 2 men (analysis_commands.cpp).
    cmd_graph_range_auto,
    cmd_graph_range_10,
    cmd_graph_range_5,
    cmd_graph_range_2,
    cmd_learned_eval,  // Analysis > Use the learned evaluation (analysis_commands.cpp)
    // Game > Keep as variation / Keep as main line / Discard trial line (trial_commands.cpp).
    cmd_keep_variation,
    cmd_keep_main_line,
    cmd_discard_trial,
    cmd_prev_mark,  // Move > Previous mark (Shift+N)
    // Databases and managing games (game_commands.cpp).
    cmd_recent_menu,   // File > Recent databases (the submenu's item)
    cmd_recent_first,  // its entries, the most recent first
    cmd_recent_last = cmd_recent_first + 9,
    cmd_edit_tags,     // Game > Edit tags...
    cmd_delete_games,  // Game > Delete selected games...
    cmd_save_line,     // Game > Save line as new game
    cmd_copy_pdn,      // Edit > Copy PDN
    cmd_paste_pdn,     // Edit > Paste PDN
    // Set up position, Paste FEN and the Search menu (setup_commands.cpp).
    cmd_setup_position,
    cmd_paste_fen,
    cmd_search_position,
    cmd_search_pieces,
    cmd_endgame_tables,  // Analysis > Endgame tables... (endgame_tables_pane.cpp)
    // Game > Play against the engine / Two players on this device (play_frame.cpp).
    cmd_play_engine,
    cmd_play_local,
    cmd_training,  // Training > My mistakes (training_frame.cpp)
};

// Builds the menus. Plain keys (arrows, F, N) are not menu accelerators, so that they still work
// in the filter fields; the frame handles them and the labels name them.
wxMenuBar* BuildMenuBar();
// The variation commands (Move menu, and the move list's context menu).
void AppendVariationItems(wxMenu* menu);
// Keep as variation, Keep as main line, Discard trial line (Game menu, the move list's menu).
void AppendTrialItems(wxMenu* menu);
void BuildToolBar(wxFrame* frame);
// Help > Keys and Help > About: their message boxes.
void ShowKeys(wxWindow* parent);
void ShowAbout(wxWindow* parent);

}  // namespace damascope::gui
