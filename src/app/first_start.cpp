#include "app/first_start.hpp"

#include "ui_text.hpp"

namespace damascope::app {

std::optional<std::int64_t> first_marked_game(const database::GameDatabase& db) {
    auto first = [&](bool rule_marks, bool engine_marks) -> std::optional<std::int64_t> {
        database::GameFilter f;
        f.only_with_marks = rule_marks;
        f.only_with_engine_marks = engine_marks;
        f.limit = 1;
        auto ids = db.game_ids(f);
        if (!ids || ids->empty()) return std::nullopt;
        return ids->front();
    };
    if (auto id = first(true, true)) return id;
    if (auto id = first(false, true)) return id;
    return first(true, false);
}

std::optional<std::int64_t> first_marked_game(const GameDocument& doc) {
    if (!doc.database()) return std::nullopt;
    return first_marked_game(*doc.database());
}

bool go_to_first_mark(GameSession& s) {
    core::MarkSet telling = 0;
    for (core::Mark m :
         {core::Mark::missed_capture, core::Mark::longer_chain_available, core::Mark::blunder})
        core::add_mark(telling, m);
    std::optional<NodeId> any;
    for (NodeId id : s.main_line()) {
        const core::MarkSet marks = s.node(id).marks;
        if (marks & telling) return s.go_to(id);
        if (marks != 0 && !any) any = id;
    }
    return any && s.go_to(*any);
}

std::string marks_legend_text() {
    return tr(
        "Marks: \u2298 a compulsory capture missed, \u226B a longer capture was possible, ?? ? "
        "?! the engine's blunders, mistakes and inaccuracies. N jumps to the next mark.");
}

}  // namespace damascope::app
