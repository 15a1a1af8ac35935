#include "core/partial_date.hpp"

#include <algorithm>
#include <vector>

namespace damascope::core {

namespace {

bool all_of(const std::string& s, char c) {
    return !s.empty() && std::all_of(s.begin(), s.end(), [c](char x) { return x == c; });
}

bool digits(const std::string& s) {
    return !s.empty() &&
           std::all_of(s.begin(), s.end(), [](char x) { return x >= '0' && x <= '9'; });
}

}  // namespace

std::optional<std::string> known_date(const std::string& stored) {
    // PDN writes YYYY.MM.DD; some files use '-' or '/'.
    std::vector<std::string> parts(1);
    for (char c : stored) {
        if (c == '.' || c == '-' || c == '/')
            parts.emplace_back();
        else
            parts.back() += c;
    }
    if (parts.size() > 3 || parts[0].size() != 4) return std::nullopt;
    for (std::size_t i = 1; i < parts.size(); ++i)
        if (parts[i].size() != 2) return std::nullopt;
    for (const auto& p : parts)
        if (!digits(p) && !all_of(p, '?')) return std::nullopt;
    // Drop the unknown parts at the end: "1841.??.??" is the year 1841.
    while (!parts.empty() && all_of(parts.back(), '?')) parts.pop_back();
    std::string out;
    for (const auto& p : parts) {
        if (!out.empty()) out += '-';
        out += all_of(p, '?') ? std::string("?") : p;
    }
    return out;
}

}  // namespace damascope::core
