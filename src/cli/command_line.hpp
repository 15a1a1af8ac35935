// How damascope-cli reads its arguments: one CLI11 parser for every command, strict alike for all.
// An unknown option, an extra argument, an option given twice, an empty value, a number out of its
// range or a malformed date is exit 2 with a message on stderr that names the option.
//
// A command is a file cmd_NAME.cpp with a setup function, declared in commands.hpp and listed in
// the table in main.cpp. The setup declares the options, bound to a struct that the returned
// runner keeps, and the runner does the work once the arguments are parsed:
//
//     struct GamesOptions { std::string db, player; bool json = false; };
//
//     Runner setup_games(CLI::App& cmd) {
//         auto o = std::make_shared<GamesOptions>();
//         add_database(cmd, o->db);
//         add_text(cmd, "--player", o->player, "White or Black contains TEXT");
//         add_flag(cmd, "--json", o->json, "print JSON");
//         return [o] { return run_games(*o); };
//     }
//
// A new flag is one field and one add_* line. The runner returns the exit code: 0 success, 1 a file
// or database could not be read or written, 2 bad arguments or bad input. It prints through
// output.hpp; an exception it lets out (a failed write, memory) becomes a message and exit 1.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace damascope::cli {

using Runner = std::function<int()>;
using Setup = Runner (*)(CLI::App& cmd);

struct Command {
    const char* name;
    const char* summary;  // one line for `damascope-cli --help`
    Setup setup;
};

// Parses argv for one of `commands` and runs it; returns the process's exit code.
int run_command_line(std::span<const Command> commands, int argc, char** argv);

// --NAME: a plain flag (no value; `--json=false` is refused).
CLI::Option* add_flag(CLI::App& cmd, const std::string& name, bool& target,
                      const std::string& help);
// --NAME TEXT: any non-empty text; `target` stays empty when the option is absent.
CLI::Option* add_text(CLI::App& cmd, const std::string& name, std::string& target,
                      const std::string& help, const std::string& value_name = "TEXT");
// --NAME N: a whole number (decimal, no sign but '-') from min to max; `max_reason` says where
// a maximum that depends on the machine comes from.
CLI::Option* add_integer(CLI::App& cmd, const std::string& name,
                         std::optional<std::int64_t>& target, std::int64_t min, std::int64_t max,
                         const std::string& help, const std::string& max_reason = "");
// --NAME WORD: one of `choices`.
CLI::Option* add_choice(CLI::App& cmd, const std::string& name, std::string& target,
                        std::vector<std::string> choices, const std::string& help);
// --NAME DATE: 1841, 1841-03 or 1841-03-02 (dots for dashes too), month and day in range.
CLI::Option* add_date(CLI::App& cmd, const std::string& name, std::string& target,
                      const std::string& help);
// --db DB (required): a database file. Always a path, never an SQLite URI.
CLI::Option* add_database(CLI::App& cmd, std::string& target);
// FILE...: the command's positional arguments (at least one).
CLI::Option* add_files(CLI::App& cmd, std::vector<std::string>& target, const std::string& help);

// Whether `text` is a date that add_date accepts.
bool is_valid_date(std::string_view text);

}  // namespace damascope::cli
