// The PDN reader as the import runs it: a byte stream decoded, tokenized, parsed into games and
// replayed, read once whole and (on some inputs: see below) once more in small pieces.
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

Findings read_and_check(std::string_view input, bool read_in_pieces) {
    Findings findings;
    const std::vector<importers::ReadGame> whole = read_all(input, input.size() + 1, findings);
    for (const importers::ReadGame& g : whole) check_read_game(findings, g);
    if (!read_in_pieces) return findings;
    // Piece sizes that cut lines, CRLF pairs, UTF-8 sequences and byte order marks anywhere.
    static constexpr std::size_t piece_sizes[] = {1, 2, 3, 5, 64, 4093};
    const std::size_t piece = piece_sizes[input.size() % std::size(piece_sizes)];
    compare_readings(findings, whole, read_all(input, piece, findings), piece);
    return findings;
}

}  // namespace

Findings pdn_reader_target(std::string_view input) {
    // The second reading doubles the cost of an input (more with pieces of a byte or two) and
    // finds only what depends on how the bytes arrive: it is done on small inputs, which are
    // cheap, and on one larger input in four (chosen by its bytes, so a finding reproduces).
    return read_and_check(input, input.size() <= 256 || input_hash(input) % 4 == 0);
}

Findings pdn_reader_target_full(std::string_view input) {
    return read_and_check(input, true);
}

}  // namespace damascope::fuzz
