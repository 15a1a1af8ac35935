#include "cli/command_line.hpp"

#include <fmt/core.h>

#include <charconv>
#include <new>
#include <string_view>

#include "cli/output.hpp"
#include "core/version.hpp"

namespace damascope::cli {

namespace {

// Given twice, an option is an error: CLI11 would otherwise keep the last value of some kinds.
CLI::Option* once(CLI::Option* option) {
    return option->multi_option_policy(CLI::MultiOptionPolicy::Throw);
}

CLI::Validator non_empty() {
    return CLI::Validator(
        [](std::string& value) { return value.empty() ? std::string("the value is empty") : ""; },
        "", "non-empty");
}

std::optional<std::int64_t> whole_number(std::string_view text) {
    std::int64_t n = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, n);
    if (ec != std::errc{} || ptr != end || text.empty()) return std::nullopt;
    return n;
}

std::string range_text(std::int64_t min, std::int64_t max, const std::string& max_reason) {
    if (max == INT64_MAX) return fmt::format("{} or more", min);
    if (max_reason.empty()) return fmt::format("{} to {}", min, max);
    return fmt::format("{} to {}: {}", min, max, max_reason);
}

void print_usage(std::span<const Command> commands, bool to_stdout) {
    std::string text = "usage: damascope-cli COMMAND [OPTIONS]\n\ncommands:\n";
    for (const auto& c : commands) text += fmt::format("  {:<10} {}\n", c.name, c.summary);
    text +=
        "\n'damascope-cli COMMAND --help' lists the options of a command. Each command takes "
        "--json\nfor machine-readable output where it prints results. Exit codes: 0 success, 1 a "
        "file or\ndatabase could not be read or written, 2 bad arguments or bad input. "
        "'damascope-cli --version'\nprints the version.\n";
    if (to_stdout) {
        write_stdout(text);
        flush_stdout();
    } else {
        write_stderr(text);
    }
}

// The message for a parse error, naming the option; CLI11's wording where it is clear already.
std::string explain(const CLI::ParseError& e, const CLI::App& cmd) {
    for (const CLI::Option* option : cmd.get_options()) {
        if (option->get_multi_option_policy() == CLI::MultiOptionPolicy::Throw &&
            option->count() > 1)
            return fmt::format("{} is given {} times; give it once", option->get_name(),
                               option->count());
    }
    std::string what = e.what();
    if (auto at = what.find(" was given a disallowed flag override"); at != std::string::npos)
        return fmt::format("--{} takes no value", what.substr(0, at));
    if (what.ends_with(" missing") && what.find(" required ") != std::string::npos)
        return fmt::format("{} needs a value", what.substr(0, what.find(':')));
    return what;
}

// Runs a parsed command: exceptions it lets out and a standard output that cannot be written
// are exit 1 with a message, never an abort and never a silent success.
int run_guarded(const Runner& runner) {
    int code = 0;
    try {
        code = runner();
        flush_stdout();
        return code;
    } catch (const OutputError& e) {
        error("{}", e.what());
    } catch (const std::bad_alloc&) {
        error("out of memory");
    } catch (const std::exception& e) {
        error("{}", e.what());
    }
    return code != 0 ? code : 1;
}

}  // namespace

bool is_valid_date(std::string_view text) {
    // YYYY, then optionally [-.]MM, then optionally [-.]DD.
    const auto number = [&](std::size_t at, std::size_t digits) -> int {
        if (at + digits > text.size()) return -1;
        int n = 0;
        for (std::size_t i = at; i < at + digits; ++i) {
            if (text[i] < '0' || text[i] > '9') return -1;
            n = n * 10 + (text[i] - '0');
        }
        return n;
    };
    const auto separator = [&](std::size_t at) {
        return at < text.size() && (text[at] == '-' || text[at] == '.');
    };
    if (number(0, 4) < 0) return false;
    if (text.size() == 4) return true;
    const int month = separator(4) ? number(5, 2) : -1;
    if (month < 1 || month > 12) return false;
    if (text.size() == 7) return true;
    const int day = separator(7) ? number(8, 2) : -1;
    return day >= 1 && day <= 31 && text.size() == 10;
}

CLI::Option* add_flag(CLI::App& cmd, const std::string& name, bool& target,
                      const std::string& help) {
    return once(cmd.add_flag(name, target, help))->disable_flag_override();
}

CLI::Option* add_text(CLI::App& cmd, const std::string& name, std::string& target,
                      const std::string& help, const std::string& value_name) {
    return once(cmd.add_option(name, target, help))->check(non_empty())->type_name(value_name);
}

CLI::Option* add_integer(CLI::App& cmd, const std::string& name,
                         std::optional<std::int64_t>& target, std::int64_t min, std::int64_t max,
                         const std::string& help, const std::string& max_reason) {
    // Checked on the text before CLI11 converts it: CLI11 alone would take "0x10" as 16 and
    // clamp a number too big for 64 bits instead of refusing it.
    CLI::Validator in_range(
        [min, max, max_reason](std::string& value) -> std::string {
            const auto n = whole_number(value);
            if (!n) return fmt::format("'{}' is not a whole number", value);
            if (*n < min || *n > max)
                return fmt::format("{} is out of range ({})", value,
                                   range_text(min, max, max_reason));
            return "";
        },
        "", "whole number");
    return once(cmd.add_option(name, target,
                               fmt::format("{} ({})", help, range_text(min, max, max_reason))))
        ->check(in_range)
        ->type_name("N");
}

CLI::Option* add_choice(CLI::App& cmd, const std::string& name, std::string& target,
                        std::vector<std::string> choices, const std::string& help) {
    std::string listed;
    for (const auto& c : choices) listed += (listed.empty() ? "" : "|") + c;
    CLI::Validator one_of(
        [choices, listed](std::string& value) -> std::string {
            for (const auto& c : choices)
                if (value == c) return "";
            return fmt::format("'{}' is not one of {}", value, listed);
        },
        "", "choice");
    return once(cmd.add_option(name, target, help))->check(one_of)->type_name(listed);
}

CLI::Option* add_date(CLI::App& cmd, const std::string& name, std::string& target,
                      const std::string& help) {
    CLI::Validator date(
        [](std::string& value) -> std::string {
            if (is_valid_date(value)) return "";
            return fmt::format(
                "'{}' is not a date: write 1841, 1841-03 or 1841-03-02 (or with dots)", value);
        },
        "", "date");
    return once(cmd.add_option(name, target, help))->check(date)->type_name("DATE");
}

CLI::Option* add_database(CLI::App& cmd, std::string& target) {
    return add_text(cmd, "--db", target, "the database file (a path, never an SQLite URI)", "DB")
        ->required();
}

CLI::Option* add_files(CLI::App& cmd, std::vector<std::string>& target, const std::string& help) {
    return cmd.add_option("FILE", target, help)->check(non_empty())->required()->type_name("FILE");
}

int run_command_line(std::span<const Command> commands, int argc, char** argv) {
    const auto find = [&](std::string_view name) -> const Command* {
        for (const auto& c : commands)
            if (name == c.name) return &c;
        return nullptr;
    };
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty()) {
        print_usage(commands, false);
        return 2;
    }
    if (args[0] == "help" && args.size() == 2) {
        if (!find(args[1])) {
            error("unknown command '{}'", args[1]);
            print_usage(commands, false);
            return 2;
        }
        args = {args[1], "--help"};  // "help COMMAND" is "COMMAND --help"
    } else if (args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        if (args.size() > 1) {
            error("'{}' takes no arguments", args[0]);
            return 2;
        }
        return run_guarded([&] {
            print_usage(commands, true);
            return 0;
        });
    }
    if (args[0] == "--version") {
        if (args.size() > 1) {
            error("'--version' takes no arguments");
            return 2;
        }
        return run_guarded([] {
            write_stdout(fmt::format("damascope-cli {}\n", core::version));
            return 0;
        });
    }
    const Command* command = find(args[0]);
    if (!command) {
        error("unknown command '{}'", args[0]);
        print_usage(commands, false);
        return 2;
    }

    // "--db=" is an empty value; CLI11 would take the next argument as the value instead.
    for (std::size_t i = 1; i < args.size(); ++i) {
        if (args[i] == "--") break;
        if (args[i].starts_with("--") && args[i].ends_with("=") &&
            args[i].find('=') == args[i].size() - 1) {
            error("{}: {}: the value is empty", command->name,
                  args[i].substr(0, args[i].size() - 1));
            return 2;
        }
    }
    // One parser for the one command named: a file named like another command stays a file.
    CLI::App cmd(command->summary, fmt::format("damascope-cli {}", command->name));
    const Runner runner = command->setup(cmd);
    try {
        std::vector<std::string> reversed(args.rbegin(), args.rend() - 1);  // CLI11 reads backwards
        cmd.parse(reversed);
    } catch (const CLI::CallForHelp&) {
        return run_guarded([&] {
            write_stdout(cmd.help());
            return 0;
        });
    } catch (const CLI::ParseError& e) {
        error("{}: {}", command->name, explain(e, cmd));
        write_stderr(fmt::format("('damascope-cli {} --help' lists its options)\n", command->name));
        return 2;
    }
    return run_guarded(runner);
}

}  // namespace damascope::cli
