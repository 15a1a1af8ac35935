// The PDN reader as the import runs it: a byte stream decoded, tokenized, parsed into games and
// replayed, read once whole and once in small pieces.
#include <memory>

#include "checks.hpp"
#include "importers/pdn_reader.hpp"

namespace damascope::fuzz {

namespace {

std::vector<importers::ReadGame> read_all(std::string_view input, std::size_t piece,
                                          Findings& findings) {
    importers::PdnReader reader(std::make_unique<PieceByteSource>(input, piece), input.size());
    std::vector<importers::ReadGame> games;
    while (auto g = reader.next()) games.push_back(std::move(*g));
    if (reader.bytes_read() != input.size())
        add_finding(findings, "the reader stopped after " + std::to_string(reader.bytes_read()) +
                                  " of " + std::to_string(input.size()) + " bytes");
    return games;
}

}  // namespace

Findings pdn_reader_target(std::string_view input) {
    Findings findings;
    const std::vector<importers::ReadGame> whole = read_all(input, input.size() + 1, findings);
    for (const importers::ReadGame& g : whole) check_read_game(findings, g);
    // Piece sizes that cut lines, CRLF pairs, UTF-8 sequences and byte order marks anywhere.
    static constexpr std::size_t piece_sizes[] = {1, 2, 3, 5, 64, 4093};
    const std::size_t piece = piece_sizes[input.size() % std::size(piece_sizes)];
    compare_readings(findings, whole, read_all(input, piece, findings), piece);
    return findings;
}

}  // namespace damascope::fuzz
