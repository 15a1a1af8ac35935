// Writing games as PDN that our importer and other PDN readers read back: the tags (with the
// GameType, the Dama rule set and a setup FEN where needed), then the movetext with move numbers,
// comments, NAGs as $n, nested variations and the result, in lines of at most 80 characters.
//
// Comments: PDN has no escape inside {...}, so a comment holding '{' or '}' is written as
// ';' line comments instead (they run to the end of the line and may hold any character), which
// our importer and PGN-style readers read back byte for byte. A line break inside a comment is
// written as a space (PDN readers join the lines of a comment with a space). Long comments are
// wrapped at single spaces, which the readers read back as the same spaces.
#pragma once

#include <cstddef>
#include <ostream>
#include <span>
#include <string>

#include "core/game_record.hpp"
#include "core/result.hpp"

namespace damascope::exporting {

// One game: its tag pairs, a blank line, the movetext ending with the result, and a newline.
std::string game_to_pdn(const core::GameRecord& g);

// Several games to one stream, a blank line between two games.
class PdnStreamWriter {
  public:
    explicit PdnStreamWriter(std::ostream& out) : out_(out) {}
    void write(const core::GameRecord& g);
    std::size_t games_written() const { return games_; }

  private:
    std::ostream& out_;
    std::size_t games_ = 0;
};

// Writes `games` to the file at `path`, whole or not at all (core/atomic_file.hpp: an existing
// file is replaced only when everything was written); an error says why it could not and that
// the file was left as it was.
core::Result<std::size_t> write_pdn_file(const std::string& path,
                                         std::span<const core::GameRecord> games);

}  // namespace damascope::exporting
