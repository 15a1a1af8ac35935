// The evaluation over a game as the report draws it, like the app's graph: White's advantage is
// the light area, a score of one man a third of the way from the middle (tanh(men / 3)), the
// marked plies as coloured bars with a dot.
#pragma once

#include <string>
#include <vector>

#include "core/annotation.hpp"
#include "database/game_database.hpp"

namespace damascope::exporting {

// `marks[ply]`: the marks of each main-line ply (0 for none); `label`: the picture's accessible
// name ("evaluation graph").
std::string evaluation_graph_svg(const database::GameAnalysis& a,
                                 const std::vector<core::MarkSet>& marks, const std::string& label);

}  // namespace damascope::exporting
