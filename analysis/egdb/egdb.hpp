// Endgame databases: exact win/draw/loss and distance (plies) for few pieces, built by retrograde
// analysis with our own move generator and probed read-only by the search and the annotator.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "analysis/egdb/egdb_index_fwd.hpp"
#include "core/position.hpp"

namespace damascope::analysis::egdb {

// The most pieces a table may hold (a file claiming more is damaged).
inline constexpr int max_table_pieces = 8;

// How many men and kings each side has: one table per material signature.
struct Material {
    int white_men = 0, white_kings = 0, black_men = 0, black_kings = 0;
    int total() const { return white_men + white_kings + black_men + black_kings; }
    int men() const { return white_men + black_men; }
    friend auto operator<=>(const Material&, const Material&) = default;
};
Material material_of(const core::Position& pos);
std::string material_name(const Material& m);  // e.g. "wm1wk0bm0bk1"

enum class Wdl : std::uint8_t { draw, win, loss };
// The exact value for the side to move: a win in `plies` plies, a loss in `plies`, or a draw.
struct Value {
    Wdl wdl = Wdl::draw;
    int plies = 0;
};

// Stored as one byte a position: 0 draw, odd b = win in b plies, even b = loss in b - 2 plies
// (wins end on odd plies, losses on even ones, so the parity carries the verdict for free).
constexpr std::uint8_t encode(Value v) {
    if (v.wdl == Wdl::draw) return 0;
    return static_cast<std::uint8_t>(v.wdl == Wdl::win ? v.plies : v.plies + 2);
}
constexpr Value decode(std::uint8_t b) {
    if (b == 0) return {};
    if (b & 1) return {Wdl::win, b};
    return {Wdl::loss, b - 2};
}

// Rule-set draws a table can know: Dama (seed) lone dama vs lone man; Turkish any one piece each.
bool is_rule_draw(core::Variant v, const Material& m);

// A file of a tables' folder that was not loaded, and why.
struct Skipped {
    enum class Kind {
        not_a_table,  // bad header, another variant or indexing, cut short
        damaged,      // its checksum does not match its bytes: rebuild it
        old_format,   // format 1, without a checksum: rebuild it
        leftover,     // NAME.egdb.tmp left by an interrupted build (egdb build removes it)
    };
    std::filesystem::path file;
    Kind kind = Kind::not_a_table;
    std::string why;
    std::string text() const { return file.string() + ": " + why; }
};

// The set of tables of one variant, in memory.
class Tables {
  public:
    explicit Tables(core::Variant v) : variant_(v) {}
    core::Variant variant() const { return variant_; }
    int max_pieces() const { return max_pieces_; }
    // The value of a position whose material has a table; nullopt otherwise (no error).
    std::optional<Value> probe(const core::Position& pos) const;
    bool has(const Material& m) const { return tables_.count(m) != 0; }
    const std::map<Material, std::vector<std::uint8_t>>& all() const { return tables_; }

    // Retrograde analysis of every material with at most `pieces` pieces (both sides >= 1).
    // `progress` gets each table's name as it starts; `cancel` stops it soon (returns
    // false).
    bool build(int pieces, const std::function<void(const std::string&)>& progress = {},
               const std::atomic<bool>* cancel = nullptr);

    // Files: DIR/<variant>/<material>.egdb, written to a temporary then renamed. Format 2: a
    // header with the FNV-1a checksum of the values (egdb_store.cpp).
    void save(const std::filesystem::path& dir) const;
    // Loads every table file found; returns how many (0 when the folder is missing). Each table's
    // checksum is verified. A file that is no table of this variant (bad header, wrong size, cut
    // short), a damaged table, a table of format 1 (no checksum) and a leftover NAME.egdb.tmp are
    // skipped, and go to `problems` when given.
    int load(const std::filesystem::path& dir, std::vector<Skipped>* problems = nullptr);
    // Removes the NAME.egdb.tmp files an interrupted build left in DIR/<variant>/; returns them.
    std::vector<std::filesystem::path> remove_leftovers(const std::filesystem::path& dir) const;

  private:
    void solve(const Material& m, const std::atomic<bool>* cancel, bool& cancelled);
    core::Variant variant_;
    int max_pieces_ = 0;
    std::map<Material, std::vector<std::uint8_t>> tables_;
    std::map<Material, std::shared_ptr<const Indexer>> indexers_;  // one a table, built once
    const Indexer& indexer(const Material& m);
};

// The tables of every variant: what an engine that may search any variant is given.
class TableSet {
  public:
    // Loads each variant's tables from `dir` (DIR/<variant>/); returns how many in all.
    int load(const std::filesystem::path& dir, std::vector<Skipped>* problems = nullptr);
    void add(Tables tables);
    // The tables of `v`; nullptr when there are none.
    const Tables* of(core::Variant v) const;

  private:
    std::vector<Tables> tables_;
};

// The default folder: $XDG_DATA_HOME/damascope/egdb (or ~/.local/share/damascope/egdb).
std::filesystem::path default_directory();
// $DAMASCOPE_EGDB when set, else default_directory().
std::filesystem::path shared_directory();

// Tables loaded once from shared_directory(), shared read-only (empty when there are none).
const TableSet& shared_table_set();
// The files shared_table_set() skipped (damaged tables, leftovers...), for the user to be told.
const std::vector<Skipped>& shared_table_problems();
// shared_table_set().of(v).
const Tables* shared_tables(core::Variant v);

}  // namespace damascope::analysis::egdb
