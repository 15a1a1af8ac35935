// The players view and the standings, windows of their own beside the main one.
#include "main_frame.hpp"
#include "players_panel.hpp"
#include "standings_frame.hpp"

#include "app/standings.hpp"
#include "game_list_panel.hpp"

namespace damascope::gui {

PlayersFrame* MainFrame::OpenPlayers() {
    if (!players_) {
        players_ = new PlayersFrame(this);
        // A double-click on a player: their games, under every spelling, in the game list.
        players_->on_show_games = [this](const wxString& shown,
                                         const std::vector<std::string>& names) {
            games_->SetPlayerNames(shown, names);
            StepToFirstGame();
            UpdateStatus();
            Raise();
        };
        players_->SetDatabase(doc_.database());
    }
    return players_;
}

StandingsFrame* MainFrame::OpenStandings() {
    if (!standings_) {
        // Read through the open database at each call: the user may open another one.
        StandingsSource source;
        source.events = [this]() -> core::Result<std::vector<app::EventSummary>> {
            if (!doc_.database()) return std::vector<app::EventSummary>{};
            return app::list_events(*doc_.database());
        };
        source.standings = [this](const std::string& event,
                                  app::PointsScale scale) -> core::Result<app::Standings> {
            if (!doc_.database()) return app::Standings{};
            return app::load_event_standings(*doc_.database(), event, scale);
        };
        source.database_path = [this] {
            return doc_.database() ? doc_.database()->path() : std::string();
        };
        standings_ = new StandingsFrame(this, std::move(source));
    }
    return standings_;
}

void MainFrame::ReloadPlayerViews() {
    if (players_) players_->Reload();
    if (standings_) standings_->Reload();
}

}  // namespace damascope::gui
