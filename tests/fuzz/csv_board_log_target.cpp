// The CSV board-log reader as the import runs it (AUTO,TIME,BOARD: one board per ply), read once
// whole and once in small pieces.
#include <memory>

#include "checks.hpp"
#include "importers/csv_board_reader.hpp"

namespace damascope::fuzz {

namespace {

std::vector<importers::ReadGame> read_all(std::string_view input, std::size_t piece) {
    importers::CsvBoardReader reader(std::make_unique<PieceByteSource>(input, piece), input.size(),
                                     "logs/White_player_vs_Black_player.csv");
    std::vector<importers::ReadGame> games;
    while (auto g = reader.next()) games.push_back(std::move(*g));
    return games;
}

}  // namespace

Findings csv_board_log_target(std::string_view input) {
    Findings findings;
    // How GameFileReader::open tells a board log by its first line.
    (void)importers::is_board_log_header(input.substr(0, input.find_first_of("\r\n")));
    const std::vector<importers::ReadGame> whole = read_all(input, input.size() + 1);
    if (whole.size() > 1) add_finding(findings, "a board log gave more than one game");
    for (const importers::ReadGame& g : whole) {
        check_read_game(findings, g);
        if (g.record && !core::is_dama_family(g.record->variant))
            add_finding(findings, "a board log read as another game than Dama");
    }
    static constexpr std::size_t piece_sizes[] = {1, 3, 64, 4093};
    const std::size_t piece = piece_sizes[input.size() % std::size(piece_sizes)];
    compare_readings(findings, whole, read_all(input, piece), piece);
    return findings;
}

}  // namespace damascope::fuzz
