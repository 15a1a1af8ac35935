#include "database/game_signature.hpp"

#include <string_view>

namespace damascope::database {

namespace {

// FNV-1a over the fields, with a length or separator after each so that fields cannot run together.
class Hasher {
  public:
    void byte(std::uint8_t b) {
        h_ ^= b;
        h_ *= 0x100000001B3ULL;
    }
    void u64(std::uint64_t v) {
        for (int i = 0; i < 8; ++i) byte(static_cast<std::uint8_t>(v >> (8 * i)));
    }
    void text(std::string_view s) {
        u64(s.size());
        for (char c : s) byte(static_cast<std::uint8_t>(c));
    }
    std::uint64_t value() const { return h_; }

  private:
    std::uint64_t h_ = 0xCBF29CE484222325ULL;
};

}  // namespace

std::uint64_t game_signature(const core::GameRecord& g) {
    Hasher h;
    h.byte(static_cast<std::uint8_t>(g.variant));
    h.u64(g.start.hash());
    h.u64(g.moves.size());
    for (const auto& m : g.moves) {
        h.byte(m.move.from);
        h.byte(m.move.to);
        h.u64(m.move.captured);
    }
    h.text(g.tag("White"));
    h.text(g.tag("Black"));
    h.text(g.result);
    return h.value();
}

}  // namespace damascope::database
