// The players view and the standings, windows of their own beside the main one.
#include "main_frame.hpp"
#include "players_panel.hpp"
#include "standings_frame.hpp"

#include "app/document_queries.hpp"
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
        players_->SetPlayers(doc_.player_roster());
    }
    return players_;
}

StandingsFrame* MainFrame::OpenStandings() {
    if (!standings_) {
        // Read through the open database at each call: the user may open another one.
        StandingsSource source;
        source.events = [this]() -> core::Result<std::vector<app::EventSummary>> {
            return app::list_events(doc_);
        };
        source.standings = [this](const std::string& event,
                                  app::PointsScale scale) -> core::Result<app::Standings> {
            return app::load_event_standings(doc_, event, scale);
        };
        source.database_path = [this] { return doc_.database_path(); };
        standings_ = new StandingsFrame(this, std::move(source));
    }
    return standings_;
}

void MainFrame::ReloadPlayerViews() {
    if (players_) players_->Reload();
    if (standings_) standings_->Reload();
}

}  // namespace damascope::gui
