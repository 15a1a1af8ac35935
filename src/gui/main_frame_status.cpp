// The status bar says what is true now: what the position shown means (a variation, a mark, the
// end of the game), which ply and whose move, and how many games the list holds.
#include <wx/intl.h>

#include "app/game_end.hpp"
#include "display_text.hpp"
#include "game_end_text.hpp"
#include "game_list_panel.hpp"
#include "main_frame.hpp"
#include "variant_text.hpp"

namespace damascope::gui {

namespace {

// "line 7, column 33: '{' not closed ..." from what the importer stored.
wxString problem_text(const std::optional<database::ImportProblem>& p) {
    if (!p) return wxString();
    const wxString message = wxString::FromUTF8(p->message);
    if (p->line <= 0) return message;
    if (p->column <= 0)
        return wxString::Format(_("line %lld: %s"), static_cast<long long>(p->line), message);
    return wxString::Format(_("line %lld, column %d: %s"), static_cast<long long>(p->line),
                            p->column, message);
}

}  // namespace

app::GameEnd MainFrame::CurrentGameEnd() const {
    const auto& s = doc_.session();
    // A new game is no record: only the rules can end it.
    if (doc_.game_id() == 0) {
        std::vector<core::Move> moves;
        for (app::NodeId id : s.path_to(s.cursor()))
            if (id != app::root_node) moves.push_back(s.node(id).move);
        return app::rules_end(s.start(), moves);
    }
    return app::game_end(s, doc_.record());
}

core::Outcome MainFrame::RulesOutcome() const {
    const app::GameEnd end = CurrentGameEnd();
    return end.kind == app::GameEnd::Kind::by_rules ? end.outcome : core::Outcome::ongoing;
}

wxString MainFrame::PositionMessage() const {
    const auto& s = doc_.session();
    wxString text;
    auto add = [&text](const wxString& part) {
        if (part.empty()) return;
        if (!text.empty()) text += " ";
        text += part;
    };
    if (!s.on_main_line(s.cursor())) add(_("A move off the main line: a variation."));
    add(mark_text_);
    const PlayerNames names{doc_.record().tag("White"), doc_.record().tag("Black")};
    add(GameEndText(CurrentGameEnd(), names, doc_.record().result,
                    problem_text(doc_.stored_problem())));
    // Nothing to say about the position: which database is open.
    if (text.empty() && doc_.has_database()) text = DisplayPath(doc_.database_path());
    return text;
}

void MainFrame::ShowPositionMessage(bool always) {
    // Said once per position: a message set after it (a save, an error) stays until the position
    // or what it means changes.
    const wxString message = PositionMessage();
    const wxString key = wxString::Format("%lld/%d/%zu/", static_cast<long long>(doc_.game_id()),
                                          doc_.session().cursor(), doc_.session().node_count()) +
                         message;
    if (!always && key == position_message_key_) return;
    position_message_key_ = key;
    SetStatusText(message, 0);
}

wxString MainFrame::PlyStatusText() const {
    const auto& s = doc_.session();
    if (CurrentGameEnd().kind == app::GameEnd::Kind::by_rules)
        return wxString::Format(_("Ply %d of %d, game over"), s.ply(), s.main_line_plies());
    const bool white = s.position().side_to_move() == core::Color::white;
    return wxString::Format(_("Ply %d of %d, %s to move"), s.ply(), s.main_line_plies(),
                            white ? _("White") : _("Black"));
}

wxString MainFrame::GameCountStatusText() const {
    if (!doc_.has_database()) return _("No database");
    return GameCountText(games_->Count(), games_->Total());
}

wxString MainFrame::BoardTitleText() const {
    const wxString rules = VariantTitle(doc_.session().variant());
    const core::GameRecord& r = doc_.record();
    if (doc_.game_id() == 0 || r.outcome == core::Outcome::ongoing) return rules;
    return wxString::Format(_("%s: %s, %s"), rules,
                            OutcomeText(r.outcome, {r.tag("White"), r.tag("Black")}),
                            wxString::FromUTF8(r.result));
}

}  // namespace damascope::gui
