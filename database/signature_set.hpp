// The duplicate signatures of a database held in memory during a bulk load: a game whose signature
// is not among them cannot be a duplicate, so only the others are checked in SQL. An
// open-addressing hash set of 64-bit values, 16 bytes per value at most.
#pragma once

#include <cstdint>
#include <vector>

namespace damascope::database {

class SignatureSet {
  public:
    void clear() {
        std::vector<std::uint64_t>().swap(slots_);
        size_ = 0;
        has_zero_ = false;
    }
    bool contains(std::uint64_t v) const {
        if (v == 0) return has_zero_;
        if (slots_.empty()) return false;
        for (std::size_t i = slot_of(v);; i = (i + 1) & (slots_.size() - 1)) {
            if (slots_[i] == v) return true;
            if (slots_[i] == 0) return false;
        }
    }
    void insert(std::uint64_t v) {
        if (v == 0) {
            has_zero_ = true;
            return;
        }
        if ((size_ + 1) * 2 > slots_.size()) grow();
        if (place(slots_, v)) ++size_;
    }

  private:
    std::size_t slot_of(std::uint64_t v) const {
        // Signatures are hashes already; a multiply spreads any that are not.
        return static_cast<std::size_t>((v * 0x9E3779B97F4A7C15ULL) >> 20) & (slots_.size() - 1);
    }
    // False when `v` was there already.
    bool place(std::vector<std::uint64_t>& slots, std::uint64_t v) const {
        const std::size_t mask = slots.size() - 1;
        for (std::size_t i = static_cast<std::size_t>((v * 0x9E3779B97F4A7C15ULL) >> 20) & mask;;
             i = (i + 1) & mask) {
            if (slots[i] == v) return false;
            if (slots[i] == 0) {
                slots[i] = v;
                return true;
            }
        }
    }
    void grow() {
        std::vector<std::uint64_t> bigger(slots_.empty() ? 1024 : slots_.size() * 2, 0);
        for (std::uint64_t v : slots_)
            if (v != 0) place(bigger, v);
        slots_.swap(bigger);
    }

    std::vector<std::uint64_t> slots_;  // 0 = empty; the size is a power of two
    std::size_t size_ = 0;
    bool has_zero_ = false;
};

}  // namespace damascope::database
