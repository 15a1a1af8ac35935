#include "database/mark_counts.hpp"

#include <cstdint>
#include <vector>

#include "database/game_database_impl.hpp"
#include "database/move_codec.hpp"

namespace damascope::database {

core::Result<bool> recount_rule_marks(sqlite::Connection& db) {
    using core::Error;
    auto read = db.prepare(
        "SELECT g.id, g.variant, d.moves_format, d.moves FROM games g "
        "JOIN game_data d ON d.game_id = g.id WHERE g.marks > 0");
    if (!read) return Error{read.error()};
    struct Counts {
        std::int64_t id;
        int missed, longer;
    };
    std::vector<Counts> counts;
    auto& rd = **read;
    auto rows = rd.each_row([&] {
        const auto variant = variant_from_column(rd.column_int(1));
        if (!variant || !known_move_format(rd.column_int(2))) return;
        auto moves = decode_moves(*variant, rd.column_blob(3));
        if (!moves) return;
        Counts c{rd.column_int64(0), 0, 0};
        for (const auto& m : *moves) {
            c.missed += core::has_mark(m.marks, core::Mark::missed_capture) ? 1 : 0;
            c.longer += core::has_mark(m.marks, core::Mark::longer_chain_available) ? 1 : 0;
        }
        counts.push_back(c);
    });
    if (!rows) return Error{rows.error()};
    auto write =
        db.prepare("UPDATE games SET missed_captures = ?2, longer_chains = ?3 WHERE id = ?1");
    if (!write) return Error{write.error()};
    auto& wr = **write;
    for (const Counts& c : counts) {
        wr.reset();
        wr.bind(1, c.id);
        wr.bind(2, c.missed);
        wr.bind(3, c.longer);
        if (auto r = wr.run(); !r) return r;
    }
    return true;
}

}  // namespace damascope::database
