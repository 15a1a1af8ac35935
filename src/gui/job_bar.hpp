// A strip at the bottom of the window for one background job (import, analysis): what it is doing,
// a progress bar and Cancel. The job runs on a worker thread; it reaches the widgets only through
// CallAfter, so the window stays responsive.
#pragma once

#include <wx/panel.h>

#include <atomic>
#include <functional>
#include <thread>

class wxButton;
class wxGauge;
class wxStaticText;

namespace damascope::gui {

// What a running job may use: its cancel flag and a thread-safe progress report.
class JobControl {
  public:
    const std::atomic<bool>& cancel_flag() const { return cancel_; }
    bool cancelled() const { return cancel_; }
    // fraction in [0, 1] (negative: unknown) and a line of text; callable from the worker.
    std::function<void(double, const wxString&)> progress;

  private:
    friend class JobBar;
    std::atomic<bool> cancel_{false};
};

class JobBar : public wxPanel {
  public:
    explicit JobBar(wxWindow* parent);
    ~JobBar() override;

    bool Busy() const { return worker_.joinable(); }
    // Runs `work` on a worker thread; `done` gets its summary on the GUI thread afterwards.
    // Returns false (and runs nothing) while another job is running.
    bool Run(const wxString& title, std::function<wxString(JobControl&)> work,
             std::function<void(const wxString& summary, bool cancelled)> done);
    void Cancel();

  private:
    void Finish(const wxString& summary);

    std::thread worker_;
    JobControl control_;
    std::function<void(const wxString&, bool)> done_;
    wxStaticText* text_ = nullptr;
    wxGauge* gauge_ = nullptr;
    wxButton* cancel_ = nullptr;
};

}  // namespace damascope::gui
