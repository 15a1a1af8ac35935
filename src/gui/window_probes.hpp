// Where things are in the main window, for the screenshot mode's report and --probe (the window
// tests click there with xdotool): points in the frame's pixels, the panes' sizes, the status
// bar's fields in the order they are laid out. Part of the automation module: the frame itself
// carries no such hooks, only its panes.
#pragma once

#include <wx/gdicmn.h>

#include <string>

class wxWindow;

namespace damascope::gui {

class GameListPanel;
class MainFrame;

// A point of `window` (in its client pixels) in the frame's pixels.
wxPoint PointInFrame(const MainFrame& frame, const wxWindow& window, wxPoint client);
// A point `percent` of the way down the evaluation bar.
wxPoint EvalBarPoint(MainFrame& frame, int percent);
// The point "X:Y": X% across and Y% down the evaluation graph.
wxPoint EvalGraphPoint(MainFrame& frame, const std::string& spec);
// The size of a pane by its name ("games", "board", "moves", "graph", "engine"); 0x0 if unknown.
wxSize PaneSize(MainFrame& frame, const char* name);
// The status bar's fields from left to right as laid out ("message ply count"; in Arabic
// "count ply message").
std::string StatusLayout(const MainFrame& frame);
// Whether the game list's result column fits its text on the list's first rows ("fits"), read
// from the list's model as wx shows it.
std::string ResultColumnFit(const GameListPanel& games);

}  // namespace damascope::gui
