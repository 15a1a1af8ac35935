// The games filters (--player, --event, --variant, --result, --date-from, --date-to, --marks),
// shared by the commands that work on a filtered set of games (games, tree, find).
#pragma once

#include "cli/command_line.hpp"
#include "database/game_database.hpp"

namespace damascope::cli {

void add_game_filter(CLI::App& cmd, database::GameFilter& f);

}  // namespace damascope::cli
