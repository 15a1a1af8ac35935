// Which game a PDN record is: from its GameType tag, else from its notation and first move.
#pragma once

#include <optional>
#include <string>

#include "core/types.hpp"
#include "importers/raw_game.hpp"

namespace damascope::importers {

struct VariantGuess {
    std::optional<core::Variant> variant;  // nullopt: not a game we play
    std::string unsupported_reason;        // set when variant is nullopt
};

// GameType 21 (any extra fields after a comma) is Dhama, 30 is Dama, any other number is another
// game. Without GameType: algebraic squares mean Dama; numbers mean Dhama (English draughts),
// unless a number above 32 or a 10x10 white opening move shows international draughts.
VariantGuess detect_variant(const RawGame& game);

// The PDN name of a GameType number ("international draughts" for 20), or "" if unknown.
std::string game_type_name(int game_type);

}  // namespace damascope::importers
