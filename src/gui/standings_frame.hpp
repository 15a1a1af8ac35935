// View > Standings: an event's table for its organiser — the event chosen from those of the
// database, seed or classic points, the ranks with their tie-breaks and performance, the
// crosstable (round robin) or the rounds (Swiss), the games that do not count — and Save as HTML
// in the interface's language. The figures come from app/standings.hpp through the two functions
// the main window gives (the window never sees the database).
#pragma once

#include <wx/frame.h>

#include <functional>
#include <string>
#include <vector>

#include "app/standings.hpp"
#include "core/result.hpp"

class wxChoice;
class wxListCtrl;
class wxStaticText;

namespace damascope::gui {

struct StandingsSource {
    std::function<core::Result<std::vector<app::EventSummary>>()> events;
    std::function<core::Result<app::Standings>(const std::string& event, app::PointsScale)>
        standings;
    std::function<std::string()> database_path;  // never overwritten by Save as HTML
};

class StandingsFrame : public wxFrame {
  public:
    StandingsFrame(wxWindow* parent, StandingsSource source);

    // Reads the events again (after an import, another database), keeping the chosen one.
    void Reload();
    // Chooses an event by name; false when the database has none of that name.
    bool ChooseEvent(const std::string& name);
    void ChooseScale(app::PointsScale scale);
    // Writes the page; false (after saying why) when it cannot be written.
    bool SaveHtml(const std::string& path);

    const app::Standings& Shown() const { return standings_; }
    // "N players, N games counted, N not counted" (the line under the tables).
    wxString Summary() const;

  private:
    void ShowStandings();
    void FillTable();
    void FillCrosstable();
    void FillNotCounted();
    void OnSaveHtml();

    StandingsSource source_;
    std::vector<app::EventSummary> events_;
    app::Standings standings_;
    wxChoice* event_ = nullptr;
    wxChoice* scale_ = nullptr;
    wxListCtrl* table_ = nullptr;
    wxStaticText* cross_title_ = nullptr;
    wxListCtrl* cross_ = nullptr;
    wxListCtrl* not_counted_ = nullptr;
    wxStaticText* summary_ = nullptr;
};

}  // namespace damascope::gui
