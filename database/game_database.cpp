// GameDatabase: adding, loading and deleting games. Opening is in database_open.cpp, bulk loads in
// game_bulk.cpp, the queries over many games in game_queries.cpp, analysis and the import log in
// game_analysis.cpp.
#include <charconv>
#include <chrono>
#include <ctime>
#include <filesystem>
#include <optional>

#include "core/fen.hpp"
#include "database/game_database_impl.hpp"
#include "database/game_signature.hpp"
#include "database/move_codec.hpp"
#include "database/schema.hpp"

namespace damascope::database {

using core::Error;
using core::Result;

std::string now_utc() {
    const std::time_t t = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

namespace {

int count_marked(const std::vector<core::RecordedMove>& moves, core::Mark only) {
    int n = 0;
    for (const auto& m : moves) n += core::has_mark(m.marks, only) ? 1 : 0;
    return n;
}

int count_marked(const std::vector<core::RecordedMove>& moves) {
    int n = 0;
    for (const auto& m : moves) n += m.marks != 0 ? 1 : 0;
    return n;
}

}  // namespace

int GameDatabase::schema_version() {
    return schema::latest_version();
}

GameDatabase::GameDatabase(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
GameDatabase::GameDatabase(GameDatabase&&) noexcept = default;
GameDatabase& GameDatabase::operator=(GameDatabase&&) noexcept = default;
GameDatabase::~GameDatabase() {
    if (impl_ && impl_->bulk_active) [[maybe_unused]]
        auto r = end_bulk();
}

const std::string& GameDatabase::path() const {
    return impl_->path;
}

// Tags as a JSON array of [name, value] pairs.
void tags_json(const std::vector<std::pair<std::string, std::string>>& tags, std::string& out) {
    static constexpr char hex[] = "0123456789abcdef";
    const auto put = [&](const std::string& s) {
        out += '"';
        // Runs of characters that need no escape are appended at once (nearly every value).
        std::size_t run = 0;
        for (std::size_t i = 0; i < s.size(); ++i) {
            const auto c = static_cast<unsigned char>(s[i]);
            if (c != '"' && c != '\\' && c >= 0x20) continue;
            out.append(s, run, i - run);
            run = i + 1;
            if (c == '"' || c == '\\') {
                out += '\\';
                out += s[i];
            } else if (c == 0) {
                // SQLite's JSON functions end a string at \u0000 ("Moor\0head" would load as
                // "Moor"): a NUL is stored as U+FFFD, as the importer reads one.
                out += "\\ufffd";
            } else {
                out += "\\u00";
                out += hex[c >> 4];
                out += hex[c & 15];
            }
        }
        out.append(s, run, s.size() - run);
        out += '"';
    };
    out.clear();
    out += '[';
    for (const auto& [name, value] : tags) {
        if (out.size() > 1) out += ',';
        out += '[';
        put(name);
        out += ',';
        put(value);
        out += ']';
    }
    out += ']';
}

std::vector<std::uint64_t> game_position_keys(const core::GameRecord& g) {
    std::vector<std::uint64_t> keys;
    keys.reserve(g.moves.size() + 1);
    core::Position pos = g.start;
    keys.push_back(GameDatabase::position_key(pos));
    for (const auto& m : g.moves) {
        pos.play(m.move);
        keys.push_back(GameDatabase::position_key(pos));
    }
    return keys;
}

namespace {

// The mean of the ratings written (whole numbers above 0, at most 9999); 0 without any.
int mean_rating(const std::string& white, const std::string& black) {
    int sum = 0, n = 0;
    for (const std::string* text : {&white, &black}) {
        int v = 0;
        const auto r = std::from_chars(text->data(), text->data() + text->size(), v);
        if (text->empty() || r.ec != std::errc{} || v <= 0 || v > 9999) continue;
        sum += v;
        ++n;
    }
    return n == 0 ? 0 : (sum + n / 2) / n;
}

// The columns of a games row, as parameters ?1 to ?19 in the order insert_game names them, and
// ?22, ?23 the rule marks by kind (added in version 13; ?20, ?21 are update_game's).
void bind_game_columns(sqlite::Statement& st, const PreparedGame& p) {
    const core::GameRecord& g = p.record;
    st.bind(1, static_cast<int>(g.variant));
    st.bind_ref(2, g.start_fen);
    st.bind_ref(3, g.result);
    st.bind(4, static_cast<int>(g.outcome));
    if (g.stopped) {
        st.bind(5, g.stopped->ply);
        st.bind(6, g.stopped->reason);
    }
    st.bind(7, p.plies);
    st.bind(8, p.marks);
    st.bind_ref(9, p.white);
    st.bind_ref(10, p.black);
    st.bind_ref(11, p.event);
    st.bind_ref(12, p.date);
    st.bind_ref(13, p.site);
    st.bind_ref(14, p.round);
    st.bind_ref(15, g.comment);
    st.bind(16, to_sql(p.signature));
    st.bind(17, to_sql(p.moves_signature));
    st.bind(18, g.damaged ? 1 : 0);
    if (p.rating > 0) st.bind(19, p.rating);
    st.bind(22, p.missed_captures);
    st.bind(23, p.longer_chains);
}

// A game_data row: ?1 the game, ?2 the tags, ?3 the moves' format, ?4 the moves.
void bind_game_data(sqlite::Statement& st, std::int64_t id, const PreparedGame& p) {
    st.bind(1, id);
    st.bind_ref(2, p.tags);
    st.bind(3, move_format);
    st.bind_blob_ref(4, p.moves);
}

}  // namespace

// Inserts the game's rows (not its position entries); returns the new id.
Result<std::int64_t> insert_game(GameDatabase::Impl& impl, const PreparedGame& p) {
    auto& db = *impl.db;
    std::int64_t id = 0;
    {
        auto q = db.cached(
            "INSERT INTO games (variant, start_fen, result, outcome, stopped_ply, stopped_reason, "
            "plies, marks, white, black, event, date, site, round, comment, signature, "
            "moves_signature, damaged, rating, missed_captures, longer_chains) VALUES "
            "(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, "
            "?19, ?22, ?23)");
        if (!q) return Error{q.error()};
        auto& st = *q.value();
        bind_game_columns(st, p);
        if (auto r = st.run(); !r) return Error{r.error()};
        id = db.last_insert_rowid();
    }
    if (id > PositionIndex::max_game_id)
        return Error{"game id " + std::to_string(id) + " is beyond what the position index holds"};
    {
        auto q = db.cached(
            "INSERT INTO game_data (game_id, tags, moves_format, moves) VALUES (?1, ?2, ?3, ?4)");
        if (!q) return Error{q.error()};
        bind_game_data(*q.value(), id, p);
        if (auto r = q.value()->run(); !r) return Error{r.error()};
    }
    return id;
}

PreparedGame GameDatabase::prepare_game(core::GameRecord g) {
    return prepare_game(std::move(g), {});
}

PreparedGame GameDatabase::prepare_game(core::GameRecord g,
                                        std::span<const std::uint64_t> position_hashes) {
    PreparedGame p;
    static constexpr std::string_view summary_tags[] = {"White", "Black", "Event",
                                                        "Date",  "Site",  "Round"};
    std::string* const fields[] = {&p.white, &p.black, &p.event, &p.date, &p.site, &p.round};
    bool seen[std::size(summary_tags)] = {};
    for (const auto& [name, value] : g.tags) {
        for (std::size_t i = 0; i < std::size(summary_tags); ++i) {
            if (seen[i] || name != summary_tags[i]) continue;
            *fields[i] = value;  // the first of each, as GameRecord::tag() gives
            seen[i] = true;
            break;
        }
    }
    p.date = normalize_date(std::move(p.date));
    p.rating = mean_rating(g.tag("WhiteElo"), g.tag("BlackElo"));
    p.plies = static_cast<int>(g.moves.size());
    p.moves_signature = moves_signature(g.variant, g.start.hash(), g.moves);
    p.signature = record_signature(
        p.moves_signature, GameNames{p.event, p.site, p.date, p.round, p.white, p.black, g.result});
    p.marks = count_marked(g.moves);
    p.missed_captures = count_marked(g.moves, core::Mark::missed_capture);
    p.longer_chains = count_marked(g.moves, core::Mark::longer_chain_available);
    if (position_hashes.size() == g.moves.size() + 1) {
        p.keys.resize(position_hashes.size());
        const std::uint64_t salt = position_key_salt(g.variant);
        for (std::size_t i = 0; i < position_hashes.size(); ++i)
            p.keys[i] = position_hashes[i] ^ salt;
    } else {
        p.keys = game_position_keys(g);
    }
    encode_moves(g.variant, g.moves, p.moves);
    tags_json(g.tags, p.tags);
    p.record = std::move(g);
    return p;
}

Result<AddOutcome> GameDatabase::add_game(const core::GameRecord& g, std::int64_t* id_out) {
    return add_game(prepare_game(g), id_out);
}

Result<AddOutcome> GameDatabase::add_game(const PreparedGame& p, std::int64_t* id_out) {
    if (!impl_->bulk_active)
        if (auto w = check_writable(); !w) return Error{w.error()};
    if (impl_->bulk_active && !impl_->bulk)
        return Error{"the bulk load stopped at a failed commit"};
    auto& db = *impl_->db;
    const core::GameRecord& g = p.record;
    // Outside a bulk load the game is one transaction, begun before the duplicate check so that
    // another connection cannot store the same game in between.
    std::optional<sqlite::Transaction> tx;
    if (!impl_->bulk_active) {
        tx.emplace(db);
        if (!tx->ok()) return Error{tx->error()};
    }
    // During a bulk load the signatures of the stored games may be known: a game with a new
    // signature cannot be a duplicate (the duplicates of a game share its signature).
    const bool known_new = impl_->bulk_active && impl_->signatures_complete &&
                           !impl_->signatures.contains(p.signature);
    if (!known_new) {
        auto q = db.cached(
            // The unary + keep the planner on games_signature: without statistics it would
            // rather pick games_plies or games_result and scan thousands of rows per game.
            "SELECT id FROM games WHERE signature = ?1 AND +variant = ?2 AND +plies = ?3 AND "
            "+white = ?4 AND +black = ?5 AND +result = ?6 AND +event = ?7 AND +date = ?8 AND "
            "+site = ?9 AND +round = ?10 AND +moves_signature = ?11 LIMIT 1");
        if (!q) return Error{q.error()};
        auto& st = *q.value();
        st.bind(1, to_sql(p.signature));
        st.bind(2, static_cast<int>(g.variant));
        st.bind(3, p.plies);
        st.bind_ref(4, p.white);
        st.bind_ref(5, p.black);
        st.bind_ref(6, g.result);
        st.bind_ref(7, p.event);
        st.bind_ref(8, p.date);
        st.bind_ref(9, p.site);
        st.bind_ref(10, p.round);
        st.bind(11, to_sql(p.moves_signature));
        auto row = st.step();
        if (!row) return Error{row.error()};
        if (*row) {
            if (id_out) *id_out = st.column_int64(0);
            return AddOutcome::duplicate;
        }
    }
    // In a bulk load there is no savepoint per game: a failure poisons the load instead, and the
    // games since its last commit are rolled back together.
    if (impl_->bulk_active) {
        if (impl_->bulk_failed) return Error{"the bulk load already failed"};
        auto id = insert_game(*impl_, p);
        if (!id) {
            impl_->bulk_failed = true;
            return Error{id.error()};
        }
        impl_->positions.add_game(p.keys, *id);
        if (impl_->signatures_complete) impl_->signatures.insert(p.signature);
        if (id_out) *id_out = *id;
        return AddOutcome::added;
    }
    auto id = insert_game(*impl_, p);
    if (!id) return Error{id.error()};
    impl_->positions.add_game(p.keys, *id);
    if (auto r = impl_->positions.flush(db, true); !r) {
        impl_->positions.discard();
        return Error{r.error()};
    }
    if (auto r = tx->commit(); !r) return Error{r.error()};
    if (id_out) *id_out = *id;
    return AddOutcome::added;
}

bool GameDatabase::in_bulk() const {
    return impl_->bulk_active;
}

namespace {
Error game_error(std::int64_t id, std::string_view message) {
    return in_context("game " + std::to_string(id), message);
}
}  // namespace

Result<core::GameRecord> GameDatabase::load_game(std::int64_t id) const {
    auto& db = *impl_->db;
    core::GameRecord g;
    {
        auto q = db.cached(
            "SELECT variant, start_fen, result, outcome, stopped_ply, stopped_reason, comment, "
            "damaged FROM games WHERE id = ?1");
        if (!q) return game_error(id, q.error());
        auto& st = *q.value();
        st.bind(1, id);
        auto row = st.step();
        if (!row) return game_error(id, row.error());
        if (!*row) return Error{"no game with id " + std::to_string(id)};
        const auto variant = variant_from_column(st.column_int(0));
        if (!variant)
            return game_error(id, "damaged: unknown variant " + std::to_string(st.column_int(0)));
        g.variant = *variant;
        g.start_fen = st.column_text(1);
        g.result = st.column_text(2);
        g.outcome = static_cast<core::Outcome>(st.column_int(3) & 3);
        if (!st.column_is_null(4))
            g.stopped = core::StoppedAt{st.column_int(4), std::string(st.column_text(5))};
        g.comment = st.column_text(6);
        g.damaged = st.column_int(7) != 0;
    }
    if (g.start_fen.empty()) {
        g.start = core::Position::initial(g.variant);
    } else {
        auto pos = core::parse_fen(g.variant, g.start_fen);
        if (!pos) return game_error(id, "damaged: bad start FEN: " + pos.error());
        g.start = pos.value();
    }
    {
        auto q = db.cached(
            "SELECT json_extract(j.value, '$[0]'), json_extract(j.value, '$[1]') FROM game_data d, "
            "json_each(d.tags) j WHERE d.game_id = ?1 ORDER BY j.key");
        if (!q) return game_error(id, q.error());
        auto& st = *q.value();
        st.bind(1, id);
        auto rows = st.each_row([&] { g.tags.emplace_back(st.column_text(0), st.column_text(1)); });
        if (!rows) return game_error(id, "tags: " + rows.error());
    }
    {
        auto q = db.cached("SELECT moves_format, moves FROM game_data WHERE game_id = ?1");
        if (!q) return game_error(id, q.error());
        auto& st = *q.value();
        st.bind(1, id);
        auto row = st.step();
        if (!row) return game_error(id, row.error());
        if (*row) {
            if (!known_move_format(st.column_int(0)))
                return game_error(
                    id, "damaged: unknown move format " + std::to_string(st.column_int(0)));
            auto moves = decode_moves(g.variant, st.column_blob(1));
            if (!moves) return game_error(id, "damaged: " + moves.error());
            g.moves = std::move(moves).value();
            // Well-formed bytes can still be garbage moves: the main line must be playable.
            if (auto ply = first_impossible_move(g.start, g.moves))
                return game_error(id, "damaged: move data: move " + std::to_string(*ply + 1) +
                                          " is no move of its position");
        }
    }
    return g;
}

Result<bool> GameDatabase::has_game(std::int64_t id) const {
    auto q = impl_->db->cached("SELECT 1 FROM games WHERE id = ?1");
    if (!q) return Error{q.error()};
    q.value()->bind(1, id);
    return q.value()->step();
}

Result<bool> GameDatabase::delete_game(std::int64_t id) {
    return delete_games(std::span<const std::int64_t>(&id, 1));
}

Result<bool> GameDatabase::delete_games(std::span<const std::int64_t> ids) {
    if (impl_->bulk_active) return Error{"cannot delete games during a bulk load"};
    if (auto w = check_writable(); !w) return w;
    auto& db = *impl_->db;
    sqlite::Transaction tx(db);
    if (!tx.ok()) return Error{tx.error()};
    for (const std::int64_t id : ids) {
        auto game = load_game(id);
        if (!game) return Error{game.error()};
        const auto keys = game_position_keys(*game);
        if (auto r = PositionIndex::remove_game(db, id, keys); !r) return r;
        auto q = db.cached("DELETE FROM games WHERE id = ?1");  // game_data and analysis cascade
        if (!q) return Error{q.error()};
        q.value()->bind(1, id);
        if (auto r = q.value()->run(); !r) return r;
    }
    return tx.commit();
}

Result<bool> GameDatabase::update_game(std::int64_t id, const core::GameRecord& edited) {
    if (impl_->bulk_active) return Error{"cannot edit games during a bulk load"};
    if (auto w = check_writable(); !w) return w;
    auto& db = *impl_->db;
    sqlite::Transaction tx(db);
    if (!tx.ok()) return Error{tx.error()};
    auto old = load_game(id);
    if (!old) return Error{old.error()};
    const PreparedGame p = prepare_game(edited);
    const std::uint64_t old_moves_signature =
        moves_signature(old->variant, old->start.hash(), old->moves);
    if (auto r = PositionIndex::remove_game(db, id, game_position_keys(*old)); !r) return r;
    {
        auto q = db.cached(
            "UPDATE games SET variant = ?1, start_fen = ?2, result = ?3, outcome = ?4, "
            "stopped_ply = ?5, stopped_reason = ?6, plies = ?7, marks = ?8, white = ?9, "
            "black = ?10, event = ?11, date = ?12, site = ?13, round = ?14, comment = ?15, "
            "signature = ?16, moves_signature = ?17, damaged = ?18, rating = ?19, edited = ?20, "
            "missed_captures = ?22, longer_chains = ?23 WHERE id = ?21");
        if (!q) return Error{q.error()};
        auto& st = *q.value();
        bind_game_columns(st, p);
        st.bind(20, now_utc());
        st.bind(21, id);
        if (auto r = st.run(); !r) return Error{r.error()};
    }
    {
        auto q = db.cached(
            "UPDATE game_data SET tags = ?2, moves_format = ?3, moves = ?4 WHERE game_id = ?1");
        if (!q) return Error{q.error()};
        bind_game_data(*q.value(), id, p);
        if (auto r = q.value()->run(); !r) return Error{r.error()};
    }
    if (p.moves_signature != old_moves_signature || p.record.variant != old->variant) {
        auto q = db.cached("DELETE FROM analysis WHERE game_id = ?1");  // its plies cascade
        if (!q) return Error{q.error()};
        q.value()->bind(1, id);
        if (auto r = q.value()->run(); !r) return r;
    }
    impl_->positions.add_game(p.keys, id);
    if (auto r = impl_->positions.flush(db, true); !r) {
        impl_->positions.discard();
        return Error{r.error()};
    }
    return tx.commit();
}

}  // namespace damascope::database
