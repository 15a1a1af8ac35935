// A move is identified by (from, to, set of captured squares), as the rules ask.
#pragma once

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <new>

#include "types.hpp"

namespace damascope::core {

struct Move {
    Bitboard captured = 0;
    std::uint8_t from = 0;
    std::uint8_t to = 0;

    constexpr bool is_capture() const { return captured != 0; }
    constexpr int capture_count() const { return popcount(captured); }
    friend constexpr bool operator==(const Move&, const Move&) = default;
};

// A fixed-capacity list of moves, kept on the stack in the move generator's hot path.
// The capacity is far above anything a real position produces (16 damas with 14 squares each make
// 224 quiet moves); should it ever fill, further moves are dropped and overflowed() says so.
class MoveList {
  public:
    static constexpr std::size_t capacity = 512;

    MoveList() {}  // leaves the storage uninitialised: the list is built in the hot path
    MoveList(const MoveList& other) : size_(other.size_), overflowed_(other.overflowed_) {
        for (std::size_t i = 0; i < size_; ++i) new (&storage_.moves[i]) Move(other[i]);
    }
    MoveList& operator=(const MoveList& other) {
        size_ = other.size_;
        overflowed_ = other.overflowed_;
        for (std::size_t i = 0; i < size_; ++i) new (&storage_.moves[i]) Move(other[i]);
        return *this;
    }

    void push(const Move& m) {
        if (size_ < capacity) {
            new (&storage_.moves[size_++]) Move(m);
        } else {
            overflowed_ = true;
        }
    }
    void resize(std::size_t n) {
        assert(n <= size_);
        size_ = n;
    }
    void clear() { size_ = 0; }
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    bool overflowed() const { return overflowed_; }
    const Move& operator[](std::size_t i) const { return storage_.moves[i]; }
    Move& operator[](std::size_t i) { return storage_.moves[i]; }
    const Move* begin() const { return storage_.moves; }
    const Move* end() const { return storage_.moves + size_; }
    Move* begin() { return storage_.moves; }
    Move* end() { return storage_.moves + size_; }

    bool contains(const Move& m) const {
        for (const Move& x : *this)
            if (x == m) return true;
        return false;
    }

  private:
    union Storage {
        Storage() {}
        Move moves[capacity];
    } storage_;
    std::size_t size_ = 0;
    bool overflowed_ = false;
};

}  // namespace damascope::core
