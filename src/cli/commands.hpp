// The damascope-cli commands. Each takes the arguments after its name and returns the exit code:
// 0 success, 1 a file or database could not be read or written, 2 bad arguments or bad input.
#pragma once

#include <span>
#include <string_view>

namespace damascope::cli {

using Args = std::span<const std::string_view>;

int run_perft(Args args);
int run_import(Args args);
int run_games(Args args);
int run_show(Args args);
int run_search(Args args);
int run_analyze(Args args);
int run_bench(Args args);

}  // namespace damascope::cli
