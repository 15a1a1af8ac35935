// Variant dispatch, physically possible moves, capture paths and the classification of a played
// move.
#include "movegen.hpp"

#include <algorithm>

#include "movegen_internal.hpp"

namespace damascope::core {

using namespace detail;

void generate_legal(const Position& pos, MoveList& out) {
    if (is_dama_family(pos.variant())) {
        dama_generate_legal(pos, out);
    } else {
        dhama_generate_legal(pos, out);
    }
}

std::uint64_t count_legal(const Position& pos) {
    return is_dama_family(pos.variant()) ? dama_count_legal(pos) : dhama_count_legal(pos);
}

bool has_capture(const Position& pos) {
    return is_dama_family(pos.variant()) ? dama_has_capture(pos) : dhama_has_capture(pos);
}

namespace {

void visit_chains(const Position& pos, Square only_from, ChainVisitor& visitor) {
    if (is_dama_family(pos.variant())) {
        dama_visit_chains(pos, only_from, visitor);
    } else {
        dhama_visit_chains(pos, only_from, visitor);
    }
}

class PossibleCollector : public ChainVisitor {
  public:
    explicit PossibleCollector(std::vector<PossibleMove>& out) : out_(out) {}
    void landing(Square from, Square to, Bitboard captured, const Square*, int,
                 bool complete) override {
        const Move m = make_move(from, to, captured);
        for (PossibleMove& p : out_) {
            if (p.move == m) {
                p.complete = p.complete || complete;
                return;
            }
        }
        out_.push_back({m, complete});
    }

  private:
    std::vector<PossibleMove>& out_;
};

class PathCollector : public ChainVisitor {
  public:
    explicit PathCollector(const Move& target) : target_(target) {}
    void landing(Square from, Square to, Bitboard captured, const Square* landings, int count,
                 bool complete) override {
        if (from != target_.from || to != target_.to || captured != target_.captured) return;
        std::vector<Square> path(landings, landings + count);
        for (const CapturePath& p : paths_)
            if (p.landings == path) return;
        paths_.push_back({std::move(path), complete});
    }
    std::vector<CapturePath> take() {
        std::stable_partition(paths_.begin(), paths_.end(),
                              [](const CapturePath& p) { return p.complete; });
        return std::move(paths_);
    }

  private:
    Move target_;
    std::vector<CapturePath> paths_;
};

}  // namespace

std::vector<PossibleMove> generate_possible(const Position& pos) {
    std::vector<PossibleMove> out;
    MoveList steps;
    if (is_dama_family(pos.variant())) {
        dama_generate_steps(pos, steps);
    } else {
        dhama_generate_steps(pos, steps);
    }
    out.reserve(steps.size() + 16);
    for (const Move& m : steps) out.push_back({m, true});
    PossibleCollector collector(out);
    visit_chains(pos, no_square, collector);
    return out;
}

std::vector<CapturePath> capture_paths(const Position& pos, const Move& m) {
    if (!m.is_capture()) return {};
    PathCollector collector(m);
    visit_chains(pos, m.from, collector);
    return collector.take();
}

MoveCheck check_move(const Position& pos, const Move& m) {
    MoveList legal;
    generate_legal(pos, legal);
    if (legal.contains(m)) {
        if (m.is_capture() && !is_dama_family(pos.variant())) {
            // Dhama lets the player choose any chain; a shorter one is legal but worth flagging.
            int longest = 0;
            for (const Move& other : legal) longest = std::max(longest, other.capture_count());
            if (m.capture_count() < longest) return MoveCheck::legal_shorter_capture;
        }
        return MoveCheck::legal;
    }
    const auto possible = generate_possible(pos);
    const bool physically_possible = std::any_of(
        possible.begin(), possible.end(), [&](const PossibleMove& p) { return p.move == m; });
    if (!physically_possible) return MoveCheck::impossible;
    return m.is_capture() ? MoveCheck::longer_chain_available : MoveCheck::missed_capture;
}

}  // namespace damascope::core
