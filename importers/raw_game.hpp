// A game as written in a PDN file, before replay: tags, move texts, annotations, variations.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace damascope::importers {

struct RawMove {
    std::string text;  // as written: "22x15", "d3-d4"
    std::int64_t line = 0;
    int column = 0;
    std::vector<int> nags;
    std::string comment;
    std::vector<std::vector<RawMove>> variations;  // alternatives to this move
};

struct RawGame {
    std::int64_t line = 0;  // line of the first token
    std::vector<std::pair<std::string, std::string>> tags;
    std::string comment;    // before the first move
    std::string setup_fen;  // from a /FEN "..."/ setup command in a comment, if any
    std::vector<RawMove> moves;
    std::string result;                 // the result token of the movetext, as written ("" if none)
    std::vector<std::string> warnings;  // "line L, column C: ..."

    const std::string* tag(std::string_view name) const {
        for (const auto& [k, v] : tags)
            if (k == name) return &v;
        return nullptr;
    }
};

// The moves of a line as PDN text ("11-15 23-19 (22-17 ...) 9-14"), for variations kept as text.
std::string line_to_text(const std::vector<RawMove>& moves);

}  // namespace damascope::importers
