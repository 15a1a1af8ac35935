// The players view (PRODUCT.md 7): a window with the sortable table of players (games, wins,
// draws, losses, points, rating, badges), the chosen player's rating history and badges, and the
// merging of spellings of one name. Double-clicking a player lists their games in the main
// window's game list. The figures come from app::load_players; nothing is computed here.
#pragma once

#include <wx/frame.h>

#include <functional>
#include <string>
#include <vector>

#include "app/player_roster.hpp"
#include "app/players.hpp"

class wxButton;
class wxChoice;
class wxListCtrl;
class wxListEvent;
class wxStaticBitmap;
class wxStaticText;
class wxTextCtrl;

namespace damascope::gui {

class RatingPlot;

class PlayersFrame : public wxFrame {
  public:
    explicit PlayersFrame(wxWindow* parent);

    // Shows the players of the open database (GameDocument::player_roster()); Reload() reads
    // them again (after an import).
    void SetPlayers(app::PlayerRoster roster);
    // Keeps the player selected (by name) selected if the table still shows them.
    void Reload();
    // Shows only the players whose name (or a spelling merged into it) holds `text`, as the
    // search box does while one types (app/player_search.hpp).
    void Search(const wxString& text);
    // How many players the table shows (all of them, or those the search finds).
    std::size_t ShownCount() const { return rows_.size(); }
    // Selects a player by name and shows their details; false when there is no such player.
    bool SelectPlayer(const std::string& name);
    // What a double-click on a player does; false when there is no such player.
    bool ShowGamesOf(const std::string& name);
    // Orders the table by a column ("name", "games", "points", "rating", ...); false if unknown.
    bool SortBy(const std::string& key, bool descending);
    // "N players, N games counted, N not counted" (the line under the table).
    wxString Summary() const;
    // The details of the selected player as shown (tests print them).
    wxString DetailsText() const;

    // The game list should show these games: the name shown and every spelling counted under it.
    std::function<void(const wxString& shown, const std::vector<std::string>& names)> on_show_games;

  private:
    class List;
    void Sort();
    // The rows again from the search box's text, the selection kept on the same player.
    void ApplySearch();
    // The title says how many players the search finds ("Players: 2 of 361 found").
    void ShowFoundInTitle();
    // Selects the row showing `name` (or the name it was merged into); false when none does.
    bool SelectRow(const std::string& name);
    std::string SelectedName() const;
    std::vector<std::string> SelectedNames() const;  // in table order
    void ClearSelection();
    const app::PlayerStanding* PlayerAt(long row) const;
    void ShowDetails(long row);
    void OnColumnClick(wxListEvent& e);
    void OnActivated(wxListEvent& e);
    void MergeSuggested();
    void MergeSelected();
    void Unmerge();
    long SelectedRow() const;

    app::PlayerRoster roster_;
    app::PlayersTable table_;
    std::vector<std::size_t> rows_;  // the players shown, as indexes into table_.players
    int sort_column_ = 5;            // points
    bool descending_ = true;
    wxChoice* variant_ = nullptr;
    wxTextCtrl* search_ = nullptr;
    List* list_ = nullptr;
    wxStaticText* summary_ = nullptr;
    wxStaticText* name_ = nullptr;
    wxStaticText* figures_ = nullptr;
    wxStaticText* aliases_ = nullptr;
    wxStaticBitmap* badge_icon_ = nullptr;
    wxStaticText* badge_ = nullptr;
    RatingPlot* plot_ = nullptr;
    wxButton* unmerge_ = nullptr;
};

}  // namespace damascope::gui
