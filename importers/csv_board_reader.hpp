// GameFileReader for CSV board logs (AUTO,TIME,BOARD: one Dama board per ply): each move is
// reconstructed as the legal (or physically possible) move leading from one board to the next.
#pragma once

#include <memory>
#include <string>

#include "importers/game_file_reader.hpp"
#include "importers/line_reader.hpp"

namespace damascope::importers {

class CsvBoardReader : public GameFileReader {
  public:
    // `name` is the file name; "<white>_vs_<black>.csv" gives the players.
    CsvBoardReader(std::unique_ptr<ByteSource> source, std::uint64_t total_bytes, std::string name,
                   const ReadOptions& options = {});

    std::optional<ReadGame> next() override;  // the whole log is one game
    std::uint64_t bytes_read() const override { return lines_.bytes_read(); }
    std::uint64_t total_bytes() const override { return total_; }

  private:
    std::unique_ptr<ByteSource> source_;
    LineReader lines_;
    std::uint64_t total_;
    std::string name_;
    ReadOptions options_;
    bool done_ = false;
};

// True when the first line of a file is a board-log header (AUTO,TIME,BOARD).
bool is_board_log_header(std::string_view first_line);

}  // namespace damascope::importers
