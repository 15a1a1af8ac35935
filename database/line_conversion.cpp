#include "database/line_conversion.hpp"

#include <string>
#include <utility>

#include "core/fen.hpp"
#include "core/read_moves.hpp"
#include "database/game_database_impl.hpp"
#include "database/move_codec.hpp"

namespace damascope::database {

using core::Error;
using core::Result;

std::vector<core::Position> stored_game_positions(sqlite::Connection& db, std::int64_t game_id) {
    auto q = db.cached(
        "SELECT g.variant, g.start_fen, d.moves_format, d.moves FROM games g "
        "JOIN game_data d ON d.game_id = g.id WHERE g.id = ?1");
    if (!q) return {};
    auto& st = *q.value();
    st.bind(1, game_id);
    auto row = st.step();
    if (!row || !*row) return {};
    const auto variant = variant_from_column(st.column_int(0));
    if (!variant || !known_move_format(st.column_int(2))) return {};
    const std::string_view fen = st.column_text(1);
    auto start = fen.empty() ? Result<core::Position>(core::Position::initial(*variant))
                             : core::parse_fen(*variant, fen);
    auto moves = decode_moves(*variant, st.column_blob(3));
    if (!start || !moves) return {};
    std::vector<core::Position> positions{*start};
    positions.reserve(moves->size() + 1);
    for (const core::RecordedMove& m : *moves) {
        positions.push_back(positions.back());
        positions.back().play(m.move);
    }
    return positions;
}

Result<LineConversion> convert_analysis_lines(sqlite::Connection& db) {
    std::vector<std::int64_t> games;
    {
        auto q = db.prepare("SELECT DISTINCT game_id FROM analysis_plies ORDER BY game_id");
        if (!q) return Error{q.error()};
        auto rows = (*q)->each_row([&] { games.push_back((*q)->column_int64(0)); });
        if (!rows) return Error{rows.error()};
    }
    auto read = db.prepare("SELECT ply, pv FROM analysis_plies WHERE game_id = ?1");
    if (!read) return Error{read.error()};
    auto write = db.prepare("UPDATE analysis_plies SET line = ?3 WHERE game_id = ?1 AND ply = ?2");
    if (!write) return Error{write.error()};
    LineConversion done;
    for (std::int64_t id : games) {
        const std::vector<core::Position> positions = stored_game_positions(db, id);
        std::vector<std::pair<int, std::vector<core::Move>>> lines;
        auto& rd = **read;
        rd.reset();
        rd.bind(1, id);
        auto rows = rd.each_row([&] {
            const int ply = rd.column_int(0);
            const std::string_view text = rd.column_text(1);
            std::vector<core::Move> moves;
            bool whole = text.find_first_not_of(" \t\r\n") == std::string_view::npos;
            if (ply >= 0 && static_cast<std::size_t>(ply) < positions.size()) {
                core::MovesRead r =
                    core::read_moves(positions[static_cast<std::size_t>(ply)], text);
                whole = r.ok();
                moves = std::move(r.moves);
            }
            if (!whole) ++done.cut;
            lines.emplace_back(ply, std::move(moves));
        });
        if (!rows) return Error{rows.error()};
        auto& wr = **write;
        for (const auto& [ply, moves] : lines) {
            wr.reset();
            wr.bind(1, id);
            wr.bind(2, ply);
            wr.bind_blob(3, encode_line(moves));
            if (auto r = wr.run(); !r) return Error{r.error()};
            ++done.lines;
        }
    }
    if (auto r = db.exec("ALTER TABLE analysis_plies DROP COLUMN pv"); !r) return Error{r.error()};
    return done;
}

}  // namespace damascope::database
