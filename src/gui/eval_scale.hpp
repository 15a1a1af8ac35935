// The evaluation graph's vertical scale, wx-free: where a score goes for a chosen range. The
// automatic scale compresses (a man about a third of the way up, five nearly at the edge); a range
// of 2, 5 or 10 men is linear, that score at the edge and beyond it clipped, so that a smaller
// range makes the swings of a level game taller.
#pragma once

namespace damascope::gui {

inline constexpr int kAutomaticGraphRange = 0;

// The ranges offered, from the widest view to the tallest: automatic, 10, 5, 2 men.
inline constexpr int kGraphRanges[] = {kAutomaticGraphRange, 10, 5, 2};

// `range` if it is one of kGraphRanges, else the automatic scale (a bad saved setting).
int valid_graph_range(long range);

// The next range `steps` along kGraphRanges (positive: taller), stopping at either end.
int step_graph_range(int range, int steps);

// How far from the middle `men` (White's view) is drawn, -1 (bottom edge) to 1 (top edge).
double graph_fraction(double men, int range);

// The y of `men` in a graph `height` pixels tall, with a margin of 4 pixels at the edges.
double graph_y(double men, int range, double height);

}  // namespace damascope::gui
