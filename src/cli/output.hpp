// Everything damascope-cli prints goes through here:
// - out(): results on standard output, every write checked (a failed write throws OutputError;
//   main turns it into a message and exit 1, so a full disk never passes for success);
// - error() / warning(): messages on standard error, never throwing;
// - print_json(): --json documents, always valid UTF-8 (a broken byte becomes U+FFFD).
// Text from files goes through terminal_text(), so it cannot drive the user's terminal.
#pragma once

#include <fmt/core.h>

#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <string_view>

#include "cli/terminal_text.hpp"

namespace damascope::cli {

// JSON documents keep their fields in the order they are written.
using Json = nlohmann::ordered_json;

// Standard output could not be written (disk full, closed pipe, ...).
class OutputError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// Writes `text` to standard output as it is; throws OutputError when it cannot.
void write_stdout(std::string_view text);
// Pushes out what standard output holds; throws OutputError when it cannot.
void flush_stdout();
// Writes `text` to standard error as it is (used for progress lines); never throws.
void write_stderr(std::string_view text) noexcept;

// Formatted text on standard output, made terminal-safe.
template <class... T>
void out(fmt::format_string<T...> format, T&&... args) {
    write_stdout(terminal_text(fmt::format(format, std::forward<T>(args)...)));
}

// "error: ..." on standard error, one line.
template <class... T>
void error(fmt::format_string<T...> format, T&&... args) noexcept {
    try {
        write_stderr(terminal_text("error: " + fmt::format(format, std::forward<T>(args)...)) +
                     "\n");
    } catch (...) {
        write_stderr("error: (the message could not be formatted)\n");
    }
}

// "warning: ..." on standard error, one line: the command goes on.
template <class... T>
void warning(fmt::format_string<T...> format, T&&... args) noexcept {
    try {
        write_stderr(terminal_text("warning: " + fmt::format(format, std::forward<T>(args)...)) +
                     "\n");
    } catch (...) {
        write_stderr("warning: (the message could not be formatted)\n");
    }
}

// `json` on one line of standard output.
void print_json(const Json& json);

}  // namespace damascope::cli
