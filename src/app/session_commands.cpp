#include "app/session_commands.hpp"

namespace damascope::app {

bool step(GameSession& s, Step step) {
    switch (step) {
        case Step::first:
            s.home();
            return true;
        case Step::previous:
            s.prev();
            return true;
        case Step::next:
            s.next();
            return true;
        case Step::last:
            s.end();
            return true;
        case Step::previous_variation:
            s.sibling(-1);
            return true;
        case Step::next_variation:
            s.sibling(+1);
            return true;
        case Step::next_mark:
        case Step::previous_mark: {
            const auto to = step == Step::next_mark ? s.next_marked() : s.previous_marked();
            if (!to) return false;
            s.go_to(*to);
            return true;
        }
    }
    return true;
}

bool apply_variation_edit(GameSession& s, NodeId at, VariationEdit edit) {
    switch (edit) {
        case VariationEdit::promote_one:
            return s.promote_one(at);
        case VariationEdit::make_main_line:
            return s.promote_variation(at);
        case VariationEdit::demote:
            return s.demote_variation(at);
        case VariationEdit::delete_variation:
            return s.delete_variation(at);
        case VariationEdit::truncate:
            return s.truncate_after(at);
    }
    return false;
}

bool in_variation(const GameSession& s, NodeId at) {
    for (NodeId n : s.path_to(at))
        if (s.opens_variation(n)) return true;
    return false;
}

}  // namespace damascope::app
