#include "game_texts.hpp"

#include "core/partial_date.hpp"

#include "ui_text.hpp"

namespace damascope::app {

namespace {

std::string name_of(const std::string& name) {
    return name == "?" ? std::string() : name;
}

// "White (Ali)" or "White".
std::string side_text(core::Color c, const PlayerNames& names) {
    const std::string colour = c == core::Color::white ? tr("White") : tr("Black");
    const std::string name = name_of(c == core::Color::white ? names.white : names.black);
    return name.empty() ? colour : text_format(tr("%s (%s)"), colour, name);
}

// Why the rules end the game, after who won.
std::string rule_reason(const GameEnd& end) {
    using core::EndReason;
    // The loser is the side to move; the winner is the other one.
    const bool white_lost = end.outcome == core::Outcome::black_wins;
    const std::string loser = white_lost ? tr("White") : tr("Black");
    switch (end.reason) {
        case EndReason::no_legal_move:
            return end.no_pieces_left ? text_format(tr("%s has no piece left."), loser)
                                      : text_format(tr("%s is blocked: no move left."), loser);
        case EndReason::lone_king_vs_man:
            return tr("a lone dama against a lone man.");
        case EndReason::quiet_move_limit:
            return tr("100 moves by each side without a capture or a promotion.");
        case EndReason::one_piece_each:
            return tr("one piece on each side (Turkish federation).");
        case EndReason::threefold_repetition:
            return tr("the same position for the third time (Turkish federation).");
        case EndReason::none:
            break;
    }
    return {};
}

}  // namespace

std::string variant_title(core::Variant v) {
    // The same words as core::variant_title, written out here so that xgettext finds them.
    switch (v) {
        case core::Variant::dama:
            return tr("Dama \u2014 Arab rules");
        case core::Variant::turkish:
            return tr("Dama \u2014 Turkish federation");
        case core::Variant::dhama:
            return tr("Dhama");
    }
    return {};
}

std::string outcome_text(core::Outcome outcome, const PlayerNames& names) {
    switch (outcome) {
        case core::Outcome::white_wins:
            return text_format(tr("%s won"), side_text(core::Color::white, names));
        case core::Outcome::black_wins:
            return text_format(tr("%s won"), side_text(core::Color::black, names));
        case core::Outcome::draw:
            return tr("Drawn");
        case core::Outcome::ongoing:
            break;
    }
    return {};
}

std::string game_end_text(const GameEnd& end, const PlayerNames& names, const std::string& result,
                          const std::string& damage) {
    using Kind = GameEnd::Kind;
    std::string text;
    switch (end.kind) {
        case Kind::none:
            return {};
        case Kind::by_rules:
            text = text_format(tr("Game over: %s: %s"), outcome_text(end.outcome, names),
                               rule_reason(end));
            if (end.record_disagrees) {
                text += ' ';  // appended apart: " " + s trips GCC 12's -Wrestrict
                text += text_format(tr("(The record's result is %s.)"), result);
            }
            return text;
        case Kind::by_record:
            // The position could go on: the players stopped (a resignation, a draw agreed, or in
            // Dhama a repetition), and the record says how.
            return text_format(
                tr("The record ends here: %s (%s), though moves are left: a resignation or an "
                   "agreement."),
                outcome_text(end.outcome, names), result);
        case Kind::unfinished:
            text = tr("The record stops here, without a result.");
            break;
        case Kind::stopped: {
            // The importer's reason usually names the ply ("ply 3 (2. h3-h6): ..."); else say it.
            std::string why = end.stopped_reason;
            if (!why.starts_with("ply ")) why = text_format("ply %d: %s", end.stopped_ply, why);
            text = text_format(tr("The record stops here: a move could not be replayed: %s"), why);
            break;
        }
    }
    if (end.damaged && end.kind != Kind::stopped) {
        text += ' ';
        text += damage.empty() ? tr("The file was damaged in this game.")
                               : text_format(tr("The file was damaged: %s"), damage);
    }
    return text;
}

std::string result_column_text(const std::string& result, core::Outcome outcome) {
    const std::string said = outcome_text(outcome, PlayerNames{});
    if (said.empty()) return result;
    return result + " \u00b7 " + said;
}

std::string game_title(const core::GameRecord& record,
                       const std::function<std::string(const std::string&)>& part) {
    const auto shown = [&part](const std::string& text) { return part ? part(text) : text; };
    // Built with append(): GCC 12 warns wrongly (-Wrestrict) about some string concatenations.
    auto name = [&record](const char* tag) {
        std::string v = record.tag(tag);
        return v.empty() ? std::string(1, '?') : v;
    };
    std::string t = shown(name("White"));
    t.append(" - ").append(shown(name("Black")));
    const std::string event = record.tag("Event"), date = record.tag("Date");
    if (!event.empty() && event != "?") t.append(", ").append(shown(event));
    // As far as the date is known ("1841", not "1841.??.??"; nothing for "????.??.??").
    const auto known = core::known_date(date);
    const std::string when = known ? *known : (date == "?" ? std::string() : date);
    if (!when.empty()) t.append(", ").append(shown(when));
    return t.append(" (").append(record.result).append(")");
}

}  // namespace damascope::app
