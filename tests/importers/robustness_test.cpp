// Broken input never crashes the reader and never loses the good games around it: a mutation
// fuzzer over real excerpts (run under the sanitizers in CI; see fuzz_support.hpp for longer runs).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "fuzz_support.hpp"
#include "importers/csv_board_reader.hpp"
#include "importers/game_file_reader.hpp"
#include "importers/line_reader.hpp"
#include "importers/message_text.hpp"
#include "importers/pdn_reader.hpp"
#include "input_mutator.hpp"

namespace damascope::importers {
namespace {

using namespace testing;

// Real excerpts: the test data, and the starts of the shared files when they are there.
struct Corpus {
    std::vector<std::string> pdn, csv;
};
const Corpus& corpus() {
    static const Corpus c = [] {
        Corpus out;
        for (const auto& e : fs::directory_iterator(DAMASCOPE_TEST_DATA "/importers")) {
            const std::string ext = e.path().extension().string();
            if (ext == ".pdn") out.pdn.push_back(read_file(e.path().string()));
            if (ext == ".csv") out.csv.push_back(read_file(e.path().string()));
        }
        const std::string shared = DAMASCOPE_SHARED_DATA "/";
        for (const char* f :
             {"dhama/OCA_2.0.pdn", "dhama/payne.pdn", "dhama/traps.pdn", "dama/engine_round1.pdn",
              "dhama/pdn3_samples/gem.pdn", "dhama/pdn3_samples/Principles_of_Strategy.pdn"}) {
            if (fs::exists(shared + f)) out.pdn.push_back(read_file(shared + f, 6000));
        }
        for (const char* f : {"dama/engine_round1_csv/MM8_vs_RANDOM.csv",
                              "dama/engine_round1_csv/RANDOM_vs_MCTS4k.csv"}) {
            if (fs::exists(shared + f)) out.csv.push_back(read_file(shared + f, 6000));
        }
        return out;
    }();
    return c;
}

// What every game read from any input must satisfy; "" when it does.
std::string problem_with(const ReadGame& g) {
    if (g.line < 1) return "line " + std::to_string(g.line);
    if (!g.record && g.skip_reason.empty()) return "skipped without a reason";
    if (g.record) {
        const core::GameRecord& r = *g.record;
        if (r.result != "1-0" && r.result != "0-1" && r.result != "1/2-1/2" && r.result != "*")
            return "result " + r.result;
        if (r.stopped) {
            if (r.stopped->ply < 1 ||
                r.moves.size() + 1 != static_cast<std::size_t>(r.stopped->ply))
                return "stopped at ply " + std::to_string(r.stopped->ply) + " after " +
                       std::to_string(r.moves.size()) + " moves";
            if (r.stopped->reason.find("ply " + std::to_string(r.stopped->ply)) ==
                std::string::npos)
                return "stop reason without its ply: " + r.stopped->reason;
        }
    }
    if (g.problems.size() > max_problems_per_game + 1)
        return std::to_string(g.problems.size()) + " problems";
    for (const auto& p : g.problems) {
        if (p.line < 1) return "problem without a line: " + p.message;
        if (!is_valid_utf8(p.message)) return "problem that is not UTF-8: " + p.message;
    }
    // Every message is whole UTF-8 text, whatever the input.
    if (!is_valid_utf8(g.skip_reason)) return "skip reason that is not UTF-8: " + g.skip_reason;
    if (g.record && g.record->stopped && !is_valid_utf8(g.record->stopped->reason))
        return "stop reason that is not UTF-8: " + g.record->stopped->reason;
    // Messages quote what they read only in part: a 100,000-character token is not repeated.
    if (g.skip_reason.size() > 2000)
        return "skip reason of " + std::to_string(g.skip_reason.size());
    if (g.record && g.record->stopped && g.record->stopped->reason.size() > 2000)
        return "stop reason of " + std::to_string(g.record->stopped->reason.size());
    return {};
}

void check_text(const std::string& input) {
    save_last(input);
    for (const ReadGame& g : read_pdn_text(input)) {
        const std::string p = problem_with(g);
        ASSERT_TRUE(p.empty()) << p << "\ninput: " << shown(input, 3000);
    }
}

void check_file(const std::string& path, const std::string& input) {
    save_last(input);
    auto reader = GameFileReader::open(path);
    if (!reader) {
        EXPECT_FALSE(reader.error().empty());
        return;
    }
    while (auto g = reader.value()->next()) {
        const std::string p = problem_with(*g);
        ASSERT_TRUE(p.empty()) << p << "\ninput: " << shown(input, 3000);
    }
    EXPECT_LE(reader.value()->bytes_read(), reader.value()->total_bytes());
}

void check_csv(const std::string& input) {
    save_last(input);
    CsvBoardReader reader(std::make_unique<MemoryByteSource>(input), input.size(), "A_vs_B.csv");
    while (auto g = reader.next()) {
        const std::string p = problem_with(*g);
        ASSERT_TRUE(p.empty()) << p << "\ninput: " << shown(input, 3000);
    }
}

// Pieces of PDN syntax, glued at random: every construct, also where it makes no sense.
const std::vector<std::string> pieces = {"[Event \"x\"]\n",
                                         "[GameType \"30\"]\n",
                                         "[GameType \"21\"]\n",
                                         "[FEN \"W:W21:B1\"]\n",
                                         "[FEN \"B:Wa2:Bh7\"]\n",
                                         "[Result \"1-0\"]\n",
                                         "[Bad",
                                         "\"",
                                         "]",
                                         "1.",
                                         "2...",
                                         "11-15",
                                         "23-19",
                                         "22x15x8",
                                         "d3-d4",
                                         "h7xh1",
                                         "a1xa8xh8",
                                         "{",
                                         "}",
                                         "(",
                                         ")",
                                         ";c\n",
                                         "$",
                                         "$7",
                                         "!?",
                                         "??",
                                         "1-0",
                                         "0-1",
                                         "1/2-1/2",
                                         "*",
                                         "2-0",
                                         "0-0",
                                         "/FEN \"W:W1:B2\"/",
                                         "\n",
                                         "\r\n",
                                         "\r",
                                         " ",
                                         "\t",
                                         "%esc\n",
                                         "99-100",
                                         "x",
                                         "-",
                                         "\xE9",
                                         "\xC3\xA9",
                                         "\xEF\xBB\xBF",
                                         std::string(1, '\0'),
                                         "K",
                                         ":",
                                         "."};

TEST(Robustness, RandomPdnSoupIsReadWithoutCrashing) {
    std::mt19937 rng(12345);
    for (int round = 0; round < 300; ++round) {
        std::string text;
        const int n = static_cast<int>(rng() % 200);
        for (int i = 0; i < n; ++i) {
            text += pieces[rng() % pieces.size()];
            if (rng() % 3 == 0) text += ' ';
        }
        auto games = read_pdn_text(text);
        for (const auto& g : games) {
            EXPECT_GE(g.line, 1);
            if (g.record && g.record->stopped) {
                EXPECT_GE(g.record->stopped->ply, 1);
            }
            if (!g.record) {
                EXPECT_FALSE(g.skip_reason.empty());
            }
        }
    }
}

TEST(Robustness, GoodGamesSurviveBrokenNeighbours) {
    const std::string good = "[Event \"good\"]\n1. 11-15 24-20 2. 8-11 28-24 1-0\n\n";
    const std::vector<std::string> broken = {
        "[Event \"b1\"]\n1. 11-15 {never closed\n\n",
        "[Event \"b2\"]\n1. 11-15 (24-20 (8-11\n\n",
        "[Event \"b3\"]\n1. 99-98 ]]]] }}} 1-0\n\n",
        "[Event \"b4\"]\n[FEN \"nonsense\"]\n1. 11-15 *\n\n",
        "[Event \"b5\n1. 11-15 *\n\n",
    };
    for (const auto& b : broken) {
        auto games = read_pdn_text(good + b + good);
        ASSERT_GE(games.size(), 2u) << b;
        for (const auto* g : {&games.front(), &games.back()}) {
            ASSERT_TRUE(g->record) << b;
            EXPECT_EQ(g->record->tag("Event"), "good") << b;
            EXPECT_EQ(g->record->moves.size(), 4u) << b;
            EXPECT_FALSE(g->record->stopped) << b;
        }
    }
}

TEST(Robustness, MutatedPdnTextIsReadOrReported) {
    const Corpus& c = corpus();
    ASSERT_FALSE(c.pdn.empty());
    InputMutator mutator(fuzz_seed());
    const std::size_t rounds = fuzz_rounds(150);
    for (std::size_t round = 0; round < rounds; ++round) {
        const std::string& base = c.pdn[mutator.below(c.pdn.size())];
        check_text(mutator.mutate(base, false));
        if (HasFatalFailure()) return;
    }
}

// Hands out the text a few bytes at a time, as a pipe or a slow disk may.
class TrickleSource : public ByteSource {
  public:
    TrickleSource(std::string text, std::uint64_t seed) : text_(std::move(text)), rng_(seed) {}
    std::size_t read(char* buf, std::size_t n) override {
        std::size_t k = std::min({n, text_.size() - pos_, std::size_t{1} + rng_() % 7});
        std::memcpy(buf, text_.data() + pos_, k);
        pos_ += k;
        return k;
    }

  private:
    std::string text_;
    std::size_t pos_ = 0;
    std::mt19937_64 rng_;
};

std::string summary(const ReadGame& g) {
    std::string s = std::to_string(g.line) + " " + g.skip_reason;
    if (g.record) {
        for (const auto& m : g.record->moves) s += " " + m.text;
        if (g.record->stopped) s += " | " + g.record->stopped->reason;
    }
    for (const auto& p : g.problems) s += " | " + p.text();
    return s;
}

TEST(Robustness, MutatedTextReadInTinyPiecesGivesTheSameGames) {
    const Corpus& c = corpus();
    InputMutator mutator(fuzz_seed() + 5);
    const std::size_t rounds = fuzz_rounds(150) / 10;
    for (std::size_t round = 0; round < rounds; ++round) {
        std::string input = mutator.mutate(c.pdn[mutator.below(c.pdn.size())], false);
        if (input.size() > 10000) input.resize(10000);  // byte by byte is slow under ASan
        save_last(input);
        const auto whole = read_pdn_text(input);
        PdnReader reader(std::make_unique<TrickleSource>(input, round), input.size());
        std::size_t i = 0;
        while (auto g = reader.next()) {
            ASSERT_LT(i, whole.size()) << shown(input, 3000);
            ASSERT_EQ(summary(*g), summary(whole[i])) << shown(input, 3000);
            ++i;
        }
        ASSERT_EQ(i, whole.size()) << shown(input, 3000);
        ASSERT_EQ(reader.bytes_read(), input.size());
    }
}

TEST(Robustness, MutatedFilesAreReadOrReported) {
    const Corpus& c = corpus();
    TempDir dir;
    InputMutator mutator(fuzz_seed() + 1);
    const std::size_t rounds = fuzz_rounds(150) / 4;
    for (std::size_t round = 0; round < rounds; ++round) {
        const bool csv = mutator.below(2) == 0 && !c.csv.empty();
        const auto& list = csv ? c.csv : c.pdn;
        const std::string input = mutator.mutate(list[mutator.below(list.size())], csv);
        check_file(dir.write(csv ? "White_vs_Black.csv" : "games.pdn", input), input);
        if (HasFatalFailure()) return;
    }
}

TEST(Robustness, MutatedBoardLogsAreReadOrReported) {
    const Corpus& c = corpus();
    ASSERT_FALSE(c.csv.empty());
    InputMutator mutator(fuzz_seed() + 2);
    const std::size_t rounds = fuzz_rounds(150) / 2;
    for (std::size_t round = 0; round < rounds; ++round) {
        check_csv(mutator.mutate(c.csv[mutator.below(c.csv.size())], true));
        if (HasFatalFailure()) return;
    }
}

TEST(Robustness, EveryTruncationOfSmallFiles) {
    const std::string pdn = read_file(DAMASCOPE_TEST_DATA "/importers/oca_comments.pdn", 900);
    ASSERT_EQ(pdn.size(), 900u);
    for (std::size_t n = 0; n <= pdn.size(); ++n) {
        check_text(pdn.substr(0, n));
        if (HasFatalFailure()) return;
    }
    const std::string csv = read_file(DAMASCOPE_TEST_DATA "/importers/MM6_vs_MM9.csv", 700);
    for (std::size_t n = 0; n <= csv.size(); ++n) {
        check_csv(csv.substr(0, n));
        if (HasFatalFailure()) return;
    }
}

TEST(Robustness, FilesThatAreNotGameFiles) {
    TempDir dir;
    auto missing = GameFileReader::open(dir.path() + "/no_such_file.pdn");
    ASSERT_FALSE(missing);
    EXPECT_NE(missing.error().find("no_such_file.pdn"), std::string::npos);
    auto folder = GameFileReader::open(dir.path());
    ASSERT_FALSE(folder);
    EXPECT_NE(folder.error().find("folder"), std::string::npos);
    for (const char* name : {"empty.pdn", "empty.csv"}) {
        auto empty = GameFileReader::open(dir.write(name, ""));
        ASSERT_TRUE(empty) << name;
        EXPECT_FALSE(empty.value()->next()) << name;
    }
    // Binary junk: read as text, reported game by game, never a crash.
    std::mt19937 rng(3);
    std::string junk(50000, '\0');
    for (char& ch : junk) ch = static_cast<char>(rng() % 256);
    check_file(dir.write("junk.pdn", junk), junk);
    check_file(dir.write("junk.csv", junk), junk);
}

}  // namespace
}  // namespace damascope::importers
