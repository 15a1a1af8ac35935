// The main window's commands: their ids, the menu bar and the toolbar that offer them.
#pragma once

#include <wx/defs.h>

class wxFrame;
class wxMenuBar;

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
    cmd_players,
};

// Builds the menus. Plain keys (arrows, F, N) are not menu accelerators, so that they still work
// in the filter fields; the frame handles them and the labels name them.
wxMenuBar* BuildMenuBar();
void BuildToolBar(wxFrame* frame);

}  // namespace damascope::gui
