// Replays every committed fuzz input (the seed corpus and every crash or hang the fuzzer found,
// tests/fuzz/regressions/) through its target in the normal test build, so CI checks them all.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "targets.hpp"

namespace damascope::fuzz {

// How GoogleTest names a target in its messages (found by argument-dependent lookup).
void PrintTo(const Target& target, std::ostream* out) {
    *out << target.name;
}

namespace {

namespace fs = std::filesystem;

std::vector<fs::path> inputs_in(const fs::path& dir) {
    std::vector<fs::path> files;
    if (!fs::is_directory(dir)) return files;
    for (const auto& e : fs::directory_iterator(dir))
        if (e.is_regular_file() && e.path().filename().string().front() != '.')
            files.push_back(e.path());
    std::sort(files.begin(), files.end());
    return files;
}

std::string contents(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

class FuzzReplay : public ::testing::TestWithParam<Target> {};

TEST_P(FuzzReplay, EverySeedAndRegressionPasses) {
    const Target& target = GetParam();
    const fs::path root = DAMASCOPE_FUZZ_DIR;
    const std::vector<fs::path> seeds = inputs_in(root / "corpus" / target.name);
    const std::vector<fs::path> regressions = inputs_in(root / "regressions" / target.name);
    // The seeds are committed: an empty folder means the corpus went missing.
    ASSERT_FALSE(seeds.empty()) << "no seed inputs in " << (root / "corpus" / target.name);
    for (const auto* files : {&seeds, &regressions}) {
        for (const fs::path& file : *files) {
            const Findings findings = target.run(contents(file));
            std::string all;
            for (const std::string& f : findings) all += "\n  " + f;
            EXPECT_TRUE(findings.empty()) << file << all;
        }
    }
}

std::string target_name(const ::testing::TestParamInfo<Target>& target) {
    return target.param.name;
}

INSTANTIATE_TEST_SUITE_P(Targets, FuzzReplay, ::testing::ValuesIn(all_targets), target_name);

}  // namespace
}  // namespace damascope::fuzz
