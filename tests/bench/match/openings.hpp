// The match's openings: named lines from a PDN file and/or random plies, kept only when balanced.
#pragma once

#include <string>
#include <vector>

#include "core/types.hpp"
#include "referee.hpp"

namespace damascope::match {

// The games of a PDN file of openings (resources/openings_english_draughts.pdn): each game's moves
// from the start position, named by its Opening tag. A move that is not legal ends that opening's
// line there (and `problems` says so).
std::vector<Opening> read_pdn_openings(core::Variant v, const std::string& path,
                                       std::vector<std::string>& problems);

struct RandomOpeningOptions {
    int pairs = 50;         // openings wanted (each is played with both colours)
    int random_plies = 6;   // random legal plies after the base line
    unsigned seed = 1;      // the same seed gives the same openings
    int balance_cp = 60;    // keep an opening when |our score| <= this (centi-men)...
    int balance_depth = 8;  // ...at this depth
};

// `options.pairs` openings: the bases taken in a seeded shuffled order (the start position when
// `bases` is empty), each followed by random plies until our engine finds it balanced (the last
// try is kept after 200).
std::vector<Opening> make_openings(core::Variant v, const std::vector<Opening>& bases,
                                   const RandomOpeningOptions& options);

}  // namespace damascope::match
