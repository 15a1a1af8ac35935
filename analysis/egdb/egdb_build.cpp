// Materials, the order they are solved in (egdb_solve.cpp solves one), and probing.
#include <algorithm>
#include <stdexcept>

#include "core/movegen.hpp"
#include "egdb.hpp"
#include "egdb_index.hpp"

namespace damascope::analysis::egdb {

using core::Color;
using core::Position;

Material material_of(const Position& pos) {
    return {core::popcount(pos.men(Color::white)), core::popcount(pos.kings(Color::white)),
            core::popcount(pos.men(Color::black)), core::popcount(pos.kings(Color::black))};
}

std::string material_name(const Material& m) {
    return "wm" + std::to_string(m.white_men) + "wk" + std::to_string(m.white_kings) + "bm" +
           std::to_string(m.black_men) + "bk" + std::to_string(m.black_kings);
}

bool is_rule_draw(core::Variant v, const Material& m) {
    const bool one_each = m.white_men + m.white_kings == 1 && m.black_men + m.black_kings == 1;
    if (!one_each) return false;
    if (v == core::Variant::turkish) return true;
    if (v == core::Variant::dama) return m.men() == 1;  // a lone dama against a lone man
    return false;
}

namespace {

// The material signatures of `pieces` or fewer with a piece on each side, in an order where every
// table a move can reach (a capture: fewer pieces; a promotion: fewer men) comes first.
std::vector<Material> materials_up_to(core::Variant v, int pieces) {
    std::vector<Material> out;
    (void)v;
    for (int wm = 0; wm <= pieces; ++wm)
        for (int wk = 0; wm + wk <= pieces; ++wk)
            for (int bm = 0; wm + wk + bm <= pieces; ++bm)
                for (int bk = 0; wm + wk + bm + bk <= pieces; ++bk)
                    if (wm + wk >= 1 && bm + bk >= 1) out.push_back({wm, wk, bm, bk});
    std::stable_sort(out.begin(), out.end(), [](const Material& a, const Material& b) {
        if (a.total() != b.total()) return a.total() < b.total();
        return a.men() < b.men();
    });
    return out;
}

}  // namespace

bool Tables::build(int pieces, const std::function<void(const std::string&)>& progress,
                   const std::atomic<bool>* cancel) {
    bool cancelled = false;
    for (const Material& m : materials_up_to(variant_, pieces)) {
        if (tables_.count(m)) continue;
        if (progress) progress(material_name(m));
        solve(m, cancel, cancelled);
        if (cancelled) return false;
    }
    max_pieces_ = std::max(max_pieces_, pieces);
    return true;
}

std::optional<Value> Tables::probe(const Position& pos) const {
    if (pos.variant() != variant_) return std::nullopt;
    // Most nodes of a search have too many pieces: rejected before any table lookup.
    if (core::popcount(pos.occupied()) > max_pieces_) return std::nullopt;
    const Material m = material_of(pos);
    if (pos.pieces(pos.side_to_move()) == 0) return Value{Wdl::loss, 0};
    if (m.white_men + m.white_kings == 0 || m.black_men + m.black_kings == 0) return std::nullopt;
    if (is_rule_draw(variant_, m)) return Value{};
    auto it = tables_.find(m);
    if (it == tables_.end()) return std::nullopt;
    return decode(it->second[indexers_.at(m)->index_of(pos)]);
}

const Indexer& Tables::indexer(const Material& m) {
    auto& slot = indexers_[m];
    if (!slot) slot = std::make_shared<const Indexer>(variant_, m);
    return *slot;
}

}  // namespace damascope::analysis::egdb
