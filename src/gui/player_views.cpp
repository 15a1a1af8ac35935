#include "player_views.hpp"

#include "app/document_queries.hpp"
#include "app/standings.hpp"
#include "game_list_panel.hpp"
#include "main_frame.hpp"
#include "main_menu.hpp"
#include "players_panel.hpp"
#include "position_status.hpp"
#include "standings_frame.hpp"

namespace damascope::gui {

PlayerViews::PlayerViews(MainFrame& frame, app::GameDocument& doc) : CommandArea(frame, doc) {}

void PlayerViews::Bind() {
    frame_.Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { OpenPlayers()->Show(); }, cmd_players);
    frame_.Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { OpenStandings()->Show(); }, cmd_standings);
}

PlayersFrame* PlayerViews::OpenPlayers() {
    if (!players_) {
        players_ = new PlayersFrame(&frame_);
        // A double-click on a player: their games, under every spelling, in the game list.
        players_->on_show_games = [this](const wxString& shown,
                                         const std::vector<std::string>& names) {
            Panes().games->SetPlayerNames(shown, names);
            Panes().games->SelectRow(0);
            Commands().status->Update();
            frame_.Raise();
        };
        players_->SetPlayers(doc_.player_roster());
    }
    return players_;
}

StandingsFrame* PlayerViews::OpenStandings() {
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
        standings_ = new StandingsFrame(&frame_, std::move(source));
    }
    return standings_;
}

void PlayerViews::Reload() {
    if (players_) players_->Reload();
    if (standings_) standings_->Reload();
}

void PlayerViews::DatabaseOpened() {
    if (players_) players_->SetPlayers(doc_.player_roster());
    if (standings_) standings_->Reload();
}

}  // namespace damascope::gui
