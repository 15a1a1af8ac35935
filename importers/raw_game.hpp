// A game as written in a PDN file, before replay: tags, move texts, annotations, variations.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "importers/message_text.hpp"

namespace damascope::importers {

struct RawMove {
    std::string text;  // as written: "22x15", "d3-d4"
    std::int64_t line = 0;
    int column = 0;
    std::vector<int> nags;
    std::string comment;
    std::string comment_before;  // a comment opening a variation, before its first move
    std::vector<std::vector<RawMove>> variations;  // alternatives to this move
    // The move number written right before this move (0: none) and whether it was the second
    // mover's ("12..."): they show where a variation that was not closed ends.
    int number = 0;
    bool second_mover_number = false;
};

struct RawGame {
    std::int64_t line = 0;      // line of the first token
    std::int64_t end_line = 0;  // line of the last token
    std::vector<std::pair<std::string, std::string>> tags;
    std::string comment;    // before the first move
    std::string setup_fen;  // from a /FEN "..."/ setup command in a comment, if any
    std::vector<RawMove> moves;
    std::string result;  // the result token of the movetext, as written ("" if none)
    // What the reader had to read past or cut, and what it did (bounded per game).
    std::vector<ReadProblem> problems;
    // Bytes of the lines of the game, and how many of them are no text (LineReader).
    std::uint64_t bytes = 0, non_text_bytes = 0;

    const std::string* tag(std::string_view name) const {
        for (const auto& [k, v] : tags)
            if (k == name) return &v;
        return nullptr;
    }
};

// The moves of a line as PDN text ("11-15 23-19 (22-17 ...) 9-14"), for variations kept as text.
std::string line_to_text(const std::vector<RawMove>& moves);

}  // namespace damascope::importers
