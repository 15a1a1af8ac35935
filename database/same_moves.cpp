// GameDatabase::same_moves_groups: games with the same start and moves, for the user to review.
#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "core/fen.hpp"
#include "database/game_database_impl.hpp"
#include "database/move_codec.hpp"

namespace damascope::database {

using core::Error;
using core::Result;

namespace {

// What two games must share to be in one group, compared exactly (the moves signature that found
// the candidates is a hash).
using MovesKey = std::tuple<int, std::uint64_t, std::vector<std::tuple<int, int, core::Bitboard>>>;

struct Candidate {
    std::int64_t id = 0;
    MovesKey key;
    std::string start_fen;
    int plies = 0;
};

}  // namespace

Result<std::vector<SameMovesGroup>> GameDatabase::same_moves_groups() const {
    auto& db = *impl_->db;
    auto q = db.cached(
        "SELECT g.id, g.moves_signature, g.variant, g.start_fen, g.plies, d.moves_format, d.moves "
        "FROM games g JOIN game_data d ON d.game_id = g.id WHERE g.plies > 0 AND "
        "g.moves_signature IN (" +
        std::string(repeated_moves_signatures) + ") ORDER BY g.moves_signature, g.id");
    if (!q) return Error{q.error()};
    auto& st = *q.value();
    std::vector<SameMovesGroup> out;
    std::vector<Candidate> same_signature;
    std::uint64_t signature = 0;
    std::optional<Error> failure;
    // One signature's games, split by their exact moves.
    const auto close_signature = [&] {
        std::map<MovesKey, SameMovesGroup> groups;
        for (auto& c : same_signature) {
            auto& g = groups[c.key];
            if (g.ids.empty()) {
                g.variant = static_cast<core::Variant>(std::get<0>(c.key));
                g.start_fen = c.start_fen;
                g.plies = c.plies;
            }
            g.ids.push_back(c.id);
        }
        for (auto& [key, g] : groups)
            if (g.ids.size() > 1) out.push_back(std::move(g));
        same_signature.clear();
    };
    auto rows = st.each_row([&] {
        if (failure) return;
        const std::uint64_t sig = from_sql(st.column_int64(1));
        if (!same_signature.empty() && sig != signature) close_signature();
        signature = sig;
        Candidate c;
        c.id = st.column_int64(0);
        const auto known = variant_from_column(st.column_int(2));
        if (!known) {
            failure = Error{"game " + std::to_string(c.id) + ": unknown variant " +
                            std::to_string(st.column_int(2))};
            return;
        }
        const core::Variant variant = *known;
        c.start_fen = st.column_text(3);
        c.plies = st.column_int(4);
        std::uint64_t start = core::Position::initial(variant).hash();
        if (!c.start_fen.empty()) {
            auto pos = core::parse_fen(variant, c.start_fen);
            if (!pos) {
                failure = Error{"game " + std::to_string(c.id) + ": bad start FEN: " + pos.error()};
                return;
            }
            start = pos->hash();
        }
        if (!known_move_format(st.column_int(5))) {
            failure = Error{"game " + std::to_string(c.id) + ": unknown move format " +
                            std::to_string(st.column_int(5))};
            return;
        }
        auto moves = decode_moves(variant, st.column_blob(6));
        if (!moves) {
            failure = Error{"game " + std::to_string(c.id) + ": " + moves.error()};
            return;
        }
        std::get<0>(c.key) = static_cast<int>(variant);
        std::get<1>(c.key) = start;
        for (const auto& m : *moves)
            std::get<2>(c.key).emplace_back(m.move.from, m.move.to, m.move.captured);
        same_signature.push_back(std::move(c));
    });
    if (!rows) return Error{rows.error()};
    if (failure) return *failure;
    close_signature();
    std::sort(out.begin(), out.end(), [](const SameMovesGroup& a, const SameMovesGroup& b) {
        return a.ids.front() < b.ids.front();
    });
    return out;
}

}  // namespace damascope::database
