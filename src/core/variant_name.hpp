// Names of variants as users and files write them.
#pragma once

#include <optional>
#include <string_view>

#include "types.hpp"

namespace damascope::core {

constexpr std::string_view variant_name(Variant v) {
    return v == Variant::dama ? "dama" : "dhama";
}

constexpr std::optional<Variant> parse_variant(std::string_view s) {
    if (s == "dama") return Variant::dama;
    if (s == "dhama") return Variant::dhama;
    return std::nullopt;
}

// PDN GameType numbers: 30 is Turkish draughts, 21 English draughts.
constexpr int pdn_game_type(Variant v) {
    return v == Variant::dama ? 30 : 21;
}

}  // namespace damascope::core
