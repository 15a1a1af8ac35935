// PDN FEN: "W:Wa2,b2,Kd5:Bh7" (Dama) or "B:W21-32:B1-12" (Dhama); ranges, any order, trailing dot.
#pragma once

#include <string>
#include <string_view>

#include "position.hpp"
#include "result.hpp"

namespace damascope::core {

Result<Position> parse_fen(Variant v, std::string_view fen);
std::string to_fen(const Position& pos);

}  // namespace damascope::core
