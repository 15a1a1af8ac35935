// PlayersFrame: merging the spellings of one player's name (suggested ones, the selected
// names) and unmerging them; the selection follows the player merged into.
#include <wx/choicdlg.h>
#include <wx/intl.h>
#include <wx/msgdlg.h>

#include "app/ui_text.hpp"
#include "players_panel.hpp"

namespace damascope::gui {

void PlayersFrame::MergeSuggested() {
    if (!roster_.has_database()) return;
    // Suggestions over every game, whatever the table shows.
    const auto found = roster_.suggestions();
    if (!found) return;
    const auto& suggestions = *found;
    if (suggestions.empty()) {
        wxMessageBox(_("No spellings look like one player's name."), _("Merge suggestions"),
                     wxOK | wxICON_INFORMATION, this);
        return;
    }
    wxArrayString choices;
    for (const auto& s : suggestions) {
        wxString others;
        for (const auto& n : s.names)
            others += (others.empty() ? "" : "; ") + wxString::FromUTF8(n);
        // The pattern through tr(), read as UTF-8: _() would read its arrow in the C library's
        // encoding, and under the C locale the whole label came out empty.
        choices.Add(wxString::Format(wxString::FromUTF8(app::tr("%s  \u2190  %s")),
                                     wxString::FromUTF8(s.into), others));
    }
    wxArrayInt chosen;
    const int n = wxGetSelectedChoices(
        chosen, _("Tick the names that are one player: each line counts under its first name."),
        _("Merge suggestions"), choices, this);
    if (n <= 0) return;
    for (int i : chosen) {
        const auto& s = suggestions[static_cast<std::size_t>(i)];
        if (auto r = roster_.merge(s.into, s.names); !r) {
            wxMessageBox(wxString::FromUTF8(r.error()), _("Merge suggestions"), wxOK | wxICON_ERROR,
                         this);
            break;
        }
    }
    Reload();
}

void PlayersFrame::MergeSelected() {
    if (!roster_.has_database()) return;
    const std::vector<std::string> selected = SelectedNames();
    if (selected.size() < 2) {
        wxMessageBox(_("Select two or more names in the table (Ctrl+click) to count them as one "
                       "player."),
                     _("Merge selected"), wxOK | wxICON_INFORMATION, this);
        return;
    }
    wxArrayString choices;
    for (const auto& s : selected) choices.Add(wxString::FromUTF8(s));
    const int into = wxGetSingleChoiceIndex(_("Count them all under this name:"),
                                            _("Merge selected"), choices, 0, this);
    if (into < 0) return;
    std::vector<std::string> others;
    for (std::size_t i = 0; i < selected.size(); ++i)
        if (static_cast<int>(i) != into) others.push_back(selected[i]);
    if (auto r = roster_.merge(selected[static_cast<std::size_t>(into)], others); !r)
        wxMessageBox(wxString::FromUTF8(r.error()), _("Merge selected"), wxOK | wxICON_ERROR, this);
    // The selection follows the merged player to their row.
    ClearSelection();
    Reload();
    SelectRow(selected[static_cast<std::size_t>(into)]);
}

void PlayersFrame::Unmerge() {
    const app::PlayerStanding* p = PlayerAt(SelectedRow());
    if (!roster_.has_database() || !p) return;
    const auto aliases = p->aliases;
    if (auto r = roster_.unmerge(aliases); !r)
        wxMessageBox(wxString::FromUTF8(r.error()), _("Unmerge"), wxOK | wxICON_ERROR, this);
    Reload();
}

}  // namespace damascope::gui
