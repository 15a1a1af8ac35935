// Search scores: centi-men (a man is 100), or a forced result encoded near score_win.
#pragma once

namespace damascope::analysis {

// A win for the side that scores it, reached now; a win in n plies scores score_win - n.
inline constexpr int score_win = 30000;
// Above every real score; the initial window of a search.
inline constexpr int score_infinite = 32000;
// Scores at least this far from zero are forced results, not evaluations.
inline constexpr int score_forced = score_win - 1000;
// A man, the unit of evaluation.
inline constexpr int man_value = 100;

constexpr bool is_forced(int score) {
    return score >= score_forced || score <= -score_forced;
}

// Plies to the end of a forced result: > 0 when `score` wins, < 0 when it loses, 0 otherwise.
constexpr int forced_plies(int score) {
    if (score >= score_forced) return score_win - score;
    if (score <= -score_forced) return -(score_win + score);
    return 0;
}

// A forced score as seen one ply nearer the root (win in n plies from the child = n + 1 from here)
// and back: the transposition table stores forced scores relative to the node, not the root.
constexpr int score_to_table(int score, int ply) {
    if (score >= score_forced) return score + ply;
    if (score <= -score_forced) return score - ply;
    return score;
}
constexpr int score_from_table(int score, int ply) {
    if (score >= score_forced) return score - ply;
    if (score <= -score_forced) return score + ply;
    return score;
}

}  // namespace damascope::analysis
