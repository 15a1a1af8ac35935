// FNV-1a, 64 bits: the checksum of what damascope writes and later reads back (endgame tables,
// analysis part files), so that damage to the bytes is found before they are used. Not for
// security: it finds accidents (flipped or overwritten bytes), not a forger.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

namespace damascope::core {

class Fnv1a {
  public:
    static constexpr std::uint64_t offset_basis = 0xCBF29CE484222325ULL;
    static constexpr std::uint64_t prime = 0x100000001B3ULL;

    void byte(std::uint8_t b) {
        h_ ^= b;
        h_ *= prime;
    }
    void u64(std::uint64_t v) {
        for (int i = 0; i < 8; ++i) byte(static_cast<std::uint8_t>(v >> (8 * i)));
    }
    void i64(std::int64_t v) { u64(static_cast<std::uint64_t>(v)); }
    // The length first, so that two texts cannot run together.
    void text(std::string_view s) {
        u64(s.size());
        for (char c : s) byte(static_cast<std::uint8_t>(c));
    }
    // Many bytes: FNV-1a over little-endian 64-bit words (then the last bytes one by one), eight
    // times faster than byte by byte, which matters for hundreds of megabytes of tables. Each step
    // (xor, multiply by an odd number) is a bijection, so one changed word always changes the sum.
    void words(std::span<const std::uint8_t> data) {
        std::size_t i = 0;
        for (; i + 8 <= data.size(); i += 8) {
            std::uint64_t w = 0;  // read as little-endian on any machine (compiled to one load)
            for (int b = 0; b < 8; ++b) w |= std::uint64_t{data[i + b]} << (8 * b);
            h_ ^= w;
            h_ *= prime;
        }
        for (; i < data.size(); ++i) byte(data[i]);
    }
    std::uint64_t value() const { return h_; }

  private:
    std::uint64_t h_ = offset_basis;
};

}  // namespace damascope::core
