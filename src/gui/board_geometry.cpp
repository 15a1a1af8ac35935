#include "board_geometry.hpp"

#include <algorithm>
#include <cmath>

namespace damascope::gui {

BoardGeometry::BoardGeometry(double width, double height, bool flipped, double margin)
    : flipped_(flipped) {
    const double side = std::max(0.0, std::min(width, height));
    square_ = side / (8 + 2 * margin);
    left_ = (width - 8 * square_) / 2;
    top_ = (height - 8 * square_) / 2;
}

// White's side (rank 1) is at the bottom and file a at the left; flipped, both are turned round,
// which is a rotation by 180 degrees (a mirror would turn only one of them).
int BoardGeometry::column_of(core::Square s) const {
    return flipped_ ? 7 - core::file_of(s) : core::file_of(s);
}

int BoardGeometry::row_of(core::Square s) const {
    return flipped_ ? core::rank_of(s) : 7 - core::rank_of(s);
}

SquareRect BoardGeometry::rect(core::Square s) const {
    return {left_ + column_of(s) * square_, top_ + row_of(s) * square_, square_};
}

std::optional<core::Square> BoardGeometry::square_at(double x, double y) const {
    if (square_ <= 0) return std::nullopt;
    const double cx = (x - left_) / square_, cy = (y - top_) / square_;
    if (cx < 0 || cy < 0 || cx >= 8 || cy >= 8) return std::nullopt;
    const int col = static_cast<int>(std::floor(cx)), row = static_cast<int>(std::floor(cy));
    const int file = flipped_ ? 7 - col : col;
    const int rank = flipped_ ? row : 7 - row;
    return core::make_square(file, rank);
}

double BoardGeometry::file_label_x(int file) const {
    const int col = flipped_ ? 7 - file : file;
    return left_ + (col + 0.5) * square_;
}

double BoardGeometry::rank_label_y(int rank) const {
    const int row = flipped_ ? rank : 7 - rank;
    return top_ + (row + 0.5) * square_;
}

}  // namespace damascope::gui
