#include "play_texts.hpp"

#include "bidi_text.hpp"
#include "game_end.hpp"
#include "game_texts.hpp"
#include "ui_text.hpp"

namespace damascope::app {

namespace {

// A name isolated (U+2068 ... U+2069): a Latin name keeps its own direction inside Arabic words,
// and the parentheses and colons around it stay where they belong.
std::string isolated(const std::string& name) {
    return name == "?" ? std::string() : name_isolated(name);
}

PlayerNames names_of(const PlaySession& s) {
    return {isolated(s.record().tag("White")), isolated(s.record().tag("Black"))};
}

std::string colour_text(core::Color c) {
    return c == core::Color::white ? tr("White") : tr("Black");
}

}  // namespace

std::string play_side_text(const PlaySession& s, core::Color c) {
    const PlayerNames names = names_of(s);
    const std::string& name = c == core::Color::white ? names.white : names.black;
    return name.empty() ? colour_text(c) : text_format(tr("%s (%s)"), colour_text(c), name);
}

std::string play_status_text(const PlaySession& s) {
    const PlayerNames names = names_of(s);
    const core::Color loser =
        s.outcome() == core::Outcome::white_wins ? core::Color::black : core::Color::white;
    switch (s.end()) {
        case PlayEnd::none:
            break;
        case PlayEnd::rules:
            return game_end_text(rules_end(s.setup().start, s.moves()), names, s.record().result,
                                 "");
        case PlayEnd::resigned:
            return text_format(tr("Game over: %s: %s resigned."), outcome_text(s.outcome(), names),
                               colour_text(loser));
        case PlayEnd::flag:
            if (s.outcome() == core::Outcome::draw)
                return text_format(tr("Game over: %s: time ran out, and the other side cannot "
                                      "win by the rules."),
                                   outcome_text(s.outcome(), names));
            return text_format(tr("Game over: %s: %s ran out of time."),
                               outcome_text(s.outcome(), names), colour_text(loser));
        case PlayEnd::draw_agreed:
            return text_format(tr("Game over: %s by agreement."), outcome_text(s.outcome(), names));
    }
    if (s.setup().mode == PlayMode::computer)
        return s.engine_to_move() ? tr("damascope is thinking…") : tr("Your move");
    return text_format(tr("%s to move"), play_side_text(s, s.to_move()));
}

std::string play_title_text(const PlaySession& s) {
    if (s.setup().mode == PlayMode::computer)
        return text_format(tr("Against damascope level %d — %s"), s.setup().level,
                           variant_title(s.setup().start.variant()));
    return text_format(tr("Two players — %s"), variant_title(s.setup().start.variant()));
}

}  // namespace damascope::app
