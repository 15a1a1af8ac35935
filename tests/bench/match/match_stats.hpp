// A match's result as numbers: W–D–L, score, and an Elo difference with its 95% interval.
#pragma once

#include <span>
#include <string>

namespace damascope::match {

struct EloEstimate {
    int samples = 0;         // games (trinomial) or game pairs (pentanomial)
    double score = 0.5;      // mean score of the first engine, 0..1
    double score_error = 0;  // standard error of that mean
    double elo = 0;          // Elo difference from the score (±inf at 0 or 1)
    double elo_low = 0;      // the 95% interval: score ± 1.96 standard errors, as Elo
    double elo_high = 0;
};

// The Elo difference a score (0..1) stands for: -400·log10(1/score - 1); ±infinity at 1 and 0.
double elo_from_score(double score);

// The estimate from independent samples of the first engine's score, each 0..1: one per game
// (trinomial: 0, ½, 1) or one per pair of games played from the same opening with colours swapped
// (pentanomial: the pair's mean, 0, ¼, ½, ¾, 1). The pair form removes the openings' own bias from
// the spread. The variance is the samples' own (divided by n), as fishtest does.
EloEstimate estimate_elo(std::span<const double> samples);

// "+147 (95%: -33 to +504)".
std::string elo_text(const EloEstimate& e);

}  // namespace damascope::match
