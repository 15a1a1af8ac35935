// The players view's details of the chosen player: the figures, the other spellings, the badges
// and the rating history (players_panel.hpp).
#include <wx/button.h>
#include <wx/intl.h>
#include <wx/listctrl.h>
#include <wx/statbmp.h>
#include <wx/stattext.h>

#include "app/bidi_text.hpp"
#include "display_text.hpp"
#include "player_texts.hpp"
#include "players_panel.hpp"
#include "rating_plot.hpp"

namespace damascope::gui {

void PlayersFrame::ShowDetails(long row) {
    const app::PlayerStanding* shown = PlayerAt(row);
    if (!shown) {
        name_->SetLabel(_("Choose a player"));
        figures_->SetLabel(wxString());
        aliases_->SetLabel(wxString());
        badge_->SetLabel(wxString());
        badge_icon_->Hide();
        plot_->SetHistory({}, {});
        unmerge_->Disable();
        Layout();
        return;
    }
    const auto& p = *shown;
    name_->SetLabel(ReadingLabel(NameIsolated(wxString::FromUTF8(p.name))));
    wxString figures = wxString::Format(
        _("Games %d, wins %d, draws %d, losses %d; points %lld; rating %s"), p.games, p.wins,
        p.draws, p.losses, static_cast<long long>(p.points), PlayerRatingText(p.rating));
    if (p.file_rating) figures += wxString::Format(_(" (in the files: %d)"), *p.file_rating);
    if (p.not_counted > 0) figures += wxString::Format(_("; not counted: %d"), p.not_counted);
    figures_->SetLabel(ReadingLabel(figures));
    wxString aliases;
    for (const auto& a : p.aliases)
        aliases += (aliases.empty() ? "" : "; ") + NameIsolated(wxString::FromUTF8(a));
    aliases_->SetLabel(aliases.empty()
                           ? wxString()
                           : ReadingLabel(wxString::Format(_("Also written: %s"), aliases)));
    std::vector<std::int64_t> badge_games;
    if (p.badges.empty()) {
        badge_icon_->Hide();
        badge_->SetLabel(_("No badge yet: The Long Board comes with the fifth counted Dama win."));
    } else {
        badge_icon_->Show();
        wxString text;
        for (const auto& b : p.badges) {
            text += (text.empty() ? "" : "; ") + BadgeText(b);
            badge_games.push_back(b.game_id);
        }
        badge_->SetLabel(ReadingLabel(text));
    }
    plot_->SetHistory(p.history, badge_games);
    unmerge_->Enable(!p.aliases.empty() && roster_.has_database());
    Layout();
}

wxString PlayersFrame::DetailsText() const {
    wxString text = name_->GetLabel() + " | " + figures_->GetLabel();
    if (!aliases_->GetLabel().empty()) text += " | " + aliases_->GetLabel();
    // Read as words: the direction marks and isolates off (their effect is seen in the pixels).
    return wxString::FromUTF8(
        app::without_bidi_marks((text + " | " + badge_->GetLabel()).utf8_string()));
}

}  // namespace damascope::gui
