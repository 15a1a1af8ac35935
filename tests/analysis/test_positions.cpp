#include "test_positions.hpp"

#include <cassert>

#include "analysis/engine.hpp"
#include "core/movegen.hpp"

namespace damascope::analysis::test {

core::Square sq(std::string_view name) {
    assert(name.size() == 2);
    return core::make_square(name[0] - 'a', name[1] - '1');
}

core::Position make_position(core::Variant v, core::Color to_move,
                             std::initializer_list<Placed> pieces) {
    core::Position pos = core::Position::empty(v, to_move);
    for (const Placed& p : pieces) pos.put(sq(p.square), p.piece);
    return pos;
}

core::Move legal_move(const core::Position& pos, std::string_view from, std::string_view to) {
    core::MoveList legal;
    core::generate_legal(pos, legal);
    for (const core::Move& m : legal)
        if (m.from == sq(from) && m.to == sq(to)) return m;
    assert(false && "no such legal move");
    return {};
}

SearchResult search_depth(const core::Position& pos, int depth, const GameContext& context) {
    Engine engine;
    Limits limits;
    limits.depth = depth;
    return engine.search(pos, limits, context);
}

}  // namespace damascope::analysis::test
