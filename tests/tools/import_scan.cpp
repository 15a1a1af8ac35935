// Reads every game file under the given files or folders (PDN and CSV, no database) and lists, per
// file, what the importer did not read cleanly: skipped games, stopped games and problems reported,
// grouped by kind (the message with its numbers and quoted text blanked out).
// Usage: import_scan PATH... [--list]   (--list prints every message, not only the kinds)
#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "importers/game_file_reader.hpp"

namespace {

namespace fs = std::filesystem;

// The message with what varies from game to game replaced: quoted text by '…', numbers by N.
std::string kind_of(std::string_view message) {
    std::string out;
    for (std::size_t i = 0; i < message.size(); ++i) {
        const char c = message[i];
        if (c == '\'' || c == '"') {
            const std::size_t close = message.find(c, i + 1);
            if (close != std::string_view::npos && close - i < 200) {
                out += c;
                out += "...";
                out += c;
                i = close;
                continue;
            }
        }
        if (std::isdigit(static_cast<unsigned char>(c)) != 0) {
            while (i + 1 < message.size() &&
                   std::isdigit(static_cast<unsigned char>(message[i + 1])) != 0)
                ++i;
            out += 'N';
            continue;
        }
        out += c;
    }
    return out;
}

// "line 12, column 4: text" -> "text"; "ply 37 (19. 14x23): text (line 6, column 4)" -> "text".
std::string without_place(std::string message) {
    if (message.rfind("line ", 0) == 0) {
        const std::size_t colon = message.find(": ");
        if (colon != std::string::npos) message.erase(0, colon + 2);
    }
    if (message.rfind("ply ", 0) == 0) {
        const std::size_t colon = message.find("): ");
        if (colon != std::string::npos) message.erase(0, colon + 3);
    }
    const std::size_t where = message.rfind(" (line ");
    if (where != std::string::npos) message.erase(where);
    return message;
}

struct FileCounts {
    long games = 0, stored = 0, plies = 0, skipped = 0, unsupported = 0, stopped = 0, damaged = 0,
         problems = 0;
    std::map<std::string, long> kinds;
};

FileCounts scan(const std::string& path, bool list) {
    FileCounts counts;
    auto reader = damascope::importers::GameFileReader::open(path);
    if (!reader) {
        ++counts.kinds["file not read: " + kind_of(reader.error())];
        if (list) std::printf("  %s\n", reader.error().c_str());
        return counts;
    }
    const auto note = [&](const std::string& what, std::int64_t line, const std::string& message) {
        ++counts.kinds[what + ": " + kind_of(without_place(message))];
        if (list)
            std::printf("  %s:%lld %s: %s\n", path.c_str(), static_cast<long long>(line),
                        what.c_str(), message.c_str());
    };
    while (auto g = reader.value()->next()) {
        ++counts.games;
        for (const auto& p : g->problems) {
            ++counts.problems;
            note("problem", p.line, p.text());
        }
        if (!g->record) {
            ++(g->unsupported ? counts.unsupported : counts.skipped);
            note(g->unsupported ? "unsupported"
                 : g->junk      ? "junk"
                                : "skipped",
                 g->line, g->skip_reason);
            continue;
        }
        ++counts.stored;
        counts.plies += static_cast<long>(g->record->moves.size());
        if (g->record->damaged) ++counts.damaged;
        if (g->record->stopped) {
            ++counts.stopped;
            note("stopped", g->line, g->record->stopped->reason);
        }
    }
    return counts;
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> files;
    bool list = false;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--list") == 0) {
            list = true;
            continue;
        }
        const fs::path p(argv[i]);
        if (fs::is_directory(p)) {
            for (const auto& e : fs::recursive_directory_iterator(p)) {
                const std::string ext = e.path().extension().string();
                if (e.is_regular_file() && (ext == ".pdn" || ext == ".csv"))
                    files.push_back(e.path().string());
            }
        } else {
            files.push_back(p.string());
        }
    }
    if (files.empty()) {
        std::fprintf(stderr, "usage: import_scan PATH... [--list]\n");
        return 2;
    }
    std::sort(files.begin(), files.end());
    FileCounts total;
    long clean_files = 0;
    for (const std::string& f : files) {
        const FileCounts c = scan(f, list);
        total.games += c.games;
        total.stored += c.stored;
        total.plies += c.plies;
        total.skipped += c.skipped;
        total.unsupported += c.unsupported;
        total.stopped += c.stopped;
        total.damaged += c.damaged;
        total.problems += c.problems;
        for (const auto& [k, n] : c.kinds) total.kinds[k] += n;
        if (c.kinds.empty()) {
            ++clean_files;
            continue;
        }
        std::printf(
            "%s: %ld games, %ld stored (%ld plies), %ld stopped, %ld with problems, "
            "%ld skipped, %ld unsupported\n",
            f.c_str(), c.games, c.stored, c.plies, c.stopped, c.damaged, c.skipped, c.unsupported);
        for (const auto& [k, n] : c.kinds) std::printf("    %5ld  %s\n", n, k.c_str());
    }
    std::printf(
        "%zu files (%ld read with nothing to report): %ld games, %ld stored (%ld plies), "
        "%ld stopped, %ld with problems, %ld skipped, %ld unsupported\n",
        files.size(), clean_files, total.games, total.stored, total.plies, total.stopped,
        total.damaged, total.skipped, total.unsupported);
    for (const auto& [k, n] : total.kinds) std::printf("    %5ld  %s\n", n, k.c_str());
    return 0;
}
