#include "database/explorer_store.hpp"

#include <cstdio>

namespace damascope::database::explorer_store {

using core::Error;
using core::Result;

namespace {

// Format tags: the first byte of each row's data, so that an older or damaged row is refused.
constexpr std::uint8_t facts_format = 1;
constexpr std::uint8_t visits_format = 1;
constexpr std::uint8_t summary_format = 1;

void put_varint(std::vector<std::uint8_t>& out, std::uint64_t v) {
    while (v >= 0x80) {
        out.push_back(static_cast<std::uint8_t>(v | 0x80));
        v >>= 7;
    }
    out.push_back(static_cast<std::uint8_t>(v));
}

// Reads the data front to back; any read past the end or malformed number fails it for good.
struct Reader {
    std::span<const std::uint8_t> data;
    std::size_t at = 0;
    bool failed = false;

    std::uint64_t varint() {
        std::uint64_t v = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            if (at >= data.size()) break;
            const std::uint8_t b = data[at++];
            v |= static_cast<std::uint64_t>(b & 0x7F) << shift;
            if ((b & 0x80) == 0) return v;
        }
        failed = true;
        return 0;
    }
    std::uint32_t u32() {
        if (data.size() - at < 4) {
            failed = true;
            return 0;
        }
        std::uint32_t v = 0;
        for (int i = 0; i < 4; ++i) v |= static_cast<std::uint32_t>(data[at++]) << (8 * i);
        return v;
    }
    bool done() const { return !failed && at == data.size(); }
};

}  // namespace

Result<Validity> validity(sqlite::Connection& db) {
    auto q = db.cached(
        "SELECT (SELECT n FROM games_generation), (SELECT coalesce(max(id), 0) FROM games)");
    if (!q) return Error{q.error()};
    auto& st = *q.value();
    auto row = st.step();
    if (!row) return Error{row.error()};
    if (!*row) return Error{"games_generation is empty"};
    return Validity{st.column_int64(0), st.column_int64(1)};
}

std::vector<std::uint8_t> encode_facts(std::span<const GameFacts> facts) {
    std::vector<std::uint8_t> out;
    out.reserve(1 + 10 + 5 * facts.size());
    out.push_back(facts_format);
    put_varint(out, facts.size());
    for (const GameFacts& f : facts) {
        out.push_back(f.outcome);
        out.push_back(static_cast<std::uint8_t>(f.year));
        out.push_back(static_cast<std::uint8_t>(f.year >> 8));
        out.push_back(static_cast<std::uint8_t>(f.rating));
        out.push_back(static_cast<std::uint8_t>(f.rating >> 8));
    }
    return out;
}

std::optional<std::vector<GameFacts>> decode_facts(std::span<const std::uint8_t> data) {
    if (data.empty() || data[0] != facts_format) return std::nullopt;
    Reader r{data, 1};
    const std::uint64_t n = r.varint();
    if (r.failed || (data.size() - r.at) / 5 != n || (data.size() - r.at) % 5 != 0)
        return std::nullopt;
    std::vector<GameFacts> facts(static_cast<std::size_t>(n));
    const std::uint8_t* p = data.data() + r.at;
    for (GameFacts& f : facts) {
        f.outcome = p[0];
        f.year = static_cast<std::uint16_t>(p[1] | (p[2] << 8));
        f.rating = static_cast<std::uint16_t>(p[3] | (p[4] << 8));
        p += 5;
    }
    return facts;
}

// Ids ascend, so each visit costs about three bytes: the id's difference from the previous one,
// the ply, and the move's slot + 1 (0: the game ended there).
std::vector<std::uint8_t> encode_visits(const PositionVisits& v) {
    std::vector<std::uint8_t> out;
    out.reserve(16 + 4 * v.next_tags.size() + 3 * v.visits.size());
    out.push_back(visits_format);
    put_varint(out, v.next_tags.size());
    for (std::uint32_t tag : v.next_tags)
        for (int i = 0; i < 4; ++i) out.push_back(static_cast<std::uint8_t>(tag >> (8 * i)));
    put_varint(out, v.visits.size());
    std::uint32_t previous = 0;
    for (const PositionVisit& e : v.visits) {
        put_varint(out, e.game_id - previous);
        previous = e.game_id;
        put_varint(out, e.ply);
        put_varint(out, e.slot == PositionVisit::no_move ? 0u : e.slot + 1u);
    }
    return out;
}

std::optional<PositionVisits> decode_visits(std::span<const std::uint8_t> data) {
    if (data.empty() || data[0] != visits_format) return std::nullopt;
    Reader r{data, 1};
    PositionVisits out;
    const std::uint64_t tags = r.varint();
    if (r.failed || tags >= PositionVisit::no_move || tags * 4 > data.size()) return std::nullopt;
    out.next_tags.resize(static_cast<std::size_t>(tags));
    for (auto& tag : out.next_tags) tag = r.u32();
    const std::uint64_t n = r.varint();
    if (r.failed || n > data.size()) return std::nullopt;  // every visit takes 3 bytes or more
    out.visits.resize(static_cast<std::size_t>(n));
    std::uint64_t id = 0;
    for (PositionVisit& e : out.visits) {
        id += r.varint();
        const std::uint64_t ply = r.varint();
        const std::uint64_t slot = r.varint();
        if (id > 0xFFFFFFFFu || ply > 0xFFFF || slot > tags) return std::nullopt;
        e.game_id = static_cast<std::uint32_t>(id);
        e.ply = static_cast<std::uint16_t>(ply);
        e.slot = slot == 0 ? PositionVisit::no_move : static_cast<std::uint16_t>(slot - 1);
    }
    if (!r.done()) return std::nullopt;
    return out;
}

std::vector<std::uint8_t> encode_summary(const StoredSummary& summary) {
    std::vector<std::uint8_t> out;
    out.push_back(summary_format);
    put_varint(out, static_cast<std::uint64_t>(summary.games));
    put_varint(out, summary.moves.size());
    for (const StoredMove& m : summary.moves) {
        for (int i = 0; i < 4; ++i) out.push_back(static_cast<std::uint8_t>(m.next_tag >> (8 * i)));
        for (std::int64_t n : {m.games, m.white_wins, m.draws, m.black_wins, m.rated_games,
                               m.rating_sum, static_cast<std::int64_t>(m.last_year)})
            put_varint(out, static_cast<std::uint64_t>(n));
    }
    put_varint(out, summary.first_games.size());
    std::int64_t previous = 0;
    for (const auto& [id, ply] : summary.first_games) {
        put_varint(out, static_cast<std::uint64_t>(id - previous));
        previous = id;
        put_varint(out, static_cast<std::uint64_t>(ply));
    }
    return out;
}

std::optional<StoredSummary> decode_summary(std::span<const std::uint8_t> data) {
    if (data.empty() || data[0] != summary_format) return std::nullopt;
    Reader r{data, 1};
    StoredSummary out;
    const auto in_range = [](std::uint64_t v) { return v <= 0xFFFFFFFFFFFFull; };
    const std::uint64_t games = r.varint();
    const std::uint64_t moves = r.varint();
    if (r.failed || !in_range(games) || moves * 11 > data.size()) return std::nullopt;
    out.games = static_cast<std::int64_t>(games);
    out.moves.resize(static_cast<std::size_t>(moves));
    for (StoredMove& m : out.moves) {
        m.next_tag = r.u32();
        std::int64_t* fields[] = {&m.games,      &m.white_wins,  &m.draws,
                                  &m.black_wins, &m.rated_games, &m.rating_sum};
        for (std::int64_t* f : fields) {
            const std::uint64_t v = r.varint();
            if (!in_range(v)) return std::nullopt;
            *f = static_cast<std::int64_t>(v);
        }
        const std::uint64_t year = r.varint();
        if (year > 0xFFFF) return std::nullopt;
        m.last_year = static_cast<int>(year);
    }
    const std::uint64_t listed = r.varint();
    if (r.failed || listed > games || listed * 2 > data.size()) return std::nullopt;
    out.first_games.resize(static_cast<std::size_t>(listed));
    std::uint64_t id = 0;
    for (auto& [game, ply] : out.first_games) {
        id += r.varint();
        const std::uint64_t p = r.varint();
        if (id > 0xFFFFFFFFu || p > 0xFFFF) return std::nullopt;
        game = static_cast<std::int64_t>(id);
        ply = static_cast<int>(p);
    }
    if (!r.done()) return std::nullopt;
    return out;
}

namespace {

std::string row_name(const char* kind, std::uint64_t key) {
    char text[40];
    std::snprintf(text, sizeof text, "%s %016llx", kind, static_cast<unsigned long long>(key));
    return text;
}

}  // namespace

std::string position_name(std::uint64_t key) {
    return row_name("position", key);
}

std::string summary_name(std::uint64_t key) {
    return row_name("summary", key);
}

Result<std::optional<std::vector<std::uint8_t>>> load(sqlite::Connection& db, std::string_view name,
                                                      const Validity& now) {
    auto q = db.cached("SELECT generation, last_game, data FROM explorer_store WHERE name = ?1");
    if (!q) return Error{q.error()};
    auto& st = *q.value();
    st.bind(1, name);
    auto row = st.step();
    if (!row) return Error{row.error()};
    if (!*row || Validity{st.column_int64(0), st.column_int64(1)} != now)
        return std::optional<std::vector<std::uint8_t>>();
    const auto blob = st.column_blob(2);
    return std::optional(std::vector<std::uint8_t>(blob.begin(), blob.end()));
}

bool store(sqlite::Connection& db, std::string_view name, const Validity& now,
           std::span<const std::uint8_t> data) {
    // Inside the caller's transaction (a bulk load) the row would share its fate: leave it.
    if (db.read_only() || db.in_transaction()) return false;
    // Another connection writing (an import) must not make the explorer wait: no busy handler.
    const auto limit = db.busy_limit();
    db.set_busy_limit(std::chrono::milliseconds{0});
    bool stored = false;
    if (db.exec("BEGIN IMMEDIATE")) {
        auto q = db.cached(
            "INSERT OR REPLACE INTO explorer_store (name, generation, last_game, data) "
            "VALUES (?1, ?2, ?3, ?4)");
        if (q) {
            auto& st = *q.value();
            st.bind(1, name);
            st.bind(2, now.generation);
            st.bind(3, now.last_game);
            st.bind_blob_ref(4, data);
            stored = st.run().ok();
        }
        stored = stored && db.exec("COMMIT").ok();
        if (!stored) [[maybe_unused]]
            auto r = db.exec("ROLLBACK");
    }
    db.set_busy_limit(limit);
    return stored;
}

}  // namespace damascope::database::explorer_store
