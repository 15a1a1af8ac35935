// The names of the marks on a move, as --json prints them.
#pragma once

#include <string>
#include <vector>

#include "core/game_record.hpp"

namespace damascope::cli {

inline std::vector<std::string> mark_names(core::MarkSet marks) {
    std::vector<std::string> names;
    for (core::Mark m : core::all_marks)
        if (core::has_mark(marks, m)) names.emplace_back(core::mark_name(m));
    return names;
}

}  // namespace damascope::cli
