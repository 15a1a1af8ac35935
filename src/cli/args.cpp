#include "cli/args.hpp"

#include <fmt/core.h>
#include <charconv>

namespace damascope::cli {

namespace {
bool contains(std::initializer_list<std::string_view> list, std::string_view s) {
    for (auto x : list)
        if (x == s) return true;
    return false;
}
}  // namespace

std::optional<ParsedArgs> ParsedArgs::parse(std::span<const std::string_view> args,
                                            std::initializer_list<std::string_view> options,
                                            std::initializer_list<std::string_view> flags) {
    ParsedArgs parsed;
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string_view a = args[i];
        if (a.size() > 2 && a.substr(0, 2) == "--") {
            std::string_view name = a.substr(2);
            std::optional<std::string_view> inline_value;
            if (auto eq = name.find('='); eq != std::string_view::npos) {
                inline_value = name.substr(eq + 1);
                name = name.substr(0, eq);
            }
            if (contains(flags, name) && !inline_value) {
                parsed.flags_.emplace(name);
            } else if (contains(options, name)) {
                if (inline_value) {
                    parsed.values_[std::string(name)] = std::string(*inline_value);
                } else if (i + 1 < args.size()) {
                    parsed.values_[std::string(name)] = std::string(args[++i]);
                } else {
                    fmt::print(stderr, "error: --{} needs a value\n", name);
                    return std::nullopt;
                }
            } else {
                fmt::print(stderr, "error: unknown option --{}\n", name);
                return std::nullopt;
            }
        } else {
            parsed.positional_.emplace_back(a);
        }
    }
    return parsed;
}

bool ParsedArgs::has(std::string_view name) const {
    return flags_.find(name) != flags_.end() || values_.find(name) != values_.end();
}

std::optional<std::string> ParsedArgs::value(std::string_view name) const {
    auto it = values_.find(name);
    if (it == values_.end()) return std::nullopt;
    return it->second;
}

std::optional<long long> ParsedArgs::integer(std::string_view name, long long min, long long max,
                                             bool& bad) const {
    auto text = value(name);
    if (!text) return std::nullopt;
    long long v = 0;
    const char* end = text->data() + text->size();
    auto [ptr, ec] = std::from_chars(text->data(), end, v);
    if (ec != std::errc{} || ptr != end || v < min || v > max) {
        fmt::print(stderr, "error: --{} must be a whole number from {} to {}, got '{}'\n", name,
                   min, max, *text);
        bad = true;
        return std::nullopt;
    }
    return v;
}

}  // namespace damascope::cli
