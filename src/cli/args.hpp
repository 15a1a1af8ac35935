// A small command-line parser: --flag, --option VALUE and positional arguments.
#pragma once

#include <initializer_list>
#include <map>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace damascope::cli {

class ParsedArgs {
  public:
    // Parses `args` knowing which names take a value and which are plain flags. Returns nullopt and
    // prints a message on stderr for an unknown option or a missing value.
    static std::optional<ParsedArgs> parse(std::span<const std::string_view> args,
                                           std::initializer_list<std::string_view> options,
                                           std::initializer_list<std::string_view> flags);

    bool has(std::string_view name) const;
    std::optional<std::string> value(std::string_view name) const;
    // The option's value as an integer; nullopt when absent, an error message on stderr and
    // `bad` set when present but not a whole number in [min, max].
    std::optional<long long> integer(std::string_view name, long long min, long long max,
                                     bool& bad) const;
    const std::vector<std::string>& positional() const { return positional_; }

  private:
    std::map<std::string, std::string, std::less<>> values_;
    std::set<std::string, std::less<>> flags_;
    std::vector<std::string> positional_;
};

}  // namespace damascope::cli
