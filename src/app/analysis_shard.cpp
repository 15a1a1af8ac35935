#include "app/analysis_shard.hpp"

#include <algorithm>
#include <charconv>
#include <iterator>
#include <string>

namespace damascope::app {

namespace {

std::optional<int> whole_number(std::string_view text) {
    int n = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, n);
    if (text.empty() || ec != std::errc{} || ptr != end) return std::nullopt;
    return n;
}

// 'text' (built step by step: gcc 12 warns wrongly about "'" + std::string(...)).
std::string quoted(std::string_view text) {
    std::string s;
    s.reserve(text.size() + 2);
    s += '\'';
    s += text;
    s += '\'';
    return s;
}

}  // namespace

core::Result<Shard> parse_shard(std::string_view text) {
    const auto slash = text.find('/');
    if (slash == std::string_view::npos)
        return core::Error{quoted(text) + " is not K/N (shard K of N, such as 2/8)"};
    const auto k = whole_number(text.substr(0, slash));
    const auto n = whole_number(text.substr(slash + 1));
    if (!k || !n)
        return core::Error{quoted(text) +
                           " is not K/N with whole numbers (shard K of N, such as 2/8)"};
    if (*n < 1 || *n > max_shards)
        return core::Error{quoted(text) + ": N is 1 to " + std::to_string(max_shards)};
    if (*k < 1 || *k > *n)
        return core::Error{quoted(text) + ": K is 1 to N (" + std::to_string(*n) + ")"};
    return Shard{*k, *n};
}

std::vector<std::int64_t> shard_games(const std::vector<std::int64_t>& ids, Shard s) {
    std::vector<std::int64_t> out;
    std::copy_if(ids.begin(), ids.end(), std::back_inserter(out),
                 [s](std::int64_t id) { return in_shard(id, s); });
    return out;
}

core::Result<std::vector<std::int64_t>> PartStore::games_analysed(int min_depth) {
    auto in_part = part_.games_analysed(min_depth);
    if (!in_part) return in_part;
    auto in_db = source_.games_analysed(min_depth);
    if (!in_db) return in_db;
    std::vector<std::int64_t> both;
    std::set_union(in_part->begin(), in_part->end(), in_db->begin(), in_db->end(),
                   std::back_inserter(both));
    return both;
}

core::Result<bool> PartStore::save(const database::GameAnalysis& a) {
    auto signature = source_.game_moves_signature(a.game_id);
    if (!signature) return core::Error{signature.error()};
    return part_.save(a, *signature);
}

}  // namespace damascope::app
