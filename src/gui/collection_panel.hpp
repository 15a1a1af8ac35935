// Opening collections beside the board (issue 12): the database's collections, the chosen one's
// lines as a tree of moves (names, comments and statistics at the ends of lines), and the actions
// on them: a new collection, the board's line added, built from the database (the game list's
// filter), PDN import and export, a line deleted. Clicking a move plays the line to it.
// The work is app/opening_collections.hpp's.
#pragma once

#include <wx/panel.h>

#include <functional>
#include <string>
#include <vector>

#include "app/board_line.hpp"
#include "app/collection_book.hpp"
#include "app/game_list.hpp"
#include "core/types.hpp"

class wxChoice;
class wxTreeCtrl;
class wxTreeEvent;
class wxStaticText;

namespace damascope::gui {

class CollectionPanel : public wxPanel {
  public:
    explicit CollectionPanel(wxWindow* parent);

    // Shows the collections of the open database (GameDocument::collection_book()).
    void SetCollections(app::CollectionBook book);
    void Reload();
    // Chooses a collection by name; false when there is none.
    bool Select(const std::string& name);
    // "NAME: N lines" for the chosen collection, and the tree as indented lines (tests print both).
    wxString Summary() const;
    std::vector<wxString> TreeText() const;
    // Adds the board's line to the collection `name` (created if needed); the message says what
    // was done or why not.
    bool AddBoardLine(const std::string& name, wxString* message);
    // Imports the collections of a PDN file (named after it), as the Import button does after
    // its dialog; the message says what was read or why not (problems in a message box).
    bool ImportFile(const std::string& path, wxString* message);
    // Plays the chosen collection's `n`-th line (0 = the first) on the board.
    bool PlayLine(std::size_t n);

    // The line on the board (app::line_to_cursor).
    std::function<app::BoardLine()> board_line;
    std::function<app::GameFilter()> games_filter;
    std::function<void(const std::string& start_fen, const std::vector<std::string>& moves)>
        on_play_line;
    std::function<void(const wxString&)> on_message;  // for the status bar
    // The collections' lines changed (imported, built, added to, deleted from): the game list's
    // Opening column, which names each game by them, is read again.
    std::function<void()> on_lines_changed;

  private:
    void ShowLines();
    void OnNew();
    void OnAdd();
    void OnBuild();
    void OnImport();
    void OnExport();
    void OnDelete();
    void OnTreeSelected(wxTreeEvent& e);
    void Say(const wxString& text);
    const app::CollectionInfo* Chosen() const;

    app::CollectionBook book_;
    std::vector<app::CollectionInfo> collections_;
    std::vector<app::CollectionLine> lines_;
    wxChoice* choice_ = nullptr;
    wxTreeCtrl* tree_ = nullptr;
    wxStaticText* summary_ = nullptr;
    bool filling_ = false;
};

}  // namespace damascope::gui
