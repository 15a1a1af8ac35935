// The command line applied to the window as a user would act on it (docs/screenshot-mode.md):
// the database, game and ply to open, then the screenshot mode's actions (--click, --keys,
// --arrow, --comment, --edit ...) replayed in order through the handlers the user's events
// reach. In screenshot mode (screenshot_report.cpp) it then waits for the window, prints what
// the window model says of it and saves its picture. A driver over the window, not part of it.
#pragma once

#include <memory>

#include <wx/timer.h>
#include <wx/toplevel.h>

#include <optional>
#include <string>
#include <vector>

#include "command_line.hpp"

class wxTopLevelWindow;

namespace damascope::gui {

class ImportProblemsDialog;
class MainFrame;
class PlayAutomation;
class PlayersFrame;
class StandingsFrame;
class TrainingFrame;

class Automation {
  public:
    // `exit_code`: where a failure's code goes (2: the command line asked for what is not there).
    Automation(GuiOptions options, int& exit_code)
        : options_(std::move(options)), exit_code_(exit_code) {}

    // Applies the command line to the window; false (exit code set) when it cannot.
    bool Prepare(MainFrame* frame);
    // Screenshot mode: once the window is drawn and its jobs are done, prints its state, writes
    // the PNG and closes the window.
    void StartScreenshot(MainFrame* frame);

  private:
    // One action of the command line, as the user would do it; false (message printed) when its
    // value does not fit the game.
    bool Do(MainFrame* frame, const GuiAction& a);
    // --players, --players-select, --players-sort, --players-games.
    bool PreparePlayers(MainFrame* frame);
    // --standings, --standings-points, --standings-html.
    bool PrepareStandings(MainFrame* frame);
    // --training, --training-click.
    bool PrepareTraining(MainFrame* frame);
    // The lines the screenshot prints: the status bar, the titles, the panes (an interface: the
    // window tests read them). false: a --probe named no square (exit code set).
    bool PrintState(MainFrame* frame);
    bool Fail(int code) {
        exit_code_ = code;
        return false;
    }

    GuiOptions options_;
    int& exit_code_;
    wxTimer timer_;
    ImportProblemsDialog* problems_ = nullptr;  // --show-problems: the list being drawn
    wxTopLevelWindow* file_dialog_ = nullptr;   // --file-dialog: the dialog being drawn
    PlayersFrame* players_ = nullptr;           // --players: the view being drawn
    bool players_raised_ = false;
    StandingsFrame* standings_ = nullptr;  // --standings: the view being drawn
    bool standings_raised_ = false;
    wxTopLevelWindow* tables_window_ = nullptr;  // --endgame-tables: the dialog being drawn
    bool choice_refused_ = false;                // --choose asked for a chain that is not there
    // --play: the game played in its own window (play_automation.hpp), drawn instead.
    std::shared_ptr<PlayAutomation> play_;
    bool play_done_ = false;
    TrainingFrame* training_ = nullptr;  // --training: the window being drawn
    bool training_raised_ = false;
};

// The bundled sample collection: beside the executable in an install, in the build tree
// otherwise; `looked` gets the places tried.
std::optional<std::string> FindSampleDatabase(std::vector<std::string>& looked);
// The folder of the running executable.
std::string ExecutableDir();

}  // namespace damascope::gui
