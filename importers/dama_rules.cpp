#include "importers/dama_rules.hpp"

#include <cctype>
#include <string>

namespace damascope::importers {

std::string_view dama_rules_name(DamaRules r) {
    switch (r) {
        case DamaRules::auto_detect:
            return "auto";
        case DamaRules::arab:
            return "arab";
        case DamaRules::turkish:
            return "turkish";
    }
    return "?";
}

std::optional<DamaRules> parse_dama_rules(std::string_view name) {
    for (DamaRules r : {DamaRules::auto_detect, DamaRules::arab, DamaRules::turkish})
        if (name == dama_rules_name(r)) return r;
    return std::nullopt;
}

std::optional<core::Variant> rules_tag_variant(std::string_view value) {
    const auto first = value.find_first_not_of(" \t");
    if (first == std::string_view::npos) return std::nullopt;
    value = value.substr(first, value.find_last_not_of(" \t") - first + 1);
    std::string lower;
    for (char c : value) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (lower == "arab") return core::Variant::dama;
    if (lower == "turkish" || lower == "federation") return core::Variant::turkish;
    return std::nullopt;
}

}  // namespace damascope::importers
