#include "game_management.hpp"

#include <algorithm>

#include "game_tags.hpp"

namespace damascope::app {

namespace {

void drop_variations(std::vector<core::RecordedMove>& moves) {
    for (auto& m : moves) {
        m.variations.clear();
        m.comment_before.clear();
    }
}

}  // namespace

core::Result<std::size_t> delete_games(GameDocument& doc, std::span<const std::int64_t> ids) {
    database::GameDatabase* db = doc.database();
    if (!db) return core::Error{"no database is open"};
    if (ids.empty()) return std::size_t{0};
    if (auto r = db->delete_games(ids); !r) return core::Error{r.error()};
    if (std::find(ids.begin(), ids.end(), doc.game_id()) != ids.end()) doc.forget_stored_game();
    return ids.size();
}

core::GameRecord line_as_game(const GameDocument& doc) {
    GameSession line = doc.session();
    line.end();  // the line through the cursor, to its end
    const NodeId last = line.cursor();
    // Promoted at every branch point on the way, the line becomes the main line.
    while (!line.on_main_line(last))
        if (!line.promote_variation(last)) break;
    core::GameRecord g = line.to_record(doc.record());
    drop_variations(g.moves);
    g.stopped.reset();
    g.damaged = false;
    std::erase_if(g.tags, [](const Tag& t) { return t.first == derived_tag; });
    const std::string result = result_by_rules(g).value_or("*");
    std::vector<Tag> changes = {{"Result", result}};
    if (doc.game_id() != 0)
        changes.emplace_back(std::string(derived_tag),
                             "line of game " + std::to_string(doc.game_id()) + ", " + doc.title());
    else
        changes.emplace_back(std::string(derived_tag), "line of a new game");
    // Cannot be refused: the result is the rules' own, and both names are tag names.
    [[maybe_unused]] const auto applied = apply_tag_changes(g, changes);
    return g;
}

core::Result<std::int64_t> save_line_as_new_game(GameDocument& doc) {
    database::GameDatabase* db = doc.database();
    if (!db) return core::Error{"no database is open"};
    const core::GameRecord g = line_as_game(doc);
    std::int64_t id = 0;
    auto added = db->add_game(g, &id);
    if (!added) return core::Error{added.error()};
    if (*added == database::AddOutcome::duplicate)
        return core::Error{"the line is stored already, as game " + std::to_string(id)};
    if (auto opened = doc.open_game(id); !opened) return core::Error{opened.error()};
    return id;
}

}  // namespace damascope::app
