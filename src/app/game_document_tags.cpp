// GameDocument::edit_tags: Game > Edit tags..., an edit like the others (saved at once, undone).
#include "game_document.hpp"
#include "game_tags.hpp"

namespace damascope::app {

core::Result<bool> GameDocument::edit_tags(
    std::span<const std::pair<std::string, std::string>> changes) {
    core::GameRecord edited = record_;
    if (auto r = apply_tag_changes(edited, changes); !r) return r;
    if (edited.tags == record_.tags && edited.result == record_.result) return false;
    push_undo(Snapshot{record_, session_, true});
    record_.tags = std::move(edited.tags);
    record_.result = edited.result;
    record_.outcome = edited.outcome;
    return save();
}

}  // namespace damascope::app
