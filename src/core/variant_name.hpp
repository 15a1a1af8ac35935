// Names of variants as users and files write them.
#pragma once

#include <optional>
#include <string_view>

#include "types.hpp"

namespace damascope::core {

// The name on the command line and in JSON: "dama", "turkish", "dhama".
constexpr std::string_view variant_name(Variant v) {
    switch (v) {
        case Variant::dama:
            return "dama";
        case Variant::turkish:
            return "turkish";
        case Variant::dhama:
            return "dhama";
    }
    return "?";
}

constexpr std::optional<Variant> parse_variant(std::string_view s) {
    for (Variant v : all_variants)
        if (s == variant_name(v)) return v;
    return std::nullopt;
}

// "dama, turkish or dhama", for messages that list the accepted names.
inline constexpr std::string_view variant_choices = "dama, turkish or dhama";

// The game and its rules in words a player knows ("Dama — Arab rules"); the GUI translates these.
constexpr std::string_view variant_title(Variant v) {
    switch (v) {
        case Variant::dama:
            return "Dama \u2014 Arab rules";
        case Variant::turkish:
            return "Dama \u2014 Turkish federation";
        case Variant::dhama:
            return "Dhama";
    }
    return "?";
}

// PDN GameType numbers: 30 is Turkish draughts (under either rule set), 21 English draughts.
constexpr int pdn_game_type(Variant v) {
    return is_dama_family(v) ? 30 : 21;
}

}  // namespace damascope::core
