// Retrograde analysis by passes: pass d settles every position won or lost in exactly d plies
// (a win needs one move to a loss in d-1; a loss needs every move to lead to a win, the longest
// in d-1). Positions still open when the passes stop changing are draws.
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

void Tables::solve(const Material& m, const std::atomic<bool>* cancel, bool& cancelled) {
    const Indexer& indexer = this->indexer(m);
    std::vector<std::uint8_t> values(indexer.size(), 0);
    if (is_rule_draw(variant_, m)) {
        tables_[m] = std::move(values);
        return;
    }
    int deepest_known = 0;  // the longest result a capture or promotion can reach
    for (const auto& [other, t] : tables_)
        for (std::uint8_t b : t) deepest_known = std::max(deepest_known, decode(b).plies);

    // open: positions still to settle (valid placements, not yet won or lost).
    std::vector<std::uint64_t> open;
    std::vector<bool> settled(indexer.size(), false);
    for (std::uint64_t i = 0; i < indexer.size(); ++i) {
        auto pos = indexer.position_at(i);
        if (!pos) {
            settled[i] = true;
            continue;
        }
        core::MoveList moves;
        core::generate_legal(*pos, moves);
        if (moves.empty()) {
            values[i] = encode({Wdl::loss, 0});
            settled[i] = true;
        } else {
            open.push_back(i);
        }
    }
    // The value of a child position as far as known now; nullopt = not settled yet.
    auto child_value = [&](const Position& child) -> std::optional<Value> {
        const Material cm = material_of(child);
        const Color mover = child.side_to_move();
        if (child.pieces(mover) == 0) return Value{Wdl::loss, 0};
        if (is_rule_draw(variant_, cm)) return Value{};
        if (cm == m) {
            const std::uint64_t ci = indexer.index_of(child);
            if (!settled[ci]) return std::nullopt;
            return decode(values[ci]);
        }
        auto it = tables_.find(cm);
        if (it == tables_.end())
            throw std::logic_error("egdb: table missing for " + material_name(cm));
        return decode(it->second[indexers_.at(cm)->index_of(child)]);
    };
    for (int d = 1;; ++d) {
        if (cancel && cancel->load()) {
            cancelled = true;
            return;
        }
        bool changed = false;
        std::vector<std::uint64_t> still_open;
        for (std::uint64_t i : open) {
            const Position pos = *indexer.position_at(i);
            core::MoveList moves;
            core::generate_legal(pos, moves);
            int best_win = 1 << 20, longest_loss = -1;
            bool all_lose = true;
            for (const core::Move& mv : moves) {
                Position child = pos;
                child.play(mv);
                const auto cv = child_value(child);
                if (!cv || cv->wdl != Wdl::win) all_lose = false;
                if (cv && cv->wdl == Wdl::loss) best_win = std::min(best_win, cv->plies + 1);
                if (cv && cv->wdl == Wdl::win) longest_loss = std::max(longest_loss, cv->plies + 1);
            }
            if (best_win <= d) {
                values[i] = encode({Wdl::win, best_win});
            } else if (all_lose && longest_loss <= d) {
                values[i] = encode({Wdl::loss, longest_loss});
            } else {
                still_open.push_back(i);
                continue;
            }
            if (d > 253)
                throw std::runtime_error("egdb: a distance above 253 plies in " + material_name(m));
            settled[i] = true;
            changed = true;
        }
        open.swap(still_open);
        if ((!changed && d > deepest_known + 1) || open.empty()) break;
    }
    tables_[m] = std::move(values);
}

std::optional<Value> Tables::probe(const Position& pos) const {
    if (pos.variant() != variant_) return std::nullopt;
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
