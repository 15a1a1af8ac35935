// Which evaluation the app's engines use: the learned networks (the default) or the classic,
// hand-made one (Analysis > Use the learned evaluation). One choice for the engine panel and the
// analysis jobs, kept here so that both ask the same question. No wx here.
#pragma once

#include <string>
#include <vector>

#include "analysis/learned/network.hpp"

namespace damascope::app {

enum class Evaluation { learned, classic };

// The networks `e` asks for: none for classic; for learned, each shipped network that loads (its
// variant uses the classic evaluation otherwise, and `problems` gets the file and the reason).
analysis::learned::NetworkSet networks_for(Evaluation e,
                                           std::vector<std::string>* problems = nullptr);

}  // namespace damascope::app
