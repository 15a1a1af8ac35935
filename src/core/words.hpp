// Splitting a line of a text protocol into words.
#pragma once

#include <string_view>
#include <vector>

namespace damascope::core {

// The words of `line`, separated by runs of spaces, tabs and line ends; views into `line`.
inline std::vector<std::string_view> words_of(std::string_view line) {
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (i < line.size()) {
        const std::size_t begin = line.find_first_not_of(" \t\r\n", i);
        if (begin == std::string_view::npos) break;
        std::size_t end = line.find_first_of(" \t\r\n", begin);
        if (end == std::string_view::npos) end = line.size();
        words.push_back(line.substr(begin, end - begin));
        i = end;
    }
    return words;
}

}  // namespace damascope::core
