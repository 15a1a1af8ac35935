// Retrograde analysis of one material, by distance. A first pass (on every core) generates each
// position's moves once: the quiet ones stay in the table and are counted; captures and
// promotions leave it for tables already solved, whose values are read at once. Then positions
// are settled in order of distance: a loss in d makes every quiet predecessor a win in d + 1
// (the first such is the shortest); a win in d takes one off each predecessor's count, and a
// predecessor whose every move is then a win for the opponent is a loss in the longest of them.
// What is never settled is a draw. Each position's moves are generated once, not once a pass.
#include <algorithm>
#include <mutex>
#include <stdexcept>
#include <thread>

#include "core/movegen.hpp"
#include "egdb.hpp"
#include "egdb_index.hpp"
#include "egdb_unmove.hpp"

namespace damascope::analysis::egdb {

using core::Color;
using core::Position;

namespace {

// What the first pass learns about a position.
struct Facts {
    std::uint8_t quiet_left = 0;  // quiet moves whose value is not known yet
    std::uint8_t exit_win = 0;    // the shortest win by a capture or promotion (0: none)
    std::uint8_t exit_loss = 0;   // the longest loss by one, when all of them lose
    std::uint8_t flags = 0;
};
constexpr std::uint8_t invalid = 1;       // two pieces on a square: no position
constexpr std::uint8_t must_capture = 2;  // reached by no quiet move (captures compulsory)
constexpr std::uint8_t cannot_lose = 4;   // a capture or promotion that does not lose
constexpr std::uint8_t settled = 8;

constexpr int max_distance = 253;  // the byte encoding's limit

}  // namespace

void Tables::solve(const Material& m, const std::atomic<bool>* cancel, bool& cancelled) {
    const Indexer& indexer = this->indexer(m);
    const std::uint64_t size = indexer.size();
    std::vector<std::uint8_t> values(size, 0);
    if (is_rule_draw(variant_, m)) {
        tables_[m] = std::move(values);
        return;
    }
    // The value of a position after a capture or a promotion: another table's, or the rules'.
    auto exit_value = [&](const Position& child) -> Value {
        const Color mover = child.side_to_move();
        if (child.pieces(mover) == 0) return Value{Wdl::loss, 0};
        const Material cm = material_of(child);
        if (is_rule_draw(variant_, cm)) return Value{};
        auto it = tables_.find(cm);
        if (it == tables_.end())
            throw std::logic_error("egdb: table missing for " + material_name(cm));
        return decode(it->second[indexers_.at(cm)->index_of(child)]);
    };

    std::vector<Facts> facts(size);
    auto first_pass = [&](std::uint64_t begin, std::uint64_t end) {
        for (std::uint64_t i = begin; i < end; ++i) {
            if ((i & 0xFFFF) == 0 && cancel && cancel->load()) return;  // Ctrl+C: stop soon
            Facts& f = facts[i];
            const auto pos = indexer.position_at(i);
            if (!pos) {
                f.flags = invalid | settled;
                continue;
            }
            core::MoveList moves;
            core::generate_legal(*pos, moves);
            if (!moves.empty() && moves[0].is_capture()) f.flags |= must_capture;
            int quiet = 0, exit_win = 0, exit_loss = 0;
            for (const core::Move& mv : moves) {
                if (!mv.is_capture() && !pos->promotes(mv)) {
                    ++quiet;
                    continue;
                }
                Position child = *pos;
                child.play(mv);
                const Value v = exit_value(child);
                if (v.wdl == Wdl::loss) {
                    exit_win = exit_win == 0 ? v.plies + 1 : std::min(exit_win, v.plies + 1);
                } else if (v.wdl == Wdl::win) {
                    exit_loss = std::max(exit_loss, v.plies + 1);
                } else {
                    f.flags |= cannot_lose;
                }
            }
            if (exit_win > max_distance || exit_loss > max_distance)
                throw std::runtime_error("egdb: a distance above 253 plies in " + material_name(m));
            f.quiet_left = static_cast<std::uint8_t>(quiet);
            f.exit_win = static_cast<std::uint8_t>(exit_win);
            f.exit_loss = static_cast<std::uint8_t>(exit_loss);
        }
    };
    // Each thread a contiguous share; the facts of a position depend on nothing else written.
    const unsigned threads = std::max(1u, std::min(std::thread::hardware_concurrency(), 8u));
    {
        std::vector<std::thread> pool;
        std::exception_ptr failure;
        std::mutex failure_mutex;
        for (unsigned t = 0; t < threads; ++t) {
            const std::uint64_t begin = size * t / threads, end = size * (t + 1) / threads;
            pool.emplace_back([&, begin, end] {
                try {
                    first_pass(begin, end);
                } catch (...) {
                    std::lock_guard lock(failure_mutex);
                    failure = std::current_exception();
                }
            });
        }
        for (auto& th : pool) th.join();
        if (failure) std::rethrow_exception(failure);
        if (cancel && cancel->load()) {
            cancelled = true;
            return;
        }
    }

    // buckets[d]: positions that may be settled at distance d (wins odd, losses even).
    std::vector<std::vector<std::uint32_t>> buckets(max_distance + 2);
    auto schedule = [&](std::uint64_t i, int d) {
        if (d > max_distance)
            throw std::runtime_error("egdb: a distance above 253 plies in " + material_name(m));
        buckets[static_cast<std::size_t>(d)].push_back(static_cast<std::uint32_t>(i));
    };
    // A position with no quiet move left to learn about: a loss now if every move loses.
    auto maybe_loss = [&](std::uint64_t i, int longest_so_far) {
        const Facts& f = facts[i];
        if (f.quiet_left != 0 || f.exit_win != 0 || (f.flags & cannot_lose)) return;
        schedule(i, std::max<int>(longest_so_far, f.exit_loss));
    };
    if (size > std::uint64_t{0xFFFFFFFF}) throw std::runtime_error("egdb: table too large");
    for (std::uint64_t i = 0; i < size; ++i) {
        const Facts& f = facts[i];
        if (f.flags & invalid) continue;
        if (f.exit_win != 0) schedule(i, f.exit_win);
        maybe_loss(i, 0);  // no move at all: a loss in 0
    }

    std::vector<Position> predecessors;
    for (int d = 0; d <= max_distance; ++d) {
        if (cancel && cancel->load()) {
            cancelled = true;
            return;
        }
        const bool wins = (d & 1) != 0;
        // A bucket grows while it is read only when d + 1 == d, never: predecessors go to d + 1.
        for (std::uint32_t i : buckets[static_cast<std::size_t>(d)]) {
            Facts& f = facts[i];
            if (f.flags & settled) continue;
            f.flags |= settled;
            values[i] = encode({wins ? Wdl::win : Wdl::loss, d});
            quiet_predecessors(*indexer.position_at(i), predecessors);
            for (const Position& p : predecessors) {
                const std::uint64_t pi = indexer.index_of(p);
                Facts& pf = facts[pi];
                if (pf.flags & (settled | must_capture)) continue;
                if (!wins) {
                    schedule(pi, d + 1);  // a move to a loss: a win (the first is the shortest)
                } else if (--pf.quiet_left == 0) {
                    maybe_loss(pi, d + 1);  // the last quiet move settled is the longest
                }
            }
        }
        buckets[static_cast<std::size_t>(d)] = {};
    }
    tables_[m] = std::move(values);
}

}  // namespace damascope::analysis::egdb
