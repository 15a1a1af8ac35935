// The endgame tables as the window shows them (Analysis > Endgame tables, the tables panel): which
// tables the folder holds, building more on the caller's thread with progress and a cancel that
// leaves no table half written, and every legal move of a position the tables hold with its
// verdict, best first (as Lichess's tablebase panel lists them). No wx here; the window does not
// include analysis/ itself.
#pragma once

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/move.hpp"
#include "core/position.hpp"
#include "core/result.hpp"

namespace damascope::analysis::egdb {
class TableSet;
}

namespace damascope::app {

// The tables of one variant found in the folder.
struct VariantTables {
    core::Variant variant = core::Variant::dama;
    int tables = 0;           // table files loaded
    int complete_pieces = 0;  // every ending of this many pieces or fewer is there (0: not all 2)
    std::uint64_t positions = 0;  // one byte each on disk
};

// A file of the folder that could not be used, and why.
struct UnusableTable {
    std::string file;  // the full path
    std::string why;
    bool leftover = false;  // left by a build that was stopped (the next build removes it)
};

struct TablesInventory {
    std::filesystem::path folder;         // the tables' folder (DIR/<variant>/ under it)
    std::vector<VariantTables> variants;  // Dama, Turkish Dama, Dhama, in that order
    std::vector<UnusableTable> unusable;
};

// A move of a position the tables hold, from the mover's view.
struct TableMove {
    enum class Verdict : std::uint8_t { win, draw, loss, unknown };
    core::Move move;
    std::string text;  // in the variant's notation, as the move list writes it
    Verdict verdict = Verdict::unknown;
    int plies = 0;  // a win or loss: plies to the end, this move included
};

// Every legal move of a position, best first: the fastest win, then the draws, then the slowest
// loss (ties in notation order); `position` is the position's own value, the first move's.
struct TableMoves {
    TableMove::Verdict verdict = TableMove::Verdict::unknown;
    int plies = 0;
    std::vector<TableMove> moves;
};

// "Win in 13 plies", "Draw", "Loss in 8 plies", "Not in the tables" (translated).
std::string verdict_text(TableMove::Verdict v, int plies);
// The position's verdict for the side to move: "White wins in 14 plies", "Draw", "Black has no
// move: White has won" (translated).
std::string position_verdict_text(const core::Position& pos, const TableMoves& t);

// The materials with at most `pieces` pieces and a piece on each side: one table each.
int table_count_up_to(int pieces);

class EndgameTables {
  public:
    // The tables of `folder` (DIR/<variant>/NAME.egdb), not yet loaded.
    explicit EndgameTables(std::filesystem::path folder);
    ~EndgameTables();
    EndgameTables(const EndgameTables&) = delete;
    EndgameTables& operator=(const EndgameTables&) = delete;

    // The folder the app uses: $DAMASCOPE_EGDB when set, else the default
    // ($XDG_DATA_HOME/damascope/egdb), as the engine and damascope-cli egdb use.
    static std::filesystem::path default_folder();

    const std::filesystem::path& folder() const { return folder_; }
    // Loads every table of the folder (again: after a build); what was found.
    const TablesInventory& reload();
    // What the last reload() found; loads first if nothing was loaded yet.
    const TablesInventory& inventory();
    // The position's moves with their verdicts; nullopt when no loaded table holds the position
    // (loads the tables first, once, when the position has few enough pieces for any table).
    std::optional<TableMoves> moves(const core::Position& pos);

  private:
    std::filesystem::path folder_;
    std::unique_ptr<analysis::egdb::TableSet> set_;
    TablesInventory inventory_;
    bool loaded_ = false;
};

// How a build goes: `done` of `total` positions solved (weighted by table size), and the table
// being solved ("wm1wk1bm0bk1").
struct TableBuildProgress {
    std::uint64_t done = 0, total = 0;
    int tables_done = 0, tables_total = 0;
    std::string table;
};
struct TableBuildResult {
    bool cancelled = false;
    int tables_built = 0;  // new tables solved and written (0 when cancelled)
    double seconds = 0;
};

// Builds every table of `v` with at most `pieces` pieces (2 to 6) into `folder`, reusing the
// tables already there; run on a worker thread. Tables are written only when all are solved,
// each whole or not at all: a cancelled build (`cancel` raised) writes nothing. Leftovers of an
// earlier stopped build are removed first. An error says what could not be written.
core::Result<TableBuildResult> build_tables(
    const std::filesystem::path& folder, core::Variant v, int pieces,
    const std::function<void(const TableBuildProgress&)>& progress,
    const std::atomic<bool>& cancel);

}  // namespace damascope::app
