#include "app/endgame_tables.hpp"

#include <algorithm>
#include <chrono>
#include <map>
#include <stdexcept>

#include "analysis/egdb/egdb.hpp"
#include "analysis/egdb/egdb_index.hpp"
#include "analysis/egdb/egdb_probe.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"
#include "ui_text.hpp"

namespace damascope::app {

namespace egdb = analysis::egdb;
namespace fs = std::filesystem;
using Verdict = TableMove::Verdict;

namespace {

// The materials of `pieces` or fewer pieces with a piece on each side (egdb builds one table
// each).
std::vector<egdb::Material> materials_up_to(int pieces) {
    std::vector<egdb::Material> out;
    for (int wm = 0; wm <= pieces; ++wm)
        for (int wk = 0; wm + wk <= pieces; ++wk)
            for (int bm = 0; wm + wk + bm <= pieces; ++bm)
                for (int bk = 0; wm + wk + bm + bk <= pieces; ++bk)
                    if (wm + wk >= 1 && bm + bk >= 1) out.push_back({wm, wk, bm, bk});
    return out;
}

Verdict verdict_of(egdb::Wdl w) {
    return w == egdb::Wdl::win    ? Verdict::win
           : w == egdb::Wdl::loss ? Verdict::loss
                                  : Verdict::draw;
}

// Best first for the mover: wins (fastest first), draws, losses (slowest first), unknown last.
int rank(const TableMove& m) {
    switch (m.verdict) {
        case Verdict::win:
            return m.plies;
        case Verdict::draw:
            return 10'000;
        case Verdict::loss:
            return 20'000 - m.plies;
        case Verdict::unknown:
            break;
    }
    return 30'000;
}

VariantTables summary_of(const egdb::Tables& t) {
    VariantTables s;
    s.variant = t.variant();
    s.tables = static_cast<int>(t.all().size());
    for (const auto& [m, values] : t.all()) s.positions += values.size();
    for (int n = 2; n <= egdb::max_table_pieces; ++n) {
        const auto needed = materials_up_to(n);
        if (!std::all_of(needed.begin(), needed.end(),
                         [&](const egdb::Material& m) { return t.has(m); }))
            break;
        s.complete_pieces = n;
    }
    return s;
}

}  // namespace

std::string verdict_text(Verdict v, int plies) {
    switch (v) {
        case Verdict::win:
            return plies == 1 ? tr("Win in 1 ply") : text_format(tr("Win in %d plies"), plies);
        case Verdict::loss:
            return text_format(tr("Loss in %d plies"), plies);
        case Verdict::draw:
            return tr("Draw");
        case Verdict::unknown:
            break;
    }
    return tr("Not in the tables");
}

std::string position_verdict_text(const core::Position& pos, const TableMoves& t) {
    const bool white = pos.side_to_move() == core::Color::white;
    const bool mover_wins = t.verdict == Verdict::win;
    switch (t.verdict) {
        case Verdict::draw:
            return tr("Draw with best play (tables)");
        case Verdict::unknown:
            return tr("Not in the tables");
        case Verdict::win:
        case Verdict::loss:
            break;
    }
    if (t.plies == 0)
        return white ? tr("White cannot move: Black has won")
                     : tr("Black cannot move: White has won");
    const bool white_wins = white == mover_wins;
    if (t.plies == 1)
        return white_wins ? tr("White wins in 1 ply (tables)") : tr("Black wins in 1 ply (tables)");
    return text_format(
        white_wins ? tr("White wins in %d plies (tables)") : tr("Black wins in %d plies (tables)"),
        t.plies);
}

int table_count_up_to(int pieces) {
    return static_cast<int>(materials_up_to(pieces).size());
}

EndgameTables::EndgameTables(fs::path folder) : folder_(std::move(folder)) {}
EndgameTables::~EndgameTables() = default;

fs::path EndgameTables::default_folder() {
    return egdb::shared_directory();
}

const TablesInventory& EndgameTables::reload() {
    auto set = std::make_unique<egdb::TableSet>();
    std::vector<egdb::Skipped> skipped;
    set->load(folder_, &skipped);
    inventory_ = {};
    inventory_.folder = folder_;
    for (core::Variant v : core::all_variants) {
        if (const egdb::Tables* t = set->of(v))
            inventory_.variants.push_back(summary_of(*t));
        else
            inventory_.variants.push_back(VariantTables{v, 0, 0, 0});
    }
    for (const auto& s : skipped)
        inventory_.unusable.push_back(
            {s.file.string(), s.why, s.kind == egdb::Skipped::Kind::leftover});
    set_ = std::move(set);
    loaded_ = true;
    return inventory_;
}

const TablesInventory& EndgameTables::inventory() {
    if (!loaded_) reload();
    return inventory_;
}

std::optional<TableMoves> EndgameTables::moves(const core::Position& pos) {
    // Most positions have too many pieces for any table: no folder read for them.
    if (core::popcount(pos.occupied()) > egdb::max_table_pieces) return std::nullopt;
    if (!loaded_) reload();
    const egdb::Tables* tables = set_->of(pos.variant());
    if (!tables) return std::nullopt;
    const auto own = tables->probe(pos);
    if (!own) return std::nullopt;
    TableMoves out;
    out.verdict = verdict_of(own->wdl);
    out.plies = own->plies;
    // An ending the rules call drawn (Dama's lone dama against a lone man...) is over: every
    // move keeps the draw.
    const bool rule_draw = egdb::is_rule_draw(pos.variant(), egdb::material_of(pos));
    core::MoveList legal;
    core::generate_legal(pos, legal);
    const std::span<const core::Move> candidates(legal.begin(), legal.end());
    for (const core::Move& m : candidates) {
        TableMove row;
        row.move = m;
        row.text = core::format_move(pos, m, candidates);
        core::Position after = pos;
        after.play(m);
        if (rule_draw) {
            row.verdict = Verdict::draw;
        } else if (const auto child = tables->probe(after)) {
            const egdb::Value mine = egdb::from_mover(*child);
            row.verdict = verdict_of(mine.wdl);
            row.plies = mine.plies;
        }
        out.moves.push_back(std::move(row));
    }
    std::stable_sort(out.moves.begin(), out.moves.end(),
                     [](const TableMove& a, const TableMove& b) {
                         if (rank(a) != rank(b)) return rank(a) < rank(b);
                         return a.text < b.text;
                     });
    return out;
}

core::Result<TableBuildResult> build_tables(
    const fs::path& folder, core::Variant v, int pieces,
    const std::function<void(const TableBuildProgress&)>& progress,
    const std::atomic<bool>& cancel) {
    using R = core::Result<TableBuildResult>;
    if (pieces < 2 || pieces > 6) return R(core::Error{"tables of 2 to 6 pieces can be built"});
    const auto start = std::chrono::steady_clock::now();
    egdb::Tables tables(v);
    tables.remove_leftovers(folder);
    tables.load(folder);  // the smaller tables already built are reused
    // The progress counts positions: the tables grow fast with their pieces.
    std::map<std::string, std::uint64_t> sizes;
    TableBuildProgress p;
    for (const egdb::Material& m : materials_up_to(pieces)) {
        if (tables.has(m)) continue;
        const std::uint64_t size = egdb::Indexer(v, m).size();
        sizes[egdb::material_name(m)] = size;
        p.total += size;
        ++p.tables_total;
    }
    std::uint64_t current = 0;
    bool started = false;
    const bool done = tables.build(
        pieces,
        [&](const std::string& name) {
            if (started) {
                p.done += current;
                ++p.tables_done;
            }
            started = true;
            current = sizes.count(name) ? sizes[name] : 0;
            p.table = name;
            if (progress) progress(p);
        },
        &cancel);
    TableBuildResult result;
    if (!done) {
        result.cancelled = true;
    } else {
        try {
            tables.save(folder);
        } catch (const std::exception& e) {
            return R(core::Error{"the tables could not be written in '" + folder.string() +
                                 "': " + e.what()});
        }
        result.tables_built = p.tables_total;
        p.done = p.total;
        p.tables_done = p.tables_total;
        p.table.clear();
        if (progress) progress(p);
    }
    result.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return R(result);
}

}  // namespace damascope::app
