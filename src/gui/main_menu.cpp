#include "main_menu.hpp"

#include <wx/artprov.h>
#include <wx/frame.h>
#include <wx/intl.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/toolbar.h>

namespace damascope::gui {

namespace {

// A label with the plain key that triggers the command, shown after it.
wxString with_key(const wxString& label, const wxString& key) {
    return label + "\t" + key;
}

}  // namespace

void AppendVariationItems(wxMenu* menu) {
    menu->Append(cmd_promote_one, _("&Promote variation"),
                 _("Move the variation of this move one place up"));
    menu->Append(cmd_promote_variation, _("Make main &line"),
                 _("Make the line of this move the main line"));
    menu->Append(cmd_demote_variation, _("&Demote variation"),
                 _("Move the line of this move one place down"));
    menu->Append(cmd_delete_variation, _("Delete &variation"),
                 _("Delete the variation this move is in"));
    menu->Append(cmd_truncate, _("Delete moves &after this one"),
                 _("Delete the moves that follow this one, and their variations"));
}

void AppendTrialItems(wxMenu* menu) {
    menu->Append(cmd_keep_variation, with_key(_("&Keep as variation"), "Ctrl+K"),
                 _("Save the trial line on the board into the game, as a variation"));
    menu->Append(cmd_keep_main_line, with_key(_("Keep as &main line"), "Ctrl+Shift+K"),
                 _("Save the trial line on the board into the game, as its main line"));
    menu->Append(cmd_discard_trial, _("&Discard trial lines"),
                 _("Take the moves only tried off the board"));
}

wxMenuBar* BuildMenuBar() {
    auto* file = new wxMenu;
    file->Append(cmd_open_database, with_key(_("&Open database..."), "Ctrl+O"));
    file->Append(cmd_new_database, _("&New database..."));
    file->Append(cmd_recent_menu, _("&Recent databases"), new wxMenu,
                 _("The databases opened lately, the last one first"));
    file->AppendSeparator();
    file->Append(cmd_import, with_key(_("&Import games..."), "Ctrl+I"),
                 _("Import PDN files (you can also drop them on the window)"));
    file->Append(cmd_import_problems, _("Import &problems..."),
                 _("What the last import read past, cut or skipped"));
    file->Append(cmd_export, with_key(_("&Export..."), "Ctrl+Shift+E"),
                 _("Games as PDN, the position as FEN, SVG or PNG, the game as an HTML report"));
    file->AppendSeparator();
    file->Append(wxID_EXIT, with_key(_("&Quit"), "Ctrl+Q"));

    // Ctrl+Shift+Z also redoes (MainFrame's accelerator table).
    auto* edit = new wxMenu;
    edit->Append(wxID_UNDO, with_key(_("&Undo"), "Ctrl+Z"), _("Undo the last change to this game"));
    edit->Append(wxID_REDO, with_key(_("&Redo"), "Ctrl+Y"), _("Redo the change undone"));
    edit->AppendSeparator();
    edit->Append(cmd_copy_fen, with_key(_("Copy &FEN"), "Ctrl+Shift+C"),
                 _("The position on the board as FEN, to the clipboard"));
    edit->Append(cmd_copy_diagram, _("Copy &diagram"),
                 _("The position as a picture, drawn as the board shows it, to the clipboard"));
    edit->AppendSeparator();
    edit->Append(cmd_copy_pdn, _("Copy &PDN"), _("The game as PDN, to the clipboard"));
    edit->Append(cmd_paste_pdn, _("Paste PD&N"),
                 _("Import the games of PDN text on the clipboard into the database"));
    // Ctrl+V is the frame's key (not an accelerator), so that it still pastes into text fields.
    edit->Append(cmd_paste_fen, _("Pas&te FEN") + "   (Ctrl+V)",
                 _("A position from the clipboard's FEN, as a new game"));

    auto* game = new wxMenu;
    game->Append(cmd_new_dama_game, _("New &Dama game (Arab rules)"));
    game->Append(cmd_new_turkish_game, _("New Dama game (&Turkish federation)"));
    game->Append(cmd_new_dhama_game, _("New D&hama game"));
    game->Append(cmd_setup_position, _("Set &up position..."),
                 _("Put men and kings where you want them, and play on from there as a new game"));
    game->AppendSeparator();
    game->Append(cmd_play_engine, _("Play a&gainst the engine..."),
                 _("A game against damascope, from the start or from the position on the board"));
    game->Append(cmd_play_local, _("T&wo players on this device..."),
                 _("Both sides played here, the board turned to the player to move"));
    game->AppendSeparator();
    game->Append(cmd_prev_game, _("&Previous game") + "   (PgUp)");
    game->Append(cmd_next_game, _("N&ext game") + "   (PgDn)");
    game->AppendSeparator();
    AppendTrialItems(game);
    game->Append(cmd_edit_tags, _("Edit t&ags..."),
                 _("Event, site, date, round, players, result and the other tags of this game"));
    game->Append(cmd_save_line, _("&Save line as new game"),
                 _("The line on the board, from the start, as a game of its own"));
    game->Append(cmd_delete_games, _("De&lete selected games..."),
                 _("Delete the games selected in the game list, with their analysis"));

    auto* move = new wxMenu;
    move->Append(cmd_first_ply, _("&Start of game") + "   (Home)");
    move->Append(cmd_prev_ply, _("&Previous move") + wxString::FromUTF8("   (\u2190)"));
    move->Append(cmd_next_ply, _("&Next move") + wxString::FromUTF8("   (\u2192)"));
    move->Append(cmd_last_ply, _("&End of game") + "   (End)");
    move->Append(cmd_prev_variation, _("Previous &alternative") + wxString::FromUTF8("   (\u2191)"),
                 _("The move played instead of this one before it in the list"));
    move->Append(cmd_next_variation, _("Next a&lternative") + wxString::FromUTF8("   (\u2193)"),
                 _("The next variation instead of this move"));
    move->AppendSeparator();
    move->Append(cmd_next_mark, _("Next &mark") + "   (N)", _("Jump to the next move with a mark"));
    move->Append(cmd_prev_mark, _("Previous mar&k") + "   (Shift+N)",
                 _("Jump to the previous move with a mark"));
    move->AppendSeparator();
    AppendVariationItems(move);

    auto* view = new wxMenu;
    view->Append(cmd_flip, _("&Flip board") + "   (F)");
    view->AppendCheckItem(cmd_side_to_move_near, _("&Side to move near"),
                          _("Turn the board so that the side to move is at the bottom"));
    view->AppendCheckItem(cmd_square_numbers, _("Square &numbers (Dhama)"));
    view->Check(cmd_square_numbers, true);
    view->AppendCheckItem(cmd_analysis_arrows, _("&Analysis arrows") + "   (A)",
                          _("Draw the stored best move and the engine's first move on the board"));
    view->Check(cmd_analysis_arrows, true);
    auto* range = new wxMenu;
    range->AppendRadioItem(cmd_graph_range_auto, _("&Automatic"));
    range->AppendRadioItem(cmd_graph_range_10, wxString::FromUTF8("\u00b110"));
    range->AppendRadioItem(cmd_graph_range_5, wxString::FromUTF8("\u00b15"));
    range->AppendRadioItem(cmd_graph_range_2, wxString::FromUTF8("\u00b12"));
    view->AppendSubMenu(range, _("Evaluation &graph range (men)") + "   (G)",
                        _("How tall the evaluation graph draws the scores (also the mouse wheel "
                          "over the graph)"));
    view->AppendSeparator();
    view->Append(cmd_players, with_key(_("&Players..."), "Ctrl+P"),
                 _("Points, ratings and badges of the players in the database"));
    view->Append(cmd_standings, _("S&tandings..."),
                 _("An event's table: ranks, tie-breaks, performance and crosstable"));
    view->AppendCheckItem(cmd_openings, with_key(_("&Openings"), "Ctrl+Shift+O"),
                          _("The opening explorer and the opening collections beside the board"));

    auto* analysis = new wxMenu;
    analysis->Append(cmd_analyse_game, _("Analyse &this game"));
    analysis->Append(cmd_analyse_filtered, _("Analyse the &filtered games"));
    analysis->Append(cmd_analyse_all, _("Analyse &all games"));
    analysis->AppendSeparator();
    analysis->AppendCheckItem(cmd_learned_eval, _("Use the &learned evaluation"),
                              _("Score positions with the game's trained network (off: the "
                                "classic, hand-made evaluation)"));
    analysis->Check(cmd_learned_eval, true);
    analysis->Append(cmd_engine_toggle, with_key(_("Start/stop the &engine"), "Ctrl+E"));
    analysis->Append(cmd_endgame_tables, _("End&game tables..."),
                     _("The endgame tables present, where they live, and building more"));

    auto* search = new wxMenu;
    search->Append(cmd_search_position, _("&Games reaching this position"),
                   _("The games that reach the position on the board, in the openings pane"));
    search->Append(cmd_search_pieces, _("These &pieces..."),
                   _("Set up some pieces; the games where they stand so at some ply"));

    auto* training = new wxMenu;
    training->Append(cmd_training, _("&My mistakes..."),
                     _("Practise the captures missed, the longer chains and the engine's "
                       "blunders and mistakes of the games"));

    auto* help = new wxMenu;
    help->Append(cmd_keys, _("&Keys"));
    help->Append(wxID_ABOUT, _("&About damascope"));

    auto* bar = new wxMenuBar;
    bar->Append(file, _("&File"));
    bar->Append(edit, _("&Edit"));
    bar->Append(game, _("&Game"));
    bar->Append(move, _("&Move"));
    bar->Append(view, _("&View"));
    bar->Append(analysis, _("&Analysis"));
    bar->Append(search, _("&Search"));
    bar->Append(training, _("&Training"));
    bar->Append(help, _("&Help"));
    return bar;
}

void BuildToolBar(wxFrame* frame) {
    wxToolBar* tb = frame->CreateToolBar(wxTB_HORIZONTAL | wxTB_FLAT);
    const wxSize s(22, 22);
    auto icon = [&](const wxArtID& id) { return wxArtProvider::GetBitmap(id, wxART_TOOLBAR, s); };
    tb->AddTool(cmd_open_database, _("Open"), icon(wxART_FILE_OPEN), _("Open a database (Ctrl+O)"));
    tb->AddTool(cmd_import, _("Import"), icon(wxART_PLUS), _("Import PDN files (Ctrl+I)"));
    tb->AddSeparator();
    tb->AddTool(cmd_prev_game, _("Previous game"), icon(wxART_GO_UP), _("Previous game (PgUp)"));
    tb->AddTool(cmd_next_game, _("Next game"), icon(wxART_GO_DOWN), _("Next game (PgDn)"));
    tb->AddSeparator();
    tb->AddTool(cmd_first_ply, _("Start"), icon(wxART_GOTO_FIRST), _("Start of game (Home)"));
    tb->AddTool(cmd_prev_ply, _("Back"), icon(wxART_GO_BACK), _("Previous move (Left)"));
    tb->AddTool(cmd_next_ply, _("Forward"), icon(wxART_GO_FORWARD), _("Next move (Right)"));
    tb->AddTool(cmd_last_ply, _("End"), icon(wxART_GOTO_LAST), _("End of game (End)"));
    tb->AddTool(cmd_next_mark, _("Next mark"), icon(wxART_WARNING), _("Next marked move (N)"));
    tb->AddSeparator();
    tb->AddTool(cmd_flip, _("Flip"), icon(wxART_REDO), _("Flip the board (F)"));
    tb->AddTool(cmd_analyse_game, _("Analyse"), icon(wxART_EXECUTABLE_FILE),
                _("Analyse this game"));
    tb->Realize();
}

void ShowKeys(wxWindow* parent) {
    wxMessageBox(
        _("Left / Right: previous / next move\nUp / Down: previous / next alternative move\n"
          "Home / End: start / end of the game\nPgUp / PgDn: previous / next game\n"
          "F: flip the board\nN: next marked move\nA: analysis arrows on / off\n"
          "G, or the wheel over the evaluation graph: its range (auto, 10, 5, 2 men)\n"
          "On the board: click a ringed piece, then a mint square; a capture shows the "
          "pieces it takes ringed in red: click again or press Enter to play it, Esc to "
          "put the piece back.\n"
          "Glyphs: type ! ? !! ?? !? ?! on the current move, and = ~ += =+ +/- -/+ +- -+ "
          "for the position; the same again removes it.\n"
          "Right-drag from one square to another: an arrow; right-click a square: colour "
          "it (green; Shift red, Ctrl yellow, Alt blue); the same again removes it.\n"
          "Ctrl+Z / Ctrl+Y: undo / redo a change; every change is saved at once.") +
            "\n" +
            _("Ctrl+K / Ctrl+Shift+K: keep the trial line (the moves tried on a stored game, "
              "not saved until kept) as a variation / as the main line."),
        _("Keys"), wxOK, parent);
}

void ShowAbout(wxWindow* parent) {
    wxMessageBox(_("damascope: a database, replay board and analyser for Dama (Turkish "
                   "draughts) and Dhama (the Maghrebi diagonal game)."),
                 _("About damascope"), wxOK, parent);
}

}  // namespace damascope::gui
