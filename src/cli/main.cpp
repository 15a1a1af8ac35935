// damascope-cli: dispatches to one command per file (cmd_*.cpp).
#include <fmt/core.h>

#include <string_view>
#include <vector>

#include "cli/commands.hpp"

namespace {

struct Command {
    std::string_view name;
    int (*run)(damascope::cli::Args);
    std::string_view summary;
};

constexpr Command commands[] = {
    {"perft", damascope::cli::run_perft,
     "count move-generation leaves (--variant, --fen, --depth, --divide)"},
    {"import", damascope::cli::run_import,
     "import PDN/CSV game files into a database (--db DB FILE...)"},
    {"games", damascope::cli::run_games,
     "list the games of a database (--db, --player, --variant, --marks, --limit)"},
    {"show", damascope::cli::run_show,
     "show one game with its moves and marks (--db DB --game ID)"},
    {"search", damascope::cli::run_search,
     "search a position (--variant, --fen, --depth | --movetime | --nodes, --multipv)"},
    {"analyze", damascope::cli::run_analyze,
     "score every position of stored games (--db DB --game ID | --all, --depth)"},
    {"bench", damascope::cli::run_bench,
     "search fixed positions at a fixed depth: nodes, speed, signature"},
};

void print_usage() {
    fmt::print(stderr, "usage: damascope-cli COMMAND [OPTIONS]\n\ncommands:\n");
    for (const auto& c : commands) fmt::print(stderr, "  {:<10} {}\n", c.name, c.summary);
    fmt::print(
        stderr,
        "\nEach command takes --json for machine-readable output where it prints results.\n");
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        print_usage();
        return 2;
    }
    const std::string_view name = argv[1];
    if (name == "--help" || name == "-h" || name == "help") {
        print_usage();
        return 0;
    }
    std::vector<std::string_view> args(argv + 2, argv + argc);
    for (const auto& c : commands)
        if (c.name == name) return c.run(args);
    fmt::print(stderr, "error: unknown command '{}'\n", name);
    print_usage();
    return 2;
}
