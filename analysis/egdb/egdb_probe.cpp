#include "analysis/egdb/egdb_probe.hpp"

#include "analysis/score.hpp"
#include "core/rules.hpp"

namespace damascope::analysis::egdb {

std::optional<Value> probe_in_game(const Tables& tables, const core::Position& pos,
                                   int quiet_plies) {
    const auto v = tables.probe(pos);
    if (!v || v->wdl == Wdl::draw) return v;
    // The end comes at most v->plies later; the quiet counter only grows until then (a capture or
    // a promotion on the way resets it), so the rule's draw cannot come first below its limit.
    const int limit = core::rule_set(pos.variant()).quiet_ply_limit;
    if (limit > 0 && quiet_plies + v->plies >= limit) return std::nullopt;
    return v;
}

int value_to_score(const Value& v, int ply) {
    switch (v.wdl) {
        case Wdl::draw:
            return 0;
        case Wdl::win:
            return score_win - (ply + v.plies);
        case Wdl::loss:
            return -score_win + ply + v.plies;
    }
    return 0;
}

Value from_mover(const Value& child) {
    switch (child.wdl) {
        case Wdl::draw:
            return {};
        case Wdl::win:
            return {Wdl::loss, child.plies + 1};
        case Wdl::loss:
            return {Wdl::win, child.plies + 1};
    }
    return {};
}

const char* wdl_name(Wdl w) {
    return w == Wdl::win ? "win" : w == Wdl::loss ? "loss" : "draw";
}

std::string value_text(const Value& v) {
    if (v.wdl == Wdl::draw) return "draw (tables)";
    return std::string(wdl_name(v.wdl)) + " in " + std::to_string(v.plies) + " plies (tables)";
}

}  // namespace damascope::analysis::egdb
