#include "app/opening_collections.hpp"

#include <algorithm>
#include <charconv>
#include <map>

#include "app/opening_explorer.hpp"
#include "core/fen.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"
#include "core/read_moves.hpp"
#include "core/variant_name.hpp"

namespace damascope::app {

using core::Error;
using core::Result;
using database::CollectionLine;

namespace {

Result<core::Position> start_of(core::Variant v, const std::string& fen) {
    if (fen.empty()) return core::Position::initial(v);
    auto pos = core::parse_fen(v, fen);
    if (!pos) return Error{"bad start FEN '" + fen + "': " + pos.error()};
    return *pos;
}

std::string move_text(const core::Position& pos, const core::Move& m) {
    core::MoveList legal;
    core::generate_legal(pos, legal);
    return core::format_move(pos, m, std::span<const core::Move>(legal.begin(), legal.size()));
}

}  // namespace

Result<CollectionLine> parse_line(core::Variant v, const std::string& start_fen,
                                  std::string_view moves) {
    auto start = start_of(v, start_fen);
    if (!start) return Error{start.error()};
    CollectionLine line;
    line.start_fen = start_fen;
    const core::MovesRead read = core::read_moves(*start, moves);
    if (!read.ok())
        return Error{"move " + std::to_string(read.failed_number) + " '" + read.failed_text +
                     "': " + read.error.message(read.end)};
    core::Position pos = *start;
    for (const core::Move& m : read.moves) {
        line.moves.push_back(move_text(pos, m));
        pos.play(m);
    }
    return line;
}

Result<std::vector<core::Position>> line_positions(core::Variant v, const CollectionLine& line) {
    auto start = start_of(v, line.start_fen);
    if (!start) return Error{start.error()};
    std::vector<core::Position> out{*start};
    for (std::size_t i = 0; i < line.moves.size(); ++i) {
        auto m = core::read_move(out.back(), line.moves[i]);
        if (!m)
            return Error{"move " + std::to_string(i + 1) + " '" + line.moves[i] +
                         "': " + m.error()};
        core::Position next = out.back();
        next.play(*m);
        out.push_back(next);
    }
    return out;
}

Result<std::vector<core::Move>> line_moves(core::Variant v, const CollectionLine& line) {
    auto positions = line_positions(v, line);
    if (!positions) return Error{positions.error()};
    std::vector<core::Move> out;
    for (std::size_t i = 0; i < line.moves.size(); ++i)
        out.push_back(core::read_move((*positions)[i], line.moves[i]).value());
    return out;
}

namespace {

// The tree of the games' first moves, counted.
struct Node {
    core::Move move;
    database::LineStats stats;
    std::vector<std::uint32_t> children;
};

void count(database::LineStats& s, core::Outcome o) {
    ++s.games;
    s.white_wins += o == core::Outcome::white_wins;
    s.black_wins += o == core::Outcome::black_wins;
    s.draws += o == core::Outcome::draw;
}

void collect_lines(const std::vector<Node>& nodes, std::uint32_t at, int depth,
                   const BuildOptions& o, const core::Position& pos,
                   std::vector<std::string>& moves, std::vector<CollectionLine>& out) {
    bool longer = false;
    if (depth < o.plies) {
        for (std::uint32_t child : nodes[at].children) {
            const Node& n = nodes[child];
            if (n.stats.games < o.min_games) continue;
            longer = true;
            core::Position next = pos;
            moves.push_back(move_text(pos, n.move));
            next.play(n.move);
            collect_lines(nodes, child, depth + 1, o, next, moves, out);
            moves.pop_back();
        }
    }
    if (!longer && depth > 0) {
        CollectionLine line;
        line.moves = moves;
        line.stats = nodes[at].stats;
        out.push_back(std::move(line));
    }
}

}  // namespace

Result<std::vector<CollectionLine>> build_lines(const database::GameDatabase& db, core::Variant v,
                                                const BuildOptions& o, std::int64_t* games_read,
                                                bool* cancelled) {
    if (o.plies < 1) return Error{"--plies must be at least 1"};
    if (o.min_games < 1) return Error{"--min-games must be at least 1"};
    database::GameFilter filter = o.filter;
    filter.variant = v;
    filter.either_dama_rules = false;
    std::optional<std::vector<std::int64_t>> only;
    database::GameFilter counted = filter;
    counted.limit = -1;
    counted.offset = 0;
    auto total = db.count_games(counted);
    if (!total) return Error{total.error()};
    if (filter_restricts(o.filter)) {
        counted.order_by = "id";
        auto ids = db.game_ids(counted);
        if (!ids) return Error{ids.error()};
        only = std::move(*ids);
        std::sort(only->begin(), only->end());
    }
    std::vector<Node> nodes(1);
    std::int64_t read = 0;
    bool stop = false;
    auto visited = db.for_each_game_opening(
        v, o.plies, only ? &*only : nullptr,
        [&](std::int64_t, core::Outcome outcome, std::span<const core::Move> moves) {
            if (stop) return;
            std::uint32_t at = 0;
            count(nodes[0].stats, outcome);
            for (const core::Move& m : moves) {
                std::uint32_t next = 0;
                for (std::uint32_t c : nodes[at].children)
                    if (nodes[c].move == m) next = c;
                if (next == 0) {
                    next = static_cast<std::uint32_t>(nodes.size());
                    nodes[at].children.push_back(next);
                    nodes.push_back(Node{m, {}, {}});
                }
                at = next;
                count(nodes[at].stats, outcome);
            }
            if (++read % 4096 == 0 && o.progress && !o.progress(read, *total)) stop = true;
        });
    if (!visited) return Error{visited.error()};
    if (games_read) *games_read = read;
    if (cancelled) *cancelled = stop;
    if (stop) return std::vector<CollectionLine>{};
    if (o.progress) o.progress(read, *total);
    // Most played first at every branch, so that the lines come out in that order.
    for (Node& n : nodes)
        std::stable_sort(n.children.begin(), n.children.end(),
                         [&](std::uint32_t a, std::uint32_t b) {
                             return nodes[a].stats.games > nodes[b].stats.games;
                         });
    std::vector<CollectionLine> out;
    std::vector<std::string> moves;
    collect_lines(nodes, 0, 0, o, core::Position::initial(v), moves, out);
    return out;
}

Result<BuildResult> build_collection(database::GameDatabase& db, const std::string& name,
                                     core::Variant v, const BuildOptions& o) {
    BuildResult result;
    auto lines = build_lines(db, v, o, &result.games_read, &result.cancelled);
    if (!lines) return Error{lines.error()};
    if (result.cancelled) return result;
    result.lines = static_cast<std::int64_t>(lines->size());
    auto info = db.ensure_collection(name, v);
    if (!info) return Error{info.error()};
    auto stored = db.add_collection_lines(info->id, *lines);
    if (!stored) return Error{stored.error()};
    result.stored = *stored;
    return result;
}

Result<std::vector<core::GameRecord>> collection_records(const database::CollectionInfo& info,
                                                         const std::vector<CollectionLine>& lines) {
    std::vector<core::GameRecord> out;
    for (const auto& line : lines) {
        auto positions = line_positions(info.variant, line);
        if (!positions)
            return Error{"collection '" + info.name + "': line '" +
                         (line.moves.empty() ? line.start_fen : line.moves.front()) +
                         "...': " + positions.error()};
        core::GameRecord g;
        g.variant = info.variant;
        g.start_fen = line.start_fen;
        g.start = positions->front();
        g.tags.emplace_back("Event", info.name);
        if (!line.name.empty()) g.tags.emplace_back("Opening", line.name);
        if (line.stats) {
            g.tags.emplace_back("Games", std::to_string(line.stats->games));
            g.tags.emplace_back("WhiteWins", std::to_string(line.stats->white_wins));
            g.tags.emplace_back("Draws", std::to_string(line.stats->draws));
            g.tags.emplace_back("BlackWins", std::to_string(line.stats->black_wins));
        }
        g.tags.emplace_back("Result", "*");
        for (std::size_t i = 0; i < line.moves.size(); ++i) {
            core::RecordedMove m;
            m.move = core::read_move((*positions)[i], line.moves[i]).value();
            m.text = line.moves[i];
            g.moves.push_back(std::move(m));
        }
        if (g.moves.empty()) {
            g.comment = line.comment;
        } else {
            g.moves.back().comment = line.comment;
            g.moves.back().nags = line.nags;
        }
        out.push_back(std::move(g));
    }
    return out;
}

namespace {

std::optional<std::int64_t> number_tag(const core::GameRecord& g, const char* name) {
    const std::string v = g.tag(name);
    std::int64_t n = 0;
    const auto r = std::from_chars(v.data(), v.data() + v.size(), n);
    if (v.empty() || r.ec != std::errc{} || r.ptr != v.data() + v.size() || n < 0)
        return std::nullopt;
    return n;
}

// How many of `moves` the rules allow in turn from `pos`: a record keeps a move that breaks a rule
// (a missed capture, a shorter chain) with a mark, but a collection line must replay (line_moves).
std::size_t allowed_moves(core::Position pos, const std::vector<core::RecordedMove>& moves) {
    std::size_t n = 0;
    for (; n < moves.size(); ++n) {
        core::MoveList legal;
        core::generate_legal(pos, legal);
        if (std::find(legal.begin(), legal.end(), moves[n].move) == legal.end()) break;
        pos.play(moves[n].move);
    }
    return n;
}

// The line of `moves` after `before` (the moves leading to them), and of each variation in them;
// the line itself comes last. A line stops before a move the rules do not allow (said in `cuts`).
void add_lines(const core::Position& start, std::vector<std::string> before,
               const std::vector<core::RecordedMove>& moves, const std::string& start_fen,
               std::vector<CollectionLine>& out, std::vector<std::string>& cuts) {
    CollectionLine line;
    line.start_fen = start_fen;
    line.moves = before;
    core::Position pos = start;
    const std::size_t kept = allowed_moves(start, moves);
    for (std::size_t i = 0; i < moves.size() && i <= kept; ++i) {
        const auto& m = moves[i];
        for (const auto& variation : m.variations)
            add_lines(pos, line.moves, variation, start_fen, out, cuts);
        if (i == kept) {
            cuts.push_back("the line stops at ply " + std::to_string(line.moves.size() + 1) +
                           ": '" + m.text + "' is not a legal move (kept up to there)");
            break;
        }
        line.moves.push_back(move_text(pos, m.move));
        pos.play(m.move);
        // A comment or NAG inside the line belongs to the position it reaches there: that
        // position becomes a line of its own, so that nothing of the file is dropped.
        if (i + 1 < kept && (!m.comment.empty() || !m.nags.empty())) {
            CollectionLine inner;
            inner.start_fen = start_fen;
            inner.moves = line.moves;
            inner.comment = m.comment;
            inner.nags = m.nags;
            out.push_back(std::move(inner));
        }
    }
    if (kept > 0) {
        line.comment = moves[kept - 1].comment;
        line.nags = moves[kept - 1].nags;
    }
    out.push_back(std::move(line));
}

}  // namespace

std::vector<CollectionLine> lines_of_record(const core::GameRecord& g,
                                            std::vector<std::string>* cuts) {
    std::vector<CollectionLine> variations;
    std::vector<std::string> cut;
    add_lines(g.start, {}, g.moves, g.start_fen, variations, cut);
    if (cuts != nullptr) cuts->insert(cuts->end(), cut.begin(), cut.end());
    // add_lines puts the main line last: it is the game's own line, first.
    std::vector<CollectionLine> out;
    out.push_back(std::move(variations.back()));
    variations.pop_back();
    CollectionLine& main = out.front();
    main.name = g.tag("Opening");
    if (g.moves.empty()) main.comment = g.comment;
    const auto games = number_tag(g, "Games"), white = number_tag(g, "WhiteWins"),
               draws = number_tag(g, "Draws"), black = number_tag(g, "BlackWins");
    if (games && white && draws && black)
        main.stats = database::LineStats{*games, *white, *draws, *black};
    for (auto& v : variations) out.push_back(std::move(v));
    return out;
}

Result<CollectionImport> import_collections(database::GameDatabase& db,
                                            importers::GameFileReader& reader,
                                            const std::string& default_name) {
    CollectionImport result;
    // Lines per collection, in file order; a collection's variant is its first game's.
    std::vector<std::pair<std::string, core::Variant>> order;
    std::map<std::string, std::vector<CollectionLine>> lines;
    while (auto read = reader.next()) {
        const std::string where = "line " + std::to_string(read->line) + ": ";
        for (const auto& p : read->problems) result.problems.push_back(p.text());
        if (!read->record) {
            if (!read->junk || !read->skip_reason.empty())
                result.problems.push_back(where + "skipped: " + read->skip_reason);
            continue;
        }
        ++result.games_read;
        const core::GameRecord& g = *read->record;
        std::string name = g.tag("Event");
        if (name.empty() || name == "?") name = default_name;
        if (g.stopped)
            result.problems.push_back(where + "the line stops at ply " +
                                      std::to_string(g.stopped->ply) + ": " + g.stopped->reason +
                                      " (kept up to there)");
        auto it = std::find_if(order.begin(), order.end(),
                               [&](const auto& o) { return o.first == name; });
        if (it == order.end()) {
            order.emplace_back(name, g.variant);
        } else if (it->second != g.variant) {
            result.problems.push_back(where + "skipped: a " +
                                      std::string(core::variant_name(g.variant)) +
                                      " game in collection '" + name + "' of " +
                                      std::string(core::variant_name(it->second)));
            continue;
        }
        std::vector<std::string> cuts;
        for (auto& line : lines_of_record(g, &cuts)) lines[name].push_back(std::move(line));
        for (const std::string& cut : cuts) result.problems.push_back(where + cut);
    }
    for (const auto& [name, variant] : order) {
        auto info = db.ensure_collection(name, variant);
        if (!info) return Error{info.error()};
        auto stored = db.add_collection_lines(info->id, lines[name]);
        if (!stored) return Error{stored.error()};
        result.lines += static_cast<std::int64_t>(lines[name].size());
        result.collections.emplace_back(name, *stored);
    }
    return result;
}

Result<OpeningNames> OpeningNames::load(const database::GameDatabase& db, core::Variant v) {
    OpeningNames names;
    auto all = db.collections();
    if (!all) return Error{all.error()};
    for (const auto& c : *all) {
        if (core::is_dama_family(c.variant) != core::is_dama_family(v)) continue;
        auto lines = db.collection_lines(c.id);
        if (!lines) return Error{lines.error()};
        for (const auto& line : *lines) {
            if (line.name.empty()) continue;
            auto positions = line_positions(c.variant, line);
            if (!positions) continue;  // a line of the other Dama rule set that differs here
            names.add(line.name, positions->back(), static_cast<int>(line.moves.size()));
        }
    }
    return names;
}

void OpeningNames::add(const std::string& name, const core::Position& end, int plies) {
    auto& at = by_key_[database::GameDatabase::position_key(end)];
    for (const auto& n : at)
        if (n.plies == plies) return;  // the first name given to a position stays
    at.push_back({name, plies});
    deepest_ = std::max(deepest_, plies);
}

std::string OpeningNames::name_of(const core::Position& start,
                                  std::span<const core::Move> moves) const {
    std::string best;
    core::Position pos = start;
    for (int ply = 0;; ++ply) {
        if (auto it = by_key_.find(database::GameDatabase::position_key(pos)); it != by_key_.end())
            for (const auto& n : it->second)
                if (n.plies == ply) best = n.name;
        if (ply >= deepest_ || ply >= static_cast<int>(moves.size())) break;
        pos.play(moves[static_cast<std::size_t>(ply)]);
    }
    return best;
}

namespace {

// A page of games: each loaded and named (any start).
constexpr std::size_t load_each_below = 2000;

}  // namespace

Result<std::vector<std::string>> opening_names_of(const database::GameDatabase& db,
                                                  std::span<const std::int64_t> ids) {
    std::vector<std::string> out(ids.size());
    if (ids.size() >= load_each_below) {
        // Many games: one pass over the packed openings of each variant (standard starts only)
        // instead of loading every game.
        std::vector<std::int64_t> sorted(ids.begin(), ids.end());
        std::sort(sorted.begin(), sorted.end());
        std::unordered_map<std::int64_t, std::string> by_id;
        for (core::Variant v : core::all_variants) {
            auto names = OpeningNames::load(db, v);
            if (!names) return Error{names.error()};
            if (names->empty()) continue;
            const core::Position start = core::Position::initial(v);
            auto r = db.for_each_game_opening(
                v, names->deepest(), &sorted,
                [&](std::int64_t id, core::Outcome, std::span<const core::Move> moves) {
                    if (auto n = names->name_of(start, moves); !n.empty()) by_id[id] = n;
                });
            if (!r) return Error{r.error()};
        }
        for (std::size_t i = 0; i < ids.size(); ++i)
            if (auto it = by_id.find(ids[i]); it != by_id.end()) out[i] = it->second;
        return out;
    }
    std::map<core::Variant, std::optional<OpeningNames>> names;
    for (std::size_t i = 0; i < ids.size(); ++i) {
        auto g = db.load_game(ids[i]);
        if (!g) return Error{g.error()};
        auto& n = names[g->variant];
        if (!n) {
            auto loaded = OpeningNames::load(db, g->variant);
            if (!loaded) return Error{loaded.error()};
            n = std::move(*loaded);
        }
        if (n->empty()) continue;
        std::vector<core::Move> moves;
        for (const auto& m : g->moves) moves.push_back(m.move);
        out[i] = n->name_of(g->start, moves);
    }
    return out;
}

}  // namespace damascope::app
