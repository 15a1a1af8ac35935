// GameFileReader for PDN: decoding, tokenizer, parser and replay chained over one byte source.
#pragma once

#include <memory>

#include "importers/game_file_reader.hpp"
#include "importers/line_reader.hpp"
#include "importers/pdn_parser.hpp"
#include "importers/pdn_tokenizer.hpp"

namespace damascope::importers {

class PdnReader : public GameFileReader {
  public:
    PdnReader(std::unique_ptr<ByteSource> source, std::uint64_t total_bytes,
              const ReadOptions& options = {});

    std::optional<ReadGame> next() override;
    std::uint64_t bytes_read() const override { return lines_.bytes_read(); }
    std::uint64_t total_bytes() const override { return total_; }

  private:
    std::optional<ReadGame> read_one();

    std::unique_ptr<ByteSource> source_;
    std::optional<ReadGame> held_;  // read ahead while joining pieces of junk
    LineReader lines_;
    PdnTokenizer tokens_;
    PdnParser parser_;
    std::uint64_t total_;
    ReadOptions options_;
};

}  // namespace damascope::importers
