// Which of Dama's two rule sets a record is read under: the seed's (`dama`, "Arab rules") or the
// Turkish federation's (`turkish`). Dhama records are not concerned.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "core/types.hpp"

namespace damascope::importers {

enum class DamaRules : std::uint8_t {
    auto_detect,  // a [Rules] tag decides; without one, the seed's rules unless a move needs the
                  // federation's (then the whole game is replayed under them)
    arab,         // every Dama game under the seed's rules, whatever its tags say
    turkish,      // every Dama game under the federation's rules, whatever its tags say
};

// "auto", "arab" or "turkish", as the --rules option writes them.
std::string_view dama_rules_name(DamaRules r);
std::optional<DamaRules> parse_dama_rules(std::string_view name);

// The rule set a [Rules "..."] tag names: "arab" is `dama`; "turkish" and "federation" are
// `turkish` (any case, spaces around ignored). nullopt for any other value.
std::optional<core::Variant> rules_tag_variant(std::string_view value);

// What reading a file may be told by its caller.
struct ReadOptions {
    DamaRules dama_rules = DamaRules::auto_detect;
};

}  // namespace damascope::importers
