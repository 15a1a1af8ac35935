// Every real game file in ../shared/data read as `import` reads it, written back as PDN and read
// again: the same games (variant, start, moves of every line with marks, comments, NAGs, tags,
// result), read without a single problem, in lines of at most 80 characters.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <sstream>

#include "core/fen.hpp"
#include "core/variant_name.hpp"
#include "export/pdn_writer.hpp"
#include "export_test_support.hpp"
#include "importers/dama_rules.hpp"
#include "shared_data.hpp"

namespace damascope::exporting {
namespace {

using testing::expect_same_game;
using testing::read_records;

std::vector<std::string> game_files(const std::string& folder) {
    std::vector<std::string> files;
    for (const auto& e : std::filesystem::recursive_directory_iterator(folder)) {
        if (!e.is_regular_file()) continue;
        const auto ext = e.path().extension().string();
        if (ext == ".pdn" || ext == ".csv") files.push_back(e.path().string());
    }
    std::sort(files.begin(), files.end());
    return files;
}

// The movetext lines (after the tags) of exported PDN longer than 80 characters that are not a
// single word (a word cannot be cut).
std::vector<std::string> long_lines(const std::string& pdn) {
    std::vector<std::string> found;
    std::istringstream in(pdn);
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line.front() == '[' || line.size() <= 80) continue;
        const bool one_word = line.find(' ', line.front() == ';' ? 2 : 0) == std::string::npos;
        if (!one_word) found.push_back(line);
    }
    return found;
}

struct Counts {
    std::size_t games = 0, variations = 0, comments = 0, nags = 0, turkish = 0, setups = 0;
};

void count_line(const std::vector<core::RecordedMove>& moves, Counts& n) {
    for (const auto& m : moves) {
        n.comments += !m.comment.empty() + !m.comment_before.empty();
        n.nags += m.nags.size();
        n.variations += m.variations.size();
        for (const auto& v : m.variations) count_line(v, n);
    }
}

// Every game of every file: written, read back, compared.
void round_trip(const std::vector<std::string>& files, Counts& n) {
    for (const auto& file : files) {
        const auto original = read_records(file);
        std::ostringstream out;
        PdnStreamWriter writer(out);
        for (const auto& g : original) writer.write(g);
        const std::string pdn = out.str();
        EXPECT_EQ(writer.games_written(), original.size());
        const auto again = importers::read_pdn_text(pdn);
        ASSERT_EQ(again.size(), original.size()) << file << ": games read back";
        for (std::size_t i = 0; i < original.size(); ++i) {
            const std::string where = file + ", game " + std::to_string(i + 1);
            ASSERT_TRUE(again[i].record) << where << ": " << again[i].skip_reason;
            EXPECT_TRUE(again[i].problems.empty())
                << where << ": " << again[i].problems.front().message << "\n"
                << game_to_pdn(original[i]);
            expect_same_game(original[i], *again[i].record, where);
            // The tags that tell a reader how to replay it say what the game is.
            const auto& g = *again[i].record;
            EXPECT_EQ(g.tag("GameType"), std::to_string(core::pdn_game_type(g.variant))) << where;
            if (g.variant == core::Variant::turkish) {
                EXPECT_EQ(importers::rules_tag_variant(g.tag("Rules")), core::Variant::turkish)
                    << where << ": " << g.tag("Rules");
                ++n.turkish;
            }
            if (!(g.start == core::Position::initial(g.variant))) {
                // As the file named it, or SetUp when it had none.
                EXPECT_TRUE(g.tag("SetUp") == "1" || g.tag("Setup") == "1") << where;
                EXPECT_TRUE(core::parse_fen(g.variant, g.tag("FEN")).value() == g.start) << where;
                ++n.setups;
            }
            if (::testing::Test::HasFailure()) {
                ADD_FAILURE() << "first game that differs:\n" << game_to_pdn(original[i]);
                return;
            }
            count_line(original[i].moves, n);
            n.comments += !original[i].comment.empty();
        }
        const auto lines = long_lines(pdn);
        EXPECT_TRUE(lines.empty()) << file << ": " << lines.size() << " lines over 80 characters, "
                                   << (lines.empty() ? "" : lines.front());
        n.games += original.size();
    }
    std::cout << "round trip: " << n.games << " games, " << n.variations << " variations, "
              << n.comments << " comments, " << n.nags << " NAGs, " << n.turkish << " turkish, "
              << n.setups << " set-up starts\n";
}

TEST(PdnRoundTrip, EverySharedFileReadsBackAsTheSameGames) {
    DAMASCOPE_NEEDS_SHARED_DATA();
    const auto files = game_files(DAMASCOPE_SHARED_DATA);
    ASSERT_GE(files.size(), 234u) << "the shared data holds 9 PDN files and 225 CSV board logs";
    Counts n;
    round_trip(files, n);
    // What the files hold (README of the shared data): 22,621 OCA games, 50 Payne, 15 traps,
    // 225 engine games twice (PDN and CSV), and the PDN 3.0 samples. Their supported games have
    // comments and set-up positions but no variation or NAG (the samples that have them are
    // international draughts, skipped): the importer's test files below have those.
    EXPECT_GT(n.games, 22621u + 50 + 15 + 450);
    EXPECT_GT(n.comments, 100u);
    EXPECT_GT(n.setups, 100u);
}

// The importer's own test files: nested variations, move strength marks, line comments, Unicode,
// UTF-16, rule sets, damaged records (read back as far as they read, then clean).
TEST(PdnRoundTrip, EveryImporterTestFileReadsBackAsTheSameGames) {
    const auto files = game_files(std::string(DAMASCOPE_TEST_DATA) + "/importers");
    ASSERT_GE(files.size(), 10u);
    Counts n;
    round_trip(files, n);
    // (NAGs: none of these files' supported games has one; pdn_writer_test writes and reads them.)
    EXPECT_GT(n.variations, 5u);
    EXPECT_GT(n.turkish, 0u);
}

}  // namespace
}  // namespace damascope::exporting
