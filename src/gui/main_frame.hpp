// The main window: lays out the panes (the board, the evaluation graph, the move list, the engine,
// the game list, the openings, the endgame tables) and routes the menus, the keys and the panes'
// events to the command areas that do the work (frame_parts.hpp: editing, trial lines, export,
// databases and games, imports, analysis, setup, openings, tables, players, watching other
// programs, the layout, the status bar). It holds no logic of its own: the window model is
// app::GameDocument and the texts it shows are src/app's.
#pragma once

#include <wx/aui/framemanager.h>
#include <wx/frame.h>

#include <cstdint>
#include <string>

#include "app/game_document.hpp"
#include "frame_parts.hpp"

class wxKeyEvent;

namespace damascope::gui {

class MainFrame : public wxFrame {
  public:
    // `use_settings`: read and write the user's view settings (not for screenshots).
    explicit MainFrame(bool use_settings);
    ~MainFrame() override;

    // The window model: the open game, its cursor and stored analysis (app/game_document.hpp).
    const app::GameDocument& Document() const { return doc_; }
    // The panes and the command areas (frame_parts.hpp).
    const FramePanes& Panes() const { return panes_; }
    FrameCommands& Commands() { return commands_; }
    bool UsesSettings() const { return use_settings_; }
    // Writes a view setting (nothing in screenshots).
    void SaveSetting(const wxString& key, bool value);

    // Opens a game of the database; false when there is no such game or the game on the board
    // was not left.
    bool OpenGame(std::int64_t id, wxString* error = nullptr);
    void GoToPly(int ply);
    void SetFlipped(bool flipped);
    // What a navigation key does (Left, Right, Home, End, Up, Down, PgUp, PgDn, F, N, A, G); false
    // for any other key.
    bool HandleKey(int key);
    // Redraws everything that depends on the current game (the titles, the graph) / the cursor.
    void RefreshGame();
    void RefreshPosition();

    // The status bar's fields by meaning: 0 the message, 1 the ply and side to move, 2 the game
    // count. In Arabic they are laid out right to left, the message at the right end
    // (status_fields.cpp maps a field to its place; StatusFieldText reads one).
    void SetStatusText(const wxString& text, int field = 0) override;

  private:
    // The panes in the frame's layout (main_frame_panes.cpp).
    void BuildPanes();
    // The command areas, and the menu items, toolbar buttons and panes' events routed to them.
    void BuildCommands();
    void BindCommands();
    void SetUpStatusFields();
    void LoadSettings();
    void OnClose(wxCloseEvent& e);
    // The keys (main_frame_keys.cpp): plain keys navigate except while typing in a text field.
    void OnCharHook(wxKeyEvent& e);
    void Navigate(int command);
    void StepGame(int delta);
    void NewGame(core::Variant v);

    wxAuiManager aui_;
    app::GameDocument doc_;
    FramePanes panes_;
    FrameCommands commands_;
    wxString board_title_;  // the board pane's caption: the game and its rules
    wxString eval_text_;    // the graph pane's caption: the stored score in numbers
    bool user_flip_ = false;
    bool side_to_move_near_ = false;
    bool use_settings_ = true;
};

}  // namespace damascope::gui
