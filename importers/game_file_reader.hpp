// Reading game files (PDN, CSV board logs) as a stream of replayed game records.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game_record.hpp"
#include "core/result.hpp"
#include "importers/dama_rules.hpp"
#include "importers/message_text.hpp"

namespace damascope::importers {

// One game read from a file: replayed into a record, or skipped with the reason.
struct ReadGame {
    std::optional<core::GameRecord> record;  // nullopt when the game was skipped
    std::string skip_reason;    // why it was skipped (unsupported variant, no moves, ...)
    bool unsupported = false;   // another game type (e.g. GameType 20, international draughts)
    bool junk = false;          // no game at all: text without tags or moves, binary data
    std::int64_t line = 0;      // 1-based line of the game's first tag/move in the file
    std::int64_t end_line = 0;  // and of its last token
    // What was read past or cut without losing the game, and what was done: an unclosed comment
    // or variation, a word that is no move, a variation that could not be replayed (kept as text
    // in a comment)... A stored game with problems is marked damaged.
    std::vector<ReadProblem> problems;
    // core::Position::hash() of the start and of the position after each main-line move of
    // `record` (found while replaying: the database's position index needs them).
    std::vector<std::uint64_t> position_hashes;
    // A Dama game replayed under the Turkish federation's rules because a move needed them (no
    // [Rules] tag and no rule set forced by the reader's options).
    bool rules_from_moves = false;
};

class GameFileReader {
  public:
    // Opens a PDN file (or a CSV board log: AUTO,TIME,BOARD) for streaming; error says why it
    // cannot. `options` say which Dama rules its games are read under.
    static core::Result<std::unique_ptr<GameFileReader>> open(const std::string& path,
                                                              const ReadOptions& options = {});
    virtual ~GameFileReader() = default;
    virtual std::optional<ReadGame> next() = 0;    // nullopt at the end of the file
    virtual std::uint64_t bytes_read() const = 0;  // for progress
    virtual std::uint64_t total_bytes() const = 0;
};

// The same from text in memory (tests, pasted games).
std::vector<ReadGame> read_pdn_text(std::string_view text, const ReadOptions& options = {});

}  // namespace damascope::importers
