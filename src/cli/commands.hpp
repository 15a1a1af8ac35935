// The damascope-cli commands: each cmd_NAME.cpp declares its options and returns its runner (see
// command_line.hpp for the pattern); main.cpp lists them.
#pragma once

#include "cli/command_line.hpp"

namespace damascope::cli {

Runner setup_perft(CLI::App& cmd);
Runner setup_import(CLI::App& cmd);
Runner setup_games(CLI::App& cmd);
Runner setup_show(CLI::App& cmd);
Runner setup_search(CLI::App& cmd);
Runner setup_engine(CLI::App& cmd);
Runner setup_analyze(CLI::App& cmd);
Runner setup_bench(CLI::App& cmd);
Runner setup_annotate(CLI::App& cmd);
Runner setup_export(CLI::App& cmd);
Runner setup_players(CLI::App& cmd);
Runner setup_standings(CLI::App& cmd);
Runner setup_merge_analysis(CLI::App& cmd);
Runner setup_cluster(CLI::App& cmd);
Runner setup_egdb(CLI::App& cmd);
Runner setup_tree(CLI::App& cmd);
Runner setup_find(CLI::App& cmd);
Runner setup_collection(CLI::App& cmd);
Runner setup_tags(CLI::App& cmd);
Runner setup_delete(CLI::App& cmd);
Runner setup_train(CLI::App& cmd);

}  // namespace damascope::cli
