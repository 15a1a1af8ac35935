// Analysis > Endgame tables: which tables are present (per variant: complete up to how many
// pieces, how many files, their size), where they live, the files that cannot be used, and a
// build of a variant up to N pieces with a progress bar and Cancel. The build runs on a worker
// thread (app::build_tables) and reports through CallAfter.
#pragma once

#include <functional>

#include "app/endgame_tables.hpp"

class wxTopLevelWindow;
class wxWindow;

namespace damascope::gui {

// Shows the dialog, or raises it when it is open already; it is not modal, so that the window can
// be used while tables are built. `built` is called after a build wrote new tables. Closing it
// cancels a build that runs.
// The build's variant is at first `variant` (the board's).
wxTopLevelWindow* ShowEndgameTablesDialog(wxWindow* parent, app::EndgameTables& tables,
                                          core::Variant variant, std::function<void()> built);

}  // namespace damascope::gui
