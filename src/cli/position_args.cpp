#include "cli/position_args.hpp"

#include <fmt/core.h>

#include "core/fen.hpp"
#include "core/variant_name.hpp"

namespace damascope::cli {

std::optional<core::Position> position_from_args(const ParsedArgs& args, const char* command) {
    auto variant_text = args.value("variant");
    if (!variant_text) {
        fmt::print(stderr, "error: {} needs --variant dama or --variant dhama\n", command);
        return std::nullopt;
    }
    auto variant = core::parse_variant(*variant_text);
    if (!variant) {
        fmt::print(stderr, "error: unknown variant '{}' (expected dama or dhama)\n", *variant_text);
        return std::nullopt;
    }
    auto fen = args.value("fen");
    if (!fen) return core::Position::initial(*variant);
    auto r = core::parse_fen(*variant, *fen);
    if (!r) {
        fmt::print(stderr, "error: bad FEN: {}\n", r.error());
        return std::nullopt;
    }
    return r.value();
}

}  // namespace damascope::cli
