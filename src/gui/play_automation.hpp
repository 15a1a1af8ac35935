// The screenshot mode's --play SPEC (docs/screenshot-mode.md): a game started as the play dialog
// would start it, the --click squares clicked on its board one move at a time (each waiting for
// the engine's answer), then its state printed and its window drawn. A driver over the play
// window, not part of it.
#pragma once

#include <string>
#include <vector>

class wxString;

namespace damascope::gui {

class MainFrame;
class PlayFrame;

class PlayAutomation {
  public:
    // SPEC: "computer" or "local", then ",level=N", ",black", ",clock=M+I", ",turn" (two players:
    // the board turned to the side to move), ",hint", ",resign", ",takeback" (done after the
    // clicks), in any order.
    PlayAutomation(std::string spec, std::vector<std::string> clicks,
                   std::vector<std::string> probes, int width, int height, bool size_given)
        : spec_(std::move(spec)),
          clicks_(std::move(clicks)),
          probes_(std::move(probes)),
          width_(width),
          height_(height),
          size_given_(size_given) {}

    // Starts the game in the main window's database; false and the reason on stderr when the
    // spec or the database refuses.
    bool Start(MainFrame* main);
    // One step of the clicks and the actions after them; true when all are done and the engine
    // is idle (call again later while false). False with `failed` set on a bad click.
    bool Step();
    bool Failed() const { return failed_; }
    // Prints "play: ...", the clocks, the moves, the stored game's id and the probed squares
    // (relative to the play window).
    void Print() const;
    PlayFrame* Frame() const { return frame_; }

  private:
    std::string spec_;
    std::vector<std::string> clicks_;
    std::vector<std::string> probes_;
    std::vector<std::string> after_;  // hint, resign, takeback
    int width_, height_;
    bool size_given_;
    std::size_t next_click_ = 0;
    std::size_t next_after_ = 0;
    PlayFrame* frame_ = nullptr;
    bool failed_ = false;
};

}  // namespace damascope::gui
