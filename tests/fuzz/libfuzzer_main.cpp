// The libFuzzer entry point of one target, chosen at compile time (DAMASCOPE_FUZZ_TARGET names one
// of the functions in targets.hpp). A failed check aborts, which libFuzzer reports as a crash and
// saves the input.
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "targets.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const damascope::fuzz::Findings findings = damascope::fuzz::DAMASCOPE_FUZZ_TARGET(
        std::string_view(reinterpret_cast<const char*>(data), size));
    if (findings.empty()) return 0;
    for (const std::string& f : findings)
        std::fprintf(stderr, "fuzz check failed: %s\n", f.c_str());
    std::abort();
}
