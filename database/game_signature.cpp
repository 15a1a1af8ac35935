#include "database/game_signature.hpp"

#include <vector>

#include "core/fen.hpp"
#include "database/game_database_impl.hpp"
#include "database/move_codec.hpp"

namespace damascope::database {

using core::Result;

namespace {

// FNV-1a over the fields, with a length or separator after each so that fields cannot run together.
class Hasher {
  public:
    void byte(std::uint8_t b) {
        h_ ^= b;
        h_ *= 0x100000001B3ULL;
    }
    void u64(std::uint64_t v) {
        for (int i = 0; i < 8; ++i) byte(static_cast<std::uint8_t>(v >> (8 * i)));
    }
    void text(std::string_view s) {
        u64(s.size());
        for (char c : s) byte(static_cast<std::uint8_t>(c));
    }
    std::uint64_t value() const { return h_; }

  private:
    std::uint64_t h_ = 0xCBF29CE484222325ULL;
};

std::uint64_t text_hash(std::string_view s) {
    Hasher h;
    h.text(s);
    return h.value();
}

}  // namespace

std::uint64_t moves_signature(core::Variant variant, std::uint64_t start_hash,
                              std::span<const core::RecordedMove> moves) {
    Hasher h;
    h.byte(static_cast<std::uint8_t>(variant));
    h.u64(start_hash);
    h.u64(moves.size());
    for (const auto& m : moves) {
        h.byte(m.move.from);
        h.byte(m.move.to);
        h.u64(m.move.captured);
    }
    return h.value();
}

std::uint64_t record_signature(std::uint64_t moves_sig, const GameNames& names) {
    Hasher h;
    h.u64(moves_sig);
    for (std::string_view field :
         {names.event, names.site, names.date, names.round, names.white, names.black, names.result})
        h.text(field);
    return h.value();
}

Result<bool> recompute_signatures(sqlite::Connection& db) {
    using core::Error;
    std::vector<std::int64_t> ids;
    {
        auto q = db.prepare("SELECT id FROM games ORDER BY id");
        if (!q) return Error{q.error()};
        auto rows = (*q)->each_row([&] { ids.push_back((*q)->column_int64(0)); });
        if (!rows) return Error{rows.error()};
    }
    auto read = db.prepare(
        "SELECT g.variant, g.start_fen, g.result, g.white, g.black, g.event, g.date, g.site, "
        "g.round, d.moves_format, d.moves FROM games g LEFT JOIN game_data d ON d.game_id = g.id "
        "WHERE g.id = ?1");
    if (!read) return Error{read.error()};
    auto write = db.prepare("UPDATE games SET signature = ?2, moves_signature = ?3 WHERE id = ?1");
    if (!write) return Error{write.error()};
    for (std::int64_t id : ids) {
        auto& rd = **read;
        rd.reset();
        rd.bind(1, id);
        auto row = rd.step();
        if (!row) return Error{row.error()};
        if (!*row) continue;
        const auto known = variant_from_column(rd.column_int(0));
        if (!known)
            return Error{"game " + std::to_string(id) + ": unknown variant " +
                         std::to_string(rd.column_int(0))};
        const core::Variant variant = *known;
        const std::string_view fen = rd.column_text(1);
        std::uint64_t start = core::Position::initial(variant).hash();
        if (!fen.empty()) {
            // A start that no longer parses still gets a signature of its own.
            auto pos = core::parse_fen(variant, std::string(fen));
            start = pos ? pos->hash() : text_hash(fen);
        }
        std::uint64_t moves_sig = 0;
        const auto blob = rd.column_blob(10);
        auto moves = known_move_format(rd.column_int(9))
                         ? decode_moves(variant, blob)
                         : Result<std::vector<core::RecordedMove>>(Error{"unknown format"});
        if (moves) {
            moves_sig = moves_signature(variant, start, *moves);
        } else {
            // A damaged move blob (load_game reports it): the bytes stand for the moves.
            moves_sig = moves_signature(variant, start, {}) ^
                        text_hash({reinterpret_cast<const char*>(blob.data()), blob.size()});
        }
        const GameNames names{rd.column_text(5), rd.column_text(7), rd.column_text(6),
                              rd.column_text(8), rd.column_text(3), rd.column_text(4),
                              rd.column_text(2)};
        auto& wr = **write;
        wr.reset();
        wr.bind(1, id);
        wr.bind(2, to_sql(record_signature(moves_sig, names)));
        wr.bind(3, to_sql(moves_sig));
        if (auto r = wr.run(); !r) return r;
    }
    return true;
}

}  // namespace damascope::database
