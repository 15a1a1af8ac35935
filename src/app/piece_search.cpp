#include "app/piece_search.hpp"

#include <algorithm>
#include <bit>
#include <optional>

#include "core/fen.hpp"

namespace damascope::app {

using core::Error;
using core::Result;

Result<PiecePattern> pattern_from_fen(core::Variant v, std::string_view fen) {
    auto pos = core::parse_fen(v, fen);
    if (!pos) return Error{pos.error()};
    PiecePattern p;
    p.variant = v;
    for (core::Color c : {core::Color::white, core::Color::black}) {
        p.men[core::index_of(c)] = pos->men(c);
        p.kings[core::index_of(c)] = pos->kings(c);
    }
    if ((p.men[0] | p.men[1] | p.kings[0] | p.kings[1]) == 0)
        return Error{"the pattern has no piece: give at least one in the FEN"};
    return p;
}

bool matches(const PiecePattern& p, const core::Position& pos) {
    for (core::Color c : {core::Color::white, core::Color::black}) {
        const int i = core::index_of(c);
        if ((pos.men(c) & p.men[i]) != p.men[i] || (pos.kings(c) & p.kings[i]) != p.kings[i])
            return false;
    }
    return true;
}

namespace {

// Whether no later position of the game can match: a colour has fewer pieces, or fewer men,
// than the pattern, and neither count ever grows (captures remove, promotion turns men to kings).
bool out_of_reach(const PiecePattern& p, const core::Position& pos) {
    for (core::Color c : {core::Color::white, core::Color::black}) {
        const int i = core::index_of(c);
        if (std::popcount(pos.men(c)) < std::popcount(p.men[i]) ||
            std::popcount(pos.pieces(c)) < std::popcount(p.men[i] | p.kings[i]))
            return true;
    }
    return false;
}

}  // namespace

Result<std::vector<GameAtPly>> find_pieces(const database::GameDatabase& db,
                                           const PiecePattern& pattern,
                                           const PieceSearchOptions& options, bool* cancelled) {
    database::GameFilter filter = options.filter;
    filter.variant = pattern.variant;
    filter.either_dama_rules = false;
    filter.limit = -1;
    filter.offset = 0;
    auto total = db.count_games(filter);
    if (!total) return Error{total.error()};
    std::optional<std::vector<std::int64_t>> only;
    if (filter_restricts(options.filter)) {
        auto ids = filtered_ids(db, filter);
        if (!ids) return Error{ids.error()};
        only = std::move(*ids);
    }
    const core::Position standard = core::Position::initial(pattern.variant);
    std::vector<GameAtPly> found;
    std::int64_t read = 0;
    bool stop = false;
    std::string bad_start;
    auto visited = db.for_each_main_line(
        pattern.variant, only ? &*only : nullptr,
        [&](std::int64_t id, std::string_view start_fen, std::span<const core::Move> moves) {
            if (stop) return;
            if (++read % 4096 == 0 && options.progress && !options.progress(read, *total))
                stop = true;
            core::Position pos = standard;
            if (!start_fen.empty()) {
                auto start = core::parse_fen(pattern.variant, start_fen);
                if (!start) {  // the importer stores only FENs it read: the file was changed
                    if (bad_start.empty())
                        bad_start = "game " + std::to_string(id) + ": " + start.error();
                    return;
                }
                pos = *start;
            }
            for (std::size_t ply = 0;; ++ply) {
                if (matches(pattern, pos)) {
                    found.push_back({id, static_cast<int>(ply)});
                    return;
                }
                if (ply == moves.size() || out_of_reach(pattern, pos)) return;
                pos.play(moves[ply]);
            }
        });
    if (!visited) return Error{visited.error()};
    if (!bad_start.empty()) return Error{bad_start};
    if (cancelled) *cancelled = stop;
    if (options.progress && !stop) options.progress(read, *total);
    return found;
}

}  // namespace damascope::app
