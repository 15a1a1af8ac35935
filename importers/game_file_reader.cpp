#include "importers/game_file_reader.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>

#include "importers/csv_board_reader.hpp"
#include "importers/pdn_reader.hpp"

namespace damascope::importers {

core::Result<std::unique_ptr<GameFileReader>> GameFileReader::open(const std::string& path,
                                                                   const ReadOptions& options) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
        return core::Error{"cannot read '" + path + "': it is a folder"};
    std::FILE* f = std::fopen(path.c_str(), "rb");
    if (f == nullptr) return core::Error{"cannot open '" + path + "': " + std::strerror(errno)};
    auto size = std::filesystem::file_size(path, ec);
    const std::uint64_t total = ec ? 0 : static_cast<std::uint64_t>(size);
    auto source = std::make_unique<FileByteSource>(f);

    // A board log by extension or by its header line; anything else is read as PDN.
    char head[256];
    std::size_t n = std::fread(head, 1, sizeof head, f);
    std::string_view first(head, n);
    // A database (ours or another program's) is no game file, whatever its name.
    if (first.substr(0, 16) == std::string_view("SQLite format 3\0", 16))
        return core::Error{"cannot read '" + path +
                           "': it is an SQLite database (a damascope collection?), not a game "
                           "file"};
    first = first.substr(0, first.find_first_of("\r\n"));
    std::string ext = std::filesystem::path(path).extension().string();
    for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    const bool csv = ext == ".csv" || is_board_log_header(first);
    if (std::fseek(f, 0, SEEK_SET) != 0)
        return core::Error{"cannot read '" + path + "': " + std::strerror(errno)};

    std::unique_ptr<GameFileReader> reader;
    if (csv) {
        reader = std::make_unique<CsvBoardReader>(std::move(source), total, path, options);
    } else {
        reader = std::make_unique<PdnReader>(std::move(source), total, options);
    }
    return reader;
}

std::vector<ReadGame> read_pdn_text(std::string_view text, const ReadOptions& options) {
    PdnReader reader(std::make_unique<MemoryByteSource>(text), text.size(), options);
    std::vector<ReadGame> games;
    while (auto g = reader.next()) games.push_back(std::move(*g));
    return games;
}

}  // namespace damascope::importers
