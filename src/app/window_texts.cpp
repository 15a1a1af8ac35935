#include "window_texts.hpp"

#include <algorithm>

#include "core/annotation.hpp"
#include "game_texts.hpp"
#include "ui_text.hpp"

namespace damascope::app {

GameEnd current_game_end(const GameDocument& doc) {
    const GameSession& s = doc.session();
    // A new game is no record: only the rules can end it.
    if (doc.game_id() == 0) {
        std::vector<core::Move> moves;
        for (NodeId id : s.path_to(s.cursor()))
            if (id != root_node) moves.push_back(s.node(id).move);
        return rules_end(s.start(), moves);
    }
    return game_end(s, doc.record());
}

core::Outcome rules_outcome(const GameDocument& doc) {
    const GameEnd end = current_game_end(doc);
    return end.kind == GameEnd::Kind::by_rules ? end.outcome : core::Outcome::ongoing;
}

std::string problem_text(const std::optional<database::ImportProblem>& p) {
    if (!p) return {};
    if (p->line <= 0) return p->message;
    if (p->column <= 0)
        return text_format(tr("line %lld: %s"), static_cast<long long>(p->line), p->message);
    return text_format(tr("line %lld, column %d: %s"), static_cast<long long>(p->line), p->column,
                       p->message);
}

std::string position_message(const GameDocument& doc, const std::string& mark_text,
                             const std::string& idle_text) {
    const GameSession& s = doc.session();
    std::string text;
    const auto add = [&text](const std::string& part) {
        if (part.empty()) return;
        if (!text.empty()) text += " ";
        text += part;
    };
    if (doc.on_trial_line())
        add(tr("Trial line — not saved (keep it: Ctrl+K; as the main line: Ctrl+Shift+K)."));
    else if (!s.on_main_line(s.cursor()))
        add(tr("A move off the main line: a variation."));
    add(mark_text);
    const PlayerNames names{doc.record().tag("White"), doc.record().tag("Black")};
    add(game_end_text(current_game_end(doc), names, doc.record().result,
                      problem_text(doc.stored_problem())));
    // Nothing to say about the position: which database is open.
    if (text.empty() && doc.has_database()) text = idle_text;
    return text;
}

std::string ply_status_text(const GameDocument& doc) {
    const GameSession& s = doc.session();
    if (current_game_end(doc).kind == GameEnd::Kind::by_rules)
        return text_format(tr("Ply %d of %d, game over"), s.ply(), s.main_line_plies());
    const bool white = s.position().side_to_move() == core::Color::white;
    return text_format(tr("Ply %d of %d, %s to move"), s.ply(), s.main_line_plies(),
                       white ? tr("White") : tr("Black"));
}

std::string board_title_text(const GameDocument& doc) {
    const std::string rules = variant_title(doc.session().variant());
    const core::GameRecord& r = doc.record();
    if (doc.game_id() == 0 || r.outcome == core::Outcome::ongoing) return rules;
    return text_format(tr("%s: %s, %s"), rules,
                       outcome_text(r.outcome, {r.tag("White"), r.tag("Black")}), r.result);
}

std::string glyph_label(int nag) {
    if (nag == 14) return "+=";
    if (nag == 15) return "=+";
    return core::nag_symbol(nag);
}

std::string move_list_text(const GameSession& s) {
    std::string text;
    const auto add = [&text](const std::string& word) {
        if (word.empty()) return;
        if (!text.empty() && text.back() != '(') text += ' ';
        text += word;
    };
    for (const MoveToken& t : s.tokens()) {
        switch (t.kind) {
            case MoveToken::Kind::variation_start:
                add("(");
                break;
            case MoveToken::Kind::variation_end:
                text += ')';
                break;
            case MoveToken::Kind::comment: {
                std::string words = core::split_comment(s.variant(), t.text).text;
                std::replace(words.begin(), words.end(), '\n', ' ');
                if (!words.empty()) add("{" + words + "}");
                break;
            }
            case MoveToken::Kind::move: {
                add(t.number);
                std::string move = t.text;
                for (int nag : s.node(t.node).nags) move += glyph_label(nag);
                add(move);
                break;
            }
        }
    }
    return text;
}

}  // namespace damascope::app
