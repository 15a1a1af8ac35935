// A recorded game as the importers produce it and the database stores it: the start, the moves
// played (with the rule-break marks found while replaying them), annotations and the result.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "game_state.hpp"
#include "move.hpp"
#include "position.hpp"

namespace damascope::core {

// Marks on a ply, as a bit set. The importer sets the rule marks; the annotator the judgement
// marks.
enum class Mark : std::uint16_t {
    missed_capture = 1 << 0,  // a non-capture while a capture was compulsory
    longer_chain_available =
        1 << 1,  // fewer pieces taken than another capture, or a chain stopped early
    inaccuracy = 1 << 2,
    mistake = 1 << 3,
    blunder = 1 << 4,
};
using MarkSet = std::uint16_t;
constexpr MarkSet operator|(Mark a, Mark b) {
    return static_cast<MarkSet>(static_cast<MarkSet>(a) | static_cast<MarkSet>(b));
}
constexpr bool has_mark(MarkSet set, Mark m) {
    return (set & static_cast<MarkSet>(m)) != 0;
}
constexpr void add_mark(MarkSet& set, Mark m) {
    set = static_cast<MarkSet>(set | static_cast<MarkSet>(m));
}
// "missed_capture", "longer_chain_available", "inaccuracy", "mistake", "blunder".
const char* mark_name(Mark m);
inline constexpr Mark all_marks[] = {Mark::missed_capture, Mark::longer_chain_available,
                                     Mark::inaccuracy, Mark::mistake, Mark::blunder};

struct RecordedMove {
    Move move;         // as replayed on the board
    std::string text;  // as written in the file
    MarkSet marks = 0;
    std::string comment;  // comment following the move
    // A comment before the move where no move precedes it in its line: the first move of a
    // variation (the game's first move has GameRecord::comment instead). May hold [%cal]/[%csl].
    std::string comment_before;
    std::vector<int> nags;  // $n; the move marks ! ? !! ?? !? ?! become NAGs 1-6
    // Alternatives to this move, each starting from the position before it.
    std::vector<std::vector<RecordedMove>> variations;
};

// Where the replay of a record had to stop: the ply (from 1) of the impossible move, and why.
struct StoppedAt {
    int ply = 0;
    std::string reason;
};

struct GameRecord {
    Variant variant = Variant::dama;
    std::vector<std::pair<std::string, std::string>> tags;  // in file order
    std::string start_fen;                                  // empty: the standard start
    Position start = Position::initial(Variant::dama);
    std::string comment;  // before the first move
    std::vector<RecordedMove> moves;
    std::string result = "*";            // "1-0", "0-1", "1/2-1/2" or "*" as in PDN
    Outcome outcome = Outcome::ongoing;  // the result in colours
    std::optional<StoppedAt> stopped;
    // The reader had to read past damage in the record (an unclosed comment or variation, a cut,
    // a word that is no move...) and reported it; what it kept is the record as far as it reads.
    bool damaged = false;

    // The value of a tag, or an empty string.
    std::string tag(const std::string& name) const {
        for (const auto& [k, v] : tags)
            if (k == name) return v;
        return {};
    }
};

}  // namespace damascope::core
