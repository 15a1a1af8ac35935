// Where the squares of the board are drawn in a view of a given size, and which square a point
// hits. GUI-free (no wx) so it is tested on its own. Flipping turns the board 180 degrees, never
// mirrors.
#pragma once

#include <optional>

#include "core/types.hpp"

namespace damascope::gui {

struct SquareRect {
    double x = 0, y = 0, size = 0;  // top-left corner and side, in view pixels
    double center_x() const { return x + size / 2; }
    double center_y() const { return y + size / 2; }
};

class BoardGeometry {
  public:
    // A board centred in a view of width x height pixels, leaving `margin` (a fraction of the
    // square size) around it for the coordinates.
    BoardGeometry(double width, double height, bool flipped, double margin = 0.5);

    bool flipped() const { return flipped_; }
    double square_size() const { return square_; }
    double left() const { return left_; }  // the board's outer corner, without the margin
    double top() const { return top_; }
    double board_size() const { return square_ * 8; }

    // The column (0 = left) and row (0 = top) a square is drawn at.
    int column_of(core::Square s) const;
    int row_of(core::Square s) const;
    SquareRect rect(core::Square s) const;
    // The square under a point, or nullopt outside the board.
    std::optional<core::Square> square_at(double x, double y) const;

    // Centres of the coordinate labels: a file's letter below the board, a rank's number to its
    // left.
    double file_label_x(int file) const;
    double rank_label_y(int rank) const;

  private:
    double square_ = 0, left_ = 0, top_ = 0;
    bool flipped_ = false;
};

}  // namespace damascope::gui
