#include "game_end_text.hpp"

#include <wx/intl.h>

namespace damascope::gui {

namespace {

wxString name_of(const std::string& name) {
    return name.empty() || name == "?" ? wxString() : wxString::FromUTF8(name);
}

// "White (Ali)" or "White".
wxString side_text(core::Color c, const PlayerNames& names) {
    const wxString colour = c == core::Color::white ? _("White") : _("Black");
    const wxString name = name_of(c == core::Color::white ? names.white : names.black);
    return name.empty() ? colour : wxString::Format(_("%s (%s)"), colour, name);
}

// Why the rules end the game, after who won.
wxString rule_reason(const app::GameEnd& end) {
    using core::EndReason;
    // The loser is the side to move; the winner is the other one.
    const bool white_lost = end.outcome == core::Outcome::black_wins;
    const wxString loser = white_lost ? _("White") : _("Black");
    switch (end.reason) {
        case EndReason::no_legal_move:
            return end.no_pieces_left ? wxString::Format(_("%s has no piece left."), loser)
                                      : wxString::Format(_("%s is blocked: no move left."), loser);
        case EndReason::lone_king_vs_man:
            return _("a lone dama against a lone man.");
        case EndReason::quiet_move_limit:
            return _("100 moves by each side without a capture or a promotion.");
        case EndReason::one_piece_each:
            return _("one piece on each side (Turkish federation).");
        case EndReason::threefold_repetition:
            return _("the same position for the third time (Turkish federation).");
        case EndReason::none:
            break;
    }
    return wxString();
}

}  // namespace

wxString OutcomeText(core::Outcome outcome, const PlayerNames& names) {
    switch (outcome) {
        case core::Outcome::white_wins:
            return wxString::Format(_("%s won"), side_text(core::Color::white, names));
        case core::Outcome::black_wins:
            return wxString::Format(_("%s won"), side_text(core::Color::black, names));
        case core::Outcome::draw:
            return _("Drawn");
        case core::Outcome::ongoing:
            break;
    }
    return wxString();
}

wxString GameEndText(const app::GameEnd& end, const PlayerNames& names, const std::string& result,
                     const wxString& damage) {
    using Kind = app::GameEnd::Kind;
    const wxString record_result = wxString::FromUTF8(result);
    wxString text;
    switch (end.kind) {
        case Kind::none:
            return wxString();
        case Kind::by_rules:
            text = wxString::Format(_("Game over: %s: %s"), OutcomeText(end.outcome, names),
                                    rule_reason(end));
            if (end.record_disagrees)
                text += " " + wxString::Format(_("(The record's result is %s.)"), record_result);
            return text;
        case Kind::by_record:
            // The position could go on: the players stopped (a resignation, a draw agreed, or in
            // Dhama a repetition), and the record says how.
            return wxString::Format(
                _("The record ends here: %s (%s), though moves are left: a resignation or an "
                  "agreement."),
                OutcomeText(end.outcome, names), record_result);
        case Kind::unfinished:
            text = _("The record stops here, without a result.");
            break;
        case Kind::stopped: {
            // The importer's reason usually names the ply ("ply 3 (2. h3-h6): ..."); else say it.
            wxString why = wxString::FromUTF8(end.stopped_reason);
            if (!why.StartsWith("ply ")) why = wxString::Format("ply %d: %s", end.stopped_ply, why);
            text =
                wxString::Format(_("The record stops here: a move could not be replayed: %s"), why);
            break;
        }
    }
    if (end.damaged && end.kind != Kind::stopped)
        text += " " + (damage.empty() ? _("The file was damaged in this game.")
                                      : wxString::Format(_("The file was damaged: %s"), damage));
    return text;
}

wxString ResultColumnText(const std::string& result, core::Outcome outcome) {
    const wxString outcome_text = OutcomeText(outcome, PlayerNames{});
    if (outcome_text.empty()) return wxString::FromUTF8(result);
    return wxString::FromUTF8(result) + wxString::FromUTF8(" · ") + outcome_text;
}

}  // namespace damascope::gui
