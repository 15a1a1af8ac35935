// Helpers shared by the robustness tests: files, temporary folders, and the knobs of the fuzzer.
//
// A longer fuzz session by hand (a sanitizer build), e.g. for ten minutes of seeds:
//   DAMASCOPE_FUZZ_ROUNDS=3000 DAMASCOPE_FUZZ_SEED=7 DAMASCOPE_FUZZ_LAST=/tmp/last_input
//   importers_test --gtest_filter='Robustness.*:CoreTextFuzz.*'
// DAMASCOPE_FUZZ_LAST receives each input before it is read: after a crash it holds the crasher.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>

namespace damascope::importers::testing {

namespace fs = std::filesystem;

inline std::string read_file(const std::string& path, std::size_t max_bytes = std::string::npos) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    std::string s = ss.str();
    if (s.size() > max_bytes) s.resize(max_bytes);
    return s;
}

inline const char* env(const char* name) {
    const char* v = std::getenv(name);
    return v != nullptr && *v != '\0' ? v : nullptr;
}

inline std::uint64_t fuzz_seed() {
    const char* s = env("DAMASCOPE_FUZZ_SEED");
    return s != nullptr ? std::strtoull(s, nullptr, 10) : 20261130;
}

// Rounds of the mutation tests: a modest fixed number in CI, more by hand.
inline std::size_t fuzz_rounds(std::size_t ci_rounds) {
    const char* s = env("DAMASCOPE_FUZZ_ROUNDS");
    return s != nullptr ? std::strtoull(s, nullptr, 10) : ci_rounds;
}

inline void save_last(const std::string& input) {
    if (const char* path = env("DAMASCOPE_FUZZ_LAST")) {
        std::ofstream out(path, std::ios::binary | std::ios::trunc);
        out << input;
    }
}

// A file in a fresh temporary folder, removed with it.
class TempDir {
  public:
    TempDir() {
        path_ = fs::temp_directory_path() /
                ("damascope_robustness_" + std::to_string(std::random_device{}()));
        fs::create_directories(path_);
    }
    ~TempDir() {
        std::error_code ec;
        fs::remove_all(path_, ec);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    std::string write(const std::string& name, const std::string& content) const {
        const std::string p = (path_ / name).string();
        std::ofstream out(p, std::ios::binary | std::ios::trunc);
        out << content;
        return p;
    }
    std::string path() const { return path_.string(); }

  private:
    fs::path path_;
};

}  // namespace damascope::importers::testing
